"""The second stage reads what kind of page answers: fields of a fact sheet, the title, the kind of answer."""

from __future__ import annotations

import pytest

from kglink.lang import PACKS
from kglink.ontology.model import Entity, Label, OntClass, Ontology, Property
from kglink.retrieval import Index
from kglink.retrieval.documents import Document
from kglink.retrieval.rerank import Period, Reranker, RerankWeights, title_core, title_fit

EX = "http://example.org/hospital/"
HOSPITAL = EX + "Hospital"
DEPOT = EX + "Depot"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    def entity(local: str, label: str, lang: str, *types: str) -> Entity:
        return Entity(id=EX + local, labels=(Label(label, lang),), types=types)

    def prop(local: str, label: str, lang: str = "zh") -> Property:
        return Property(EX + local, "datatype", labels=(Label(label, lang),))

    entities = [
        entity("qingshan", "青山医院", "zh", HOSPITAL),
        entity("york", "York Depot", "en", DEPOT),
        entity("north", "北厂A3线", "zh", DEPOT),
        entity("metric_ontime", "准点率", "zh"),
    ]
    properties = [
        prop("phone", "电话"),
        prop("address", "地址"),
        prop("born", "出生日期"),
        # A class noun inside a label names the class: "医院" must not point here.
        prop("hospital_level", "医院等级"),
        # "时间" is in four labels: it names none of them.
        prop("open", "开放时间"),
        prop("visit", "探视时间"),
        prop("founded", "建院时间"),
        prop("duty", "值班时间"),
        prop("hours", "opening hours", "en"),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            HOSPITAL: OntClass(HOSPITAL, labels=(Label("医院", "zh"),)),
            DEPOT: OntClass(DEPOT, labels=(Label("Depot", "en"),)),
        },
        properties={p.id: p for p in properties},
        prefixes={"ex": EX},
    )


def _query(reranker: Reranker, text: str, name: str, entity: str):
    start = text.find(name)
    spans = {text: [(start, start + len(name))]} if start >= 0 else {}
    return reranker.query_facts([text], [EX + entity], spans)


# -- properties asked by a word of their label ------------------------------------------------


def test_a_word_of_a_label_asks_the_property(ontology) -> None:
    reranker = Reranker(ontology)
    assert reranker.properties_near(["出生"]) == {EX + "born"}
    assert reranker.properties_near(["医院"]) == frozenset()  # the class noun
    assert reranker.properties_near(["时间"]) == frozenset()  # shared by too many labels
    assert reranker.properties_near(["探视"]) == {EX + "visit"}
    query = _query(reranker, "青山医院的院长是哪年出生的", "青山医院", "qingshan")
    assert EX + "born" in query.asked


# -- fields of a fact sheet ----------------------------------------------------------------


def test_fields_are_labels_followed_by_a_colon(ontology) -> None:
    reranker = Reranker(ontology)
    assert reranker.fields("青山医院的地址：山前路1号。青山医院的电话：0571-000。") == {EX + "address", EX + "phone"}
    assert reranker.fields("青山医院的地址在山前路，电话可以问前台。") == frozenset()
    assert reranker.fields("Opening hours : 8-17") == {EX + "hours"}
    facts = reranker.chunk_facts("青山医院（基本信息）", "青山医院的地址：山前路1号。青山医院的电话：0571-000。", [], [])
    assert facts.field_count == 2


def test_the_fact_sheet_answers_its_fields_and_the_story_answers_the_rest(ontology) -> None:
    reranker = Reranker(ontology)
    weights = RerankWeights()
    entities = [EX + "qingshan"]
    sheet = reranker.chunk_facts(
        "青山医院（基本信息）", "青山医院的地址：山前路1号。青山医院的电话：0571-000。青山医院的出生日期：无。", entities, entities
    )
    story = reranker.chunk_facts("青山医院", "青山医院建于百年前，以心脏外科闻名，地址几经迁移。", entities, entities)

    def prefers(text: str) -> str:
        query = _query(reranker, text, "青山医院", "qingshan")
        sheet_score = reranker.adjust(query, sheet, 0.0, weights)
        story_score = reranker.adjust(query, story, 0.0, weights)
        assert sheet_score != story_score
        return "sheet" if sheet_score > story_score else "story"

    assert prefers("青山医院的电话是多少") == "sheet"
    assert prefers("青山医院的院长是哪年出生的") == "sheet"  # "出生" is a word of 出生日期
    assert prefers("给我讲讲青山医院的故事") == "story"


