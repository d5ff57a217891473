"""The Tarnlink operations knowledge graph: classes, properties and entities as literals.

make_bundle.py turns these tables into ontology.ttl; build_docs.py and cases.py refer to the
entity ids. Tarnlink is a fictional regional broadband and mobile operator in the Corran valley
(exchanges, two data centres, shops, mast sites); every name, person, figure, place and event here
is invented. The KB is the one its network, field, care, billing, retail and procurement staff share.
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/tarnlink#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("organisation", ["company", "operator", "regulator"], None),
    "Region": ("region", ["area", "patch", "network region"], None),
    "Site": ("site", ["facility", "building", "location"], None),
    "Exchange": ("exchange", ["telephone exchange", "central office", "CO", "node"], "Site"),
    "DataCentre": ("data centre", ["data center", "DC", "server room"], "Site"),
    "Store": ("store", ["shop", "retail store", "branch"], "Site"),
    "MastSite": ("mast site", ["mast", "cell site", "tower", "mobile site"], "Site"),
    "Plan": ("plan", ["tariff", "package", "product", "deal"], None),
    "AddOn": ("add-on", ["bolt-on", "extra", "option"], None),
    "Team": ("department", ["team", "function", "desk"], None),
    "Person": ("person", ["colleague", "manager", "staff member", "lead"], None),
    "System": ("system", ["platform", "application", "software", "tool"], None),
    "Module": ("module", ["component", "sub-system"], "System"),
    "Policy": ("policy", ["company policy", "rules"], None),
    "Procedure": ("procedure", ["process", "SOP", "runbook", "work instruction"], None),
    "Supplier": ("supplier", ["vendor", "contractor", "partner"], None),
    "Contract": ("contract", ["agreement", "framework", "licence"], None),
    "Metric": ("KPI", ["metric", "measure", "indicator", "stat"], None),
    "Incident": ("incident", ["outage", "fault", "major incident", "event"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("part of", ["belongs to", "sits under", "module of"]),
    "inRegion": ("in region", ["region", "which area", "which patch"]),
    "managedBy": ("managed by", ["site manager", "store manager", "who runs it", "manager"]),
    "ledBy": ("led by", ["head", "head of", "lead", "who's in charge"]),
    "memberOf": ("member of", ["works in", "team"]),
    "reportsTo": ("reports to", ["line manager", "boss"]),
    "systemOwner": ("system owner", ["owner", "business owner"]),
    "hostedAt": ("hosted at", ["runs in", "where is it hosted"]),
    "documentOwner": ("document owner", ["owner", "author", "signed off by"]),
    "suppliedBy": ("supplied by", ["vendor", "kit from", "made by"]),
    "ownedBy": ("tower owner", ["owned by", "landlord", "who owns the tower"]),
    "supersedes": ("supersedes", ["replaces", "previous version", "older edition"]),
    "implements": ("implements", ["under the policy", "follows"]),
    "addOnFor": ("add-on for", ["works with", "available on"]),
    "contractor": ("contractor", ["with", "awarded to", "contract holder"]),
    "contractManager": ("contract manager", ["who manages the contract", "contract owner"]),
    "covers": ("covers", ["scope", "for"]),
    "affected": ("affected", ["what went down", "impacted"]),
    "causedBy": ("caused by", ["whose fault", "root cause party"]),
    "incidentManager": ("incident manager", ["who led it", "incident lead"]),
    "reportedBy": ("reported by", ["KPI owner", "published by"]),
    "backhaulVia": ("backhaul via", ["connected to", "fed from", "backhaul"]),
}

DATA_PROPERTIES = {
    "siteCode": ("site code", ["code", "site id"]),
    "linesServed": ("lines served", ["how many lines", "connections", "premises served"]),
    "fibreCoverage": ("fibre coverage", ["FTTP coverage", "how much is fibre"]),
    "opened": ("opened", ["year opened", "how old", "built"]),
    "racks": ("racks", ["rack count", "how many racks"]),
    "powerCapacity": ("power capacity", ["kW", "power", "how much power"]),
    "tier": ("tier", ["tier rating", "resilience level"]),
    "pue": ("PUE", ["power usage effectiveness", "efficiency"]),
    "openingHours": ("opening hours", ["hours", "when is it open", "open"]),
    "staffCount": ("staff", ["headcount", "how many people"]),
    "address": ("address", ["where is it", "location"]),
    "mastHeight": ("mast height", ["height", "how tall"]),
    "technology": ("technology", ["4G or 5G", "radio tech", "bands"]),
    "monthlyPrice": ("monthly price", ["price", "how much", "cost per month"]),
    "downloadSpeed": ("download speed", ["speed", "how fast"]),
    "dataAllowance": ("data allowance", ["data", "how much data", "gigs"]),
    "contractLength": ("contract length", ["minimum term", "term", "how long is the contract"]),
    "launched": ("launched", ["launch date", "on sale since"]),
    "gender": ("gender", []),
    "jobTitle": ("job title", ["role", "title", "position"]),
    "email": ("email", ["email address", "contact"]),
    "phone": ("phone", ["extension", "number", "phone number"]),
    "version": ("version", ["release", "current version", "issue"]),
    "goLive": ("go-live date", ["went live", "live since"]),
    "annualCost": ("annual cost", ["running cost", "per year", "licence fee"]),
    "effectiveFrom": ("effective from", ["in force since", "valid from"]),
    "reviewDue": ("review due", ["next review", "review date"]),
    "contractValue": ("contract value", ["value", "worth"]),
    "startDate": ("start date", ["started", "began"]),
    "endDate": ("end date", ["expires", "expiry", "runs until", "renewal"]),
    "sla": ("service level", ["SLA", "response time", "fix time"]),
    "target": ("target", ["goal", "threshold", "what are we aiming for"]),
    "definition": ("definition", ["how is it measured", "how is it calculated", "what counts"]),
    "occurredOn": ("occurred on", ["date", "when did it happen"]),
    "duration": ("duration", ["how long", "outage length", "down for"]),
    "customersAffected": ("customers affected", ["how many customers", "impact"]),
    "severity": ("severity", ["priority", "P1 or P2", "how serious"]),
    "cost": ("cost of the incident", ["how much did it cost", "bill", "damage"]),
}

E = bundlekit.Entities()
ent = E.add

# -- organisations -------------------------------------------------------------------------------
ent("org_tarnlink", "Organisation", "Tarnlink", ["TL", "Tarnlink Communications", "the company"], ["Tarnlnk", "Tarnlinc"],
    {"ledBy": "p_ellen_rowe"})
ent("org_cso", "Organisation", "Communications Standards Office", ["CSO", "the regulator"], [])

# -- regions -------------------------------------------------------------------------------------
ent("reg_north", "Region", "North Region", ["North", "the north", "North patch"], [], {"partOf": "org_tarnlink"})
ent("reg_south", "Region", "South Region", ["South", "the south", "South patch"], [], {"partOf": "org_tarnlink"})
ent("reg_coast", "Region", "Coast Region", ["Coast", "the coast", "Coast patch"], [], {"partOf": "org_tarnlink"})

# -- exchanges -----------------------------------------------------------------------------------
ent("ex_dunmere", "Exchange", "Dunmere Exchange", ["Dunmere", "DNM", "Dunmere CO"], ["Dunmer", "Dunmeer"],
    {"inRegion": "reg_north", "managedBy": "p_owen_hale"},
    siteCode="DNM", linesServed="41,200", fibreCoverage="78%", opened="1968")
ent("ex_oxwick", "Exchange", "Oxwick Exchange", ["Oxwick", "OXW"], ["Oxwik", "Oxwich"],
    {"inRegion": "reg_north", "managedBy": "p_owen_hale"},
    siteCode="OXW", linesServed="18,600", fibreCoverage="64%", opened="1974")
ent("ex_brindle", "Exchange", "Brindlecross Exchange", ["Brindlecross", "BXC"], ["Brindlecros", "Brindle Cross"],
    {"inRegion": "reg_south", "managedBy": "p_nora_quill"},
    siteCode="BXC", linesServed="22,900", fibreCoverage="71%", opened="1971")
ent("ex_rookhaven", "Exchange", "Rookhaven Exchange", ["Rookhaven", "RKH"], ["Rookhavn", "Rookhaven exch"],
    {"inRegion": "reg_coast", "managedBy": "p_nora_quill"},
    siteCode="RKH", linesServed="9,800", fibreCoverage="52%", opened="1979")
ent("ex_tallow", "Exchange", "Tallowfield Exchange", ["Tallowfield", "TLF"], ["Talowfield", "Tallowfeild"],
    {"inRegion": "reg_south", "managedBy": "p_nora_quill"},
    siteCode="TLF", linesServed="6,300", fibreCoverage="47%", opened="1983")

# -- data centres --------------------------------------------------------------------------------
ent("dc_dunmere", "DataCentre", "Dunmere Data Centre", ["Dunmere", "Dunmere DC", "DDC", "the primary DC"], ["Dunmere datacentre"],
    {"inRegion": "reg_north", "managedBy": "p_felix_braun"},
    siteCode="DDC", racks="220", powerCapacity="1.2 MW", tier="Tier III", pue="1.48", opened="2012")
ent("dc_oxwick", "DataCentre", "Oxwick Data Centre", ["Oxwick DC", "ODC", "the backup DC"], ["Oxwick datacentre"],
    {"inRegion": "reg_north", "managedBy": "p_felix_braun"},
    siteCode="ODC", racks="90", powerCapacity="400 kW", tier="Tier II", pue="1.62", opened="2017")

# -- stores --------------------------------------------------------------------------------------
ent("st_dunmere", "Store", "Dunmere Store", ["Dunmere shop", "the Market Street store"], [],
    {"inRegion": "reg_north", "managedBy": "p_ben_okafor"},
    openingHours="Mon-Sat 09:00-18:00, Sun 10:00-16:00", staffCount="11", address="14 Market Street, Dunmere")
ent("st_oxwick", "Store", "Oxwick Store", ["Oxwick shop"], [],
    {"inRegion": "reg_north", "managedBy": "p_ada_fenn"},
    openingHours="Mon-Sat 09:00-17:30", staffCount="6", address="2 Bridge Row, Oxwick")
ent("st_rookhaven", "Store", "Rookhaven Store", ["Rookhaven shop"], [],
    {"inRegion": "reg_coast", "managedBy": "p_sam_reyes"},
    openingHours="Tue-Sat 09:30-17:00", staffCount="4", address="7 Harbour Parade, Rookhaven")

# -- mast sites ----------------------------------------------------------------------------------
ent("ms_rookhill", "MastSite", "Rookhaven Hill Mast", ["RKH-M01", "the hill mast"], ["Rookhaven hill mst"],
    {"inRegion": "reg_coast", "ownedBy": "sup_spire", "suppliedBy": "sup_vantel", "backhaulVia": "ex_rookhaven"},
    siteCode="RKH-M01", mastHeight="42 m", technology="4G and 5G (3.5 GHz)", opened="2015")
ent("ms_tallow", "MastSite", "Tallowfield Mast", ["TLF-M02"], ["Tallowfeild mast"],
    {"inRegion": "reg_south", "ownedBy": "sup_spire", "suppliedBy": "sup_vantel", "backhaulVia": "ex_tallow"},
    siteCode="TLF-M02", mastHeight="30 m", technology="4G only", opened="2014")
ent("ms_brindle", "MastSite", "Brindlecross Water Tower Site", ["BXC-M03", "the water tower site"], [],
    {"inRegion": "reg_south", "suppliedBy": "sup_vantel", "backhaulVia": "ex_brindle"},
    siteCode="BXC-M03", mastHeight="25 m (rooftop on the water tower)", technology="4G and 5G (3.5 GHz)", opened="2019")
ent("ms_quay", "MastSite", "Dunmere Quay Mast", ["DNM-M04", "the quay mast"], [],
    {"inRegion": "reg_north", "ownedBy": "sup_spire", "suppliedBy": "sup_vantel", "backhaulVia": "ex_dunmere"},
    siteCode="DNM-M04", mastHeight="36 m", technology="4G and 5G (3.5 GHz and 700 MHz)", opened="2016")

# -- plans and add-ons ---------------------------------------------------------------------------
ent("pl_fibre150", "Plan", "Fibre 150", ["F150", "the 150 plan"], ["Fiber 150"],
    monthlyPrice="GBP 27", downloadSpeed="150 Mbps", contractLength="18 months", launched="March 2023")
ent("pl_fmax24", "Plan", "Fibre Max 2024", ["Fibre Max", "FMax 2024", "fibre max 24"], ["Fiber Max 2024"],
    monthlyPrice="GBP 42", downloadSpeed="900 Mbps", contractLength="24 months", launched="January 2024")
ent("pl_fmax25", "Plan", "Fibre Max 2025", ["Fibre Max", "FMax 2025", "fibre max 25"], ["Fiber Max 2025"],
    {"supersedes": "pl_fmax24"},
    monthlyPrice="GBP 39", downloadSpeed="1 Gbps", contractLength="18 months", launched="April 2025")
ent("pl_sim20", "Plan", "SIM Only 20GB", ["SIM 20", "the 20 gig plan", "20GB SIM"], ["Sim only 20 gb"],
    monthlyPrice="GBP 10", dataAllowance="20 GB", contractLength="12 months", launched="June 2022")
ent("pl_simunl", "Plan", "SIM Only Unlimited", ["unlimited SIM", "SIM unlimited"], ["Sim only unlimted"],
    monthlyPrice="GBP 22", dataAllowance="unlimited (fair use 650 GB)", contractLength="12 months", launched="June 2022")
ent("pl_bundle", "Plan", "Home and Mobile Bundle", ["the bundle", "H&M bundle", "home + mobile"], ["Home & Mobile Bundle"],
    monthlyPrice="GBP 55", downloadSpeed="900 Mbps", dataAllowance="unlimited", contractLength="24 months", launched="September 2024")
ent("ad_staticip", "AddOn", "Static IP Add-on", ["static IP", "fixed IP"], ["Static IP addon"],
    {"addOnFor": ["pl_fmax24", "pl_fmax25", "pl_fibre150"]}, monthlyPrice="GBP 5", launched="2021")
ent("ad_boost", "AddOn", "Fibre Max Boost", ["Max Boost", "the upload boost"], ["Fibremax boost"],
    {"addOnFor": ["pl_fmax25"]}, monthlyPrice="GBP 6", downloadSpeed="adds 400 Mbps upload", launched="May 2025")
ent("ad_roam", "AddOn", "Roam Abroad Pass", ["roaming pass", "RAP"], ["Roam abroad"],
    {"addOnFor": ["pl_sim20", "pl_simunl", "pl_bundle"]}, monthlyPrice="GBP 2.50 a day", launched="2023")

# -- departments ---------------------------------------------------------------------------------
ent("t_noc", "Team", "Network Operations Centre", ["NOC", "network ops"], [],
    {"partOf": "org_tarnlink", "ledBy": "p_ruth_hale"})
ent("t_field", "Team", "Field Engineering", ["field eng", "field team", "the engineers"], [],
    {"partOf": "org_tarnlink", "ledBy": "p_dan_price"})
ent("t_care", "Team", "Customer Care", ["customer service", "contact centre", "call centre"], [],
    {"partOf": "org_tarnlink", "ledBy": "p_jess_tran"})
ent("t_billing", "Team", "Billing Operations", ["billing ops", "billing team"], [],
    {"partOf": "org_tarnlink", "ledBy": "p_devika_rao"})
ent("t_retail", "Team", "Retail Operations", ["retail ops", "the shops team"], [],
    {"partOf": "org_tarnlink", "ledBy": "p_ben_okafor"})
ent("t_procure", "Team", "Procurement", ["purchasing", "procurement team"], [],
    {"partOf": "org_tarnlink", "ledBy": "p_irene_voss"})
ent("t_planning", "Team", "Network Planning", ["planning team", "net planning"], [],
    {"partOf": "org_tarnlink", "ledBy": "p_tom_ashdown"})
ent("t_assurance", "Team", "Service Assurance", ["problem management", "service assurance team"], [],
    {"partOf": "org_tarnlink", "ledBy": "p_grace_ibe"})

# -- people --------------------------------------------------------------------------------------
def person(pid, name, alts, title, gender, team, boss=None, hidden=(), phone="", **extra):
    first, last = name.split()[0], name.split()[-1]
    edges = {"memberOf": team}
    if boss:
        edges["reportsTo"] = boss
    ent(pid, "Person", name, alts, hidden, edges, jobTitle=title, gender=gender,
        email=f"{first.lower()}.{last.lower()}@tarnlink.example", phone=phone, **extra)


person("p_ellen_rowe", "Ellen Rowe", ["Ellen", "the CEO"], "Chief Executive", "female", "t_planning", phone="ext 1000")
person("p_marcus_adeyemi", "Marcus Adeyemi", ["Marcus", "the CTO"], "Chief Technology Officer", "male", "t_planning",
       "p_ellen_rowe", ["Marcus Adeyami"], "ext 1010")
person("p_mina_sato", "Mina Sato", ["Mina", "the CCO"], "Chief Commercial Officer", "female", "t_retail",
       "p_ellen_rowe", (), "ext 1020")
person("p_ruth_hale", "Ruth Hale", ["Ruth", "Hale"], "Head of Network Operations", "female", "t_noc",
       "p_marcus_adeyemi", (), "ext 2100")
person("p_owen_hale", "Owen Hale", ["Owen", "Hale"], "Field Engineering Manager, North", "male", "t_field",
       "p_dan_price", (), "ext 2310")
person("p_dan_price", "Dan Price", ["Dan"], "Head of Field Engineering", "male", "t_field",
       "p_marcus_adeyemi", (), "ext 2300")
person("p_nora_quill", "Nora Quill", ["Nora"], "Field Engineering Manager, South and Coast", "female", "t_field",
       "p_dan_price", ["Nora Quil"], "ext 2320")
person("p_liam_cho", "Liam Cho", ["Liam"], "NOC Duty Manager", "male", "t_noc", "p_ruth_hale", (), "ext 2110")
person("p_jess_tran", "Jess Tran", ["Jess"], "Head of Customer Care", "female", "t_care", "p_mina_sato", (), "ext 3100")
person("p_devika_rao", "Devika Rao", ["Devika"], "Billing Operations Lead", "female", "t_billing",
       "p_mina_sato", ["Devika Roa"], "ext 3300")
person("p_hugo_marsh", "Hugo Marsh", ["Hugo"], "Billing Systems Manager", "male", "t_billing", "p_devika_rao", (), "ext 3310")
person("p_kate_ruiz", "Kate Ruiz", ["Kate"], "CRM Product Owner", "female", "t_care", "p_jess_tran", (), "ext 3120")
person("p_ben_okafor", "Ben Okafor", ["Ben"], "Head of Retail and Dunmere Store Manager", "male", "t_retail",
       "p_mina_sato", (), "ext 4100")
person("p_ada_fenn", "Ada Fenn", ["Ada"], "Store Manager, Oxwick", "female", "t_retail", "p_ben_okafor", (), "ext 4200")
person("p_sam_reyes", "Sam Reyes", ["Sam"], "Store Manager, Rookhaven", "male", "t_retail", "p_ben_okafor", (), "ext 4300")
person("p_irene_voss", "Irene Voss", ["Irene"], "Head of Procurement", "female", "t_procure", "p_ellen_rowe", (), "ext 5100")
person("p_joe_quinn", "Joe Quinn", ["Joe"], "Supplier Manager", "male", "t_procure", "p_irene_voss", (), "ext 5120")
person("p_tom_ashdown", "Tom Ashdown", ["Tom"], "Network Planning Lead", "male", "t_planning",
       "p_marcus_adeyemi", (), "ext 2500")
person("p_grace_ibe", "Grace Ibe", ["Grace"], "Service Assurance Manager", "female", "t_assurance",
       "p_marcus_adeyemi", (), "ext 2600")
person("p_felix_braun", "Felix Braun", ["Felix"], "Data Centre Manager", "male", "t_noc", "p_ruth_hale", (), "ext 2150")

# -- systems and modules -------------------------------------------------------------------------
ent("sys_ledger", "System", "Ledgerline", ["billing system"], ["Ledgeline", "Legerline"],
    {"systemOwner": "p_hugo_marsh", "hostedAt": "dc_dunmere", "suppliedBy": "sup_ledgersoft"},
    version="7.4", goLive="November 2019", annualCost="GBP 610,000")
ent("mod_rating", "Module", "Ledgerline Rating", ["rating engine", "the rater"], ["Ledgerline rater"],
    {"partOf": "sys_ledger", "systemOwner": "p_devika_rao", "hostedAt": "dc_dunmere"},
    version="7.4.2", goLive="November 2019")
ent("sys_carehub", "System", "CareHub CRM", ["CareHub", "CRM"], ["Carehub", "Care Hub"],
    {"systemOwner": "p_kate_ruiz", "hostedAt": "dc_oxwick"},
    version="2025.3", goLive="February 2021", annualCost="GBP 240,000")
ent("mod_chat", "Module", "CareHub Chat", ["webchat", "live chat"], ["Carehub chat"],
    {"partOf": "sys_carehub", "systemOwner": "p_jess_tran", "hostedAt": "dc_oxwick"},
    version="2025.3", goLive="June 2023")
ent("sys_netwatch", "System", "NetWatch", ["NMS", "network monitoring"], ["Netwach", "Net Watch"],
    {"systemOwner": "p_ruth_hale", "hostedAt": "dc_dunmere"},
    version="11.2", goLive="March 2018", annualCost="GBP 180,000")
ent("mod_alarms", "Module", "NetWatch Alarms", ["alarm manager", "the alarm module"], ["Netwatch alarm"],
    {"partOf": "sys_netwatch", "systemOwner": "p_liam_cho", "hostedAt": "dc_dunmere"},
    version="11.3", goLive="March 2018")
ent("sys_fieldpro", "System", "FieldPro", ["job scheduler", "WFM", "workforce management"], ["Feildpro", "Field Pro"],
    {"systemOwner": "p_dan_price", "hostedAt": "dc_oxwick"},
    version="4.8", goLive="May 2022", annualCost="GBP 95,000")

# -- policies and procedures ---------------------------------------------------------------------
ent("pol_comp24", "Policy", "Outage Compensation Policy 2024", ["compensation policy", "comp policy 2024", "the old comp policy"], [],
    {"documentOwner": "p_jess_tran"},
    version="1.0", effectiveFrom="1 April 2024", reviewDue="superseded 1 July 2026")
ent("pol_comp26", "Policy", "Outage Compensation Policy 2026", ["compensation policy", "comp policy 2026", "the new comp policy"], [],
    {"documentOwner": "p_jess_tran", "supersedes": "pol_comp24"},
    version="2.0", effectiveFrom="1 July 2026", reviewDue="July 2027")
ent("pol_change", "Policy", "Change Management Policy", ["change policy", "CAB policy"], [],
    {"documentOwner": "p_grace_ibe"}, version="3.1", effectiveFrom="1 January 2026", reviewDue="January 2027")
ent("pol_fairuse", "Policy", "Fair Use Policy", ["FUP", "fair usage"], ["Fair useage"],
    {"documentOwner": "p_mina_sato"}, version="2.2", effectiveFrom="1 June 2022", reviewDue="June 2026 (overdue)")
ent("pol_mi", "Policy", "Major Incident Policy", ["MI policy"], [],
    {"documentOwner": "p_ruth_hale"}, version="4.0", effectiveFrom="1 March 2025", reviewDue="March 2027")
ent("proc_mi", "Procedure", "Major Incident Procedure", ["MI procedure", "MIP", "P1 runbook"], [],
    {"implements": "pol_mi", "documentOwner": "p_liam_cho"}, version="4.2", effectiveFrom="1 March 2025")
ent("proc_fault", "Procedure", "Fault Repair Procedure", ["repair procedure", "fault procedure"], [],
    {"implements": "pol_mi", "documentOwner": "p_dan_price"}, version="2.6", effectiveFrom="1 September 2025")
ent("proc_credit", "Procedure", "Outage Credit Procedure", ["credit procedure"], [],
    {"implements": "pol_comp26", "documentOwner": "p_devika_rao"}, version="2.0", effectiveFrom="1 July 2026")
ent("proc_access", "Procedure", "Mast Site Access Procedure", ["site access procedure", "climb procedure"], [],
    {"documentOwner": "p_nora_quill"}, version="1.3", effectiveFrom="1 May 2025")

# -- suppliers and contracts ---------------------------------------------------------------------
ent("sup_vantel", "Supplier", "Vantel Radio", ["Vantel"], ["Vantell"], {"contractManager": "p_joe_quinn"})
ent("sup_spire", "Supplier", "Spireline Towers", ["Spireline", "the tower company"], ["Spirline"], {"contractManager": "p_joe_quinn"})
ent("sup_copperfox", "Supplier", "Copperfox Civils", ["Copperfox", "the civils contractor"], ["Coperfox"], {"contractManager": "p_joe_quinn"})
ent("sup_ledgersoft", "Supplier", "Ledgerline Software Ltd", ["Ledgerline Software"], [], {"contractManager": "p_hugo_marsh"})
ent("sup_greywell", "Supplier", "Greywell Power Services", ["Greywell", "the generator people"], [], {"contractManager": "p_felix_braun"})
ent("sup_opticore", "Supplier", "Opticore Networks", ["Opticore"], ["Opticor"], {"contractManager": "p_joe_quinn"})

ent("con_towers", "Contract", "Spireline Tower Lease Agreement", ["tower lease", "the tower deal"], [],
    {"contractor": "sup_spire", "contractManager": "p_joe_quinn", "covers": ["ms_rookhill", "ms_tallow", "ms_quay"]},
    contractValue="GBP 1.9 million a year", startDate="1 April 2021", endDate="31 March 2031", sla="access within 4 hours, 24/7")
ent("con_ran", "Contract", "Vantel RAN Support Contract", ["RAN support contract", "radio support deal"], [],
    {"contractor": "sup_vantel", "contractManager": "p_joe_quinn", "covers": ["ms_rookhill", "ms_tallow", "ms_brindle", "ms_quay"]},
    contractValue="GBP 740,000 a year", startDate="1 January 2024", endDate="31 December 2026", sla="spares on site within 6 hours")
ent("con_civils", "Contract", "Copperfox Civils Framework", ["civils framework"], [],
    {"contractor": "sup_copperfox", "contractManager": "p_joe_quinn"},
    contractValue="GBP 3.2 million over 3 years", startDate="1 June 2025", endDate="31 May 2028", sla="duct repair started within 8 hours")
ent("con_billing", "Contract", "Ledgerline Licence and Support", ["billing licence", "Ledgerline licence"], [],
    {"contractor": "sup_ledgersoft", "contractManager": "p_hugo_marsh", "covers": ["sys_ledger", "mod_rating"]},
    contractValue="GBP 610,000 a year", startDate="1 November 2019", endDate="31 October 2027", sla="P1 fix within 4 hours")
ent("con_power", "Contract", "Greywell Power Maintenance Contract", ["power maintenance contract", "generator contract"], [],
    {"contractor": "sup_greywell", "contractManager": "p_felix_braun", "covers": ["dc_dunmere", "dc_oxwick"]},
    contractValue="GBP 86,000 a year", startDate="1 February 2023", endDate="31 January 2027", sla="engineer on site within 2 hours")

# -- KPIs ----------------------------------------------------------------------------------------
ent("m_avail", "Metric", "Network Availability", ["availability", "uptime"], [],
    {"reportedBy": "t_noc"}, target="99.95%", definition="minutes the core and access network was up / minutes in the period, excluding planned work")
ent("m_mttr", "Metric", "Mean Time to Repair", ["MTTR", "time to repair"], ["MTRR"],
    {"reportedBy": "t_field"}, target="under 4.0 hours", definition="average hours from fault report to service restored, customer faults")
ent("m_faultrate", "Metric", "Fault Rate", ["faults per 1,000 lines", "fault rate per 1000"], [],
    {"reportedBy": "t_field"}, target="under 3.0 per 1,000 lines a month", definition="customer-reported faults per 1,000 lines served in the month")
ent("m_churn_rate", "Metric", "Churn Rate", ["churn", "churn %"], ["chrun rate"],
    {"reportedBy": "t_care"}, target="under 1.2% a month", definition="customers who left in the month / customers at the start of the month")
ent("m_churn_count", "Metric", "Churn Count", ["churn", "leavers", "customers lost"], [],
    {"reportedBy": "t_care"}, target="no target (reported only)", definition="number of customer accounts closed in the month")
ent("m_nps", "Metric", "Net Promoter Score", ["NPS"], [],
    {"reportedBy": "t_care"}, target="+25", definition="% promoters minus % detractors from the post-contact survey")
ent("m_arpu", "Metric", "Average Revenue per User", ["ARPU"], ["APRU"],
    {"reportedBy": "t_billing"}, target="GBP 31.00", definition="billed service revenue in the month / active accounts")
ent("m_complaints", "Metric", "Customer Complaints", ["complaints", "complaint volume"], [],
    {"reportedBy": "t_care"}, target="under 9 per 1,000 customers a quarter", definition="complaints logged in CareHub CRM, per 1,000 customers")
ent("m_fcr", "Metric", "First Contact Resolution", ["FCR", "first call resolution", "first-call resolution"], [],
    {"reportedBy": "t_care"}, target="75%", definition="contacts resolved without a repeat contact within 7 days")

# -- incidents -----------------------------------------------------------------------------------
ent("inc_oxflood", "Incident", "August 2026 Oxwick Exchange Flood", ["the Oxwick flood"], [],
    {"affected": "ex_oxwick", "incidentManager": "p_liam_cho"},
    occurredOn="19 August 2026", duration="31 hours", customersAffected="7,400 broadband lines", severity="P1", cost="GBP 265,000")
ent("inc_dcpower", "Incident", "September 2026 Dunmere Data Centre Power Failure", ["the DC power failure", "the Dunmere power cut"], [],
    {"affected": ["dc_dunmere", "sys_ledger", "sys_netwatch"], "causedBy": "sup_greywell", "incidentManager": "p_ruth_hale"},
    occurredOn="8 September 2026", duration="3 h 10 min", customersAffected="none directly; billing and monitoring down", severity="P1", cost="GBP 48,000")
ent("inc_hill_sep", "Incident", "September 2026 Rookhaven Hill Mast Outage", ["the September mast outage"], [],
    {"affected": "ms_rookhill", "causedBy": "sup_vantel", "incidentManager": "p_liam_cho"},
    occurredOn="22 September 2026", duration="9 hours", customersAffected="about 5,100 mobile users", severity="P2", cost="GBP 21,000")
ent("inc_rating", "Incident", "October 2026 Ledgerline Rating Failure", ["the double billing incident", "the rating failure"], [],
    {"affected": ["mod_rating", "pl_simunl", "ad_roam"], "causedBy": "sup_ledgersoft", "incidentManager": "p_devika_rao"},
    occurredOn="3 October 2026", duration="2 days until corrected", customersAffected="12,800 mobile accounts billed twice for roaming", severity="P1", cost="GBP 310,000 in refunds and credits")
ent("inc_hill_nov", "Incident", "November 2026 Rookhaven Hill Mast Outage", ["the November mast outage"], [],
    {"affected": ["ms_rookhill", "ex_rookhaven"], "causedBy": "sup_copperfox", "incidentManager": "p_liam_cho"},
    occurredOn="11 November 2026", duration="27 hours", customersAffected="about 5,300 mobile users and 2,100 broadband lines", severity="P1", cost="GBP 96,000")
ent("inc_chat", "Incident", "November 2026 CareHub Chat Outage", ["the webchat outage", "the chat outage"], [],
    {"affected": "mod_chat", "incidentManager": "p_kate_ruiz"},
    occurredOn="24 November 2026", duration="5 hours", customersAffected="about 1,900 chats lost", severity="P3", cost="GBP 4,000")
