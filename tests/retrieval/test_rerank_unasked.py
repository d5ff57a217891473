"""A question that is only names and a period asks for the figure, not a page of a kind."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology
from kglink.retrieval import Index
from kglink.retrieval.documents import Document
from kglink.retrieval.index import SearchSettings
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/ledger/"
REGION = EX + "Region"
METRIC = EX + "Metric"

ZH_REGION, ZH_METRIC = "苍梧片区", "结清率"
EN_REGION, EN_METRIC = "Fernhollow Basin", "Settlement Rate"


def _ontology() -> Ontology:
    def entity(local: str, label: str, lang: str, kind: str) -> Entity:
        return Entity(id=EX + local, labels=(Label(label, lang),), types=(kind,))

    entities = [
        entity("cangwu", ZH_REGION, "zh", REGION),
        entity("jieqing", ZH_METRIC, "zh", METRIC),
        entity("fernhollow", EN_REGION, "en", REGION),
        entity("settlement", EN_METRIC, "en", METRIC),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            REGION: OntClass(REGION, labels=(Label("片区", "zh"), Label("region", "en"))),
            METRIC: OntClass(METRIC, labels=(Label("指标", "zh"), Label("metric", "en"))),
        },
        properties={},
        prefixes={"ex": EX},
    )


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    return _ontology()


def _query(reranker: Reranker, text: str, names: dict[str, str]):
    spans = [(text.find(name), text.find(name) + len(name)) for name in names if name in text]
    return reranker.query_facts([text], [EX + names[n] for n in names if n in text], {text: spans})


ZH = {ZH_REGION: "cangwu", ZH_METRIC: "jieqing"}
EN = {EN_REGION: "fernhollow", EN_METRIC: "settlement"}


def test_names_and_a_period_hold_a_page_of_a_kind_back(ontology) -> None:
    reranker = Reranker(ontology)
    both = [EX + "cangwu", EX + "jieqing"]
    cause = reranker.chunk_facts(f"{ZH_REGION}9月{ZH_METRIC}下降原因分析", "……", both, both)
    for text in (f"{ZH_REGION}2025年9月{ZH_METRIC}是多少", f"{ZH_REGION}2025年9月{ZH_METRIC}"):
        assert _query(reranker, text, ZH).lookup
        assert reranker.features(_query(reranker, text, ZH), cause, 0.0)["kind_unasked"] == -1.0
    en_both = [EX + "fernhollow", EX + "settlement"]
    review = reranker.chunk_facts(f"Why the {EN_METRIC} fell: {EN_REGION}, September", "…", en_both, en_both)
    what = _query(reranker, f"What was the {EN_METRIC} of {EN_REGION} in September 2025", EN)
    assert what.lookup
    assert reranker.features(what, review, 0.0)["kind_unasked"] == -1.0


@pytest.mark.parametrize(
    "text",
    [
        f"{ZH_REGION}2025年9月{ZH_METRIC}为什么下降",  # asks the kind
        f"{ZH_REGION}9月{ZH_METRIC}咋低这么多",  # a "why" without a kind's words
        f"{ZH_REGION}2025年9月{ZH_METRIC}按客户拆分",  # a word besides the names
        f"{ZH_REGION}{ZH_METRIC}是多少",  # no period
    ],
)
def test_a_question_that_says_more_is_no_lookup(ontology, text) -> None:
    reranker = Reranker(ontology)
    both = [EX + "cangwu", EX + "jieqing"]
    cause = reranker.chunk_facts(f"{ZH_REGION}9月{ZH_METRIC}下降原因分析", "……", both, both)
    query = _query(reranker, text, ZH)
    assert not query.lookup
    assert "kind_unasked" not in reranker.features(query, cause, 0.0)


def test_what_else_does_a_question_without_a_period_ask(ontology) -> None:
    # Stop words may carry the question ("what else does X own"): no period, no lookup.
    reranker = Reranker(ontology)
    assert not _query(reranker, f"what else does {EN_REGION} own", EN).lookup
    assert not _query(reranker, f"why was the {EN_METRIC} of {EN_REGION} low in September 2025", EN).lookup


PAGES = [
    # The month's report names the region and the month in its title, the metric in its text.
    Document(
        "report-9",
        f"{ZH_REGION}2025年9月经营情况：销售额1200万元，{ZH_METRIC}82%，退货率3%。",
        title=f"{ZH_REGION}2025年9月经营月报",
    ),
    # The analysis names the region and the metric in its title, and says the metric often.
    Document(
        "cause-9",
        f"{ZH_REGION}9月{ZH_METRIC}下降到82%。{ZH_METRIC}下降的原因："
        f"{ZH_METRIC}考核放宽，大客户{ZH_METRIC}偏低。",
        title=f"{ZH_REGION}2025年9月{ZH_METRIC}下降原因分析",
    ),
    Document(
        "report-8", f"{ZH_REGION}2025年8月经营情况：{ZH_METRIC}88%。", title=f"{ZH_REGION}2025年8月经营月报"
    ),
]


def test_search_puts_the_month_s_report_over_its_analysis(ontology, tmp_path) -> None:
    # The analysis leads the fused lists and names the metric in its title: without the
    # feature it comes first for a question asking only the month's figure.
    index = Index.build(PAGES, ontology=ontology, store=tmp_path)
    figure = f"{ZH_REGION}2025年9月{ZH_METRIC}是多少"
    assert index.search(figure, k=3)[0].doc_id == "report-9"
    assert index.search(f"{ZH_REGION}2025年9月{ZH_METRIC}为什么下降", k=3)[0].doc_id == "cause-9"
    index.settings = SearchSettings(rerank=RerankWeights(kind_unasked=0.0))
    assert index.search(figure, k=3)[0].doc_id == "cause-9"
