"""安衡财险（虚构）运营知识库的图谱：类、属性、实体，全部是字面量。

一家区域性财产保险公司：车险、健康险、企财险的产品（主险、附加险、新旧版本），理赔中心和客服中心，
分公司和支公司，渠道，系统和模块，制度（两版）和流程，合作机构和合同，风险事件和复盘，项目，经营指标。
make_bundle.py 把这些表写成 ontology.ttl；build_docs.py 和 cases.py 引用这里的实体 id。
所有名称、人物、数字和事件都是虚构的。
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/anheng-insurance#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("公司", ["总公司", "保险公司", "财险公司"], None),
    "Branch": ("分支机构", ["分公司", "支公司", "中支", "机构"], None),
    "ClaimCenter": ("理赔中心", ["理赔服务中心", "查勘定损中心"], None),
    "CallCenter": ("客服中心", ["呼叫中心", "坐席中心", "热线中心"], None),
    "Department": ("部门", ["部", "总部部门", "条线"], None),
    "Product": ("保险产品", ["产品", "险种", "主险"], None),
    "Rider": ("附加险", ["附加条款", "附加险种"], "Product"),
    "System": ("系统", ["平台", "软件"], None),
    "Module": ("模块", ["功能模块", "子系统"], "System"),
    "Policy": ("制度", ["办法", "规定", "管理办法"], None),
    "Procedure": ("流程", ["操作流程", "作业流程", "SOP", "操作指引"], None),
    "Channel": ("渠道", ["销售渠道", "业务渠道"], None),
    "Partner": ("合作机构", ["合作方", "服务商", "供应商", "修理厂", "公估公司"], None),
    "Contract": ("合同", ["协议", "合作协议"], None),
    "Person": ("人员", ["员工", "同事", "负责人"], None),
    "Metric": ("指标", ["KPI", "考核指标"], None),
    "Incident": ("事件", ["风险事件", "事故", "故障"], None),
    "Project": ("项目", ["专项", "工程"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("隶属于", ["上级机构", "属于", "归属"]),
    "ledBy": ("负责人", ["总经理", "主任", "经理", "谁管", "一把手"]),
    "memberOf": ("所在单位", ["哪个部门", "在哪上班"]),
    "worksFor": ("任职公司", ["哪家公司的"]),
    "serves": ("服务机构", ["服务范围", "管哪些机构", "负责哪些地方"]),
    "riderOf": ("附加于", ["主险是哪个", "挂在哪个主险下"]),
    "supersedes": ("替代", ["取代", "上一版"]),
    "ownedBy": ("归口部门", ["主管部门", "制定部门", "哪个部门管"]),
    "systemOwner": ("系统负责人", ["系统管理员", "谁负责系统"]),
    "suppliedBy": ("供应商", ["哪家做的", "开发商", "厂商"]),
    "soldThrough": ("销售渠道", ["哪些渠道卖", "在哪卖"]),
    "contractWith": ("签约方", ["乙方", "跟谁签的"]),
    "covers": ("合同范围", ["覆盖", "合同标的"]),
    "locatedIn": ("所在机构", ["在哪个分公司", "所在地"]),
    "occurredAt": ("发生地点", ["在哪发生", "出事地点"]),
    "involved": ("涉及", ["相关", "影响到", "牵涉"]),
}

DATA_PROPERTIES = {
    "established": ("成立时间", ["哪年成立", "开业时间"]),
    "staff": ("员工人数", ["多少人", "人员规模"]),
    "premiumTarget": ("年度保费目标", ["保费目标", "全年任务"]),
    "surveyors": ("查勘员人数", ["查勘员", "几个查勘员"]),
    "capacity": ("日处理能力", ["一天能处理多少件", "处理能力"]),
    "seats": ("坐席数", ["多少坐席", "座席数", "几个坐席"]),
    "hotline": ("服务热线", ["热线", "电话号码"]),
    "version": ("版本", ["版本号", "几版", "哪一版"]),
    "launched": ("上市时间", ["什么时候上的", "上线时间", "哪年推出"]),
    "sumInsured": ("保额", ["保障额度", "最高保多少", "保险金额"]),
    "premium": ("参考保费", ["保费多少", "多少钱一年", "价格"]),
    "deductible": ("免赔额", ["免赔", "起付线"]),
    "goLive": ("上线日期", ["什么时候上线", "投产时间"]),
    "effectiveFrom": ("施行日期", ["生效日期", "什么时候生效", "从哪天开始执行"]),
    "approvalLimit": ("审批权限", ["审批额度", "权限", "多少钱要上报"]),
    "timeLimit": ("时效要求", ["时效", "多久办完", "几天内"]),
    "commissionCap": ("手续费率上限", ["手续费上限", "佣金上限", "费率上限"]),
    "amount": ("合同金额", ["金额", "多少钱", "费用"]),
    "term": ("合同期限", ["期限", "到期", "有效期"]),
    "budget": ("项目预算", ["预算", "投资"]),
    "deadline": ("计划完成时间", ["什么时候完", "完成时间"]),
    "target": ("目标值", ["目标", "考核目标"]),
    "unit": ("计算口径", ["口径", "怎么算"]),
    "occurredOn": ("发生时间", ["哪天发生", "日期"]),
    "severity": ("事件等级", ["等级", "定级"]),
    "status": ("状态", ["进展", "结案没有", "到哪一步了"]),
    "loss": ("损失金额", ["估损", "损失", "赔了多少"]),
    "gender": ("性别", []),
    "jobTitle": ("职务", ["岗位", "职位", "干什么的"]),
    "phone": ("联系电话", ["电话", "分机", "手机"]),
}

E = bundlekit.Entities()
ent = E.add


# -- company, branches ------------------------------------------------------------------------------
ent("org", "Organisation", "安衡财产保险股份有限公司", ["安衡财险", "安衡保险", "安衡"], ["安恒财险"],
    {"ledBy": "p_zhao"}, established="2009-06", staff="3200人")
ent("b_lz", "Branch", "岚州分公司", ["岚州分", "岚州公司"], [],
    {"partOf": "org", "ledBy": "p_he"}, established="2009-06", staff="980人", premiumTarget="32亿元")
ent("b_yc", "Branch", "沅城分公司", ["沅城分", "沅城公司"], ["元城分公司"],
    {"partOf": "org", "ledBy": "p_tang"}, established="2012-03", staff="760人", premiumTarget="24亿元")
ent("b_ycd", "Branch", "沅城东支公司", ["沅城东支", "东支公司", "东支"], [],
    {"partOf": "b_yc", "ledBy": "p_luo"}, established="2019-09", staff="120人", premiumTarget="3.6亿元")
ent("b_wc", "Branch", "梧城分公司", ["梧城分", "梧城公司"], ["吾城分公司"],
    {"partOf": "org", "ledBy": "p_xie"}, established="2015-08", staff="540人", premiumTarget="15亿元")
ent("b_xc", "Branch", "溪城分公司", ["溪城分", "溪城公司", "溪城"], [],
    {"partOf": "org", "ledBy": "p_han"}, established="2018-11", staff="410人", premiumTarget="11亿元")

# -- claims centres and call centres (a place name shared with a branch) ----------------------------------
ent("cc_lz", "ClaimCenter", "岚州理赔中心", ["岚州理赔", "岚州查勘中心"], [],
    {"partOf": "d_claims", "ledBy": "p_jiang", "serves": "b_lz"}, surveyors="86人", capacity="每日1200件")
ent("cc_yc", "ClaimCenter", "沅城理赔中心", ["沅城理赔", "沅城查勘中心"], [],
    {"partOf": "d_claims", "ledBy": "p_wm", "serves": ["b_yc", "b_ycd", "b_xc"]}, surveyors="64人", capacity="每日900件")
ent("cc_wc", "ClaimCenter", "梧城理赔中心", ["梧城理赔"], [],
    {"partOf": "d_claims", "ledBy": "p_xu", "serves": "b_wc"}, surveyors="41人", capacity="每日550件")
ent("call_lz", "CallCenter", "岚州客服中心", ["岚州呼叫中心", "岚州坐席"], [],
    {"partOf": "d_cs", "ledBy": "p_du", "serves": ["b_lz", "b_wc"]}, seats="220个", hotline="95xxx转1")
ent("call_yc", "CallCenter", "沅城客服中心", ["沅城呼叫中心", "沅城坐席"], [],
    {"partOf": "d_cs", "ledBy": "p_song", "serves": ["b_yc", "b_ycd", "b_xc"]}, seats="140个", hotline="95xxx转2")

# -- head-office departments --------------------------------------------------------------------------
ent("d_auto", "Department", "车险部", ["车险事业部", "机动车保险部"], [], {"partOf": "org", "ledBy": "p_wlx"})
ent("d_health", "Department", "健康险部", ["意健险部", "个人健康险部"], [], {"partOf": "org", "ledBy": "p_lc"})
ent("d_prop", "Department", "企财险部", ["财产险部", "企业财产险部"], [], {"partOf": "org", "ledBy": "p_sun"})
ent("d_claims", "Department", "理赔管理部", ["理赔部", "总部理赔"], [], {"partOf": "org", "ledBy": "p_zl"})
ent("d_channel", "Department", "渠道管理部", ["渠道部"], [], {"partOf": "org", "ledBy": "p_ljg"})
ent("d_it", "Department", "信息科技部", ["科技部", "IT部", "信息部"], [], {"partOf": "org", "ledBy": "p_wu"})
ent("d_cs", "Department", "客户服务部", ["客服部", "客户服务部门"], [], {"partOf": "org", "ledBy": "p_zx"})
ent("d_risk", "Department", "风险合规部", ["合规部", "风控部"], [], {"partOf": "org", "ledBy": "p_feng"})
ent("d_fin", "Department", "财务精算部", ["精算部", "财务部"], [], {"partOf": "org", "ledBy": "p_csy"})
ent("d_ops", "Department", "运营管理部", ["运营部", "单证中心"], [], {"partOf": "org", "ledBy": "p_yf"})

# -- products and riders ------------------------------------------------------------------------------
ent("pr_anjia", "Product", "安驾商业车险", ["安驾车险", "安驾", "商业车险"], ["安架车险"],
    {"ownedBy": "d_auto", "soldThrough": ["ch_agent", "ch_dealer", "ch_online"]},
    launched="2016-01", sumInsured="三者险最高500万元", premium="家用车平均约3800元/年", version="2023版条款")
ent("pr_drive", "Rider", "安驾附加驾乘意外险", ["驾乘险", "驾意险", "驾乘意外险"], [],
    {"riderOf": "pr_anjia", "ownedBy": "d_auto"}, launched="2021-04", sumInsured="每座最高50万元",
    premium="每座80至200元")
ent("pr_ev", "Product", "安电新能源车险", ["安电", "新能源车险", "电车险"], [],
    {"ownedBy": "d_auto", "soldThrough": ["ch_dealer", "ch_online"]},
    launched="2022-03", sumInsured="三者险最高500万元，含三电系统", premium="平均约5200元/年")
ent("pr_hk24", "Product", "惠康百万医疗险2024版", ["惠康2024", "24版惠康", "旧版惠康"], [],
    {"ownedBy": "d_health", "soldThrough": ["ch_online", "ch_agent"]},
    launched="2024-01", sumInsured="一般医疗200万元", deductible="1万元", premium="30岁约298元/年", version="2024版")
ent("pr_hk25", "Product", "惠康百万医疗险2025版", ["惠康2025", "25版惠康", "新版惠康", "惠康"], ["慧康"],
    {"ownedBy": "d_health", "supersedes": "pr_hk24", "soldThrough": ["ch_online", "ch_agent", "ch_bank"]},
    launched="2025-03", sumInsured="一般医疗300万元", deductible="5000元", premium="30岁约336元/年", version="2025版")
ent("pr_drug", "Rider", "惠康附加特药险", ["特药险", "特药附加险"], [],
    {"riderOf": "pr_hk25", "ownedBy": "d_health", "suppliedBy": "pt_kanglian"},
    launched="2025-03", sumInsured="特药费用最高100万元", premium="30岁约45元/年")
ent("pr_group", "Product", "安心团体意外险", ["团意险", "团体意外险", "安心团意"], [],
    {"ownedBy": "d_health", "soldThrough": ["ch_broker", "ch_agent"]},
    launched="2019-07", sumInsured="每人最高100万元", premium="一类职业每人约120元/年")
ent("pr_allrisk", "Product", "安企财产一切险", ["财产一切险", "一切险", "企财一切险"], [],
    {"ownedBy": "d_prop", "soldThrough": ["ch_broker", "ch_bank"]},
    launched="2017-05", sumInsured="按固定资产重置价值", deductible="每次事故5000元或损失金额10%", premium="费率约0.8‰至1.5‰")
ent("pr_basic", "Product", "安企财产基本险", ["财产基本险", "基本险", "企财基本险"], [],
    {"ownedBy": "d_prop", "soldThrough": ["ch_broker", "ch_agent"]},
    launched="2017-05", sumInsured="按固定资产账面价值", deductible="每次事故2000元", premium="费率约0.4‰至0.9‰")
ent("pr_bi", "Rider", "附加营业中断险", ["营业中断险", "利润损失险"], [],
    {"riderOf": "pr_allrisk", "ownedBy": "d_prop"}, launched="2020-02", sumInsured="最长赔偿期12个月的毛利润")

# -- channels ----------------------------------------------------------------------------------------
ent("ch_agent", "Channel", "个人代理渠道", ["个代", "代理人渠道", "个险渠道"], [],
    {"ownedBy": "d_channel"}, commissionCap="车险15%，健康险25%")
ent("ch_dealer", "Channel", "车商渠道", ["4S店渠道", "车商"], [],
    {"ownedBy": "d_channel"}, commissionCap="车险18%")
ent("ch_bank", "Channel", "银保渠道", ["银行代理渠道", "银保"], [],
    {"ownedBy": "d_channel"}, commissionCap="健康险20%，企财险12%")
ent("ch_online", "Channel", "互联网直销渠道", ["网销", "线上直销", "互联网渠道", "官网直销"], [],
    {"ownedBy": "d_channel"}, commissionCap="无手续费，推广费按年预算")
ent("ch_broker", "Channel", "经纪渠道", ["经代渠道", "经纪公司渠道"], [],
    {"ownedBy": "d_channel"}, commissionCap="企财险15%，团意险20%")

# -- systems and modules ------------------------------------------------------------------------------
ent("sys_core", "System", "核心业务系统", ["核心系统", "新核心", "承保系统"], [],
    {"systemOwner": "p_gu", "ownedBy": "d_it"}, version="5.1", goLive="2020-10")
ent("mod_uw", "Module", "智能核保模块", ["核保模块", "自动核保"], [],
    {"partOf": "sys_core", "systemOwner": "p_gu"}, version="2.3", goLive="2023-06")
ent("sys_claim", "System", "智赔理赔系统", ["智赔", "理赔系统", "智赔系统"], ["只赔系统"],
    {"systemOwner": "p_cl", "suppliedBy": "pt_zhiyan", "ownedBy": "d_claims"}, version="3.2", goLive="2021-05")
ent("mod_survey", "Module", "移动查勘模块", ["查勘APP", "移动查勘", "查勘模块"], [],
    {"partOf": "sys_claim", "systemOwner": "p_fang"}, version="3.2", goLive="2022-04")
ent("mod_assess", "Module", "智能定损模块", ["定损模块", "AI定损", "图片定损"], [],
    {"partOf": "sys_claim", "systemOwner": "p_cl", "suppliedBy": "pt_zhiyan"}, version="1.4", goLive="2024-08")
ent("sys_app", "System", "安衡展业APP", ["展业APP", "展业宝", "代理人APP"], [],
    {"systemOwner": "p_gu", "ownedBy": "d_channel"}, version="6.0", goLive="2019-03")
ent("mod_epolicy", "Module", "电子投保模块", ["电子投保", "线上投保模块"], [],
    {"partOf": "sys_app", "systemOwner": "p_gu"}, version="2.0", goLive="2024-11")
ent("sys_ticket", "System", "客服工单系统", ["工单系统", "工单平台"], [],
    {"systemOwner": "p_zx", "ownedBy": "d_cs"}, version="2.6", goLive="2020-06")
ent("sys_fraud", "System", "反欺诈风控平台", ["反欺诈平台", "风控平台", "反欺诈系统"], [],
    {"systemOwner": "p_feng", "ownedBy": "d_risk"}, version="1.8", goLive="2023-02")

# -- policies (one in two versions) and procedures --------------------------------------------------------
ent("pol_auto23", "Policy", "车险理赔管理办法2023版", ["23版理赔办法", "旧版理赔办法", "旧版车险理赔办法"], [],
    {"ownedBy": "d_claims"}, effectiveFrom="2023-01-01", version="2023版", approvalLimit="分公司核赔权限5万元")
ent("pol_auto25", "Policy", "车险理赔管理办法2025版", ["25版理赔办法", "新版理赔办法", "车险理赔办法"], [],
    {"ownedBy": "d_claims", "supersedes": "pol_auto23"}, effectiveFrom="2025-07-01", version="2025版",
    approvalLimit="分公司核赔权限10万元")
ent("pol_big", "Policy", "大额赔案审批规定", ["大额赔案规定", "大案审批规定"], [],
    {"ownedBy": "d_claims"}, effectiveFrom="2024-03-01", approvalLimit="50万元以上报总公司理赔管理部，200万元以上报分管副总")
ent("pol_fraud", "Policy", "反保险欺诈管理办法", ["反欺诈办法", "反欺诈管理办法"], [],
    {"ownedBy": "d_risk"}, effectiveFrom="2024-09-01")
ent("pol_complaint", "Policy", "客户投诉管理办法", ["投诉管理办法", "投诉办法"], [],
    {"ownedBy": "d_cs"}, effectiveFrom="2024-05-01")
ent("pol_fee", "Policy", "渠道手续费管理规定", ["手续费规定", "手续费管理规定"], [],
    {"ownedBy": "d_channel"}, effectiveFrom="2025-01-01")
ent("pol_uw", "Policy", "健康险核保规则", ["核保规则", "健康告知规则"], [],
    {"ownedBy": "d_health"}, effectiveFrom="2025-03-01")
ent("proc_fast", "Procedure", "车险小额快赔流程", ["小额快赔", "快赔流程", "快处快赔"], [],
    {"ownedBy": "d_claims"}, timeLimit="1万元以下、无人伤案件3个工作日内结案")
ent("proc_survey", "Procedure", "车险查勘定损流程", ["查勘定损流程", "定损流程"], [],
    {"ownedBy": "d_claims"}, timeLimit="城区1小时内到达现场，24小时内出具定损单")
ent("proc_health", "Procedure", "健康险理赔流程", ["医疗险理赔流程"], [],
    {"ownedBy": "d_claims"}, timeLimit="资料齐全后10个工作日内结案")
ent("proc_prop", "Procedure", "企财险报案查勘流程", ["企财险查勘流程", "企财报案流程"], [],
    {"ownedBy": "d_prop"}, timeLimit="24小时内联系客户，48小时内到达现场")
ent("proc_complaint", "Procedure", "投诉处理流程", ["投诉流程", "客诉处理流程"], [],
    {"ownedBy": "d_cs"}, timeLimit="受理后1个工作日内联系客户，10个工作日内办结")
ent("proc_cat", "Procedure", "大灾理赔应急流程", ["大灾应急流程", "巨灾理赔流程"], [],
    {"ownedBy": "d_claims"}, timeLimit="预警后2小时内启动，48小时内完成水淹车集中定损")

# -- partners and contracts ---------------------------------------------------------------------------
ent("pt_shunda", "Partner", "顺达汽车修理厂", ["顺达汽修", "顺达修理厂"], [],
    {"locatedIn": "b_lz"}, phone="0731-8820-1166")
ent("pt_hengyuan", "Partner", "恒远汽车4S店", ["恒远4S店", "恒远"], [],
    {"locatedIn": "b_yc"}, phone="0736-5510-2288")
ent("pt_huagu", "Partner", "华谷道路救援", ["华谷救援", "华谷"], [],
    {"locatedIn": "b_lz"}, phone="400-700-3355")
ent("pt_zhiyan", "Partner", "智衍科技", ["智衍"], ["知衍科技"],
    {"locatedIn": "b_lz"}, phone="0731-8765-4321")
ent("pt_kanglian", "Partner", "康联健康管理", ["康联", "康联健康"], [],
    {"locatedIn": "b_lz"}, phone="400-616-8080")
ent("pt_wancheng", "Partner", "万诚保险经纪", ["万诚经纪", "万诚"], [],
    {"locatedIn": "b_wc"}, phone="0739-3300-6677")
ent("pt_lsbank", "Partner", "岚商银行", ["岚州商业银行", "岚商行"], [],
    {"locatedIn": "b_lz"}, phone="95xxx-6")
ent("pt_jianheng", "Partner", "鉴衡公估", ["鉴衡", "鉴衡保险公估"], [],
    {"locatedIn": "b_xc"}, phone="0745-2210-9090")
ent("k_zhiyan", "Contract", "智赔系统运维合同", ["智衍运维合同", "理赔系统运维合同"], [],
    {"contractWith": "pt_zhiyan", "covers": ["sys_claim", "mod_assess"]}, amount="年费180万元", term="2025-01-01至2026-12-31")
ent("k_huagu", "Contract", "道路救援服务协议", ["救援协议", "华谷协议"], [],
    {"contractWith": "pt_huagu", "covers": "pr_anjia"}, amount="每次救援按里程结算，年度封顶600万元", term="2024-10-01至2025-09-30")
ent("k_kanglian", "Contract", "特药服务协议", ["康联协议", "特药协议"], [],
    {"contractWith": "pt_kanglian", "covers": "pr_drug"}, amount="按特药险保费的18%结算", term="2025-03-01至2027-02-28")
ent("k_bank", "Contract", "银保合作协议", ["岚商协议", "银保协议"], [],
    {"contractWith": "pt_lsbank", "covers": ["ch_bank", "pr_hk25"]}, amount="手续费按保费20%", term="2025-01-01至2025-12-31")
ent("k_wancheng", "Contract", "经纪合作协议", ["万诚协议", "经纪协议"], [],
    {"contractWith": "pt_wancheng", "covers": ["pr_allrisk", "pr_group"]}, amount="手续费企财险15%、团意险18%",
    term="2024-07-01至2026-06-30")
ent("k_jianheng", "Contract", "公估服务合同", ["鉴衡合同", "公估合同"], [],
    {"contractWith": "pt_jianheng", "covers": "pr_allrisk"}, amount="按赔款金额1.5%收费，单案封顶20万元",
    term="2025-04-01至2027-03-31")

# -- metrics ------------------------------------------------------------------------------------------
ent("m_premium", "Metric", "保费收入", ["原保费收入", "保费规模", "签单保费"], [], unit="亿元，原保险保费收入",
    target="全年85亿元")
ent("m_lr", "Metric", "赔付率", ["满期赔付率", "赔率"], ["陪付率"], unit="（已决赔款+未决赔款准备金变动）/已赚保费，%",
    target="车险≤68%")
ent("m_paid", "Metric", "赔款率", ["已决赔款率", "简单赔款率", "赔率"], [], unit="当期已决赔款/当期保费收入，%")
ent("m_cor", "Metric", "综合成本率", ["COR", "综合成本"], [], unit="赔付率+费用率，%", target="≤98%")
ent("m_exp", "Metric", "费用率", ["综合费用率"], [], unit="（手续费+业务及管理费）/已赚保费，%", target="≤30%")
ent("m_cycle", "Metric", "结案周期", ["平均结案周期", "结案时长", "结案天数"], [], unit="从报案到结案的平均自然日",
    target="车险≤12天")
ent("m_renew", "Metric", "续保率", ["车险续保率", "续转率"], [], unit="到期保单中续保的件数占比，%", target="≥65%")
ent("m_complaint", "Metric", "投诉量", ["投诉件数", "有效投诉", "客诉量"], [], unit="监管转办及自受理的有效投诉件数",
    target="亿元保费投诉量≤4件")
ent("m_avgclaim", "Metric", "案均赔款", ["件均赔款", "案均"], [], unit="已决赔款/已决件数，元")

# -- incidents ----------------------------------------------------------------------------------------
ent("inc_0718", "Incident", "7·18沅城暴雨水淹车", ["7·18暴雨", "沅城暴雨", "水淹车事件", "暴雨水淹车"], [],
    {"occurredAt": "b_yc", "involved": ["cc_yc", "pr_anjia", "proc_cat"]}, occurredOn="2025-07-18", severity="一级（大灾）",
    status="已结案", loss="报案2140件，估损约1.26亿元")
ent("inc_0809", "Incident", "8·09核心系统出单中断", ["核心系统中断", "出单中断"], [],
    {"occurredAt": "sys_core", "involved": ["sys_core", "mod_epolicy"]}, occurredOn="2025-08-09", severity="二级",
    status="已结案", loss="中断3.5小时，约4600单延迟出单")
ent("inc_0827", "Incident", "8·27梧城车险团伙骗保", ["梧城骗保案", "团伙骗保"], [],
    {"occurredAt": "b_wc", "involved": ["pr_anjia", "pt_shunda", "sys_fraud"]}, occurredOn="2025-08-27", severity="二级",
    status="已移交公安，追偿中", loss="涉案赔款约187万元")
ent("inc_0903", "Incident", "9·03惠康理赔超时投诉", ["惠康超时投诉", "理赔超时投诉"], [],
    {"occurredAt": "cc_lz", "involved": ["pr_hk25", "proc_health"]}, occurredOn="2025-09-03", severity="三级",
    status="整改中", loss="监管转办投诉37件")
ent("inc_0915", "Incident", "9·15溪城仓库火灾赔案", ["溪城火灾", "仓库火灾赔案"], [],
    {"occurredAt": "b_xc", "involved": ["pr_allrisk", "pr_bi", "pt_jianheng"]}, occurredOn="2025-09-15",
    severity="二级", status="预赔已付，定损中", loss="估损约2300万元")

# -- projects ----------------------------------------------------------------------------------------
ent("pj_claim4", "Project", "智赔4.0升级项目", ["智赔4.0", "理赔系统升级"], [],
    {"involved": ["sys_claim", "mod_assess"], "ledBy": "p_cl"}, budget="460万元", status="UAT测试中",
    deadline="2026-01")
ent("pj_callexp", "Project", "沅城客服中心扩容项目", ["客服扩容项目", "坐席扩容"], [],
    {"involved": "call_yc", "ledBy": "p_song"}, budget="210万元", status="已完成一期，新增40个坐席", deadline="2025-12")
ent("pj_fraudmodel", "Project", "车险反欺诈模型项目", ["反欺诈模型", "骗保识别模型"], [],
    {"involved": ["sys_fraud", "pr_anjia"], "ledBy": "p_feng"}, budget="150万元", status="模型已上线试运行",
    deadline="2025-12")
ent("pj_renew", "Project", "车险续保提升专项", ["续保专项", "续保提升"], [],
    {"involved": ["pr_anjia", "ch_dealer"], "ledBy": "p_wlx"}, budget="80万元", status="进行中",
    deadline="2025-12")

# -- people ------------------------------------------------------------------------------------------
PEOPLE = [
    ("p_zhao", "赵启明", ["赵总"], "男", "总经理", "org", "0731-8600-0001"),
    ("p_qian", "钱卫东", ["钱总"], "男", "副总经理（分管理赔）", "org", "0731-8600-0002"),
    ("p_wlx", "王立新", ["王经理"], "男", "车险部总经理", "d_auto", "0731-8600-1101"),
    ("p_wm", "王敏", ["王主任"], "女", "沅城理赔中心主任", "cc_yc", "0736-5500-3101"),
    ("p_lc", "刘畅", ["刘经理", "刘畅经理"], "女", "健康险部总经理", "d_health", "0731-8600-1201"),
    ("p_ljg", "刘建国", ["刘经理", "老刘"], "男", "渠道管理部总经理", "d_channel", "0731-8600-1301"),
    ("p_sun", "孙浩", ["孙经理"], "男", "企财险部总经理", "d_prop", "0731-8600-1401"),
    ("p_zl", "周岚", ["周部长"], "女", "理赔管理部总经理", "d_claims", "0731-8600-1501"),
    ("p_wu", "吴磊", ["吴经理"], "男", "信息科技部总经理", "d_it", "0731-8600-1601"),
    ("p_zx", "郑晓", ["郑经理"], "女", "客户服务部总经理", "d_cs", "0731-8600-1701"),
    ("p_feng", "冯涛", ["冯经理"], "男", "风险合规部总经理", "d_risk", "0731-8600-1801"),
    ("p_csy", "陈思远", ["陈总监", "陈精算"], "男", "总精算师兼财务精算部总经理", "d_fin", "0731-8600-1901"),
    ("p_yf", "杨帆", ["杨经理"], "男", "运营管理部总经理", "d_ops", "0731-8600-2001"),
    ("p_he", "何晓明", ["何总"], "男", "岚州分公司总经理", "b_lz", "0731-8611-0001"),
    ("p_tang", "唐韵", ["唐总"], "女", "沅城分公司总经理", "b_yc", "0736-5511-0001"),
    ("p_luo", "罗斌", ["罗经理"], "男", "沅城东支公司经理", "b_ycd", "0736-5520-0001"),
    ("p_xie", "谢婷", ["谢总"], "女", "梧城分公司总经理", "b_wc", "0739-3311-0001"),
    ("p_han", "韩峰", ["韩总"], "男", "溪城分公司总经理", "b_xc", "0745-2200-0001"),
    ("p_jiang", "蒋涛", ["蒋主任"], "男", "岚州理赔中心主任", "cc_lz", "0731-8630-3101"),
    ("p_xu", "许静", ["许主任"], "女", "梧城理赔中心主任", "cc_wc", "0739-3330-3101"),
    ("p_song", "宋佳", ["宋主任"], "女", "沅城客服中心主任", "call_yc", "0736-5540-4101"),
    ("p_du", "杜鹏", ["杜主任"], "男", "岚州客服中心主任", "call_lz", "0731-8640-4101"),
    ("p_cl", "程亮", ["程工"], "男", "智赔理赔系统负责人", "d_it", "0731-8600-1611"),
    ("p_fang", "方琳", ["方工"], "女", "移动查勘模块负责人", "d_it", "0731-8600-1612"),
    ("p_gu", "顾超", ["顾工"], "男", "核心业务系统负责人", "d_it", "0731-8600-1613"),
    ("p_pan", "潘立", ["潘经理"], "男", "智衍科技项目经理", "pt_zhiyan", "0731-8765-4300"),
]
for pid, name, alts, gender, title, unit, phone in PEOPLE:
    prop = "worksFor" if unit.startswith("pt_") else "memberOf"
    ent(pid, "Person", name, alts, [], {prop: unit}, gender=gender, jobTitle=title, phone=phone)
