"""Writes docs.jsonl for the 星河科技 example bundle.

The regular reports (sales by region / branch / product and month, return rates, claims,
quarterly margins) come from the tables below; everything with prose of its own (causes,
policies, manuals, edition sheets, English notes) is written out by hand in HAND_DOCS.
The committed docs.jsonl is what counts; run `python build_docs.py` to regenerate it.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

# -- sales by region (万元), 2025 ----------------------------------------------------
REGIONS = {
    "east": ("华东区", {4: 1050, 5: 1080, 6: 1020, 7: 1200, 8: 1150, 9: 1230}),
    "south": ("华南区", {4: 880, 5: 910, 6: 930, 7: 860, 8: 890, 9: 940}),
    "north": ("华北区", {4: 960, 5: 990, 6: 1010, 7: 1030, 8: 920, 9: 980}),
    "central": ("华中区", {4: 520, 5: 540, 6: 560, 7: 600, 8: 610, 9: 630}),
    "southwest": ("西南区", {4: 610, 5: 590, 6: 630, 7: 650, 8: 700, 9: 720}),
}
TARGETS = {"east": 1100, "south": 950, "north": 1000, "central": 580, "southwest": 660}
BRANCHES = {
    "east": [("shanghai", "上海分公司", 0.5), ("hangzhou", "杭州分公司", 0.3), ("nanjing", "南京分公司", 0.2)],
    "south": [("guangzhou", "广州分公司", 0.55), ("shenzhen", "深圳分公司", 0.45)],
    "north": [("beijing", "北京分公司", 0.7), ("tianjin", "天津分公司", 0.3)],
    "central": [("wuhan", "武汉分公司", 1.0)],
    "southwest": [("chengdu", "成都分公司", 0.6), ("chongqing", "重庆分公司", 0.4)],
}
# months whose change has a written cause analysis (see HAND_DOCS)
CAUSES = {("east", 7), ("east", 8), ("south", 7), ("north", 8), ("southwest", 8), ("central", 7)}

# -- products (万元 / 台 / %), 2025 ---------------------------------------------------
PRODUCT_SALES = {
    # key: (label, {month: (sales 万元, units 台 or None)}, note)
    "product-a": ("产品A", {6: (210, 5250), 7: (260, 6500), 8: (240, 6000)},
                  "产品A是A系列的主力款展业平板，单价3999元。"),
    "series-a": ("A系列产品", {6: (480, None), 7: (560, None), 8: (530, None)},
                 "A系列产品合计口径，包含产品A、产品A Pro和产品A Lite三款终端。"),
    "line-a": ("A产品线", {6: (620, None), 7: (710, None), 8: (690, None)},
               "A产品线口径包含A系列产品的硬件销售以及配套的维保服务和耗材收入。"),
    "product-b": ("产品B", {6: (150, 1700), 7: (140, 1590), 8: (165, 1875)},
                  "产品B是面向保险网点的双录一体机，单价8800元。"),
    "series-b": ("B系列产品", {6: (300, None), 7: (290, None), 8: (320, None)},
                 "B系列产品合计口径，包含产品B和产品B Pro。"),
    "line-b": ("B产品线", {6: (380, None), 7: (360, None), 8: (400, None)},
               "B产品线口径包含B系列产品硬件、双录合规软件授权和上门安装服务。"),
}
RETURN_RATES = {
    "product-a": ("产品A", {6: 3.0, 7: 3.2, 8: 4.1}),
    "product-a-pro": ("产品A Pro", {6: 1.9, 7: 1.8, 8: 2.0}),
    "series-a": ("A系列产品", {6: 2.6, 7: 2.7, 8: 3.3}),
    "product-b": ("产品B", {6: 2.4, 7: 2.5, 8: 2.2}),
    "product-b-pro": ("产品B Pro", {6: 1.4, 7: 1.5, 8: 1.6}),
}
CLAIMS = {
    "anxin": ("安心保", {6: (320, 2150), 7: (350, 2330), 8: (340, 2290)}),
    "anxin-plus": ("安心保Plus", {6: (12, 40), 7: (45, 160), 8: (88, 310)}),
    "anxin-kids": ("安心保少儿版", {6: (95, 880), 7: (140, 1290), 8: (120, 1100)}),
}
# quarterly figures: {quarter: value}; 安心保Plus was launched in June, so it has no Q1
LOSS_RATIO = {"anxin": ("安心保", {1: (58.3, 3260), 2: (62.0, 3410)}), "anxin-plus": ("安心保Plus", {2: (18.5, 65)}),
              "anxin-kids": ("安心保少儿版", {1: (64.9, 950), 2: (71.4, 1020)})}
MARGIN = {"east": {1: 40.8, 2: 41.5}, "south": {1: 37.9, 2: 36.2}, "north": {1: 39.1, 2: 39.8},
          "central": {1: 37.5, 2: 38.1}, "southwest": {1: 39.6, 2: 40.3}}
CSAT = {"east": {1: 4.5, 2: 4.6}, "south": {1: 4.4, 2: 4.3}, "north": {1: 4.5, 2: 4.5},
        "central": {1: 4.3, 2: 4.4}, "southwest": {1: 4.5, 2: 4.6}}
RENEWAL = {"nebula-crm": ("星云CRM", {1: 89.0, 2: 91.0}), "nebula-bi": ("星云BI", {1: 87.0, 2: 86.0}),
           "nebula-desk": ("星云客服", {1: 85.0, 2: 88.0})}
QUARTER = {1: "一季度", 2: "二季度"}
COMPANY_MARGIN = {1: 39.1, 2: 39.6}
UW_PASS = {7: 92.4, 8: 93.1}


def doc(id_: str, title: str, text: str, **metadata: str) -> dict:
    return {"id": id_, "title": title, "text": text, "metadata": metadata}


def region_reports() -> list[dict]:
    out = []
    for key, (name, sales) in REGIONS.items():
        for month in range(5, 10):
            value = sales[month]
            parts = "，".join(f"{b}{round(value * share)}万元" for _, b, share in BRANCHES[key])
            rate = round(value / TARGETS[key] * 100, 1)
            out.append(doc(
                f"sales-{key}-2025-{month:02d}", f"{name}2025年{month}月销售额报告",
                f"{name}2025年{month}月销售额为{value}万元，完成月度目标{TARGETS[key]}万元的{rate}%。"
                f"按分公司看：{parts}。数据口径为含税签约额，由销售部于次月5日前发布。",
                source="report", metric="销售额", region=name, period=f"2025-{month:02d}"))
            if month == 5:
                continue
            prev = sales[month - 1]
            diff = value - prev
            pct = round(abs(diff) / prev * 100, 1)
            trend = "上涨" if diff > 0 else "下降"
            text = (f"{name}2025年{month}月销售额{value}万元，{month - 1}月为{prev}万元，"
                    f"环比{trend}{abs(diff)}万元，{trend}幅度{pct}%。")
            if (key, month) in CAUSES:
                text += f"变动原因见《{name}{month}月销售额变动原因分析》。"
            else:
                text += "变动在正常季节波动范围内，无单一主导因素。"
            out.append(doc(
                f"sales-mom-{key}-2025-{month:02d}", f"{name}2025年{month}月与{month - 1}月销售额环比分析",
                text, source="analysis", metric="销售额", region=name, period=f"2025-{month:02d}"))
    return out


def branch_reports() -> list[dict]:
    out = []
    for key, branches in BRANCHES.items():
        region, sales = REGIONS[key]
        for city, name, share in branches:
            if key == "central":
                continue
            value = round(sales[7] * share)
            out.append(doc(
                f"sales-branch-{city}-2025-07", f"{name}2025年7月销售额",
                f"{name}（隶属{region}）2025年7月销售额{value}万元，占{region}当月销售额的{round(share * 100)}%。",
                source="report", metric="销售额", branch=name, period="2025-07"))
    return out


def product_reports() -> list[dict]:
    out = []
    for key, (name, months, note) in PRODUCT_SALES.items():
        for month, (value, units) in months.items():
            text = f"{name}2025年{month}月销售额{value}万元"
            text += f"，销售量{units}台。" if units else "。"
            prev = months.get(month - 1)
            if prev:
                change = value - prev[0]
                text += f"环比{'增加' if change >= 0 else '减少'}{abs(change)}万元。"
            text += note
            out.append(doc(f"sales-{key}-2025-{month:02d}", f"{name}2025年{month}月销售额", text,
                           source="report", metric="销售额", product=name, period=f"2025-{month:02d}"))
    for key, (name, months) in RETURN_RATES.items():
        for month, rate in months.items():
            text = f"{name}2025年{month}月退货率为{rate}%"
            prev = months.get(month - 1)
            text += f"，{month - 1}月为{prev}%。" if prev else "。"
            text += "退货率按当月退货台数除以当月签收台数计算，不含换货。"
            out.append(doc(f"return-{key}-2025-{month:02d}", f"{name}2025年{month}月退货率", text,
                           source="report", metric="退货率", product=name, period=f"2025-{month:02d}"))
    for key, (name, months) in CLAIMS.items():
        for month, (amount, cases) in months.items():
            out.append(doc(
                f"claims-{key}-2025-{month:02d}", f"{name}2025年{month}月理赔金额",
                f"{name}2025年{month}月理赔金额{amount}万元，结案{cases}件，案均{round(amount * 10000 / cases)}元。"
                "数据来自理赔系统，按结案日期统计。",
                source="report", metric="理赔金额", product=name, period=f"2025-{month:02d}"))
    for key, (name, quarters) in LOSS_RATIO.items():
        for q, (ratio, premium) in quarters.items():
            out.append(doc(
                f"lossratio-{key}-2025q{q}", f"{name}2025年{QUARTER[q]}赔付率",
                f"{name}2025年{QUARTER[q]}赔付率为{ratio}%，对应已赚保费{premium}万元。赔付率=理赔金额/已赚保费。",
                source="report", metric="赔付率", product=name, period=f"2025-Q{q}"))
    for key, (name, quarters) in RENEWAL.items():
        for q, rate in quarters.items():
            out.append(doc(
                f"renewal-{key}-2025q{q}", f"{name}2025年{QUARTER[q]}续费率",
                f"{name}2025年{QUARTER[q]}续费率为{rate}%，按到期客户中完成续约的比例计算。",
                source="report", metric="续费率", product=name, period=f"2025-Q{q}"))
    for month, rate in UW_PASS.items():
        out.append(doc(
            f"uwpass-zhihe-2025-{month:02d}", f"智核核保引擎2025年{month}月核保通过率",
            f"智核核保引擎2025年{month}月核保通过率{rate}%，其中由自动核保规则直接通过的投保单占比约78%。",
            source="report", metric="核保通过率", product="智核核保引擎", period=f"2025-{month:02d}"))
    return out


def quarterly_reports() -> list[dict]:
    out = []
    for key, quarters in MARGIN.items():
        name = REGIONS[key][0]
        for q, margin in quarters.items():
            out.append(doc(
                f"margin-{key}-2025q{q}", f"{name}2025年{QUARTER[q]}毛利率",
                f"{name}2025年{QUARTER[q]}毛利率为{margin}%，公司平均为{COMPANY_MARGIN[q]}%。毛利率按销售额扣除直接成本后计算。",
                source="report", metric="毛利率", region=name, period=f"2025-Q{q}"))
    for key, quarters in CSAT.items():
        name = REGIONS[key][0]
        for q, score in quarters.items():
            out.append(doc(
                f"csat-{key}-2025q{q}", f"{name}2025年{QUARTER[q]}客户满意度",
                f"{name}2025年{QUARTER[q]}客户满意度为{score}分（满分5分），由客户成功部季度回访调研得出。",
                source="report", metric="客户满意度", region=name, period=f"2025-Q{q}"))
    return out


HAND_DOCS = [
    # -- cause analyses --------------------------------------------------------------
    doc("cause-east-2025-07", "华东区7月销售额变动原因分析",
        "华东区2025年7月销售额环比增长17.6%，主要有三个原因：一是上海分公司签下一家寿险公司的星云CRM企业版私有化部署项目，"
        "一次性确认约110万元；二是A系列产品暑期展业促销，杭州分公司的产品A销量明显提升；三是安心保Plus于6月底上市后渠道铺货。"
        "剔除大单后，华东区7月的自然增长约6%。", source="analysis", region="华东区", period="2025-07"),
    doc("cause-east-2025-08", "华东区8月销售额变动原因分析",
        "华东区2025年8月销售额环比下降4.2%，主要是7月上海分公司大单一次性确认后的正常回落；"
        "南京分公司8月新签客户数与7月持平，杭州分公司A系列产品促销结束后销量略降。", source="analysis", region="华东区", period="2025-08"),
    doc("cause-south-2025-07", "华南区7月销售额变动原因分析",
        "华南区2025年7月销售额环比下降7.5%。深圳分公司受台风影响，两周内无法上门交付产品B；"
        "同时B系列产品一批主板到货延迟，广州分公司有约40万元订单顺延到8月确认。", source="analysis", region="华南区", period="2025-07"),
    doc("cause-north-2025-08", "华北区8月销售额变动原因分析",
        "华北区2025年8月销售额环比下降10.7%，主要原因是北京分公司一个政务云项目的验收推迟到9月，约90万元未能在8月确认；"
        "天津分公司保持稳定。", source="analysis", region="华北区", period="2025-08"),
    doc("cause-southwest-2025-08", "西南区8月销售额变动原因分析",
        "西南区2025年8月销售额环比增长7.7%，成都分公司新签三家保险中介机构的智核核保引擎项目，重庆分公司星云客服续约情况良好。",
        source="analysis", region="西南区", period="2025-08"),
    doc("cause-central-2025-07", "华中区7月销售额变动原因分析",
        "华中区2025年7月销售额环比增长7.1%，武汉分公司与本地一家城商行签订产品B批量采购合同，带动双录一体机销量。",
        source="analysis", region="华中区", period="2025-07"),
    doc("cause-return-product-a-2025-08", "产品A 8月退货率上升原因",
        "产品A 2025年8月退货率升至4.1%。排查发现7月下旬出厂的一批电池续航不达标，集中在华东区和华南区的客户退货；"
        "产品A Pro和产品A Lite使用不同电池供应商，未受影响。该批次已于8月20日召回更换。", source="analysis", product="产品A", period="2025-08"),
    doc("cause-return-series-a-2025-08", "A系列产品8月退货率上升原因",
        "A系列产品2025年8月整体退货率3.3%，较7月上升0.6个百分点，几乎全部来自产品A的电池批次问题；"
        "产品A Pro退货率2.0%，与往月基本持平。", source="analysis", product="A系列产品", period="2025-08"),
    doc("cause-claims-anxin-kids-2025-07", "安心保少儿版7月理赔金额上升原因",
        "安心保少儿版2025年7月理赔金额140万元，环比增长47%。暑期儿童呼吸道感染和手足口病住院增多，"
        "住院类案件占比从52%升至68%，属季节性波动。", source="analysis", product="安心保少儿版", period="2025-07"),
    doc("cause-claims-anxin-plus-2025-08", "安心保Plus 8月理赔金额上升原因",
        "安心保Plus于2025年6月底上市，30天等待期结束后从8月起进入正常出险期，8月理赔金额升至88万元，属于新产品的正常爬坡。",
        source="analysis", product="安心保Plus", period="2025-08"),
    doc("cause-margin-south-2025q2", "华南区二季度毛利率偏低原因",
        "华南区2025年二季度毛利率36.2%，低于公司平均3.4个百分点。原因是B系列产品硬件占比高、深圳分公司为抢占份额给出较大折扣。",
        source="analysis", region="华南区", period="2025-Q2"),

    # -- organisation ------------------------------------------------------------------
    doc("org-regions", "星河科技区域架构说明",
        "星河科技国内销售体系分为华东区、华南区、华北区、华中区和西南区五个大区。公司暂未设立西北区，"
        "陕西、甘肃等西北省份的业务由西南区成都分公司代管。", source="org"),
    doc("org-east", "华东区组织架构",
        "华东区下设上海分公司、杭州分公司和南京分公司，区域总部设在上海。华东区是公司销售额最高的大区。", source="org", region="华东区"),
    doc("org-south", "华南区组织架构",
        "华南区下设广州分公司和深圳分公司，区域总部设在广州，以B系列产品和保险科技业务为主。", source="org", region="华南区"),
    doc("roadmap-2026", "2026年产品路线图",
        "公司计划在2026年二季度推出产品C，定位为面向银行网点的智能柜台终端，目前处于样机测试阶段，尚未定价。"
        "星云系列将在2026年推出面向中小企业的新版本。", source="plan"),

    # -- travel policies ------------------------------------------------------------------
    doc("policy-travel-overview", "差旅管理制度（2025版）",
        "差旅管理制度由财务部制定，2025年1月1日起施行，包括差旅住宿标准、差旅交通标准和差旅补贴标准三部分。"
        "出差前须在OA系统完成出差审批流程，未经审批的差旅费用不予报销。", source="policy"),
    doc("policy-lodging-overview", "差旅住宿标准（2025版）总则",
        "国内出差住宿费按城市等级和职级核定每晚上限：一线城市普通员工600元、经理级800元、总监级1100元；"
        "二线城市普通员工450元、经理级600元、总监级850元；三线城市普通员工350元、经理级450元、总监级650元。超出部分由个人承担。",
        source="policy"),
    doc("policy-lodging-tier1", "差旅住宿标准：一线城市",
        "一线城市（北京、上海、广州、深圳）国内出差住宿标准：普通员工每晚不超过600元，经理级不超过800元，总监级不超过1100元。"
        "展会期间可凭酒店证明上浮20%。", source="policy"),
    doc("policy-lodging-tier2", "差旅住宿标准：二线城市",
        "二线城市（杭州、南京、成都、武汉、重庆、天津等）国内出差住宿标准：普通员工每晚不超过450元，经理级不超过600元，总监级不超过850元。",
        source="policy"),
    doc("policy-lodging-tier3", "差旅住宿标准：三线城市",
        "三线及以下城市（如绍兴、洛阳、宜昌）国内出差住宿标准：普通员工每晚不超过350元，经理级不超过450元，总监级不超过650元。",
        source="policy"),
    doc("policy-lodging-overseas", "境外差旅住宿标准",
        "境外出差住宿按目的地分档执行：普通员工每晚不超过150美元，经理级不超过200美元，总监级不超过280美元；"
        "港澳台地区参照境外标准。境外出差另需总经理审批。", source="policy"),
    doc("policy-transport", "差旅交通标准",
        "国内出差交通标准：普通员工乘坐高铁二等座或飞机经济舱；经理级可乘高铁一等座；总监级单程飞行4小时以上可乘公务舱。"
        "市内交通优先使用公共交通，打车费用计入差旅补贴。", source="policy"),
    doc("policy-per-diem", "差旅补贴标准",
        "国内出差每日补贴含餐费和市内交通：一线城市每天120元，二线城市每天100元，三线城市每天80元，按自然日计算，不分职级。",
        source="policy"),
    doc("process-travel-approval", "出差审批流程",
        "出差审批流程：员工在OA系统提交出差申请，填写目的地、事由和预算；部门负责人审批后生效，超过5天或境外出差还需分管副总审批。"
        "审批通过后方可预订酒店和机票。", source="process"),

    # -- reimbursement ----------------------------------------------------------------------
    doc("policy-reimbursement", "报销政策",
        "报销政策规定：费用发生后30天内须提交报销，跨年度费用须在次年1月15日前提交；发票抬头须为星河科技，"
        "超过差旅住宿标准的部分不予报销。逾期报销须部门负责人书面说明。", source="policy"),
    doc("policy-reimbursement-invoice", "报销发票要求",
        "报销须提供合规发票：增值税电子普通发票或专用发票均可，住宿发票须与出差审批的日期和城市一致；"
        "纸质发票须在费控系统上传扫描件后交财务部。", source="policy"),
    doc("process-reimbursement", "报销流程",
        "报销流程：在费控系统填写报销单并上传发票 → 部门负责人审批 → 财务部审核 → 出纳打款。"
        "资料齐全的报销单一般在5个工作日内到账。", source="process"),
    doc("process-reimbursement-travel", "差旅费报销操作说明",
        "差旅费报销时，在费控系统中关联已审批的出差申请单，系统会按差旅住宿标准和差旅补贴标准自动校验金额，超标部分标红。",
        source="process"),
    doc("system-expense-guide", "费控系统使用指南",
        "费控系统（原报销系统）支持电脑端和移动端提交报销，发票可拍照识别。登录方式为公司单点登录账号。"
        "系统问题请联系财务部费控专员。", source="manual"),

    # -- leave ----------------------------------------------------------------------------------
    doc("policy-annual-leave", "年假政策",
        "年假政策：累计工作满1年不满10年的员工每年5天年假，满10年不满20年10天，满20年15天；"
        "公司另给予入职满一年的员工每年2天福利年假。年假以半天为最小单位。", source="policy"),
    doc("policy-annual-leave-carryover", "年假结转规则",
        "当年未休完的年假可结转至次年3月31日，逾期作废；因工作原因无法安排的，经人力资源部确认后按日工资的200%补偿。",
        source="policy"),
    doc("process-leave", "请假流程",
        "请假流程：在人力资源系统（eHR）提交请假申请，选择假期类型（年假、病假、事假等），三天以内由直属上级审批，"
        "三天以上还需部门负责人审批。", source="process"),
    doc("system-hr-guide", "人力资源系统使用说明",
        "人力资源系统（eHR）用于请假、考勤、工资条查询和个人信息维护，可通过电脑端或企业微信移动端访问。", source="manual"),

    # -- other policies and systems ----------------------------------------------------------
    doc("policy-infosec", "信息安全制度",
        "信息安全制度要求：客户数据只能存放在公司批准的系统内；外发含客户信息的文件须先做数据脱敏；"
        "离职员工账号当日停用。由研发中心信息安全组负责解释。", source="policy"),
    doc("process-procurement", "采购流程",
        "采购流程：在OA系统提交采购申请，5万元以下由部门负责人审批，5万元以上须财务部和分管副总审批，超过50万元须招标。",
        source="process"),
    doc("system-oa-guide", "OA系统使用说明",
        "OA系统用于出差申请、采购申请、用印和公文流转，使用公司单点登录账号登录。", source="manual"),
    doc("system-crm-guide", "CRM系统使用指南（内部）",
        "公司内部CRM系统供销售部和客户成功部使用，用于录入商机、客户拜访记录和合同回款。"
        "访问地址为 crm.xinghe.internal，使用企业微信扫码或公司单点登录账号登录。", source="manual"),
    doc("system-crm-login", "CRM系统登录常见问题",
        "内部CRM系统无法登录时：先确认公司单点登录账号未过期；外网访问须先连接VPN；连续输错密码5次会锁定30分钟，可在OA系统提交解锁申请。",
        source="faq"),

    # -- underwriting and claims ------------------------------------------------------------
    doc("policy-uw-rules", "核保规则（2025年3月版）",
        "核保规则由核保部制定，适用于安心保系列产品：投保年龄上限65周岁；近两年内住院或有慢性病史须提交体检报告；"
        "既往症不在保障范围内。核保规则每半年复核一次。", source="policy"),
    doc("feature-auto-uw-rules", "自动核保规则说明",
        "自动核保规则是在智核核保引擎中配置的机器规则集，把核保规则里可以机器判定的部分（年龄、保额、健康告知全部为否）自动执行，"
        "满足条件的投保单秒级通过，其余转人工核保。客户可在规则工作台中自定义规则。", source="manual"),
    doc("process-uw", "核保流程",
        "核保流程：客户投保后先经自动核保规则判断，通过的直接出单；未通过的进入核保系统人工核保队列，核保员在2个工作日内给出结论。",
        source="process"),
    doc("system-uw-guide", "核保系统使用说明",
        "核保系统是核保部使用的内部作业平台，底层调用智核核保引擎，支持人工核保、调阅体检报告和核保结论留痕。", source="manual"),
    doc("process-claims", "理赔流程",
        "理赔流程：报案 → 提交材料（病历、发票、费用清单）→ 理赔系统审核 → 赔付。材料齐全的案件一般3个工作日内结案，"
        "5000元以下小额案件支持线上极速理赔。", source="process"),
    doc("system-claims-guide", "理赔系统使用说明",
        "理赔系统由理赔部使用，接入智核理赔助手进行材料识别和风险提示，理赔员在系统中完成审核与结案。", source="manual"),

    # -- products -------------------------------------------------------------------------------
    doc("product-a-manual", "产品A用户手册",
        "产品A是面向保险代理人的展业平板，10.1英寸屏幕，续航10小时，预装星云CRM移动端。标准售价3999元，保修一年。", source="manual"),
    doc("product-a-pro-manual", "产品A Pro用户手册",
        "产品A Pro在产品A的基础上升级为12.4英寸屏幕和高精度签字笔，支持双录，续航14小时，售价5999元。", source="manual"),
    doc("product-a-lite-manual", "产品A Lite用户手册",
        "产品A Lite是A系列的入门款，8英寸屏幕，不含签字笔，适合电话销售团队，售价2599元。", source="manual"),
    doc("series-a-overview", "A系列产品介绍",
        "A系列产品是星河科技的展业终端系列，目前有产品A、产品A Pro和产品A Lite三款：产品A为主力款，产品A Pro面向高端团队，"
        "产品A Lite为入门款。三款共用同一套管理后台。", source="manual"),
    doc("line-a-strategy", "A产品线2025年规划",
        "A产品线由销售部统筹，覆盖A系列产品硬件及配套维保服务。2025年目标收入8000万元，重点是提高产品A Pro占比和服务收入。",
        source="plan"),
    doc("product-b-manual", "产品B用户手册",
        "产品B是用于保险网点双录（录音录像）的一体机，内置合规质检软件，售价8800元，支持上门安装。", source="manual"),
    doc("product-b-pro-manual", "产品B Pro用户手册",
        "产品B Pro增加了AI实时质检和多机位拍摄，适合银行网点，售价12800元。", source="manual"),
    doc("series-b-overview", "B系列产品介绍",
        "B系列产品是双录合规终端系列，包括产品B和产品B Pro，主要客户为保险公司网点和银行理财柜台。", source="manual"),
    doc("line-b-strategy", "B产品线2025年规划",
        "B产品线覆盖B系列产品硬件、双录合规软件授权和安装服务，2025年目标收入4500万元，华南区是重点市场。", source="plan"),
    doc("product-nebula-crm-intro", "星云CRM产品介绍",
        "星云CRM是面向保险和金融机构的客户关系管理软件，提供基础版、标准版、企业版和旗舰版四个版本，"
        "支持单点登录、开放API、移动端和工作流引擎。", source="manual"),
    doc("product-nebula-crm-sso", "星云CRM单点登录配置",
        "星云CRM的单点登录支持SAML 2.0和OIDC协议，可对接客户的企业微信、钉钉或自建身份源。该功能仅在企业版和旗舰版中提供，"
        "管理员在“系统设置-身份认证”中填写元数据即可启用。", source="manual"),
    doc("product-nebula-crm-login", "星云CRM登录说明",
        "星云CRM的客户用户通过 https://crm.xinghe.cloud 登录，私有化部署的客户使用本单位内网地址。忘记密码可在登录页自助重置。",
        source="faq"),
    doc("product-nebula-bi-intro", "星云BI产品介绍",
        "星云BI提供自助分析、报表和数据大屏，可直接读取星云CRM的数据，提供标准版和企业版。", source="manual"),
    doc("product-nebula-desk-intro", "星云客服产品介绍",
        "星云客服是工单与在线客服系统，支持微信、电话和网页多渠道接入，提供基础版、标准版和企业版。", source="manual"),
    doc("series-nebula-overview", "星云系列介绍",
        "星云系列目前包括星云CRM、星云BI和星云客服三款软件，属于星云产品线，由研发中心负责。星云系列暂无ERP产品。", source="manual"),
    doc("line-nebula-strategy", "星云产品线2025年规划",
        "星云产品线2025年的重点是提高续费率和企业版渗透率，计划把星云BI和星云CRM打包销售。", source="plan"),
    doc("product-zhihe-uw-intro", "智核核保引擎产品介绍",
        "智核核保引擎是面向保险公司的核保决策软件，内置自动核保规则、审计日志和规则工作台，提供企业版和旗舰版，支持私有化部署。",
        source="manual"),
    doc("product-zhihe-uw-deployment", "智核核保引擎部署说明",
        "智核核保引擎企业版默认私有化部署在客户机房，最低配置为3台8核32G服务器；旗舰版可选混合云部署，规则计算在本地，模型训练在云端。",
        source="manual"),
    doc("product-zhihe-claims-intro", "智核理赔助手产品介绍",
        "智核理赔助手用于理赔材料的自动识别、费用清单审核和欺诈风险提示，内置数据脱敏，只提供企业版。", source="manual"),
    doc("series-zhihe-overview", "智核系列介绍",
        "智核系列包括智核核保引擎和智核理赔助手，属于保险科技产品线，主要客户为中小保险公司和保险中介。", source="manual"),
    doc("line-insurtech-strategy", "保险科技产品线2025年规划",
        "保险科技产品线包括智核系列软件和安心保系列保险产品，由核保部牵头运营，2025年目标是智核系列新签客户30家。", source="plan"),
    doc("product-anxin-terms", "安心保条款摘要",
        "安心保是由星河保险经纪合作推出的百万医疗险，年保费300元起，一般医疗保额200万元，免赔额1万元，等待期30天。", source="manual"),
    doc("product-anxin-plus-terms", "安心保Plus条款摘要",
        "安心保Plus是安心保的升级款，2025年6月上市，在安心保基础上增加质子重离子治疗和特药保障，免赔额降至5000元，等待期30天，年保费520元起。",
        source="manual"),
    doc("product-anxin-kids-terms", "安心保少儿版条款摘要",
        "安心保少儿版面向0至17岁儿童，一般医疗保额100万元，0免赔门急诊，等待期60天，年保费260元起。", source="manual"),
    doc("series-anxin-overview", "安心保系列介绍",
        "安心保系列包括安心保、安心保Plus和安心保少儿版三款医疗险，2025年二季度系列保费收入4860万元。", source="manual"),
    doc("compare-anxin-plus-vs-anxin", "安心保Plus与安心保对比",
        "安心保Plus相比安心保：免赔额从1万元降到5000元，新增质子重离子和特药责任，年保费高约220元；两者等待期都是30天。",
        source="comparison"),
    doc("policy-return", "退货政策",
        "A系列产品和B系列产品签收后7天内可无理由退货，15天内出现质量问题可换货，一年内免费保修。退货由客户成功部受理。",
        source="policy"),

    # -- editions, deployment and features ----------------------------------------------
    doc("edition-overview", "软件版本总览",
        "星云系列和智核系列软件按版本订阅：基础版、标准版、企业版和旗舰版。版本越高，账号数、部署方式和安全功能越多。",
        source="pricing"),
    doc("edition-basic-pricing", "基础版价格",
        "基础版每年1.2万元起，含10个账号，仅支持公有云部署，不含开放API。", source="pricing"),
    doc("edition-standard-pricing", "标准版价格",
        "标准版每年4.8万元起，含30个账号，支持公有云部署、权限管理和开放API，超出账号每个每年800元。", source="pricing"),
    doc("edition-enterprise-pricing", "企业版价格",
        "企业版每年12万元起，含100个账号，超出账号每个每年600元；选择私有化部署另收一次性实施费8万元。", source="pricing"),
    doc("edition-flagship-pricing", "旗舰版价格",
        "旗舰版每年30万元起，账号数不限，含专属客户成功经理和7×24小时支持；私有化部署或混合云部署的实施费另议。", source="pricing"),
    doc("edition-compare-enterprise-standard", "企业版与标准版对比",
        "企业版和标准版的主要区别：价格上企业版每年12万元起，标准版每年4.8万元起；部署上企业版支持私有化部署，标准版只支持公有云部署；"
        "企业版另有单点登录、审计日志和多租户。", source="comparison"),
    doc("edition-compare-flagship-enterprise", "旗舰版与企业版对比",
        "旗舰版在企业版基础上增加混合云部署、数据脱敏和数据大屏，账号数不限，价格每年30万元起，企业版每年12万元起。",
        source="comparison"),
    doc("edition-compare-standard-basic", "标准版与基础版对比",
        "标准版比基础版多权限管理和开放API，账号数从10个增加到30个，价格从每年1.2万元起提高到4.8万元起。", source="comparison"),
    doc("deploy-enterprise-private", "企业版私有化部署说明",
        "企业版支持私有化部署：软件安装在客户自有机房或私有云，数据不出客户网络。最低配置3台8核16G服务器，实施周期约4周，"
        "一次性实施费8万元。", source="deployment"),
    doc("deploy-standard", "标准版部署说明",
        "标准版只提供公有云部署（SaaS），数据存放在星河科技的云端机房，不支持私有化部署；如需私有化部署须升级到企业版。",
        source="deployment"),
    doc("deploy-basic", "基础版部署说明",
        "基础版只提供公有云部署（SaaS），开通后即可使用，无需实施。", source="deployment"),
    doc("deploy-flagship-hybrid", "旗舰版混合云部署说明",
        "旗舰版支持混合云部署：核心数据和业务库部署在客户本地，报表和模型训练部署在星河科技云端，两边通过专线同步。"
        "企业版不支持混合云部署。", source="deployment"),
    doc("deploy-private-requirements", "私有化部署环境要求",
        "私有化部署要求：Linux服务器（CentOS 7.9或麒麟V10），至少3台8核16G，PostgreSQL 13以上，内网可访问客户的身份认证服务。",
        source="deployment"),
    doc("sso-editions", "单点登录支持范围",
        "单点登录（SSO）在企业版和旗舰版中提供，支持SAML 2.0、OIDC和LDAP；基础版和标准版不支持单点登录，只能使用账号密码登录。",
        source="manual"),
    doc("sso-setup", "单点登录配置步骤",
        "配置单点登录：1. 管理员在“系统设置-身份认证”中选择协议；2. 上传身份源元数据；3. 配置用户属性映射；4. 用测试账号验证后启用。",
        source="manual"),
    doc("feature-audit-log", "审计日志说明",
        "审计日志记录所有登录、导出和权限变更操作，保留180天，可导出给监管检查。企业版和旗舰版提供审计日志。", source="manual"),
    doc("feature-multitenancy", "多租户说明",
        "多租户功能允许集团客户在一套系统中为各子公司开设独立租户，数据互相隔离。企业版和旗舰版提供多租户。", source="manual"),
    doc("feature-data-masking", "数据脱敏说明",
        "数据脱敏功能对身份证号、手机号和银行卡号自动打码，导出时按角色决定是否脱敏。旗舰版和智核理赔助手提供数据脱敏。",
        source="manual"),
    doc("feature-open-api", "开放API说明",
        "开放API提供客户、商机、工单等REST接口，标准版、企业版和旗舰版可用，基础版不提供。每个租户每分钟限流600次。",
        source="manual"),
    doc("feature-rbac", "权限管理说明",
        "权限管理按角色控制菜单和数据范围，可细化到字段级。标准版、企业版和旗舰版提供权限管理。", source="manual"),
    doc("feature-dashboard", "数据大屏说明",
        "数据大屏用于在会议室或营业厅展示实时业务指标，由星云BI提供，旗舰版客户可免费使用三块大屏模板。", source="manual"),
    doc("feature-mobile", "移动端说明",
        "移动端App支持iOS和Android，星云CRM、星云客服和A系列产品均可使用。", source="manual"),
    doc("feature-workflow", "工作流引擎说明",
        "工作流引擎支持可视化配置审批流，星云CRM的合同审批和报价审批都基于工作流引擎。", source="manual"),

    # -- English documents --------------------------------------------------------------------
    doc("en-edition-enterprise-pricing", "Enterprise Edition pricing",
        "The Enterprise Edition costs from RMB 120,000 per year and includes 100 user accounts; extra accounts are RMB 600 each per year. "
        "On-premises deployment adds a one-off implementation fee of RMB 80,000.", source="pricing", lang="en"),
    doc("en-edition-standard-pricing", "Standard Edition pricing",
        "The Standard Edition costs from RMB 48,000 per year with 30 user accounts. It runs on public cloud deployment (SaaS) only.",
        source="pricing", lang="en"),
    doc("en-edition-flagship-pricing", "Flagship Edition pricing",
        "The Flagship Edition starts at RMB 300,000 per year with unlimited accounts, a dedicated customer success manager and 24x7 support.",
        source="pricing", lang="en"),
    doc("en-edition-compare-enterprise-standard", "Enterprise Edition vs Standard Edition",
        "Compared with the Standard Edition, the Enterprise Edition costs more (RMB 120,000 vs RMB 48,000 per year) but supports on-premises deployment, "
        "single sign-on, audit logs and multi-tenancy. The Standard Edition is public cloud only.", source="comparison", lang="en"),
    doc("en-edition-compare-flagship-enterprise", "Flagship Edition vs Enterprise Edition",
        "The Flagship Edition adds hybrid cloud deployment, data masking and data dashboards to everything in the Enterprise Edition, with unlimited accounts.",
        source="comparison", lang="en"),
    doc("en-deploy-enterprise-onprem", "Enterprise Edition on-premises deployment",
        "Yes: the Enterprise Edition supports on-premises deployment in the customer's own data centre or private cloud. "
        "Minimum: three servers with 8 cores and 16 GB RAM; implementation takes about four weeks.", source="deployment", lang="en"),
    doc("en-deploy-flagship-hybrid", "Flagship Edition hybrid cloud deployment",
        "The Flagship Edition supports hybrid cloud deployment: core data stays on premises while reporting and model training run in Xinghe Tech's cloud. "
        "The Enterprise Edition does not offer hybrid cloud.", source="deployment", lang="en"),
    doc("en-sso-editions", "Single sign-on by edition",
        "Single Sign-On (SSO) with SAML 2.0, OIDC or LDAP is available in the Enterprise Edition and the Flagship Edition. "
        "The Basic and Standard editions only support username and password.", source="manual", lang="en"),
    doc("en-nebula-crm-sso", "Nebula CRM single sign-on",
        "Nebula CRM supports single sign-on through SAML 2.0 and OIDC, connecting to WeCom, DingTalk or the customer's own identity provider. "
        "It is included in the Enterprise and Flagship editions of Nebula CRM.", source="manual", lang="en"),
    doc("en-sso-setup", "Setting up single sign-on",
        "To set up single sign-on: choose the protocol under System Settings > Authentication, upload the identity provider metadata, "
        "map user attributes, then test with a trial account before enabling it for everyone.", source="manual", lang="en"),
    doc("en-lodging-overview", "Travel Lodging Standard (2025)",
        "The Travel Lodging Standard caps domestic hotel costs per night by city tier and employee level. "
        "Tier-1 cities: staff RMB 600, managers RMB 800, directors RMB 1,100. Tier-2 and tier-3 cities have lower caps.",
        source="policy", lang="en"),
    doc("en-lodging-tier2", "Travel Lodging Standard: tier-2 cities",
        "In tier-2 cities such as Hangzhou, Nanjing, Chengdu and Wuhan, the lodging cap is RMB 450 per night for staff, "
        "RMB 600 for managers and RMB 850 for directors (domestic trips).", source="policy", lang="en"),
    doc("en-lodging-tier3", "Travel Lodging Standard: tier-3 cities",
        "In tier-3 cities such as Shaoxing, Luoyang and Yichang, the lodging cap is RMB 350 per night for staff, RMB 450 for managers and RMB 650 for directors.",
        source="policy", lang="en"),
    doc("en-per-diem", "Travel Per Diem Standard",
        "The daily travel per diem covers meals and local transport: RMB 120 in tier-1 cities, RMB 100 in tier-2 cities and RMB 80 in tier-3 cities, for all levels.",
        source="policy", lang="en"),
    doc("en-sales-east-2025-07", "East China Region sales, July 2025",
        "East China Region sales revenue in July 2025 was RMB 12.0 million, 109.1% of the monthly target. "
        "The Shanghai Branch contributed RMB 6.0 million.", source="report", lang="en"),
    doc("en-sales-mom-east-2025-07", "East China Region sales, July vs June 2025",
        "East China Region sales revenue rose from RMB 10.2 million in June 2025 to RMB 12.0 million in July, up RMB 1.8 million or 17.6% month over month.",
        source="analysis", lang="en"),
    doc("en-cause-east-2025-07", "Why East China Region sales grew in July 2025",
        "The July jump in East China Region sales came mainly from one Nebula CRM Enterprise Edition on-premises deal signed by the Shanghai Branch "
        "(about RMB 1.1 million), plus an A Series summer promotion and the launch of Anxinbao Plus.", source="analysis", lang="en"),
    doc("en-sales-south-2025-07", "South China Region sales, July 2025",
        "South China Region sales revenue in July 2025 was RMB 8.6 million, down 7.5% from June, as a typhoon delayed Product B deliveries in Shenzhen.",
        source="report", lang="en"),
    doc("en-claims-anxin-plus-2025-07", "Anxinbao Plus claims paid, July 2025",
        "Anxinbao Plus paid RMB 450,000 in claims in July 2025 across 160 closed cases; the product launched at the end of June 2025.",
        source="report", lang="en"),
    doc("en-claims-anxin-kids-2025-07", "Anxinbao Kids claims paid, July 2025",
        "Anxinbao Kids paid RMB 1.4 million in claims in July 2025, up 47% on June because of summer hospital admissions of children.",
        source="report", lang="en"),
    doc("en-lossratio-anxin-plus-2025q2", "Anxinbao Plus loss ratio, Q2 2025",
        "The loss ratio of Anxinbao Plus in Q2 2025 was 18.5%, low because the product had only been on sale for a few weeks.",
        source="report", lang="en"),
    doc("en-lossratio-anxin-kids-2025q2", "Anxinbao Kids loss ratio, Q2 2025",
        "The loss ratio of Anxinbao Kids in Q2 2025 was 71.4%, the highest in the Anxinbao Series.", source="report", lang="en"),
    doc("en-return-product-a-2025-08", "Product A return rate, August 2025",
        "The return rate of Product A in August 2025 was 4.1%, up from 3.2% in July.", source="report", lang="en"),
    doc("en-return-series-a-2025-08", "A Series return rate, August 2025",
        "The A Series as a whole had a return rate of 3.3% in August 2025, up from 2.7% in July; almost all of the increase came from Product A.",
        source="report", lang="en"),
    doc("en-cause-return-2025-08", "Why A Series returns rose in August 2025",
        "Returns rose in August 2025 because a late-July batch of Product A batteries fell short on battery life. "
        "Product A Pro and Product A Lite use another supplier and were not affected; the batch was recalled on 20 August.",
        source="analysis", lang="en"),
    doc("en-crm-system-guide", "Internal CRM System guide",
        "The internal CRM System is used by Sales and Customer Success to log opportunities, visits and collections. "
        "Sign in at crm.xinghe.internal with your company single sign-on account; from outside the office connect to the VPN first.",
        source="manual", lang="en"),
    doc("en-nebula-crm-login", "Nebula CRM login",
        "Customers sign in to Nebula CRM at https://crm.xinghe.cloud; on-premises customers use their own intranet address.",
        source="faq", lang="en"),
    doc("en-margin-southwest-2025q2", "Southwest China Region gross margin, Q2 2025",
        "The gross margin of the Southwest China Region in Q2 2025 was 40.3%, against a company average of 39.6%.", source="report", lang="en"),
    doc("en-margin-north-2025q2", "North China Region gross margin, Q2 2025",
        "The gross margin of the North China Region in Q2 2025 was 39.8%.", source="report", lang="en"),
    doc("en-csat-north-2025q2", "North China Region customer satisfaction, Q2 2025",
        "Customer satisfaction in the North China Region in Q2 2025 was 4.5 out of 5, from Customer Success quarterly surveys.",
        source="report", lang="en"),
    doc("en-csat-southwest-2025q2", "Southwest China Region customer satisfaction, Q2 2025",
        "Customer satisfaction in the Southwest China Region in Q2 2025 was 4.6 out of 5.", source="report", lang="en"),
    doc("en-annual-leave", "Annual Leave Policy",
        "Under the Annual Leave Policy, staff with 1 to 10 years of service get 5 days a year, 10 to 20 years 10 days, over 20 years 15 days, "
        "plus 2 company days after the first year.", source="policy", lang="en"),
    doc("en-annual-leave-carryover", "Carrying over annual leave",
        "Unused annual leave carries over until 31 March of the following year and then lapses.", source="policy", lang="en"),
    doc("en-leave-process", "Leave Request Process",
        "Request leave in the HR System (eHR): pick the leave type, dates and approver. Up to three days needs your line manager; longer leave also needs the department head.",
        source="process", lang="en"),
    doc("en-reimbursement-process", "Reimbursement Process",
        "Submit expense claims in the Expense Management System with scanned invoices; your department head approves, Finance reviews, "
        "and payment usually arrives within five working days.", source="process", lang="en"),
    doc("en-reimbursement-policy", "Expense Reimbursement Policy",
        "Expenses must be claimed within 30 days; invoices must be made out to Xinghe Tech; anything above the Travel Lodging Standard is not reimbursed.",
        source="policy", lang="en"),
    doc("en-uw-rules", "Underwriting Rules",
        "The Underwriting Rules of the Underwriting Department apply to the Anxinbao Series: applicants up to age 65, a medical report after any hospital stay in the last two years, "
        "and no cover for pre-existing conditions.", source="policy", lang="en"),
    doc("en-auto-uw-rules", "Automated Underwriting Rules",
        "Automated Underwriting Rules are the machine-checkable part of the Underwriting Rules, configured in the Zhihe Underwriting Engine: "
        "applications that pass are approved in seconds, the rest go to manual underwriting. Customers can edit the rules themselves.",
        source="manual", lang="en"),
    doc("en-zhihe-uw-intro", "Zhihe Underwriting Engine overview",
        "The Zhihe Underwriting Engine is underwriting decision software for insurers with Automated Underwriting Rules, audit logs and a rules workbench; "
        "sold as Enterprise and Flagship editions.", source="manual", lang="en"),
    doc("en-zhihe-uw-deployment", "Zhihe Underwriting Engine deployment",
        "The Zhihe Underwriting Engine Enterprise Edition is deployed on premises by default (three servers with 8 cores and 32 GB); "
        "the Flagship Edition can use hybrid cloud deployment.", source="deployment", lang="en"),
    doc("en-roadmap-2026", "Product roadmap 2026",
        "Product C, a smart counter terminal for bank branches, is planned for Q2 2026. It is in prototype testing and has no price yet.",
        source="plan", lang="en"),
    doc("en-series-nebula-overview", "Nebula Series overview",
        "The Nebula Series consists of Nebula CRM, Nebula BI and Nebula Service Desk. Nebula CRM renewal rate was 91% in Q2 2025.",
        source="manual", lang="en"),
    doc("en-renewal-nebula-crm-2025q2", "Nebula CRM renewal rate, Q2 2025",
        "The renewal rate of Nebula CRM in Q2 2025 was 91%, measured as the share of customers due for renewal who renewed.",
        source="report", lang="en"),
    doc("en-renewal-nebula-bi-2025q2", "Nebula BI renewal rate, Q2 2025",
        "The renewal rate of Nebula BI in Q2 2025 was 86%.", source="report", lang="en"),
]


def all_docs() -> list[dict]:
    docs = region_reports() + branch_reports() + product_reports() + quarterly_reports() + HAND_DOCS
    ids = [d["id"] for d in docs]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        raise SystemExit(f"duplicate doc ids: {sorted(duplicates)}")
    return docs


def main() -> None:
    docs = all_docs()
    with (HERE / "docs.jsonl").open("w", encoding="utf-8") as handle:
        for item in docs:
            handle.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(f"{len(docs)} documents written to {HERE / 'docs.jsonl'}")


if __name__ == "__main__":
    main()
