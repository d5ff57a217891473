"""The Kestrel Valley Health knowledge graph: classes, properties and entities as literals.

make_bundle.py turns these tables into ontology.ttl; build_docs.py and cases.py refer to the
entity ids. Everything here is fictional.
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/kestrel-health#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("organisation", ["health group", "group", "trust"], None),
    "Site": ("site", ["facility", "campus", "location"], None),
    "Hospital": ("hospital", ["acute hospital", "community hospital"], "Site"),
    "Clinic": ("clinic", ["health centre", "practice"], "Site"),
    "OutpatientCentre": ("outpatient centre", ["outpatients", "OPC"], "Site"),
    "ClinicalUnit": ("unit", ["ward", "department", "dept", "clinical unit", "service"], None),
    "Team": ("team", ["office", "directorate"], None),
    "Person": ("person", ["colleague", "staff member", "manager", "lead"], None),
    "System": ("system", ["application", "platform", "software", "app"], None),
    "Module": ("module", ["component", "system module", "add-on"], "System"),
    "Plan": ("plan", ["tier", "licence tier", "package", "subscription"], None),
    "Protocol": ("protocol", ["clinical protocol", "pathway", "guideline"], None),
    "Policy": ("policy", ["rule", "standard"], None),
    "Procedure": ("procedure", ["SOP", "standard operating procedure", "process", "how-to"], None),
    "Supplier": ("supplier", ["vendor", "manufacturer", "company"], None),
    "Device": ("device", ["equipment", "machine", "kit", "model"], None),
    "Metric": ("KPI", ["metric", "indicator", "measure", "figure", "rate"], None),
    "Incident": ("incident", ["serious incident", "event", "outage", "failure"], None),
}

# object properties: id -> (label, aliases)
OBJECT_PROPERTIES = {
    "partOf": ("part of", ["belongs to", "sits in"]),
    "managedBy": ("managed by", ["run by", "reports to"]),
    "ledBy": ("led by", ["lead", "clinical lead", "matron", "head", "manager"]),
    "systemOwner": ("system owner", ["owner", "owns", "owned by", "business owner"]),
    "policyOwner": ("document owner", ["author", "owner", "signed off by"]),
    "memberOf": ("member of", ["works in", "team"]),
    "suppliedBy": ("supplied by", ["supplier", "vendor", "made by"]),
    "usedAt": ("used at", ["deployed at", "in use at", "installed at"]),
    "uses": ("uses", ["runs on", "works with"]),
    "supersedes": ("supersedes", ["replaces", "previous version"]),
    "appliesTo": ("applies to", ["covers", "scope"]),
    "occurredAt": ("occurred at", ["where it happened", "location"]),
    "involved": ("involved", ["affected", "related to"]),
    "governedBy": ("governed by", ["under", "follows"]),
    "onPlan": ("licensed on", ["plan", "tier", "subscription"]),
    "planOf": ("plan of", ["tier of"]),
    "measures": ("measures", ["reported for"]),
}

# datatype properties: id -> (label, aliases)
DATA_PROPERTIES = {
    "beds": ("bed count", ["beds", "number of beds", "capacity"]),
    "siteCode": ("site code", ["code"]),
    "locality": ("locality", ["area", "region"]),
    "opened": ("opened", ["opening year", "built"]),
    "gender": ("gender", []),
    "jobTitle": ("job title", ["role", "title"]),
    "email": ("email", ["contact", "email address"]),
    "version": ("version", ["release", "current version"]),
    "goLive": ("go-live date", ["went live", "live since", "launch date"]),
    "effectiveFrom": ("effective from", ["in force since", "start date"]),
    "reviewDue": ("review due", ["next review", "review date"]),
    "monthlyPrice": ("monthly price", ["price", "cost", "cost per month", "licence fee"]),
    "target": ("target", ["standard", "threshold", "goal"]),
    "unit": ("unit of measure", ["measured in"]),
    "occurredOn": ("occurred on", ["date", "when"]),
    "severity": ("severity", ["harm level", "grade"]),
    "status": ("status", ["state", "closed", "open"]),
    "modelYear": ("model year", ["released", "launch year"]),
}

# Entities: id -> dict(cls, label, alt=[...], hidden=[...], edges={prop: id | [ids]}, attrs={prop: value})
E = bundlekit.Entities()
ent = E.add


# -- organisation, sites ------------------------------------------------------------------
ent("org_kvh", "Organisation", "Kestrel Valley Health", ["KVH", "Kestrel Valley", "the group"])
ent("site_ngh", "Hospital", "North General Hospital", ["NGH", "North General", "the General"],
    ["North Genral Hospital"], {"managedBy": "org_kvh"}, beds="612", siteCode="NGH01", locality="north", opened="1974")
ent("site_northgate", "Clinic", "Northgate Clinic", ["Northgate", "Northgate health centre"], ["Northgait Clinic"],
    {"managedBy": "org_kvh", "onPlan": "plan_plus"}, siteCode="NGC04", locality="north", opened="2009")
ent("site_ngoc", "OutpatientCentre", "North General Outpatient Centre",
    ["NGOC", "North General Outpatients", "North General OPC", "the outpatient centre"], [],
    {"managedBy": "site_ngh", "onPlan": "plan_pro"}, siteCode="NGH02", locality="north", opened="2016")
ent("site_svh", "Hospital", "South Vale Hospital", ["SVH", "South Vale", "the Vale"], ["Southvale Hospital"],
    {"managedBy": "org_kvh"}, beds="388", siteCode="SVH01", locality="south", opened="1988")
ent("site_rch", "Hospital", "Riverside Community Hospital", ["RCH", "Riverside", "Riverside Community"], [],
    {"managedBy": "org_kvh"}, beds="96", siteCode="RCH01", locality="river", opened="1961")
ent("site_millbrook", "Clinic", "Millbrook Clinic", ["Millbrook", "Millbrook surgery"], ["Milbrook Clinic"],
    {"managedBy": "org_kvh", "onPlan": "plan_plus"}, siteCode="MBC05", locality="south", opened="2012")
ent("site_eastfield", "Clinic", "Eastfield Health Centre", ["Eastfield", "Eastfield clinic"], [],
    {"managedBy": "org_kvh", "onPlan": "plan_basic"}, siteCode="EHC06", locality="river", opened="2019")

# -- clinical units ------------------------------------------------------------------------
ent("unit_ngh_ed", "ClinicalUnit", "North General Emergency Department",
    ["ED", "A&E", "NGH ED", "North General ED", "NGH A&E", "North General A&E"], [],
    {"partOf": "site_ngh", "ledBy": "p_amara_okafor"}, beds="48")
ent("unit_svh_ed", "ClinicalUnit", "South Vale Emergency Department",
    ["ED", "A&E", "SVH ED", "South Vale ED", "SVH A&E", "South Vale A&E"], [],
    {"partOf": "site_svh", "ledBy": "p_nadia_qureshi"}, beds="30")
ent("unit_rch_miu", "ClinicalUnit", "Riverside Minor Injuries Unit", ["MIU", "Riverside MIU", "minor injuries"], [],
    {"partOf": "site_rch"}, beds="6")
ent("unit_ngh_icu", "ClinicalUnit", "North General Intensive Care Unit",
    ["ICU", "NGH ICU", "intensive care", "ITU", "critical care"], [], {"partOf": "site_ngh", "ledBy": "p_ravi_menon"}, beds="22")
ent("unit_ngh_amu", "ClinicalUnit", "Acute Medical Unit", ["AMU", "Ward 9", "acute medicine"], [],
    {"partOf": "site_ngh", "ledBy": "p_claire_doyle"}, beds="42")
ent("unit_ngh_ward7", "ClinicalUnit", "Ward 7 Respiratory", ["Ward 7", "respiratory ward", "resp ward"],
    ["Ward 7 Respitory"], {"partOf": "site_ngh", "ledBy": "p_gareth_lewis"}, beds="28")
ent("unit_ngh_maternity", "ClinicalUnit", "Rowan Maternity Unit", ["Rowan", "maternity", "labour ward", "NGH maternity"], [],
    {"partOf": "site_ngh"}, beds="36")
ent("unit_ngh_radiology", "ClinicalUnit", "North General Radiology", ["NGH radiology", "radiology", "imaging", "X-ray"], [],
    {"partOf": "site_ngh", "ledBy": "p_ian_fletcher"})
ent("unit_ngh_pharmacy", "ClinicalUnit", "North General Pharmacy", ["pharmacy", "NGH pharmacy", "hospital pharmacy"], [],
    {"partOf": "site_ngh", "ledBy": "p_ruth_ellison"})
ent("unit_svh_ward5", "ClinicalUnit", "Ward 5 Surgical", ["Ward 5", "surgical ward", "general surgery ward"], [],
    {"partOf": "site_svh", "ledBy": "p_kate_morgan"}, beds="30")
ent("unit_svh_ward6", "ClinicalUnit", "Ward 6 Orthopaedics", ["Ward 6", "ortho ward", "orthopaedic ward"],
    ["Ward 6 Orthopedics"], {"partOf": "site_svh", "ledBy": "p_liam_morgan"}, beds="26")
ent("unit_svh_dsu", "ClinicalUnit", "South Vale Day Surgery Unit", ["DSU", "day surgery", "SVH day surgery"], [],
    {"partOf": "site_svh"}, beds="18")
ent("unit_rch_ward2", "ClinicalUnit", "Ward 2 Rehabilitation", ["Ward 2", "rehab ward", "rehabilitation ward"], [],
    {"partOf": "site_rch", "ledBy": "p_fiona_grant"}, beds="32")

# -- teams ---------------------------------------------------------------------------------
ent("team_digital", "Team", "Digital Services", ["IT", "Digital", "IT department", "digital team"], [],
    {"partOf": "org_kvh", "ledBy": "p_tom_ashworth"})
ent("team_flow", "Team", "Patient Flow Team", ["patient flow", "bed management", "flow team", "site team"], [],
    {"partOf": "org_kvh", "ledBy": "p_priya_raman"})
ent("team_ipc", "Team", "Infection Prevention and Control Team", ["IPC", "infection control", "IPC team"], [],
    {"partOf": "org_kvh", "ledBy": "p_sofia_brennan"})
ent("team_quality", "Team", "Patient Safety Team", ["patient safety", "quality and safety", "governance team"], [],
    {"partOf": "org_kvh", "ledBy": "p_joanne_hart"})
ent("team_medeng", "Team", "Medical Engineering", ["EBME", "clinical engineering", "med eng", "medical physics"], [],
    {"partOf": "org_kvh", "ledBy": "p_marcus_hale"})
ent("team_procurement", "Team", "Procurement", ["purchasing", "supply chain", "procurement team"], [],
    {"partOf": "org_kvh", "ledBy": "p_ben_carter"})
ent("team_performance", "Team", "Performance and Information", ["BI team", "performance team", "information team", "P&I"], [],
    {"partOf": "org_kvh", "ledBy": "p_lucy_chen"})
ent("team_estates", "Team", "Estates and Facilities", ["estates", "facilities", "estates team"], [],
    {"partOf": "org_kvh", "ledBy": "p_owen_price"})

# -- people --------------------------------------------------------------------------------
PEOPLE = [
    ("p_amara_okafor", "Dr Amara Okafor", ["Amara Okafor", "Dr Okafor", "Okafor", "Amara"], ["Dr Amara Okafur"],
     "female", "Clinical Lead, North General Emergency Department", "unit_ngh_ed"),
    ("p_daniel_okafor", "Daniel Okafor", ["Dan Okafor", "Okafor", "Daniel"], [],
     "male", "EPR Service Owner", "team_digital"),
    ("p_nadia_qureshi", "Dr Nadia Qureshi", ["Nadia Qureshi", "Dr Qureshi", "Qureshi"], [],
     "female", "Clinical Lead, South Vale Emergency Department", "unit_svh_ed"),
    ("p_priya_raman", "Priya Raman", ["Priya", "Ms Raman"], [], "female", "Head of Patient Flow", "team_flow"),
    ("p_tom_ashworth", "Tom Ashworth", ["Tom", "Ashworth"], [], "male", "Chief Digital Officer", "team_digital"),
    ("p_helen_marsh", "Helen Marsh", ["Helen", "Marsh"], [], "female", "Director of Nursing", "org_kvh"),
    ("p_gareth_lewis", "Gareth Lewis", ["Gareth", "Lewis"], [], "male", "Matron, Ward 7 Respiratory", "unit_ngh_ward7"),
    ("p_sofia_brennan", "Sofia Brennan", ["Sofia", "Brennan"], [], "female", "Lead Nurse, Infection Prevention and Control", "team_ipc"),
    ("p_marcus_hale", "Marcus Hale", ["Marcus", "Hale"], [], "male", "Head of Medical Engineering", "team_medeng"),
    ("p_ben_carter", "Ben Carter", ["Ben", "Carter"], [], "male", "Head of Procurement", "team_procurement"),
    ("p_lucy_chen", "Lucy Chen", ["Lucy", "Chen"], [], "female", "Head of Performance and Information", "team_performance"),
    ("p_owen_price", "Owen Price", ["Owen"], [], "male", "Estates Manager", "team_estates"),
    ("p_ruth_ellison", "Ruth Ellison", ["Ruth", "Ellison"], [], "female", "Chief Pharmacist", "unit_ngh_pharmacy"),
    ("p_ian_fletcher", "Dr Ian Fletcher", ["Ian Fletcher", "Dr Fletcher", "Fletcher"], [], "male", "Clinical Director, Radiology", "unit_ngh_radiology"),
    ("p_joanne_hart", "Joanne Hart", ["Joanne", "Jo Hart"], [], "female", "Head of Patient Safety", "team_quality"),
    ("p_ravi_menon", "Dr Ravi Menon", ["Ravi Menon", "Dr Menon"], [], "male", "Clinical Lead, Intensive Care", "unit_ngh_icu"),
    ("p_claire_doyle", "Claire Doyle", ["Claire", "Doyle"], [], "female", "Matron, Acute Medical Unit", "unit_ngh_amu"),
    ("p_kate_morgan", "Kate Morgan", ["Kate"], [], "female", "Ward Manager, Ward 5 Surgical", "unit_svh_ward5"),
    ("p_liam_morgan", "Liam Morgan", ["Liam"], [], "male", "Ward Manager, Ward 6 Orthopaedics", "unit_svh_ward6"),
    ("p_fiona_grant", "Fiona Grant", ["Fiona"], [], "female", "Ward Manager, Ward 2 Rehabilitation", "unit_rch_ward2"),
    ("p_sam_whitfield", "Sam Whitfield", ["Sam"], [], "male", "General Manager, Outpatients", "site_ngoc"),
]
for pid, label, alt, hidden, gender, title, member in PEOPLE:
    slug = label.replace("Dr ", "").lower().replace(" ", ".")
    ent(pid, "Person", label, alt, hidden, {"memberOf": member}, gender=gender, jobTitle=title,
        email=f"{slug}@kvh.example")

# -- suppliers -----------------------------------------------------------------------------
ent("sup_halden", "Supplier", "Halden Medical", ["Halden"], ["Haldon Medical", "Haldem Medical"])
ent("sup_vireo", "Supplier", "Vireo Systems", ["Vireo"], ["Vireo Sytems"])
ent("sup_brightwater", "Supplier", "Brightwater Imaging", ["Brightwater"], [])
ent("sup_nimbus", "Supplier", "Nimbus Digital", ["Nimbus"], [])
ent("sup_aster", "Supplier", "Aster Diagnostics", ["Aster"], [])
ent("sup_corbel", "Supplier", "Corbel Healthcare Supplies", ["Corbel", "Corbel Healthcare"], [])
ent("sup_pulsar", "Supplier", "Pulsar Cardiac", ["Pulsar"], [])

# -- systems and modules ---------------------------------------------------------------------
ent("sys_meridian", "System", "Meridian EPR", ["Meridian", "EPR", "electronic patient record", "the record"],
    ["Meridan EPR", "Meridien EPR"],
    {"systemOwner": "p_daniel_okafor", "suppliedBy": "sup_vireo", "usedAt": ["site_ngh", "site_svh", "site_rch"]},
    version="8.4", goLive="2019-11-04")
ent("mod_eprescribing", "Module", "Meridian ePrescribing", ["ePrescribing", "ePMA", "e-prescribing", "electronic prescribing"],
    ["ePrescibing"], {"partOf": "sys_meridian", "systemOwner": "p_ruth_ellison", "suppliedBy": "sup_vireo"},
    version="8.4", goLive="2021-03-15")
ent("mod_ordercomms", "Module", "Meridian Order Comms", ["Order Comms", "order communications", "electronic requesting"], [],
    {"partOf": "sys_meridian", "systemOwner": "p_ian_fletcher", "suppliedBy": "sup_vireo"}, version="8.4", goLive="2020-06-01")
ent("sys_pas", "System", "Patient Administration System", ["PAS", "admin system"], [],
    {"systemOwner": "p_lucy_chen", "suppliedBy": "sup_vireo"}, version="5.2", goLive="2014-04-01")
ent("sys_bedview", "System", "BedView", ["bed board", "bed management system", "BedView board"], ["Bedveiw"],
    {"systemOwner": "p_priya_raman", "usedAt": ["site_ngh", "site_svh", "site_rch"], "uses": "sys_pas"},
    version="3.1", goLive="2022-09-12")
ent("sys_pacs", "System", "PACS", ["picture archiving system", "imaging system", "Brightwater PACS"], [],
    {"systemOwner": "p_ian_fletcher", "suppliedBy": "sup_brightwater"}, version="11", goLive="2018-02-19")
ent("sys_safereport", "System", "SafeReport", ["incident reporting system", "incident system", "Safe Report"], ["SafeRepot"],
    {"systemOwner": "p_joanne_hart"}, version="2.7", goLive="2020-01-06")
ent("sys_rotapoint", "System", "RotaPoint", ["e-rostering", "rostering system", "the rota system"], [],
    {"systemOwner": "p_helen_marsh"}, version="6.0", goLive="2023-05-02")
ent("sys_carelink", "System", "CareLink", ["CareLink app", "patient app", "the app"], ["Carelinc", "Care Link"],
    {"systemOwner": "p_tom_ashworth", "suppliedBy": "sup_nimbus"}, version="4.2", goLive="2023-10-02")
ent("mod_videoconsult", "Module", "CareLink Video Consult", ["Video Consult", "video consultations", "video clinic"], [],
    {"partOf": "sys_carelink", "systemOwner": "p_sam_whitfield", "suppliedBy": "sup_nimbus"}, version="4.2", goLive="2024-04-08")

# -- app plans -------------------------------------------------------------------------------
ent("plan_basic", "Plan", "CareLink Basic", ["Basic", "Basic plan", "Basic tier"], [],
    {"planOf": "sys_carelink"}, monthlyPrice="950")
ent("plan_plus", "Plan", "CareLink Plus", ["Plus", "Plus plan", "Plus tier"], ["CareLink Pluss"],
    {"planOf": "sys_carelink"}, monthlyPrice="2400")
ent("plan_pro", "Plan", "CareLink Pro", ["Pro", "Pro plan", "Pro tier"], [],
    {"planOf": "sys_carelink"}, monthlyPrice="4600")

# -- protocols, policies, procedures -----------------------------------------------------------
ent("prot_sepsis_v2", "Protocol", "Sepsis Protocol v2", ["sepsis v2", "old sepsis protocol", "Sepsis Protocol version 2"], [],
    {"policyOwner": "p_ravi_menon", "appliesTo": ["unit_ngh_ed", "unit_svh_ed"]},
    version="2", effectiveFrom="2022-03-01", status="superseded")
ent("prot_sepsis_v3", "Protocol", "Sepsis Protocol v3", ["sepsis v3", "new sepsis protocol", "Sepsis Protocol version 3"], [],
    {"policyOwner": "p_amara_okafor", "supersedes": "prot_sepsis_v2", "appliesTo": ["unit_ngh_ed", "unit_svh_ed", "unit_ngh_amu"]},
    version="3", effectiveFrom="2025-07-01", reviewDue="2027-07-01", status="current")
ent("prot_triage", "Protocol", "ED Triage Protocol", ["triage protocol", "triage policy"], [],
    {"policyOwner": "p_amara_okafor", "appliesTo": ["unit_ngh_ed", "unit_svh_ed", "unit_rch_miu"]},
    version="4", effectiveFrom="2024-02-01", reviewDue="2026-02-01")
ent("prot_vte", "Protocol", "VTE Prophylaxis Protocol", ["VTE protocol", "clot prevention protocol", "thromboprophylaxis"], [],
    {"policyOwner": "p_ruth_ellison"}, version="5", effectiveFrom="2024-09-01")
ent("prot_stroke", "Protocol", "Stroke Thrombolysis Pathway", ["stroke pathway", "thrombolysis pathway"], [],
    {"policyOwner": "p_claire_doyle", "appliesTo": ["unit_ngh_ed", "unit_ngh_amu"]}, version="2", effectiveFrom="2023-06-01")
ent("pol_falls", "Policy", "Falls Prevention Policy", ["falls policy", "falls prevention"], ["Falls Prevension Policy"],
    {"policyOwner": "p_helen_marsh"}, version="3.2", effectiveFrom="2024-11-01", reviewDue="2026-11-01")
ent("pol_escalation", "Policy", "Bed Escalation Policy", ["escalation policy", "OPEL policy", "full capacity protocol"], [],
    {"policyOwner": "p_priya_raman"}, version="6", effectiveFrom="2025-01-13")
ent("pol_hand_hygiene", "Policy", "Hand Hygiene Policy", ["hand hygiene", "handwashing policy"], [],
    {"policyOwner": "p_sofia_brennan"}, version="4", effectiveFrom="2023-10-01")
ent("pol_visiting", "Policy", "Visiting Policy", ["visiting hours", "visitor policy"], [],
    {"policyOwner": "p_helen_marsh"}, version="2025.1", effectiveFrom="2025-04-01")
ent("pol_discharge", "Policy", "Discharge Policy", ["discharge rules"], [],
    {"policyOwner": "p_priya_raman"}, version="3", effectiveFrom="2024-06-01")
ent("pol_incident_reporting", "Policy", "Incident Reporting Policy", ["incident policy", "reporting policy"], [],
    {"policyOwner": "p_joanne_hart", "uses": "sys_safereport"}, version="7", effectiveFrom="2024-03-01")
ent("pol_remote_access", "Policy", "Remote Access Policy", ["remote working policy", "VPN policy"], [],
    {"policyOwner": "p_tom_ashworth"}, version="2", effectiveFrom="2025-02-01")
ent("proc_discharge", "Procedure", "Patient Discharge Procedure", ["discharge procedure", "discharge checklist", "discharge SOP"], [],
    {"policyOwner": "p_priya_raman", "governedBy": "pol_discharge", "uses": "sys_bedview"}, version="3.1", effectiveFrom="2024-06-01")
ent("proc_incident_review", "Procedure", "Incident Review Procedure", ["incident review", "serious incident review", "SI review"], [],
    {"policyOwner": "p_joanne_hart", "governedBy": "pol_incident_reporting"}, version="2", effectiveFrom="2024-03-01")
ent("proc_epr_downtime", "Procedure", "EPR Downtime Procedure", ["downtime procedure", "paper fallback", "business continuity procedure"], [],
    {"policyOwner": "p_daniel_okafor", "appliesTo": "sys_meridian"}, version="4", effectiveFrom="2025-09-01")
ent("proc_pump_check", "Procedure", "Infusion Pump Pre-Use Check", ["pump check", "pre-use check"], [],
    {"policyOwner": "p_marcus_hale"}, version="2", effectiveFrom="2025-07-01")
ent("proc_bed_request", "Procedure", "Bed Request Procedure", ["bed request", "requesting a bed"], [],
    {"policyOwner": "p_priya_raman", "uses": "sys_bedview", "governedBy": "pol_escalation"}, version="2", effectiveFrom="2022-09-12")
ent("proc_falls_assessment", "Procedure", "Falls Risk Assessment Procedure", ["falls assessment", "falls risk assessment"], [],
    {"policyOwner": "p_helen_marsh", "governedBy": "pol_falls"}, version="3", effectiveFrom="2024-11-01")

# -- devices -------------------------------------------------------------------------------
ent("dev_infusa300", "Device", "Infusa 300", ["Infusa 300 pump", "the 300", "older pumps"], ["Infuza 300", "Infusa300"],
    {"suppliedBy": "sup_halden", "usedAt": ["site_svh", "site_rch"]}, modelYear="2016")
ent("dev_infusa500", "Device", "Infusa 500", ["Infusa 500 pump", "the 500", "new pumps"], ["Infuza 500", "Infusa500"],
    {"suppliedBy": "sup_halden", "usedAt": "site_ngh", "supersedes": "dev_infusa300"}, modelYear="2024")
ent("dev_ct_ngh", "Device", "Lumina CT 128", ["CT 128", "NGH CT scanner", "the 128-slice"], [],
    {"suppliedBy": "sup_brightwater", "usedAt": "unit_ngh_radiology"}, modelYear="2021")
ent("dev_ct_svh", "Device", "Lumina CT 64", ["CT 64", "SVH CT scanner", "the 64-slice"], [],
    {"suppliedBy": "sup_brightwater", "usedAt": "site_svh"}, modelYear="2015")
ent("dev_bloodgas", "Device", "Aster BG-9 Analyser", ["BG-9", "blood gas analyser", "blood gas machine"], [],
    {"suppliedBy": "sup_aster", "usedAt": ["unit_ngh_icu", "unit_ngh_ed", "unit_svh_ed"]}, modelYear="2020")
ent("dev_defib", "Device", "Pulsar D5 Defibrillator", ["D5", "Pulsar D5", "defib", "defibrillator"], [],
    {"suppliedBy": "sup_pulsar"}, modelYear="2019")
ent("dev_sensor_mat", "Device", "Corbel Bed Sensor Mat", ["bed sensor mat", "sensor mat", "bed alarm", "falls sensor"], [],
    {"suppliedBy": "sup_corbel", "usedAt": ["unit_ngh_ward7", "unit_rch_ward2"]}, modelYear="2023")

# -- metrics -------------------------------------------------------------------------------
ent("met_occupancy", "Metric", "Bed Occupancy", ["occupancy", "bed occupancy rate", "G&A occupancy"], ["occupency"],
    {"measures": "sys_bedview"}, unit="%", target="92")
ent("met_four_hour", "Metric", "Four-Hour Performance", ["four-hour target", "4-hour performance", "4 hour target", "4h performance", "four hour standard"],
    [], {}, unit="%", target="78")
ent("met_ed_wait", "Metric", "ED Median Wait", ["median wait", "wait time", "waiting time", "ED wait"], [], {}, unit="minutes")
ent("met_triage_time", "Metric", "Time to Triage", ["triage time", "triage target", "time to initial assessment"], [], {},
    unit="minutes", target="15")
ent("met_readmission", "Metric", "30-Day Readmission Rate", ["readmission rate", "readmissions", "30 day readmissions"],
    ["readmision rate"], {}, unit="%", target="10")
ent("met_los", "Metric", "Average Length of Stay", ["length of stay", "ALOS", "LOS"], [], {}, unit="days")
ent("met_falls", "Metric", "Inpatient Falls Rate", ["falls rate", "falls per 1,000 bed days"], [], {},
    unit="falls per 1,000 bed days", target="6.0")
ent("met_hand_hygiene", "Metric", "Hand Hygiene Compliance", ["hand hygiene score", "hand hygiene audit"], [], {}, unit="%", target="95")
ent("met_dna", "Metric", "Outpatient DNA Rate", ["DNA rate", "did not attend rate", "no-show rate", "DNAs", "no-shows"], [], {},
    unit="%", target="8")
ent("met_sepsis_abx", "Metric", "Sepsis Antibiotics Within One Hour", ["antibiotics within an hour", "sepsis antibiotic compliance", "door to needle for sepsis"],
    [], {}, unit="%", target="90")
ent("met_epr_availability", "Metric", "EPR Availability", ["EPR uptime", "system availability", "uptime"], [],
    {"measures": "sys_meridian"}, unit="%", target="99.9")
ent("met_delayed_discharges", "Metric", "Delayed Discharges", ["delayed transfers of care", "medically fit for discharge", "MFFD", "stranded patients"], [], {},
    unit="patients")

# -- incidents -----------------------------------------------------------------------------
ent("inc_epr_outage", "Incident", "July 2025 Meridian EPR Outage", ["EPR outage", "Meridian outage", "the July outage"], [],
    {"involved": ["sys_meridian", "mod_eprescribing", "sup_vireo"], "occurredAt": ["site_ngh", "site_svh", "site_rch"]},
    occurredOn="2025-07-14", severity="major", status="closed")
ent("inc_pump_freeflow", "Incident", "June 2025 Infusa 300 Free-Flow Incident", ["free-flow incident", "pump free-flow", "the pump incident"], [],
    {"involved": ["dev_infusa300", "sup_halden"], "occurredAt": "unit_ngh_amu"},
    occurredOn="2025-06-11", severity="moderate", status="closed")
ent("inc_ward6_fall", "Incident", "September 2025 Ward 6 Fall With Harm", ["Ward 6 fall", "fall with harm"], [],
    {"involved": ["pol_falls"], "occurredAt": "unit_svh_ward6"},
    occurredOn="2025-09-09", severity="moderate", status="open")
ent("inc_opel4", "Incident", "August 2025 North General OPEL 4 Escalation", ["OPEL 4 escalation", "the August escalation"], [],
    {"involved": ["pol_escalation", "unit_ngh_ed"], "occurredAt": "site_ngh"},
    occurredOn="2025-08-18", severity="major", status="closed")
ent("inc_carelink_reminders", "Incident", "September 2025 CareLink Reminder Failure", ["reminder failure", "SMS reminder outage", "the reminder glitch"], [],
    {"involved": ["sys_carelink", "sup_nimbus"], "occurredAt": ["site_millbrook", "site_northgate"]},
    occurredOn="2025-09-03", severity="low", status="closed")
ent("inc_ward5_insulin", "Incident", "August 2025 Ward 5 Insulin Omission", ["insulin omission", "missed insulin dose"], [],
    {"involved": ["mod_eprescribing"], "occurredAt": "unit_svh_ward5"},
    occurredOn="2025-08-22", severity="moderate", status="closed")
