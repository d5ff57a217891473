"""Language packs: one per language, looked up by code, read by language-neutral engines."""

from __future__ import annotations

import ast
import re
from dataclasses import fields
from pathlib import Path

import pytest

from kglink.errors import ConfigError
from kglink.lang import PACKS, LanguagePack, detect, get_pack
from kglink.lang.terms import content_terms, genders_said, is_stop_word
from kglink.rewrite.frames import find_cues, is_closing, split_clauses

ROOT = Path(__file__).resolve().parents[2]


def test_every_pack_is_registered_by_its_own_code_and_complete() -> None:
    assert set(PACKS) == {"zh", "en"}
    for code, pack in PACKS.items():
        assert pack.code == code
        for item in fields(LanguagePack):
            value = getattr(pack, item.name)
            if isinstance(value, re.Pattern):
                value.search("")  # compiles and runs
        assert pack.coordinators and pack.possessive and pack.list_and


def test_an_unknown_code_is_a_clear_error() -> None:
    with pytest.raises(ConfigError, match="no language pack for 'fr'"):
        get_pack("fr")


@pytest.mark.parametrize(("text", "code"), [("那它呢", "zh"), ("what about it?", "en"), ("A1线UPH", "zh")])
def test_detect_picks_the_pack_of_the_text(text: str, code: str) -> None:
    assert detect(text).code == code


@pytest.mark.parametrize(
    ("text", "closing"),
    [
        ("好的，谢谢", True),
        ("谢谢，没有问题了，再见！", True),
        ("嗯", True),
        ("谢谢，这个景点周边还有别的景点吗？", False),
        ("是的。", False),
        # Thanks with a particle after it, an acknowledgement or praise of the help ask nothing;
        # a negated one ("记不清楚了") or one with a question after it does not close.
        ("太好了，真是谢谢您呢！", True),
        ("好的，我知道了。", True),
        ("好的，你真是帮我大忙了呢！", True),
        ("看过就是时间有点久了，记不清楚了。", False),
        ("明白了，那它几点开门？", False),
        ("Thanks so much, that's all I need today!", True),
        ("No, thank you that is all for today.", True),
        ("Thank you. Could I also get the phone number?", False),
        ("Thanks. Now I need a train to Ely on Friday.", False),
    ],
)
def test_closings(text: str, closing: bool) -> None:
    assert is_closing(text, detect(text)) is closing


def test_cues_are_read_through_the_pack() -> None:
    zh, en = get_pack("zh"), get_pack("en")
    assert find_cues("那华南区呢", zh).ellipsis_slot == "华南区"
    assert find_cues("what about the north hub?", en).ellipsis_slot == "the north hub"
    assert find_cues("how abt the north hub", en).ellipsis_slot == "the north hub"  # chat spelling
    # "那" leads in ("so, around it"), unless it says which period ("那月": that month).
    assert find_cues("那周边有什么餐馆", zh).body == "周边有什么餐馆"
    assert find_cues("那月有没有出事", zh).body == "那月有没有出事"
    assert find_cues("为什么掉了这么多", zh).continuation
    assert find_cues("how does York compare?", en).comparison
    assert not find_cues("我比较喜欢博物馆", zh).comparison  # 比较 as "rather"
    assert find_cues("不是流程 我问的是规范", zh).correction
    assert find_cues("oops, july not august", en).correction and find_cues("make that York", en).correction
    assert not find_cues("can you make the booking for 4?", en).correction
    assert len(split_clauses("企业版多少钱？支持单点登录吗", zh)) == 2
    # Spoken Chinese puts a space where a comma would be: a new topic announced after
    # one splits the turn; a yes-no tag (…不, …了没) and 咋/啥/多久 ask.
    assert [c for _o, c in split_clauses("那批货能退不 顺便问下评审多久开一次", zh)] == [
        "那批货能退不 ", "顺便问下评审多久开一次"]
    assert len(split_clauses("那批货能退不 评审多久开一次", zh)) == 1
    assert zh.question.search("事故关了没") and zh.question.search("咋整")
    # A measure word starts a new search only with the noun sought after it.
    assert find_cues("附近有一家餐馆吗", zh).indefinite and find_cues("再去几个景点", zh).indefinite
    assert not find_cues("知道一些，但不太了解。", zh).indefinite
    assert not find_cues("你能说出几个？", zh).indefinite
    # 呢 after 了 or a degree word closes a remark: it asks nothing, and its "一所" seeks nothing.
    assert len(split_clauses("价格还挺高呢，有没有便宜点的餐馆推荐一家", zh)) == 1
    assert len(split_clauses("那华南区呢，销售额多少", zh)) == 2
    assert len(split_clauses("可是为什么呢，它还有别的版本吗", zh)) == 2  # a remark holds no question word
    # So does 呢 after 都 ("都是老字号呢"); "都有哪些呢" still asks.
    assert len(split_clauses("都是南岭的老字号呢，北湖书院附近有酒店吗？", zh)) == 1
    assert len(split_clauses("都有哪些呢，价格呢", zh)) == 2
    # A reaction ("真的吗，") before what the turn asks is no question of its own; alone it is.
    assert len(split_clauses("真的吗，北湖书院是我一直想去的地方，它在哪儿？", zh)) == 1
    assert split_clauses("是吗？", zh) == [(0, "是吗？")]
    assert not find_cues("真是一所不错的学校呢，知道它有哪些校友吗？", zh).indefinite
    # A need with an auxiliary, or information on another thing, is a new search too.
    assert find_cues("No, that's fine. I do need a ferry on Tuesday though.", en).indefinite
    assert find_cues("I'll need a ferry departing from the harbour on Sunday.", en).indefinite
    assert not find_cues("I'll need a reference number.", en).indefinite
    assert find_cues("Could I also have information on ferries that leave on Wednesday?", en).indefinite
    assert find_cues("Yes, can you help me find info for a ferry please?", en).indefinite
    assert not find_cues("Could I also have their phone number?", en).indefinite
    # What a booking of the thing in play comes with looks for nothing new.
    assert not find_cues("I need a reservation for 4 people on Friday.", en).indefinite
    assert not find_cues("I will also need a reference number.", en).indefinite
    assert find_cues("separate thing - how fast do I report it?", en).switch
    assert not find_cues("is that a separate fee?", en).switch


