"""澜江地铁（虚构）运营知识库的图谱：类、属性、实体，全部是字面量。

make_bundle.py 把这些表写成 ontology.ttl；build_docs.py 和 cases.py 引用这里的实体 id。
所有名称、人物、数字和事件都是虚构的。
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/lanjiang-metro#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("公司", ["运营公司", "集团"], None),
    "Department": ("部门", ["中心", "部"], None),
    "Line": ("线路", ["地铁线", "号线", "这条线"], None),
    "LineSection": ("延伸段", ["延长线", "延伸线", "区段"], "Line"),
    "Station": ("车站", ["站", "地铁站", "站点"], None),
    "InterchangeStation": ("换乘站", ["换乘车站", "换乘枢纽"], "Station"),
    "Depot": ("车辆段", ["停车场", "段场", "基地", "段"], None),
    "RollingStock": ("车型", ["电客车", "列车车型", "车"], None),
    "System": ("系统", ["平台", "软件", "设备系统"], None),
    "Module": ("模块", ["子系统", "功能模块"], "System"),
    "Regulation": ("规章", ["规定", "办法", "制度", "规则", "规程"], None),
    "Procedure": ("作业指导书", ["流程", "作业程序", "处置流程", "SOP"], None),
    "EmergencyPlan": ("应急预案", ["预案"], None),
    "Supplier": ("供应商", ["厂家", "厂商", "承包商", "乙方"], None),
    "Contract": ("合同", ["维保合同", "服务合同", "协议"], None),
    "Person": ("人员", ["员工", "同事", "负责人", "领导"], None),
    "Metric": ("指标", ["KPI", "考核指标", "数据"], None),
    "Incident": ("事件", ["故障", "事故", "运营事件"], None),
    "Project": ("项目", ["工程", "改造项目"], None),
}

# object properties: id -> (label, aliases)
OBJECT_PROPERTIES = {
    "partOf": ("隶属于", ["属于", "所属", "上级"]),
    "onLine": ("所属线路", ["线路", "哪条线"]),
    "serves": ("服务线路", ["负责哪条线", "承担"]),
    "ledBy": ("负责人", ["主任", "站长", "段长", "部长", "经理", "谁管"]),
    "systemOwner": ("系统负责人", ["系统管理员", "归口负责人", "谁负责"]),
    "docOwner": ("归口部门", ["编制部门", "主管部门", "牵头部门"]),
    "memberOf": ("所在部门", ["部门", "哪个部门"]),
    "worksFor": ("任职单位", ["所在公司", "哪家公司"]),
    "suppliedBy": ("供应商", ["厂家", "谁家的", "谁供货"]),
    "usedOn": ("应用线路", ["用在", "装在", "哪些线在用"]),
    "usesStock": ("运用车型", ["用的车", "跑的车型"]),
    "supersedes": ("替代", ["取代", "上一版", "旧版"]),
    "contractWith": ("签约方", ["乙方", "承包商"]),
    "covers": ("维保范围", ["合同标的", "覆盖"]),
    "occurredAt": ("发生地点", ["在哪", "地点"]),
    "involved": ("涉及", ["相关", "影响"]),
    "governedBy": ("依据", ["按照", "执行"]),
    "measures": ("统计范围", ["考核对象"]),
}

# datatype properties: id -> (label, aliases)
DATA_PROPERTIES = {
    "opened": ("开通日期", ["开通时间", "哪年开通", "开通"]),
    "lengthKm": ("线路长度", ["长度", "多长", "公里数"]),
    "stationCount": ("车站数", ["几个站", "站点数"]),
    "dailyFlow": ("日均进出站量", ["进出站量", "站客流"]),
    "capacity": ("定员", ["载客量", "能拉多少人", "容量"]),
    "cars": ("编组", ["几节", "车厢数"]),
    "maxSpeed": ("最高速度", ["时速", "最高时速", "速度"]),
    "tracks": ("停车列位", ["列位", "能停多少列", "规模"]),
    "version": ("版本", ["版本号", "当前版本"]),
    "goLive": ("上线日期", ["上线时间", "什么时候上线"]),
    "effectiveFrom": ("施行日期", ["生效日期", "什么时候实施", "实施日期"]),
    "amount": ("合同金额", ["金额", "多少钱", "费用"]),
    "term": ("合同期限", ["期限", "到期", "有效期"]),
    "budget": ("项目预算", ["预算", "投资", "总投资"]),
    "target": ("目标值", ["考核目标", "目标", "标准"]),
    "unit": ("计量单位", ["口径", "单位"]),
    "gender": ("性别", []),
    "jobTitle": ("职务", ["岗位", "职位", "头衔"]),
    "phone": ("联系电话", ["电话", "分机"]),
    "occurredOn": ("发生时间", ["日期", "哪天"]),
    "severity": ("事件等级", ["等级", "级别", "定级"]),
    "status": ("状态", ["进展", "结案了没"]),
    "impact": ("影响", ["影响时长", "晚点列次"]),
}

# Entities: id -> dict(cls, label, alt=[...], hidden=[...], edges={prop: id | [ids]}, attrs={prop: value})
E = bundlekit.Entities()
ent = E.add


# -- company, departments ----------------------------------------------------------------------
ent("org_ljm", "Organisation", "澜江地铁运营有限公司", ["澜江地铁", "运营公司", "澜铁运营"], ["澜江地体"])
ent("dept_occ", "Department", "调度指挥中心", ["OCC", "控制中心", "调度中心"], [],
    {"partOf": "org_ljm", "ledBy": "p_ln"})
ent("dept_ky", "Department", "客运部", ["客运管理部"], [], {"partOf": "org_ljm", "ledBy": "p_wm"})
ent("dept_cl", "Department", "车辆部", ["车辆中心"], [], {"partOf": "org_ljm", "ledBy": "p_cg"})
ent("dept_tx", "Department", "通号部", ["通信信号部", "通号中心"], [], {"partOf": "org_ljm", "ledBy": "p_zh"})
ent("dept_gd", "Department", "供电部", ["供电中心"], [], {"partOf": "org_ljm", "ledBy": "p_wb"})
ent("dept_gw", "Department", "工务部", ["工务中心"], [], {"partOf": "org_ljm"})
ent("dept_aq", "Department", "安全质量部", ["安质部", "安质"], [], {"partOf": "org_ljm", "ledBy": "p_zw"})
ent("dept_it", "Department", "信息技术部", ["信息部", "信息中心"], [], {"partOf": "org_ljm"})
ent("dept_cg", "Department", "物资采购部", ["采购部", "物资部"], [], {"partOf": "org_ljm"})

# -- lines and sections ------------------------------------------------------------------------
ent("line_1", "Line", "1号线", ["地铁1号线", "一号线", "L1"], ["1好线"],
    {"usesStock": "rs_a6"}, opened="2012-06-28", lengthKm="31.6", stationCount="24")
ent("line_1n", "LineSection", "1号线北延段", ["北延段", "1号线北延"], [],
    {"partOf": "line_1", "usesStock": "rs_a6"}, opened="2024-12-26", lengthKm="8.2", stationCount="5")
ent("line_2", "Line", "2号线", ["地铁2号线", "二号线", "L2"], [],
    {"usesStock": "rs_b6"}, opened="2015-09-30", lengthKm="27.4", stationCount="21")
ent("line_3", "Line", "3号线", ["地铁3号线", "三号线", "L3"], ["3好线"],
    {"usesStock": ["rs_b6", "rs_b6a"]}, opened="2018-12-28", lengthKm="29.9", stationCount="22")
ent("line_3e", "LineSection", "3号线东延段", ["东延段", "3号线东延", "三号线东延段"], ["3号线东沿段"],
    {"partOf": "line_3", "usesStock": "rs_b6a"}, opened="2025-06-30", lengthKm="9.6", stationCount="6")
ent("line_5", "Line", "5号线", ["地铁5号线", "五号线", "L5"], [],
    {"usesStock": "rs_b6"}, opened="2021-12-30", lengthKm="24.1", stationCount="18")
ent("line_apx", "Line", "机场快线", ["机场线", "快线"], ["机场快綫"],
    {"usesStock": "rs_d4"}, opened="2019-09-28", lengthKm="38.5", stationCount="7")

# -- stations ------------------------------------------------------------------------------------
ent("st_jxgc", "InterchangeStation", "江心广场站", ["江心广场", "江心站"], ["江心光场站"],
    {"onLine": ["line_1", "line_2"], "ledBy": "p_st"}, dailyFlow="14.6万人次", opened="2012-06-28")
ent("st_beihu", "Station", "北湖站", ["北湖"], [], {"onLine": "line_1"}, dailyFlow="3.2万人次", opened="2012-06-28")
ent("st_bjl", "Station", "滨江路站", ["滨江路"], [], {"onLine": "line_1"}, dailyFlow="4.1万人次", opened="2012-06-28")
ent("st_ljd", "InterchangeStation", "澜江东站", ["澜江东", "火车东站"], [],
    {"onLine": ["line_1", "line_3"]}, dailyFlow="11.8万人次", opened="2012-06-28")
ent("st_nanmen", "InterchangeStation", "南门站", ["南门"], [], {"onLine": ["line_2", "line_5"]},
    dailyFlow="9.7万人次", opened="2015-09-30")
ent("st_xiling", "Station", "西岭站", ["西岭"], [], {"onLine": "line_2"}, dailyFlow="2.6万人次", opened="2015-09-30")
ent("st_dg", "Station", "东港站", ["东港"], [], {"onLine": "line_3", "ledBy": "p_zj"},
    dailyFlow="5.3万人次", opened="2018-12-28")
ent("st_dgxc", "Station", "东港新城站", ["东港新城", "新城站"], [], {"onLine": "line_3e"},
    dailyFlow="1.9万人次", opened="2025-06-30")
ent("st_cq", "Station", "长桥站", ["长桥"], [], {"onLine": "line_3e"}, dailyFlow="1.2万人次", opened="2025-06-30")
ent("st_tyzx", "Station", "体育中心站", ["体育中心", "体育馆站"], ["体育中新站"], {"onLine": "line_3"},
    dailyFlow="3.9万人次", opened="2018-12-28")
ent("st_hzzx", "InterchangeStation", "会展中心站", ["会展中心", "会展站"], [],
    {"onLine": ["line_3", "line_apx"]}, dailyFlow="6.4万人次", opened="2018-12-28")
ent("st_airport", "Station", "机场站", ["机场", "T2站"], [], {"onLine": "line_apx"},
    dailyFlow="2.8万人次", opened="2019-09-28")
ent("st_kxc", "Station", "科学城站", ["科学城"], [], {"onLine": "line_5"}, dailyFlow="3.4万人次", opened="2021-12-30")
ent("st_kxcb", "Station", "科学城北站", ["科学城北"], [], {"onLine": "line_5"},
    dailyFlow="1.6万人次", opened="2021-12-30")

# -- depots ---------------------------------------------------------------------------------------
ent("dep_beihu", "Depot", "北湖车辆段", ["北湖段", "1号线车辆段"], ["北湖车辆断"],
    {"serves": "line_1", "ledBy": "p_ly"}, tracks="36", opened="2012-03-01")
ent("dep_xiling", "Depot", "西岭车辆段", ["西岭段", "2号线车辆段"], [], {"serves": "line_2"}, tracks="28",
    opened="2015-06-01")
ent("dep_dg", "Depot", "东港车辆段", ["东港段", "3号线车辆段"], [], {"serves": "line_3", "ledBy": "p_lt"},
    tracks="32", opened="2018-09-01")
ent("dep_cq", "Depot", "长桥停车场", ["长桥场", "东延段停车场"], [], {"serves": "line_3e", "partOf": "dep_dg"},
    tracks="12", opened="2025-05-20")
ent("dep_kxc", "Depot", "科学城车辆段", ["科学城段", "5号线车辆段"], [], {"serves": ["line_5", "line_apx"]},
    tracks="30", opened="2021-09-01")

# -- rolling stock -------------------------------------------------------------------------------
ent("rs_a6", "RollingStock", "A6型车", ["A6", "A型车"], [], {"suppliedBy": "sup_jc"},
    capacity="1860人", cars="6节", maxSpeed="80公里/小时", opened="2012")
ent("rs_b6", "RollingStock", "B6型车", ["B6", "B型车"], [], {"suppliedBy": "sup_jc"},
    capacity="1440人", cars="6节", maxSpeed="80公里/小时", opened="2015")
ent("rs_b6a", "RollingStock", "B6A型车", ["B6A", "B6改进型"], ["B6-A"], {"suppliedBy": "sup_jc", "supersedes": "rs_b6"},
    capacity="1480人", cars="6节", maxSpeed="100公里/小时", opened="2025")
ent("rs_d4", "RollingStock", "D4型市域车", ["D4", "市域车"], [], {"suppliedBy": "sup_jc"},
    capacity="920人", cars="4节", maxSpeed="160公里/小时", opened="2019")

# -- systems and modules ---------------------------------------------------------------------------
ent("sys_tcs", "System", "TCS-3000信号系统", ["TCS-3000", "TCS3000", "信号系统", "CBTC系统", "CBTC"], ["TSC-3000"],
    {"suppliedBy": "sup_hx", "systemOwner": "p_wl", "usedOn": ["line_1", "line_2", "line_3", "line_3e", "line_5"]},
    version="3.2", goLive="2012-06-28")
ent("mod_ats", "Module", "ATS子系统", ["ATS", "列车自动监控系统"], [],
    {"partOf": "sys_tcs", "systemOwner": "p_ln", "suppliedBy": "sup_hx"}, version="3.2.4", goLive="2012-06-28")
ent("mod_cbi", "Module", "计算机联锁子系统", ["计算机联锁", "联锁", "CBI"], [],
    {"partOf": "sys_tcs", "systemOwner": "p_yf", "suppliedBy": "sup_hx"}, version="2.8", goLive="2012-06-28")
ent("sys_afc", "System", "AFC系统", ["AFC", "自动售检票系统", "售检票系统"], ["ACF系统"],
    {"suppliedBy": "sup_pt", "systemOwner": "p_zk"}, version="5.1", goLive="2012-06-28")
ent("mod_qr", "Module", "乘车码模块", ["乘车码", "扫码过闸", "二维码过闸"], [],
    {"partOf": "sys_afc", "systemOwner": "p_lc", "suppliedBy": "sup_pt"}, version="2.3", goLive="2019-05-01")
ent("sys_iscs", "System", "综合监控系统", ["ISCS", "综合监控"], [],
    {"suppliedBy": "sup_hy", "systemOwner": "p_ln"}, version="6.0", goLive="2018-12-28")
ent("sys_pis", "System", "乘客信息系统", ["PIS", "乘客信息屏"], [],
    {"suppliedBy": "sup_hy", "systemOwner": "p_wm"}, version="2.4", goLive="2015-09-30")
ent("sys_eam", "System", "EAM设备维修管理系统", ["EAM", "EAM系统", "设备维修系统"], ["EMA系统"],
    {"systemOwner": "p_cxw"}, version="4.2", goLive="2020-03-01")
ent("mod_wo", "Module", "EAM工单模块", ["工单模块", "维修工单"], [],
    {"partOf": "sys_eam", "systemOwner": "p_cxw"}, version="4.2", goLive="2020-03-01")
ent("sys_psd", "System", "站台门系统", ["屏蔽门系统", "站台门", "屏蔽门", "PSD"], [],
    {"suppliedBy": "sup_am", "systemOwner": "p_xl"}, version="1.9", goLive="2012-06-28")
ent("sys_cs", "System", "客服工单平台", ["热线工单平台", "客服平台"], [],
    {"systemOwner": "p_zl"}, version="3.0", goLive="2023-04-01")

# -- regulations, procedures, emergency plans ---------------------------------------------------------
ent("reg_xg2025", "Regulation", "行车组织规则2025版", ["新版行规", "2025版行规", "行规"], [],
    {"supersedes": "reg_xg2023", "docOwner": "dept_occ"}, version="2025版", effectiveFrom="2025-07-01")
ent("reg_xg2023", "Regulation", "行车组织规则2023版", ["旧版行规", "2023版行规", "老行规"], [],
    {"docOwner": "dept_occ"}, version="2023版", effectiveFrom="2023-03-01")
ent("reg_kyzz", "Regulation", "客运组织管理办法", ["客运管理办法"], [], {"docOwner": "dept_ky"},
    version="2024版", effectiveFrom="2024-05-01")
ent("reg_ts", "Regulation", "乘客投诉管理办法", ["投诉管理办法", "投诉办法"], [], {"docOwner": "dept_ky"},
    version="2024版", effectiveFrom="2024-01-01")
ent("reg_sg", "Regulation", "施工检修管理规定", ["施工管理规定", "施工规定"], [], {"docOwner": "dept_occ"},
    version="2025版", effectiveFrom="2025-02-01")
ent("reg_aq", "Regulation", "安全生产责任制规定", ["安全责任制"], [], {"docOwner": "dept_aq"},
    version="2022版", effectiveFrom="2022-01-01")
ent("proc_qk", "Procedure", "列车清客作业指导书", ["清客作业指导书", "清客流程"], [],
    {"docOwner": "dept_ky", "governedBy": "reg_xg2025"}, version="V3", effectiveFrom="2025-07-01")
ent("proc_psd", "Procedure", "站台门故障处置流程", ["站台门故障处置", "屏蔽门故障处理流程"], [],
    {"docOwner": "dept_tx", "governedBy": "reg_xg2025"}, version="V2", effectiveFrom="2024-08-01")
ent("proc_ts", "Procedure", "乘客投诉处理流程", ["投诉处理流程", "投诉流程"], [],
    {"docOwner": "dept_ky", "governedBy": "reg_ts"}, version="V4", effectiveFrom="2024-01-01")
ent("proc_dc", "Procedure", "道岔故障处置作业指导书", ["道岔故障处置", "道岔作业指导书"], [],
    {"docOwner": "dept_tx", "governedBy": "reg_xg2025"}, version="V2", effectiveFrom="2025-07-01")
ent("proc_jy", "Procedure", "故障列车救援作业程序", ["救援作业程序", "列车救援流程"], [],
    {"docOwner": "dept_occ", "governedBy": "reg_xg2025"}, version="V5", effectiveFrom="2025-07-01")
ent("plan_dkl", "EmergencyPlan", "大客流应急预案", ["大客流预案"], [], {"docOwner": "dept_ky"},
    version="2024版", effectiveFrom="2024-06-01")
ent("plan_fx", "EmergencyPlan", "防汛应急预案", ["防汛预案"], [], {"docOwner": "dept_aq"},
    version="2025版", effectiveFrom="2025-04-15")
ent("plan_sig", "EmergencyPlan", "信号系统故障应急预案", ["信号故障预案"], [], {"docOwner": "dept_occ"},
    version="2023版", effectiveFrom="2023-06-01")

# -- suppliers and contracts -----------------------------------------------------------------------
ent("sup_hx", "Supplier", "华信轨道技术有限公司", ["华信", "华信轨道"], ["华新轨道"])
ent("sup_jc", "Supplier", "江城轨道车辆有限公司", ["江城车辆", "江城轨道"], [])
ent("sup_pt", "Supplier", "票通科技股份有限公司", ["票通", "票通科技"], [])
ent("sup_am", "Supplier", "安门科技有限公司", ["安门", "安门科技"], [])
ent("sup_hy", "Supplier", "恒远智控有限公司", ["恒远", "恒远智控"], [])
ent("sup_ld", "Supplier", "澜电工程有限公司", ["澜电", "澜电工程"], [])
ent("sup_yj", "Supplier", "优洁物业服务有限公司", ["优洁", "优洁物业"], [])
ent("ct_tcs", "Contract", "TCS信号系统维保合同", ["信号维保合同", "华信维保合同"], [],
    {"contractWith": "sup_hx", "covers": "sys_tcs"}, amount="3860万元", term="2024-01-01至2026-12-31")
ent("ct_afc", "Contract", "AFC系统维保合同", ["AFC维保合同", "票通维保合同"], [],
    {"contractWith": "sup_pt", "covers": "sys_afc"}, amount="1240万元", term="2025-01-01至2025-12-31")
ent("ct_psd", "Contract", "站台门维保合同", ["屏蔽门维保合同", "安门维保合同"], [],
    {"contractWith": "sup_am", "covers": "sys_psd"}, amount="960万元", term="2023-07-01至2026-06-30")
ent("ct_clean", "Contract", "车站保洁服务合同", ["保洁合同"], [],
    {"contractWith": "sup_yj"}, amount="2150万元", term="2024-04-01至2027-03-31")

# -- people -------------------------------------------------------------------------------------
PEOPLE = [
    # id, name, aliases, gender, job title, department or employer, phone
    ("p_wjg", "王建国", ["王总"], "男", "总经理", "org_ljm", "8801"),
    ("p_wl", "王磊", ["王工"], "男", "信号专业主管工程师", "dept_tx", "8632"),
    ("p_wm", "王敏", ["王经理"], "女", "客运部经理", "dept_ky", "8410"),
    ("p_ln", "李娜", ["李主任"], "女", "调度指挥中心主任", "dept_occ", "8201"),
    ("p_cg", "陈刚", ["陈部长"], "男", "车辆部部长", "dept_cl", "8501"),
    ("p_cxw", "陈晓雯", ["晓雯"], "女", "EAM系统负责人", "dept_it", "8716"),
    ("p_zw", "张伟", ["张经理"], "男", "安全质量部经理", "dept_aq", "8301"),
    ("p_zl", "赵丽", ["赵主管"], "女", "投诉处理主管", "dept_ky", "8433"),
    ("p_ly", "刘洋", ["刘段长"], "男", "北湖车辆段段长", "dept_cl", "8560"),
    ("p_lt", "刘婷", ["刘段长"], "女", "东港车辆段段长", "dept_cl", "8580"),
    ("p_st", "孙涛", ["孙站长"], "男", "江心广场站站长", "dept_ky", "8451"),
    ("p_zj", "周静", ["周站长"], "女", "东港站站长", "dept_ky", "8472"),
    ("p_wb", "吴斌", ["吴部长"], "男", "供电部部长", "dept_gd", "8601"),
    ("p_zk", "郑凯", ["郑工"], "男", "AFC系统负责人", "dept_it", "8722"),
    ("p_hl", "黄蕾", [], "女", "合同主管", "dept_cg", "8905"),
    ("p_mj", "马骏", [], "男", "华信驻场项目经理", "sup_hx", "13900001234"),
    ("p_yf", "杨帆", ["杨班长"], "男", "联锁工班长", "dept_tx", "8645"),
    ("p_lc", "林晨", [], "女", "乘车码产品经理", "dept_it", "8731"),
    ("p_xl", "徐亮", ["徐工"], "男", "站台门专业工程师", "dept_tx", "8650"),
    ("p_zh", "周宏", ["周部长"], "男", "通号部部长", "dept_tx", "8631"),
]
for pid, name, alts, gender, title, unit, phone in PEOPLE:
    rel = "worksFor" if unit.startswith(("sup_", "org_")) else "memberOf"
    ent(pid, "Person", name, alts, [], {rel: unit}, gender=gender, jobTitle=title, phone=phone)

# -- metrics ------------------------------------------------------------------------------------------
ent("met_zd", "Metric", "列车正点率", ["正点率", "准点率"], ["正点律"], {"measures": "org_ljm"}, unit="%", target="≥99.80%")
ent("met_dx", "Metric", "运行图兑现率", ["兑现率", "图定兑现率"], [], {"measures": "org_ljm"}, unit="%", target="≥99.90%")
ent("met_kyl", "Metric", "日均客运量", ["客运量", "客流量", "日均客流"], [], {"measures": "org_ljm"},
    unit="万人次/日", target="全网≥220万人次/日")
ent("met_clgz", "Metric", "车辆故障率", ["故障率", "车辆万公里故障率"], [], {"measures": "dept_cl"},
    unit="次/万车公里", target="≤0.30")
ent("met_xhgz", "Metric", "信号故障率", ["故障率", "信号设备故障率"], [], {"measures": "dept_tx"},
    unit="次/百万列公里", target="≤1.5")
ent("met_psdgz", "Metric", "站台门故障率", ["屏蔽门故障率"], [], {"measures": "dept_tx"},
    unit="次/万次开关门", target="≤0.05")
ent("met_qk", "Metric", "清客次数", ["清客列次"], [], {"measures": "dept_occ"}, unit="列次", target="每线每月≤5")
ent("met_jy", "Metric", "列车救援次数", ["救援次数", "救援列次"], [], {"measures": "dept_occ"}, unit="次", target="全网每季≤2")
ent("met_ts", "Metric", "乘客有效投诉量", ["有效投诉量", "投诉量", "有效投诉"], [], {"measures": "dept_ky"},
    unit="件", target="百万人次有效投诉≤0.6件")

# -- incidents ---------------------------------------------------------------------------------------
ent("inc_0815", "Incident", "8·15北湖站道岔故障", ["北湖站道岔故障", "8.15道岔故障"], [],
    {"occurredAt": "st_beihu", "involved": ["line_1", "mod_cbi"]},
    occurredOn="2025-08-15", severity="一般C类", impact="晚点列次23列，最长晚点14分钟", status="已结案")
ent("inc_0903", "Incident", "3号线9·03信号中断", ["9·03信号中断", "3号线信号中断", "9.3信号中断"], [],
    {"occurredAt": "line_3", "involved": ["sys_tcs", "mod_ats"]},
    occurredOn="2025-09-03", severity="一般B类", impact="中断47分钟，清客6列", status="整改中")
ent("inc_0722", "Incident", "7·22江心广场站大客流", ["江心广场大客流", "7.22大客流"], [],
    {"occurredAt": "st_jxgc", "involved": "plan_dkl"},
    occurredOn="2025-07-22", severity="未定级", impact="限流95分钟", status="已结案")
ent("inc_0918", "Incident", "9·18东港新城站站台门故障", ["东港新城站台门故障", "9.18站台门故障"], [],
    {"occurredAt": "st_dgxc", "involved": ["sys_psd", "line_3e"]},
    occurredOn="2025-09-18", severity="一般C类", impact="晚点列次9列", status="整改中")
ent("inc_0828", "Incident", "2号线8·28列车救援", ["8·28列车救援", "2号线救援事件", "8.28救援"], [],
    {"occurredAt": "line_2", "involved": "rs_b6"},
    occurredOn="2025-08-28", severity="一般B类", impact="救援用时38分钟，晚点列次31列", status="已结案")

# -- projects -----------------------------------------------------------------------------------------
ent("prj_sig", "Project", "1号线信号改造项目", ["1号线信号改造", "信号改造项目"], [],
    {"involved": ["line_1", "sys_tcs"], "suppliedBy": "sup_hx", "ledBy": "p_wl"},
    budget="2.6亿元", status="实施中，计划2026年10月完工")
ent("prj_afc", "Project", "AFC云平台升级项目", ["AFC云平台", "云平台升级"], [],
    {"involved": "sys_afc", "suppliedBy": "sup_pt", "ledBy": "p_zk"},
    budget="4800万元", status="联调中，计划2025年11月上线")
ent("prj_bh", "Project", "北湖车辆段扩建项目", ["北湖段扩建"], [],
    {"involved": "dep_beihu", "ledBy": "p_ly"}, budget="3.1亿元", status="主体施工，计划2026年6月完工")
