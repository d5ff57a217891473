"""禾川种业（虚构）知识库的图谱：类、属性、实体，全部是字面量。

make_bundle.py 把这些表写成 ontology.ttl；build_docs.py 和 cases.py 引用这里的实体 id。
所有名称、人物、数字和事件都是虚构的。时间锚点：2025年11月上旬。
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/hechuan-seed#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("公司", ["种业公司", "集团"], None),
    "Department": ("部门", ["中心", "部", "科室"], None),
    "Person": ("人员", ["员工", "同事", "负责人", "领导"], None),
    "Crop": ("作物", ["农作物", "作物种类"], None),
    "ProductLine": ("产品线", ["品牌", "产品系"], None),
    "Series": ("系列", ["品种系列", "系列品种"], None),
    "Variety": ("品种", ["种子", "杂交种", "新品种", "这个种"], None),
    "Region": ("销售大区", ["大区", "区域", "片区", "区"], None),
    "Base": ("制种基地", ["基地", "繁种基地", "制种田"], None),
    "TrialStation": ("试验站", ["站", "试验点", "示范点"], None),
    "SeedLot": ("种子批次", ["批次", "批号", "这批种子", "这批货"], None),
    "PestDisease": ("病虫害", ["病害", "虫害", "病", "病虫"], None),
    "Standard": ("标准", ["规程", "规范", "办法", "制度"], None),
    "Procedure": ("作业指导书", ["SOP", "流程", "操作规程", "作业流程"], None),
    "System": ("系统", ["平台", "软件"], None),
    "Module": ("模块", ["功能模块", "子模块", "App"], "System"),
    "Supplier": ("供应商", ["厂家", "合作方", "乙方"], None),
    "Contract": ("合同", ["协议", "采购合同", "服务合同"], None),
    "Metric": ("指标", ["KPI", "考核指标", "数据"], None),
    "Incident": ("事件", ["事故", "质量事件", "问题"], None),
}

# object properties: id -> (label, aliases)
OBJECT_PROPERTIES = {
    "partOf": ("隶属于", ["属于", "上级", "归哪"]),
    "ledBy": ("负责人", ["谁管", "谁负责", "主任", "站长", "场长", "经理", "部长"]),
    "memberOf": ("所在部门", ["哪个部门", "部门"]),
    "worksFor": ("任职单位", ["哪家公司", "单位"]),
    "crop": ("作物", ["什么作物", "哪种作物"]),
    "inSeries": ("所属系列", ["哪个系列", "系列"]),
    "inLine": ("所属产品线", ["哪条产品线", "产品线"]),
    "improvedFrom": ("改良自", ["前身", "原版", "上一代", "老版本"]),
    "breeder": ("育种人", ["育种家", "谁育的", "选育人", "谁选育的"]),
    "producedAt": ("制种基地", ["在哪制种", "哪个基地繁的", "产地", "哪个基地的"]),
    "resistantTo": ("抗性", ["抗什么病", "抗病性", "抗病"]),
    "susceptibleTo": ("易感病害", ["怕什么病", "感病", "不抗什么"]),
    "testedAt": ("参试站点", ["在哪试验", "哪些站试过", "试验点"]),
    "suitableFor": ("适宜区域", ["适合哪里种", "推广区域", "能在哪种"]),
    "inRegion": ("所在大区", ["哪个大区", "归哪个区"]),
    "lotOf": ("所属品种", ["是啥品种", "哪个品种的"]),
    "supersedes": ("替代", ["取代", "上一版", "旧版"]),
    "implements": ("依据", ["按照", "执行哪个标准", "对应标准"]),
    "docOwner": ("归口部门", ["主管部门", "编制部门", "牵头部门"]),
    "systemOwner": ("系统负责人", ["管理员", "系统管理员", "归口负责人"]),
    "suppliedBy": ("供应商", ["厂家", "谁家的", "谁供货"]),
    "contractWith": ("签约方", ["乙方", "跟谁签的"]),
    "covers": ("合同标的", ["采购内容", "服务内容"]),
    "measures": ("考核部门", ["考核对象", "谁考核"]),
    "occurredAt": ("发生地点", ["在哪发生", "地点"]),
    "involved": ("涉及", ["相关", "影响到", "牵涉"]),
}

# datatype properties: id -> (label, aliases)
DATA_PROPERTIES = {
    "area": ("面积", ["制种面积", "多少亩", "规模"]),
    "location": ("地址", ["在哪", "位置", "地点在哪"]),
    "founded": ("建成年份", ["哪年建的", "建站时间", "成立时间"]),
    "regCode": ("审定编号", ["审定号", "审定证号", "审定"]),
    "maturity": ("生育期", ["熟期", "几天成熟", "多少天"]),
    "density": ("推荐密度", ["种植密度", "密度", "每亩多少株", "种多密"]),
    "plantHeight": ("株高", ["多高", "高度"]),
    "launchYear": ("上市年份", ["哪年上市", "推出时间", "上市时间"]),
    "germination": ("发芽率", ["出芽率", "芽率"]),
    "purity": ("纯度", ["品种纯度"]),
    "moisture": ("水分", ["含水量", "含水率"]),
    "lotResult": ("检验结论", ["判定结果", "合格吗", "合不合格"]),
    "quantity": ("批量", ["数量", "多少公斤", "多少吨"]),
    "producedOn": ("收获日期", ["生产日期", "哪天收的"]),
    "version": ("版本", ["版本号", "当前版本", "几版"]),
    "effectiveFrom": ("施行日期", ["生效日期", "实施日期", "啥时候执行"]),
    "goLive": ("上线日期", ["上线时间", "什么时候上线"]),
    "amount": ("合同金额", ["金额", "多少钱", "合同额"]),
    "term": ("合同期限", ["期限", "到期时间", "有效期", "啥时候到期"]),
    "target": ("目标值", ["考核目标", "目标", "标准值"]),
    "unit": ("计量单位", ["口径", "单位"]),
    "gender": ("性别", []),
    "jobTitle": ("职务", ["岗位", "职位", "头衔"]),
    "phone": ("联系电话", ["电话", "分机", "手机号"]),
    "occurredOn": ("发生时间", ["哪天", "日期", "什么时候发生"]),
    "severity": ("事件等级", ["等级", "级别", "定级"]),
    "status": ("处理状态", ["进展", "结案了吗", "现在咋样了"]),
    "impact": ("影响", ["损失", "影响范围", "影响多大"]),
    "symptom": ("典型症状", ["症状", "啥症状", "长什么样"]),
    "control": ("防治措施", ["怎么防", "防治", "咋治"]),
}

# Entities: id -> dict(cls, label, alt=[...], hidden=[...], edges={prop: id | [ids]}, attrs={prop: value})
E = bundlekit.Entities()
ent = E.add


# -- company, departments ----------------------------------------------------------------------
ent("org_hc", "Organisation", "禾川种业股份有限公司", ["禾川种业", "禾川", "禾川公司"], ["和川种业", "禾川种子"],
    {"ledBy": "p_lzh"}, location="青陵市高新区禾川路8号", founded="2006")
ent("dept_yz", "Department", "育种研究院", ["育种院", "研究院", "育种部"], ["育种研究所"],
    {"partOf": "org_hc", "ledBy": "p_hzy"})
ent("dept_sc", "Department", "生产管理部", ["生产部", "生产管理"], [], {"partOf": "org_hc", "ledBy": "p_qsl"})
ent("dept_zl", "Department", "质量管理部", ["质管部", "质量部", "QA"], ["质检部"],
    {"partOf": "org_hc", "ledBy": "p_ymq"})
ent("dept_yx", "Department", "营销中心", ["销售中心", "营销部", "销售部"], [], {"partOf": "org_hc", "ledBy": "p_dwj"})
ent("dept_kf", "Department", "客户服务部", ["客服部", "客服中心"], [], {"partOf": "org_hc", "ledBy": "p_gt"})
ent("dept_xx", "Department", "信息管理部", ["信息部", "IT部"], [], {"partOf": "org_hc", "ledBy": "p_jp"})
ent("dept_cg", "Department", "采购部", ["采购中心"], [], {"partOf": "org_hc", "ledBy": "p_mx"})
ent("dept_ny", "Department", "农艺服务部", ["农艺部", "技术服务部", "农服部"], [],
    {"partOf": "org_hc", "ledBy": "p_hyh"})

# -- crops ------------------------------------------------------------------------------------------
ent("crop_ym", "Crop", "玉米", ["苞米", "苞谷"], ["包谷"])
ent("crop_xm", "Crop", "小麦", ["麦子", "冬小麦"], [])
ent("crop_sd", "Crop", "水稻", ["稻子", "杂交稻"], [])
ent("crop_dd", "Crop", "大豆", ["黄豆", "豆子"], [])

# -- product lines and series ------------------------------------------------------------------------
ent("pl_jl", "ProductLine", "金垄玉米产品线", ["金垄产品线", "金垄", "金垄玉米"], ["金龙玉米"],
    {"crop": "crop_ym", "ledBy": "p_hzy"}, launchYear="2016")
ent("pl_jx", "ProductLine", "锦香稻产品线", ["锦香产品线", "锦香稻"], ["锦湘稻"],
    {"crop": "crop_sd", "ledBy": "p_fqs"}, launchYear="2017")
ent("pl_hm", "ProductLine", "禾麦产品线", ["禾麦", "禾麦小麦"], [],
    {"crop": "crop_xm", "ledBy": "p_tl"}, launchYear="2018")
ent("ser_jl8", "Series", "金垄8系列", ["金垄8系", "8系列", "金垄8号系列"], ["金龙8系列"],
    {"inLine": "pl_jl", "crop": "crop_ym"}, launchYear="2020")
ent("ser_jxy", "Series", "锦香优系列", ["锦香优", "锦香优系"], [],
    {"inLine": "pl_jx", "crop": "crop_sd"}, launchYear="2019")

# -- regions ------------------------------------------------------------------------------------------
ent("reg_db", "Region", "东北区", ["东北大区", "东北", "东北片区"], [], {"partOf": "dept_yx", "ledBy": "p_gmh"})
ent("reg_hhh", "Region", "黄淮海区", ["黄淮海大区", "黄淮海", "黄淮区"], ["黄怀海"], {"partOf": "dept_yx", "ledBy": "p_cxl"})
ent("reg_xn", "Region", "西南区", ["西南大区", "西南", "西南片区"], [], {"partOf": "dept_yx", "ledBy": "p_sjy"})
ent("reg_cj", "Region", "长江中下游区", ["长江区", "长江中下游", "长江大区"], [], {"partOf": "dept_yx", "ledBy": "p_zyh"})
ent("reg_xb", "Region", "西北区", ["西北大区", "西北", "西北片区"], [], {"partOf": "dept_yx", "ledBy": "p_bk"})

# -- seed production bases and trial stations -----------------------------------------------------------
ent("base_lw", "Base", "柳湾制种基地", ["柳湾基地", "柳湾"], ["柳弯基地"],
    {"inRegion": "reg_xb", "ledBy": "p_sz", "partOf": "dept_sc"},
    area="2.8万亩", location="甘岭县柳湾镇", founded="2011")
ent("base_sqt", "Base", "石渠滩制种基地", ["石渠滩基地", "石渠滩"], ["石渠摊基地"],
    {"inRegion": "reg_xb", "ledBy": "p_wjh", "partOf": "dept_sc"},
    area="1.6万亩", location="甘岭县石渠滩乡", founded="2015")
ent("base_np", "Base", "南屏制种基地", ["南屏基地", "南屏"], ["南平基地"],
    {"inRegion": "reg_xn", "ledBy": "p_lhm", "partOf": "dept_sc"},
    area="0.9万亩", location="云湄县南屏镇", founded="2013")
ent("base_bt", "Base", "北坨繁种基地", ["北坨基地", "北坨"], ["北沱基地"],
    {"inRegion": "reg_hhh", "partOf": "dept_sc"},
    area="1.2万亩", location="临河县北坨村", founded="2009")
ent("ts_sl", "TrialStation", "杉岭试验站", ["杉岭站", "杉岭"], ["衫岭试验站"],
    {"inRegion": "reg_db", "ledBy": "p_xy", "partOf": "dept_yz"},
    area="620亩", location="杉岭县城北", founded="2012")
ent("ts_hq", "TrialStation", "鹤泉试验站", ["鹤泉站", "鹤泉"], [],
    {"inRegion": "reg_hhh", "ledBy": "p_cl", "partOf": "dept_yz"},
    area="480亩", location="鹤泉镇", founded="2010")
ent("ts_np", "TrialStation", "南屏试验站", ["南屏站", "南屏"], [],
    {"inRegion": "reg_xn", "ledBy": "p_fqs", "partOf": "dept_yz"},
    area="260亩", location="云湄县南屏镇东郊", founded="2014")
ent("ts_jt", "TrialStation", "江汀试验站", ["江汀站", "江汀"], ["江亭试验站"],
    {"inRegion": "reg_cj", "partOf": "dept_yz"},
    area="310亩", location="汀州市江汀乡", founded="2018")

# -- pests and diseases ---------------------------------------------------------------------------------
ent("pd_dbb", "PestDisease", "大斑病", ["玉米大斑病", "大斑"], ["大班病"], {"crop": "crop_ym"},
    symptom="叶片出现长梭形灰褐色大斑，从下部叶片向上蔓延", control="选用抗病品种，发病初期喷施吡唑醚菌酯")
ent("pd_xbb", "PestDisease", "小斑病", ["玉米小斑病", "小斑"], ["小班病"], {"crop": "crop_ym"},
    symptom="叶片出现椭圆形黄褐色小病斑，高温高湿时多发", control="选用抗病品种，清除病残体，必要时喷药")
ent("pd_swb", "PestDisease", "穗腐病", ["玉米穗腐病", "烂穗"], [], {"crop": "crop_ym"},
    symptom="果穗籽粒发霉变色，有粉红或灰绿色霉层", control="选用抗病品种，防治玉米螟，适期收获")
ent("pd_ymm", "PestDisease", "玉米螟", ["钻心虫"], ["玉米冥"], {"crop": "crop_ym"},
    symptom="心叶期叶片排孔，后期蛀茎、蛀穗", control="释放赤眼蜂，心叶末期撒颗粒剂")
ent("pd_dwb", "PestDisease", "稻瘟病", ["稻瘟", "穗颈瘟"], ["稻温病"], {"crop": "crop_sd"},
    symptom="叶片梭形病斑，穗颈变褐枯死形成白穗", control="选用抗病品种，破口期喷施三环唑")
ent("pd_chm", "PestDisease", "赤霉病", ["小麦赤霉病"], ["赤梅病"], {"crop": "crop_xm"},
    symptom="穗部出现粉红色霉层，籽粒干瘪", control="扬花初期喷药，选用中抗品种")
ent("pd_txb", "PestDisease", "条锈病", ["小麦条锈病"], [], {"crop": "crop_xm"},
    symptom="叶片上鲜黄色孢子堆排列成条", control="发病初期喷施三唑酮")
ent("pd_hyb", "PestDisease", "大豆花叶病", ["花叶病", "花叶病毒病"], [], {"crop": "crop_dd"},
    symptom="叶片皱缩、黄绿相间花叶", control="选用抗病品种，防治蚜虫")

# -- varieties ---------------------------------------------------------------------------------------------
ent("v_jl8", "Variety", "金垄8号", ["金垄8", "JL8"], ["金龙8号", "金陇8号"],
    {"crop": "crop_ym", "inSeries": "ser_jl8", "inLine": "pl_jl", "breeder": "p_hzy", "producedAt": "base_lw",
     "resistantTo": "pd_xbb", "susceptibleTo": "pd_dbb", "testedAt": "ts_sl", "suitableFor": "reg_db"},
    regCode="国审玉2019-0231", maturity="128天", density="4500株/亩", plantHeight="285厘米", launchYear="2020")
ent("v_jl8b", "Variety", "金垄8号二代", ["金垄8号Ⅱ", "二代金垄8号", "JL8-2", "8号二代"], ["金龙8号二代", "金垄8号2代"],
    {"crop": "crop_ym", "inSeries": "ser_jl8", "inLine": "pl_jl", "improvedFrom": "v_jl8", "breeder": "p_hzy",
     "producedAt": "base_lw", "resistantTo": ["pd_dbb", "pd_xbb"], "testedAt": "ts_sl", "suitableFor": "reg_db"},
    regCode="国审玉2024-0118", maturity="126天", density="5000株/亩", plantHeight="270厘米", launchYear="2025")
ent("v_jl88", "Variety", "金垄88", ["JL88", "金垄88号"], ["金龙88"],
    {"crop": "crop_ym", "inSeries": "ser_jl8", "inLine": "pl_jl", "breeder": "p_hzy", "producedAt": "base_sqt",
     "resistantTo": ["pd_swb", "pd_dbb"], "susceptibleTo": "pd_ymm", "testedAt": ["ts_sl", "ts_hq"],
     "suitableFor": ["reg_db", "reg_hhh"]},
    regCode="国审玉2021-0407", maturity="118天", density="5500株/亩", plantHeight="262厘米", launchYear="2022")
ent("v_jl12", "Variety", "金垄12", ["JL12", "金垄12号"], ["金龙12"],
    {"crop": "crop_ym", "inLine": "pl_jl", "breeder": "p_hzy", "producedAt": "base_lw",
     "resistantTo": "pd_ymm", "susceptibleTo": "pd_xbb", "testedAt": ["ts_sl", "ts_hq"], "suitableFor": ["reg_hhh", "reg_xb"]},
    regCode="国审玉2022-0356", maturity="112天", density="6000株/亩", plantHeight="248厘米", launchYear="2023")
ent("v_jx6", "Variety", "锦香优6号", ["锦香优6", "JX6"], ["锦香忧6号", "锦湘优6号"],
    {"crop": "crop_sd", "inSeries": "ser_jxy", "inLine": "pl_jx", "breeder": "p_fqs", "producedAt": "base_np",
     "susceptibleTo": "pd_dwb", "testedAt": "ts_np", "suitableFor": "reg_xn"},
    regCode="滇审稻2018-022", maturity="148天", plantHeight="112厘米", launchYear="2019")
ent("v_jx6g", "Variety", "锦香优6号改良型", ["6号改良型", "改良型锦香优6号", "锦香优6号改良", "锦香优6改良型"],
    ["锦香优6号改良形", "锦湘优6号改良型"],
    {"crop": "crop_sd", "inSeries": "ser_jxy", "inLine": "pl_jx", "improvedFrom": "v_jx6", "breeder": "p_fqs",
     "producedAt": "base_np", "resistantTo": "pd_dwb", "testedAt": ["ts_np", "ts_jt"], "suitableFor": ["reg_xn", "reg_cj"]},
    regCode="滇审稻2023-041", maturity="146天", plantHeight="108厘米", launchYear="2024")
ent("v_jx9", "Variety", "锦香优9号", ["锦香优9", "JX9"], ["锦香忧9号"],
    {"crop": "crop_sd", "inSeries": "ser_jxy", "inLine": "pl_jx", "breeder": "p_fqs", "producedAt": "base_np",
     "resistantTo": "pd_dwb", "testedAt": ["ts_np", "ts_jt"], "suitableFor": "reg_cj"},
    regCode="赣审稻2021-015", maturity="125天", plantHeight="104厘米", launchYear="2022")
ent("v_hm11", "Variety", "禾麦11", ["禾麦11号", "HM11"], ["和麦11"],
    {"crop": "crop_xm", "inLine": "pl_hm", "breeder": "p_tl", "producedAt": "base_bt",
     "resistantTo": "pd_txb", "susceptibleTo": "pd_chm", "testedAt": "ts_hq", "suitableFor": "reg_hhh"},
    regCode="国审麦2017-0093", maturity="232天", density="22万基本苗/亩", plantHeight="78厘米", launchYear="2018")
ent("v_hm116", "Variety", "禾麦116", ["禾麦116号", "HM116"], ["和麦116"],
    {"crop": "crop_xm", "inLine": "pl_hm", "breeder": "p_tl", "producedAt": "base_bt",
     "resistantTo": ["pd_chm", "pd_txb"], "testedAt": "ts_hq", "suitableFor": "reg_hhh"},
    regCode="国审麦2022-0170", maturity="229天", density="20万基本苗/亩", plantHeight="74厘米", launchYear="2023")
ent("v_qj5", "Variety", "青荚5号", ["青荚5", "QJ5"], ["青夹5号"],
    {"crop": "crop_dd", "breeder": "p_tl", "producedAt": "base_bt", "susceptibleTo": "pd_hyb", "testedAt": "ts_sl",
     "suitableFor": "reg_db"},
    regCode="黑审豆2019-008", maturity="118天", density="1.8万株/亩", plantHeight="86厘米", launchYear="2020")
ent("v_qj7", "Variety", "青荚7号", ["青荚7", "QJ7"], ["青夹7号"],
    {"crop": "crop_dd", "breeder": "p_tl", "producedAt": "base_bt", "resistantTo": "pd_hyb", "testedAt": "ts_sl",
     "suitableFor": ["reg_db", "reg_hhh"]},
    regCode="黑审豆2023-014", maturity="115天", density="2万株/亩", plantHeight="82厘米", launchYear="2024")

# -- seed lots ---------------------------------------------------------------------------------------------
ent("lot_lw2409", "SeedLot", "LW2409批次", ["LW2409", "LW-2409", "2409批"], [],
    {"lotOf": "v_jl8", "producedAt": "base_lw"},
    germination="93%", purity="97.8%", moisture="12.6%", lotResult="合格", quantity="186吨", producedOn="2024-09-21")
ent("lot_lw2411", "SeedLot", "LW2411批次", ["LW2411", "LW-2411", "2411批"], [],
    {"lotOf": "v_jl8b", "producedAt": "base_lw"},
    germination="86%", purity="96.6%", moisture="13.1%", lotResult="按2023版规程合格；按2025版规程不合格",
    quantity="240吨", producedOn="2024-10-08")
ent("lot_sq2503", "SeedLot", "SQ2503批次", ["SQ2503", "SQ-2503", "2503批"], [],
    {"lotOf": "v_jl88", "producedAt": "base_sqt"},
    germination="91%", purity="95.2%", moisture="12.7%", lotResult="纯度不合格，已降级处理", quantity="64吨",
    producedOn="2025-09-12")
ent("lot_np2502", "SeedLot", "NP2502批次", ["NP2502", "NP-2502", "2502批"], [],
    {"lotOf": "v_jx6g", "producedAt": "base_np"},
    germination="88%", purity="98.1%", moisture="12.9%", lotResult="合格", quantity="42吨", producedOn="2025-08-30")
ent("lot_bt2509", "SeedLot", "BT2509批次", ["BT2509", "BT-2509", "2509批"], [],
    {"lotOf": "v_hm116", "producedAt": "base_bt"},
    germination="94%", purity="99.1%", moisture="11.8%", lotResult="合格", quantity="310吨", producedOn="2025-06-14")
ent("lot_bt2510", "SeedLot", "BT2510批次", ["BT2510", "BT-2510", "2510批"], [],
    {"lotOf": "v_qj7", "producedAt": "base_bt"},
    germination="82%", purity="98.9%", moisture="14.6%", lotResult="受潮后复检不合格，已召回", quantity="75吨",
    producedOn="2025-09-28")

# -- standards and procedures ---------------------------------------------------------------------------------
ent("std_jy2025", "Standard", "种子质量检验规程2025版", ["检验规程2025版", "2025版检验规程", "新版检验规程", "新规程"],
    ["种子质量检验规程25版"], {"supersedes": "std_jy2023", "docOwner": "dept_zl"},
    version="2025版", effectiveFrom="2025-07-01")
ent("std_jy2023", "Standard", "种子质量检验规程2023版", ["检验规程2023版", "2023版检验规程", "旧版检验规程", "老规程"],
    ["种子质量检验规程23版"], {"docOwner": "dept_zl"}, version="2023版", effectiveFrom="2023-03-01")
ent("std_gl", "Standard", "制种田隔离管理规范", ["隔离规范", "隔离管理规范"], ["制种田隔离规范"],
    {"docOwner": "dept_sc"}, version="2022版", effectiveFrom="2022-04-01")
ent("std_by", "Standard", "种子包衣技术规范", ["包衣规范", "包衣技术规范"], [],
    {"docOwner": "dept_zl"}, version="2024版", effectiveFrom="2024-02-01")
ent("std_th", "Standard", "退换货与理赔管理办法", ["退换货办法", "理赔办法", "退换货管理办法"], ["退还货办法"],
    {"docOwner": "dept_kf"}, version="2024版", effectiveFrom="2024-08-01")
ent("proc_fy", "Procedure", "发芽试验作业指导书", ["发芽试验SOP", "发芽试验流程", "发芽试验指导书"], [],
    {"implements": "std_jy2025", "docOwner": "dept_zl"}, version="V4", effectiveFrom="2025-07-01")
ent("proc_cd", "Procedure", "纯度种植鉴定作业指导书", ["纯度鉴定SOP", "种植鉴定", "纯度鉴定流程"], [],
    {"implements": "std_jy2025", "docOwner": "dept_zl"}, version="V3", effectiveFrom="2025-07-01")
ent("proc_qx", "Procedure", "制种田去雄作业指导书", ["去雄SOP", "去雄流程", "去雄作业指导书"], [],
    {"implements": "std_gl", "docOwner": "dept_sc"}, version="V2", effectiveFrom="2023-05-01")
ent("proc_by", "Procedure", "包衣作业指导书", ["包衣SOP", "包衣流程"], [],
    {"implements": "std_by", "docOwner": "dept_sc"}, version="V2", effectiveFrom="2024-02-01")
ent("proc_ts", "Procedure", "客诉处理作业流程", ["客诉流程", "投诉处理流程", "客诉SOP"], [],
    {"implements": "std_th", "docOwner": "dept_kf"}, version="V3", effectiveFrom="2024-08-01")

# -- systems and modules ---------------------------------------------------------------------------------------
ent("sys_erp", "System", "禾川ERP系统", ["ERP", "ERP系统"], ["ERP系桶"],
    {"systemOwner": "p_jp", "suppliedBy": "sup_rk"}, version="V8.2", goLive="2019-01-01")
ent("mod_wms", "Module", "仓储管理模块", ["WMS", "仓储模块", "仓库模块"], [],
    {"partOf": "sys_erp", "systemOwner": "p_qsl", "suppliedBy": "sup_rk"}, version="V3.5", goLive="2021-06-01")
ent("sys_zs", "System", "种子质量追溯系统", ["追溯系统", "溯源系统", "质量追溯系统"], ["追述系统"],
    {"systemOwner": "p_lq"}, version="V2.3", goLive="2022-03-15")
ent("mod_scan", "Module", "扫码查真模块", ["扫码查真", "防伪查询", "扫码查询"], [],
    {"partOf": "sys_zs", "systemOwner": "p_sd"}, version="V1.6", goLive="2023-02-01")
ent("sys_crm", "System", "CRM客户服务系统", ["CRM", "客服系统", "CRM系统"], [],
    {"systemOwner": "p_gt", "suppliedBy": "sup_rk"}, version="V5.0", goLive="2021-09-01")
ent("mod_wo", "Module", "客诉工单模块", ["工单模块", "客诉工单"], [],
    {"partOf": "sys_crm", "systemOwner": "p_sd"}, version="V5.0", goLive="2021-09-01")
ent("sys_yz", "System", "育种数据管理平台", ["育种平台", "育种云", "育种数据平台"], [],
    {"systemOwner": "p_fqs"}, version="V3.1", goLive="2020-05-10")
ent("mod_app", "Module", "田间采集App", ["采集App", "田间App", "田间采集"], [],
    {"partOf": "sys_yz", "systemOwner": "p_xy"}, version="V2.4", goLive="2022-04-01")

# -- suppliers and contracts -------------------------------------------------------------------------------------
ent("sup_ld", "Supplier", "绿盾作物保护有限公司", ["绿盾", "绿盾公司"], ["绿顿"])
ent("sup_hb", "Supplier", "恒宝包装材料有限公司", ["恒宝包装", "恒宝"], [])
ent("sup_cy", "Supplier", "驰远物流有限公司", ["驰远物流", "驰远"], ["弛远物流"])
ent("sup_kc", "Supplier", "科测农产品检测中心", ["科测检测", "科测"], [])
ent("sup_rk", "Supplier", "瑞康软件有限公司", ["瑞康软件", "瑞康"], [])
ent("ct_by", "Contract", "包衣剂采购合同", ["包衣剂合同", "绿盾合同"], [],
    {"contractWith": "sup_ld", "covers": "std_by"}, amount="1860万元", term="2025-01-01至2026-12-31")
ent("ct_bz", "Contract", "包装袋采购合同", ["包装袋合同", "恒宝合同"], [],
    {"contractWith": "sup_hb"}, amount="420万元", term="2025-03-01至2026-02-28")
ent("ct_wl", "Contract", "种子物流服务合同", ["物流合同", "驰远合同"], [],
    {"contractWith": "sup_cy"}, amount="980万元", term="2024-07-01至2026-06-30")
ent("ct_jc", "Contract", "DNA纯度检测服务合同", ["检测合同", "DNA检测合同", "科测合同"], [],
    {"contractWith": "sup_kc", "covers": "proc_cd"}, amount="156万元", term="2025-01-01至2025-12-31")
ent("ct_erp", "Contract", "ERP运维服务合同", ["ERP运维合同", "瑞康合同"], [],
    {"contractWith": "sup_rk", "covers": "sys_erp"}, amount="230万元", term="2024-01-01至2026-12-31")

# -- people ----------------------------------------------------------------------------------------------
PEOPLE = [
    # id, name, aliases, hidden, gender, job title, department or employer, phone
    ("p_lzh", "林振华", ["林总"], [], "男", "总经理", "org_hc", "6001"),
    ("p_hzy", "韩志远", ["韩工", "韩院长"], ["韩志元"], "男", "育种研究院院长、玉米首席育种家", "dept_yz", "6101"),
    ("p_hl", "韩露", ["韩工", "韩主任"], [], "女", "质量管理部检验室主任", "dept_zl", "6312"),
    ("p_gmh", "顾明辉", ["顾经理"], ["顾明晖"], "男", "东北区销售经理", "dept_yx", "13800431122"),
    ("p_gt", "顾婷", ["顾主管"], [], "女", "客户服务部主管", "dept_kf", "6501"),
    ("p_sz", "宋振", ["宋场长"], [], "男", "柳湾制种基地经理", "dept_sc", "13909361207"),
    ("p_sjy", "宋佳怡", ["佳怡"], [], "女", "西南区销售经理", "dept_yx", "13708715530"),
    ("p_fqs", "方秋实", ["方老师"], [], "男", "水稻育种室主任", "dept_yz", "6121"),
    ("p_ymq", "姚梦琪", ["姚部长"], [], "女", "质量管理部部长", "dept_zl", "6301"),
    ("p_dwj", "杜文杰", ["杜总"], [], "男", "营销中心总监", "dept_yx", "6401"),
    ("p_cxl", "常晓兰", ["常经理"], [], "女", "黄淮海区销售经理", "dept_yx", "13603712281"),
    ("p_jp", "蒋鹏", ["蒋工"], [], "男", "信息管理部经理、ERP负责人", "dept_xx", "6601"),
    ("p_lq", "罗倩", ["罗工"], [], "女", "追溯系统负责人", "dept_xx", "6612"),
    ("p_wjh", "魏建华", ["魏场长"], [], "男", "石渠滩制种基地经理", "dept_sc", "13919360418"),
    ("p_xy", "夏云", ["夏站长"], [], "女", "杉岭试验站站长", "dept_yz", "13504510976"),
    ("p_cl", "岑立", ["岑站长"], [], "男", "鹤泉试验站站长", "dept_yz", "13703915542"),
    ("p_mx", "穆欣", ["穆经理"], [], "女", "采购部经理", "dept_cg", "6701"),
    ("p_hyh", "贺远航", ["贺部长"], [], "男", "农艺服务部部长", "dept_ny", "6801"),
    ("p_tl", "谭琳", ["谭老师"], [], "女", "麦豆育种室主任", "dept_yz", "6131"),
    ("p_qsl", "祁树林", ["祁部长"], [], "男", "生产管理部部长", "dept_sc", "6201"),
    ("p_zyh", "庄雨涵", ["庄经理"], [], "女", "长江中下游区销售经理", "dept_yx", "13807912264"),
    ("p_bk", "包凯", ["包经理"], [], "男", "西北区销售经理", "dept_yx", "13993110385"),
    ("p_lhm", "黎海明", ["黎场长"], [], "男", "南屏制种基地经理", "dept_sc", "13887340219"),
    ("p_sd", "邵丹", [], [], "女", "客服系统管理员", "dept_kf", "6512"),
    ("p_ldm", "廖德民", ["廖经理"], [], "男", "绿盾作物保护驻厂技术经理", "sup_ld", "13617319906"),
]
for pid, name, alts, hidden, gender, title, unit, phone in PEOPLE:
    rel = "worksFor" if unit.startswith(("sup_", "org_")) else "memberOf"
    ent(pid, "Person", name, alts, hidden, {rel: unit}, gender=gender, jobTitle=title, phone=phone)

# -- metrics -------------------------------------------------------------------------------------------------
ent("met_xl", "Metric", "销量", ["销售量", "卖了多少"], [], {"measures": "dept_yx"}, unit="吨", target="年度4.2万吨")
ent("met_xse", "Metric", "销售额", ["销售收入", "营收"], [], {"measures": "dept_yx"}, unit="万元", target="年度12.5亿元")
ent("met_thl", "Metric", "退货率", ["退货比例", "退货占比"], ["退货律"], {"measures": "dept_yx"}, unit="%", target="≤2.0%")
ent("met_fyhg", "Metric", "发芽率合格率", ["发芽合格率", "合格率"], [], {"measures": "dept_zl"}, unit="%",
    target="≥98%（按批次计）")
ent("met_cdhg", "Metric", "纯度合格率", ["纯度达标率", "合格率"], [], {"measures": "dept_zl"}, unit="%",
    target="≥98%（按批次计）")
ent("met_ts", "Metric", "客户投诉数", ["投诉数", "投诉量", "客诉数", "客诉量"], ["投速数"], {"measures": "dept_kf"},
    unit="件", target="各大区每月≤20件")
ent("met_hk", "Metric", "回款率", ["回款", "货款回收率"], [], {"measures": "dept_yx"}, unit="%", target="≥80%")
ent("met_kc", "Metric", "库存周转天数", ["周转天数", "库存周转"], [], {"measures": "dept_sc"}, unit="天", target="≤120天")

# -- incidents -------------------------------------------------------------------------------------------------
ent("inc_cm", "Incident", "东北区金垄8号二代出苗不齐事件", ["出苗不齐事件", "出苗不齐", "5月出苗投诉"], [],
    {"occurredAt": "reg_db", "involved": ["v_jl8b", "lot_lw2411"]},
    occurredOn="2025-05-08", severity="较大质量事件", impact="涉及1.9万亩，投诉62件，理赔312万元", status="已结案")
ent("inc_cf", "Incident", "石渠滩制种田串粉事件", ["串粉事件", "石渠滩串粉", "7·09串粉"], [],
    {"occurredAt": "base_sqt", "involved": ["v_jl88", "lot_sq2503"]},
    occurredOn="2025-07-09", severity="一般质量事件", impact="320亩制种田隔离距离不足，64吨种子纯度不合格", status="已结案")
ent("inc_dw", "Incident", "南屏稻瘟病暴发", ["南屏稻瘟病", "8月稻瘟病暴发"], [],
    {"occurredAt": "ts_np", "involved": ["v_jx6", "pd_dwb"]},
    occurredOn="2025-08-16", severity="一般质量事件", impact="锦香优6号试验田减产14%，周边农户投诉34件", status="已结案")
ent("inc_erp", "Incident", "9·25ERP系统宕机", ["ERP宕机", "9·25宕机", "ERP故障"], [],
    {"occurredAt": "reg_hhh", "involved": ["sys_erp", "mod_wms"]},
    occurredOn="2025-09-25", severity="二级系统故障", impact="宕机36小时，约210吨订单延迟开票发货", status="已结案")
ent("inc_sc", "Incident", "北坨仓库受潮事件", ["仓库受潮", "北坨受潮", "10·12受潮"], [],
    {"occurredAt": "base_bt", "involved": ["lot_bt2510", "v_qj7"]},
    occurredOn="2025-10-12", severity="一般质量事件", impact="75吨青荚7号种子发芽率降至82%，召回并退货", status="整改中")
