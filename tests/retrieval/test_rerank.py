"""The second ranking stage: periods, scopes, entities and properties asked, read from both sides."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology, Property
from kglink.retrieval import Index
from kglink.retrieval.documents import Document
from kglink.retrieval.index import SearchSettings
from kglink.retrieval.rerank import (
    Period,
    Reranker,
    RerankWeights,
    parse_period,
    period_relation,
    separate_times,
)

EX = "http://example.org/kb/"
PRODUCT = EX + "Product"
REGION = EX + "Region"


@pytest.mark.parametrize(
    ("value", "period"),
    [
        ("2025-07", Period(2025, 7, 7)),
        ("M07", Period(None, 7, 7)),
        ("2025-07-15", Period(2025, 7, 7)),
        ("2025-Q3", Period(2025, 7, 9)),
        ("Q2", Period(None, 4, 6)),
        ("2025-H1", Period(2025, 1, 6)),
        ("2025", Period(2025, 1, 12)),
        ("2025-07-07/2025-08-13", Period(2025, 7, 8)),
        ("R:month-1", None),
        ("2024-12-30/2025-01-05", None),
    ],
)
def test_parse_period(value: str, period: Period | None) -> None:
    assert parse_period(value) == period


@pytest.mark.parametrize(
    ("asked", "stated", "relation"),
    [
        (Period(2025, 7, 7), Period(2025, 7, 7), "same"),
        (Period(2025, 7, 7), Period(None, 7, 7), "same"),  # "7月" in a title: any year
        (Period(2025, 7, 7), Period(2024, 7, 7), "other"),
        (Period(2025, 7, 7), Period(2025, 7, 9), "near"),  # July within Q3
        (Period(2025, 1, 12), Period(2025, 8, 8), "near"),
        (Period(2025, 7, 7), Period(2025, 8, 8), "other"),
        (Period(2025, 4, 6), Period(2025, 7, 9), "other"),
    ],
)
def test_period_relation(asked: Period, stated: Period, relation: str) -> None:
    assert period_relation(asked, stated) == relation


def test_separate_times_frees_a_name_glued_to_a_period() -> None:
    assert separate_times("产品A2025年7月销售额") == "产品A 2025年7月销售额"
    assert separate_times("华东区2025年7月销售额") == "华东区2025年7月销售额"  # nothing glued
    assert separate_times("no period here") == "no period here"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    def entity(local: str, label: str, *types: str) -> Entity:
        return Entity(id=EX + local, labels=(Label(label, "zh"),), types=types)

    entities = [
        entity("product_a", "产品A", PRODUCT),
        entity("product_a_pro", "产品A Pro", PRODUCT),
        entity("region_east", "华东区", REGION),
        entity("region_south", "华南区", REGION),
        entity("metric_sales", "销售额"),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            PRODUCT: OntClass(PRODUCT, labels=(Label("产品", "zh"),)),
            REGION: OntClass(REGION, labels=(Label("区域", "zh"),)),
        },
        properties={
            EX + "price": Property(EX + "price", "datatype", labels=(Label("价格", "zh"),), aliases=(Label("多少钱", "zh"),)),
        },
        prefixes={"ex": EX},
    )


def _facts(reranker: Reranker, title: str, text: str, entities=(), title_entities=()):
    return reranker.chunk_facts(title, text, [EX + e for e in entities], [EX + e for e in title_entities])


def test_facts_read_periods_settings_and_properties(ontology) -> None:
    reranker = Reranker(ontology)
    facts = _facts(reranker, "华东区8月销售额分析", "2025年8月环比7月下降，仅限国内；价格未变。")
    assert facts.title_periods == (Period(None, 8, 8),)
    assert Period(2025, 8, 8) in facts.text_periods and Period(None, 7, 7) in facts.text_periods
    assert facts.periods == facts.title_periods  # the title says what the page is about
    assert "国内" in facts.settings
    assert facts.text_properties == {EX + "price"} and not facts.title_properties


def test_query_facts_split_asked_and_compared_periods_and_cut_names(ontology) -> None:
    reranker = Reranker(ontology)
    text = "华东区2025年7月销售额比6月多少钱"
    query = reranker.query_facts([text], [EX + "region_east"], {text: [(0, 3)]})
    assert query.periods == (Period(2025, 7, 7),)
    assert query.compared == (Period(None, 6, 6),)
    assert query.properties == {EX + "price"}
    assert "华东区" not in query.residual and "2025" not in query.residual
    assert "销售额" in query.residual


def test_adjust_prefers_the_asked_period_entity_and_property(ontology) -> None:
    reranker = Reranker(ontology)
    weights = RerankWeights()
    text = "产品A 2025年7月多少钱"
    query = reranker.query_facts([text], [EX + "product_a"], {text: [(0, 3)]})
    right = _facts(reranker, "产品A 2025年7月价格", "产品A七月的价格。", ["product_a"], ["product_a"])
    other_month = _facts(reranker, "产品A 2025年6月价格", "产品A六月的价格。", ["product_a"], ["product_a"])
    sibling = _facts(reranker, "产品A Pro 2025年7月价格", "产品A Pro的价格。", ["product_a_pro"], ["product_a_pro"])
    no_property = _facts(reranker, "产品A 2025年7月", "产品A七月的情况。", ["product_a"], ["product_a"])
    score = {
        name: reranker.adjust(query, facts, 0.0, weights)
        for name, facts in [("right", right), ("month", other_month), ("sibling", sibling), ("plain", no_property)]
    }
    assert score["right"] > score["month"]
    assert score["right"] > score["sibling"]
    assert score["right"] > score["plain"]


def test_a_comparison_wants_the_page_about_both(ontology) -> None:
    reranker = Reranker(ontology)
    weights = RerankWeights()
    linked = [EX + "region_east", EX + "region_south"]
    query = reranker.query_facts(["华东区和华南区销售额对比"], linked, {})
    both = _facts(reranker, "华东区与华南区对比", "……", ["region_east", "region_south"], ["region_east", "region_south"])
    one = _facts(reranker, "华东区销售额", "……", ["region_east"], ["region_east"])
    assert reranker.adjust(query, both, 0.0, weights) > reranker.adjust(query, one, 0.0, weights)


def test_weights_are_checked() -> None:
    from kglink.errors import ConfigError

    with pytest.raises(ConfigError):
        RerankWeights(candidates=0)


MONTHS = [
    Document(f"east-{m}", f"华东区2025年{m}月销售额为{1000 + m}万元，环比{m - 1}月有变化。", title=f"华东区2025年{m}月销售额报告")
    for m in (6, 7, 8)
]


def test_search_ranks_the_asked_month_first(ontology, tmp_path) -> None:
    index = Index.build(MONTHS, ontology=ontology, store=tmp_path)
    for month in (6, 7, 8):
        hits = index.search(f"华东区2025年{month}月的销售额是多少", k=3)
        assert hits[0].doc_id == f"east-{month}"
        assert hits[0].ranks["fused"] == 1
        assert set(hits[0].ranks) == {"vector", "lexical", "graph", "fused"}


@pytest.mark.parametrize("rerank", [None, RerankWeights()])
def test_scores_are_the_fused_scores_only_without_rerank(ontology, tmp_path, rerank) -> None:
    settings = SearchSettings(rerank=rerank)
    index = Index.build(MONTHS, ontology=ontology, store=tmp_path, settings=settings)
    hits = index.search("华东区2025年7月的销售额是多少", k=3)
    assert len({hit.doc_id for hit in hits}) == 3
    fused = [
        sum(settings.weights[name] / (settings.rrf_k + rank) for name in ("vector", "lexical", "graph")
            if (rank := hit.ranks[name]) is not None)
        for hit in hits
    ]
    matches = [hit.score == pytest.approx(score) for hit, score in zip(hits, fused, strict=True)]
    assert all(matches) if rerank is None else not all(matches)


def test_a_name_glued_to_a_period_is_annotated(ontology, tmp_path) -> None:
    docs = [Document("a", "产品A2025年7月销售额260万元。", title="产品A2025年7月销售额")]
    index = Index.build(docs, ontology=ontology, store=tmp_path)
    assert EX + "product_a" in index.chunks()[0].entities


def test_chunk_facts_follow_a_changed_document(ontology, tmp_path) -> None:
    first = [Document("east", "华东区销售额为1200万元。", title="华东区2025年7月销售额报告")]
    index = Index.build(first, ontology=ontology, store=tmp_path)
    index.search("华东区2025年7月销售额", k=1)
    assert index.chunk_facts("east#0").title_periods == (Period(2025, 7, 7),)
    changed = [Document("east", "华东区销售额为1020万元。", title="华东区2025年6月销售额报告")]
    index = Index.build(changed, ontology=ontology, store=tmp_path)
    assert index.chunk_facts("east#0").title_periods == (Period(2025, 6, 6),)
    assert index.search("华东区2025年6月销售额", k=1)[0].doc_id == "east"


def test_the_rest_of_the_question_is_measured_against_the_whole(ontology) -> None:
    from kglink.retrieval.lexical import LexicalIndex

    texts = ["产品A配置步骤：先登录，再填写参数。", "产品A概述：产品A是一款平板。", "华南区销售额报告。"]
    lexical = LexicalIndex.build(texts)
    reranker = Reranker(ontology)
    asked = "产品A怎么配置"
    query = reranker.query_facts([asked], [EX + "product_a"], {asked: [(0, 3)]})
    assert "产品A" not in query.residual and "配置" in query.residual
    best = max(float(score) for score in lexical.scores(asked))
    rest = reranker.residual_scores(lexical, query, best, [0, 1, 2])
    assert rest.get(0, 0.0) > rest.get(1, 0.0)
    assert all(0.0 < value <= 1.0 for value in rest.values())
    filler = "产品A的是"
    only_filler = reranker.query_facts([filler], [EX + "product_a"], {filler: [(0, 3)]})
    best_filler = max(float(score) for score in lexical.scores(filler))
    assert max(reranker.residual_scores(lexical, only_filler, best_filler, [0, 1, 2]).values(), default=0.0) < rest[0]


def test_semicolons_split_a_query_into_questions(ontology, tmp_path) -> None:
    docs = [
        Document("price", "产品A每年十万元。", title="产品A价格"),
        Document("east", "华东区2025年7月销售额为1200万元。", title="华东区2025年7月销售额"),
        Document("south", "华南区2025年7月销售额为800万元。", title="华南区2025年7月销售额"),
    ]
    index = Index.build(docs, ontology=ontology, store=tmp_path)
    joined = index.search("产品A多少钱；华南区2025年7月销售额是多少", k=3)
    apart = index.search(["产品A多少钱", "华南区2025年7月销售额是多少"], k=3)
    assert [(hit.doc_id, round(hit.score, 6)) for hit in joined] == [(hit.doc_id, round(hit.score, 6)) for hit in apart]
    assert {hit.doc_id for hit in joined[:2]} == {"price", "south"}
