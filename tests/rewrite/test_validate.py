"""The Validator: whitelist, kept constraints, pronouns left, and normalisation to labels."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from kglink import Ontology
from kglink.linking.constraints import extract_constraints
from kglink.rewrite.resources import Resources
from kglink.rewrite.validate import Validator

ROOT = Path(__file__).resolve().parents[2]
ONTOLOGY = ROOT / "ontology" / "enterprise" / "ontology.ttl"
EX = "http://example.org/kglink/enterprise/"


def ids(*names: str) -> set[str]:
    return {EX + name for name in names}


@pytest.fixture(scope="module")
def validator() -> Validator:
    return Validator(Resources.build(Ontology.load(ONTOLOGY)))


# -- problems reported -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "allowed", "lang", "problem"),
    [
        ("华南区7月销售额", ("region_east", "metric_sales"), "zh", "entity outside the whitelist: 华南区"),
        ("产品A Pro多少钱", ("product_a",), "zh", "entity outside the whitelist: 产品A Pro"),
        ("What is the price of Product B?", ("product_a",), "en", "entity outside the whitelist: Product B"),
        ("它支持私有化部署吗", ("deploy_private",), "zh", "pronoun left: 它"),
        ("这个功能客户能改吗", ("feature_auto_uw_rules",), "zh", "pronoun left: 这个功能"),
        ("Does it support on-premises deployment?", ("deploy_private",), "en", "pronoun left: it"),
    ],
)
def test_problems_are_reported(validator, query, allowed, lang, problem):
    result = validator.check([query], allowed=ids(*allowed), lang=lang)
    assert not result.ok
    assert problem in result.problems


def test_an_entity_outside_the_whitelist_is_not_attached(validator):
    result = validator.check(["华南区7月销售额"], allowed=ids("region_east", "metric_sales"))
    assert EX + "region_south" not in result.entity_ids
    assert EX + "metric_sales" in result.entity_ids


def test_a_lost_constraint_is_reported(validator):
    kept = extract_constraints("华东区7月的销售额是多少")
    lost = validator.check(["华东区的销售额是多少"], allowed=ids("region_east", "metric_sales"), constraints=kept)
    assert "constraint lost: 7月" in lost.problems
    present = validator.check(["华东区7月的销售额是多少"], allowed=ids("region_east", "metric_sales"), constraints=kept)
    assert present.ok, present.problems


def test_a_constraint_in_any_of_several_queries_counts(validator):
    kept = extract_constraints("7月")
    result = validator.check(
        ["华东区7月销售额", "华南区的销售额"], allowed=ids("region_east", "region_south", "metric_sales"), constraints=kept
    )
    assert result.ok, result.problems
    assert len(result.queries) == 2


def test_a_resolved_relative_time_is_found_in_its_absolute_form(validator):
    kept = extract_constraints("上个月", now=dt.date(2025, 8, 15))
    result = validator.check(["华东区2025年7月的销售额"], allowed=ids("region_east", "metric_sales"), constraints=kept)
    assert result.ok, result.problems


def test_an_empty_query_is_a_problem(validator):
    assert "empty query" in validator.check([""], allowed=set()).problems


def test_a_clean_query_passes(validator):
    result = validator.check(["企业版支持私有化部署吗"], allowed=ids("edition_enterprise", "deploy_private"))
    assert result.ok
    assert result.queries == ("企业版支持私有化部署吗",)
    assert set(result.entity_ids) == ids("edition_enterprise", "deploy_private")


# -- normalisation -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "allowed", "lang", "labels", "gone"),
    [
        ("华东7月的销售额是多少", ("region_east", "metric_sales"), "zh", ("华东区",), ()),
        ("华东地区7月的销售收入", ("region_east", "metric_sales"), "zh", ("华东区", "销售额"), ("华东地区", "销售收入")),
        ("私有化布署需要什么服务器", ("deploy_private",), "zh", ("私有化部署",), ("布署",)),
        ("安心宝Plus的等待期", ("product_anxin_plus",), "zh", ("安心保Plus",), ("安心宝",)),
        ("星云CMR的续费率", ("product_nebula_crm", "metric_renewal"), "zh", ("星云CRM", "续费率"), ("CMR",)),
        ("单点登陆怎么配置", ("feature_sso",), "zh", ("单点登录",), ("登陆",)),
        ("SSO怎么配置", ("feature_sso",), "zh", ("单点登录",), ("SSO",)),
        ("广州公司7月卖了多少", ("branch_guangzhou",), "zh", ("广州分公司",), ()),
        ("What were East China sales in July?", ("region_east", "metric_sales"), "en", ("East China Region", "Sales Revenue"), ()),
        ("Is on-prem supported?", ("deploy_private",), "en", ("On-premises Deployment",), ("on-prem ",)),
    ],
)
def test_aliases_are_written_as_canonical_labels(validator, query, allowed, lang, labels, gone):
    result = validator.check([query], allowed=ids(*allowed), lang=lang)
    assert result.ok, result.problems
    (text,) = result.queries
    for label in labels:
        assert label in text
    for word in gone:
        assert word not in text
    assert set(result.entity_ids) == ids(*allowed)


def test_entity_spans_point_at_the_labels_in_the_normalised_query(validator):
    result = validator.check(["华东7月的销售收入和安心宝Plus"], allowed=ids("region_east", "metric_sales", "product_anxin_plus"))
    (text,) = result.queries
    (spans,) = result.entities
    labels = {"region_east": "华东区", "metric_sales": "销售额", "product_anxin_plus": "安心保Plus"}
    assert {span.id for span in spans} == ids(*labels)
    for span in spans:
        assert text[span.start:span.end] == labels[span.id.removeprefix(EX)]
    surfaces = {span.id.removeprefix(EX): span.surface for span in spans}
    assert surfaces["region_east"] == "华东"
    assert surfaces["product_anxin_plus"] == "安心宝Plus"


def test_a_shared_alias_follows_the_preferred_decision(validator):
    both = ids("system_crm", "product_nebula_crm")
    system = validator.check(["CRM怎么登录"], allowed=both, preferred={"crm": EX + "system_crm"})
    product = validator.check(["CRM怎么登录"], allowed=both, preferred={"crm": EX + "product_nebula_crm"})
    assert system.entity_ids == (EX + "system_crm",) and "CRM系统" in system.queries[0]
    assert product.entity_ids == (EX + "product_nebula_crm",) and "星云CRM" in product.queries[0]


def test_a_shared_alias_takes_the_one_node_on_the_whitelist(validator):
    result = validator.check(["CRM怎么登录"], allowed=ids("system_crm"))
    assert result.ok
    assert result.entity_ids == (EX + "system_crm",)


def test_a_name_not_in_the_ontology_is_left_alone(validator):
    # 西北区 looks like 西南区 / 华北区 but names nothing: no look-alike is written.
    result = validator.check(["西北区7月销售额"], allowed=ids("metric_sales", "region_southwest", "region_north"))
    assert result.ok, result.problems
    assert "西北区" in result.queries[0]
    assert set(result.entity_ids) == ids("metric_sales")


def test_normalisation_is_idempotent(validator):
    allowed = ids("region_east", "metric_sales", "product_anxin_plus", "deploy_private")
    once = validator.check(["华东7月的销售收入，安心宝Plus能私有化布署吗"], allowed=allowed)
    twice = validator.check(list(once.queries), allowed=allowed)
    assert twice.queries == once.queries
    assert twice.entity_ids == once.entity_ids


EVENTS = """
@prefix e: <http://example.org/events/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
e:Incident a owl:Class ; rdfs:label "incident"@en .
e:flood a e:Incident ; skos:prefLabel "March 2026 York Depot Flood"@en ; skos:altLabel "York flood"@en .
"""


def test_a_period_the_written_name_says_goes_with_its_preposition(tmp_path: Path) -> None:
    path = tmp_path / "events.ttl"
    path.write_text(EVENTS, encoding="utf-8")
    checker = Validator(Resources.build(Ontology.load(path)))
    flood = "http://example.org/events/flood"
    result = checker.check(["What caused the York flood in March?"], allowed={flood}, lang="en")
    assert result.queries == ("What caused the March 2026 York Depot Flood?",)
    assert result.entity_ids == (flood,)
    # Another month stays: it is not what the name says.
    other = checker.check(["What did the York flood cost in April?"], allowed={flood}, lang="en")
    assert other.queries == ("What did the March 2026 York Depot Flood cost in April?",)


@pytest.mark.parametrize("query", ["tell me about the York flood (March)", "tell me about the York flood (in March)"])
def test_a_parenthesis_the_written_name_empties_goes_too(tmp_path: Path, query: str) -> None:
    # The period in force was added after the question; the name written says it already.
    path = tmp_path / "events.ttl"
    path.write_text(EVENTS, encoding="utf-8")
    checker = Validator(Resources.build(Ontology.load(path)))
    result = checker.check([query], allowed={"http://example.org/events/flood"}, lang="en")
    assert result.queries == ("tell me about the March 2026 York Depot Flood",)
