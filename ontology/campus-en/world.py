"""The Castlemere University services knowledge graph: classes, properties and entities as literals.

make_bundle.py turns these tables into ontology.ttl; build_docs.py and cases.py refer to the
entity ids. Castlemere University is a fictional university; every name, person, figure and
event here is invented. The KB is the one its IT, Estates and Student Services staff share.
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/castlemere-uni#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("organisation", ["university", "body", "regulator"], None),
    "Site": ("site", ["building", "premises", "location"], None),
    "Building": ("academic building", ["teaching building", "block", "office building"], "Site"),
    "Library": ("library", ["learning centre", "study space"], "Site"),
    "CarPark": ("car park", ["parking", "multi-storey", "parking area"], "Site"),
    "Residence": ("hall of residence", ["halls", "residence", "student accommodation", "accommodation block"], "Site"),
    "Room": ("room", ["lecture theatre", "auditorium", "teaching room", "lab", "venue"], None),
    "Faculty": ("faculty", ["academic faculty"], None),
    "School": ("school", ["academic school", "department"], None),
    "Team": ("team", ["service", "office", "professional service", "directorate"], None),
    "Person": ("person", ["colleague", "manager", "staff member", "dean", "head"], None),
    "System": ("system", ["application", "platform", "software", "tool"], None),
    "Module": ("module", ["component", "add-on", "system module"], "System"),
    "Policy": ("policy", ["university policy", "regulation"], None),
    "Procedure": ("procedure", ["process", "how-to", "guidance", "SOP"], None),
    "Supplier": ("supplier", ["vendor", "contractor", "provider"], None),
    "Contract": ("contract", ["agreement", "service contract", "licence"], None),
    "Metric": ("KPI", ["metric", "measure", "indicator", "figure"], None),
    "Incident": ("incident", ["outage", "major incident", "event"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("part of", ["belongs to", "sits under", "within"]),
    "locatedIn": ("located in", ["in", "inside", "where is it"]),
    "managedBy": ("managed by", ["manager", "run by", "who runs it", "facilities manager"]),
    "ledBy": ("led by", ["head", "head of", "lead", "director"]),
    "memberOf": ("member of", ["works in", "team"]),
    "usedBy": ("used by", ["users", "in use at"]),
    "systemOwner": ("system owner", ["owner", "owns", "owned by", "business owner"]),
    "documentOwner": ("document owner", ["author", "owner", "approved by"]),
    "suppliedBy": ("supplied by", ["supplier", "vendor", "made by"]),
    "supersedes": ("supersedes", ["replaces", "previous version"]),
    "implements": ("implements", ["under", "follows the policy"]),
    "appliesTo": ("applies to", ["covers", "scope"]),
    "contractor": ("contractor", ["with", "contract holder", "awarded to"]),
    "contractManager": ("contract manager", ["managed by", "contract owner"]),
    "covers": ("covers", ["for", "service for"]),
    "occurredAt": ("occurred at", ["where it happened", "location"]),
    "involved": ("involved", ["affected", "related to"]),
    "reportedBy": ("reported by", ["KPI owner", "published by"]),
    "nearestCarPark": ("nearest car park", ["parking for", "park at"]),
}

DATA_PROPERTIES = {
    "capacity": ("capacity", ["seats", "how many people", "how big", "size"]),
    "spaces": ("parking spaces", ["spaces", "bays", "how many cars"]),
    "beds": ("bed spaces", ["beds", "rooms", "how many students"]),
    "floorArea": ("floor area", ["GIA", "square metres", "m2"]),
    "built": ("year built", ["built", "opened", "when was it built", "age"]),
    "buildingCode": ("building code", ["code", "site code"]),
    "openingHours": ("opening hours", ["open", "hours", "when is it open", "closing time"]),
    "gender": ("gender", []),
    "jobTitle": ("job title", ["role", "title", "position"]),
    "email": ("email", ["email address", "contact"]),
    "phone": ("phone", ["extension", "number"]),
    "version": ("version", ["release", "current version"]),
    "goLive": ("go-live date", ["went live", "live since", "launch date"]),
    "effectiveFrom": ("effective from", ["in force since", "start date", "approved"]),
    "reviewDue": ("review due", ["next review", "review date"]),
    "status": ("status", ["state", "in force", "open", "closed"]),
    "contractValue": ("contract value", ["value", "cost", "worth", "price"]),
    "startDate": ("start date", ["started", "began"]),
    "endDate": ("end date", ["expires", "expiry", "runs until", "renewal"]),
    "target": ("target", ["threshold", "goal", "SLA"]),
    "unit": ("unit of measure", ["measured in", "units"]),
    "occurredOn": ("occurred on", ["date", "when"]),
    "severity": ("severity", ["priority", "P1", "major incident level"]),
    "students": ("student numbers", ["students", "enrolment", "how many students"]),
    "annualCost": ("annual cost", ["running cost", "licence cost", "per year"]),
}

E = bundlekit.Entities()
ent = E.add


# -- organisations -------------------------------------------------------------------------------
ent("org_cu", "Organisation", "Castlemere University", ["CU", "Castlemere", "the university"], ["Castlemeer University"])
ent("org_ohes", "Organisation", "Office for Higher Education Standards", ["OHES", "the regulator"], [])

# -- academic and service buildings ------------------------------------------------------------
ent("bld_hartley", "Building", "Hartley Building", ["Hartley", "HB", "the Hartley block"], ["Hartly Building"],
    {"partOf": "org_cu", "managedBy": "p_liam_crowther", "nearestCarPark": "cp_hartley"},
    floorArea="14,200 m2", built="1972", buildingCode="B04", openingHours="07:30-22:00 weekdays")
ent("bld_brindley", "Building", "Brindley Building", ["Brindley", "the science block"], ["Brindly Building", "Brindly"],
    {"partOf": "org_cu", "managedBy": "p_liam_crowther", "nearestCarPark": "cp_elmhurst"},
    floorArea="9,800 m2", built="2008", buildingCode="B07", openingHours="08:00-20:00 weekdays")
ent("bld_westgate", "Building", "Westgate House", ["Westgate", "WGH", "the admin building"], [],
    {"partOf": "org_cu", "managedBy": "p_karen_lowther", "nearestCarPark": "cp_westgate"},
    floorArea="6,100 m2", built="1998", buildingCode="B01", openingHours="08:00-18:00 weekdays")
ent("bld_foundry", "Building", "The Foundry", ["Foundry", "the student hub", "the SU building"], [],
    {"partOf": "org_cu", "managedBy": "p_liam_crowther", "nearestCarPark": "cp_westgate"},
    floorArea="7,400 m2", built="2019", buildingCode="B12", openingHours="08:00-23:00 daily")
ent("bld_quayside", "Building", "Quayside Centre", ["Quayside", "the business school building"], ["Quay Side Centre"],
    {"partOf": "org_cu", "managedBy": "p_karen_lowther", "nearestCarPark": "cp_elmhurst"},
    floorArea="11,300 m2", built="2014", buildingCode="B09", openingHours="08:00-21:00 weekdays")
ent("bld_elmhurst", "Building", "Elmhurst Sports Centre", ["Elmhurst Sports", "the sports centre", "the gym"], [],
    {"partOf": "org_cu", "managedBy": "p_karen_lowther", "nearestCarPark": "cp_elmhurst"},
    floorArea="5,200 m2", built="1989", buildingCode="B15", openingHours="06:30-22:00 daily")

# -- libraries -----------------------------------------------------------------------------------
ent("lib_hartley", "Library", "Hartley Library", ["Hartley", "the main library", "HL"], ["Hartly Library"],
    {"partOf": "org_cu", "managedBy": "p_clare_donnelly", "nearestCarPark": "cp_hartley"},
    capacity="1,450 study seats", built="1975", buildingCode="B05", openingHours="24/7 in term time")
ent("lib_quayside", "Library", "Quayside Law Library", ["law library", "the Quayside library"], [],
    {"partOf": "org_cu", "locatedIn": "bld_quayside", "managedBy": "p_clare_donnelly"},
    capacity="320 study seats", built="2014", buildingCode="B09-L", openingHours="08:00-22:00 daily")

# -- car parks -----------------------------------------------------------------------------------
ent("cp_hartley", "CarPark", "Hartley Car Park", ["Hartley CP", "P3", "car park P3"], ["Hartley carpark"],
    {"partOf": "org_cu", "managedBy": "p_gary_pollard"}, spaces="410", built="1981", buildingCode="P3")
ent("cp_westgate", "CarPark", "Westgate Multi-Storey", ["Westgate MSCP", "P1", "the multi-storey", "Westgate car park"], ["Westgate multistorey"],
    {"partOf": "org_cu", "managedBy": "p_gary_pollard"}, spaces="780", built="2003", buildingCode="P1")
ent("cp_elmhurst", "CarPark", "Elmhurst Car Park", ["P5", "Elmhurst CP", "the sports car park"], [],
    {"partOf": "org_cu", "managedBy": "p_gary_pollard"}, spaces="260", built="1990", buildingCode="P5")

# -- halls of residence ------------------------------------------------------------------------
ent("res_ashdown", "Residence", "Ashdown Hall", ["Ashdown"], ["Ashdon Hall"],
    {"partOf": "org_cu", "managedBy": "p_beth_crowther"}, beds="640", built="1966", buildingCode="R02")
ent("res_riverside", "Residence", "Riverside Village", ["Riverside", "the village"], [],
    {"partOf": "org_cu", "managedBy": "p_beth_crowther"}, beds="1,120", built="2017", buildingCode="R05")
ent("res_westgate_court", "Residence", "Westgate Court", ["the Court"], [],
    {"partOf": "org_cu", "managedBy": "p_beth_crowther", "nearestCarPark": "cp_westgate"},
    beds="380", built="1994", buildingCode="R03")

# -- rooms ---------------------------------------------------------------------------------------
ent("rm_hlt1", "Room", "Hartley Lecture Theatre 1", ["HLT1", "HLT 1", "lecture theatre 1"], [],
    {"locatedIn": "bld_hartley"}, capacity="320 seats", built="1972")
ent("rm_hlt2", "Room", "Hartley Lecture Theatre 2", ["HLT2", "HLT 2", "lecture theatre 2"], [],
    {"locatedIn": "bld_hartley"}, capacity="140 seats", built="2016")
ent("rm_auditorium", "Room", "Quayside Auditorium", ["the auditorium"], [],
    {"locatedIn": "bld_quayside"}, capacity="450 seats", built="2014")
ent("rm_b12", "Room", "Brindley Teaching Lab B12", ["B12", "lab B12", "the B12 lab"], [],
    {"locatedIn": "bld_brindley"}, capacity="48 seats", built="2008")

# -- faculties and schools -----------------------------------------------------------------------
ent("fac_eng", "Faculty", "Faculty of Engineering and Computing", ["FEC", "Engineering and Computing", "the engineering faculty"], [],
    {"partOf": "org_cu", "ledBy": "p_ruth_okafor"}, students="6,900")
ent("fac_bus", "Faculty", "Faculty of Business and Law", ["FBL", "Business and Law", "the business faculty"], [],
    {"partOf": "org_cu", "ledBy": "p_graham_tull"}, students="5,400")
ent("fac_sci", "Faculty", "Faculty of Science", ["FoS", "the science faculty"], [],
    {"partOf": "org_cu", "ledBy": "p_ana_ferreira"}, students="4,700")
ent("fac_arts", "Faculty", "Faculty of Arts and Humanities", ["FAH", "Arts and Humanities", "the arts faculty"], [],
    {"partOf": "org_cu", "ledBy": "p_owen_bright"}, students="3,800")
ent("sch_computing", "School", "School of Computing", ["SoC", "Computing", "computing school"], [],
    {"partOf": "fac_eng", "ledBy": "p_meilin_zhou"}, students="3,100")
ent("sch_engineering", "School", "School of Engineering", ["SoE", "engineering school"], [],
    {"partOf": "fac_eng", "ledBy": "p_victor_hale"}, students="3,800")
ent("sch_business", "School", "Castlemere Business School", ["CBS", "the business school"], [],
    {"partOf": "fac_bus", "ledBy": "p_graham_tull"}, students="4,100")
ent("sch_law", "School", "School of Law", ["Law school", "Law"], [],
    {"partOf": "fac_bus", "ledBy": "p_ines_moreau"}, students="1,300")
ent("sch_bio", "School", "School of Biosciences", ["Biosciences", "biosci"], [],
    {"partOf": "fac_sci", "ledBy": "p_ana_ferreira"}, students="2,200")

# -- teams ---------------------------------------------------------------------------------------
ent("team_its", "Team", "IT Services", ["ITS", "IT", "the IT department"], [],
    {"partOf": "org_cu", "ledBy": "p_james_whitlock"})
ent("team_desk", "Team", "IT Service Desk", ["Service Desk", "the helpdesk", "IT helpdesk"], ["Servicedesk"],
    {"partOf": "team_its", "ledBy": "p_daniel_okafor"})
ent("team_estates", "Team", "Estates and Facilities", ["Estates", "Facilities", "E&F"], [],
    {"partOf": "org_cu", "ledBy": "p_karen_lowther"})
ent("team_studserv", "Team", "Student Services", ["Student Support", "SSV"], [],
    {"partOf": "org_cu", "ledBy": "p_imran_siddiqui"})
ent("team_library", "Team", "Library Services", ["library team"], [],
    {"partOf": "org_cu", "ledBy": "p_clare_donnelly"})
ent("team_security", "Team", "Campus Security", ["Security", "security team"], [],
    {"partOf": "team_estates", "ledBy": "p_gary_pollard"})
ent("team_wellbeing", "Team", "Student Wellbeing", ["Wellbeing", "wellbeing team", "counselling service"], [],
    {"partOf": "team_studserv", "ledBy": "p_nadia_haddad"})
ent("team_registry", "Team", "Academic Registry", ["Registry", "registry team"], [],
    {"partOf": "org_cu", "ledBy": "p_paul_ingham"})
ent("team_sustain", "Team", "Sustainability Office", ["sustainability team", "green team"], [],
    {"partOf": "team_estates", "ledBy": "p_freya_lindqvist"})


# -- people --------------------------------------------------------------------------------------
def person(id_, label, alt, team, title, gender, email, hidden=()):
    ent(id_, "Person", label, alt, hidden, {"memberOf": team}, jobTitle=title, gender=gender, email=email,
        phone="ext " + str(4000 + len(E)))


person("p_alison_reeve", "Prof Alison Reeve", ["Alison Reeve", "Reeve", "the VC", "the Vice-Chancellor"], "team_registry", "Vice-Chancellor", "female", "a.reeve@castlemere.example")
person("p_ruth_okafor", "Prof Ruth Okafor", ["Ruth Okafor", "Okafor", "Ruth"], "team_registry", "Dean of the Faculty of Engineering and Computing", "female", "r.okafor@castlemere.example")
person("p_daniel_okafor", "Daniel Okafor", ["Okafor", "Dan Okafor", "Daniel"], "team_desk", "IT Service Desk Manager", "male", "d.okafor@castlemere.example", ["Danial Okafor"])
person("p_james_whitlock", "James Whitlock", ["Whitlock", "the CIO"], "team_its", "Director of IT Services (CIO)", "male", "j.whitlock@castlemere.example")
person("p_karen_lowther", "Karen Lowther", ["Lowther", "Karen"], "team_estates", "Director of Estates and Facilities", "female", "k.lowther@castlemere.example", ["Karen Louther"])
person("p_imran_siddiqui", "Imran Siddiqui", ["Siddiqui", "Imran"], "team_studserv", "Director of Student Services", "male", "i.siddiqui@castlemere.example", ["Imran Siddiqi"])
person("p_clare_donnelly", "Clare Donnelly", ["Donnelly", "the University Librarian"], "team_library", "University Librarian", "female", "c.donnelly@castlemere.example")
person("p_gary_pollard", "Gary Pollard", ["Pollard"], "team_security", "Head of Campus Security and Parking", "male", "g.pollard@castlemere.example")
person("p_nadia_haddad", "Nadia Haddad", ["Haddad", "Nadia"], "team_wellbeing", "Head of Student Wellbeing", "female", "n.haddad@castlemere.example")
person("p_paul_ingham", "Paul Ingham", ["Ingham", "the Registrar"], "team_registry", "Academic Registrar", "male", "p.ingham@castlemere.example")
person("p_freya_lindqvist", "Freya Lindqvist", ["Lindqvist", "Freya"], "team_sustain", "Sustainability Manager", "female", "f.lindqvist@castlemere.example", ["Freya Lindquist"])
person("p_owain_pryce", "Owain Pryce", ["Pryce", "Owain"], "team_sustain", "Energy Manager", "male", "o.pryce@castlemere.example")
person("p_sunita_rao", "Sunita Rao", ["Rao", "Sunita"], "team_its", "Student Records Systems Manager", "female", "s.rao@castlemere.example")
person("p_marcus_lee", "Marcus Lee", ["Marcus"], "team_its", "Digital Learning Manager", "male", "m.lee@castlemere.example")
person("p_aisha_bello", "Aisha Bello", ["Bello", "Aisha"], "team_its", "Infrastructure and Networks Lead", "female", "a.bello@castlemere.example")
person("p_rob_kendrick", "Rob Kendrick", ["Kendrick"], "team_its", "Information Security Manager", "male", "r.kendrick@castlemere.example")
person("p_janet_moss", "Janet Moss", ["Moss"], "team_estates", "Head of Procurement", "female", "j.moss@castlemere.example")
person("p_liam_crowther", "Liam Crowther", ["Liam"], "team_estates", "Facilities Manager (Hartley, Brindley and Foundry)", "male", "l.crowther@castlemere.example")
person("p_beth_crowther", "Beth Crowther", ["Beth"], "team_studserv", "Residences Manager", "female", "b.crowther@castlemere.example")
person("p_graham_tull", "Prof Graham Tull", ["Graham Tull", "Tull"], "team_registry", "Dean of the Faculty of Business and Law", "male", "g.tull@castlemere.example")
person("p_meilin_zhou", "Dr Mei-Lin Zhou", ["Mei-Lin Zhou", "Zhou"], "team_registry", "Head of the School of Computing", "female", "m.zhou@castlemere.example")
person("p_victor_hale", "Prof Victor Hale", ["Victor Hale", "Hale"], "team_registry", "Head of the School of Engineering", "male", "v.hale@castlemere.example")
person("p_ana_ferreira", "Prof Ana Ferreira", ["Ana Ferreira", "Ferreira"], "team_registry", "Dean of the Faculty of Science", "female", "a.ferreira@castlemere.example")
person("p_owen_bright", "Prof Owen Bright", ["Owen Bright", "Bright"], "team_registry", "Dean of the Faculty of Arts and Humanities", "male", "o.bright@castlemere.example")
person("p_ines_moreau", "Dr Ines Moreau", ["Ines Moreau", "Moreau"], "team_registry", "Head of the School of Law", "female", "i.moreau@castlemere.example")
person("p_joanne_pike", "Joanne Pike", ["Jo Pike", "Pike"], "team_studserv", "Student Complaints Officer", "female", "j.pike@castlemere.example")
person("p_sam_whitcombe", "Sam Whitcombe", ["Whitcombe"], "team_registry", "Timetabling Manager", "male", "s.whitcombe@castlemere.example")

# -- systems and modules -------------------------------------------------------------------------
ent("sys_studenthub", "System", "StudentHub", ["student record system", "SRS", "the records system"], ["Student Hub", "Studenthub", "StudentHb"],
    {"systemOwner": "p_sunita_rao", "suppliedBy": "sup_orbis", "usedBy": ["team_registry", "team_studserv"]},
    version="22.1", goLive="2017-08", annualCost="GBP 410,000")
ent("mod_enrol", "Module", "StudentHub Online Enrolment", ["online enrolment", "OLE", "enrolment module"], ["online enrollment"],
    {"partOf": "sys_studenthub", "systemOwner": "p_paul_ingham"}, version="5.3", goLive="2021-09")
ent("sys_learnspace", "System", "LearnSpace VLE", ["LearnSpace", "the VLE", "VLE"], ["Learn Space", "Learnspce"],
    {"systemOwner": "p_marcus_lee", "suppliedBy": "sup_orbis", "usedBy": ["fac_eng", "fac_bus", "fac_sci", "fac_arts"]},
    version="4.8", goLive="2020-01", annualCost="GBP 265,000")
ent("mod_assign", "Module", "LearnSpace Assignments", ["assignment submission", "e-submission", "the submission tool"], [],
    {"partOf": "sys_learnspace", "systemOwner": "p_meilin_zhou"}, version="2.6", goLive="2022-01")
ent("sys_helix", "System", "Helix ITSM", ["Helix", "ITSM", "the ticketing system", "the ticket system"], ["Hellix", "Helix ITSN"],
    {"systemOwner": "p_daniel_okafor", "suppliedBy": "sup_helix", "usedBy": ["team_desk", "team_estates"]},
    version="2025.1", goLive="2019-06", annualCost="GBP 118,000")
ent("mod_portal", "Module", "Helix Self-Service Portal", ["self-service portal", "the IT portal", "self service"], [],
    {"partOf": "sys_helix", "systemOwner": "p_james_whitlock"}, version="2025.1", goLive="2023-09")
ent("sys_roomwise", "System", "RoomWise", ["room booking system", "timetabling system", "the timetable system"], ["Room Wise", "Roomwize"],
    {"systemOwner": "p_sam_whitcombe", "suppliedBy": "sup_orbis", "usedBy": ["team_registry", "team_estates"]},
    version="8.4", goLive="2018-07", annualCost="GBP 74,000")
ent("sys_campusnet", "System", "CampusNet Wi-Fi", ["CampusNet", "the wifi", "Wi-Fi", "wifi"], ["Campus Net", "campusnet wifi"],
    {"systemOwner": "p_aisha_bello", "suppliedBy": "sup_vantix", "usedBy": "org_cu"},
    version="controller 10.2", goLive="2016-09", annualCost="GBP 390,000")
ent("sys_gatekeeper", "System", "GateKeeper Access Control", ["GateKeeper", "card access", "door access system"], ["Gatekeeper", "Gate Keeper"],
    {"systemOwner": "p_gary_pollard", "suppliedBy": "sup_vantix", "usedBy": "team_security"},
    version="6.0", goLive="2020-08", annualCost="GBP 52,000")
ent("sys_energylens", "System", "EnergyLens BMS", ["EnergyLens", "BMS", "building management system"], ["Energy Lens"],
    {"systemOwner": "p_owain_pryce", "suppliedBy": "sup_greenline", "usedBy": ["team_estates", "team_sustain"]},
    version="3.9", goLive="2021-03", annualCost="GBP 61,000")

# -- policies and procedures ---------------------------------------------------------------------
ent("pol_aup_2022", "Policy", "Acceptable Use Policy 2022", ["AUP 2022", "the 2022 acceptable use policy", "AUP v3"], [],
    {"documentOwner": "p_rob_kendrick", "appliesTo": "org_cu"},
    version="3", effectiveFrom="2022-09-01", reviewDue="2025-08-31", status="superseded")
ent("pol_aup_2025", "Policy", "Acceptable Use Policy 2025", ["AUP 2025", "AUP", "acceptable use policy", "AUP v4", "IT acceptable use policy"], [],
    {"documentOwner": "p_rob_kendrick", "supersedes": "pol_aup_2022", "appliesTo": "org_cu"},
    version="4", effectiveFrom="2025-09-01", reviewDue="2028-08-31", status="in force")
ent("pol_complaints", "Policy", "Student Complaints Policy", ["complaints policy"], [],
    {"documentOwner": "p_imran_siddiqui", "appliesTo": "team_studserv"},
    version="6", effectiveFrom="2024-09-01", reviewDue="2026-08-31", status="in force")
ent("pol_parking", "Policy", "Parking Policy", ["staff and student parking policy", "car parking policy"], [],
    {"documentOwner": "p_gary_pollard", "appliesTo": ["cp_hartley", "cp_westgate", "cp_elmhurst"]},
    version="2", effectiveFrom="2024-08-01", reviewDue="2025-07-31", status="overdue for review")
ent("pol_energy", "Policy", "Carbon and Energy Policy", ["energy policy", "carbon policy"], [],
    {"documentOwner": "p_freya_lindqvist", "appliesTo": "org_cu"},
    version="1", effectiveFrom="2023-01-01", reviewDue="2026-01-01", status="in force")
ent("pol_ec", "Policy", "Extenuating Circumstances Policy", ["EC policy", "mitigating circumstances policy", "ECs policy"], [],
    {"documentOwner": "p_paul_ingham", "appliesTo": ["fac_eng", "fac_bus", "fac_sci", "fac_arts"]},
    version="4", effectiveFrom="2025-09-01", reviewDue="2026-08-31", status="in force")
ent("pol_password", "Policy", "Password and MFA Policy", ["password policy", "MFA policy"], [],
    {"documentOwner": "p_rob_kendrick", "appliesTo": "org_cu"},
    version="2", effectiveFrom="2024-01-08", reviewDue="2026-01-08", status="in force")

ent("proc_complaints", "Procedure", "Student Complaints Procedure", ["complaints procedure", "how to complain"], [],
    {"documentOwner": "p_joanne_pike", "implements": "pol_complaints"}, version="6.2", effectiveFrom="2024-09-01")
ent("proc_ec", "Procedure", "Extenuating Circumstances Procedure", ["EC procedure", "how to claim ECs"], [],
    {"documentOwner": "p_paul_ingham", "implements": "pol_ec"}, version="4.1", effectiveFrom="2025-09-01")
ent("proc_password_reset", "Procedure", "Password Reset Procedure", ["password reset", "resetting a password"], [],
    {"documentOwner": "p_daniel_okafor", "implements": "pol_password"}, version="3", effectiveFrom="2024-01-08")
ent("proc_room_booking", "Procedure", "Room Booking Procedure", ["booking a room", "room booking"], [],
    {"documentOwner": "p_sam_whitcombe"}, version="5", effectiveFrom="2025-08-18")
ent("proc_fault", "Procedure", "Estates Fault Reporting Procedure", ["fault reporting", "reporting a building fault"], [],
    {"documentOwner": "p_liam_crowther"}, version="2", effectiveFrom="2023-10-02")
ent("proc_evacuation", "Procedure", "Building Evacuation Procedure", ["evacuation procedure", "fire evacuation"], [],
    {"documentOwner": "p_gary_pollard"}, version="7", effectiveFrom="2025-01-13")

# -- suppliers and contracts ---------------------------------------------------------------------
ent("sup_helix", "Supplier", "Helix Software", ["Helix Software Ltd"], [], {})
ent("sup_orbis", "Supplier", "Orbis Education Systems", ["Orbis", "OES"], ["Orbiss"], {})
ent("sup_vantix", "Supplier", "Vantix Networks", ["Vantix"], ["Vantex"], {})
ent("sup_greenline", "Supplier", "Greenline Energy", ["Greenline"], ["Green Line Energy"], {})
ent("sup_brightmoor", "Supplier", "Brightmoor Facilities", ["Brightmoor"], [], {})

ent("con_itsm", "Contract", "ITSM Licence and Support Contract", ["ITSM contract", "Helix contract"], [],
    {"contractor": "sup_helix", "contractManager": "p_janet_moss", "covers": "sys_helix"},
    contractValue="GBP 590,000 over 5 years", startDate="2024-06-01", endDate="2029-05-31")
ent("con_wifi", "Contract", "Campus Wi-Fi Managed Service", ["wifi contract", "managed wifi contract"], [],
    {"contractor": "sup_vantix", "contractManager": "p_aisha_bello", "covers": "sys_campusnet"},
    contractValue="GBP 1.95m over 5 years", startDate="2021-08-01", endDate="2026-07-31")
ent("con_energy", "Contract", "Electricity Supply Contract 2024-2027", ["electricity contract", "energy contract"], [],
    {"contractor": "sup_greenline", "contractManager": "p_owain_pryce"},
    contractValue="GBP 7.8m over 3 years", startDate="2024-04-01", endDate="2027-03-31")
ent("con_cleaning", "Contract", "Cleaning Services Contract", ["cleaning contract"], [],
    {"contractor": "sup_brightmoor", "contractManager": "p_liam_crowther"},
    contractValue="GBP 2.4m a year", startDate="2023-01-01", endDate="2025-12-31")
ent("con_records", "Contract", "Student Systems Licence Agreement", ["Orbis licence", "student systems contract"], [],
    {"contractor": "sup_orbis", "contractManager": "p_janet_moss", "covers": ["sys_studenthub", "sys_learnspace", "sys_roomwise"]},
    contractValue="GBP 3.7m over 5 years", startDate="2022-08-01", endDate="2027-07-31")

# -- metrics -------------------------------------------------------------------------------------
ent("met_tickets", "Metric", "Service Desk Tickets", ["tickets", "ticket volume", "calls logged"], ["tickts"],
    {"reportedBy": "team_desk"}, unit="tickets per month", target="none (volume)")
ent("met_ftf", "Metric", "First-Time Fix Rate", ["FTF", "first time fix", "first-contact resolution", "FCR"], ["first time fixx"],
    {"reportedBy": "team_desk"}, unit="% of tickets", target="70%")
ent("met_csat", "Metric", "Ticket Satisfaction", ["CSAT", "customer satisfaction", "satisfaction score"], [],
    {"reportedBy": "team_desk"}, unit="% satisfied", target="90%")
ent("met_availability", "Metric", "System Availability", ["availability", "uptime"], ["availabilty", "up time"],
    {"reportedBy": "team_its"}, unit="% of service hours", target="99.5%")
ent("met_utilisation", "Metric", "Room Utilisation", ["utilisation", "room use", "space utilisation"], ["utilization", "room utilization"],
    {"reportedBy": "team_estates"}, unit="% (frequency x occupancy)", target="35%")
ent("met_energy", "Metric", "Energy Consumption", ["energy use", "electricity use", "kWh"], ["enery use"],
    {"reportedBy": "team_sustain"}, unit="MWh per month", target="4% lower than the same month of 2024")
ent("met_complaints", "Metric", "Student Complaints", ["complaints", "formal complaints"], ["complants"],
    {"reportedBy": "team_studserv"}, unit="formal complaints per quarter", target="resolved within 30 working days: 90%")
ent("met_parking", "Metric", "Car Park Occupancy", ["parking occupancy", "peak occupancy"], [],
    {"reportedBy": "team_security"}, unit="% of spaces at 11:00 peak", target="below 90%")

# -- incidents -----------------------------------------------------------------------------------
ent("inc_wifi_outage", "Incident", "October 2025 CampusNet Outage", ["wifi outage", "the CampusNet outage", "the Wi-Fi outage"], [],
    {"occurredAt": "bld_hartley", "involved": ["sys_campusnet", "sup_vantix", "lib_hartley"]},
    occurredOn="2025-10-14", severity="P1 major incident", status="closed")
ent("inc_enrol_outage", "Incident", "September 2025 Enrolment Outage", ["enrolment outage", "the enrolment crash"], ["enrollment outage"],
    {"involved": ["mod_enrol", "sys_studenthub", "team_registry"]},
    occurredOn="2025-09-15", severity="P1 major incident", status="closed")
ent("inc_brindley_flood", "Incident", "August 2025 Brindley Flood", ["Brindley flood", "the flood in Brindley"], [],
    {"occurredAt": "bld_brindley", "involved": ["rm_b12", "team_estates"]},
    occurredOn="2025-08-23", severity="major estates incident", status="closed")
ent("inc_phishing", "Incident", "November 2025 Phishing Campaign", ["phishing campaign", "the phishing attack", "the phishing emails"], ["phising campaign"],
    {"involved": ["sys_studenthub", "team_its", "pol_password"]},
    occurredOn="2025-11-03", severity="P2 security incident", status="open")
ent("inc_barrier", "Incident", "September 2025 Hartley Car Park Barrier Failure", ["barrier failure", "the P3 barrier failure"], [],
    {"occurredAt": "cp_hartley", "involved": ["sys_gatekeeper", "team_security"]},
    occurredOn="2025-09-22", severity="P3 minor incident", status="closed")
ent("inc_assign_outage", "Incident", "November 2025 LearnSpace Assignments Outage", ["submission outage", "the assignments outage"], [],
    {"involved": ["mod_assign", "sys_learnspace", "sch_computing"]},
    occurredOn="2025-11-20", severity="P1 major incident", status="closed")
