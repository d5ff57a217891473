"""禾家超市（虚构）运营知识库的图谱：类、属性、实体，全部是字面量。

make_bundle.py 把这些表写成 ontology.ttl；build_docs.py 和 cases.py 引用这里的实体 id。
所有名称、人物、数字和事件都是虚构的。
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/hejia-retail#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("公司", ["集团", "超市公司"], None),
    "Region": ("片区", ["区域", "大区"], None),
    "Department": ("部门", ["部", "中心", "组"], None),
    "Store": ("门店", ["店", "超市", "分店", "卖场"], None),
    "Warehouse": ("仓库", ["仓", "配送中心", "DC", "物流仓"], None),
    "FrontWarehouse": ("前置仓", ["小仓", "到家仓", "站点"], "Warehouse"),
    "System": ("系统", ["平台", "软件"], None),
    "Module": ("模块", ["功能模块", "子系统", "功能"], "System"),
    "Policy": ("制度", ["办法", "规定", "规则", "政策"], None),
    "Procedure": ("流程", ["作业流程", "SOP", "操作规范", "作业指导书"], None),
    "Program": ("会员权益", ["活动", "营销活动", "权益"], None),
    "Category": ("品类", ["类目", "商品类别"], None),
    "Supplier": ("供应商", ["厂家", "合作方", "承运商", "服务商"], None),
    "Contract": ("合同", ["协议", "服务合同"], None),
    "Person": ("人员", ["员工", "同事", "负责人"], None),
    "Metric": ("指标", ["KPI", "考核指标"], None),
    "Incident": ("事件", ["事故", "故障", "异常"], None),
    "Project": ("项目", ["改造项目", "工程"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("隶属于", ["属于", "上级", "归属"]),
    "inRegion": ("所属片区", ["哪个片区", "片区"]),
    "ledBy": ("负责人", ["店长", "部长", "经理", "主任", "谁管"]),
    "memberOf": ("所在部门", ["哪个部门", "部门"]),
    "worksFor": ("任职单位", ["哪家公司"]),
    "systemOwner": ("系统负责人", ["系统管理员", "谁负责系统"]),
    "docOwner": ("归口部门", ["主管部门", "制定部门"]),
    "suppliedBy": ("供应商", ["谁家的", "谁供货", "厂家"]),
    "supplies": ("供货品类", ["供什么", "供应品类"]),
    "servedBy": ("配送仓", ["从哪个仓发货", "哪个仓配送", "供货仓"]),
    "contractWith": ("签约方", ["乙方", "跟谁签的"]),
    "covers": ("合同范围", ["合同标的", "覆盖"]),
    "occurredAt": ("发生地点", ["在哪", "地点"]),
    "involved": ("涉及", ["相关", "影响到"]),
    "supersedes": ("替代", ["取代", "上一版"]),
    "managesCategory": ("负责品类", ["管哪些品类"]),
}

DATA_PROPERTIES = {
    "opened": ("开业日期", ["哪年开的", "开业时间"]),
    "area": ("营业面积", ["面积", "多大", "平米"]),
    "skuCount": ("SKU数", ["品项数", "多少个品"]),
    "coldCapacity": ("冷库容量", ["冷库多大", "冷库"]),
    "storage": ("仓储面积", ["库容", "仓多大"]),
    "radius": ("配送半径", ["送多远", "覆盖范围"]),
    "dailyOrders": ("日均单量", ["一天多少单", "单量"]),
    "version": ("版本", ["版本号", "几版"]),
    "goLive": ("上线日期", ["什么时候上线", "上线时间"]),
    "effectiveFrom": ("施行日期", ["生效日期", "什么时候生效", "实施日期"]),
    "approvalLimit": ("报损审批额度", ["审批额度", "报损额度"]),
    "amount": ("合同金额", ["金额", "多少钱"]),
    "term": ("合同期限", ["期限", "到期", "有效期"]),
    "budget": ("项目预算", ["预算", "投资"]),
    "target": ("目标值", ["目标", "考核目标"]),
    "unit": ("计量口径", ["口径", "单位"]),
    "benefit": ("权益内容", ["优惠力度", "打几折", "怎么优惠"]),
    "schedule": ("活动时间", ["哪天", "什么时候"]),
    "gender": ("性别", []),
    "jobTitle": ("职务", ["岗位", "职位"]),
    "phone": ("联系电话", ["电话", "分机"]),
    "occurredOn": ("发生时间", ["哪天发生", "日期"]),
    "severity": ("事件等级", ["等级", "定级"]),
    "status": ("状态", ["进展", "结案没有"]),
    "loss": ("损失金额", ["损失", "亏了多少"]),
}

E = bundlekit.Entities()
ent = E.add


# -- company, regions, departments ----------------------------------------------------------------
ent("org", "Organisation", "禾家超市有限公司", ["禾家超市", "禾家", "公司总部"], ["和家超市"])
ent("r_east", "Region", "城东片区", ["东片区", "东片"], [], {"partOf": "org", "ledBy": "p_wzq"})
ent("r_west", "Region", "城西片区", ["西片区", "西片"], [], {"partOf": "org", "ledBy": "p_wzq"})
ent("d_ops", "Department", "门店营运部", ["营运部", "营运"], [], {"partOf": "org", "ledBy": "p_wzq"})
ent("d_fresh", "Department", "鲜品部", ["生鲜部", "鲜品事业部"], ["鲜品布"],
    {"partOf": "org", "ledBy": "p_zw", "managesCategory": ["c_fv", "c_meat", "c_aqua", "c_daily", "c_bake"]})
ent("d_buy", "Department", "采购中心", ["采购部", "商品采购中心"], [], {"partOf": "org", "ledBy": "p_hq2"})
ent("d_freshbuy", "Department", "鲜品采购组", ["生鲜采购组", "鲜采组"], ["鲜品采够组"],
    {"partOf": "d_buy", "ledBy": "p_zt", "managesCategory": ["c_fv", "c_meat", "c_aqua"]})
ent("d_home", "Department", "到家事业部", ["到家业务部", "O2O事业部", "到家部"], [], {"partOf": "org", "ledBy": "p_lx"})
ent("d_log", "Department", "物流中心", ["物流部", "仓配中心"], [], {"partOf": "org", "ledBy": "p_cl"})
ent("d_mkt", "Department", "会员营销部", ["会员部", "市场部", "营销部"], [], {"partOf": "org", "ledBy": "p_lm"})
ent("d_it", "Department", "信息技术部", ["IT部", "信息部", "技术部"], [], {"partOf": "org", "ledBy": "p_ly"})
ent("d_fs", "Department", "食品安全部", ["食安部", "品控部", "质量部"], [], {"partOf": "org", "ledBy": "p_hy"})
ent("d_cs", "Department", "客服中心", ["客服部", "客户服务中心"], [], {"partOf": "org", "ledBy": "p_ma"})

# -- warehouses --------------------------------------------------------------------------------------
ent("w_east", "Warehouse", "城东仓", ["城东配送中心", "东仓", "城东DC"], ["城东舱"],
    {"partOf": "d_log", "ledBy": "p_cj"}, opened="2019-05", storage="28000平方米", coldCapacity="6000立方米")
ent("w_west", "Warehouse", "城西常温仓", ["西仓", "城西仓", "常温仓"], [],
    {"partOf": "d_log", "ledBy": "p_fj"}, opened="2021-03", storage="16000平方米", coldCapacity="无冷库")
ent("w_cold", "Warehouse", "冷链中心仓", ["冷链仓", "冷仓", "中心冷库"], [],
    {"partOf": "d_log", "ledBy": "p_cl"}, opened="2022-09", storage="9000平方米", coldCapacity="14000立方米")
ent("fw_east", "FrontWarehouse", "城东前置仓", ["东前置仓", "城东小仓"], [],
    {"partOf": "d_home", "servedBy": "w_east", "ledBy": "p_gk", "inRegion": "r_east"},
    opened="2023-04", storage="450平方米", radius="3公里", dailyOrders="1900单")
ent("fw_bj", "FrontWarehouse", "滨江前置仓", ["滨江小仓"], [],
    {"partOf": "d_home", "servedBy": "w_east", "ledBy": "p_sq", "inRegion": "r_east"},
    opened="2023-10", storage="380平方米", radius="3公里", dailyOrders="1500单")
ent("fw_gx", "FrontWarehouse", "高新前置仓", ["高新小仓"], [],
    {"partOf": "d_home", "servedBy": "w_west", "ledBy": "p_lf", "inRegion": "r_west"},
    opened="2024-06", storage="520平方米", radius="3.5公里", dailyOrders="2300单")
ent("fw_nh", "FrontWarehouse", "南湖前置仓", ["南湖小仓"], [],
    {"partOf": "d_home", "servedBy": "w_west", "ledBy": "p_lf", "inRegion": "r_west"},
    opened="2025-07", storage="600平方米", radius="3公里", dailyOrders="900单")

# -- stores ------------------------------------------------------------------------------------------
ent("s_east", "Store", "城东店", ["东店", "城东门店"], [],
    {"inRegion": "r_east", "ledBy": "p_ljh", "servedBy": "w_east"}, opened="2016-09", area="6800平方米", skuCount="14000")
ent("s_west", "Store", "城西店", ["西店", "城西门店"], [],
    {"inRegion": "r_west", "ledBy": "p_wf", "servedBy": "w_west"}, opened="2017-11", area="5200平方米", skuCount="12000")
ent("s_bj", "Store", "滨江店", ["滨江门店"], ["宾江店"],
    {"inRegion": "r_east", "ledBy": "p_zh", "servedBy": "w_east"}, opened="2019-04", area="4300平方米", skuCount="10500")
ent("s_nh", "Store", "南湖店", ["南湖门店"], [],
    {"inRegion": "r_west", "ledBy": "p_zl", "servedBy": "w_west"}, opened="2020-08", area="3600平方米", skuCount="9000")
ent("s_nhb", "Store", "南湖北店", ["南湖北门店"], [],
    {"inRegion": "r_west", "ledBy": "p_yx", "servedBy": "w_west"}, opened="2024-12", area="1800平方米", skuCount="6000")
ent("s_gx", "Store", "高新店", ["高新门店", "高新区店"], [],
    {"inRegion": "r_west", "ledBy": "p_tl", "servedBy": "w_west"}, opened="2021-06", area="4800平方米", skuCount="11000")
ent("s_lj", "Store", "老街店", ["老街门店"], [],
    {"inRegion": "r_east", "ledBy": "p_hq", "servedBy": "w_east"}, opened="2012-03", area="2500平方米", skuCount="7500")

# -- systems and modules -----------------------------------------------------------------------------
ent("sys_pos", "System", "POS收银系统", ["POS", "收银系统", "收银机系统"], ["POS机系统"],
    {"systemOwner": "p_ly"}, version="6.2", goLive="2018-03")
ent("mod_self", "Module", "自助收银模块", ["自助收银", "自助收银机"], [],
    {"partOf": "sys_pos", "systemOwner": "p_hm"}, version="2.1", goLive="2025-05")
ent("sys_app", "System", "禾家到家APP", ["到家APP", "禾家APP", "APP"], [],
    {"systemOwner": "p_lx"}, version="4.8", goLive="2020-02")
ent("mod_dispatch", "Module", "配送调度模块", ["调度模块", "派单模块"], [],
    {"partOf": "sys_app", "systemOwner": "p_xm"}, version="3.0", goLive="2024-09")
ent("sys_wms", "System", "WMS仓储管理系统", ["WMS", "仓储管理系统", "仓库系统"], ["WSM"],
    {"systemOwner": "p_sj", "suppliedBy": "sup_yz"}, version="5.3", goLive="2019-05")
ent("mod_pick", "Module", "拣货模块", ["拣货PDA", "拣货功能"], [],
    {"partOf": "sys_wms", "systemOwner": "p_sj"}, version="5.3", goLive="2023-04")
ent("sys_crm", "System", "会员系统", ["CRM", "会员平台", "会员中台"], [],
    {"systemOwner": "p_xq"}, version="3.4", goLive="2019-10")
ent("mod_points", "Module", "积分模块", ["积分系统", "积分功能"], [],
    {"partOf": "sys_crm", "systemOwner": "p_xq"}, version="3.4", goLive="2021-01")
ent("sys_erp", "System", "ERP供应链系统", ["ERP", "供应链系统"], [],
    {"systemOwner": "p_ly"}, version="8.1", goLive="2017-01")
ent("mod_replen", "Module", "自动补货模块", ["自动补货", "自动订货"], [],
    {"partOf": "sys_erp", "systemOwner": "p_zt"}, version="1.6", goLive="2024-03")

# -- policies and procedures -------------------------------------------------------------------------
ent("pol_loss24", "Policy", "生鲜损耗管理办法2024版", ["旧版损耗办法", "24版损耗办法"], [],
    {"docOwner": "d_fresh"}, effectiveFrom="2024-01-01", approvalLimit="单笔500元以下店长审批", version="2024版")
ent("pol_loss25", "Policy", "生鲜损耗管理办法2025版", ["新版损耗办法", "25版损耗办法", "损耗办法"], [],
    {"docOwner": "d_fresh", "supersedes": "pol_loss24"}, effectiveFrom="2025-07-01",
    approvalLimit="单笔300元以下店长审批", version="2025版")
ent("pol_points", "Policy", "会员积分规则", ["积分规则"], [], {"docOwner": "d_mkt"}, effectiveFrom="2025-01-01")
ent("pol_expiry", "Policy", "临期商品处理规定", ["临期规定", "临期品规定"], [], {"docOwner": "d_fs"}, effectiveFrom="2024-06-01")
ent("pol_fs", "Policy", "门店食品安全管理制度", ["食安制度", "食品安全制度"], [], {"docOwner": "d_fs"}, effectiveFrom="2023-09-01")
ent("pol_late", "Policy", "到家订单超时赔付规则", ["超时赔付规则", "超时赔付"], [], {"docOwner": "d_home"},
    effectiveFrom="2025-03-01")
ent("pol_cs", "Policy", "客诉管理办法", ["客诉办法", "投诉管理办法"], [], {"docOwner": "d_cs"}, effectiveFrom="2024-04-01")
ent("proc_recv", "Procedure", "生鲜收货验收流程", ["收货SOP", "验收流程", "收货流程"], [], {"docOwner": "d_fresh"})
ent("proc_pick", "Procedure", "到家订单拣货作业流程", ["拣货流程", "拣货SOP"], [], {"docOwner": "d_home"})
ent("proc_cs", "Procedure", "客诉处理流程", ["投诉处理流程", "客诉流程"], [], {"docOwner": "d_cs"})
ent("proc_cold", "Procedure", "冷链断链处置流程", ["断链处置", "断链流程"], [], {"docOwner": "d_log"})
ent("proc_stock", "Procedure", "门店盘点流程", ["盘点流程", "盘点SOP"], [], {"docOwner": "d_ops"})

# -- member programmes -----------------------------------------------------------------------------
ent("pg_day", "Program", "周三会员日", ["会员日"], [], {"docOwner": "d_mkt"},
    schedule="每周三", benefit="指定生鲜8.8折，积分双倍")
ent("pg_price", "Program", "会员价", ["会员专享价"], [], {"docOwner": "d_mkt"},
    schedule="全年每天", benefit="约2000个单品会员价，平均比零售价低6%")
ent("pg_plus", "Program", "禾卡Plus付费会员", ["Plus会员", "付费会员", "禾卡Plus"], [], {"docOwner": "d_mkt"},
    schedule="年卡", benefit="年费199元，到家免运费，每月4张满减券")
ent("pg_free", "Program", "到家满59免运费", ["满59免运", "免运费活动"], [], {"docOwner": "d_home"},
    schedule="全年", benefit="到家订单满59元免3元配送费")
ent("pg_mid", "Program", "中秋礼盒季", ["中秋活动", "礼盒季"], [], {"docOwner": "d_mkt"},
    schedule="2025-08-25至2025-10-06", benefit="礼盒团购9折")

# -- categories --------------------------------------------------------------------------------------
ent("c_fv", "Category", "果蔬", ["蔬果", "水果蔬菜"], [], target="损耗率≤4.5%")
ent("c_meat", "Category", "肉禽蛋", ["肉禽", "鲜肉"], [], target="损耗率≤2.5%")
ent("c_aqua", "Category", "水产", ["海鲜水产", "鲜鱼"], [], target="损耗率≤5%")
ent("c_daily", "Category", "日配", ["短保乳品", "乳品日配"], [], target="损耗率≤2%")
ent("c_bake", "Category", "烘焙", ["面包烘焙", "现烤面包"], [], target="损耗率≤6%")
ent("c_dry", "Category", "粮油干货", ["粮油", "干货"], [], target="损耗率≤0.5%")

# -- suppliers and contracts -------------------------------------------------------------------------
ent("sup_ly", "Supplier", "绿源农业合作社", ["绿源", "绿源合作社"], [], {"supplies": "c_fv"}, phone="0571-8800-2101")
ent("sup_xd", "Supplier", "鲜达冷链物流有限公司", ["鲜达冷链", "鲜达"], ["鲜打冷链"], {"supplies": "c_meat"},
    phone="0571-8800-3302")
ent("sup_hr", "Supplier", "海润水产", ["海润", "海润水产公司"], [], {"supplies": "c_aqua"}, phone="0574-6611-2020")
ent("sup_mc", "Supplier", "牧川乳业", ["牧川", "牧川牛奶"], [], {"supplies": "c_daily"}, phone="0571-8812-6060")
ent("sup_mx", "Supplier", "麦香坊食品", ["麦香坊"], [], {"supplies": "c_bake"}, phone="0571-8890-1188")
ent("sup_kf", "Supplier", "快蜂即时配送", ["快蜂", "快蜂配送", "骑手平台"], [], {}, phone="400-820-5151")
ent("sup_yz", "Supplier", "云栈科技", ["云栈"], [], {}, phone="0571-8765-0909")
ent("sup_ht", "Supplier", "恒通包装", ["恒通"], [], {}, phone="0571-8633-4545")
ent("k_xd", "Contract", "鲜达冷链运输合同", ["冷链运输合同", "鲜达合同"], [],
    {"contractWith": "sup_xd", "covers": ["w_cold", "w_east"]}, amount="年费420万元", term="2025-01-01至2026-12-31")
ent("k_kf", "Contract", "快蜂配送服务合同", ["快蜂合同", "配送服务合同"], [],
    {"contractWith": "sup_kf", "covers": ["fw_east", "fw_bj", "fw_gx", "fw_nh"]}, amount="每单4.2元", term="2024-07-01至2025-12-31")
ent("k_ly", "Contract", "绿源果蔬直采协议", ["直采协议", "绿源协议"], [],
    {"contractWith": "sup_ly", "covers": "c_fv"}, amount="年采购额约1800万元", term="2025-03-01至2026-02-28")
ent("k_hr", "Contract", "海润水产供货合同", ["海润合同", "水产合同"], [],
    {"contractWith": "sup_hr", "covers": "c_aqua"}, amount="年采购额约950万元", term="2024-10-01至2025-09-30")
ent("k_yz", "Contract", "云栈WMS运维合同", ["WMS运维合同", "云栈合同"], [],
    {"contractWith": "sup_yz", "covers": "sys_wms"}, amount="年费86万元", term="2025-06-01至2026-05-31")

# -- metrics -----------------------------------------------------------------------------------------
ent("m_sales", "Metric", "销售额", ["营业额", "销售", "业绩"], [], unit="万元，含税")
ent("m_gm", "Metric", "毛利率", ["毛利"], [], unit="%", target="门店≥22%")
ent("m_loss", "Metric", "损耗率", ["损耗", "报损率"], ["损号率"], unit="报损金额/销售额，%", target="生鲜≤3.5%")
ent("m_oos", "Metric", "缺货率", ["缺货", "断货率"], [], unit="缺货SKU/应有SKU，%", target="≤3%")
ent("m_otd", "Metric", "履约准时率", ["到家准时率", "准时率", "按时送达率"], [], unit="承诺时效内送达订单占比，%",
    target="≥96%")
ent("m_arr", "Metric", "到货准时率", ["供应商到货准时率", "准时率"], [], unit="按预约时段到货批次占比，%", target="≥95%")
ent("m_cs", "Metric", "客诉量", ["有效客诉", "投诉量", "客诉件数"], [], unit="有效客诉件数", target="每万单≤8件")
ent("m_atv", "Metric", "客单价", ["平均客单价"], [], unit="元")
ent("m_orders", "Metric", "线上订单量", ["到家单量", "线上单量"], [], unit="单")

# -- incidents ---------------------------------------------------------------------------------------
ent("inc_0723", "Incident", "7·23城东仓冷库停电", ["城东仓停电", "冷库停电"], [],
    {"occurredAt": "w_east", "involved": ["c_meat", "c_aqua"]}, occurredOn="2025-07-23", severity="二级",
    status="已结案", loss="约38万元")
ent("inc_0816", "Incident", "8·16到家APP支付故障", ["APP支付故障", "支付故障"], [],
    {"occurredAt": "sys_app", "involved": "sys_app"}, occurredOn="2025-08-16", severity="二级", status="已结案",
    loss="约1.2万单受影响")
ent("inc_0905", "Incident", "9·05滨江店过期酸奶", ["过期酸奶事件", "滨江店酸奶"], [],
    {"occurredAt": "s_bj", "involved": ["sup_mc", "c_daily"]}, occurredOn="2025-09-05", severity="三级",
    status="整改中", loss="赔付及罚款约1.6万元")
ent("inc_0912", "Incident", "9·12冷链车温控异常", ["冷链车温控异常", "温控异常"], [],
    {"occurredAt": "w_cold", "involved": ["sup_xd", "c_meat"]}, occurredOn="2025-09-12", severity="三级",
    status="已结案", loss="约6.5万元")
ent("inc_0924", "Incident", "9·24会员日收银拥堵", ["收银拥堵", "会员日排队"], [],
    {"occurredAt": "s_east", "involved": ["mod_self", "pg_day"]}, occurredOn="2025-09-24", severity="四级",
    status="已结案", loss="客诉41件")

# -- projects ----------------------------------------------------------------------------------------
ent("pj_self", "Project", "自助收银改造项目", ["自助收银改造", "收银改造"], [],
    {"involved": ["mod_self", "s_east", "s_west", "s_gx"], "ledBy": "p_ly"}, budget="260万元", status="二期实施中")
ent("pj_nh", "Project", "南湖前置仓建设项目", ["南湖仓项目", "南湖前置仓项目"], [],
    {"involved": "fw_nh", "ledBy": "p_lx"}, budget="180万元", status="已开业，尾款待结")
ent("pj_wms", "Project", "WMS升级项目", ["WMS升级", "WMS6.0升级"], [],
    {"involved": "sys_wms", "ledBy": "p_sj"}, budget="140万元", status="测试中，计划2025-11上线")

# -- people ------------------------------------------------------------------------------------------
PEOPLE = [
    ("p_ljh", "李建华", ["李店长"], "男", "城东店店长", "s_east", "0571-8600-1101"),
    ("p_lx", "李雪", ["李经理"], "女", "到家事业部总经理", "d_home", "0571-8600-2201"),
    ("p_wzq", "王志强", ["王总"], "男", "营运总监", "d_ops", "0571-8600-0001"),
    ("p_wf", "王芳", ["王店长"], "女", "城西店店长", "s_west", "0571-8600-1201"),
    ("p_zw", "张伟", ["张部长"], "男", "鲜品部部长", "d_fresh", "0571-8600-3101"),
    ("p_zt", "张婷", ["张组长"], "女", "鲜品采购组组长", "d_freshbuy", "0571-8600-3201"),
    ("p_cl", "陈磊", ["陈主任"], "男", "物流中心主任", "d_log", "0571-8600-4101"),
    ("p_cj", "陈静", ["陈经理"], "女", "城东仓仓库经理", "w_east", "0571-8600-4201"),
    ("p_ly", "刘洋", ["刘工"], "男", "信息技术部经理", "d_it", "0571-8600-5101"),
    ("p_lm", "刘敏", ["刘经理"], "女", "会员营销部经理", "d_mkt", "0571-8600-6101"),
    ("p_zh", "周海", ["周店长"], "男", "滨江店店长", "s_bj", "0571-8600-1301"),
    ("p_zl", "周琳", ["周店长"], "女", "南湖店店长", "s_nh", "0571-8600-1401"),
    ("p_sj", "孙杰", ["孙工"], "男", "WMS系统负责人", "d_it", "0571-8600-5201"),
    ("p_hy", "黄燕", ["黄部长"], "女", "食品安全部部长", "d_fs", "0571-8600-7101"),
    ("p_ma", "马超", ["马主任"], "男", "客服中心主任", "d_cs", "0571-8600-8101"),
    ("p_xq", "徐晴", ["徐经理"], "女", "会员系统产品经理", "d_it", "0571-8600-5301"),
    ("p_gk", "高凯", ["高站长"], "男", "城东前置仓站长", "d_home", "0571-8600-2301"),
    ("p_tl", "唐丽", ["唐店长"], "女", "高新店店长", "s_gx", "0571-8600-1501"),
    ("p_hq", "何强", ["何店长"], "男", "老街店店长", "s_lj", "0571-8600-1601"),
    ("p_yx", "杨霞", ["杨店长"], "女", "南湖北店店长", "s_nhb", "0571-8600-1701"),
    ("p_hq2", "胡庆", ["胡总"], "男", "采购总监", "d_buy", "0571-8600-3001"),
    ("p_fj", "方军", ["方经理"], "男", "城西常温仓仓库经理", "w_west", "0571-8600-4301"),
    ("p_sq", "宋琪", ["宋站长"], "女", "滨江前置仓站长", "d_home", "0571-8600-2401"),
    ("p_lf", "罗飞", ["罗站长"], "男", "高新前置仓和南湖前置仓站长", "d_home", "0571-8600-2501"),
    ("p_hm", "韩梅", ["韩工"], "女", "自助收银模块负责人", "d_it", "0571-8600-5401"),
    ("p_xm", "谢明", ["谢工"], "男", "配送调度模块负责人", "d_it", "0571-8600-5501"),
    ("p_dm", "邓明", ["邓经理"], "男", "鲜达冷链客户经理", "sup_xd", "0571-8800-3310"),
]
for pid, name, alts, gender, title, unit, phone in PEOPLE:
    prop = "worksFor" if unit.startswith("sup_") else "memberOf"
    ent(pid, "Person", name, alts, [], {prop: unit}, gender=gender, jobTitle=title, phone=phone)
