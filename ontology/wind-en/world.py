"""The Solwen Renewables operations knowledge graph: classes, properties and entities as literals.

make_bundle.py turns these tables into ontology.ttl; build_docs.py and cases.py refer to the
entity ids. Solwen Renewables is a fictional operator of four wind farms and three solar parks in
two regions; every name, person, figure, place and event here is invented. The KB is the one its
control room, site managers, technicians, asset managers, HSE and commercial staff share.
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/solwen-renewables#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("organisation", ["company", "operator", "network operator"], None),
    "Supplier": ("supplier", ["vendor", "OEM", "contractor", "service provider", "manufacturer"], "Organisation"),
    "Region": ("region", ["portfolio region", "area"], None),
    "WindFarm": ("wind farm", ["farm", "windfarm", "wind site", "site"], None),
    "SolarPark": ("solar park", ["solar farm", "solar site", "PV site", "park"], None),
    "Substation": ("substation", ["sub", "grid connection", "connection point"], None),
    "Platform": ("turbine platform", ["platform", "product family", "family"], None),
    "TurbineModel": ("turbine model", ["model", "WTG model", "variant", "turbine type"], None),
    "InverterModel": ("inverter model", ["inverter", "inverter type", "PCS"], None),
    "Turbine": ("turbine", ["WTG", "unit", "machine", "turbine position"], None),
    "Team": ("team", ["department", "function", "group", "crew"], None),
    "Person": ("person", ["colleague", "manager", "engineer", "technician", "lead"], None),
    "System": ("system", ["software", "application", "tool"], None),
    "Module": ("module", ["component", "add-on", "app"], "System"),
    "Policy": ("policy", ["company policy", "rules"], None),
    "Procedure": ("procedure", ["process", "SOP", "method statement", "instruction"], None),
    "Contract": ("contract", ["agreement", "service agreement", "framework", "licence"], None),
    "Metric": ("KPI", ["metric", "measure", "indicator", "figure"], None),
    "Incident": ("incident", ["event", "outage", "failure", "fault", "trip"], None),
    "Campaign": ("campaign", ["programme", "inspection campaign", "repair campaign", "project"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("part of", ["belongs to", "sits under", "reports into"]),
    "inRegion": ("region", ["in which region", "which region"]),
    "connectedTo": ("grid connection", ["connected to", "exports through", "which substation"]),
    "gridOperator": ("network operator", ["DNO", "TSO", "whose network"]),
    "managedBy": ("site manager", ["managed by", "who runs it", "manager"]),
    "ledBy": ("led by", ["head", "head of", "lead", "who's in charge"]),
    "memberOf": ("member of", ["works in", "team"]),
    "systemOwner": ("system owner", ["owner", "owns", "business owner"]),
    "documentOwner": ("document owner", ["owner", "author", "signed off by"]),
    "manufacturer": ("manufacturer", ["OEM", "made by", "who makes it"]),
    "suppliedBy": ("supplied by", ["vendor", "supplier"]),
    "supersedes": ("supersedes", ["replaces", "previous version", "older version"]),
    "implements": ("implements", ["under the policy", "follows"]),
    "appliesTo": ("applies to", ["covers", "scope"]),
    "contractor": ("contractor", ["with", "awarded to", "contract holder"]),
    "contractManager": ("contract manager", ["contract owner", "who manages the contract"]),
    "covers": ("covers", ["for", "sites covered"]),
    "variantOf": ("variant of", ["based on", "derived from"]),
    "platform": ("platform", ["product family", "which platform"]),
    "turbineModel": ("turbine model", ["model", "what turbines", "which model"]),
    "inverterModel": ("inverter model", ["inverters", "which inverters"]),
    "locatedAt": ("located at", ["at which site", "where is it"]),
    "occurredAt": ("occurred at", ["where it happened", "location"]),
    "involved": ("involved", ["affected", "turbine involved", "related to"]),
    "investigatedBy": ("investigated by", ["investigation lead", "who investigated"]),
    "carriedOutBy": ("carried out by", ["done by", "who did the work"]),
    "reportedBy": ("reported by", ["KPI owner", "published by"]),
}

DATA_PROPERTIES = {
    "installedCapacity": ("installed capacity", ["capacity", "MW", "how big", "size"]),
    "turbineCount": ("number of turbines", ["how many turbines", "turbine count", "WTGs"]),
    "commissioned": ("commissioned", ["COD", "in operation since", "how old"]),
    "hubHeight": ("hub height", ["tower height", "how tall"]),
    "rotorDiameter": ("rotor diameter", ["rotor", "blade length"]),
    "ratedPower": ("rated power", ["rating", "MW per turbine"]),
    "windClass": ("IEC wind class", ["wind class", "class"]),
    "voltage": ("voltage", ["kV", "voltage level"]),
    "exportCapacity": ("export capacity", ["export limit", "MEC", "grid capacity"]),
    "moduleCount": ("number of PV modules", ["panels", "how many panels"]),
    "inverterCount": ("number of inverters", ["how many inverters"]),
    "serialNumber": ("serial number", ["serial", "SN"]),
    "gearboxStatus": ("gearbox status", ["gearbox", "gearbox swapped"]),
    "efficiency": ("efficiency", ["max efficiency"]),
    "version": ("version", ["release", "current version", "issue"]),
    "goLive": ("go-live date", ["went live", "live since", "launched"]),
    "effectiveFrom": ("effective from", ["in force since", "valid from"]),
    "reviewDue": ("review due", ["next review", "review date"]),
    "status": ("status", ["state", "open or closed"]),
    "contractValue": ("contract value", ["value", "worth", "how much is it"]),
    "startDate": ("start date", ["started", "began", "kick-off"]),
    "endDate": ("end date", ["expires", "expiry", "runs until", "renewal date"]),
    "availabilityGuarantee": ("availability guarantee", ["guaranteed availability", "warranty level"]),
    "target": ("target", ["goal", "threshold", "what are we aiming for"]),
    "definition": ("definition", ["how is it measured", "what counts", "how is it calculated"]),
    "occurredOn": ("occurred on", ["date", "when did it happen"]),
    "severity": ("severity", ["classification", "how serious"]),
    "energyLost": ("energy lost", ["MWh lost", "how much energy did we lose"]),
    "downtime": ("downtime", ["how long was it down", "out of service for"]),
    "eventCost": ("cost", ["how much did it cost", "bill", "damage"]),
    "scope": ("scope", ["how many turbines", "what is in scope"]),
    "progress": ("progress", ["how far along", "done so far"]),
    "annualCost": ("annual cost", ["running cost", "per year", "licence fee"]),
    "gender": ("gender", []),
    "jobTitle": ("job title", ["role", "title", "position"]),
    "email": ("email", ["email address", "contact"]),
    "phone": ("phone", ["mobile", "number", "phone number"]),
}

E = bundlekit.Entities()
ent = E.add


# -- organisations -------------------------------------------------------------------------------
ent("org_solwen", "Organisation", "Solwen Renewables", ["Solwen", "the company"], ["Solwen Renewable", "Solwin"],
    {"ledBy": "p_oona_fairbairn"})
ent("org_grid", "Organisation", "Westmarch Grid", ["Westmarch", "the network operator"], ["West March Grid"])

# -- regions -------------------------------------------------------------------------------------
ent("reg_north", "Region", "North Region", ["north", "northern portfolio", "the north"], [],
    {"partOf": "org_solwen"})
ent("reg_south", "Region", "South Region", ["south", "southern portfolio", "the south"], [],
    {"partOf": "org_solwen"})

# -- wind farms ----------------------------------------------------------------------------------
ent("wf_carnbrae", "WindFarm", "Carnbrae Wind Farm", ["Carnbrae", "CBR", "Carnbrae WF"], ["Carnbrea", "Carnbray"],
    {"inRegion": "reg_north", "connectedTo": "ss_carnbrae", "managedBy": "p_eilidh_strachan", "turbineModel": "tm_d4_145"},
    installedCapacity="81 MW", turbineCount="18", commissioned="March 2019", hubHeight="105 m")
ent("wf_ashgrove", "WindFarm", "Ashgrove Ridge Wind Farm", ["Ashgrove Ridge", "Ashgrove", "ASG"], ["Ashgrove Rige", "Ashgrov"],
    {"inRegion": "reg_north", "connectedTo": "ss_carnbrae", "managedBy": "p_hamish_corrie", "turbineModel": "tm_d4_145lr"},
    installedCapacity="54 MW", turbineCount="12", commissioned="October 2022", hubHeight="120 m")
ent("wf_dunmallow", "WindFarm", "Dunmallow Wind Farm", ["Dunmallow", "DML", "Dunmallow WF"], ["Dunmalow", "Dunmallo"],
    {"inRegion": "reg_north", "connectedTo": "ss_dunmallow", "managedBy": "p_sorcha_keane",
     "turbineModel": ["tm_h36", "tm_h36mk2"]},
    installedCapacity="50.4 MW", turbineCount="14 (10 H3.6 and 4 H3.6 Mk2)", commissioned="June 2016", hubHeight="90 m")
ent("wf_pellow", "WindFarm", "Pellow Head Wind Farm", ["Pellow Head", "Pellow", "PLH"], ["Pelow Head", "Pellowhead"],
    {"inRegion": "reg_south", "connectedTo": "ss_pellow", "managedBy": "p_maeve_dalgarno", "turbineModel": "tm_h36mk2"},
    installedCapacity="57.6 MW", turbineCount="16", commissioned="May 2021", hubHeight="95 m")

# -- solar parks ---------------------------------------------------------------------------------
ent("sp_dunmallow", "SolarPark", "Dunmallow Solar Park", ["Dunmallow", "Dunmallow solar", "DML solar"], ["Dunmalow Solar"],
    {"inRegion": "reg_north", "connectedTo": "ss_dunmallow", "managedBy": "p_sorcha_keane", "inverterModel": "inv_pcs3000"},
    installedCapacity="22 MWp", moduleCount="40,700", inverterCount="8", commissioned="August 2023")
ent("sp_wrenfield", "SolarPark", "Wrenfield Solar Park", ["Wrenfield", "WRF"], ["Wrenfeild", "Renfield"],
    {"inRegion": "reg_south", "connectedTo": "ss_wrenfield", "managedBy": "p_ciaran_quigley", "inverterModel": "inv_pcs3000mk2"},
    installedCapacity="48 MWp", moduleCount="88,900", inverterCount="16", commissioned="April 2024")
ent("sp_marlcombe", "SolarPark", "Marlcombe Solar Park", ["Marlcombe", "MRC"], ["Marlcomb", "Marlcoombe"],
    {"inRegion": "reg_south", "connectedTo": "ss_wrenfield", "managedBy": "p_ciaran_quigley", "inverterModel": "inv_pcs1500"},
    installedCapacity="35 MWp", moduleCount="97,200", inverterCount="22", commissioned="July 2018")

# -- substations ---------------------------------------------------------------------------------
ent("ss_carnbrae", "Substation", "Carnbrae Substation", ["Carnbrae", "Carnbrae sub", "Carnbrae 132 kV"], ["Carnbrae Sub-station"],
    {"gridOperator": "org_grid", "inRegion": "reg_north", "managedBy": "p_einar_sjoberg"},
    voltage="132/33 kV", exportCapacity="130 MW", commissioned="2019")
ent("ss_dunmallow", "Substation", "Dunmallow Substation", ["Dunmallow sub", "Dunmallow grid connection"], ["Dunmalow Substation"],
    {"gridOperator": "org_grid", "inRegion": "reg_north", "managedBy": "p_einar_sjoberg"},
    voltage="33/11 kV", exportCapacity="68 MW", commissioned="2016, extended 2023")
ent("ss_pellow", "Substation", "Pellow Head Substation", ["Pellow Head sub", "Pellow sub"], ["Pelow Head Substation"],
    {"gridOperator": "org_grid", "inRegion": "reg_south", "managedBy": "p_einar_sjoberg"},
    voltage="132/33 kV", exportCapacity="60 MW", commissioned="2021")
ent("ss_wrenfield", "Substation", "Wrenfield Substation", ["Wrenfield sub", "Wrenfield grid connection"], ["Wrenfeild Substation"],
    {"gridOperator": "org_grid", "inRegion": "reg_south", "managedBy": "p_einar_sjoberg"},
    voltage="132/33 kV", exportCapacity="75 MW", commissioned="2018, extended 2024")

# -- turbine platforms and models ----------------------------------------------------------------
ent("pf_delta4", "Platform", "Vantor Delta4", ["Delta4", "Delta4 platform", "Delta 4"], ["Vantor Delta-4", "Delta four"],
    {"manufacturer": "sup_vantor"}, ratedPower="4.2-4.5 MW", status="in production since 2017")
ent("pf_h3", "Platform", "Hesketh H3", ["H3 platform", "Hesketh H3 family"], ["Heskith H3"],
    {"manufacturer": "sup_hesketh"}, ratedPower="3.6 MW", status="in production since 2014")
ent("tm_d4_145", "TurbineModel", "Vantor Delta4-145", ["D4-145", "Delta4-145"], ["Delta4 145", "D4 145"],
    {"platform": "pf_delta4", "manufacturer": "sup_vantor"},
    ratedPower="4.5 MW", rotorDiameter="145 m", windClass="IEC IIA", hubHeight="105 m")
ent("tm_d4_145lr", "TurbineModel", "Vantor Delta4-145 LR", ["D4-145 LR", "Delta4-145 LR", "the LR", "the low-wind Delta4"], ["Delta4 145LR", "D4-145LR"],
    {"platform": "pf_delta4", "variantOf": "tm_d4_145", "manufacturer": "sup_vantor"},
    ratedPower="4.5 MW", rotorDiameter="155 m", windClass="IEC IIIA", hubHeight="120 m")
ent("tm_h36", "TurbineModel", "Hesketh H3.6", ["H3.6", "the H3.6 original"], ["Heskith H3.6", "H36"],
    {"platform": "pf_h3", "manufacturer": "sup_hesketh"},
    ratedPower="3.6 MW", rotorDiameter="117 m", windClass="IEC IA", hubHeight="90 m")
ent("tm_h36mk2", "TurbineModel", "Hesketh H3.6 Mk2", ["H3.6 Mk2", "the Mk2", "Mark 2"], ["H3.6 Mk 2", "H3.6 MkII", "H36 Mk2"],
    {"platform": "pf_h3", "variantOf": "tm_h36", "manufacturer": "sup_hesketh"},
    ratedPower="3.6 MW", rotorDiameter="126 m", windClass="IEC IA", hubHeight="95 m")

# -- inverter models -----------------------------------------------------------------------------
ent("inv_pcs3000", "InverterModel", "Lumera PCS-3000", ["PCS-3000", "PCS3000"], ["Lumera PCS 3000"],
    {"manufacturer": "sup_lumera"}, ratedPower="3.0 MVA", efficiency="98.4%", status="in production")
ent("inv_pcs3000mk2", "InverterModel", "Lumera PCS-3000 Mk2", ["PCS-3000 Mk2", "PCS3000 Mk2"], ["PCS-3000 MkII", "Lumera PCS 3000 Mk2"],
    {"variantOf": "inv_pcs3000", "manufacturer": "sup_lumera"}, ratedPower="3.15 MVA", efficiency="98.8%", status="in production")
ent("inv_pcs1500", "InverterModel", "Lumera PCS-1500", ["PCS-1500", "PCS1500"], ["Lumera PCS 1500"],
    {"manufacturer": "sup_lumera"}, ratedPower="1.5 MVA", efficiency="97.9%", status="discontinued 2022, spares until 2027")

# -- individual turbines -------------------------------------------------------------------------
def turbine(id_, label, site, model, serial, gearbox):
    ent(id_, "Turbine", label, [label.replace("-", " "), label.split("-")[1]], [label.replace("-", "")],
        {"locatedAt": site, "turbineModel": model}, serialNumber=serial, gearboxStatus=gearbox)


turbine("t_cbr04", "CBR-T04", "wf_carnbrae", "tm_d4_145", "VD4-18-0412", "original gearbox")
turbine("t_cbr07", "CBR-T07", "wf_carnbrae", "tm_d4_145", "VD4-18-0415", "gearbox replaced July 2025 after failure")
turbine("t_cbr11", "CBR-T11", "wf_carnbrae", "tm_d4_145", "VD4-18-0419", "gearbox exchanged September 2025 (programme)")
turbine("t_asg03", "ASG-T03", "wf_ashgrove", "tm_d4_145lr", "VD4L-22-1103", "original gearbox")
turbine("t_asg12", "ASG-T12", "wf_ashgrove", "tm_d4_145lr", "VD4L-22-1112", "original gearbox, exchange planned Q1 2026")
turbine("t_dml02", "DML-T02", "wf_dunmallow", "tm_h36", "HH3-16-2202", "gearbox replaced 2022")
turbine("t_dml05", "DML-T05", "wf_dunmallow", "tm_h36", "HH3-16-2205", "original gearbox")
turbine("t_dml09", "DML-T09", "wf_dunmallow", "tm_h36mk2", "HH3M-20-3009", "original gearbox")
turbine("t_plh01", "PLH-T01", "wf_pellow", "tm_h36mk2", "HH3M-21-3101", "original gearbox")
turbine("t_plh06", "PLH-T06", "wf_pellow", "tm_h36mk2", "HH3M-21-3106", "original gearbox")
turbine("t_plh08", "PLH-T08", "wf_pellow", "tm_h36mk2", "HH3M-21-3108", "original gearbox")

# -- teams ---------------------------------------------------------------------------------------
ent("t_roc", "Team", "Renewables Operations Centre", ["ROC", "the control room", "control room"], ["Renewable Operations Centre", "Operations Center"],
    {"partOf": "org_solwen", "ledBy": "p_duncan_ferrier"})
ent("t_asset", "Team", "Asset Management", ["asset management team", "the asset managers"], ["Asset Managment"],
    {"partOf": "org_solwen", "ledBy": "p_annika_vos"})
ent("t_hse", "Team", "Health, Safety and Environment", ["HSE", "HSE team", "the safety team"], ["H&S"],
    {"partOf": "org_solwen", "ledBy": "p_imogen_pengelly"})
ent("t_commercial", "Team", "Commercial and Trading", ["commercial team", "trading desk", "commercial"], [],
    {"partOf": "org_solwen", "ledBy": "p_obinna_nwosu"})
ent("t_windtech", "Team", "Wind Technicians", ["the techs", "wind techs", "technician team"], ["Wind Technicans"],
    {"partOf": "t_asset", "ledBy": "p_rory_strachan"})
ent("t_solar", "Team", "Solar O&M", ["solar team", "solar maintenance team"], ["Solar O and M"],
    {"partOf": "t_asset", "ledBy": "p_wenna_tremayne"})
ent("t_grid", "Team", "Grid and Electrical", ["HV team", "electrical team", "grid team"], [],
    {"partOf": "t_asset", "ledBy": "p_einar_sjoberg"})
ent("t_perf", "Team", "Performance Engineering", ["performance team", "perf team"], ["Performance Enginering"],
    {"partOf": "t_asset", "ledBy": "p_isla_mcbride"})
ent("t_blade", "Team", "Blade Integrity", ["blade team", "blades team"], [],
    {"partOf": "t_asset", "ledBy": "p_bram_hollander"})
ent("t_digital", "Team", "Digital Systems", ["digital team", "IT/OT team", "OT team"], [],
    {"partOf": "org_solwen", "ledBy": "p_yusuf_demir"})


# -- people --------------------------------------------------------------------------------------
def person(id_, label, alt, team, title, gender, hidden=()):
    first, last = label.split(" ", 1)
    edges = {"memberOf": team} if team else {}
    ent(id_, "Person", label, alt, hidden, edges, jobTitle=title, gender=gender,
        email=f"{first.lower()}.{last.lower().replace(' ', '')}@solwen.example", phone="07700 9" + str(50100 + 7 * len(E)))


person("p_oona_fairbairn", "Oona Fairbairn", ["Fairbairn", "the CEO"], None, "Chief Executive", "female", ["Oona Fairburn"])
person("p_annika_vos", "Annika Vos", ["Annika"], "t_asset", "Head of Asset Management", "female", ["Anika Vos"])
person("p_duncan_ferrier", "Duncan Ferrier", ["Ferrier", "Duncan"], "t_roc", "Head of Operations (ROC)", "male", ["Duncan Farrier"])
person("p_kirsty_tolan", "Kirsty Tolan", ["Tolan", "Kirsty"], "t_roc", "ROC Shift Lead", "female", ["Kirsty Tolland"])
person("p_elliot_sayer", "Elliot Sayer", ["Sayer", "Elliot"], "t_roc", "Control Room Operator", "male", ["Eliot Sayer"])
person("p_imogen_pengelly", "Imogen Pengelly", ["Imogen"], "t_hse", "HSE Manager", "female", ["Imogen Pengelley"])
person("p_gethin_pengelly", "Gethin Pengelly", ["Gethin"], "t_roc", "Control Room Engineer", "male", ["Gethin Pengelley"])
person("p_eilidh_strachan", "Eilidh Strachan", ["Strachan", "Eilidh"], "t_asset", "Site Manager, Carnbrae", "female", ["Eilidh Strahan", "Eiley Strachan"])
person("p_rory_strachan", "Rory Strachan", ["Strachan", "Rory"], "t_windtech", "Lead Wind Technician, North", "male", ["Rory Strahan"])
person("p_hamish_corrie", "Hamish Corrie", ["Corrie", "Hamish"], "t_asset", "Site Manager, Ashgrove Ridge", "male", ["Hamish Currie"])
person("p_sorcha_keane", "Sorcha Keane", ["Keane", "Sorcha"], "t_asset", "Site Manager, Dunmallow (wind and solar)", "female", ["Sorcha Kean"])
person("p_maeve_dalgarno", "Maeve Dalgarno", ["Dalgarno", "Maeve"], "t_asset", "Site Manager, Pellow Head", "female", ["Maeve Dalgarnow"])
person("p_ciaran_quigley", "Ciaran Quigley", ["Quigley", "Ciaran"], "t_solar", "Site Manager, Wrenfield and Marlcombe", "male", ["Kieran Quigley"])
person("p_wenna_tremayne", "Wenna Tremayne", ["Tremayne", "Wenna"], "t_solar", "Head of Solar O&M", "female", ["Wenna Tremaine"])
person("p_obinna_nwosu", "Obinna Nwosu", ["Nwosu", "Obinna"], "t_commercial", "Commercial Manager", "male", ["Obina Nwosu"])
person("p_isla_mcbride", "Isla McBride", ["McBride", "Isla"], "t_perf", "Lead Performance Engineer", "female", ["Isla Mcbride", "Isla MacBride"])
person("p_bram_hollander", "Bram Hollander", ["Hollander", "Bram"], "t_blade", "Blade Integrity Lead", "male", ["Bram Holander"])
person("p_einar_sjoberg", "Einar Sjoberg", ["Sjoberg", "Einar"], "t_grid", "Head of Grid and Electrical (Senior Authorised Person)", "male", ["Einar Sjoeberg", "Einar Sjöberg"])
person("p_yusuf_demir", "Yusuf Demir", ["Demir", "Yusuf"], "t_digital", "Head of Digital Systems", "male", ["Yusef Demir"])
person("p_lorcan_amsel", "Lorcan Amsel", ["Amsel", "Lorcan"], "t_digital", "Alarm Management Engineer", "male", ["Lorcan Amsell"])
person("p_adaeze_oyelaran", "Adaeze Oyelaran", ["Oyelaran", "Adaeze"], "t_digital", "CMMS Manager", "female", ["Adaeze Oyelaren"])
person("p_hester_calloway", "Hester Calloway", ["Calloway", "Hester"], "t_digital", "Field Systems Analyst", "female", ["Hester Callaway"])
person("p_niamh_barrow", "Niamh Barrow", ["Barrow", "Niamh"], "t_commercial", "Contracts Manager", "female", ["Neve Barrow"])
person("p_piotr_zielinski", "Piotr Zielinski", ["Zielinski", "Piotr"], "t_windtech", "Wind Technician, Pellow Head", "male", ["Piotr Zielinsky"])

# -- systems and modules -------------------------------------------------------------------------
ent("sys_scada", "System", "Tessera SCADA", ["Tessera", "the SCADA", "SCADA"], ["Tesera SCADA", "Tessara"],
    {"systemOwner": "p_yusuf_demir", "suppliedBy": "sup_tessera"},
    version="7.4", goLive="March 2019", annualCost="GBP 286,000")
ent("mod_alarms", "Module", "Tessera Alarm Manager", ["alarm manager", "the alarms module", "TAM"], ["Tessera Alarm Manger"],
    {"partOf": "sys_scada", "systemOwner": "p_lorcan_amsel", "suppliedBy": "sup_tessera"},
    version="3.2", goLive="February 2025", annualCost="GBP 34,000")
ent("mod_historian", "Module", "Tessera Historian", ["the historian", "10-minute data store"], ["Tessera Historien"],
    {"partOf": "sys_scada", "systemOwner": "p_isla_mcbride", "suppliedBy": "sup_tessera"},
    version="7.4", goLive="March 2019")
ent("sys_cmms", "System", "Maintix CMMS", ["Maintix", "the CMMS", "CMMS", "work order system"], ["Maintex", "Maintix CMS"],
    {"systemOwner": "p_adaeze_oyelaran"},
    version="2024.2", goLive="January 2021", annualCost="GBP 118,000")
ent("mod_field", "Module", "Maintix Field", ["the field app", "Maintix mobile", "field app"], ["Maintix Feild", "Maintex Field"],
    {"partOf": "sys_cmms", "systemOwner": "p_hester_calloway"},
    version="5.1", goLive="May 2024", annualCost="GBP 19,000")
ent("sys_gridwise", "System", "Gridwise Dispatch", ["Gridwise", "dispatch system", "the trading system"], ["Grid Wise", "Gridwise Dispach"],
    {"systemOwner": "p_obinna_nwosu"},
    version="11.0", goLive="September 2023", annualCost="GBP 74,000")

# -- policies ------------------------------------------------------------------------------------
ent("pol_wah_2023", "Policy", "Working at Height Policy 2023", ["WAH policy 2023", "WAH 2023", "the old WAH policy"], ["Working at Heights Policy 2023"],
    {"documentOwner": "p_imogen_pengelly", "appliesTo": "t_windtech"},
    version="3", effectiveFrom="1 February 2023", status="superseded 1 April 2025")
ent("pol_wah_2025", "Policy", "Working at Height Policy 2025", ["WAH policy 2025", "WAH 2025", "WAH policy", "the new WAH policy"], ["Working at Heights Policy 2025", "Working at Hight Policy"],
    {"supersedes": "pol_wah_2023", "documentOwner": "p_imogen_pengelly", "appliesTo": "t_windtech"},
    version="4", effectiveFrom="1 April 2025", reviewDue="March 2027", status="in force")
ent("pol_esr", "Policy", "Electrical Safety Rules", ["ESR", "the safety rules", "HV rules"], ["Electrical Saftey Rules"],
    {"documentOwner": "p_einar_sjoberg", "appliesTo": "t_grid"},
    version="6", effectiveFrom="1 January 2024", reviewDue="January 2026", status="in force")
ent("pol_integrity", "Policy", "Asset Integrity Policy", ["integrity policy", "AIP"], ["Asset Intergrity Policy"],
    {"documentOwner": "p_annika_vos", "appliesTo": "t_asset"},
    version="2", effectiveFrom="1 June 2024", reviewDue="June 2026", status="in force")
ent("pol_lone", "Policy", "Lone Working Policy", ["lone worker policy"], ["Lone Workng Policy"],
    {"documentOwner": "p_imogen_pengelly", "appliesTo": "t_solar"},
    version="2", effectiveFrom="1 September 2024", reviewDue="September 2025", status="in force (review overdue)")

# -- procedures ----------------------------------------------------------------------------------
ent("proc_climb", "Procedure", "Turbine Climb and Rescue Procedure", ["climb procedure", "climb and rescue SOP", "rescue procedure"], ["Turbine Climb and Rescue Proceedure"],
    {"implements": "pol_wah_2025", "documentOwner": "p_rory_strachan"}, version="5", effectiveFrom="1 April 2025")
ent("proc_dropped", "Procedure", "Dropped Objects Prevention Procedure", ["dropped objects procedure", "tool tethering procedure", "DOPP"], ["Dropped Object Prevention Procedure"],
    {"implements": "pol_wah_2025", "documentOwner": "p_imogen_pengelly"}, version="2", effectiveFrom="1 October 2025")
ent("proc_switching", "Procedure", "HV Switching Procedure", ["switching procedure", "HV switching SOP"], ["HV Swiching Procedure"],
    {"implements": "pol_esr", "documentOwner": "p_einar_sjoberg"}, version="4.2", effectiveFrom="1 March 2025")
ent("proc_blade", "Procedure", "Blade Inspection Procedure", ["blade inspection SOP", "blade inspection method"], ["Blade Inspecton Procedure"],
    {"implements": "pol_integrity", "documentOwner": "p_bram_hollander"}, version="3", effectiveFrom="1 May 2025")
ent("proc_curtail", "Procedure", "Curtailment Instruction Procedure", ["curtailment procedure", "setpoint instruction procedure"], ["Curtailment Instuction Procedure"],
    {"documentOwner": "p_duncan_ferrier", "appliesTo": "t_roc"}, version="3.1", effectiveFrom="1 July 2025")
ent("proc_lone", "Procedure", "Lone Working Check-in Procedure", ["check-in procedure", "lone working check-in"], [],
    {"implements": "pol_lone", "documentOwner": "p_wenna_tremayne"}, version="2", effectiveFrom="1 September 2024")
ent("proc_incident", "Procedure", "Incident Reporting Procedure", ["incident reporting SOP", "reporting procedure"], ["Incident Reportng Procedure"],
    {"documentOwner": "p_imogen_pengelly", "appliesTo": "org_solwen"}, version="5", effectiveFrom="1 January 2025")

# -- suppliers -----------------------------------------------------------------------------------
ent("sup_vantor", "Supplier", "Vantor Windsystems", ["Vantor"], ["Vantor Wind Systems", "Ventor"], {})
ent("sup_hesketh", "Supplier", "Hesketh Turbines", ["Hesketh"], ["Heskith", "Hesketh Turbine"], {})
ent("sup_lumera", "Supplier", "Lumera Power Electronics", ["Lumera"], ["Lumerra"], {})
ent("sup_skelton", "Supplier", "Skelton Blade Services", ["Skelton", "Skelton Blades"], ["Skelten"], {})
ent("sup_verticore", "Supplier", "Verticore Access", ["Verticore", "the rope access firm"], ["Verticor", "Vertacore"], {})
ent("sup_drummond", "Supplier", "Drummond Drivetrain", ["Drummond", "Drummond Drivetrain Services"], ["Drumond", "Drummond Drive Train"], {})
ent("sup_tessera", "Supplier", "Tessera Systems", ["Tessera"], ["Tesera Systems"], {})
ent("sup_halloran", "Supplier", "Halloran Cranes", ["Halloran", "the crane firm"], ["Haloran Cranes"], {})
ent("sup_aerolens", "Supplier", "Aerolens Surveys", ["Aerolens", "the drone survey firm"], ["Aerolense", "Aero Lens"], {})

# -- contracts -----------------------------------------------------------------------------------
ent("con_fsa_vantor", "Contract", "Vantor Full Service Agreement", ["Vantor FSA", "the FSA", "full service agreement"], ["Vantor Full Service Agreeement"],
    {"contractor": "sup_vantor", "contractManager": "p_niamh_barrow", "covers": ["wf_carnbrae", "wf_ashgrove"]},
    contractValue="GBP 3.9m a year", startDate="1 April 2019", endDate="31 March 2029", availabilityGuarantee="97.0% contractual availability, per site per year")
ent("con_hesketh", "Contract", "Hesketh Service Agreement", ["Hesketh SA", "the Hesketh contract"], ["Heskith Service Agreement"],
    {"contractor": "sup_hesketh", "contractManager": "p_niamh_barrow", "covers": ["wf_dunmallow", "wf_pellow"]},
    contractValue="GBP 2.6m a year", startDate="1 January 2022", endDate="31 December 2026", availabilityGuarantee="96.5% contractual availability, per site per year")
ent("con_blade", "Contract", "Blade Repair Framework", ["blade framework", "Skelton framework"], ["Blade Repair Frame work"],
    {"contractor": "sup_skelton", "contractManager": "p_bram_hollander", "covers": ["wf_ashgrove", "wf_pellow", "wf_dunmallow", "wf_carnbrae"]},
    contractValue="GBP 1.4m over three years (call-off)", startDate="1 March 2025", endDate="28 February 2028")
ent("con_gearbox", "Contract", "Gearbox Exchange Contract", ["gearbox contract", "Drummond contract"], [],
    {"contractor": "sup_drummond", "contractManager": "p_niamh_barrow", "covers": ["wf_carnbrae", "wf_ashgrove"]},
    contractValue="GBP 2.2m (five exchanges, crane included)", startDate="1 August 2025", endDate="30 June 2026")
ent("con_scada", "Contract", "Tessera SCADA Licence", ["SCADA licence", "Tessera licence"], ["Tessera SCADA License"],
    {"contractor": "sup_tessera", "contractManager": "p_yusuf_demir", "covers": ["sys_scada"]},
    contractValue="GBP 286,000 a year", startDate="1 March 2019", endDate="28 February 2027")
ent("con_lumera", "Contract", "Lumera Inverter Service Contract", ["inverter service contract", "Lumera contract"], [],
    {"contractor": "sup_lumera", "contractManager": "p_wenna_tremayne", "covers": ["sp_dunmallow", "sp_wrenfield", "sp_marlcombe"]},
    contractValue="GBP 410,000 a year", startDate="1 January 2024", endDate="31 December 2028", availabilityGuarantee="98.5% inverter availability")

# -- KPIs ----------------------------------------------------------------------------------------
ent("m_tavail", "Metric", "Technical Availability", ["availability", "avail", "time-based availability", "tech avail", "TBA"], ["technical availibility", "tech availability"],
    {"reportedBy": "t_perf"}, target="97.0%", definition="hours a turbine or inverter could run, as a share of all hours; every stop counts against it")
ent("m_cavail", "Metric", "Contractual Availability", ["availability", "avail", "contract availability", "warranted availability"], ["contractual availibility"],
    {"reportedBy": "t_commercial"}, target="97.0% (Vantor) / 96.5% (Hesketh)", definition="availability as the service agreement counts it: grid outages, curtailment, extreme weather and owner stops are excluded")
ent("m_yield", "Metric", "Energy Yield", ["yield", "generation", "net generation", "energy produced"], ["energy yeild"],
    {"reportedBy": "t_perf"}, target="the monthly P50 budget", definition="net energy exported at the meter, in MWh")
ent("m_cf", "Metric", "Capacity Factor", ["CF", "load factor"], ["capacity facter"],
    {"reportedBy": "t_perf"}, target="no target; compared with the P50 budget", definition="energy yield as a share of installed capacity times hours in the period")
ent("m_curt", "Metric", "Curtailment", ["curtailed energy", "grid curtailment", "constraint losses"], ["curtailement", "curtailmnet"],
    {"reportedBy": "t_commercial"}, target="no target; compensated when the network operator instructs it", definition="energy not generated because of a setpoint instruction from the network operator, in MWh")
ent("m_lost", "Metric", "Lost Production", ["lost energy", "production losses", "lost MWh"], ["lost prodution"],
    {"reportedBy": "t_perf"}, target="under 3% of the P50 budget", definition="energy not generated because assets were down or derated (faults, maintenance, repairs), in MWh; curtailment is counted separately")
ent("m_safety", "Metric", "Safety Incidents", ["recordable incidents", "HSE incidents", "safety stats"], ["saftey incidents"],
    {"reportedBy": "t_hse"}, target="zero lost-time injuries", definition="recordable injuries, dropped objects and high-potential near misses on site")
ent("m_mttr", "Metric", "Mean Time to Repair", ["MTTR", "repair time"], ["mean time to repiar"],
    {"reportedBy": "t_perf"}, target="under 12 hours", definition="average hours from a fault stop to the asset running again, from Maintix CMMS work orders")
ent("m_pr", "Metric", "Performance Ratio", ["PR", "solar PR"], ["performence ratio"],
    {"reportedBy": "t_perf"}, target="82%", definition="solar yield as a share of the yield the measured irradiance allows, after temperature correction")

# -- incidents -----------------------------------------------------------------------------------
ent("inc_gearbox", "Incident", "CBR-T07 Gearbox Failure", ["the T07 gearbox failure", "the gearbox failure"], ["CBR-T07 Gear box Failure"],
    {"occurredAt": "wf_carnbrae", "involved": ["t_cbr07", "tm_d4_145"], "investigatedBy": "p_annika_vos"},
    occurredOn="9 June 2025", severity="major equipment failure", downtime="41 days", energyLost="1,960 MWh", eventCost="GBP 610,000", status="closed")
ent("inc_trip", "Incident", "Carnbrae Substation Transformer Trip", ["the transformer trip", "the Carnbrae trip", "the substation trip"], ["Carnbrae Transformer Trip"],
    {"occurredAt": "ss_carnbrae", "involved": ["wf_carnbrae", "wf_ashgrove"], "investigatedBy": "p_einar_sjoberg"},
    occurredOn="12 August 2025", severity="grid connection outage", downtime="19 hours", energyLost="1,180 MWh", eventCost="GBP 96,000", status="closed")
ent("inc_lightning", "Incident", "PLH-T06 Lightning Strike", ["the lightning strike", "the T06 blade damage"], ["PLH-T06 Lightening Strike"],
    {"occurredAt": "wf_pellow", "involved": ["t_plh06"], "investigatedBy": "p_bram_hollander"},
    occurredOn="3 September 2025", severity="blade damage", downtime="23 days", energyLost="540 MWh", eventCost="GBP 148,000", status="open (repair done, root cause review open)")
ent("inc_inverter", "Incident", "Wrenfield Inverter Fire", ["the inverter fire", "inverter 4 fire"], ["Wrenfeild Inverter Fire"],
    {"occurredAt": "sp_wrenfield", "involved": ["inv_pcs3000mk2"], "investigatedBy": "p_wenna_tremayne"},
    occurredOn="17 July 2025", severity="equipment fire, no injuries", downtime="34 days (one inverter)", energyLost="410 MWh", eventCost="GBP 182,000", status="closed")
ent("inc_dropped", "Incident", "Dunmallow Dropped Object", ["the dropped object", "the dropped wrench"], ["Dunmalow Dropped Object"],
    {"occurredAt": "wf_dunmallow", "involved": ["t_dml05", "pol_wah_2025"], "investigatedBy": "p_imogen_pengelly"},
    occurredOn="19 September 2025", severity="high-potential near miss", downtime="none", energyLost="none", eventCost="none", status="closed; actions open")
ent("inc_scada", "Incident", "Tessera SCADA Outage", ["the SCADA outage", "the comms outage"], ["Tesera SCADA Outage"],
    {"occurredAt": "reg_south", "involved": ["sys_scada", "sup_tessera"], "investigatedBy": "p_yusuf_demir"},
    occurredOn="25 August 2025", severity="loss of remote control and monitoring", downtime="7 hours", energyLost="85 MWh", eventCost="GBP 12,000", status="closed")

# -- campaigns -----------------------------------------------------------------------------------
ent("camp_ler", "Campaign", "2025 Leading Edge Repair Campaign", ["leading edge repairs", "leading edge repair campaign", "LER campaign", "the blade repair campaign"], ["Leading Edge Repiar Campaign"],
    {"covers": ["wf_ashgrove", "wf_pellow"], "carriedOutBy": "sup_skelton"},
    startDate="5 May 2025", endDate="planned 31 October 2025", scope="22 turbines, 66 blades", progress="17 of 22 turbines done by end of September 2025", eventCost="GBP 520,000 budget")
ent("camp_bladeinsp", "Campaign", "2025 Blade Inspection Campaign", ["blade inspections", "the blade inspection campaign", "rope access inspections"], ["Blade Inspecton Campaign"],
    {"covers": ["wf_carnbrae", "wf_ashgrove", "wf_dunmallow", "wf_pellow"], "carriedOutBy": "sup_verticore"},
    startDate="14 April 2025", endDate="30 June 2025", scope="60 turbines, 180 blades", progress="complete", eventCost="GBP 186,000")
ent("camp_gearbox", "Campaign", "Delta4 Gearbox Exchange Programme", ["gearbox programme", "the gearbox swaps", "gearbox exchange"], ["Delta4 Gear box Exchange Programme"],
    {"covers": ["wf_carnbrae", "wf_ashgrove"], "carriedOutBy": "sup_drummond"},
    startDate="1 August 2025", endDate="planned June 2026", scope="5 gearboxes (CBR-T11, CBR-T14, CBR-T16, ASG-T12, ASG-T10)", progress="1 of 5 done by end of September 2025 (CBR-T11)", eventCost="GBP 2.2m")
ent("camp_thermo", "Campaign", "2025 Thermographic Survey", ["thermal survey", "the drone survey", "IR survey"], ["Thermographic Servey"],
    {"covers": ["sp_dunmallow", "sp_wrenfield", "sp_marlcombe"], "carriedOutBy": "sup_aerolens"},
    startDate="2 June 2025", endDate="25 July 2025", scope="3 solar parks, 226,800 modules", progress="complete; 1,140 hot spots found", eventCost="GBP 58,000")