# -- the title -------------------------------------------------------------------------------


def test_title_core_drops_bracketed_qualifiers() -> None:
    assert title_core("青山医院（基本信息）") == "青山医院"
    assert title_core("York Depot (2025) Guide") == "york depot guide"


def test_title_fit_counts_what_the_question_explains(ontology) -> None:
    reranker = Reranker(ontology)
    query = _query(reranker, "北厂A3线2025年7月的准点率是多少", "北厂A3线", "north")
    report = reranker.chunk_facts("北厂A3线2025年7月准点率报告", "……", [], [])
    cause = reranker.chunk_facts("北厂A3线7月准点率变动原因分析", "……", [], [])
    june = reranker.chunk_facts("北厂A3线2025年6月准点率报告", "……", [], [])

    def fit(facts):
        value = title_fit(facts.title_core, facts.title_periods_at, query)
        assert value is not None and 0.0 <= value <= 1.0
        return value

    assert fit(report) > fit(cause)
    assert fit(report) > fit(june)  # another month is not what was asked
    assert report.title_periods_at and report.title_periods_at[0][2] == Period(2025, 7, 7)
    assert title_fit("", (), query) is None


def test_the_title_that_holds_the_rest_of_the_question_rises(ontology) -> None:
    reranker = Reranker(ontology)
    weights = RerankWeights()
    entities = [EX + "york"]
    query = _query(reranker, "York Depot loading dock rules", "York Depot", "york")
    dock = reranker.chunk_facts("York Depot loading dock rules", "…", entities, entities)
    overview = reranker.chunk_facts("York Depot overview", "…", entities, entities)
    assert reranker.features(query, dock, 0.0)["title_rest"] == 1.0
    assert "title_rest" not in reranker.features(query, overview, 0.0)
    assert reranker.adjust(query, dock, 0.0, weights) > reranker.adjust(query, overview, 0.0, weights)


# -- the kind of answer ----------------------------------------------------------------------


def test_every_pack_declares_the_kinds_with_distinct_names() -> None:
    for pack in PACKS.values():
        names = [kind.name for kind in pack.answer_kinds]
        assert names and len(names) == len(set(names)), pack.code


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("北厂A3线7月准点率为什么下降", {"cause"}),
        ("Why did York Depot's on-time rate fall?", {"cause"}),
        ("Was the new scanner to blame for the York Depot backlog?", {"cause"}),
        ("怎么申请北厂A3线的检修", {"process"}),
        ("How do I book a slot at York Depot?", {"process"}),
        ("北厂A3线怎么样", set()),  # an opinion, not steps
        ("北厂A3线的排班怎么算", set()),  # a rule, not steps
        ("在家无法登录北厂A3线的系统怎么办", {"trouble"}),
        ("I can't sign in to the York Depot portal", {"trouble"}),
        ("what changed at York Depot after the scanner outage", {"aftermath"}),
        ("what happened after the York Depot fire drill", {"aftermath"}),
        ("what happened at York Depot in July", set()),  # the event itself, not what followed
        ("北厂A3线7月准点率是多少", set()),
    ],
)
def test_the_kind_a_question_asks(ontology, text: str, kinds: set[str]) -> None:
    reranker = Reranker(ontology)
    name = "北厂A3线" if "北厂A3线" in text else "York Depot"
    assert _query(reranker, text, name, "north" if name == "北厂A3线" else "york").kinds == kinds


def test_a_name_that_holds_a_kind_word_asks_nothing(ontology) -> None:
    depot_process = Entity(id=EX + "proc", labels=(Label("Depot Intake Process", "en"),), types=(DEPOT,))
    local = Ontology(
        entities={**ontology.entities, depot_process.id: depot_process},
        classes=ontology.classes,
        properties=ontology.properties,
        prefixes=ontology.prefixes,
    )
    reranker = Reranker(local)
    text = "Is there a deadline in the Depot Intake Process?"
    assert _query(reranker, text, "Depot Intake Process", "proc").kinds == frozenset()


