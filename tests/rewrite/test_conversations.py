"""Conversation tables for the rule rewriter over the example enterprise ontology.

Each case is a conversation: user turns with what a user expects of the rewrite (the
entities linked, by id; words the self-contained query must and must not contain; the turn
type; the correction and clarify flags), and assistant turns the session reads. The
assertions check behaviour, never exact query strings.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

import pytest

from kglink import Ontology, RewriteResult, Rewriter

ROOT = Path(__file__).resolve().parents[2]
ONTOLOGY = ROOT / "ontology" / "enterprise" / "ontology.ttl"
EX = "http://example.org/kglink/enterprise/"
NOW = dt.date(2025, 8, 15)


@dataclass(frozen=True)
class U:
    """A user turn and what the rewrite of it must show."""

    text: str
    turn_type: str | None = None
    ids: tuple[str, ...] = ()  # must be among result.entity_ids (local names after ex:)
    not_ids: tuple[str, ...] = ()  # must not be among result.entity_ids
    only_ids: tuple[str, ...] | None = None  # result.entity_ids must be exactly these
    words: tuple[str, ...] = ()  # each occurs in some query
    not_words: tuple[str, ...] = ()  # none occurs in any query
    correction: bool | None = None
    clarify: tuple[str, ...] | None = None  # exact set of clarify candidate ids
    min_queries: int = 1


@dataclass(frozen=True)
class A:
    """An assistant turn: what the user was shown."""

    text: str


@pytest.fixture(scope="module")
def rewriter() -> Rewriter:
    return Rewriter(Ontology.load(ONTOLOGY))


def _ids(names: tuple[str, ...]) -> set[str]:
    return {EX + name for name in names}


def check_turn(result: RewriteResult, turn: U) -> None:
    context = f"turn {turn.text!r} -> queries={result.queries} type={result.turn_type} entities={result.entity_ids}"
    queries = [q.casefold() for q in result.queries]
    assert result.queries and all(q.strip() for q in result.queries), context
    assert len(result.queries) >= turn.min_queries, context
    if turn.turn_type is not None:
        assert result.turn_type == turn.turn_type, context
    linked = set(result.entity_ids)
    assert _ids(turn.ids) <= linked, context
    assert not (_ids(turn.not_ids) & linked), context
    if turn.only_ids is not None:
        assert linked == _ids(turn.only_ids), context
    for word in turn.words:
        assert any(word.casefold() in q for q in queries), f"{word!r} missing; {context}"
    for word in turn.not_words:
        assert not any(word.casefold() in q for q in queries), f"{word!r} present; {context}"
    if turn.correction is not None:
        assert result.correction is turn.correction, context
    if turn.clarify is not None:
        assert result.clarify is not None, context
        assert {c.id for c in result.clarify} == _ids(turn.clarify), context
        assert all(c.label for c in result.clarify), context
    elif turn.turn_type != "clarify":
        assert result.clarify is None, context
    # Every linked entity carries its canonical label and a score in (0, 1].
    for entity in result.entities:
        assert entity.label and 0 < entity.score <= 1, context


def run_conversation(rewriter: Rewriter, steps: list[U | A], now: dt.date | None = NOW) -> list[RewriteResult]:
    session = rewriter.session(now=now)
    results = []
    for step in steps:
        if isinstance(step, A):
            session.observe_assistant(step.text)
            continue
        result = session.rewrite(step.text)
        check_turn(result, step)
        results.append(result)
    return results


# -- the seeds' examples ---------------------------------------------------------------

SEEDS = [
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first", ("region_east", "metric_sales"), words=("华东区", "销售额", "7月")),
            U("它比6月涨了多少", "pronoun", ("region_east", "metric_sales"), words=("华东区", "销售额", "7月", "6月"), not_words=("它",)),
            U("为什么涨这么多", "continuation", ("region_east", "metric_sales"), words=("华东区", "销售额", "7月")),
        ],
        id="zh-sales-pronoun-continuation",
    ),
    pytest.param(
        [
            U("差旅住宿标准是多少", "first", ("policy_lodging",), words=("差旅住宿标准",)),
            A("按2025版差旅住宿标准，一线城市600元/晚。"),
            U("那二线呢", "ellipsis", ("tier_2", "policy_lodging"), words=("二线城市", "差旅住宿标准")),
        ],
        id="zh-lodging-second-tier",
    ),
    pytest.param(
        [
            U("标准版多少钱", "first", ("edition_standard",), words=("标准版",)),
            U("那企业版呢", "ellipsis", ("edition_enterprise",), not_ids=("edition_standard",), words=("企业版",), not_words=("标准版",)),
            U("那它支持私有化部署吗", "pronoun", ("edition_enterprise", "deploy_private"), words=("企业版", "私有化部署"), not_words=("它",)),
            U("和上一个方案比呢", "comparison", ("edition_enterprise", "edition_standard"), words=("企业版", "标准版")),
        ],
        id="zh-editions-compare-previous-plan",
    ),
    pytest.param(
        [
            U("你们的企业版多少钱", "first", ("edition_enterprise",), words=("企业版",)),
            A("企业版每年12万元起，含100个账号；如果预算有限，标准版每年4.8万元起。"),
            U("那它支持私有化部署吗", "pronoun", ("edition_enterprise", "deploy_private"), not_ids=("edition_standard",), words=("企业版", "私有化部署")),
            U("和上一个方案比呢", "comparison", ("edition_enterprise", "edition_standard"), words=("企业版", "标准版")),
        ],
        id="zh-editions-previous-plan-from-answer",
    ),
]


@pytest.mark.parametrize("steps", SEEDS)
def test_seed_conversations(rewriter, steps):
    run_conversation(rewriter, steps)


# -- every turn type, Chinese and English -------------------------------------------------

TURN_TYPES = [
    # pronouns and demonstratives
    pytest.param(
        [
            U("星云CRM支持哪些功能", "first", ("product_nebula_crm",)),
            U("它有哪些版本", "pronoun", ("product_nebula_crm",), words=("星云CRM",), not_words=("它",)),
        ],
        id="zh-pronoun-ta",
    ),
    pytest.param(
        [
            U("请假流程是怎样的", "first", ("process_leave",)),
            A("在人力资源系统（eHR）提交请假申请，三天以内由直属上级审批。"),
            U("这个系统还能干什么", "pronoun", ("system_hr",), not_ids=("process_leave",), words=("人力资源系统",), not_words=("这个系统",)),
        ],
        id="zh-demonstrative-type-noun-from-answer",
    ),
    pytest.param(
        [
            U("理赔流程怎么走", "first", ("process_claims",)),
            A("报案后提交病历、发票和费用清单，理赔系统审核后赔付。"),
            U("这个系统谁在用", "pronoun", ("system_claims",), words=("理赔系统",)),
            U("它有数据脱敏吗", "pronoun", ("system_claims", "feature_data_masking"), words=("理赔系统", "数据脱敏"), not_words=("它",)),
        ],
        id="zh-demonstrative-then-pronoun",
    ),
    pytest.param(
        [
            U("核保规则里年龄上限是多少", "first", ("policy_uw_rules",)),
            U("自动核保规则也是这样吗", ids=("feature_auto_uw_rules",)),
            U("这个功能客户能自己改吗", "pronoun", ("feature_auto_uw_rules",), not_ids=("policy_uw_rules",), words=("自动核保规则",)),
        ],
        id="zh-this-feature-picks-the-feature",
    ),
    pytest.param(
        [
            U("智核核保引擎和智核理赔助手分别有哪些版本", ids=("product_zhihe_uw", "product_zhihe_claims")),
            U("前者的最低服务器配置是什么", "pronoun", ("product_zhihe_uw",), not_ids=("product_zhihe_claims",), words=("智核核保引擎",), not_words=("前者",)),
            U("后者有数据脱敏吗", "pronoun", ("product_zhihe_claims", "feature_data_masking"), words=("智核理赔助手",), not_words=("后者",)),
        ],
        id="zh-former-latter",
    ),
    pytest.param(
        [
            U("Does Nebula CRM support SSO?", "first", ("product_nebula_crm", "feature_sso"), words=("Nebula CRM", "Single Sign-On")),
            U("How do I set it up?", "pronoun", ("feature_sso",), words=("Single Sign-On",)),
        ],
        id="en-pronoun-it",
    ),
    pytest.param(
        [
            U("How much is the Enterprise Edition?", "first", ("edition_enterprise",)),
            U("Does it support on-premises deployment?", "pronoun", ("edition_enterprise", "deploy_private"), words=("Enterprise Edition",)),
        ],
        id="en-pronoun-edition",
    ),
    pytest.param(
        [
            U("安心保少儿版的等待期是多久", "first", ("product_anxin_kids",)),
            U("该产品7月的理赔金额多少", "pronoun", ("product_anxin_kids", "metric_claims"), words=("安心保少儿版", "理赔金额", "7月"), not_words=("该产品",)),
        ],
        id="zh-gai-type-noun",
    ),
    pytest.param(
        [
            U("安心保少儿版的等待期是多久", "first", ("product_anxin_kids",)),
            U("其赔付率是多少", "pronoun", ("product_anxin_kids", "metric_loss_ratio"), words=("安心保少儿版", "赔付率")),
        ],
        id="zh-qi",
    ),
    pytest.param(
        [
            U("What do the underwriting rules say about age?", "first", ("policy_uw_rules",)),
            U("Are the automated underwriting rules the same thing?", ids=("feature_auto_uw_rules",)),
            U("Can customers edit this feature?", "pronoun", ("feature_auto_uw_rules",), ("policy_uw_rules",), words=("Automated Underwriting Rules",), not_words=("this feature",)),
        ],
        id="en-this-feature",
    ),
    # ellipsis frames
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first", ("region_east", "metric_sales")),
            U("那华南区呢", "ellipsis", ("region_south", "metric_sales"), ("region_east",), words=("华南区", "销售额", "7月"), not_words=("华东区",)),
        ],
        id="zh-na-x-ne",
    ),
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first", ("region_east", "metric_sales")),
            U("华南区呢", "ellipsis", ("region_south", "metric_sales"), ("region_east",), words=("华南区", "销售额", "7月"), not_words=("华东区",)),
        ],
        id="zh-x-ne",
    ),
    pytest.param(
        [
            U("深圳分公司7月卖了多少", "first", ("branch_shenzhen",)),
            U("广州公司呢", "ellipsis", ("branch_guangzhou",), ("branch_shenzhen",), words=("广州分公司", "7月"), not_words=("深圳",)),
        ],
        id="zh-x-ne-alias-written-canonically",
    ),
    pytest.param(
        [
            U("报销流程是怎样的", "first", ("process_reimbursement",)),
            U("那采购流程呢", "ellipsis", ("process_procurement",), ("process_reimbursement",), words=("采购流程",), not_words=("报销流程",)),
        ],
        id="zh-na-x-ne-process",
    ),
    pytest.param(
        [
            U("一线城市的住宿标准是多少", "first", ("tier_1", "policy_lodging"), words=("差旅住宿标准",)),
            U("总监呢", "ellipsis", ("level_director", "tier_1", "policy_lodging"), words=("总监级", "一线城市", "差旅住宿标准")),
        ],
        id="zh-ellipsis-adds-a-level",
    ),
    pytest.param(
        [
            U("华东区二季度的客户满意度多少", "first", ("region_east", "metric_csat")),
            U("华南呢", "ellipsis", ("region_south", "metric_csat"), ("region_east",), words=("华南区", "二季度")),
            U("毛利率也低吗", "ellipsis", ("region_south", "metric_gross_margin"), ("metric_csat",), words=("华南区", "毛利率", "二季度")),
        ],
        id="zh-ellipsis-region-then-metric",
    ),
    pytest.param(
        [
            U("What were East China sales in July 2025?", "first", ("region_east", "metric_sales"), words=("East China Region", "Sales Revenue", "July")),
            U("What about South China?", "ellipsis", ("region_south", "metric_sales"), ("region_east",), words=("South China Region", "July"), not_words=("East China",)),
        ],
        id="en-what-about-x",
    ),
    pytest.param(
        [
            U("What's the Q2 gross margin of the Southwest region?", "first", ("region_southwest", "metric_gross_margin")),
            U("What about North China?", "ellipsis", ("region_north", "metric_gross_margin"), ("region_southwest",), words=("North China Region", "Q2")),
            U("And customer satisfaction there?", "ellipsis", ("region_north", "metric_csat"), words=("North China Region", "Customer Satisfaction", "Q2")),
        ],
        id="en-what-about-then-and-x",
    ),
    pytest.param(
        [
            U("What's the price of Product A?", "first", ("product_a",)),
            U("and Product A Pro?", "ellipsis", ("product_a_pro",), ("product_a",), words=("Product A Pro", "price")),
        ],
        id="en-and-x",
    ),
    pytest.param(
        [
            U("What's the hotel allowance for business trips?", "first", ("policy_lodging",), words=("Travel Lodging Standard",)),
            U("What about tier-2 cities?", "ellipsis", ("tier_2", "policy_lodging"), words=("Travel Lodging Standard",)),
        ],
        id="en-what-about-tier",
    ),
    pytest.param(
        [
            U("What was the return rate of Product A in August?", "first", ("product_a", "metric_return_rate")),
            U("what about the A Series?", "ellipsis", ("series_a", "metric_return_rate"), ("product_a",), words=("A Series", "August"), not_words=("Product A",)),
        ],
        id="en-what-about-the-series",
    ),
    # continuation
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first"),
            U("详细说说", "continuation", ("region_east", "metric_sales"), words=("华东区", "销售额", "7月")),
        ],
        id="zh-continuation-detail",
    ),
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first"),
            U("还有呢", "continuation", ("region_east", "metric_sales"), words=("华东区", "7月")),
        ],
        id="zh-continuation-what-else",
    ),
    pytest.param(
        [
            U("华北区8月销售额是多少", "first", ("region_north", "metric_sales")),
            U("为什么下降", "continuation", ("region_north", "metric_sales"), words=("华北区", "销售额", "8月")),
        ],
        id="zh-continuation-why",
    ),
    pytest.param(
        [
            U("安心宝Plus和安心保有什么区别", "first", ("product_anxin_plus", "product_anxin"), words=("安心保Plus",), not_words=("安心宝",)),
            U("等待期分别多久", ids=("product_anxin_plus", "product_anxin"), words=("安心保Plus", "安心保")),
        ],
        id="zh-continuation-keeps-both",
    ),
    pytest.param(
        [
            U("How much is the Enterprise Edition?", "first", ("edition_enterprise",)),
            U("tell me more", "continuation", ("edition_enterprise",), words=("Enterprise Edition",)),
        ],
        id="en-tell-me-more",
    ),
    pytest.param(
        [
            U("What were East China sales in July 2025?", "first"),
            U("Why such a jump?", "continuation", ("region_east", "metric_sales"), words=("East China Region", "July")),
        ],
        id="en-continuation-why",
    ),
    # comparison
    pytest.param(
        [
            U("华北区8月销售额是多少", "first"),
            U("和华南区比呢", "comparison", ("region_north", "region_south", "metric_sales"), words=("华北区", "华南区", "8月")),
        ],
        id="zh-compare-with-x",
    ),
    pytest.param(
        [
            U("华北区8月销售额是多少", "first"),
            U("比华南区高多少", "comparison", ("region_north", "region_south", "metric_sales"), words=("华北区", "华南区")),
        ],
        id="zh-higher-than-y",
    ),
    pytest.param(
        [
            U("星云CMR的续费率是多少", "first", ("product_nebula_crm", "metric_renewal"), words=("星云CRM",), not_words=("CMR",)),
            U("和星云客服比呢", "comparison", ("product_nebula_crm", "product_nebula_desk", "metric_renewal"), words=("星云CRM", "星云客服", "续费率")),
        ],
        id="zh-compare-products",
    ),
    pytest.param(
        [
            U("How much is the Enterprise Edition?", "first"),
            U("Does it support on-premises deployment?", "pronoun"),
            U("compared with the Standard Edition?", "comparison", ("edition_enterprise", "edition_standard"), words=("Enterprise Edition", "Standard Edition")),
        ],
        id="en-compared-with-x",
    ),
    pytest.param(
        [
            U("Anxinbao Plus loss ratio in July?", "first", ("product_anxin_plus", "metric_loss_ratio")),
            U("compared with Anxinbao Kids?", "comparison", ("product_anxin_plus", "product_anxin_kids", "metric_loss_ratio"), words=("Anxinbao Plus", "Anxinbao Kids")),
        ],
        id="en-compared-with-product",
    ),
    # multi-intent
    pytest.param(
        [
            U("企业版多少钱？支持单点登录吗？", "multi_intent", ("edition_enterprise", "feature_sso"), words=("企业版", "单点登录"), min_queries=2),
        ],
        id="zh-multi-intent-two-questions",
    ),
    pytest.param(
        [
            U("How much is the Enterprise Edition? Does it support SSO?", "multi_intent", ("edition_enterprise", "feature_sso"), min_queries=2),
        ],
        id="en-multi-intent-two-questions",
    ),
    # topic switch, return
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first"),
            U("年假政策是怎么规定的", "topic_switch", only_ids=("policy_annual_leave",), words=("年假政策",), not_words=("华东区", "7月", "销售额")),
        ],
        id="zh-topic-switch",
    ),
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first"),
            U("年假政策是怎么规定的", "topic_switch"),
            U("回到刚才那个", "return", ("region_east", "metric_sales"), ("policy_annual_leave",), words=("华东区", "销售额", "7月"), not_words=("年假",)),
        ],
        id="zh-return",
    ),
    pytest.param(
        [
            U("产品B 6月的销售额是多少", "first", ("product_b", "metric_sales")),
            U("7月呢", "ellipsis", ("product_b", "metric_sales"), words=("7月",)),
            U("顺便问一下，年假怎么算", "topic_switch", ("policy_annual_leave",), ("product_b",)),
            U("好的，回到刚才那个，8月呢", "return", ("product_b", "metric_sales"), ("policy_annual_leave",), words=("产品B", "销售额", "8月"), not_words=("年假", "7月")),
        ],
        id="zh-return-with-a-new-month",
    ),
    pytest.param(
        [
            U("一线城市的住宿标准是多少", "first"),
            U("总监呢", "ellipsis"),
            U("报销要在多长时间内提交"),
            U("回到刚才的住宿标准，二线城市的经理呢", "return", ("policy_lodging", "tier_2", "level_manager"), ("tier_1", "level_director"), words=("差旅住宿标准", "二线城市", "经理级"), not_words=("一线城市", "总监")),
        ],
        id="zh-return-with-replaced-scope-and-level",
    ),
    pytest.param(
        [
            U("What were East China sales in July 2025?", "first"),
            U("What's the annual leave policy?", "topic_switch", only_ids=("policy_annual_leave",), not_words=("East China", "July")),
            U("back to the previous one", "return", ("region_east", "metric_sales"), ("policy_annual_leave",), words=("East China Region", "July")),
        ],
        id="en-topic-switch-and-back",
    ),
    # correction
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first"),
            U("不是，我说的是华南区", "correction", ("region_south", "metric_sales"), ("region_east",), words=("华南区", "销售额", "7月"), not_words=("华东区",), correction=True),
        ],
        id="zh-correction-i-meant-x",
    ),
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first", correction=False),
            U("不是华东区，是华北区", "correction", ("region_north", "metric_sales"), ("region_east",), words=("华北区", "7月"), not_words=("华东区",), correction=True),
        ],
        id="zh-correction-not-x-but-y",
    ),
    pytest.param(
        [
            U("西南区8月销售额是多少", "first"),
            U("我是说毛利率，不是销售额", "correction", ("region_southwest", "metric_gross_margin"), ("metric_sales",), words=("西南区", "毛利率", "8月"), not_words=("销售额",), correction=True),
        ],
        id="zh-correction-of-the-metric",
    ),
    pytest.param(
        [
            U("What were East China sales in July 2025?", "first"),
            U("no, I meant South China", "correction", ("region_south", "metric_sales"), ("region_east",), words=("South China Region", "July"), not_words=("East China",), correction=True),
        ],
        id="en-no-i-meant-x",
    ),
    pytest.param(
        [
            U("A系列产品8月的退货率是多少", "first", ("series_a", "metric_return_rate")),
            U("不是，我说的是产品A", "correction", ("product_a", "metric_return_rate"), ("series_a",), words=("产品A", "退货率", "8月"), not_words=("A系列产品",), correction=True),
        ],
        id="zh-correction-confusable-product",
    ),
    pytest.param(
        [
            U("理赔流程怎么走", "first"),
            A("报案后提交病历、发票和费用清单，理赔系统审核后赔付。"),
            U("这个系统谁在用", "pronoun", ("system_claims",)),
            U("它有数据脱敏吗", "pronoun", ("system_claims", "feature_data_masking")),
            U("不是，我问的是智核理赔助手", "correction", ("product_zhihe_claims", "feature_data_masking"), ("system_claims",), words=("智核理赔助手", "数据脱敏"), not_words=("理赔系统",), correction=True),
        ],
        id="zh-correction-after-pronouns",
    ),
    pytest.param(
        [
            U("What was the return rate of Product A in August?", "first", ("product_a", "metric_return_rate")),
            U("No, I meant the A Series.", "correction", ("series_a", "metric_return_rate"), ("product_a",), words=("A Series", "August"), not_words=("Product A",), correction=True),
        ],
        id="en-correction-confusable-series",
    ),
    # clarify
    pytest.param(
        [U("CRM怎么登录", "clarify", clarify=("product_nebula_crm", "system_crm"), only_ids=())],
        id="zh-clarify-shared-alias",
    ),
    pytest.param(
        [U("How do I log in to CRM?", "clarify", clarify=("product_nebula_crm", "system_crm"), only_ids=())],
        id="en-clarify-shared-alias",
    ),
    pytest.param(
        [
            U("企业版和旗舰版分别多少钱", ids=("edition_enterprise", "edition_flagship")),
            U("它支持混合云部署吗", "clarify", clarify=("edition_enterprise", "edition_flagship"), not_ids=("edition_enterprise", "edition_flagship")),
        ],
        id="zh-clarify-pronoun-two-antecedents",
    ),
    pytest.param(
        [
            U("企业版和旗舰版分别多少钱", ids=("edition_enterprise", "edition_flagship")),
            U("它支持混合云部署吗", "clarify", clarify=("edition_enterprise", "edition_flagship")),
            A("请问您问的是企业版还是旗舰版？"),
            U("旗舰版", "ellipsis", ("edition_flagship", "deploy_hybrid"), not_ids=("edition_enterprise",),
              words=("旗舰版", "混合云部署"), not_words=("它",)),
        ],
        id="zh-clarify-then-the-user-picks",
    ),
    pytest.param(
        [
            U("What do the Enterprise and Flagship editions cost?", ids=("edition_enterprise", "edition_flagship")),
            U("Does it support hybrid cloud deployment?", "clarify", clarify=("edition_enterprise", "edition_flagship")),
            A("Do you mean the Enterprise Edition or the Flagship Edition?"),
            U("The Flagship one.", "ellipsis", ("edition_flagship", "deploy_hybrid"), not_ids=("edition_enterprise",)),
        ],
        id="en-clarify-then-the-user-picks",
    ),
    pytest.param(
        [
            U("华东区和华南区8月销售额", ids=("region_east", "region_south", "metric_sales")),
            A("华东区8月销售额1150万元，华南区890万元。"),
            U("它的毛利率呢", "clarify", clarify=("region_east", "region_south")),
        ],
        id="zh-pronoun-is-not-of-the-kind-its-clause-names",
    ),
    pytest.param(
        [
            U("Which editions does the Zhihe Underwriting Engine come in?", ids=("product_zhihe_uw",)),
            A("The Zhihe Underwriting Engine comes in the Standard and Enterprise editions."),
            U("Can that engine run on premises?", ids=("product_zhihe_uw",), words=("Zhihe Underwriting Engine",)),
        ],
        id="en-demonstrative-with-a-word-of-the-name",
    ),
    # NIL: a name not in the ontology stays as written and links to nothing
    pytest.param(
        [U("产品C什么时候上市", only_ids=(), words=("产品C",), not_words=("产品A", "产品B"))],
        id="zh-nil-product-c",
    ),
    pytest.param(
        [U("安心保Max什么时候出", only_ids=(), words=("安心保Max",), not_words=("安心保Plus", "安心保少儿版"))],
        id="zh-nil-anxinbao-max",
    ),
    pytest.param(
        [
            U("西北区7月销售额多少", ids=("metric_sales",), not_ids=("region_southwest", "region_north"), words=("西北区", "7月"), not_words=("西南区", "华北区")),
        ],
        id="zh-nil-northwest-region",
    ),
    pytest.param(
        [
            U("What's the price of Product C?", only_ids=(), words=("Product C",), not_words=("Product A", "Product B")),
            U("When will it launch?", only_ids=(), words=("Product C",), not_words=("Product A",)),
        ],
        id="en-nil-product-c-and-a-pronoun-to-it",
    ),
    pytest.param(
        [
            U("星云系列一共有几款产品", "first", ("series_nebula",)),
            U("有没有星云ERP", not_ids=("product_nebula_crm", "product_nebula_bi", "product_nebula_desk"), words=("星云ERP",), not_words=("星云CRM",)),
        ],
        id="zh-nil-nebula-erp-in-context",
    ),
    pytest.param(
        [U("有没有星云ERP", only_ids=(), words=("星云ERP",), not_words=("星云CRM",))],
        id="zh-nil-nebula-erp",
    ),
]


@pytest.mark.parametrize("steps", TURN_TYPES)
def test_turn_types(rewriter, steps):
    run_conversation(rewriter, steps)


# -- confusable names that only the history decides ---------------------------------------

CONFUSABLE = [
    pytest.param(
        [
            U("星云CRM有哪些版本", "first", ("product_nebula_crm",)),
            U("CRM的续费率是多少", ids=("product_nebula_crm", "metric_renewal"), not_ids=("system_crm",), words=("星云CRM",), not_words=("CRM系统",)),
        ],
        id="zh-crm-after-the-product",
    ),
    pytest.param(
        [
            U("CRM系统怎么登录", "first", ("system_crm",)),
            U("CRM在外网能用吗", ids=("system_crm",), not_ids=("product_nebula_crm",), words=("CRM系统",), not_words=("星云CRM",)),
        ],
        id="zh-crm-after-the-system",
    ),
    pytest.param(
        [
            U("A产品线今年的目标是多少", "first", ("line_a",)),
            U("它7月收入多少", "pronoun", ("line_a",), ("product_a", "series_a"), words=("A产品线", "7月")),
        ],
        id="zh-line-a-stays-the-line",
    ),
    pytest.param(
        [
            U("A系列产品8月的退货率是多少", "first", ("series_a", "metric_return_rate"), ("product_a", "line_a"), words=("A系列产品",)),
        ],
        id="zh-series-is-not-the-product",
    ),
    pytest.param(
        [
            U("产品A 7月卖了多少", "first", ("product_a",), ("series_a", "line_a")),
            U("产品A Pro呢", "ellipsis", ("product_a_pro",), ("product_a", "series_a"), words=("产品A Pro", "7月")),
        ],
        id="zh-product-then-sibling-product",
    ),
    pytest.param(
        [
            U("What's the price of Product A?", "first", ("product_a",), ("series_a", "line_a")),
            U("and Product A Pro?", "ellipsis", ("product_a_pro",), ("product_a",)),
        ],
        id="en-product-a-then-pro",
    ),
]


@pytest.mark.parametrize("steps", CONFUSABLE)
def test_confusable_names(rewriter, steps):
    run_conversation(rewriter, steps)


# -- constraints across turns --------------------------------------------------------------


def _constraint_values(result: RewriteResult) -> set[str]:
    return {c.value for c in result.constraints}


def test_constraint_is_kept_across_an_ellipsis(rewriter):
    first, second = run_conversation(
        rewriter,
        [U("华东区7月的销售额是多少", words=("7月",)), U("那华南区呢", words=("华南区", "7月"))],
    )
    assert any(c.kind == "time" for c in first.constraints)
    assert _constraint_values(second) == _constraint_values(first)


@pytest.mark.parametrize(
    ("first_turn", "second_turn", "old", "new"),
    [
        ("华南区7月的销售额是多少", "6月呢", "7月", "6月"),
        ("产品B 6月的销售额是多少", "7月呢", "6月", "7月"),
        ("华东区二季度毛利率多少", "上半年呢", "二季度", "上半年"),
        ("What's the Q2 gross margin of the Southwest region?", "and Q3?", "Q2", "Q3"),
    ],
)
def test_a_new_time_replaces_the_old_one(rewriter, first_turn, second_turn, old, new):
    first, second = run_conversation(rewriter, [U(first_turn, words=(old,)), U(second_turn, words=(new,), not_words=(old,))])
    assert set(first.entity_ids) == set(second.entity_ids)
    assert len([c for c in second.constraints if c.kind == "time"]) == 1
    assert _constraint_values(second) != _constraint_values(first)


def test_scope_constraint_is_kept_when_a_level_is_added(rewriter):
    _, second = run_conversation(
        rewriter,
        [
            U("国内出差的住宿标准是多少", ids=("policy_lodging",), words=("国内",)),
            U("经理级呢", "ellipsis", ("level_manager", "policy_lodging"), words=("国内", "经理级")),
        ],
    )
    assert any(c.kind == "scope" for c in second.constraints)


@pytest.mark.parametrize(
    "steps",
    [
        [U("华东区7月的销售额是多少"), U("年假政策是怎么规定的", "topic_switch", not_words=("7月",))],
        [U("产品B 6月的销售额是多少"), U("顺便问一下，年假怎么算", "topic_switch", ("policy_annual_leave",), ("product_b",), not_words=("6月", "产品B"))],
        [U("What were East China sales in July 2025?"), U("What's the annual leave policy?", "topic_switch", not_words=("July",))],
    ],
)
def test_constraints_are_dropped_on_a_topic_switch(rewriter, steps):
    results = run_conversation(rewriter, steps)
    assert results[0].constraints
    assert not [c for c in results[-1].constraints if c.kind == "time"]


@pytest.mark.parametrize(
    ("now", "text", "value"),
    [
        (dt.date(2025, 8, 15), "华东区这个月的销售额是多少", "2025-08"),
        (dt.date(2025, 8, 15), "华东区上个月的销售额是多少", "2025-07"),
        (dt.date(2025, 1, 10), "华东区上个月的销售额是多少", "2024-12"),
        (dt.date(2025, 8, 15), "华东区上季度的销售额是多少", "2025-Q2"),
        (dt.date(2025, 8, 15), "What were East China sales last month?", "2025-07"),
        (dt.date(2025, 3, 3), "华东区上周的销售额", "2025-02-24/2025-03-02"),
    ],
)
def test_relative_times_are_resolved_against_now(rewriter, now, text, value):
    session = rewriter.session(now=now)
    result = session.rewrite(text)
    assert EX + "region_east" in result.entity_ids
    assert value in _constraint_values(result)
    # The resolved time stays in force for an ellipsis on the next turn.
    follow = session.rewrite("华南区呢" if text[0] != "W" else "What about South China?")
    assert EX + "region_south" in follow.entity_ids
    assert value in _constraint_values(follow)


def test_relative_time_depends_on_the_sessions_now(rewriter):
    july = rewriter.session(now=dt.date(2025, 7, 2)).rewrite("华东区上个月的销售额是多少")
    august = rewriter.session(now=dt.date(2025, 8, 2)).rewrite("华东区上个月的销售额是多少")
    assert "2025-06" in _constraint_values(july)
    assert "2025-07" in _constraint_values(august)


# -- result shape ----------------------------------------------------------------------------


def test_linked_entities_say_where_they_came_from(rewriter):
    first, second = run_conversation(rewriter, [U("华东大区二季度的客户满意度多少"), U("它的毛利率呢")])
    by_id = {e.id: e for e in first.entities}
    assert by_id[EX + "region_east"].label == "华东区"
    assert by_id[EX + "region_east"].source == "name"
    assert "华东" in by_id[EX + "region_east"].mention
    carried = {e.id: e for e in second.entities}[EX + "region_east"]
    assert carried.source != "name"  # carried over, not named in this turn
    assert carried.mention != "华东大区"
    assert carried.label == "华东区"


def test_every_turn_is_rule_made_and_traced(rewriter):
    session = rewriter.session(now=NOW)
    for text in ["华东区7月的销售额是多少", "那华南区呢", "为什么"]:
        result = session.rewrite(text)
        assert result.method == "rule"
        assert result.trace["utterance"] == text
        assert list(result.trace["queries"]) == list(result.queries)
        assert result.trace["turn_type"] == result.turn_type


def test_a_relative_time_is_written_as_the_date_it_means(rewriter):
    session = rewriter.session(now=dt.date(2025, 8, 15))
    result = session.rewrite("华东区这个月的销售额是多少")
    assert any("2025年8月" in q for q in result.queries), result.queries
    assert not any("这个月" in q for q in result.queries), result.queries
    follow_up = session.rewrite("那华南区呢")
    assert any("华南区" in q and "2025年8月" in q for q in follow_up.queries), follow_up.queries


def test_a_bare_latin_word_of_one_name_in_play_points_at_it(rewriter):
    session = rewriter.session()
    session.rewrite("安心保和安心保Plus的等待期分别多久")
    session.observe_assistant("安心保等待期90天，安心保Plus等待期30天。")
    result = session.rewrite("那Plus的核保规则和安心保一样吗")
    assert EX + "product_anxin_plus" in result.entity_ids, result.queries
    assert any("安心保Plus" in q for q in result.queries), result.queries


def test_an_english_follow_up_with_an_article_keeps_the_topic(rewriter):
    session = rewriter.session()
    session.rewrite("How does the expense reimbursement process work?")
    result = session.rewrite("Is there a deadline?")
    assert result.entity_ids, result.queries


# -- enumerations, head nouns and coordinations ------------------------------------------

ENUMERATIONS = [
    pytest.param(
        [
            U("星云CRM和星云BI分别有哪些版本", "first", ("product_nebula_crm", "product_nebula_bi")),
            # The answer names a product, an edition and a deployment: no list of like things.
            A("星云CRM企业版支持私有化部署，最低需要2台服务器。"),
            U("后者支持单点登录吗", ids=("product_nebula_bi", "feature_sso"), not_ids=("deploy_private", "edition_enterprise"), words=("星云BI",)),
        ],
        id="zh-latter-skips-a-mixed-answer",
    ),
    pytest.param(
        [
            U("Which editions do Nebula CRM and Nebula BI come in?", "first", ("product_nebula_crm", "product_nebula_bi")),
            A("Nebula CRM Enterprise Edition can run on a private deployment."),
            U("Do they support single sign-on?", ids=("product_nebula_crm", "product_nebula_bi", "feature_sso"), not_ids=("deploy_private",)),
        ],
        id="en-they-means-the-like-things",
    ),
    pytest.param(
        [
            U("智核理赔助手属于哪个系列", "first", ("product_zhihe_claims",)),
            A("智核理赔助手属于智核系列，归保险科技产品线。"),
            # "线" is the head noun "保险科技产品线" ends with; "负责人" is this turn's own question.
            U("这条线的负责人是谁呢", ids=("line_insurtech",), not_ids=("product_zhihe_claims",), words=("保险科技产品线", "负责人")),
        ],
        id="zh-demonstrative-with-a-head-noun",
    ),
    pytest.param(
        [
            U("华东区和华南区7月的销售额分别是多少", "first", ("region_east", "region_south", "metric_sales")),
            U("华北区呢", "ellipsis", only_ids=("region_north", "metric_sales"), words=("华北区", "7月"), not_words=("华东区", "华南区")),
        ],
        id="zh-one-item-replaces-a-coordination",
    ),
    pytest.param(
        [
            U("北京和深圳分公司7月的销售额是多少", "first", only_ids=("branch_beijing", "branch_shenzhen", "metric_sales"),
              words=("北京分公司", "深圳分公司")),
        ],
        id="zh-coordinated-names-share-a-head-noun",
    ),
]


@pytest.mark.parametrize("steps", ENUMERATIONS)
def test_enumerations_and_coordinations(rewriter, steps):
    run_conversation(rewriter, steps)


def test_a_coordinated_topic_stays_coordinated_in_a_follow_up(rewriter):
    session = rewriter.session()
    session.rewrite("安心保和安心保Plus有什么区别")
    result = session.rewrite("等待期分别多久")
    assert any("安心保和安心保Plus" in q for q in result.queries), result.queries


def test_a_question_for_a_kind_stays_with_the_entity_the_graph_links_to_it(rewriter):
    # The answer names a department alone, but "which system" is asked of the process:
    # the process has an edge to a system, the department has none.
    session = rewriter.session()
    session.rewrite("请假流程要谁批")
    session.observe_assistant("请假须人力资源部审批。")
    result = session.rewrite("在哪个系统申请")
    assert EX + "process_leave" in result.entity_ids, result.queries
    assert EX + "dept_hr" not in result.entity_ids, result.queries


@pytest.mark.parametrize(
    ("text", "correction"),
    [
        ("不是很贵，那它支持私有化部署吗", False),
        ("Not too bad. Does it support private deployment?", False),
        ("不是这个，我说的是旗舰版", True),
        ("No, I meant the Flagship Edition", True),
    ],
)
def test_a_negated_degree_is_a_comment_not_a_correction(rewriter, text, correction):
    session = rewriter.session()
    session.rewrite("企业版多少钱" if text[0] > "~" else "How much is the Enterprise Edition?")
    session.observe_assistant("企业版每年12万元起。" if text[0] > "~" else "The Enterprise Edition starts at RMB 120,000 a year.")
    result = session.rewrite(text)
    assert result.correction is correction, (result.queries, result.turn_type)


NARROWING = [
    pytest.param(
        [
            U("星云BI支持移动端吗", "first", ("product_nebula_bi", "feature_mobile")),
            A("星云BI支持移动端。"),
            # The object is dropped; an edition the graph attaches to the product narrows
            # the same question.
            U("标准版能用吗", "ellipsis", only_ids=("product_nebula_bi", "feature_mobile", "edition_standard"),
              words=("星云BI", "移动端", "标准版")),
        ],
        id="zh-dropped-object-keeps-the-topic",
    ),
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first", ("region_east", "metric_sales")),
            # Nothing the graph attaches to the topic: a new question.
            U("产品A好卖吗", "topic_switch", only_ids=("product_a",), not_words=("华东区",)),
        ],
        id="zh-unrelated-name-switches-topic",
    ),
    pytest.param(
        [
            U("华东区7月的销售额是多少", "first", ("region_east", "metric_sales")),
            # A possessor is the entity, not the whole question about it.
            U("它的毛利率是多少", "pronoun", only_ids=("region_east", "metric_gross_margin"),
              words=("华东区", "毛利率", "7月"), not_words=("销售额",)),
        ],
        id="zh-possessive-pronoun-is-the-entity",
    ),
]


@pytest.mark.parametrize("steps", NARROWING)
def test_narrowing_and_possessors(rewriter, steps):
    run_conversation(rewriter, steps)


MORE_FOLLOW_UPS = [
    pytest.param(
        [
            U("What is the renewal rate of Nebula CRM?", "first", ("metric_renewal", "product_nebula_crm")),
            A("Nebula CRM renewed at 91% in Q2."),
            U("and Nebula BI?", "ellipsis", only_ids=("metric_renewal", "product_nebula_bi")),
            # "the BI one" is the product; "why ... so low" goes on about the metric.
            U("why is the BI one so low?", only_ids=("metric_renewal", "product_nebula_bi"), words=("Nebula BI", "Renewal Rate")),
        ],
        id="en-why-carries-the-metric",
    ),
    pytest.param(
        [
            U("企业版有开放API吗", "first", ("edition_enterprise", "feature_open_api")),
            # Both sides of the comparison are named: nothing comes from the topic.
            U("那旗舰版比企业版多了什么", "comparison", only_ids=("edition_flagship", "edition_enterprise"), not_words=("开放API",)),
        ],
        id="zh-comparison-naming-both-sides",
    ),
]


@pytest.mark.parametrize("steps", MORE_FOLLOW_UPS)
def test_more_follow_ups(rewriter, steps):
    run_conversation(rewriter, steps)


def test_a_misspelt_word_after_a_name_makes_the_longer_name(rewriter):
    # "Anxinbao" is a name on its own; "Anxinbao Plsu" is a misspelling of "Anxinbao Plus".
    result = rewriter.session().rewrite("What is the waiting period of Anxinbao Plsu?")
    assert result.entity_ids == (EX + "product_anxin_plus",), result.queries
    assert any("Anxinbao Plus" in q for q in result.queries), result.queries
    # A word that misspells nothing leaves the exact name alone.
    plain = rewriter.session().rewrite("What is the waiting period of Anxinbao today?")
    assert plain.entity_ids == (EX + "product_anxin",), plain.queries
