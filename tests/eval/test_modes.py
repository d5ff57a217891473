"""The baseline modes, the oracle and the mode registry."""

from __future__ import annotations

import pytest

from kglink.errors import ConfigError
from kglink.eval.bundle import Case, Turn
from kglink.eval.modes import (
    PLANNED_MODES,
    Conversation,
    Mode,
    RawMode,
    TurnOutput,
    available_modes,
    get_mode,
    parse_modes,
    register_mode,
)
from kglink.ontology.model import Entity, Label, Ontology

EX = "http://example.org/mini/"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    return Ontology(
        entities={
            EX + "region_east": Entity(
                id=EX + "region_east",
                labels=(Label("华东区", "zh"), Label("East China", "en")),
                aliases=(Label("华东", "zh"),),
            ),
            EX + "metric_sales": Entity(
                id=EX + "metric_sales", labels=(Label("销售额", "zh"), Label("sales", "en"))
            ),
            EX + "product_b": Entity(
                id=EX + "product_b",
                labels=(Label("产品B", "zh"), Label("Product B", "en")),
                hidden=(Label("产品Ｂ", "zh"),),
            ),
        },
        prefixes={"ex": EX},
        redirects={EX + "old_east": EX + "region_east"},
    )


def _run(mode: Mode, case: Case) -> list[TurnOutput]:
    conversation = mode.start(case)
    assert isinstance(conversation, Conversation)
    outputs = []
    for turn in case.turns:
        outputs.append(conversation.rewrite(turn))
        if turn.assistant is not None:
            conversation.observe_assistant(turn.assistant)
    return outputs


CASE = Case(
    id="c",
    lang="zh",
    turns=(
        Turn(user="华东区7月的销售额是多少", assistant="1200万元。", gold_entities=("ex:region_east", "ex:metric_sales")),
        Turn(user="它比6月涨了多少", gold_entities=("ex:region_east", "ex:metric_sales")),
        Turn(user="那华南呢", assistant="900万元。", gold_rewrite="华南区7月的销售额", gold_entities=()),
        Turn(user="谢谢"),
    ),
)


def test_raw_mode_passes_the_words_through() -> None:
    mode = get_mode("raw")
    assert isinstance(mode, Mode) and mode.name == "raw" and mode.links is False
    outputs = _run(mode, CASE)
    assert [out.queries for out in outputs] == [(turn.user,) for turn in CASE.turns]
    assert all(out.entities is None and out.method == "raw" for out in outputs)


def test_concat_mode_pastes_previous_turn_and_answer() -> None:
    mode = get_mode("concat")
    assert mode.links is False
    outputs = _run(mode, CASE)
    assert outputs[0].queries == ("华东区7月的销售额是多少",)
    assert outputs[1].queries == ("华东区7月的销售额是多少 1200万元。 它比6月涨了多少",)
    # turn 2 had no answer: only the previous user turn is pasted
    assert outputs[2].queries == ("它比6月涨了多少 那华南呢",)
    assert outputs[3].queries == ("那华南呢 900万元。 谢谢",)
    assert all(out.entities is None for out in outputs)


def test_oracle_mode(ontology: Ontology) -> None:
    mode = get_mode("oracle", ontology=ontology)
    assert mode.links is True
    outputs = _run(mode, CASE)
    # the user names both entities already (华东区, 销售额): nothing is put in front
    assert outputs[0].queries == ("华东区7月的销售额是多少",)
    assert outputs[0].entities == (EX + "region_east", EX + "metric_sales")
    # a pronoun turn: both canonical labels in front, in gold order, in the case's language
    assert outputs[1].queries == ("华东区 销售额 它比6月涨了多少",)
    # the gold rewrite wins where there is one
    assert outputs[2].queries == ("华南区7月的销售额",)
    assert outputs[2].entities == ()
    # gold entities not annotated: no entity, the words as they are
    assert outputs[3].queries == ("谢谢",) and outputs[3].entities == ()


@pytest.mark.parametrize(
    ("user", "lang", "gold", "query"),
    [
        ("华东的情况", "zh", ("ex:region_east",), "华东的情况"),  # named by an alias
        ("产品Ｂ怎么样", "zh", ("ex:product_b",), "产品Ｂ怎么样"),  # by a hidden (misspelt) form
        ("how about PRODUCT B", "en", ("ex:product_b",), "how about PRODUCT B"),  # case folded
        ("what about it?", "en", (EX + "product_b",), "Product B what about it?"),  # English label
        ("那旧的呢", "zh", ("ex:old_east",), "华东区 那旧的呢"),  # sameAs redirect resolves
        ("这个呢", "zh", ("ex:unknown", "ex:product_b"), "产品B 这个呢"),  # unknown id skipped
    ],
)
def test_oracle_puts_only_unnamed_labels_in_front(
    ontology: Ontology, user: str, lang: str, gold: tuple[str, ...], query: str
) -> None:
    case = Case(id="c", lang=lang, turns=(Turn(user=user, gold_entities=gold),))
    (output,) = _run(get_mode("oracle", ontology=ontology), case)
    assert output.queries == (query,)
    assert EX + "unknown" not in (output.entities or ())


def test_oracle_clarifies_and_corrects_when_the_turn_expects_it(ontology: Ontology) -> None:
    case = Case(
        id="c",
        turns=(Turn(user="a"), Turn(user="哪个?", expect="clarify"), Turn(user="不是那个", expect="correction")),
    )
    outputs = _run(get_mode("oracle", ontology=ontology), case)
    assert [(out.clarify, out.correction) for out in outputs] == [(False, False), (True, False), (False, True)]


def test_oracle_needs_the_ontology() -> None:
    with pytest.raises(ConfigError, match="ontology"):
        get_mode("oracle")


@pytest.mark.parametrize(
    ("name", "words"),
    [("nonsense", "unknown mode"), *((planned, "not available yet") for planned in PLANNED_MODES)],
)
def test_unknown_mode_lists_the_available_ones(name: str, words: str) -> None:
    with pytest.raises(ConfigError) as info:
        get_mode(name)
    message = str(info.value)
    assert words in message
    for available in ("raw", "concat", "oracle"):
        assert available in message


def test_parse_modes() -> None:
    assert parse_modes("raw, concat,raw,oracle") == ("raw", "concat", "oracle")
    with pytest.raises(ConfigError, match="no mode"):
        parse_modes(" , ")
    with pytest.raises(ConfigError, match="available modes: raw, concat, oracle"):
        parse_modes("raw,nonsense")


def test_register_mode() -> None:
    class Shout:
        name = "shout-test"
        links = False

        def start(self, case: Case) -> Conversation:
            return RawMode().start(case)

    register_mode("shout-test", lambda **ctx: Shout())
    try:
        assert "shout-test" in available_modes()
        assert get_mode("shout-test", ontology=None, alias_index=None).name == "shout-test"
        assert parse_modes("shout-test") == ("shout-test",)
    finally:
        from kglink.eval import modes

        modes._REGISTRY.pop("shout-test")
    with pytest.raises(ValueError):
        register_mode("a,b", lambda **ctx: Shout())


def test_package_exports() -> None:
    import kglink.eval as package

    assert sorted(package.__all__) == sorted(
        [
            "Bundle", "Case", "Conversation", "Mode", "Turn", "TurnOutput", "TurnRecord",
            "available_modes", "get_mode", "load_bundle", "register_mode", "run_eval",
            "summarize_mode", "write_html",
        ]
    )
    for name in package.__all__:
        assert getattr(package, name) is not None
