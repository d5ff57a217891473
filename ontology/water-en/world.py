"""The Tarnmoor Water knowledge graph: classes, properties and entities as literals.

make_bundle.py turns these tables into ontology.ttl; build_docs.py and cases.py refer to the
entity ids. Tarnmoor Water is a fictional regional water and wastewater utility; every name,
person, figure and event here is invented.
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/tarnmoor-water#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("organisation", ["company", "utility", "regulator"], None),
    "Site": ("site", ["asset", "facility", "works"], None),
    "TreatmentWorks": ("water treatment works", ["WTW", "treatment works", "treatment plant", "water works"], "Site"),
    "WastewaterWorks": ("wastewater treatment works", ["WwTW", "sewage works", "STW", "sewage treatment works"], "Site"),
    "Reservoir": ("reservoir", ["impounding reservoir", "dam", "res"], "Site"),
    "PumpingStation": ("pumping station", ["PS", "pump station", "booster", "booster station"], "Site"),
    "SupplyZone": ("supply zone", ["water supply zone", "WSZ", "zone", "network area"], None),
    "Team": ("team", ["department", "function", "directorate"], None),
    "Person": ("person", ["colleague", "manager", "engineer", "lead"], None),
    "System": ("system", ["application", "platform", "software", "tool"], None),
    "Module": ("module", ["component", "add-on", "system module"], "System"),
    "Policy": ("policy", ["company policy", "standard"], None),
    "Procedure": ("procedure", ["SOP", "process", "work instruction", "how-to"], None),
    "Supplier": ("supplier", ["contractor", "vendor", "manufacturer"], None),
    "Contract": ("contract", ["framework", "agreement", "service contract"], None),
    "Equipment": ("equipment", ["pump", "unit", "kit", "model", "reactor", "logger"], None),
    "Metric": ("KPI", ["metric", "measure", "performance commitment", "indicator", "figure"], None),
    "Incident": ("incident", ["event", "pollution incident", "outage", "burst"], None),
    "Project": ("project", ["scheme", "programme", "capital scheme"], None),
}

# object properties: id -> (label, aliases)
OBJECT_PROPERTIES = {
    "partOf": ("part of", ["belongs to", "sits under"]),
    "operatedBy": ("operated by", ["run by", "operating team"]),
    "siteManager": ("site manager", ["manages", "site lead", "who runs it", "in charge of"]),
    "ledBy": ("led by", ["head", "head of", "lead", "reports to"]),
    "memberOf": ("member of", ["works in", "team"]),
    "supplies": ("supplies", ["feeds", "serves", "supply to"]),
    "feeds": ("raw water to", ["abstracts for", "source for"]),
    "systemOwner": ("system owner", ["owner", "owns", "owned by", "business owner"]),
    "documentOwner": ("document owner", ["author", "owner", "signed off by"]),
    "suppliedBy": ("supplied by", ["supplier", "vendor", "made by"]),
    "usedBy": ("used by", ["users", "in use at"]),
    "supersedes": ("supersedes", ["replaces", "previous version"]),
    "implements": ("implements", ["under", "follows the policy"]),
    "appliesTo": ("applies to", ["covers", "scope"]),
    "contractor": ("contractor", ["with", "contract holder", "awarded to"]),
    "contractManager": ("contract manager", ["managed by", "contract owner"]),
    "installedAt": ("installed at", ["fitted at", "where it is", "deployed at"]),
    "occurredAt": ("occurred at", ["where it happened", "location"]),
    "involved": ("involved", ["affected", "related to"]),
    "reportedBy": ("reported by", ["owned by", "KPI owner"]),
    "atSite": ("at site", ["location", "where"]),
    "sponsor": ("sponsor", ["project sponsor", "sponsored by"]),
    "deliveredBy": ("delivered by", ["contractor", "built by"]),
}

# datatype properties: id -> (label, aliases)
DATA_PROPERTIES = {
    "capacity": ("capacity", ["output", "throughput", "Ml/d", "design capacity", "how big"]),
    "populationEquivalent": ("population equivalent", ["PE", "population served", "load"]),
    "storage": ("storage", ["volume", "capacity", "how much it holds"]),
    "properties": ("properties served", ["connections", "customers", "households"]),
    "commissioned": ("commissioned", ["built", "opened", "year built"]),
    "siteCode": ("site code", ["code", "asset ID"]),
    "gender": ("gender", []),
    "jobTitle": ("job title", ["role", "title", "position"]),
    "email": ("email", ["email address", "contact"]),
    "phone": ("phone", ["extension", "number"]),
    "version": ("version", ["release", "current version"]),
    "goLive": ("go-live date", ["went live", "live since", "launch date"]),
    "effectiveFrom": ("effective from", ["in force since", "start date"]),
    "reviewDue": ("review due", ["next review", "review date"]),
    "contractValue": ("contract value", ["value", "cost", "worth", "price"]),
    "startDate": ("start date", ["started", "began"]),
    "endDate": ("end date", ["expires", "expiry", "runs until", "ends"]),
    "rating": ("rated power", ["power", "kW", "motor size"]),
    "flowRate": ("flow rate", ["duty", "flow", "l/s"]),
    "unitPrice": ("unit price", ["price", "cost", "list price"]),
    "target": ("target", ["performance commitment level", "threshold", "goal"]),
    "unit": ("unit of measure", ["measured in", "units"]),
    "occurredOn": ("occurred on", ["date", "when"]),
    "category": ("category", ["severity", "incident category", "grade"]),
    "status": ("status", ["state", "closed", "open"]),
    "budget": ("budget", ["cost", "spend", "capex"]),
    "completion": ("completion date", ["finish", "due", "handover"]),
}

# Entities: id -> dict(cls, label, alt=[...], hidden=[...], edges={prop: id | [ids]}, attrs={prop: value})
E = bundlekit.Entities()
ent = E.add


# -- organisations ---------------------------------------------------------------------------
ent("org_tmw", "Organisation", "Tarnmoor Water", ["TMW", "Tarnmoor", "the company"], ["Tarnmore Water"])
ent("org_dwso", "Organisation", "Drinking Water Standards Office", ["DWSO", "the drinking water regulator"], [])

# -- water treatment works -------------------------------------------------------------------
ent("wtw_caldon", "TreatmentWorks", "Caldon Water Treatment Works", ["Caldon WTW", "Caldon", "Caldon works"],
    ["Caldon Water Treatment Work", "Calden WTW"],
    {"partOf": "org_tmw", "operatedBy": "team_production", "siteManager": "p_liam_doherty",
     "supplies": ["zone_ashcombe", "zone_brackwell"]},
    capacity="120 Ml/d", commissioned="1968", siteCode="WTW-CAL-01")
ent("wtw_brackwell", "TreatmentWorks", "Brackwell Water Treatment Works", ["Brackwell WTW", "Brackwell"],
    ["Brackwel WTW"], {"partOf": "org_tmw", "operatedBy": "team_production", "siteManager": "p_sarah_kwan",
                       "supplies": "zone_brackwell"},
    capacity="45 Ml/d", commissioned="1991", siteCode="WTW-BRK-02")
ent("wtw_fenwick", "TreatmentWorks", "Fenwick Borehole Treatment Works", ["Fenwick WTW", "Fenwick", "Fenwick boreholes"],
    ["Fenwik WTW"], {"partOf": "org_tmw", "operatedBy": "team_production", "siteManager": "p_sarah_kwan",
                     "supplies": "zone_kelby"},
    capacity="18 Ml/d", commissioned="2004", siteCode="WTW-FEN-03")
ent("wtw_marwood", "TreatmentWorks", "Marwood Water Treatment Works", ["Marwood WTW", "Marwood works"],
    ["Marwod WTW"], {"partOf": "org_tmw", "operatedBy": "team_production", "siteManager": "p_liam_doherty",
                     "supplies": "zone_marwood"},
    capacity="60 Ml/d", commissioned="1979", siteCode="WTW-MAR-04")

# -- wastewater treatment works --------------------------------------------------------------
ent("wwtw_brackwell", "WastewaterWorks", "Brackwell Wastewater Treatment Works",
    ["Brackwell WwTW", "Brackwell STW", "Brackwell", "Brackwell sewage works"], ["Brackwel STW"],
    {"partOf": "org_tmw", "operatedBy": "team_wastewater", "siteManager": "p_mark_ellery"},
    populationEquivalent="180,000", commissioned="1972", siteCode="WWT-BRK-11")
ent("wwtw_ashcombe", "WastewaterWorks", "Ashcombe Wastewater Treatment Works",
    ["Ashcombe WwTW", "Ashcombe STW", "Ashcombe sewage works"], ["Ashcomb STW"],
    {"partOf": "org_tmw", "operatedBy": "team_wastewater", "siteManager": "p_colin_ames"},
    populationEquivalent="95,000", commissioned="1983", siteCode="WWT-ASH-12")
ent("wwtw_kelby", "WastewaterWorks", "Kelby Wastewater Treatment Works", ["Kelby WwTW", "Kelby STW"], [],
    {"partOf": "org_tmw", "operatedBy": "team_wastewater", "siteManager": "p_colin_ames"},
    populationEquivalent="22,000", commissioned="1996", siteCode="WWT-KEL-13")
ent("wwtw_stannerley", "WastewaterWorks", "Stannerley Wastewater Treatment Works",
    ["Stannerley WwTW", "Stannerley STW", "Stannerley"], ["Stannerly STW", "Stanerley"],
    {"partOf": "org_tmw", "operatedBy": "team_wastewater", "siteManager": "p_mark_ellery"},
    populationEquivalent="8,500", commissioned="2001", siteCode="WWT-STN-14")

# -- reservoirs ------------------------------------------------------------------------------
ent("res_caldon", "Reservoir", "Caldon Reservoir", ["Caldon Res", "Caldon dam"], [],
    {"partOf": "org_tmw", "feeds": "wtw_caldon", "siteManager": "p_emma_stroud"},
    storage="14,200 Ml", commissioned="1931", siteCode="RES-CAL-21")
ent("res_hollin", "Reservoir", "Hollin Reservoir", ["Hollin", "Hollin Res", "Hollin dam"], ["Holin Reservoir"],
    {"partOf": "org_tmw", "feeds": "wtw_marwood", "siteManager": "p_emma_stroud"},
    storage="6,800 Ml", commissioned="1904", siteCode="RES-HOL-22")
ent("res_greystone", "Reservoir", "Greystone Reservoir", ["Greystone", "Greystone Res"], [],
    {"partOf": "org_tmw", "feeds": "wtw_brackwell", "siteManager": "p_emma_stroud"},
    storage="3,100 Ml", commissioned="1958", siteCode="RES-GRY-23")

# -- pumping stations ------------------------------------------------------------------------
ent("ps_caldon", "PumpingStation", "Caldon Pumping Station", ["Caldon PS", "Caldon raw water pumps"], [],
    {"partOf": "org_tmw", "feeds": "wtw_caldon", "operatedBy": "team_production"},
    flowRate="1,400 l/s", commissioned="1969", siteCode="PS-CAL-31")
ent("ps_ashcombe_road", "PumpingStation", "Ashcombe Road Sewage Pumping Station",
    ["Ashcombe Road SPS", "Ashcombe Road", "Ashcombe Road PS"], [],
    {"partOf": "org_tmw", "operatedBy": "team_wastewater"}, flowRate="310 l/s", commissioned="1987", siteCode="SPS-ASR-32")
ent("ps_kelby", "PumpingStation", "Kelby Booster Pumping Station", ["Kelby Booster", "Kelby BPS", "Kelby PS"], [],
    {"partOf": "org_tmw", "operatedBy": "team_networks", "supplies": "zone_kelby"},
    flowRate="95 l/s", commissioned="2010", siteCode="BPS-KEL-33")
ent("ps_fenwick_lane", "PumpingStation", "Fenwick Lane Sewage Pumping Station", ["Fenwick Lane SPS", "Fenwick Lane"], [],
    {"partOf": "org_tmw", "operatedBy": "team_wastewater"}, flowRate="60 l/s", commissioned="1999", siteCode="SPS-FNL-34")

# -- supply zones ----------------------------------------------------------------------------
ent("zone_ashcombe", "SupplyZone", "Ashcombe Town Supply Zone", ["Ashcombe Town", "Ashcombe zone", "Ashcombe"], [],
    {"partOf": "org_tmw"}, properties="61,400")
ent("zone_brackwell", "SupplyZone", "Brackwell Rural Supply Zone", ["Brackwell Rural", "Brackwell zone"], [],
    {"partOf": "org_tmw"}, properties="23,900")
ent("zone_kelby", "SupplyZone", "Kelby Coast Supply Zone", ["Kelby Coast", "Kelby zone", "Kelby"], [],
    {"partOf": "org_tmw"}, properties="17,200")
ent("zone_marwood", "SupplyZone", "Marwood Hills Supply Zone", ["Marwood Hills", "Marwood zone", "Marwood"], ["Marwood Hils"],
    {"partOf": "org_tmw"}, properties="38,700")

# -- teams -----------------------------------------------------------------------------------
ent("team_production", "Team", "Water Production", ["Production", "water production team", "treatment team"], [],
    {"partOf": "org_tmw", "ledBy": "p_tom_beckett"})
ent("team_wastewater", "Team", "Wastewater Operations", ["Wastewater Ops", "wastewater team", "WWO"], [],
    {"partOf": "org_tmw", "ledBy": "p_owen_marsh"})
ent("team_networks", "Team", "Leakage and Networks", ["Networks", "leakage team", "networks team"], [],
    {"partOf": "org_tmw", "ledBy": "p_priya_nair"})
ent("team_wq", "Team", "Water Quality and Scientific Services", ["Water Quality team", "WQ team", "Scientific Services", "the lab"], [],
    {"partOf": "org_tmw", "ledBy": "p_helen_marsh"})
ent("team_customer", "Team", "Customer Operations", ["Customer Ops", "contact centre", "customer services"], [],
    {"partOf": "org_tmw", "ledBy": "p_grace_adeyemi"})
ent("team_digital", "Team", "Digital and Data", ["Digital", "IT", "D&D"], [],
    {"partOf": "org_tmw", "ledBy": "p_devan_patel"})
ent("team_assets", "Team", "Asset Management", ["Assets", "asset team"], [],
    {"partOf": "org_tmw", "ledBy": "p_rhian_hughes"})
ent("team_environment", "Team", "Environmental Compliance", ["Enviro Compliance", "environment team", "EnvCo"], [],
    {"partOf": "org_tmw", "ledBy": "p_rhys_hughes"})

# -- people ----------------------------------------------------------------------------------
def person(id_, label, alt, team, title, gender, email, hidden=()):
    ent(id_, "Person", label, alt, hidden, {"memberOf": team}, jobTitle=title, gender=gender, email=email)


person("p_joan_whitby", "Joan Whitby", ["Whitby", "the CEO"], "team_customer", "Chief Executive", "female", "joan.whitby@tarnmoor.example")
person("p_helen_marsh", "Dr Helen Marsh", ["Helen Marsh", "Marsh", "Helen"], "team_wq", "Head of Water Quality", "female", "helen.marsh@tarnmoor.example")
person("p_owen_marsh", "Owen Marsh", ["Marsh", "Owen"], "team_wastewater", "Head of Wastewater Operations", "male", "owen.marsh@tarnmoor.example")
person("p_priya_nair", "Priya Nair", ["Priya", "Nair"], "team_networks", "Leakage and Networks Manager", "female", "priya.nair@tarnmoor.example")
person("p_tom_beckett", "Tom Beckett", ["Beckett"], "team_production", "Head of Water Production", "male", "tom.beckett@tarnmoor.example", ["Tom Becket"])
person("p_grace_adeyemi", "Grace Adeyemi", ["Adeyemi", "Grace"], "team_customer", "Customer Operations Director", "female", "grace.adeyemi@tarnmoor.example")
person("p_liam_doherty", "Liam Doherty", ["Doherty"], "team_production", "Treatment Works Manager (Caldon and Marwood)", "male", "liam.doherty@tarnmoor.example")
person("p_sarah_kwan", "Sarah Kwan", ["Kwan"], "team_production", "Treatment Works Manager (Brackwell and Fenwick)", "female", "sarah.kwan@tarnmoor.example")
person("p_devan_patel", "Devan Patel", ["Devan", "Patel"], "team_digital", "Head of Digital and Data", "male", "devan.patel@tarnmoor.example")
person("p_nina_forde", "Nina Forde", ["Forde"], "team_digital", "Telemetry Systems Lead", "female", "nina.forde@tarnmoor.example", ["Nina Ford"])
person("p_rhys_hughes", "Rhys Hughes", ["Rhys"], "team_environment", "Environmental Compliance Manager", "male", "rhys.hughes@tarnmoor.example")
person("p_rhian_hughes", "Rhian Hughes", ["Rhian"], "team_assets", "Head of Asset Management", "female", "rhian.hughes@tarnmoor.example")
person("p_mark_ellery", "Mark Ellery", ["Ellery"], "team_wastewater", "Wastewater Site Manager (Brackwell and Stannerley)", "male", "mark.ellery@tarnmoor.example")
person("p_colin_ames", "Colin Ames", ["Ames"], "team_wastewater", "Wastewater Site Manager (Ashcombe and Kelby)", "male", "colin.ames@tarnmoor.example")
person("p_fatima_rahman", "Fatima Rahman", ["Rahman", "Fatima"], "team_wq", "Laboratory Manager", "female", "fatima.rahman@tarnmoor.example")
person("p_ben_carver", "Ben Carver", ["Carver"], "team_production", "Control Room Manager", "male", "ben.carver@tarnmoor.example")
person("p_lucy_tran", "Lucy Tran", ["Tran"], "team_customer", "Contact Centre Manager", "female", "lucy.tran@tarnmoor.example")
person("p_alan_brook", "Alan Brook", ["Brook"], "team_assets", "Procurement and Contracts Lead", "male", "alan.brook@tarnmoor.example")
person("p_emma_stroud", "Emma Stroud", ["Stroud"], "team_assets", "Reservoir Supervising Engineer", "female", "emma.stroud@tarnmoor.example")
person("p_kofi_mensah", "Kofi Mensah", ["Kofi", "Mensah"], "team_networks", "Leak Detection Lead", "male", "kofi.mensah@tarnmoor.example")

# -- systems and modules ---------------------------------------------------------------------
ent("sys_aquaview", "System", "AquaView SCADA", ["AquaView", "SCADA", "telemetry", "the telemetry system"], ["Aquaveiw", "Aqua View"],
    {"systemOwner": "p_ben_carver", "suppliedBy": "sup_tidemark", "usedBy": ["team_production", "team_wastewater"]},
    version="6.2", goLive="2019-03")
ent("mod_alarms", "Module", "AquaView Alarm Manager", ["Alarm Manager", "alarm module", "the alarm system"], [],
    {"partOf": "sys_aquaview", "systemOwner": "p_nina_forde"}, version="6.2", goLive="2022-11")
ent("sys_leakwatch", "System", "LeakWatch", ["LeakWatch platform", "the logger platform"], ["Leekwatch", "Leak Watch"],
    {"systemOwner": "p_kofi_mensah", "suppliedBy": "sup_sonara", "usedBy": "team_networks"}, version="3.2", goLive="2021-06")
ent("mod_nightflow", "Module", "LeakWatch Night Flow Analytics", ["Night Flow Analytics", "night flow module", "NFA"], [],
    {"partOf": "sys_leakwatch", "systemOwner": "p_priya_nair"}, version="1.4", goLive="2024-04")
ent("sys_tidemark", "System", "Tidemark CIS", ["Tidemark", "CIS", "the billing system", "customer system"], ["Tidemarc", "Tide Mark"],
    {"systemOwner": "p_grace_adeyemi", "suppliedBy": "sup_tidemark", "usedBy": "team_customer"}, version="11.3", goLive="2018-10")
ent("mod_selfservice", "Module", "Tidemark Self Service", ["My Account", "the customer portal", "self service portal", "the portal"], [],
    {"partOf": "sys_tidemark", "systemOwner": "p_lucy_tran"}, version="4.0", goLive="2025-05")
ent("sys_lims", "System", "QualiLab LIMS", ["QualiLab", "LIMS", "the lab system"], ["Qualilab", "Quali Lab"],
    {"systemOwner": "p_fatima_rahman", "usedBy": "team_wq"}, version="7.1", goLive="2020-01")
ent("sys_netmap", "System", "NetMap GIS", ["NetMap", "GIS", "the network map"], ["Net Map"],
    {"systemOwner": "p_priya_nair", "usedBy": ["team_networks", "team_assets"]}, version="2024.2", goLive="2016-09")
ent("sys_assetcore", "System", "AssetCore", ["AssetCore EAM", "work management system", "the job system"], ["Asset Core", "Assetcor"],
    {"systemOwner": "p_rhian_hughes", "usedBy": ["team_assets", "team_networks", "team_production", "team_wastewater"]},
    version="9.0", goLive="2023-02")

# -- policies and procedures -----------------------------------------------------------------
ent("pol_interruptions_2023", "Policy", "Supply Interruptions Policy 2023", ["interruptions policy 2023", "the 2023 interruptions policy"], [],
    {"documentOwner": "p_priya_nair", "appliesTo": "team_networks"},
    effectiveFrom="2023-04-01", reviewDue="2025-03-31", status="superseded")
ent("pol_interruptions_2025", "Policy", "Supply Interruptions Policy 2025", ["interruptions policy 2025", "the 2025 interruptions policy", "interruptions policy"], [],
    {"documentOwner": "p_priya_nair", "supersedes": "pol_interruptions_2023", "appliesTo": ["team_networks", "team_customer"]},
    effectiveFrom="2025-04-01", reviewDue="2027-03-31", status="in force")
ent("pol_pollution", "Policy", "Pollution Incident Policy", ["pollution policy"], [],
    {"documentOwner": "p_rhys_hughes", "appliesTo": ["team_wastewater", "team_environment"]},
    effectiveFrom="2024-01-15", reviewDue="2026-01-15", status="in force")
ent("pol_bwn", "Policy", "Boil Water Notice Policy", ["BWN policy", "boil notice policy"], [],
    {"documentOwner": "p_helen_marsh", "appliesTo": ["team_wq", "team_customer"]},
    effectiveFrom="2022-09-01", reviewDue="2025-09-01", status="overdue for review")
ent("pol_compensation", "Policy", "Customer Compensation Policy", ["compensation policy", "GSS policy", "goodwill payments policy"], [],
    {"documentOwner": "p_grace_adeyemi", "appliesTo": "team_customer"},
    effectiveFrom="2024-04-01", reviewDue="2026-04-01", status="in force")
ent("pol_reservoir_safety", "Policy", "Reservoir Safety Policy", ["reservoir policy"], [],
    {"documentOwner": "p_emma_stroud", "appliesTo": ["res_caldon", "res_hollin", "res_greystone"]},
    effectiveFrom="2023-06-01", reviewDue="2026-06-01", status="in force")
ent("pol_lone_working", "Policy", "Lone Working Policy", ["lone worker policy"], [],
    {"documentOwner": "p_tom_beckett"}, effectiveFrom="2021-11-01", reviewDue="2024-11-01", status="overdue for review")

ent("proc_flushing", "Procedure", "Mains Flushing Procedure", ["flushing procedure", "flushing SOP"], [],
    {"documentOwner": "p_kofi_mensah", "implements": "pol_interruptions_2025"}, version="3", effectiveFrom="2025-05-01")
ent("proc_bwn", "Procedure", "Boil Water Notice Procedure", ["BWN procedure", "boil notice SOP"], [],
    {"documentOwner": "p_fatima_rahman", "implements": "pol_bwn"}, version="5", effectiveFrom="2024-02-01")
ent("proc_pollution_reporting", "Procedure", "Pollution Incident Reporting Procedure", ["pollution reporting procedure", "PIRP"], [],
    {"documentOwner": "p_rhys_hughes", "implements": "pol_pollution"}, version="2", effectiveFrom="2024-01-15")
ent("proc_burst_repair", "Procedure", "Burst Main Repair Procedure", ["burst repair SOP", "burst procedure"], [],
    {"documentOwner": "p_priya_nair", "implements": "pol_interruptions_2025"}, version="6", effectiveFrom="2025-04-01")
ent("proc_sampling", "Procedure", "Customer Tap Sampling Procedure", ["tap sampling SOP", "sampling procedure"], [],
    {"documentOwner": "p_fatima_rahman"}, version="4", effectiveFrom="2023-08-01")
ent("proc_spill_reporting", "Procedure", "Storm Overflow Spill Reporting Procedure", ["spill reporting procedure", "EDM procedure"], [],
    {"documentOwner": "p_rhys_hughes", "implements": "pol_pollution"}, version="1", effectiveFrom="2025-01-06")

# -- suppliers and contracts -----------------------------------------------------------------
ent("sup_halvorsen", "Supplier", "Halvorsen Pumps", ["Halvorsen"], ["Halverson Pumps", "Halverson"], {})
ent("sup_clearstream", "Supplier", "ClearStream UV", ["ClearStream", "Clear Stream"], [], {})
ent("sup_sonara", "Supplier", "Sonara Acoustics", ["Sonara"], [], {})
ent("sup_northfold", "Supplier", "Northfold Civils", ["Northfold"], ["Northfield Civils"], {})
ent("sup_tidemark", "Supplier", "Tidemark Software", ["Tidemark Software Ltd", "TSL"], [], {})
ent("sup_corrin", "Supplier", "Corrin Chemicals", ["Corrin"], [], {})

ent("con_mains_renewal", "Contract", "Mains Renewal Framework 2024-2029", ["mains renewal framework", "MRF", "the renewals framework"], [],
    {"contractor": "sup_northfold", "contractManager": "p_alan_brook"},
    contractValue="GBP 48m", startDate="2024-04-01", endDate="2029-03-31")
ent("con_leak_detection", "Contract", "Leak Detection Services Contract", ["leak detection contract", "LDS contract"], [],
    {"contractor": "sup_sonara", "contractManager": "p_kofi_mensah"},
    contractValue="GBP 3.6m", startDate="2023-07-01", endDate="2026-06-30")
ent("con_chemicals", "Contract", "Treatment Chemicals Supply Contract", ["chemicals contract", "chemical supply contract"], [],
    {"contractor": "sup_corrin", "contractManager": "p_alan_brook"},
    contractValue="GBP 5.2m", startDate="2022-10-01", endDate="2025-12-31")
ent("con_pump_maintenance", "Contract", "Pump Maintenance Contract", ["pump maintenance contract", "pump contract"], [],
    {"contractor": "sup_halvorsen", "contractManager": "p_tom_beckett"},
    contractValue="GBP 1.9m", startDate="2024-01-01", endDate="2027-12-31")

# -- equipment -------------------------------------------------------------------------------
ent("eq_hx200", "Equipment", "Halvorsen HX200", ["HX200", "HX 200"], ["HX-200"],
    {"suppliedBy": "sup_halvorsen", "installedAt": ["ps_kelby", "ps_fenwick_lane"]}, rating="75 kW", unitPrice="GBP 42,000")
ent("eq_hx350", "Equipment", "Halvorsen HX350", ["HX350", "HX 350"], ["HX-350"],
    {"suppliedBy": "sup_halvorsen", "installedAt": ["ps_caldon", "ps_ashcombe_road"], "supersedes": "eq_hx200"},
    rating="160 kW", unitPrice="GBP 88,000")
ent("eq_uv40", "Equipment", "ClearStream UV-40", ["UV-40", "UV40"], [],
    {"suppliedBy": "sup_clearstream", "installedAt": ["wtw_fenwick", "wtw_brackwell"]}, capacity="40 Ml/d", unitPrice="GBP 310,000")
ent("eq_uv80", "Equipment", "ClearStream UV-80", ["UV-80", "UV80"], [],
    {"suppliedBy": "sup_clearstream", "installedAt": "wtw_caldon", "supersedes": "eq_uv40"}, capacity="80 Ml/d", unitPrice="GBP 540,000")
ent("eq_s3logger", "Equipment", "Sonara S3 Logger", ["S3 logger", "S3 loggers", "acoustic loggers"], [],
    {"suppliedBy": "sup_sonara", "installedAt": ["zone_ashcombe", "zone_kelby", "zone_marwood"]}, unitPrice="GBP 240")

# -- metrics ---------------------------------------------------------------------------------
ent("met_leakage", "Metric", "Leakage", ["leakage level", "total leakage", "losses"], ["leackage", "leakge"],
    {"reportedBy": "team_networks"}, unit="Ml/d", target="38.0 Ml/d company, three-year average")
ent("met_interruptions", "Metric", "Supply Interruptions", ["interruptions", "supply interruption minutes", "minutes lost per property"], ["interuptions"],
    {"reportedBy": "team_networks"}, unit="minutes per property", target="5 min 00 s per property per year")
ent("met_bursts", "Metric", "Mains Bursts", ["bursts", "burst mains", "mains repairs"], [],
    {"reportedBy": "team_networks"}, unit="bursts per 1,000 km", target="120 per 1,000 km per year")
ent("met_pollution", "Metric", "Pollution Incidents", ["pollutions", "pollution incidents per 10,000 km"], ["polution incidents"],
    {"reportedBy": "team_environment"}, unit="incidents per 10,000 km of sewer", target="19.0")
ent("met_spills", "Metric", "Storm Overflow Spills", ["spills", "storm overflows", "CSO spills", "overflow spills"], [],
    {"reportedBy": "team_environment"}, unit="spills per overflow", target="20 per overflow per year")
ent("met_wq_compliance", "Metric", "Water Quality Compliance", ["WQ compliance", "compliance risk index", "CRI", "tap compliance"], [],
    {"reportedBy": "team_wq"}, unit="% of samples meeting standards", target="99.97%")
ent("met_wq_contacts", "Metric", "Water Quality Contacts", ["WQ contacts", "discolouration contacts", "taste and odour contacts"], [],
    {"reportedBy": "team_customer"}, unit="contacts per 1,000 population", target="0.90")
ent("met_complaints", "Metric", "Customer Complaints", ["complaints", "written complaints"], ["complaints rate"],
    {"reportedBy": "team_customer"}, unit="complaints per 10,000 properties", target="14")
ent("met_pcc", "Metric", "Per Capita Consumption", ["PCC", "consumption per head"], [],
    {"reportedBy": "team_networks"}, unit="litres per person per day", target="132")
ent("met_discharge", "Metric", "Discharge Permit Compliance", ["permit compliance", "works compliance", "effluent compliance"], [],
    {"reportedBy": "team_environment"}, unit="% of samples within permit", target="99%")

# -- incidents -------------------------------------------------------------------------------
ent("inc_caldon_turbidity", "Incident", "August 2025 Caldon Turbidity Event", ["Caldon turbidity event", "the turbidity event"], [],
    {"occurredAt": "wtw_caldon", "involved": ["res_caldon", "zone_ashcombe"]},
    occurredOn="2025-08-12", category="notifiable, DWSO category 3", status="closed")
ent("inc_brackwell_pollution", "Incident", "September 2025 Brackwell Pollution Incident", ["Brackwell pollution incident", "the Brackwell pollution"], [],
    {"occurredAt": "wwtw_brackwell", "involved": ["team_wastewater", "eq_hx350"]},
    occurredOn="2025-09-21", category="category 2 (significant)", status="open")
ent("inc_kelby_burst", "Incident", "October 2025 Kelby Trunk Main Burst", ["Kelby burst", "the trunk main burst", "Kelby trunk main burst"], [],
    {"occurredAt": "zone_kelby", "involved": ["ps_kelby", "sup_northfold"]},
    occurredOn="2025-10-07", category="major supply interruption", status="closed")
ent("inc_ashcombe_road", "Incident", "July 2025 Ashcombe Road Pumping Station Failure", ["Ashcombe Road failure", "the pumping station failure"], [],
    {"occurredAt": "ps_ashcombe_road", "involved": ["eq_hx350", "wwtw_ashcombe"]},
    occurredOn="2025-07-19", category="category 3 (minor)", status="closed")
ent("inc_aquaview_outage", "Incident", "September 2025 AquaView Outage", ["AquaView outage", "SCADA outage", "the telemetry outage"], [],
    {"occurredAt": "wtw_caldon", "involved": ["sys_aquaview", "mod_alarms"]},
    occurredOn="2025-09-04", category="major IT incident", status="closed")
ent("inc_marwood_bwn", "Incident", "October 2025 Marwood Hills Boil Water Notice", ["Marwood boil notice", "Marwood boil water notice", "Marwood BWN"], [],
    {"occurredAt": "zone_marwood", "involved": ["wtw_marwood", "pol_bwn"]},
    occurredOn="2025-10-15", category="precautionary boil water notice", status="closed")

# -- projects --------------------------------------------------------------------------------
ent("prj_caldon_filters", "Project", "Caldon Filter Refurbishment", ["filter refurb", "Caldon filters scheme"], [],
    {"atSite": "wtw_caldon", "sponsor": "p_tom_beckett", "deliveredBy": "sup_northfold"},
    budget="GBP 14.5m", completion="2026-09", status="in construction")
ent("prj_brackwell_storm", "Project", "Brackwell Storm Tank Scheme", ["storm tank scheme", "Brackwell storm tanks"], [],
    {"atSite": "wwtw_brackwell", "sponsor": "p_owen_marsh", "deliveredBy": "sup_northfold"},
    budget="GBP 22m", completion="2027-03", status="in design")
ent("prj_smart_meters", "Project", "Smart Metering Programme", ["smart meters", "smart metering", "SMP"], [],
    {"sponsor": "p_grace_adeyemi"}, budget="GBP 31m", completion="2030-03", status="in delivery")
ent("prj_hollin_dam", "Project", "Hollin Dam Safety Works", ["Hollin spillway works", "dam safety works"], [],
    {"atSite": "res_hollin", "sponsor": "p_emma_stroud"}, budget="GBP 6.8m", completion="2026-05", status="in construction")
