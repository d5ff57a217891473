"""澜江港务集团（虚构）生产运营知识库的图谱：类、属性、实体，全部是字面量。

make_bundle.py 把这些表写成 ontology.ttl；build_docs.py 和 cases.py 引用这里的实体 id。
所有名称、人物、数字和事件都是虚构的。
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/lanjiang-port#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Company": ("公司", ["集团", "码头公司", "合资公司"], None),
    "Terminal": ("作业区", ["码头", "港区", "作业区域"], None),
    "Berth": ("泊位", ["靠泊位", "码头泊位"], None),
    "Yard": ("堆场", ["场地", "箱区", "货场"], None),
    "Gate": ("闸口", ["卡口", "道口"], None),
    "Equipment": ("设备", ["机械", "装卸设备", "港机"], None),
    "QuayCrane": ("岸桥", ["桥吊", "岸边集装箱起重机", "QC"], "Equipment"),
    "YardCrane": ("场桥", ["轮胎吊", "轨道吊", "龙门吊", "RTG"], "Equipment"),
    "Customer": ("客户", ["货主", "客户单位"], None),
    "ShippingLine": ("船公司", ["班轮公司", "航运公司", "船东", "承运人"], "Customer"),
    "Route": ("航线", ["班轮航线", "航班"], None),
    "System": ("系统", ["平台", "软件"], None),
    "Module": ("模块", ["功能模块", "子系统"], "System"),
    "Policy": ("制度", ["管理办法", "办法", "规定", "管理规定"], None),
    "Procedure": ("规程", ["作业规程", "操作规程", "流程", "作业指导书", "SOP"], None),
    "Incident": ("事故", ["事件", "险情", "安全事故"], None),
    "Supplier": ("供应商", ["厂家", "服务商", "维保单位", "承包商"], None),
    "Contract": ("合同", ["协议", "服务合同"], None),
    "Department": ("部门", ["部", "中心", "队", "班组"], None),
    "Person": ("人员", ["员工", "同事", "负责人"], None),
    "Metric": ("指标", ["KPI", "考核指标", "生产指标"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("隶属于", ["属于", "上级", "归属"]),
    "operatedBy": ("经营单位", ["哪家公司经营", "运营方", "谁在经营"]),
    "inTerminal": ("所在作业区", ["在哪个作业区", "属于哪个码头"]),
    "ledBy": ("负责人", ["经理", "主任", "队长", "主管", "谁管"]),
    "memberOf": ("所在部门", ["哪个部门"]),
    "worksFor": ("任职单位", ["哪家单位", "哪家公司的人"]),
    "systemOwner": ("系统负责人", ["系统管理员", "谁负责系统"]),
    "docOwner": ("归口部门", ["主管部门", "制定部门", "谁定的"]),
    "manufacturer": ("制造商", ["哪家造的", "生产厂家"]),
    "maintainedBy": ("维保单位", ["谁维保", "维保厂家", "维修单位"]),
    "suppliedBy": ("开发商", ["谁开发的", "软件厂家"]),
    "runBy": ("承运船公司", ["哪家船公司", "谁家的航线"]),
    "callsAt": ("挂靠作业区", ["靠哪个码头", "挂靠"]),
    "contractWith": ("签约方", ["乙方", "跟谁签的"]),
    "covers": ("合同范围", ["合同标的", "覆盖"]),
    "occurredAt": ("发生地点", ["在哪出的事", "地点"]),
    "involved": ("涉及", ["相关", "涉及设备"]),
    "supersedes": ("替代", ["取代", "上一版"]),
}

DATA_PROPERTIES = {
    "berthLength": ("泊位长度", ["岸线长度", "多长"]),
    "depth": ("前沿水深", ["水深", "吃水"]),
    "berthClass": ("靠泊等级", ["能靠多大的船", "吨级"]),
    "capacity": ("设计通过能力", ["设计能力", "通过能力"]),
    "storage": ("堆存能力", ["堆存量", "箱位数", "能放多少"]),
    "lanes": ("通道数", ["几条道", "车道数"]),
    "hours": ("开放时间", ["几点开", "营业时间"]),
    "ratedLoad": ("额定起重量", ["起重量", "吊多重"]),
    "outreach": ("外伸距", ["伸距"]),
    "commissioned": ("投产日期", ["哪年投产", "投用时间", "投产时间"]),
    "remote": ("控制方式", ["是不是远控", "远控"]),
    "schedule": ("班期", ["每周几", "几天一班"]),
    "vesselSize": ("船型", ["多大的船", "船舶规模"]),
    "version": ("版本", ["版本号", "几版"]),
    "goLive": ("上线日期", ["什么时候上线", "上线时间"]),
    "effectiveFrom": ("施行日期", ["生效日期", "什么时候生效", "实施时间"]),
    "windLimit": ("停止作业风力", ["几级风停工", "风速限制"]),
    "amount": ("合同金额", ["金额", "多少钱", "费用"]),
    "term": ("合同期限", ["期限", "到期", "有效期"]),
    "target": ("目标值", ["目标", "考核目标"]),
    "unit": ("统计口径", ["口径", "单位", "怎么算"]),
    "gender": ("性别", []),
    "jobTitle": ("职务", ["岗位", "职位"]),
    "phone": ("联系电话", ["电话", "分机", "手机"]),
    "occurredOn": ("发生时间", ["哪天", "日期"]),
    "severity": ("事故等级", ["等级", "定级", "几级"]),
    "casualties": ("伤亡情况", ["有没有人受伤", "伤亡"]),
    "loss": ("直接经济损失", ["损失", "损失多少"]),
    "status": ("整改状态", ["进展", "结案没有", "整改到哪了"]),
    "founded": ("成立日期", ["哪年成立"]),
    "share": ("持股比例", ["股比", "占股"]),
}

E = bundlekit.Entities()
ent = E.add


# -- companies -----------------------------------------------------------------------------------
ent("org", "Company", "澜江港务集团有限公司", ["澜江港务集团", "澜港集团", "澜江港务", "集团公司"], ["兰江港务"],
    founded="1998-06")
ent("co_bct", "Company", "北港集装箱码头有限公司", ["北港公司", "北集码头", "BCT"], [],
    {"partOf": "org", "ledBy": "p_zhf"}, founded="2006-03", share="集团全资")
ent("co_bict", "Company", "北港国际集装箱码头有限公司", ["北港公司", "北港国际", "BICT"], ["北港国记"],
    {"partOf": "org", "ledBy": "p_lh"}, founded="2019-11", share="集团51%，海澜航运49%")
ent("co_xw", "Company", "西湾散货码头有限公司", ["西湾公司", "西湾散货公司"], [],
    {"partOf": "org", "ledBy": "p_qs"}, founded="2011-08", share="集团全资")

# -- terminals (作业区) -----------------------------------------------------------------------------
ent("t_bg", "Terminal", "北港作业区", ["北港", "北港一期", "北港码头", "BG"], [],
    {"operatedBy": "co_bct", "ledBy": "p_zhf"}, capacity="年通过能力260万TEU", commissioned="2006-09")
ent("t_bg2", "Terminal", "北港二期作业区", ["北港二期", "二期", "二期码头", "北二期", "BG2"], ["北港2期"],
    {"operatedBy": "co_bict", "ledBy": "p_lh"}, capacity="年通过能力180万TEU", commissioned="2022-06")
ent("t_xw", "Terminal", "西湾作业区", ["西湾", "西湾散货码头", "西湾码头"], ["西弯"],
    {"operatedBy": "co_xw", "ledBy": "p_qs"}, capacity="年通过能力3500万吨", commissioned="2012-05")
ent("t_nz", "Terminal", "南嘴作业区", ["南嘴", "南嘴码头", "内贸码头"], ["南咀"],
    {"operatedBy": "org", "ledBy": "p_fj"}, capacity="年通过能力90万TEU", commissioned="2001-10")

# -- berths -----------------------------------------------------------------------------------------
BERTHS = [
    ("b_bg1", "北港1号泊位", ["北1泊位", "N1泊位"], "t_bg", "350米", "15.5米", "10万吨级"),
    ("b_bg2", "北港2号泊位", ["北2泊位", "N2泊位"], "t_bg", "350米", "15.5米", "10万吨级"),
    ("b_bg3", "北港3号泊位", ["北3泊位", "N3泊位", "3号泊位"], "t_bg", "380米", "16米", "15万吨级"),
    ("b_bg5", "北港二期5号泊位", ["二期5号泊位", "N5泊位", "5号泊位"], "t_bg2", "400米", "17.5米", "20万吨级"),
    ("b_bg6", "北港二期6号泊位", ["二期6号泊位", "N6泊位", "6号泊位"], "t_bg2", "400米", "17.5米", "20万吨级"),
    ("b_xw8", "西湾8号泊位", ["W8泊位", "8号泊位", "煤炭泊位"], "t_xw", "300米", "14米", "7万吨级"),
    ("b_xw9", "西湾9号泊位", ["W9泊位", "9号泊位", "矿石泊位"], "t_xw", "330米", "18米", "15万吨级"),
    ("b_nz12", "南嘴12号泊位", ["S12泊位", "12号泊位", "滚装泊位"], "t_nz", "260米", "11米", "3万吨级"),
]
for bid, name, alts, term, length, depth, klass in BERTHS:
    ent(bid, "Berth", name, alts, [], {"inTerminal": term}, berthLength=length, depth=depth, berthClass=klass)

# -- yards and gates --------------------------------------------------------------------------------
ent("y_bg", "Yard", "北港堆场", ["北港箱区", "北港场地"], [],
    {"inTerminal": "t_bg", "ledBy": "p_wl"}, storage="4.2万TEU")
ent("y_bg2", "Yard", "北港二期堆场", ["二期堆场", "二期箱区", "自动化堆场"], [],
    {"inTerminal": "t_bg2", "ledBy": "p_zq"}, storage="3.6万TEU")
ent("y_reefer", "Yard", "北港冷箱堆场", ["冷箱区", "冷箱堆场", "冷藏箱堆场"], [],
    {"inTerminal": "t_bg", "ledBy": "p_wl"}, storage="1800个插座")
ent("y_coal", "Yard", "西湾煤炭堆场", ["煤场", "西湾煤场", "煤炭堆场"], [],
    {"inTerminal": "t_xw", "ledBy": "p_tw"}, storage="180万吨")
ent("y_nz", "Yard", "南嘴滚装堆场", ["滚装堆场", "商品车堆场", "南嘴堆场"], [],
    {"inTerminal": "t_nz", "ledBy": "p_fj"}, storage="6000个车位")
ent("g_bg", "Gate", "北港闸口", ["北港卡口", "北闸", "一期闸口"], [],
    {"inTerminal": "t_bg", "ledBy": "p_df"}, lanes="进8出6", hours="24小时")
ent("g_bg2", "Gate", "北港二期闸口", ["二期闸口", "二期卡口"], [],
    {"inTerminal": "t_bg2", "ledBy": "p_df"}, lanes="进6出6（全自动）", hours="24小时")
ent("g_xw", "Gate", "西湾闸口", ["西湾卡口", "西闸"], [],
    {"inTerminal": "t_xw", "ledBy": "p_tw"}, lanes="进4出4", hours="6:00-22:00")

# -- equipment --------------------------------------------------------------------------------------
ent("qc_bg3", "QuayCrane", "北港3号岸桥", ["Q03", "3号桥", "北3桥"], ["3号桥吊"],
    {"inTerminal": "t_bg", "manufacturer": "sup_jh", "maintainedBy": "sup_hm"},
    ratedLoad="65吨", outreach="65米", commissioned="2010-04", remote="司机室操作")
ent("qc_bg5", "QuayCrane", "北港5号岸桥", ["Q05", "5号桥", "北5桥"], [],
    {"inTerminal": "t_bg", "manufacturer": "sup_jh", "maintainedBy": "sup_hm"},
    ratedLoad="65吨", outreach="65米", commissioned="2013-08", remote="司机室操作")
ent("qc_bg11", "QuayCrane", "北港二期11号岸桥", ["Q11", "11号桥", "远控桥吊11"], [],
    {"inTerminal": "t_bg2", "manufacturer": "sup_jh", "maintainedBy": "sup_hm"},
    ratedLoad="75吨", outreach="70米", commissioned="2022-05", remote="远程操控")
ent("qc_bg12", "QuayCrane", "北港二期12号岸桥", ["Q12", "12号桥", "远控桥吊12"], [],
    {"inTerminal": "t_bg2", "manufacturer": "sup_jh", "maintainedBy": "sup_hm"},
    ratedLoad="75吨", outreach="70米", commissioned="2022-05", remote="远程操控")
ent("yc_bg7", "YardCrane", "北港7号场桥", ["RTG07", "7号场桥", "7号轮胎吊"], ["RGT07"],
    {"inTerminal": "t_bg", "manufacturer": "sup_jh", "maintainedBy": "sup_dl"},
    ratedLoad="40.5吨", commissioned="2009-11", remote="司机室操作（已油改电）")
ent("yc_bg8", "YardCrane", "北港8号场桥", ["RTG08", "8号场桥", "8号轮胎吊"], [],
    {"inTerminal": "t_bg", "manufacturer": "sup_jh", "maintainedBy": "sup_dl"},
    ratedLoad="40.5吨", commissioned="2014-03", remote="司机室操作（已油改电）")
ent("yc_bg21", "YardCrane", "北港二期21号轨道吊", ["ARMG21", "21号轨道吊", "自动化轨道吊"], [],
    {"inTerminal": "t_bg2", "manufacturer": "sup_jh", "maintainedBy": "sup_dl"},
    ratedLoad="41吨", commissioned="2022-06", remote="全自动，远程接管")
ent("eq_sr1", "Equipment", "西湾1号斗轮堆取料机", ["斗轮机", "1号斗轮机", "堆取料机"], ["斗伦机"],
    {"inTerminal": "t_xw", "maintainedBy": "sup_dl"}, ratedLoad="堆料3000吨/小时，取料2500吨/小时",
    commissioned="2012-05")
ent("eq_sl1", "Equipment", "西湾1号装船机", ["装船机", "1号装船机"], [],
    {"inTerminal": "t_xw", "maintainedBy": "sup_dl"}, ratedLoad="4500吨/小时", commissioned="2012-05")

# -- customers and shipping lines ---------------------------------------------------------------------
ent("cu_gh", "Customer", "广禾能源集团", ["广禾能源", "广禾"], [], {}, phone="0591-8766-3300")
ent("sl_hl", "ShippingLine", "海澜航运", ["海澜", "HLS"], [], {}, phone="021-6588-1200")
ent("sl_yf", "ShippingLine", "远帆海运", ["远帆", "YFS"], ["远凡"], {}, phone="021-6588-2300")
ent("sl_ds", "ShippingLine", "东晟船务", ["东晟", "DSL"], ["东盛船务"], {}, phone="0592-5530-8800")
ent("sl_lj", "ShippingLine", "蓝鲸集运", ["蓝鲸", "BWC"], [], {}, phone="0755-2660-7700")
ent("sl_hh", "ShippingLine", "鸿辉航运", ["鸿辉", "HHS"], [], {}, phone="0591-8730-1818")

# -- routes -----------------------------------------------------------------------------------------
ent("rt_ae3", "Route", "亚欧线AE3", ["AE3", "欧线", "AE3航线"], [],
    {"runBy": "sl_hl", "callsAt": "t_bg2"}, schedule="每周二靠泊", vesselSize="2.4万TEU级")
ent("rt_psw2", "Route", "美西线PSW2", ["PSW2", "美西线"], [],
    {"runBy": "sl_yf", "callsAt": "t_bg"}, schedule="每周四靠泊", vesselSize="1.4万TEU级")
ent("rt_sea1", "Route", "东南亚线SEA1", ["SEA1", "东南亚线"], [],
    {"runBy": "sl_lj", "callsAt": "t_bg"}, schedule="每周一、周五靠泊", vesselSize="2800TEU级")
ent("rt_jk5", "Route", "日韩线JK5", ["JK5", "日韩线"], [],
    {"runBy": "sl_ds", "callsAt": "t_bg"}, schedule="每周三靠泊", vesselSize="1800TEU级")
ent("rt_dn", "Route", "内贸北方线", ["内贸线", "北方内贸线", "DN航线"], [],
    {"runBy": "sl_hh", "callsAt": "t_nz"}, schedule="每3天一班", vesselSize="1000TEU级")

# -- systems and modules ------------------------------------------------------------------------------
ent("sys_tos", "System", "澜港TOS码头操作系统", ["TOS", "码头操作系统", "生产系统"], ["TSO"],
    {"systemOwner": "p_cx", "suppliedBy": "sup_xk"}, version="V5.2", goLive="2016-07")
ent("mod_stow", "Module", "船舶配载模块", ["配载模块", "配载", "船舶配载"], [],
    {"partOf": "sys_tos", "systemOwner": "p_cx"}, version="V5.2", goLive="2016-07")
ent("mod_yplan", "Module", "堆场计划模块", ["堆场计划", "场地计划模块"], [],
    {"partOf": "sys_tos", "systemOwner": "p_wl"}, version="V5.1", goLive="2018-03")
ent("sys_gate", "System", "智能闸口系统", ["闸口系统", "智慧闸口"], [],
    {"systemOwner": "p_gy", "suppliedBy": "sup_tf"}, version="V3.0", goLive="2021-09")
ent("mod_ocr", "Module", "箱号识别模块", ["OCR模块", "箱号OCR", "箱号识别"], ["OCR模快"],
    {"partOf": "sys_gate", "systemOwner": "p_gy"}, version="V2.3", goLive="2021-09")
ent("sys_eam", "System", "EAM设备管理系统", ["EAM", "设备管理系统", "设备系统"], [],
    {"systemOwner": "p_wjg", "suppliedBy": "sup_xk"}, version="V2.8", goLive="2019-01")
ent("mod_pm", "Module", "预防性维护模块", ["PM模块", "保养计划模块", "预防维护"], [],
    {"partOf": "sys_eam", "systemOwner": "p_mk"}, version="V2.8", goLive="2020-05")
ent("sys_portal", "System", "港航通客户服务平台", ["港航通", "客户平台", "客服平台"], [],
    {"systemOwner": "p_yj", "suppliedBy": "sup_tf"}, version="V4.1", goLive="2020-11")
ent("mod_book", "Module", "预约进港模块", ["预约模块", "集卡预约", "进港预约"], [],
    {"partOf": "sys_portal", "systemOwner": "p_gy"}, version="V1.4", goLive="2023-03")

# -- policies and procedures --------------------------------------------------------------------------
ent("pol_safe24", "Policy", "港口作业安全管理制度2024版", ["旧版安全制度", "24版安全制度"], [],
    {"docOwner": "d_safe"}, effectiveFrom="2024-01-01", version="2024版", windLimit="阵风8级停止岸桥作业")
ent("pol_safe25", "Policy", "港口作业安全管理制度2025版", ["新版安全制度", "25版安全制度", "安全制度"], [],
    {"docOwner": "d_safe", "supersedes": "pol_safe24"}, effectiveFrom="2025-04-01", version="2025版",
    windLimit="阵风7级停止岸桥作业")
ent("pol_wind", "Policy", "大风天气作业管理规定", ["防风规定", "大风规定", "防台规定"], [],
    {"docOwner": "d_disp"}, effectiveFrom="2023-05-01", windLimit="6级预警、7级停工、8级锚定")
ent("pol_berth", "Policy", "船舶靠泊计划管理办法", ["靠泊计划办法", "靠泊办法", "靠泊计划"], [],
    {"docOwner": "d_disp"}, effectiveFrom="2024-07-01")
ent("pol_fee", "Policy", "港口作业包干费收费办法", ["包干费办法", "收费办法", "包干费"], [],
    {"docOwner": "d_mkt"}, effectiveFrom="2025-01-01")
ent("pol_dg", "Policy", "危险货物集装箱管理规定", ["危货规定", "危险品箱规定", "危货箱管理"], [],
    {"docOwner": "d_safe"}, effectiveFrom="2023-03-01")
ent("pol_acc", "Policy", "生产安全事故报告和调查处理办法", ["事故报告办法", "事故调查办法"], [],
    {"docOwner": "d_safe"}, effectiveFrom="2022-10-01")
ent("proc_lash", "Procedure", "集装箱绑扎拆解作业规程", ["绑扎规程", "绑扎SOP", "拆绑规程"], [],
    {"docOwner": "d_disp"})
ent("proc_anchor", "Procedure", "岸桥防风锚定操作规程", ["防风锚定规程", "锚定SOP", "锚定规程"], [],
    {"docOwner": "d_eq"})
ent("proc_reefer", "Procedure", "冷藏箱插拔电作业规程", ["冷箱插拔电规程", "插拔电SOP", "冷箱规程"], [],
    {"docOwner": "d_disp"})
ent("proc_qcpm", "Procedure", "岸桥月度保养作业指导书", ["岸桥保养规程", "桥吊保养指导书", "月保规程"], [],
    {"docOwner": "d_eq"})
ent("proc_gate", "Procedure", "集装箱进港闸口作业规程", ["进闸规程", "进港规程", "进闸SOP"], [],
    {"docOwner": "d_disp"})

# -- incidents ----------------------------------------------------------------------------------------
ent("inc_0412", "Incident", "4·12北港3号泊位吊具碰箱", ["吊具碰箱", "4·12碰箱", "碰箱事故", "碰箱"], [],
    {"occurredAt": "b_bg3", "involved": "qc_bg3"}, occurredOn="2025-04-12", severity="一般事故（设备）",
    casualties="无人员伤亡", loss="约18万元", status="已结案")
ent("inc_0527", "Incident", "5·27北港3号泊位船舶擦碰码头", ["船舶擦碰", "5·27擦碰", "擦碰事故"], [],
    {"occurredAt": "b_bg3", "involved": "sl_yf"}, occurredOn="2025-05-27", severity="一般事故（水上）",
    casualties="无人员伤亡", loss="约42万元（码头护舷及岸桥轨道）", status="整改中")
ent("inc_0503", "Incident", "5·03北港堆场集卡侧翻", ["集卡侧翻", "侧翻事故"], [],
    {"occurredAt": "y_bg", "involved": "sup_sg"}, occurredOn="2025-05-03", severity="一般事故（人身）",
    casualties="司机1人轻伤", loss="约6万元", status="已结案")
ent("inc_0608", "Incident", "6·08西湾煤场自燃", ["煤场自燃", "西湾自燃"], [],
    {"occurredAt": "y_coal", "involved": "cu_gh"}, occurredOn="2025-06-08", severity="险情（未构成事故）",
    casualties="无人员伤亡", loss="约3万元", status="已结案")
ent("inc_0619", "Incident", "6·19北港二期TOS宕机", ["TOS宕机", "系统宕机", "二期宕机"], [],
    {"occurredAt": "t_bg2", "involved": ["sys_tos", "mod_stow"]}, occurredOn="2025-06-19", severity="较大生产中断",
    casualties="无人员伤亡", loss="停工2.5小时，3艘船延误", status="整改中")
ent("inc_0702", "Incident", "7·02南嘴12号泊位断缆", ["断缆", "缆绳断裂", "断缆险情"], [],
    {"occurredAt": "b_nz12", "involved": "sl_hh"}, occurredOn="2025-07-02", severity="险情（未构成事故）",
    casualties="系缆工1人擦伤", loss="约1.5万元", status="调查中")

# -- suppliers and contracts ----------------------------------------------------------------------------
ent("sup_jh", "Supplier", "江海重工机械有限公司", ["江海重工", "江海"], [], {}, phone="021-5077-6600")
ent("sup_hm", "Supplier", "恒茂港机维保有限公司", ["恒茂维保", "恒茂"], ["恒贸维保"], {}, phone="0591-8321-4455")
ent("sup_dl", "Supplier", "东篱电气工程有限公司", ["东篱电气", "东篱"], [], {}, phone="0591-8366-0909")
ent("sup_xk", "Supplier", "星库软件科技有限公司", ["星库软件", "星库"], [], {}, phone="0571-8909-1122")
ent("sup_tf", "Supplier", "拓帆信息技术有限公司", ["拓帆信息", "拓帆"], [], {}, phone="0592-5101-7878")
ent("sup_sg", "Supplier", "顺港集卡运输有限公司", ["顺港集卡", "顺港车队", "顺港"], [], {}, phone="0591-8355-2211")
ent("k_hm", "Contract", "岸桥维保服务合同", ["恒茂合同", "岸桥维保合同", "维保合同"], [],
    {"contractWith": "sup_hm", "covers": ["qc_bg3", "qc_bg5", "qc_bg11", "qc_bg12"]},
    amount="年费680万元", term="2024-07-01至2026-06-30")
ent("k_dl", "Contract", "场桥电控维保合同", ["东篱合同", "场桥维保合同", "维保合同"], [],
    {"contractWith": "sup_dl", "covers": ["yc_bg7", "yc_bg8", "yc_bg21", "eq_sr1", "eq_sl1"]},
    amount="年费210万元", term="2025-01-01至2025-12-31")
ent("k_xk", "Contract", "TOS运维服务合同", ["星库合同", "TOS运维合同"], [],
    {"contractWith": "sup_xk", "covers": ["sys_tos", "sys_eam"]}, amount="年费150万元", term="2025-03-01至2026-02-28")
ent("k_tf", "Contract", "智能闸口二期建设合同", ["拓帆合同", "闸口二期合同"], [],
    {"contractWith": "sup_tf", "covers": ["sys_gate", "g_bg2"]}, amount="总价960万元", term="2024-09-01至2025-08-31")
ent("k_sg", "Contract", "集卡短驳运输合同", ["顺港合同", "短驳合同"], [],
    {"contractWith": "sup_sg", "covers": ["t_bg", "t_bg2"]}, amount="每自然箱38元", term="2025-01-01至2025-12-31")

# -- departments ---------------------------------------------------------------------------------------
ent("d_disp", "Department", "生产调度中心", ["调度中心", "总调", "中控室"], [], {"partOf": "org", "ledBy": "p_cg"})
ent("d_safe", "Department", "安全环保部", ["安环部", "安全部"], ["安还部"], {"partOf": "org", "ledBy": "p_lm"})
ent("d_eq", "Department", "设备工程部", ["设备部", "机务部"], [], {"partOf": "org", "ledBy": "p_wjg"})
ent("d_dig", "Department", "数字化中心", ["信息中心", "科信部", "IT"], [], {"partOf": "org", "ledBy": "p_cx"})
ent("d_mkt", "Department", "市场商务部", ["商务部", "市场部"], [], {"partOf": "org", "ledBy": "p_sl"})
ent("d_cs", "Department", "客户服务中心", ["客服中心", "客服部"], [], {"partOf": "org", "ledBy": "p_yj"})
ent("d_stat", "Department", "计划统计部", ["计统部", "统计部"], [], {"partOf": "org", "ledBy": "p_xt"})
ent("d_team1", "Department", "装卸一队", ["一队", "岸桥一队"], [], {"partOf": "co_bct", "ledBy": "p_hb"})
ent("d_team2", "Department", "装卸二队", ["二队", "岸桥二队", "远控队"], [], {"partOf": "co_bict", "ledBy": "p_zq"})

# -- metrics -------------------------------------------------------------------------------------------
ent("m_teu", "Metric", "集装箱吞吐量", ["吞吐量", "箱量", "TEU量"], ["吞土量"], unit="万TEU", target="2025年集团550万TEU")
ent("m_yoy", "Metric", "吞吐量同比增速", ["吞吐量同比", "同比增速", "同比"], [], unit="与上年同期相比，%")
ent("m_bulk", "Metric", "散货吞吐量", ["散货量", "煤矿吞吐量"], [], unit="万吨", target="2025年西湾3200万吨")
ent("m_shiprate", "Metric", "船时效率", ["船时量", "船时", "单船效率"], [], unit="自然箱/小时，按船舶在泊作业时间计",
    target="≥120自然箱/小时")
ent("m_qcrate", "Metric", "桥吊台时量", ["台时量", "岸桥台时效率", "台时效率"], ["桥吊抬时量"],
    unit="自然箱/台时，单台岸桥每作业小时", target="≥32自然箱/台时")
ent("m_dwell", "Metric", "船舶在港时间", ["在港时间", "在港时长", "在港停时"], [], unit="小时/艘次，抵锚到离泊",
    target="≤28小时")
ent("m_wait", "Metric", "压港时长", ["压港", "待泊时间", "锚地等泊"], [], unit="小时/艘次，抵锚到靠泊", target="≤6小时")
ent("m_avail", "Metric", "设备完好率", ["完好率", "设备完好"], [], unit="完好台时/日历台时，%", target="≥97%")
ent("m_acc", "Metric", "安全事故数", ["事故数", "事故起数"], [], unit="起，含一般事故及以上", target="全年≤4起")
ent("m_comp", "Metric", "客户投诉量", ["客户投诉", "投诉量", "客诉", "投诉"], [], unit="有效投诉件数", target="每月≤10件")
ent("m_truck", "Metric", "集卡在港时间", ["集卡周转时间", "集卡周转", "进出港时长"], [], unit="分钟，进闸到出闸",
    target="≤45分钟")

# -- people --------------------------------------------------------------------------------------------
PEOPLE = [
    ("p_zhf", "赵海峰", ["赵总"], "男", "北港集装箱码头有限公司总经理", "co_bct", "0591-8320-0001"),
    ("p_lh", "刘华", ["刘总"], "男", "北港国际集装箱码头有限公司总经理", "co_bict", "0591-8320-0002"),
    ("p_ljy", "刘佳怡", ["刘经理"], "女", "北港国际集装箱码头有限公司商务经理", "co_bict", "0591-8320-0218"),
    ("p_qs", "钱松", ["钱经理"], "男", "西湾散货码头有限公司经理", "co_xw", "0591-8320-0003"),
    ("p_fj", "冯杰", ["冯经理"], "男", "南嘴作业区经理", "d_disp", "0591-8320-0004"),
    ("p_cg", "陈刚", ["陈主任", "陈调度"], "男", "生产调度中心主任", "d_disp", "0591-8320-1101"),
    ("p_cx", "陈晓", ["陈工"], "女", "数字化中心主任，TOS系统负责人", "d_dig", "0591-8320-5101"),
    ("p_lm", "林敏", ["林部长"], "女", "安全环保部部长", "d_safe", "0591-8320-2101"),
    ("p_wjg", "王建国", ["王经理"], "男", "设备工程部经理", "d_eq", "0591-8320-3101"),
    ("p_wl", "王丽", ["王主管"], "女", "北港堆场主管", "d_disp", "0591-8320-1201"),
    ("p_mk", "马凯", ["马工"], "男", "设备工程部岸桥主管工程师", "d_eq", "0591-8320-3202"),
    ("p_hb", "黄斌", ["黄队"], "男", "装卸一队队长", "d_team1", "0591-8320-4101"),
    ("p_zq", "周倩", ["周队"], "女", "装卸二队队长兼北港二期堆场主管", "d_team2", "0591-8320-4201"),
    ("p_sl", "孙磊", ["孙经理"], "男", "市场商务部经理", "d_mkt", "0591-8320-6101"),
    ("p_yj", "杨静", ["杨主任"], "女", "客户服务中心主任", "d_cs", "0591-8320-7101"),
    ("p_xt", "许涛", ["许主任"], "男", "计划统计部主任", "d_stat", "0591-8320-8101"),
    ("p_gy", "郭颖", ["郭工"], "女", "智能闸口系统负责人", "d_dig", "0591-8320-5202"),
    ("p_df", "丁峰", ["丁班长"], "男", "北港闸口班长", "d_disp", "0591-8320-1301"),
    ("p_tw", "唐薇", ["唐主管"], "女", "西湾煤炭堆场主管", "co_xw", "0591-8320-0311"),
    ("p_hmg", "何明", ["何经理"], "男", "恒茂港机维保有限公司驻港项目经理", "sup_hm", "0591-8321-4460"),
    ("p_sh", "宋辉", ["宋经理"], "男", "星库软件科技有限公司项目经理", "sup_xk", "0571-8909-1130"),
    ("p_zx", "郑欣", ["郑经理"], "女", "海澜航运驻港代表", "sl_hl", "021-6588-1266"),
]
for pid, name, alts, gender, title, unit, phone in PEOPLE:
    prop = "worksFor" if unit.startswith(("sup_", "sl_", "co_")) else "memberOf"
    ent(pid, "Person", name, alts, [], {prop: unit}, gender=gender, jobTitle=title, phone=phone)