def test_adverbs_that_end_in_its_are_no_pronoun() -> None:
    zh = get_pack("zh")
    assert [m.group(0) for m in zh.referring.pronoun.finditer("尤其是南岭公园，极其好看，及其周边")] == ["其"]


def test_content_terms_leave_out_function_words() -> None:
    assert content_terms("Can I get their address and phone number?") == {"addres", "phone", "number"}
    assert "的地" not in content_terms("仁和医院的地址")
    assert {"医院", "地址"} <= content_terms("仁和医院的地址")
    # "啥时候" asks "when": its noun is no word of a topic.
    assert content_terms("北厂A3线改造啥时候弄完") >= {"改造", "弄完"}
    assert "时候" not in content_terms("北厂A3线改造啥时候弄完")
    assert is_stop_word("And") and not is_stop_word("depot")


def test_the_engines_never_test_for_a_language() -> None:
    """Language data lives in kglink/lang: the rewrite engines read a pack."""
    offenders = []
    for path in (ROOT / "kglink" / "rewrite").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare) and any(
                isinstance(c, ast.Constant) and c.value in ("zh", "en") for c in node.comparators
            ):
                offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders, offenders


def test_the_model_client_layer_imports_no_rules_or_sessions() -> None:
    """kglink.llm is the client layer; the model pass that uses it lives in kglink.rewrite."""
    for path in (ROOT / "kglink" / "llm").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith(("kglink.rewrite", "kglink.session", "kglink.pipeline")), (
                    path.name, node.module,
                )


def test_the_genders_a_texts_pronouns_state_count_singular_persons_only() -> None:
    # "他们" is plural, "它" a thing: neither states a person's gender.
    assert genders_said("她说他们和它都很好，他也同意") == ["f", "m"]
    assert genders_said("She said they liked his work; it was hers.") == ["f", "m", "f"]


def test_english_gives_the_present_of_a_property_named_by_participle_or_agent() -> None:
    forms = get_pack("en").property_forms
    assert "supplies" in forms("supplied by", False) and "supplies" in forms("supplier", False)
    assert "leads" in forms("led by", True) and "manages" in forms("managed by", True) and "owns" in forms("owner", True)
    # Names of other shapes have no other form but a noun's plural.
    assert forms("member of", True) == () and forms("capacity", False) == ("capacities",)


def test_chinese_asks_an_agent_noun_with_who_and_the_verb() -> None:
    # Chinese does not inflect; an agent noun ("负责人", "供应商") is asked "谁负责", "谁供应".
    forms = get_pack("zh").property_forms
    assert forms("负责人", True) == ("谁负责",) and forms("供应商", False) == ("谁供应",)
    assert forms("单价", False) == () and forms("人", False) == () and forms("主人", False) == ()


