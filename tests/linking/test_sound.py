"""Chinese names misspelt by the input method are found by their sound; other words that
sound like a name are not (kglink.linking.sound, through the alias index)."""

from __future__ import annotations

from kglink.graph.networkx_store import NetworkxGraphStore
from kglink.linking.alias_index import AliasIndex
from kglink.linking.disambiguate import Context, Disambiguator
from kglink.ontology import Ontology

INDEX = AliasIndex.from_aliases([
    ("澜溪北站", "ex:station", "label"),
    ("园区绿化养护合同", "ex:cleaning", "label"),
    ("绿化合同", "ex:cleaning", "alias"),
    ("乘客码", "ex:qr", "label"),
    ("派餐厅", "ex:restaurant", "label"),
    ("乐享保", "ex:policy", "label"),
    ("乐享宝", "ex:policy", "hidden"),
    ("丰禾优9号", "ex:rice", "label"),
    ("安娜·贝丽", "ex:actor", "label"),
])


def found(text: str) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(m.text, m.kind, tuple(c.node_id for c in m.candidates)) for m in INDEX.find(text)]


def test_a_character_of_the_same_sound_is_the_name_misspelt() -> None:
    assert found("兰溪北站8月客流") == [("兰溪北站", "fuzzy", ("ex:station",))]
    assert found("丰和优9号抗倒伏吗") == [("丰和优9号", "fuzzy", ("ex:rice",))]


def test_the_sound_typed_in_letters_is_the_name() -> None:
    assert found("绿hua合同跟谁签的") == [("绿hua合同", "fuzzy", ("ex:cleaning",))]


def test_a_three_syllable_name_is_read_where_a_word_may_begin() -> None:
    assert found("成客码那问题修好没") == [("成客码", "fuzzy", ("ex:qr",))]
    assert found("帮我安排餐厅") == []  # 排 ends 安排; no restaurant is named


def test_two_changed_characters_in_four_are_another_word() -> None:
    assert found("兰溪背站") == []


def test_only_letters_are_no_misspelling_of_a_chinese_name() -> None:
    assert found("lvhuahetong") == []


def test_a_name_glued_to_letters_goes_on_and_is_not_misspelt() -> None:
    assert found("乐享保Max什么时候出") == []


def test_the_exact_name_is_still_exact() -> None:
    assert found("澜溪北站") == [("澜溪北站", "exact", ("ex:station",))]


def test_the_disambiguator_accepts_a_sound_match_with_letters_in_it() -> None:
    (mention,) = INDEX.find("绿hua合同跟谁签的")
    decision = Disambiguator(NetworkxGraphStore(Ontology(entities={}))).decide(mention, Context())
    assert decision.node_id == "ex:cleaning"


def test_a_foreign_name_with_its_dot_is_read_whole() -> None:
    assert found("聊聊安娜·贝利主演的电影") == [("安娜·贝利", "fuzzy", ("ex:actor",))]
