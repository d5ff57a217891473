"""Among the pages about an entity, the one that says most of what is asked leads; a
document's type names the kind of answer its title does not."""

from __future__ import annotations

import dataclasses

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology
from kglink.retrieval import Index
from kglink.retrieval.documents import Document
from kglink.retrieval.index import SearchSettings
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/freight/"
DEPOT = EX + "Depot"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    entities = [
        Entity(id=EX + "york", labels=(Label("York Depot", "en"),), types=(DEPOT,)),
        Entity(id=EX + "leeds", labels=(Label("Leeds Depot", "en"),), types=(DEPOT,)),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={DEPOT: OntClass(DEPOT, labels=(Label("depot", "en"),))},
        properties={},
        prefixes={"ex": EX},
    )


def _query(reranker: Reranker, text: str):
    start = text.find("York Depot")
    return reranker.query_facts([text], [EX + "york"], {text: [(start, start + len("York Depot"))]})


# -- the rest of the question, against the other candidates ------------------------------------


def test_the_candidate_with_the_largest_share_of_the_rest_leads(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    query = _query(reranker, "Where do drivers park overnight at York Depot?")
    assert len(query.rest_unnamed) >= 2
    parking = reranker.chunk_facts("Overnight lorry park", "Drivers park overnight in bay C of York Depot.", york, [])
    hours = reranker.chunk_facts("York Depot", "York Depot is open to drivers from 6am.", york, york)
    story = reranker.chunk_facts("York Depot history", "York Depot opened in 1990.", york, york)
    found = reranker.candidate_features(query, [parking, hours, story], [0.0, 0.0, 0.0])
    assert found[0]["rest_lead"] == 1.0
    assert 0.0 < found[1]["rest_lead"] < 1.0  # "drivers" only: a share of the best share
    assert "rest_lead" not in found[2]
    # One candidate alone leads whatever share it has.
    assert reranker.candidate_features(query, [hours], [0.0])[0]["rest_lead"] == 1.0


def test_a_rest_of_one_word_is_not_weighed_against_the_others(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    # One word is often another name of what the page calls by its own ("income" for sales).
    query = _query(reranker, "York Depot income")
    assert len(query.rest_unnamed) == 1
    page = reranker.chunk_facts("York Depot", "York Depot income rose.", york, york)
    assert "rest_lead" not in reranker.candidate_features(query, [page], [0.0])[0]


def test_candidate_features_are_the_features_plus_the_lead(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    query = _query(reranker, "Where do drivers park overnight at York Depot?")
    page = reranker.chunk_facts("York Depot", "Drivers park overnight in bay C.", york, york)
    alone = reranker.features(query, page, 0.3)
    together = reranker.candidate_features(query, [page], [0.3])[0]
    assert {name: value for name, value in together.items() if name != "rest_lead"} == alone
    weights = RerankWeights()
    assert reranker.adjust_candidates(query, [page], [0.3], weights)[0] == pytest.approx(
        reranker.adjust(query, page, 0.3, weights) + weights.rest_lead
    )


def test_the_words_of_the_question_side_by_side_in_the_page_count_again(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    query = _query(reranker, "parking rules for night drivers at York Depot")
    assert ("night", "driver") in query.rest_pairs
    # Words on either side of a name were not side by side.
    across = _query(reranker, "parking York Depot drivers")
    assert ("park", "driver") not in across.rest_pairs
    together = reranker.chunk_facts("York Depot notes", "Night drivers follow the parking rules of bay C.", york, york)
    apart = reranker.chunk_facts("York Depot notes", "Drivers follow the rules for parking in bay C at night.", york, york)
    assert reranker.features(query, together, 0.0)["rest_phrase"] > 0
    assert "rest_phrase" not in reranker.features(query, apart, 0.0)
    weights = RerankWeights()
    assert reranker.adjust(query, together, 0.0, weights) > reranker.adjust(query, apart, 0.0, weights)
    # A page about no entity asked gets nothing for it, whatever words it shares.
    elsewhere = reranker.chunk_facts("Bay notes", "Night drivers follow the parking rules.", [EX + "leeds"], [])
    assert "rest_phrase" not in reranker.features(query, elsewhere, 0.0)


# -- the kind of answer from the document's type ---------------------------------------------


def test_the_type_of_a_document_names_its_kind_when_the_title_does_not(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    why = _query(reranker, "Why did York Depot miss its July target?")
    what = _query(reranker, "York Depot July target")
    analysis = reranker.chunk_facts("York Depot: a July dip", "…", york, york, kind="analysis")
    howto = reranker.chunk_facts("Booking a slot", "…", york, [], kind="how-to")
    assert analysis.type_kinds == {"cause"}
    assert howto.type_kinds == {"process"}
    assert reranker.features(why, analysis, 0.0)["type_match"] == 1.0
    assert "type_match" not in reranker.features(what, analysis, 0.0)
    assert "kind_other" not in reranker.features(what, analysis, 0.0)  # a type holds nothing against a page
    # A title that names a kind speaks for itself.
    titled = reranker.chunk_facts("Steps to book a slot at York Depot", "…", york, york, kind="analysis")
    assert "type_match" not in reranker.features(why, titled, 0.0)
    assert reranker.features(why, titled, 0.0)["kind_other"] == -1.0


def test_a_review_of_an_event_answers_what_went_wrong(ontology) -> None:
    reranker = Reranker(ontology)
    assert _query(reranker, "What went wrong at York Depot in July?").kinds == {"cause"}
    assert _query(reranker, "What brought York Depot's on-time rate down?").kinds == {"cause"}
    assert _query(reranker, "What's behind the York Depot delays?").kinds == {"cause"}
    # A review says what caused the event and what was done after it.
    review = reranker.chunk_facts("Review: July outage at York Depot", "…", [], [])
    assert review.title_kinds == {"cause", "aftermath"}
    post = reranker.chunk_facts("York Depot outage post-mortem", "…", [], [])
    assert post.title_kinds == {"cause", "aftermath"}


# -- through the index (real Chroma, real BM25) -----------------------------------------------

PAGES = [
    Document(
        "york",
        "York Depot is the group's northern cross-dock. Drivers check in at York Depot gate 1; "
        "York Depot opens at 6am.",
        title="York Depot",
    ),
    Document(
        "parking",
        "Drivers who arrive after hours park overnight in the lorry park behind the depot "
        "(York Depot); showers are by gate 2.",
        title="Overnight lorry park",
        metadata={"source": "faq"},
    ),
    Document(
        "report",
        "York Depot on-time departures in July: 88%, against a target of 95%.",
        title="York Depot on-time departures, July",
        metadata={"source": "report"},
    ),
    Document(
        "dip",
        "York Depot on-time departures fell in July: two doors were closed for repairs and the "
        "night shift was short of drivers.",
        title="York Depot: the July dip",
        metadata={"source": "analysis"},
    ),
    Document("leeds", "Leeds Depot is the southern cross-dock.", title="Leeds Depot"),
]


@pytest.fixture(scope="module")
def index(ontology, tmp_path_factory) -> Index:
    return Index.build(PAGES, ontology=ontology, store=tmp_path_factory.mktemp("lead"))


def _first(index: Index, query: str, weights: RerankWeights) -> str:
    searched = dataclasses.replace(index.settings, rerank=weights)
    original = index.settings
    index.settings = searched
    try:
        return index.search(query, k=3)[0].doc_id
    finally:
        index.settings = original


def test_search_puts_the_page_that_says_what_is_asked_before_the_entity_page(index) -> None:
    query = "Where do drivers park overnight at York Depot?"
    assert _first(index, query, RerankWeights()) == "parking"
    # Without what the rest of the question weighs (its lead, its words side by side,
    # "drivers park", the entity page's silence on them, its share in the title and the
    # text, all of which now carry part of the lift), the entity page comes first.
    rest_off = RerankWeights(rest_lead=0.0, rest_phrase=0.0, rest_missing=0.0, rest_text=0.0, title_rest=0.0)
    assert _first(index, query, rest_off) == "york"


def test_search_puts_the_analysis_first_for_a_why_question(index) -> None:
    query = "Why did York Depot on-time departures fall in July?"
    assert _first(index, query, RerankWeights()) == "dip"
    assert _first(index, query, RerankWeights(type_match=0.0)) == "report"  # without the type
    assert _first(index, "York Depot on-time departures in July", RerankWeights()) == "report"


def test_settings_accept_the_new_weights() -> None:
    settings = SearchSettings(rerank=RerankWeights(rest_lead=0.0, type_match=0.0))
    assert settings.rerank is not None and settings.rerank.rest_lead == 0.0


def test_the_type_is_read_back_from_a_reopened_index(ontology, tmp_path) -> None:
    Index.build(PAGES, ontology=ontology, store=tmp_path)
    reopened = Index.open(tmp_path, ontology=ontology)
    kinds = {hit.doc_id: reopened.chunk_facts(hit.chunk_id).type_kinds for hit in reopened.search("York Depot", k=5)}
    assert kinds["dip"] == {"cause"}  # "analysis"
    assert kinds["parking"] == {"trouble"}  # "faq"
    assert kinds["york"] == frozenset()  # no metadata


# -- the present: the latest dated page ------------------------------------------------------


def test_a_question_about_now_lifts_the_latest_dated_page_about_the_entity(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    leeds = [EX + "leeds"]
    august = reranker.chunk_facts("York Depot throughput, August 2025", "…", york, york)
    october = reranker.chunk_facts("York Depot throughput, October 2025", "…", york, york)
    undated = reranker.chunk_facts("York Depot", "York Depot opened in 1990.", york, york)
    other = reranker.chunk_facts("Leeds Depot throughput, November 2025", "…", leeds, leeds)
    pages = [august, october, undated, other]
    now = _query(reranker, "how busy is York Depot now")
    assert now.present
    found = reranker.candidate_features(now, pages, [0.0] * len(pages))
    assert [features.get("period_latest") for features in found] == [None, 1.0, None, None]
    weights = RerankWeights()
    assert reranker.adjust_candidates(now, pages, [0.0] * 4, weights)[1] > reranker.adjust_candidates(
        now, pages, [0.0] * 4, weights
    )[0]


@pytest.mark.parametrize("text", [
    "how many parcels has York Depot moved so far",
    "how many trailers are still left at York Depot",
    "York Depot的改造目前进展如何",
    "York Depot的改造完成了多少",  # (how much is done: how it stands now)
])
def test_a_question_of_how_it_stands_asks_for_the_latest_dated_page(ontology, text: str) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    pages = [
        reranker.chunk_facts("York Depot throughput, August 2025", "…", york, york),
        reranker.chunk_facts("York Depot throughput, October 2025", "…", york, york),
    ]
    query = _query(reranker, text)
    assert query.present
    found = reranker.candidate_features(query, pages, [0.0, 0.0])
    assert [features.get("period_latest") for features in found] == [None, 1.0]


def test_a_question_naming_its_period_or_none_asks_for_no_latest_page(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    pages = [
        reranker.chunk_facts("York Depot throughput, August 2025", "…", york, york),
        reranker.chunk_facts("York Depot throughput, October 2025", "…", york, york),
    ]
    for text in ("how busy was York Depot in August 2025", "how busy is York Depot"):
        query = _query(reranker, text)
        assert not query.present
        assert all("period_latest" not in features for features in reranker.candidate_features(query, pages, [0.0, 0.0]))
    # One dated page has nothing to be latest against.
    now = _query(reranker, "how busy is York Depot now")
    assert all("period_latest" not in features for features in reranker.candidate_features(now, pages[:1], [0.0]))


# -- compounds --------------------------------------------------------------------------------


def test_a_compound_of_the_question_meets_its_parts_in_the_page(ontology) -> None:
    # "company-level" asks for the page that says "company level", and the other way round.
    reranker = Reranker(ontology)
    york = [EX + "york"]
    query = _query(reranker, "company-level throughput at York Depot")
    assert {"company", "level"} <= query.rest_unnamed
    assert ("company", "level") in query.rest_pairs
    summary = reranker.chunk_facts("Monthly summary", "York Depot throughput at company level: 9,000.", york, [])
    bay = reranker.chunk_facts("York Depot bay C", "York Depot bay C throughput: 900.", york, york)
    found = reranker.candidate_features(query, [summary, bay], [0.0, 0.0])
    assert found[0]["rest_phrase"] > 0 and "rest_phrase" not in found[1]
    assert found[0]["rest_lead"] == 1.0 and found[1]["rest_lead"] < 1.0
    spaced = _query(reranker, "company level throughput at York Depot")
    hyphened = reranker.chunk_facts("Monthly summary", "York Depot company-level throughput: 9,000.", york, [])
    assert reranker.features(spaced, hyphened, 0.0)["rest_text"] == 1.0


# -- the extreme of a figure: the page about several ------------------------------------------


def test_a_question_for_the_highest_lifts_the_page_about_several_of_one_class(ontology) -> None:
    reranker = Reranker(ontology)
    both = [EX + "york", EX + "leeds"]
    survey = reranker.chunk_facts("Throughput by depot, October 2025", "York Depot 900; Leeds Depot 700.", both, [])
    york = reranker.chunk_facts("York Depot throughput, October 2025", "York Depot: 900.", [EX + "york"], [EX + "york"])
    highest = reranker.query_facts(["which depot had the highest throughput in October 2025"], [], {})
    assert highest.extreme
    assert reranker.features(highest, survey, 0.0)["extreme_survey"] == 1.0
    assert "extreme_survey" not in reranker.features(highest, york, 0.0)
    weights = RerankWeights()
    assert reranker.adjust(highest, survey, 0.0, weights) > reranker.adjust(highest, york, 0.0, weights)
    # A question about one depot's figure asks for no survey.
    plain = _query(reranker, "what was the throughput at York Depot in October 2025")
    assert not plain.extreme
    assert "extreme_survey" not in reranker.features(plain, survey, 0.0)


def test_the_linked_entities_do_not_make_a_survey(ontology) -> None:
    # "Which is busier, York Depot or Leeds Depot?": a page naming the two sides asked is
    # the comparison's business, not a survey of the class.
    reranker = Reranker(ontology)
    both = [EX + "york", EX + "leeds"]
    page = reranker.chunk_facts("York Depot and Leeds Depot", "York Depot 900; Leeds Depot 700.", both, both)
    query = reranker.query_facts(["which of York Depot and Leeds Depot had the highest throughput"], both, {})
    assert query.extreme
    assert "extreme_survey" not in reranker.features(query, page, 0.0)