def test_english_gives_the_base_and_past_of_a_relation_named_by_a_verb() -> None:
    forms = get_pack("en").property_forms
    assert {"cover", "covered"} <= set(forms("covers", True))
    assert {"supersede", "superseded"} <= set(forms("supersedes", True)) and "supply" in forms("supplies", True)
    assert "taught" in forms("teaches", True)
    # A value's name in the plural is no verb ("hours": no "hour"), nor is a word in "s" alone.
    assert forms("hours", False) == () and forms("status", True) == ()


def test_english_gives_the_plural_and_possessive_of_a_noun_phrase_property() -> None:
    forms = get_pack("en").property_forms
    assert {"site managers", "site manager's"} <= set(forms("site manager", False))
    assert "delivery dates" in forms("delivery date", False) and "safety policies" in forms("safety policy", False)
    # One word alone is too often another word ("issues" of "issue", "leads" of "lead"),
    # unless its ending makes it a noun ("managers", "capacities").
    assert forms("issue", False) == () and forms("status", False) == () and forms("lead", True) == ()
    assert "managers" in forms("manager", True) and "capacities" in forms("capacity", False)


def test_english_then_closing_a_question_stands_for_the_period_but_not_in_that_case() -> None:
    anaphora = get_pack("en").time_anaphora
    assert anaphora.search("which ward had the worst falls then?") is not None
    assert anaphora.search("and back then?") is not None
    assert anaphora.search("what do I do then?") is None
    assert anaphora.search("then what?") is None


@pytest.mark.parametrize(
    ("code", "text", "besides"),
    [
        ("en", "what else is she responsible for?", True),
        ("en", "anything else apart from the pumps?", True),
        ("en", "what is she responsible for?", False),
        ("en", "or else we wait", False),  # "else" after no question word asks beyond nothing
        ("zh", "她还负责别的吗", True),
        ("zh", "除了这个还有什么", True),
        ("zh", "她负责什么", False),
    ],
)
def test_asking_beyond_what_was_said(code: str, text: str, besides: bool) -> None:
    assert (get_pack(code).besides.search(text) is not None) is besides


@pytest.mark.parametrize(
    ("text", "one"),
    [
        ("is there a deadline?", True),
        ("and is there a fee", True),
        ("is there another depot?", False),
        ("any electric trucks planned?", False),
        ("do we have a depot in York?", False),
    ],
)
def test_english_asks_whether_the_thing_in_play_has_one_of_something(text: str, one: bool) -> None:
    assert (get_pack("en").existence_one.search(text) is not None) is one


def test_admitting_a_slip_is_a_correction() -> None:
    zh = get_pack("zh")
    # "看错了", "说错了", after an interjection and "我" or alone, take back the last question.
    assert find_cues("噢我看错了 是十月", zh).correction
    assert find_cues("说错了 内科", zh).correction
    assert not find_cues("他说错了什么", zh).correction


def test_customers_and_clients_are_bodies_of_persons() -> None:
    # A customer may be a firm or a person: either way "they" and "他们" can mean one.
    assert get_pack("en").is_organisation_class_label("customer") and get_pack("en").is_organisation_class_label("client")
    assert get_pack("zh").is_organisation_class_label("客户")
    assert not get_pack("en").is_organisation_class_label("customer tier")


@pytest.mark.parametrize("text, dummy", [
    ("I apologize, it looks like I forgot to book the hotel.", True),
    ("it seems that we need a second room", True),
    ("it sounds as if they are full", True),
    ("it looks like a castle from the road", False),
])
def test_english_it_before_a_clause_is_a_dummy_subject(text: str, dummy: bool) -> None:
    assert bool(get_pack("en").pleonastic.search(text)) is dummy


@pytest.mark.parametrize("text, local", [
    ("anything from Harlow with nuts in it?", True),
    ("a sandwich with cheese on it", True),
    ("is there wheat in it?", False),
    ("can I come with my dog in it and park", False),
])
def test_english_with_and_in_it_is_the_thing_the_clause_describes(text: str, local: bool) -> None:
    assert bool(get_pack("en").pleonastic.search(text)) is local


@pytest.mark.parametrize("text, refers", [
    ("isnt that just the delays the other way round", False),
    ("I asked about it the other day", False),
    ("and the other one?", True),
    ("what about the other depot?", True),
])
def test_english_idioms_of_the_other_point_at_nothing(text: str, refers: bool) -> None:
    pack = PACKS["en"]
    found = bool(pack.other.search(text)) or bool(pack.referring.relative.search(text))
    assert found is refers


@pytest.mark.parametrize("text, event", [
    ("Who spotted it first?", True),
    ("was that reported to the board", True),
    ("who noticed this", True),
    ("who makes it", False),
    ("was it expensive", False),
])
def test_english_what_is_spotted_or_reported_is_a_happening(text: str, event: bool) -> None:
    assert bool(get_pack("en").event_reference.search(text)) is event
