"""The Aldwyn Air operations knowledge graph: classes, properties and entities as literals.

make_bundle.py turns these tables into ontology.ttl; build_docs.py and cases.py refer to the
entity ids. Aldwyn Air is a fictional regional airline flying turboprops and small jets out of
its hub at Kelbridge; every name, person, figure, place and event here is invented. The KB is
the one its operations, engineering, ground handling, crewing and customer staff share.
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/aldwyn-air#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("organisation", ["company", "airline", "authority", "regulator"], None),
    "Site": ("site", ["facility", "premises", "location"], None),
    "Station": ("station", ["airport", "outstation", "base", "destination"], "Site"),
    "Hangar": ("hangar", ["maintenance hangar", "maintenance base", "shed"], "Site"),
    "Lounge": ("lounge", ["airport lounge", "business lounge"], "Site"),
    "AircraftType": ("aircraft type", ["type", "model", "fleet type", "variant"], None),
    "Aircraft": ("aircraft", ["tail", "airframe", "plane", "registration", "ship"], None),
    "Route": ("route", ["sector", "city pair", "service", "rotation"], None),
    "Team": ("department", ["team", "unit", "function", "desk"], None),
    "Person": ("person", ["colleague", "manager", "staff member", "head", "lead"], None),
    "System": ("system", ["application", "software", "platform", "tool"], None),
    "Module": ("module", ["component", "add-on", "app"], "System"),
    "Policy": ("policy", ["company policy", "rule", "rules"], None),
    "Procedure": ("procedure", ["process", "SOP", "instructions", "checklist"], None),
    "Supplier": ("supplier", ["vendor", "provider", "contractor", "handling agent"], None),
    "Contract": ("contract", ["agreement", "deal", "licence"], None),
    "Metric": ("KPI", ["metric", "measure", "indicator", "figure", "stat"], None),
    "MaintenanceCheck": ("maintenance check", ["check", "inspection", "check package"], None),
    "Incident": ("incident", ["event", "occurrence", "disruption", "outage"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("part of", ["belongs to", "sits under", "reports into"]),
    "locatedAt": ("located at", ["at which airport", "where is it"]),
    "managedBy": ("managed by", ["manager", "station manager", "run by", "who runs it"]),
    "ledBy": ("led by", ["head", "head of", "lead", "director", "who's in charge"]),
    "memberOf": ("member of", ["works in", "department"]),
    "systemOwner": ("system owner", ["owner", "owns", "business owner"]),
    "documentOwner": ("document owner", ["owner", "author", "signed off by"]),
    "suppliedBy": ("supplied by", ["vendor", "supplier", "made by"]),
    "supersedes": ("supersedes", ["replaces", "previous version", "older version"]),
    "implements": ("implements", ["under the policy", "follows"]),
    "appliesTo": ("applies to", ["covers", "scope"]),
    "contractor": ("contractor", ["with", "awarded to", "contract holder"]),
    "contractManager": ("contract manager", ["contract owner", "who manages the contract"]),
    "covers": ("covers", ["for", "service at"]),
    "variantOf": ("variant of", ["based on", "derived from"]),
    "aircraftType": ("aircraft type", ["type", "model", "what type"]),
    "basedAt": ("based at", ["home base", "where is it based", "base"]),
    "origin": ("origin", ["from", "departs from"]),
    "destination": ("destination", ["to", "flies to"]),
    "operatedWith": ("operated with", ["equipment", "what flies it", "aircraft on it"]),
    "performedAt": ("performed at", ["done at", "where is it done"]),
    "occurredAt": ("occurred at", ["where it happened", "location"]),
    "involved": ("involved", ["affected", "aircraft involved", "related to"]),
    "reportedBy": ("reported by", ["KPI owner", "published by"]),
    "handledBy": ("ground handled by", ["handling agent", "handler", "who handles it"]),
}

DATA_PROPERTIES = {
    "iataCode": ("station code", ["IATA code", "three-letter code", "code"]),
    "runwayLength": ("runway length", ["runway", "how long is the runway"]),
    "stands": ("aircraft stands", ["stands", "parking stands", "gates"]),
    "dailyDepartures": ("daily departures", ["departures a day", "how many flights a day"]),
    "capacity": ("capacity", ["how big", "size", "how many aircraft fit", "seats in the lounge"]),
    "seats": ("seat count", ["seats", "how many seats", "configuration"]),
    "range": ("range", ["how far can it fly"]),
    "fleetCount": ("fleet count", ["how many do we have", "number in the fleet"]),
    "engines": ("engines", ["powerplant", "engine type"]),
    "entryIntoService": ("entry into service", ["in service since", "EIS"]),
    "delivered": ("delivery date", ["delivered", "how old", "age"]),
    "msn": ("serial number", ["MSN", "manufacturer serial number"]),
    "weeklyFrequency": ("weekly frequency", ["flights a week", "frequency"]),
    "blockTime": ("block time", ["flight time", "how long is the flight"]),
    "distance": ("distance", ["how far", "km"]),
    "season": ("operating season", ["when does it run", "seasonal"]),
    "built": ("year built", ["built", "opened", "how old"]),
    "openingHours": ("opening hours", ["open", "hours", "when is it open"]),
    "interval": ("check interval", ["how often", "interval", "due every"]),
    "downtime": ("downtime", ["how long does it take", "out of service for"]),
    "gender": ("gender", []),
    "jobTitle": ("job title", ["role", "title", "position"]),
    "email": ("email", ["email address", "contact"]),
    "phone": ("phone", ["extension", "number", "phone number"]),
    "version": ("version", ["release", "current version", "issue"]),
    "goLive": ("go-live date", ["went live", "live since", "launched"]),
    "effectiveFrom": ("effective from", ["in force since", "valid from"]),
    "reviewDue": ("review due", ["next review", "review date"]),
    "status": ("status", ["state", "open or closed"]),
    "contractValue": ("contract value", ["value", "worth", "how much is it"]),
    "startDate": ("start date", ["started", "began"]),
    "endDate": ("end date", ["expires", "expiry", "runs until", "renewal date"]),
    "target": ("target", ["goal", "threshold", "what are we aiming for"]),
    "definition": ("definition", ["how is it measured", "what counts", "how is it calculated"]),
    "occurredOn": ("occurred on", ["date", "when did it happen"]),
    "severity": ("severity", ["classification", "level", "how serious"]),
    "eventCost": ("cost of the event", ["damage", "how much did it cost", "bill"]),
    "annualCost": ("annual cost", ["running cost", "per year", "licence fee"]),
}

E = bundlekit.Entities()
ent = E.add


# -- organisations -------------------------------------------------------------------------------
ent("org_aldwyn", "Organisation", "Aldwyn Air", ["AW", "Aldwyn", "the airline"], ["Aldwin Air"],
    {"ledBy": "p_gwen_hollis"})
ent("org_cad", "Organisation", "Civil Aviation Directorate", ["CAD", "the Directorate"], [])

# -- stations ------------------------------------------------------------------------------------
ent("st_kbr", "Station", "Kelbridge Airport", ["Kelbridge", "KBR", "the hub"], ["Kelbrige", "Kellbridge"],
    {"partOf": "org_aldwyn", "managedBy": "p_nick_varga", "handledBy": "t_ground"},
    iataCode="KBR", runwayLength="2,650 m", stands="14", dailyDepartures="62")
ent("st_pnk", "Station", "Penrock Airport", ["Penrock", "PNK"], ["Penrok"],
    {"partOf": "org_aldwyn", "managedBy": "p_rosa_delaney", "handledBy": "sup_swiftport"},
    iataCode="PNK", runwayLength="2,100 m", stands="6", dailyDepartures="21")
ent("st_arm", "Station", "Ardmoor Airport", ["Ardmoor", "ARM"], ["Ardmore"],
    {"partOf": "org_aldwyn", "managedBy": "p_ian_mckee", "handledBy": "sup_swiftport"},
    iataCode="ARM", runwayLength="1,720 m", stands="4", dailyDepartures="11")
ent("st_flm", "Station", "Fallowmere Airport", ["Fallowmere", "FLM"], ["Fallowmeer", "Falowmere"],
    {"partOf": "org_aldwyn", "managedBy": "p_beatrix_ng", "handledBy": "sup_swiftport"},
    iataCode="FLM", runwayLength="1,540 m", stands="3", dailyDepartures="8")
ent("st_cwb", "Station", "Carrow Bay Airport", ["Carrow Bay", "CWB"], ["Carow Bay"],
    {"partOf": "org_aldwyn", "managedBy": "p_nick_varga", "handledBy": "sup_harbour"},
    iataCode="CWB", runwayLength="2,300 m", stands="5", dailyDepartures="9")
ent("st_lsl", "Station", "Lisdale Airport", ["Lisdale", "LSL"], [],
    {"partOf": "org_aldwyn", "managedBy": "p_rosa_delaney", "handledBy": "sup_harbour"},
    iataCode="LSL", runwayLength="1,480 m", stands="2", dailyDepartures="4")
ent("st_tnb", "Station", "Thornby Airport", ["Thornby", "TNB"], ["Thornbey"],
    {"partOf": "org_aldwyn", "managedBy": "p_ian_mckee", "handledBy": "sup_harbour"},
    iataCode="TNB", runwayLength="1,900 m", stands="3", dailyDepartures="2 (summer only)")

# -- hangars -------------------------------------------------------------------------------------
ent("hg_kbr", "Hangar", "Kelbridge Hangar 3", ["Kelbridge", "Hangar 3", "H3", "the line hangar"], ["Kelbridge Hanger 3", "Hanger 3"],
    {"locatedAt": "st_kbr", "managedBy": "p_ewan_blake"},
    capacity="2 M190s or 3 CV-70s at once", built="2009")
ent("hg_pnk", "Hangar", "Penrock Base Maintenance Hangar", ["Penrock hangar", "PBM", "the heavy maintenance hangar", "base maintenance hangar"], ["Penrock Hanger"],
    {"locatedAt": "st_pnk", "managedBy": "p_oksana_lind"},
    capacity="1 aircraft in C-check plus 1 in A-check", built="2016")
ent("hg_arm", "Hangar", "Ardmoor Line Hangar", ["Ardmoor hangar"], ["Ardmoor Hanger"],
    {"locatedAt": "st_arm", "managedBy": "p_ewan_blake"},
    capacity="1 CV-70, overnight only", built="1988")

# -- lounges -------------------------------------------------------------------------------------
ent("lg_kbr", "Lounge", "Heron Lounge Kelbridge", ["Heron Lounge", "Kelbridge lounge"], [],
    {"locatedAt": "st_kbr", "managedBy": "p_nick_varga"},
    capacity="120 seats", openingHours="04:45-21:30 daily", built="2018")
ent("lg_pnk", "Lounge", "Heron Lounge Penrock", ["Heron Lounge", "Penrock lounge"], [],
    {"locatedAt": "st_pnk", "managedBy": "p_rosa_delaney"},
    capacity="45 seats", openingHours="05:30-19:00 weekdays, 07:00-15:00 weekends", built="2022")

# -- aircraft types ------------------------------------------------------------------------------
ent("at_cv70", "AircraftType", "Corvane CV-70", ["CV-70", "CV70", "Corvane 70"], ["Corvain CV-70", "CV 70"],
    {"suppliedBy": "sup_corvane"},
    seats="70", range="1,450 km", fleetCount="6", engines="2 x Tallis TP-27 turboprops", entryIntoService="2011")
ent("at_cv70lr", "AircraftType", "Corvane CV-70LR", ["CV-70LR", "CV70LR", "the LR", "the long-range Corvane"], ["CV-70 LR"],
    {"variantOf": "at_cv70", "suppliedBy": "sup_corvane"},
    seats="66", range="2,100 km", fleetCount="3", engines="2 x Tallis TP-27A turboprops", entryIntoService="2019")
ent("at_m190", "AircraftType", "Merrin M190", ["M190", "the 190", "the Merrin 190"], ["Merin M190", "M-190"],
    {"suppliedBy": "sup_merrin"},
    seats="112", range="3,400 km", fleetCount="5", engines="2 x Halvard HF-34 turbofans", entryIntoService="2015")
ent("at_m175", "AircraftType", "Merrin M175", ["M175", "the 175", "the Merrin 175"], ["Merin M175", "M-175"],
    {"suppliedBy": "sup_merrin"},
    seats="88", range="3,100 km", fleetCount="3", engines="2 x Halvard HF-34 turbofans", entryIntoService="2017")

# -- aircraft ------------------------------------------------------------------------------------
ent("ac_kba", "Aircraft", "AW-KBA", ["KBA", "Spirit of Kelbridge"], ["AWKBA"],
    {"aircraftType": "at_m190", "basedAt": "st_kbr"}, delivered="March 2015", msn="19044")
ent("ac_kbc", "Aircraft", "AW-KBC", ["KBC"], ["AWKBC"],
    {"aircraftType": "at_m190", "basedAt": "st_kbr"}, delivered="June 2016", msn="19087")
ent("ac_kbf", "Aircraft", "AW-KBF", ["KBF"], ["AWKBF"],
    {"aircraftType": "at_m175", "basedAt": "st_kbr"}, delivered="May 2017", msn="17521")
ent("ac_tpa", "Aircraft", "AW-TPA", ["TPA", "Spirit of Penrock"], ["AWTPA"],
    {"aircraftType": "at_cv70", "basedAt": "st_pnk"}, delivered="October 2011", msn="0712")
ent("ac_tpd", "Aircraft", "AW-TPD", ["TPD"], ["AWTPD"],
    {"aircraftType": "at_cv70", "basedAt": "st_kbr"}, delivered="April 2013", msn="0790")
ent("ac_tpk", "Aircraft", "AW-TPK", ["TPK"], ["AWTPK"],
    {"aircraftType": "at_cv70lr", "basedAt": "st_kbr"}, delivered="February 2019", msn="1108")
ent("ac_tpm", "Aircraft", "AW-TPM", ["TPM", "Spirit of Ardmoor"], ["AWTPM"],
    {"aircraftType": "at_cv70", "basedAt": "st_arm"}, delivered="September 2014", msn="0833")

# -- routes --------------------------------------------------------------------------------------
ent("rt_pnk", "Route", "Kelbridge-Penrock", ["KBR-PNK", "the Penrock route", "Penrock service"], ["Kelbridge Penrock"],
    {"origin": "st_kbr", "destination": "st_pnk", "operatedWith": "at_m190"},
    weeklyFrequency="28", blockTime="55 min", distance="410 km", season="year-round")
ent("rt_arm", "Route", "Kelbridge-Ardmoor", ["KBR-ARM", "the Ardmoor route", "Ardmoor service"], ["Kelbridge Ardmoor"],
    {"origin": "st_kbr", "destination": "st_arm", "operatedWith": "at_cv70"},
    weeklyFrequency="21", blockTime="50 min", distance="260 km", season="year-round")
ent("rt_flm", "Route", "Kelbridge-Fallowmere", ["KBR-FLM", "the Fallowmere route", "Fallowmere service"], ["Kelbridge Fallowmere"],
    {"origin": "st_kbr", "destination": "st_flm", "operatedWith": "at_cv70lr"},
    weeklyFrequency="14", blockTime="1 h 55 min", distance="1,180 km", season="year-round")
ent("rt_cwb", "Route", "Kelbridge-Carrow Bay", ["KBR-CWB", "the Carrow Bay route", "Carrow Bay service"], ["Kelbridge Carrow Bay"],
    {"origin": "st_kbr", "destination": "st_cwb", "operatedWith": "at_m175"},
    weeklyFrequency="18", blockTime="1 h 20 min", distance="720 km", season="year-round")
ent("rt_lsl", "Route", "Penrock-Lisdale", ["PNK-LSL", "the Lisdale route", "Lisdale service"], ["Penrock Lisdale"],
    {"origin": "st_pnk", "destination": "st_lsl", "operatedWith": "at_cv70"},
    weeklyFrequency="12", blockTime="40 min", distance="190 km", season="year-round")
ent("rt_tnb", "Route", "Kelbridge-Thornby", ["KBR-TNB", "the Thornby route", "Thornby service"], ["Kelbridge Thornby"],
    {"origin": "st_kbr", "destination": "st_tnb", "operatedWith": "at_cv70"},
    weeklyFrequency="10", blockTime="1 h 05 min", distance="480 km", season="May to October")

# -- departments ---------------------------------------------------------------------------------
ent("t_occ", "Team", "Operations Control Centre", ["OCC", "ops control", "the ops room"], ["Operations Control Center"],
    {"partOf": "org_aldwyn", "ledBy": "p_marta_silva"})
ent("t_line", "Team", "Line Maintenance", ["line maintenance team", "Line Mx", "the line engineers"], ["Line Maintainance"],
    {"partOf": "t_eng", "ledBy": "p_ewan_blake"})
ent("t_base", "Team", "Base Maintenance", ["Base Mx", "heavy maintenance team"], ["Base Maintainance"],
    {"partOf": "t_eng", "ledBy": "p_oksana_lind"})
ent("t_eng", "Team", "Engineering and Maintenance", ["Engineering", "E&M", "tech dept"], [],
    {"partOf": "org_aldwyn", "ledBy": "p_callum_reid"})
ent("t_camo", "Team", "Continuing Airworthiness", ["CAMO", "tech records", "airworthiness team"], [],
    {"partOf": "t_eng", "ledBy": "p_harriet_vance"})
ent("t_ground", "Team", "Ground Operations", ["Ground Ops", "the ramp team", "ramp"], [],
    {"partOf": "org_aldwyn", "ledBy": "p_jamal_okoye"})
ent("t_bags", "Team", "Baggage Services", ["baggage team", "lost and found", "bag desk"], ["Bagage Services"],
    {"partOf": "t_ground", "ledBy": "p_lena_fairley"})
ent("t_cr", "Team", "Customer Relations", ["customer care", "the CR team"], [],
    {"partOf": "org_aldwyn", "ledBy": "p_sian_moreton"})
ent("t_crew", "Team", "Crew Rostering", ["rostering", "crewing", "the roster team"], ["Crew Rostring"],
    {"partOf": "t_flops", "ledBy": "p_ollie_frost"})
ent("t_flops", "Team", "Flight Operations", ["Flight Ops", "flight ops team"], [],
    {"partOf": "org_aldwyn", "ledBy": "p_alan_moreton"})
ent("t_safety", "Team", "Safety and Compliance", ["safety team", "compliance", "S&C"], [],
    {"partOf": "org_aldwyn", "ledBy": "p_dana_whitcombe"})


# -- people --------------------------------------------------------------------------------------
def person(id_, label, alt, team, title, gender, hidden=()):
    first, last = label.replace("Capt ", "").split(" ", 1)
    ent(id_, "Person", label, alt, hidden, {"memberOf": team}, jobTitle=title, gender=gender,
        email=f"{first.lower()}.{last.lower().replace(' ', '')}@aldwynair.example", phone="ext " + str(3100 + len(E)))


person("p_gwen_hollis", "Gwen Hollis", ["Hollis", "the CEO"], "t_occ", "Chief Executive", "female")
person("p_tom_ashby", "Tom Ashby", ["Ashby", "the COO"], "t_occ", "Chief Operating Officer", "male")
person("p_marta_silva", "Marta Silva", ["Silva", "Marta"], "t_occ", "Head of Operations Control", "female", ["Martha Silva"])
person("p_priya_kaur", "Priya Kaur", ["Priya"], "t_occ", "OCC Duty Manager", "female")
person("p_raj_kaur", "Raj Kaur", ["Raj"], "t_line", "Line Maintenance Shift Lead, Kelbridge", "male")
person("p_callum_reid", "Callum Reid", ["Reid"], "t_eng", "Technical Director", "male", ["Calum Reid"])
person("p_ewan_blake", "Ewan Blake", ["Blake", "Ewan"], "t_line", "Line Maintenance Manager", "male")
person("p_oksana_lind", "Oksana Lind", ["Lind", "Oksana"], "t_base", "Base Maintenance Manager, Penrock", "female", ["Oxana Lind"])
person("p_harriet_vance", "Harriet Vance", ["Vance", "Harriet"], "t_camo", "CAMO Manager", "female")
person("p_jamal_okoye", "Jamal Okoye", ["Okoye", "Jamal"], "t_ground", "Head of Ground Operations", "male")
person("p_lena_fairley", "Lena Fairley", ["Fairley", "Lena"], "t_bags", "Baggage Services Manager", "female", ["Lena Fairly"])
person("p_nick_varga", "Nick Varga", ["Varga", "Nick"], "t_ground", "Station Manager, Kelbridge and Carrow Bay", "male")
person("p_rosa_delaney", "Rosa Delaney", ["Delaney", "Rosa"], "t_ground", "Station Manager, Penrock and Lisdale", "female", ["Rosa Delany"])
person("p_ian_mckee", "Ian McKee", ["McKee", "Ian"], "t_ground", "Station Manager, Ardmoor and Thornby", "male", ["Ian Mckee", "Ian Mackie"])
person("p_beatrix_ng", "Beatrix Ng", ["Bea Ng", "Beatrix"], "t_ground", "Station Manager, Fallowmere", "female")
person("p_ollie_frost", "Ollie Frost", ["Frost", "Ollie"], "t_crew", "Crew Rostering Manager", "male")
person("p_dana_whitcombe", "Dana Whitcombe", ["Whitcombe", "Dana"], "t_safety", "Head of Safety and Compliance", "female")
person("p_sian_moreton", "Sian Moreton", ["Moreton", "Sian"], "t_cr", "Head of Customer Relations", "female", ["Sian Morton"])
person("p_alan_moreton", "Capt Alan Moreton", ["Alan Moreton", "Moreton", "the Chief Pilot"], "t_flops", "Chief Pilot and Head of Flight Operations", "male", ["Alan Morton"])
person("p_kofi_mensah", "Kofi Mensah", ["Mensah", "Kofi"], "t_cr", "Complaints Lead", "male")
person("p_nadia_farouk", "Nadia Farouk", ["Farouk", "Nadia"], "t_cr", "Commercial Systems Manager", "female")
person("p_ben_carver", "Ben Carver", ["Carver"], "t_ground", "Airport Systems Lead", "male")
person("p_mia_sorensen", "Mia Sorensen", ["Sorensen", "Mia"], "t_crew", "Crew Planning Analyst", "female", ["Mia Sorenson"])
person("p_simon_achterberg", "Simon Achterberg", ["Achterberg", "Simon"], "t_eng", "Procurement Manager", "male", ["Simon Achterburg"])

# -- systems and modules -------------------------------------------------------------------------
ent("sys_techlog", "System", "TechLog MRO", ["TechLog", "the MRO system", "M&E system"], ["Techlog", "Tech Log"],
    {"systemOwner": "p_harriet_vance", "suppliedBy": "sup_quillon"},
    version="8.2", goLive="April 2019", annualCost="GBP 145,000")
ent("mod_techlog_mobile", "Module", "TechLog Mobile", ["eTechLog", "the line app", "mobile techlog"], ["Techlog Mobile"],
    {"partOf": "sys_techlog", "systemOwner": "p_ewan_blake", "suppliedBy": "sup_quillon"},
    version="3.1", goLive="January 2024", annualCost="GBP 22,000")
ent("sys_skyline", "System", "Skyline PSS", ["Skyline", "the PSS", "reservations system"], ["Skyline P.S.S", "Skyine"],
    {"systemOwner": "p_nadia_farouk", "suppliedBy": "sup_skyline"},
    version="21.4", goLive="November 2017", annualCost="GBP 610,000")
ent("mod_skyline_ci", "Module", "Skyline Check-in", ["DCS", "departure control", "check-in system", "the check-in module"], ["Skyline Checkin", "Skyline check in"],
    {"partOf": "sys_skyline", "systemOwner": "p_ben_carver", "suppliedBy": "sup_skyline"},
    version="21.4", goLive="November 2017")
ent("sys_crewdesk", "System", "CrewDesk", ["crew system", "rostering system"], ["Crewdesk", "Crew Desk"],
    {"systemOwner": "p_ollie_frost", "suppliedBy": "sup_rostra"},
    version="6.0", goLive="March 2021", annualCost="GBP 190,000")
ent("mod_crewdesk_bid", "Module", "CrewDesk Bidding", ["bidding module", "PBS", "roster bidding"], ["Crewdesk Bidding"],
    {"partOf": "sys_crewdesk", "systemOwner": "p_mia_sorensen", "suppliedBy": "sup_rostra"},
    version="2.3", goLive="September 2025", annualCost="GBP 38,000")
ent("sys_bagtrace", "System", "BagTrace", ["bag tracing system", "tracing system"], ["Bagtrace", "Bag Trace"],
    {"systemOwner": "p_lena_fairley", "suppliedBy": "sup_skyline"},
    version="4.7", goLive="May 2020", annualCost="GBP 41,000")

# -- policies ------------------------------------------------------------------------------------
ent("pol_care_2023", "Policy", "Disruption Care Policy 2023", ["care policy 2023", "DCP 2023"], [],
    {"documentOwner": "p_sian_moreton", "appliesTo": "t_cr"},
    version="2", effectiveFrom="1 March 2023", status="superseded")
ent("pol_care_2025", "Policy", "Disruption Care Policy 2025", ["care policy 2025", "DCP 2025", "DCP", "care policy", "the new care policy"], [],
    {"supersedes": "pol_care_2023", "documentOwner": "p_sian_moreton", "appliesTo": "t_cr"},
    version="3", effectiveFrom="1 July 2025", reviewDue="June 2027", status="in force")
ent("pol_bag", "Policy", "Baggage Policy", ["bag policy", "checked baggage policy"], ["Bagage Policy"],
    {"documentOwner": "p_lena_fairley", "appliesTo": "t_bags"},
    version="5", effectiveFrom="1 April 2024", reviewDue="April 2026", status="in force")
ent("pol_frm", "Policy", "Fatigue Risk Management Policy", ["FRM policy", "FRMP", "fatigue policy"], [],
    {"documentOwner": "p_alan_moreton", "appliesTo": "t_crew"},
    version="4", effectiveFrom="1 November 2024", reviewDue="November 2025", status="in force (review overdue)")
ent("pol_winter", "Policy", "Winter Operations Policy", ["winter ops policy", "winter policy"], [],
    {"documentOwner": "p_tom_ashby", "appliesTo": "t_ground"},
    version="7", effectiveFrom="1 October 2025", reviewDue="September 2026", status="in force")
ent("pol_lounge", "Policy", "Lounge Access Policy", ["lounge policy"], [],
    {"documentOwner": "p_nadia_farouk", "appliesTo": "lg_kbr"},
    version="2", effectiveFrom="1 January 2025", status="in force")

# -- procedures ----------------------------------------------------------------------------------
ent("proc_deice", "Procedure", "De-icing Procedure", ["de-icing SOP", "deice procedure"], ["Deicing Procedure", "De-icing Proceedure"],
    {"implements": "pol_winter", "documentOwner": "p_jamal_okoye"}, version="4.1", effectiveFrom="1 October 2025")
ent("proc_delayed_bag", "Procedure", "Delayed Baggage Procedure", ["delayed bag procedure", "PIR procedure"], [],
    {"implements": "pol_bag", "documentOwner": "p_lena_fairley"}, version="3", effectiveFrom="1 April 2024")
ent("proc_techdelay", "Procedure", "Technical Delay Escalation Procedure", ["tech delay escalation", "AOG escalation"], ["Technical Delay Escalation Proceedure"],
    {"documentOwner": "p_callum_reid", "appliesTo": "t_line"}, version="2.2", effectiveFrom="1 June 2025")
ent("proc_turn", "Procedure", "Turnaround Procedure", ["turnaround SOP", "turn procedure"], [],
    {"documentOwner": "p_jamal_okoye", "appliesTo": "t_ground"}, version="6", effectiveFrom="1 March 2025")
ent("proc_complaints", "Procedure", "Complaints Handling Procedure", ["complaints procedure"], [],
    {"implements": "pol_care_2025", "documentOwner": "p_kofi_mensah"}, version="3", effectiveFrom="1 July 2025")
ent("proc_roster", "Procedure", "Roster Change Procedure", ["roster swap procedure", "swap procedure"], [],
    {"implements": "pol_frm", "documentOwner": "p_ollie_frost"}, version="2", effectiveFrom="1 September 2025")

# -- suppliers -----------------------------------------------------------------------------------
ent("sup_swiftport", "Supplier", "Swiftport Handling", ["Swiftport"], ["Swift Port", "Swiftport Handeling"], {}, )
ent("sup_harbour", "Supplier", "Harbourline Aviation Services", ["Harbourline"], ["Harborline"], {})
ent("sup_tallis", "Supplier", "Tallis Aero Engines", ["Tallis"], [], {})
ent("sup_glacier", "Supplier", "Glacier Fluids", ["Glacier"], [], {})
ent("sup_skyline", "Supplier", "Skyline Systems Ltd", ["Skyline Systems"], [], {})
ent("sup_quillon", "Supplier", "Quillon Aero Software", ["Quillon"], [], {})
ent("sup_rostra", "Supplier", "Rostra Software", ["Rostra"], [], {})
ent("sup_corvane", "Supplier", "Corvane Aircraft", ["Corvane Aircraft Company"], [], {})
ent("sup_merrin", "Supplier", "Merrin Aerospace", ["Merrin"], [], {})

# -- contracts -----------------------------------------------------------------------------------
ent("con_handling_pnk", "Contract", "Penrock Ground Handling Contract", ["Penrock handling contract"], [],
    {"contractor": "sup_swiftport", "contractManager": "p_jamal_okoye", "covers": "st_pnk"},
    contractValue="GBP 1.9m a year", startDate="1 April 2023", endDate="31 March 2026", target="on-time departure 88% for handling-coded delays")
ent("con_handling_arm", "Contract", "Ardmoor and Fallowmere Handling Contract", ["Ardmoor handling contract", "Fallowmere handling contract"], [],
    {"contractor": "sup_swiftport", "contractManager": "p_jamal_okoye", "covers": ["st_arm", "st_flm"]},
    contractValue="GBP 1.1m a year", startDate="1 November 2024", endDate="31 October 2027", target="mishandled bags under 4 per 1,000")
ent("con_engine", "Contract", "Engine Maintenance Agreement", ["engine deal", "Tallis deal", "power-by-the-hour contract", "PBH contract"], [],
    {"contractor": "sup_tallis", "contractManager": "p_simon_achterberg", "covers": ["at_cv70", "at_cv70lr"]},
    contractValue="GBP 4.6m a year (per flight hour)", startDate="1 January 2022", endDate="31 December 2031")
ent("con_fluid", "Contract", "De-icing Fluid Supply Contract", ["fluid contract", "glycol contract"], [],
    {"contractor": "sup_glacier", "contractManager": "p_simon_achterberg", "covers": ["st_kbr", "st_pnk", "st_arm"]},
    contractValue="GBP 380,000 a season", startDate="1 October 2024", endDate="30 April 2027")
ent("con_pss", "Contract", "Skyline PSS Licence", ["PSS licence", "Skyline licence"], [],
    {"contractor": "sup_skyline", "contractManager": "p_nadia_farouk", "covers": ["sys_skyline", "sys_bagtrace"]},
    contractValue="GBP 651,000 a year", startDate="1 November 2022", endDate="31 October 2026")
ent("con_crewdesk", "Contract", "CrewDesk Subscription", ["CrewDesk contract", "Rostra contract"], [],
    {"contractor": "sup_rostra", "contractManager": "p_ollie_frost", "covers": "sys_crewdesk"},
    contractValue="GBP 228,000 a year", startDate="1 March 2021", endDate="28 February 2026")

# -- KPIs ----------------------------------------------------------------------------------------
ent("m_otp", "Metric", "On-Time Performance", ["OTP", "arrival punctuality", "punctuality", "A15"], ["On Time Performance", "on-time perfomance"],
    {"reportedBy": "t_occ"}, target="85%", definition="share of flights arriving within 15 minutes of schedule")
ent("m_otd", "Metric", "On-Time Departure", ["OTD", "departure punctuality", "punctuality", "D15"], ["On Time Departure"],
    {"reportedBy": "t_occ"}, target="88%", definition="share of flights leaving the stand within 15 minutes of schedule")
ent("m_cxl", "Metric", "Cancellation Rate", ["cancellations", "cancellation %", "CXL"], ["cancelation rate", "cancelations"],
    {"reportedBy": "t_occ"}, target="under 1.0%", definition="flights cancelled as a share of flights scheduled 7 days out")
ent("m_lf", "Metric", "Load Factor", ["LF", "seat load factor", "loads"], [],
    {"reportedBy": "t_cr"}, target="78%", definition="passengers carried as a share of seats flown")
ent("m_mhb", "Metric", "Mishandled Bags Rate", ["mishandled bags", "MBR", "bag rate"], ["mishandeled bags"],
    {"reportedBy": "t_bags"}, target="under 4.0 per 1,000 passengers", definition="delayed, damaged or lost bags per 1,000 passengers")
ent("m_techdel", "Metric", "Technical Delays", ["tech delays", "technical delay count"], ["techincal delays"],
    {"reportedBy": "t_line"}, target="under 2.5 per 100 departures", definition="delays over 15 minutes coded to technical causes, per 100 departures")
ent("m_tdr", "Metric", "Technical Dispatch Reliability", ["TDR", "dispatch reliability"], [],
    {"reportedBy": "t_camo"}, target="99.0%", definition="share of departures with no technical delay over 15 minutes and no technical cancellation")
ent("m_complaints", "Metric", "Customer Complaints", ["complaints", "complaint rate"], ["custmer complaints"],
    {"reportedBy": "t_cr"}, target="under 1.2 per 1,000 passengers", definition="written complaints received per 1,000 passengers")

# -- maintenance checks --------------------------------------------------------------------------
ent("chk_daily", "MaintenanceCheck", "Daily Check", ["overnight check", "DY check"], [],
    {"performedAt": ["hg_kbr", "hg_arm"]}, interval="every 48 hours", downtime="about 2 hours")
ent("chk_a", "MaintenanceCheck", "A-check", ["A check", "A-checks"], ["Acheck"],
    {"performedAt": ["hg_kbr", "hg_pnk"]}, interval="every 600 flight hours", downtime="1 night (8-10 hours)")
ent("chk_c", "MaintenanceCheck", "C-check", ["C check", "heavy check", "C-checks"], ["Ccheck"],
    {"performedAt": "hg_pnk"}, interval="every 24 months", downtime="3 to 4 weeks")

# -- incidents -----------------------------------------------------------------------------------
ent("inc_birdstrike", "Incident", "August 2025 Fallowmere Bird Strike", ["Fallowmere bird strike", "the bird strike"], ["bridstrike"],
    {"occurredAt": "st_flm", "involved": ["ac_tpk", "rt_flm"]},
    occurredOn="14 August 2025", severity="serious incident", eventCost="GBP 212,000", status="closed")
ent("inc_bhs", "Incident", "September 2025 Kelbridge Baggage System Failure", ["baggage system failure", "the BHS failure", "the belt failure"], [],
    {"occurredAt": "st_kbr", "involved": ["t_bags", "sys_bagtrace"]},
    occurredOn="6 September 2025", severity="major disruption", eventCost="GBP 96,000", status="closed")
ent("inc_checkin", "Incident", "October 2025 Skyline Check-in Outage", ["check-in outage", "the DCS outage"], [],
    {"occurredAt": "st_kbr", "involved": ["mod_skyline_ci", "sup_skyline"]},
    occurredOn="9 October 2025", severity="major disruption", eventCost="GBP 58,000", status="closed")
ent("inc_ground_damage", "Incident", "August 2025 Penrock Ground Damage", ["the tug strike", "Penrock ground damage"], [],
    {"occurredAt": "st_pnk", "involved": ["ac_kbc", "sup_swiftport"]},
    occurredOn="27 August 2025", severity="ground damage, aircraft out of service 9 days", eventCost="GBP 340,000", status="under review")
ent("inc_aog", "Incident", "September 2025 AW-KBF Engine Change", ["the KBF AOG", "the engine change"], [],
    {"occurredAt": "st_cwb", "involved": ["ac_kbf", "at_m175"]},
    occurredOn="18 September 2025", severity="AOG, aircraft grounded 4 days", eventCost="GBP 127,000", status="closed")
ent("inc_crew", "Incident", "October 2025 Penrock Crew Shortage", ["the crew shortage", "crew shortage at Penrock"], [],
    {"occurredAt": "st_pnk", "involved": ["t_crew", "mod_crewdesk_bid"]},
    occurredOn="17-19 October 2025", severity="operational disruption, 11 cancellations", eventCost="GBP 74,000", status="open")