def test_the_page_of_the_kind_asked_wins_and_others_step_back(ontology) -> None:
    reranker = Reranker(ontology)
    weights = RerankWeights()
    entities = [EX + "north", EX + "metric_ontime"]
    report = reranker.chunk_facts("北厂A3线2025年7月准点率报告", "……", entities, entities)
    cause = reranker.chunk_facts("北厂A3线7月准点率下降原因", "……", entities, entities)
    why = reranker.query_facts(["北厂A3线2025年7月准点率为什么下降"], entities, {})
    what = reranker.query_facts(["北厂A3线2025年7月准点率是多少"], entities, {})
    assert reranker.features(why, cause, 0.0)["kind_match"] == 1.0
    assert reranker.features(what, cause, 0.0)["kind_other"] == -1.0
    assert reranker.adjust(why, cause, 0.0, weights) > reranker.adjust(why, report, 0.0, weights)
    assert reranker.adjust(what, report, 0.0, weights) > reranker.adjust(what, cause, 0.0, weights)


def test_what_followed_an_event_is_the_review_not_the_event(ontology) -> None:
    reranker = Reranker(ontology)
    weights = RerankWeights()
    york = [EX + "york"]
    event = reranker.chunk_facts("York Depot scanner outage", "…", york, york)
    review = reranker.chunk_facts("Review: York Depot scanner outage", "…", york, york)
    after = _query(reranker, "what changed after the York Depot scanner outage", "York Depot", "york")
    during = _query(reranker, "what happened in the York Depot scanner outage", "York Depot", "york")
    assert reranker.adjust(after, review, 0.0, weights) > reranker.adjust(after, event, 0.0, weights)
    assert reranker.adjust(during, event, 0.0, weights) > reranker.adjust(during, review, 0.0, weights)


def test_an_investigation_answers_why_and_is_not_held_against_other_questions(ontology) -> None:
    # An investigation report says what caused an event, among much else: it answers a
    # "why" question like a cause page, and is no cause page held back from "how long".
    reranker = Reranker(ontology)
    weights = RerankWeights()
    york = [EX + "york"]
    record = reranker.chunk_facts("York Depot scanner outage - incident record", "…", york, york)
    inquiry = reranker.chunk_facts("Investigation report: York Depot scanner outage", "…", york, york)
    why = _query(reranker, "why did the York Depot scanner outage last so long", "York Depot", "york")
    long = _query(reranker, "how long was York Depot down in the scanner outage", "York Depot", "york")
    assert reranker.features(why, inquiry, 0.0)["kind_match"] == 1.0
    assert reranker.adjust(why, inquiry, 0.0, weights) > reranker.adjust(why, record, 0.0, weights)
    assert "kind_other" not in reranker.features(long, inquiry, 0.0)
    north = [EX + "north"]
    zh_record = reranker.chunk_facts("北厂A3线停线事件", "……", north, north)
    zh_inquiry = reranker.chunk_facts("北厂A3线停线事件调查报告", "……", north, north)
    zh_why = reranker.query_facts(["北厂A3线为什么停线"], north, {})
    assert reranker.adjust(zh_why, zh_inquiry, 0.0, weights) > reranker.adjust(zh_why, zh_record, 0.0, weights)


# -- through the index (real Chroma, real BM25) -----------------------------------------------

PAGES = [
    Document("report-7", "北厂A3线2025年7月准点率为91%，较6月下降3个百分点。", title="北厂A3线2025年7月准点率报告"),
    Document("cause-7", "北厂A3线7月准点率下降，主要因为换线频繁和来料延迟。", title="北厂A3线7月准点率下降原因"),
    Document("report-6", "北厂A3线2025年6月准点率为94%。", title="北厂A3线2025年6月准点率报告"),
    Document("sheet", "青山医院的地址：山前路1号。青山医院的电话：0571-000。", title="青山医院（基本信息）"),
    Document("story", "青山医院建于百年前，以心脏外科闻名，几经迁址，今天是一家综合医院。", title="青山医院"),
]


def test_search_puts_the_page_that_answers_first(ontology, tmp_path) -> None:
    index = Index.build(PAGES, ontology=ontology, store=tmp_path)
    assert index.search("北厂A3线2025年7月准点率为什么下降", k=3)[0].doc_id == "cause-7"
    assert index.search("北厂A3线2025年7月的准点率是多少", k=3)[0].doc_id == "report-7"
    assert index.search("青山医院的电话是多少", k=2)[0].doc_id == "sheet"


# -- a name is not a date; inflections ---------------------------------------------------------


