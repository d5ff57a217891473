"""澄岚物业（虚构）运营知识库的图谱：类、属性、实体，全部是字面量。

make_bundle.py 把这些表写成 ontology.ttl；build_docs.py 和 cases.py 引用这里的实体 id。
所有名称、人物、数字和事件都是虚构的。时间锚点：2025年11月上旬。
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/chenglan-pm#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("公司", ["单位", "集团"], None),
    "Supplier": ("供应商", ["外包单位", "分包商", "合作方", "乙方"], "Organisation"),
    "Manufacturer": ("设备厂家", ["厂家", "厂商", "生产厂家"], "Organisation"),
    "Department": ("部门", ["中心", "部", "职能部门"], None),
    "Person": ("人员", ["员工", "同事", "负责人", "领导"], None),
    "Region": ("片区", ["区域", "大区", "管理片区"], None),
    "Estate": ("小区", ["住宅小区", "楼盘", "社区", "项目"], None),
    "Park": ("园区", ["产业园", "写字楼园区", "商务园"], None),
    "Building": ("楼栋", ["楼", "栋", "单元楼", "大楼"], None),
    "Equipment": ("设备", ["电梯", "泵房", "机组", "设施"], None),
    "EquipmentModel": ("设备型号", ["型号", "机型", "款"], None),
    "Contract": ("合同", ["协议", "服务合同", "外包合同"], None),
    "Policy": ("管理制度", ["制度", "规定", "办法", "管理规定"], None),
    "Procedure": ("作业指导书", ["SOP", "流程", "操作规程", "作业流程"], None),
    "System": ("系统", ["平台", "软件"], None),
    "Module": ("模块", ["功能模块", "子模块"], "System"),
    "Metric": ("指标", ["KPI", "考核指标", "数据"], None),
    "Incident": ("事件", ["事故", "故障", "问题"], None),
    "Project": ("专项工程", ["项目", "改造项目", "专项"], None),
}

# object properties: id -> (label, aliases)
OBJECT_PROPERTIES = {
    "partOf": ("隶属于", ["属于", "上级", "归哪"]),
    "ledBy": ("负责人", ["谁管", "谁负责", "项目经理", "经理", "主管"]),
    "memberOf": ("所在部门", ["哪个部门", "部门"]),
    "worksFor": ("任职单位", ["哪家公司", "单位"]),
    "inRegion": ("所属片区", ["哪个片区", "归哪个片区"]),
    "inEstate": ("所在项目", ["哪个小区的", "在哪个园区"]),
    "locatedIn": ("安装位置", ["装在哪", "在哪栋楼", "位置"]),
    "model": ("设备型号", ["型号", "什么型号", "机型"]),
    "variantOf": ("衍生自", ["基础型号", "原型号", "老款"]),
    "madeBy": ("生产厂家", ["厂家", "谁家生产的", "品牌"]),
    "maintainedBy": ("维保单位", ["谁维保", "维保", "维保公司"]),
    "contractWith": ("签约方", ["乙方", "跟谁签的"]),
    "covers": ("服务范围", ["覆盖哪些项目", "管哪些小区"]),
    "supersedes": ("替代", ["取代", "上一版", "旧版"]),
    "implements": ("依据", ["按照", "执行哪个制度", "对应制度"]),
    "docOwner": ("归口部门", ["主管部门", "编制部门", "牵头部门"]),
    "systemOwner": ("系统负责人", ["管理员", "系统管理员", "谁管系统"]),
    "builtBy": ("开发商", ["谁开发的", "开发单位", "软件公司"]),
    "measures": ("考核部门", ["谁考核", "考核对象"]),
    "occurredAt": ("发生地点", ["在哪发生", "地点"]),
    "involved": ("涉及", ["相关", "影响到", "牵涉"]),
    "investigatedBy": ("调查负责人", ["谁调查的", "谁牵头调查"]),
}

# datatype properties: id -> (label, aliases)
DATA_PROPERTIES = {
    "address": ("地址", ["在哪", "位置在哪"]),
    "households": ("户数", ["多少户", "住户数"]),
    "floorArea": ("建筑面积", ["面积", "多大", "多少平"]),
    "delivered": ("交付年份", ["哪年交付", "交房时间", "哪年交房"]),
    "fee": ("物业费标准", ["物业费多少", "单价", "收费标准"]),
    "floors": ("层数", ["几层", "多少层"]),
    "lifts": ("电梯数量", ["几部电梯", "多少台电梯"]),
    "installed": ("安装年份", ["哪年装的", "投用时间", "使用年限"]),
    "equipStatus": ("设备状态", ["现在咋样", "状态", "能用吗"]),
    "loadCap": ("额定载重", ["载重", "能载多少"]),
    "speed": ("额定速度", ["速度", "多快"]),
    "flow": ("额定流量", ["流量", "供水能力"]),
    "version": ("版本", ["版本号", "第几版", "几版"]),
    "effectiveFrom": ("施行日期", ["生效日期", "实施日期", "啥时候执行"]),
    "goLive": ("上线日期", ["上线时间", "什么时候上线"]),
    "amount": ("合同金额", ["金额", "多少钱", "合同额"]),
    "term": ("合同期限", ["期限", "到期时间", "有效期", "啥时候到期"]),
    "sla": ("服务标准", ["响应时间", "考核要求", "SLA"]),
    "target": ("目标值", ["考核目标", "目标", "达标线"]),
    "unit": ("计量单位", ["口径", "单位"]),
    "gender": ("性别", []),
    "jobTitle": ("职务", ["岗位", "职位"]),
    "phone": ("联系电话", ["电话", "分机", "手机号"]),
    "occurredOn": ("发生时间", ["哪天", "日期", "什么时候发生"]),
    "severity": ("事件等级", ["等级", "级别", "定级"]),
    "status": ("处理状态", ["进展", "结案了吗", "处理完了吗"]),
    "impact": ("影响", ["影响范围", "影响多大", "损失"]),
    "budget": ("预算", ["投资", "花多少钱"]),
    "progress": ("进度", ["做到哪了", "完成情况"]),
}

# Entities: id -> dict(cls, label, alt=[...], hidden=[...], edges={prop: id | [ids]}, attrs={prop: value})
E = bundlekit.Entities()
ent = E.add

# -- company, departments, regions -------------------------------------------------------------
ent("org_cl", "Organisation", "澄岚物业服务有限公司", ["澄岚物业", "澄岚"], ["澄蓝物业"],
    {"ledBy": "p_fqm"}, address="澜州市滨河区澄岚大厦6楼")
ent("dept_gc", "Department", "工程部", ["工程维修部", "维修部"], [], {"partOf": "org_cl", "ledBy": "p_kjg"})
ent("dept_kf", "Department", "业主服务中心", ["业主中心", "服务中心"], [], {"partOf": "org_cl", "ledBy": "p_lyn"})
ent("dept_pz", "Department", "品质部", ["品质管理部"], ["品质部门"], {"partOf": "org_cl", "ledBy": "p_wj"})
ent("dept_cw", "Department", "财务部", ["财务结算"], [], {"partOf": "org_cl", "ledBy": "p_zhm"})
ent("dept_xx", "Department", "数字化运营部", ["数字化部", "数字运营部"], [], {"partOf": "org_cl", "ledBy": "p_bh"})
ent("dept_ab", "Department", "安保部", ["保安部", "秩序部"], [], {"partOf": "org_cl", "ledBy": "p_pwd"})
ent("reg_ld", "Region", "岚东片区", ["岚东", "东片区", "东片"], ["兰东片区"], {"partOf": "org_cl", "ledBy": "p_gzy"})
ent("reg_lx", "Region", "岚西片区", ["岚西", "西片区", "西片"], ["兰西片区"], {"partOf": "org_cl", "ledBy": "p_cmy"})

# -- estates, parks, buildings ---------------------------------------------------------------------
ent("est_fl", "Estate", "枫澜苑", ["枫澜", "枫澜小区"], ["风澜苑", "枫兰苑"],
    {"inRegion": "reg_ld", "ledBy": "p_ycy"},
    address="澜州市滨河区枫澜路88号", households="1860户", floorArea="21.4万平方米", delivered="2009",
    fee="2.2元/平方米·月", lifts="38部")
ent("est_dx", "Estate", "荻溪雅居", ["荻溪", "荻溪小区"], ["狄溪雅居", "荻西雅居"],
    {"inRegion": "reg_lx", "ledBy": "p_yxt"},
    address="澜州市西岭区荻溪大道16号", households="1240户", floorArea="14.8万平方米", delivered="2014",
    fee="2.6元/平方米·月", lifts="26部")
ent("est_tw", "Estate", "桐湾名邸", ["桐湾", "桐湾小区"], ["铜湾名邸"],
    {"inRegion": "reg_lx", "ledBy": "p_lzb"},
    address="澜州市西岭区桐湾街2号", households="960户", floorArea="13.1万平方米", delivered="2019",
    fee="3.5元/平方米·月", lifts="24部")
ent("park_tw", "Park", "桐湾产业园", ["桐湾", "桐湾园区"], ["铜湾产业园"],
    {"inRegion": "reg_lx", "ledBy": "p_yq"},
    address="澜州市西岭区桐湾街9号", floorArea="9.6万平方米", delivered="2020", fee="6.8元/平方米·月", lifts="18部")
ent("park_ys", "Park", "砚山科技园", ["砚山", "砚山园区"], ["研山科技园", "砚山科技圆"],
    {"inRegion": "reg_ld", "ledBy": "p_qly"},
    address="澜州市滨河区砚山南路300号", floorArea="17.5万平方米", delivered="2016", fee="7.5元/平方米·月",
    lifts="32部")
ent("bld_fl3", "Building", "枫澜苑3号楼", ["枫澜3号楼", "3号楼"], ["枫澜苑三号楼"],
    {"inEstate": "est_fl"}, floors="18层", households="136户", lifts="2部")
ent("bld_fl7", "Building", "枫澜苑7号楼", ["枫澜7号楼", "7号楼"], ["枫澜苑七号楼"],
    {"inEstate": "est_fl"}, floors="11层", households="88户", lifts="2部")
ent("bld_dx2", "Building", "荻溪雅居2栋", ["荻溪2栋", "2栋"], ["荻溪雅居二栋"],
    {"inEstate": "est_dx"}, floors="26层", households="208户", lifts="3部")
ent("bld_ysa", "Building", "砚山科技园A座", ["砚山A座", "A座"], ["砚山科技园A栋"],
    {"inEstate": "park_ys"}, floors="22层", floorArea="4.2万平方米", lifts="8部")
ent("bld_tw5", "Building", "桐湾名邸5栋", ["桐湾5栋", "5栋"], ["铜湾名邸5栋"],
    {"inEstate": "est_tw"}, floors="32层", households="248户", lifts="4部")
ent("bld_twb", "Building", "桐湾产业园B区厂房", ["桐湾B区", "B区厂房"], [],
    {"inEstate": "park_tw"}, floors="4层", floorArea="3.1万平方米", lifts="4部")

# -- manufacturers, equipment models, equipment -------------------------------------------------------
ent("mf_xk", "Manufacturer", "迅康电梯股份有限公司", ["迅康电梯", "迅康"], ["讯康电梯"])
ent("mf_qr", "Manufacturer", "泉锐泵业有限公司", ["泉锐泵业", "泉锐"], ["全锐泵业"])
ent("mdl_ks800", "EquipmentModel", "迅康KS-800", ["KS-800", "KS800"], ["讯康KS-800"],
    {"madeBy": "mf_xk"}, loadCap="1000kg", speed="1.75m/s", version="2008款")
ent("mdl_ks800s", "EquipmentModel", "迅康KS-800S", ["KS-800S", "KS800S"], [],
    {"madeBy": "mf_xk", "variantOf": "mdl_ks800"}, loadCap="1050kg", speed="2.0m/s", version="2022款")
ent("mdl_qr3", "EquipmentModel", "泉锐QR3变频供水机组", ["QR3", "QR3机组", "泉锐QR3"], ["QR-3"],
    {"madeBy": "mf_qr"}, flow="48立方米/小时", version="V1")
ent("mdl_qr3p", "EquipmentModel", "泉锐QR3改进型变频供水机组", ["QR3改进型", "QR3改进版", "泉锐QR3改进型"], ["QR-3改进型"],
    {"madeBy": "mf_qr", "variantOf": "mdl_qr3"}, flow="52立方米/小时", version="V2")
ent("eq_fl3e1", "Equipment", "枫澜苑3号楼1号电梯", ["3号楼1号梯", "枫澜3号楼1号梯"], ["枫澜苑3号楼一号电梯"],
    {"locatedIn": "bld_fl3", "model": "mdl_ks800", "maintainedBy": "sup_jt"},
    installed="2009", equipStatus="停用待更新（2025年9月困人事件后）")
ent("eq_fl3e2", "Equipment", "枫澜苑3号楼2号电梯", ["3号楼2号梯", "枫澜3号楼2号梯"], [],
    {"locatedIn": "bld_fl3", "model": "mdl_ks800", "maintainedBy": "sup_jt"},
    installed="2009", equipStatus="运行中，列入2026年更新计划")
ent("eq_flpump", "Equipment", "枫澜苑二次供水泵房", ["枫澜泵房"], ["枫澜苑泵房"],
    {"locatedIn": "est_fl", "model": "mdl_qr3p", "maintainedBy": "sup_mc"},
    installed="2023", equipStatus="运行正常")
ent("eq_dxpump", "Equipment", "荻溪雅居二次供水泵房", ["荻溪泵房"], ["荻溪雅居泵房", "狄溪泵房"],
    {"locatedIn": "est_dx", "model": "mdl_qr3", "maintainedBy": "sup_mc"},
    installed="2014", equipStatus="改造中，临时由备用泵供水")
ent("eq_ysch", "Equipment", "砚山科技园A座冷水机组", ["A座冷水机组", "砚山冷水机组", "冷机"], ["砚山冷水机"],
    {"locatedIn": "bld_ysa", "maintainedBy": "sup_hn"}, installed="2016", equipStatus="运行中，2号压缩机已更换")
ent("eq_twsump", "Equipment", "桐湾名邸地库排水泵", ["桐湾地库排水泵", "地库排水泵"], [],
    {"locatedIn": "est_tw", "maintainedBy": "sup_mc"}, installed="2019", equipStatus="已更换浮球开关，运行正常")

# -- suppliers and contracts ---------------------------------------------------------------------------
ent("sup_jt", "Supplier", "捷梯电梯维保有限公司", ["捷梯维保", "捷梯"], ["杰梯维保"])
ent("sup_jl", "Supplier", "净朗保洁服务有限公司", ["净朗保洁", "净朗"], ["净郎保洁"])
ent("sup_bw", "Supplier", "铂卫安保服务有限公司", ["铂卫安保", "铂卫"], ["博卫安保"])
ent("sup_mc", "Supplier", "沐川水务工程有限公司", ["沐川水务", "沐川"], ["木川水务"])
ent("sup_hn", "Supplier", "恒暖机电工程有限公司", ["恒暖机电", "恒暖"], [])
ent("sup_zh", "Supplier", "纵衡软件有限公司", ["纵衡软件", "纵衡"], ["纵横软件"])
ent("ct_dt24", "Contract", "电梯维保合同2024版", ["2024版电梯维保合同", "旧电梯维保合同", "老维保合同"], [],
    {"contractWith": "sup_jt", "covers": ["est_fl", "est_dx"]},
    amount="86万元/年", term="2024-01-01至2025-06-30", sla="困人救援30分钟到场，故障4小时修复")
ent("ct_dt25", "Contract", "电梯维保合同2025版", ["2025版电梯维保合同", "新电梯维保合同", "新维保合同"], [],
    {"contractWith": "sup_jt", "covers": ["est_fl", "est_dx", "est_tw"], "supersedes": "ct_dt24"},
    amount="132万元/年", term="2025-07-01至2027-06-30", sla="困人救援20分钟到场，故障2小时修复，超时每次扣款2000元")
ent("ct_bj", "Contract", "保洁服务合同", ["保洁合同", "净朗合同"], [],
    {"contractWith": "sup_jl", "covers": ["est_fl", "est_dx", "est_tw", "park_tw", "park_ys"]},
    amount="410万元/年", term="2025-01-01至2026-12-31", sla="公区每日两扫两保，垃圾日产日清")
ent("ct_ab", "Contract", "安保服务合同", ["安保合同", "保安合同", "铂卫合同"], [],
    {"contractWith": "sup_bw", "covers": ["park_tw", "park_ys"]},
    amount="295万元/年", term="2024-09-01至2026-08-31", sla="园区24小时岗，巡逻每2小时一次")
ent("ct_gs", "Contract", "二次供水设施维保合同", ["供水维保合同", "泵房维保合同", "沐川合同"], [],
    {"contractWith": "sup_mc", "covers": ["est_fl", "est_dx", "est_tw"]},
    amount="48万元/年", term="2025-01-01至2025-12-31", sla="停水故障1小时到场，水箱每半年清洗一次")
ent("ct_xt", "Contract", "物业管理系统运维合同", ["系统运维合同", "纵衡合同"], [],
    {"contractWith": "sup_zh", "covers": ["sys_pms", "sys_bx"]},
    amount="36万元/年", term="2024-04-01至2026-03-31", sla="故障2小时响应，系统可用率≥99.5%")

# -- policies and procedures ----------------------------------------------------------------------------
ent("pol_zx23", "Policy", "装修管理规定2023版", ["2023版装修规定", "旧版装修规定", "老装修规定"], ["装修管理规定23版"],
    {"docOwner": "dept_kf"}, version="2023版", effectiveFrom="2023-03-01")
ent("pol_zx25", "Policy", "装修管理规定2025版", ["2025版装修规定", "新版装修规定", "新装修规定"], ["装修管理规定25版"],
    {"docOwner": "dept_kf", "supersedes": "pol_zx23"}, version="2025版", effectiveFrom="2025-06-01")
ent("pol_dt", "Policy", "电梯安全管理制度", ["电梯管理制度", "电梯安全制度"], [],
    {"docOwner": "dept_gc"}, version="2024版", effectiveFrom="2024-05-01")
ent("pol_gs", "Policy", "二次供水卫生管理办法", ["供水卫生办法", "二次供水办法"], ["二次供水管理办法"],
    {"docOwner": "dept_gc"}, version="2022版", effectiveFrom="2022-07-01")
ent("pol_ts", "Policy", "业主投诉管理办法", ["投诉管理规定", "业主投诉办法"], [],
    {"docOwner": "dept_pz"}, version="2024版", effectiveFrom="2024-01-01")
ent("pol_tc", "Policy", "停车管理规定", ["停车规定", "车场管理规定"], [],
    {"docOwner": "dept_ab"}, version="2025版", effectiveFrom="2025-04-01")
ent("pol_bj", "Policy", "保洁服务质量标准", ["保洁标准", "保洁质量标准"], [],
    {"docOwner": "dept_pz"}, version="2024版", effectiveFrom="2024-03-01")
ent("sop_zxxc", "Procedure", "装修巡查作业指导书", ["装修巡查SOP", "装修巡查流程"], [],
    {"implements": "pol_zx25", "docOwner": "dept_kf"}, version="V3", effectiveFrom="2025-06-01")
ent("sop_zxsp", "Procedure", "装修审批流程", ["装修审批", "装修报备流程"], [],
    {"implements": "pol_zx25", "docOwner": "dept_kf"}, version="V2", effectiveFrom="2025-06-01")
ent("sop_kr", "Procedure", "电梯困人救援作业指导书", ["困人救援SOP", "困人救援流程", "电梯救援流程"], [],
    {"implements": "pol_dt", "docOwner": "dept_gc"}, version="V4", effectiveFrom="2024-05-01")
ent("sop_xj", "Procedure", "电梯日常巡检作业指导书", ["电梯巡检SOP", "电梯巡检流程"], [],
    {"implements": "pol_dt", "docOwner": "dept_gc"}, version="V2", effectiveFrom="2024-05-01")
ent("sop_sx", "Procedure", "水箱清洗消毒作业指导书", ["水箱清洗SOP", "水箱清洗流程"], [],
    {"implements": "pol_gs", "docOwner": "dept_gc"}, version="V2", effectiveFrom="2022-07-01")
ent("sop_ts", "Procedure", "投诉处置流程", ["投诉处置SOP", "投诉处置"], [],
    {"implements": "pol_ts", "docOwner": "dept_kf"}, version="V3", effectiveFrom="2024-01-01")

# -- systems and modules ---------------------------------------------------------------------------------
ent("sys_pms", "System", "澄岚物业管理系统", ["物业管理系统", "物业系统", "澄岚PMS"], ["物业管里系统"],
    {"systemOwner": "p_bh", "builtBy": "sup_zh"}, version="V6.3", goLive="2019-03-01")
ent("mod_sf", "Module", "收费管理模块", ["收费模块", "缴费模块"], [],
    {"partOf": "sys_pms", "systemOwner": "p_zhm", "builtBy": "sup_zh"}, version="V6.3", goLive="2019-03-01")
ent("mod_gd", "Module", "工单调度模块", ["工单调度", "派单调度"], [],
    {"partOf": "sys_pms", "systemOwner": "p_kjg", "builtBy": "sup_zh"}, version="V6.1", goLive="2021-05-10")
ent("sys_bx", "System", "澄岚报修小程序", ["报修小程序", "小程序", "报修程序"], ["保修小程序"],
    {"systemOwner": "p_xy", "builtBy": "sup_zh"}, version="V2.4", goLive="2022-08-15")
ent("sys_mj", "System", "智慧门禁系统", ["门禁系统", "门禁"], ["智能门禁系统"],
    {"systemOwner": "p_pwd"}, version="V3.0", goLive="2020-11-01")
ent("mod_rl", "Module", "人脸通行模块", ["人脸识别", "刷脸通行", "人脸模块"], [],
    {"partOf": "sys_mj", "systemOwner": "p_nyl"}, version="V3.2", goLive="2025-10-08")

# -- people ----------------------------------------------------------------------------------------------
PEOPLE = [
    # id, name, aliases, hidden, gender, job title, department or employer, phone
    ("p_fqm", "房启明", ["房总"], [], "男", "总经理", "org_cl", "8001"),
    ("p_gzy", "甘泽宇", ["甘总"], [], "男", "岚东片区总监", "reg_ld", "8101"),
    ("p_cmy", "褚明玥", ["褚总"], ["楮明玥"], "女", "岚西片区总监", "reg_lx", "8201"),
    ("p_ycy", "郁晨阳", ["郁经理", "晨阳"], [], "男", "枫澜苑项目经理", "reg_ld", "13905710318"),
    ("p_yxt", "郁晓棠", ["郁经理", "晓棠"], ["郁小棠"], "女", "荻溪雅居项目经理", "reg_lx", "13805716624"),
    ("p_lzb", "骆振邦", ["骆经理"], ["洛振邦"], "男", "桐湾名邸项目经理", "reg_lx", "13706719052"),
    ("p_yq", "晏秋", ["晏经理"], [], "女", "桐湾产业园项目经理", "reg_lx", "13606712287"),
    ("p_qly", "戚立言", ["戚经理"], [], "男", "砚山科技园项目经理", "reg_ld", "13506714470"),
    ("p_lyn", "蓝一诺", ["一诺"], [], "女", "业主服务中心经理、岚东片区客服主管", "dept_kf", "8301"),
    ("p_ly", "蓝毅", [], [], "男", "岚西片区客服主管", "dept_kf", "8302"),
    ("p_kjg", "邝建国", ["邝工", "邝经理"], [], "男", "工程部经理", "dept_gc", "8401"),
    ("p_bht", "柏海涛", ["柏工"], [], "男", "岚东片区工程主管", "dept_gc", "8411"),
    ("p_syt", "施语彤", ["施主管"], [], "女", "岚西片区工程主管", "dept_gc", "8412"),
    ("p_wj", "闻静", ["闻经理"], [], "女", "品质部经理", "dept_pz", "8501"),
    ("p_zq", "祝晴", ["祝专员"], [], "女", "品质部品质专员", "dept_pz", "8512"),
    ("p_nyl", "钮嘉乐", ["小钮"], [], "男", "数字化运营部运维工程师", "dept_xx", "8612"),
    ("p_zhm", "卓慧敏", ["卓经理"], [], "女", "财务部经理", "dept_cw", "8701"),
    ("p_bh", "贲浩", ["贲工"], [], "男", "数字化运营部经理", "dept_xx", "8601"),
    ("p_xy", "奚悦", [], [], "女", "报修小程序产品负责人", "dept_xx", "8611"),
    ("p_pwd", "庞卫东", ["庞经理"], [], "男", "安保部经理", "dept_ab", "8801"),
    ("p_gcq", "葛长青", ["葛师傅"], [], "男", "捷梯电梯维保有限公司驻场主管", "sup_jt", "13957103365"),
    ("p_tmx", "檀沐夕", ["檀主管"], [], "女", "净朗保洁服务有限公司项目主管", "sup_jl", "13857105548"),
]
for pid, name, alts, hidden, gender, title, unit, phone in PEOPLE:
    rel = "worksFor" if unit.startswith(("sup_", "org_")) else "memberOf"
    ent(pid, "Person", name, alts, hidden, {rel: unit}, gender=gender, jobTitle=title, phone=phone)

# -- metrics -------------------------------------------------------------------------------------------------
ent("met_wyf", "Metric", "物业费收缴率", ["物业费收缴", "收缴率", "收费率"], ["物业费收交率"], {"measures": "dept_cw"},
    unit="%", target="月度累计≥92%，年度≥95%")
ent("met_tcf", "Metric", "停车费收缴率", ["停车费收缴", "收缴率"], [], {"measures": "dept_cw"},
    unit="%", target="≥96%")
ent("met_bxjs", "Metric", "报修及时率", ["报修响应及时率", "及时率"], ["报修即时率"], {"measures": "dept_gc"},
    unit="%", target="≥95%（30分钟内响应）")
ent("met_tsl", "Metric", "投诉量", ["月度投诉量"], [], {"measures": "dept_kf"},
    unit="件", target="每个项目每月≤15件")
ent("met_myd", "Metric", "满意度", ["业主满意度", "满意度得分"], [], {"measures": "dept_pz"},
    unit="分（百分制）", target="≥85分")
ent("met_nh", "Metric", "公区能耗", ["能耗", "公区用电"], ["公共能耗"], {"measures": "dept_gc"},
    unit="千瓦时", target="同比下降3%")
ent("met_dtgz", "Metric", "电梯故障率", ["梯故障率", "电梯故障次数"], [], {"measures": "dept_gc"},
    unit="次/台·月", target="≤0.3次/台·月")

# -- incidents -------------------------------------------------------------------------------------------------
ent("inc_flkr", "Incident", "枫澜苑电梯困人事件", ["电梯困人事件", "困人事件", "9·14困人"], [],
    {"occurredAt": "bld_fl3", "involved": ["eq_fl3e1", "sup_jt"], "investigatedBy": "p_bht"},
    occurredOn="2025-09-14", severity="较大服务事件", impact="困3人42分钟，维保救援人员38分钟到场，业主投诉11件",
    status="已结案，1号电梯停用待更新")
ent("inc_dxts1", "Incident", "荻溪雅居8·22停水事件", ["8·22停水", "荻溪8月停水"], [],
    {"occurredAt": "est_dx", "involved": ["eq_dxpump", "mdl_qr3"], "investigatedBy": "p_syt"},
    occurredOn="2025-08-22", severity="一般服务事件", impact="变频器烧毁，全小区停水9小时", status="已结案")
ent("inc_dxts2", "Incident", "荻溪雅居10·17停水事件", ["10·17停水", "荻溪10月停水"], [],
    {"occurredAt": "est_dx", "involved": ["eq_dxpump", "sup_mc"], "investigatedBy": "p_syt"},
    occurredOn="2025-10-17", severity="较大服务事件", impact="改造切换时主管阀门破裂，高区停水14小时，投诉23件",
    status="整改中")
ent("inc_twls", "Incident", "桐湾名邸地库漏水事件", ["地库漏水", "桐湾漏水"], [],
    {"occurredAt": "est_tw", "involved": ["eq_twsump"], "investigatedBy": "p_lzb"},
    occurredOn="2025-09-03", severity="一般服务事件", impact="暴雨时排水泵浮球卡死，B2层积水30厘米，12辆车进水",
    status="已结案，理赔4.6万元")
ent("inc_yskt", "Incident", "砚山科技园A座空调投诉事件", ["空调投诉", "A座空调投诉"], [],
    {"occurredAt": "bld_ysa", "involved": ["eq_ysch", "sup_hn"], "investigatedBy": "p_qly"},
    occurredOn="2025-08-05", severity="一般服务事件", impact="冷水机组2号压缩机故障，A座12—22层室温超28℃持续6天，投诉37件",
    status="已结案")
ent("inc_twmj", "Incident", "桐湾产业园门禁故障事件", ["门禁故障", "刷脸故障"], [],
    {"occurredAt": "park_tw", "involved": ["mod_rl", "sys_mj"], "investigatedBy": "p_nyl"},
    occurredOn="2025-10-09", severity="一般服务事件", impact="人脸通行模块升级后识别失败，早高峰园区入口拥堵约50分钟",
    status="已结案")

# -- projects -------------------------------------------------------------------------------------------------
ent("prj_fldt", "Project", "枫澜苑电梯更新改造项目", ["电梯更新项目", "枫澜换梯"], [],
    {"inEstate": "est_fl", "involved": ["mdl_ks800s", "eq_fl3e1", "eq_fl3e2"], "ledBy": "p_bht"},
    budget="312万元（首批6部）", progress="3号楼1号电梯已拆除，新梯预计2025年12月验收")
ent("prj_dxgs", "Project", "荻溪雅居二次供水改造项目", ["供水改造", "荻溪泵房改造"], [],
    {"inEstate": "est_dx", "involved": ["mdl_qr3p", "eq_dxpump", "sup_mc"], "ledBy": "p_syt"},
    budget="96万元", progress="新机组已安装，10·17停水后暂停切换，计划11月下旬完成")
ent("prj_jn", "Project", "2025年公区节能改造专项", ["节能改造", "节能专项", "LED改造"], [],
    {"involved": ["est_fl", "park_ys", "park_tw"], "ledBy": "p_kjg"},
    budget="58万元", progress="地库照明LED改造完成，砚山科技园群控改造进行中")