def test_a_period_inside_a_name_is_not_read(ontology) -> None:
    line = Entity(id=EX + "h2", labels=(Label("北厂H2线", "zh"),), types=(DEPOT,))
    local = Ontology(
        entities={**ontology.entities, line.id: line},
        classes=ontology.classes,
        properties=ontology.properties,
        prefixes=ontology.prefixes,
    )
    reranker = Reranker(local)
    facts = reranker.chunk_facts("2025年8月北厂H2线准点率报告", "北厂H2线8月准点率92%。", [line.id], [line.id])
    assert facts.title_periods == (Period(2025, 8, 8),)  # not the second half-year as well
    assert [period for _, _, period in facts.title_periods_at] == [Period(2025, 8, 8)]
    assert Period(None, 7, 12) not in facts.text_periods
    text = "2025年8月北厂H2线准点率"
    start = text.index("北厂H2线")
    query = reranker.query_facts([text], [line.id], {text: [(start, start + len("北厂H2线"))]})
    assert query.periods == (Period(2025, 8, 8),)
    # Without the name known, "H2" is read as the half-year, as before.
    assert Period(None, 7, 12) in Reranker(ontology).chunk_facts("北厂H2线报告", "……", [], []).title_periods


def test_inflections_meet_in_the_title(ontology) -> None:
    reranker = Reranker(ontology)
    query = _query(reranker, "Can it be carried over at York Depot?", "York Depot", "york")
    assert query.rest_terms == {"carri"}  # what content terms make of "carried"
    carry = reranker.chunk_facts("Carrying over annual leave", "…", [], [])  # "carrying" -> "carry"
    other = reranker.chunk_facts("Annual leave rules", "…", [], [])
    assert reranker.features(query, carry, 0.0)["title_rest"] == 1.0
    assert "title_rest" not in reranker.features(query, other, 0.0)
    assert title_fit(carry.title_core, (), query) > title_fit(other.title_core, (), query)


# -- comparisons -------------------------------------------------------------------------------


def test_a_comparison_wants_the_page_naming_both_sides_of_one_class(ontology) -> None:
    reranker = Reranker(ontology)
    sides = [EX + "york", EX + "north"]  # two depots
    both = reranker.chunk_facts("York Depot与北厂A3线对比", "……", sides, sides)
    one = reranker.chunk_facts("York Depot运营手册", "York Depot与北厂A3线……", sides, [EX + "york"])
    # A title naming a linked entity of another class is not a comparison page.
    mixed = reranker.chunk_facts("York Depot与青山医院", "……", [EX + "york", EX + "qingshan"], [EX + "york", EX + "qingshan"])

    def features(text: str, entities: list[str], chunk):
        spans = {text: [(text.find(n), text.find(n) + len(n)) for n in ("York Depot", "北厂A3线", "青山医院") if n in text]}
        return reranker.features(reranker.query_facts([text], entities, spans), chunk, 0.0)

    compare = "York Depot和北厂A3线有什么区别"
    assert features(compare, sides, both).get("comparison") == 1.0
    assert "comparison" not in features(compare, sides, one)
    assert "comparison" not in features("York Depot和青山医院有什么区别", [EX + "york", EX + "qingshan"], mixed)
    assert "comparison" not in features("York Depot和北厂A3线的地址", sides, both)  # no comparison asked
    weights = RerankWeights()
    query = reranker.query_facts([compare], sides, {compare: [(0, 10), (11, 16)]})
    assert reranker.adjust(query, both, 0.0, weights) > reranker.adjust(query, one, 0.0, weights)
    assert features("How does York Depot compare with 北厂A3线?", sides, both).get("comparison") == 1.0



def test_the_same_thing_as_another_is_a_comparison() -> None:
    # "Does X have the same hull as Y" compares the two as "the same as" does: the page
    # naming both sides answers, not one side's own record.
    barge = EX + "Barge"
    sides = [EX + "p40", EX + "p40lr"]
    ontology = Ontology(
        entities={
            sides[0]: Entity(id=sides[0], labels=(Label("Pellucid Barge 40", "en"),), types=(barge,)),
            sides[1]: Entity(id=sides[1], labels=(Label("Pellucid Barge 40 LR", "en"),), types=(barge,)),
        },
        classes={barge: OntClass(barge, labels=(Label("barge", "en"),))},
        properties={},
        prefixes={"ex": EX},
    )
    reranker = Reranker(ontology)
    both = reranker.chunk_facts("Pellucid Barge 40 vs Pellucid Barge 40 LR", "…", sides, sides)
    own = reranker.chunk_facts("Pellucid Barge 40 LR - barge record", "…", sides, [sides[1]])
    text = "Does the Pellucid Barge 40 LR have the same hull as the Pellucid Barge 40"
    first = text.find("Pellucid Barge 40 LR")
    second = text.rfind("Pellucid Barge 40")
    spans = {text: [(first, first + len("Pellucid Barge 40 LR")), (second, second + len("Pellucid Barge 40"))]}
    query = reranker.query_facts([text], sides, spans)
    assert query.compares
    assert reranker.features(query, both, 0.0).get("comparison") == 1.0
    assert "comparison" not in reranker.features(query, own, 0.0)
    weights = RerankWeights()
    assert reranker.adjust(query, both, 0.0, weights) > reranker.adjust(query, own, 0.0, weights)
    # A likeness said some other way is left to the other cues.
    plain = "Does the Pellucid Barge 40 LR have a hull like it"
    assert not reranker.query_facts([plain], sides[1:], {}).compares
    # The rewriter's comparison cue is not widened: "in the same area as" compares nothing there.
    assert not PACKS["en"].comparison.search("I need a berth in the same area as the barge")


# -- the rest of the question in the page -------------------------------------------------------


def test_the_page_that_mentions_the_rest_of_the_question_rises(ontology) -> None:
    reranker = Reranker(ontology)
    weights = RerankWeights()
    entities = [EX + "york"]
    text = "Can unused slots at York Depot be carried over?"
    query = _query(reranker, text, "York Depot", "york")
    # The words of the name say who is asked about; the others what is asked.
    assert query.rest_unnamed == {"unus", "slot", "carri"}
    carry = reranker.chunk_facts("York Depot booking", "Unused slots are carried over to the next week.", entities, entities)
    rules = reranker.chunk_facts("York Depot booking", "Slots are booked a day ahead at the York Depot desk.", entities, entities)
    assert reranker.features(query, carry, 0.0)["rest_text"] == 1.0
    assert reranker.features(query, rules, 0.0)["rest_text"] == pytest.approx(1 / 3)
    assert reranker.adjust(query, carry, 0.0, weights) > reranker.adjust(query, rules, 0.0, weights)
    # Nothing asked beyond the name: nothing to find.
    bare = _query(reranker, "York Depot", "York Depot", "york")
    assert bare.rest_unnamed == frozenset()
    assert "rest_text" not in reranker.features(bare, carry, 0.0)


def test_a_word_of_an_asked_name_is_not_the_rest(ontology) -> None:
    reranker = Reranker(ontology)
    query = _query(reranker, "青山医院的医院等级和探视安排", "青山医院", "qingshan")
    # "医院" is part of the hospital's name and of the asked label 医院等级: left out.
    assert "医院" not in query.rest_unnamed
    assert "安排" in query.rest_unnamed


def test_the_rest_counts_only_in_a_page_about_an_entity_asked(ontology) -> None:
    reranker = Reranker(ontology)
    query = _query(reranker, "Can unused slots at York Depot be carried over?", "York Depot", "york")
    elsewhere = reranker.chunk_facts("北厂A3线 booking", "Unused slots are carried over.", [EX + "north"], [EX + "north"])
    assert "rest_text" not in reranker.features(query, elsewhere, 0.0)
    # With no entity linked, any page may say what is asked.
    unlinked = reranker.query_facts(["Can unused slots be carried over?"], [], {})
    assert reranker.features(unlinked, elsewhere, 0.0)["rest_text"] == 1.0


def test_chinese_words_of_the_rest_are_found_in_the_text(ontology) -> None:
    reranker = Reranker(ontology)
    entities = [EX + "qingshan"]
    query = _query(reranker, "青山医院的停车安排", "青山医院", "qingshan")
    assert query.rest_unnamed == {"停车", "车安", "安排"}
    rules = reranker.chunk_facts("青山医院", "青山医院的停车安排：地下两层，白天收费。", entities, entities)
    lot = reranker.chunk_facts("青山医院", "青山医院有地下停车场，车位由保安安排。", entities, entities)
    story = reranker.chunk_facts("青山医院", "青山医院建于百年前，以心脏外科闻名。", entities, entities)
    assert reranker.features(query, rules, 0.0)["rest_text"] == 1.0
    assert reranker.features(query, lot, 0.0)["rest_text"] == pytest.approx(2 / 3)  # "车安" is not in it
    assert "rest_text" not in reranker.features(query, story, 0.0)
