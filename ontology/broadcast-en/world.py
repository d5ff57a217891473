"""The Corrievale Broadcasting operations knowledge graph: classes, properties and entities as literals.

make_bundle.py turns these tables into ontology.ttl; build_docs.py and cases.py refer to the
entity ids. Corrievale Broadcasting is a fictional regional broadcaster with four radio stations
and two TV channels in two regions (Wenlow and Eastholm), carried by four transmitter sites;
every name, person, figure, place and event here is invented. The KB is the one its presenters,
producers, transmission engineers, schedulers, compliance and sales staff share.
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/corrievale-broadcasting#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("organisation", ["company", "broadcaster", "regulator", "authority"], None),
    "Supplier": ("supplier", ["vendor", "provider", "contractor"], "Organisation"),
    "Region": ("region", ["area", "patch"], None),
    "Station": ("station", ["service", "outlet"], None),
    "RadioStation": ("radio station", ["station", "radio", "stn"], "Station"),
    "TVChannel": ("TV channel", ["channel", "tv", "telly channel"], "Station"),
    "TransmitterSite": ("transmitter site", ["transmitter", "mast", "site", "tx site", "relay"], None),
    "Studio": ("studio centre", ["studio", "studios", "building"], None),
    "Programme": ("programme", ["show", "prog", "programme strand", "slot"], None),
    "Person": ("person", ["colleague", "presenter", "producer", "manager", "engineer", "head"], None),
    "Team": ("team", ["department", "desk", "unit"], None),
    "System": ("system", ["software", "platform", "application", "tool"], None),
    "Module": ("module", ["component", "add-on"], "System"),
    "Contract": ("contract", ["agreement", "deal", "licence"], None),
    "Policy": ("policy", ["rules", "guidelines", "code"], None),
    "Procedure": ("procedure", ["process", "SOP", "checklist"], None),
    "Metric": ("KPI", ["metric", "measure", "figure", "number"], None),
    "Incident": ("incident", ["event", "outage", "off-air event", "complaint case"], None),
    "Investigation": ("investigation", ["review", "inquiry", "report"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("part of", ["belongs to", "sits under"]),
    "inRegion": ("in region", ["region", "which region", "where is it"]),
    "carriedBy": ("carried by", ["transmitter", "which mast", "broadcast from"]),
    "operatedBy": ("operated by", ["operator", "who runs the site"]),
    "basedAt": ("based at", ["studio", "where is it made", "broadcasts from"]),
    "broadcastOn": ("broadcast on", ["which station", "which channel", "airs on"]),
    "presentedBy": ("presented by", ["presenter", "host", "who presents it"]),
    "producedBy": ("produced by", ["producer", "who produces it"]),
    "managedBy": ("managed by", ["manager", "station manager", "run by"]),
    "ledBy": ("led by", ["head", "head of", "lead", "boss"]),
    "memberOf": ("member of", ["works in", "team"]),
    "systemOwner": ("system owner", ["owner", "owns", "business owner"]),
    "documentOwner": ("document owner", ["owner", "author", "signed off by"]),
    "suppliedBy": ("supplied by", ["vendor", "supplier", "made by"]),
    "supersedes": ("supersedes", ["replaces", "previous version", "older version"]),
    "implements": ("implements", ["under the policy", "follows"]),
    "appliesTo": ("applies to", ["covers", "scope"]),
    "contractor": ("contractor", ["with", "awarded to", "counterparty"]),
    "contractManager": ("contract manager", ["contract owner", "who manages the contract"]),
    "covers": ("covers", ["for", "services"]),
    "affected": ("affected", ["which station", "what went off air", "involved"]),
    "occurredAt": ("occurred at", ["where it happened", "location"]),
    "investigates": ("investigates", ["about", "into"]),
    "investigatedBy": ("investigated by", ["lead investigator", "who looked into it"]),
    "reportedBy": ("reported by", ["KPI owner", "published by"]),
}

DATA_PROPERTIES = {
    "frequency": ("frequency", ["freq", "where on the dial", "multiplex slot"]),
    "format": ("format", ["music format", "genre", "what kind of station"]),
    "launched": ("launched", ["on air since", "started", "first broadcast"]),
    "mastHeight": ("mast height", ["how tall", "height", "tower height"]),
    "erp": ("effective radiated power", ["ERP", "power", "output"]),
    "commissioned": ("commissioned", ["built", "in service since"]),
    "population": ("population covered", ["coverage", "how many people", "pop covered"]),
    "backupPower": ("backup power", ["generator", "standby power", "UPS"]),
    "slot": ("time slot", ["when is it on", "airtime", "slot"]),
    "runningSince": ("running since", ["first aired", "how long has it run"]),
    "gender": ("gender", []),
    "jobTitle": ("job title", ["role", "title", "position"]),
    "email": ("email", ["email address", "contact"]),
    "phone": ("phone", ["extension", "number"]),
    "version": ("version", ["release", "current version", "issue"]),
    "goLive": ("go-live date", ["went live", "live since"]),
    "annualCost": ("annual cost", ["running cost", "licence fee", "per year"]),
    "effectiveFrom": ("effective from", ["in force since", "valid from"]),
    "reviewDue": ("review due", ["next review", "review date"]),
    "status": ("status", ["state", "open or closed"]),
    "contractValue": ("contract value", ["value", "worth", "how much is it"]),
    "startDate": ("start date", ["started", "began"]),
    "endDate": ("end date", ["expires", "expiry", "runs until", "renewal date"]),
    "serviceLevel": ("service level", ["SLA", "availability guarantee", "guarantee"]),
    "target": ("target", ["goal", "threshold", "what are we aiming for"]),
    "definition": ("definition", ["how is it measured", "what counts", "how is it calculated"]),
    "occurredOn": ("occurred on", ["date", "when did it happen"]),
    "duration": ("duration", ["how long", "minutes off air", "time off air"]),
    "severity": ("severity", ["classification", "how serious"]),
    "eventCost": ("cost of the event", ["cost", "how much did it cost", "makegoods"]),
    "complaintsReceived": ("complaints received", ["how many complaints"]),
    "finding": ("main finding", ["root cause", "cause", "what caused it"]),
    "staff": ("staff", ["headcount", "how many people work there"]),
}

E = bundlekit.Entities()
ent = E.add


# -- organisations -------------------------------------------------------------------------------
ent("org_cvb", "Organisation", "Corrievale Broadcasting", ["CVB", "Corrievale"], ["Corievale", "Corrievail"],
    {"ledBy": "p_mairead_foy"})
ent("org_osb", "Organisation", "Office of Sound and Screen", ["OSS", "the broadcast regulator"], [])

# -- regions -------------------------------------------------------------------------------------
ent("reg_west", "Region", "Wenlow", ["Wenlow region", "the west"], ["Wenloe", "Wen Low"],
    {"partOf": "org_cvb"}, population="1.42 million adults")
ent("reg_east", "Region", "Eastholm", ["Eastholm region", "the east"], ["Eastholme", "East Holm"],
    {"partOf": "org_cvb"}, population="0.96 million adults")

# -- stations and channels -----------------------------------------------------------------------
ent("st_tullagh", "RadioStation", "Tullagh FM", ["Tullagh", "TFM"], ["Tulla FM", "Tullah FM"],
    {"inRegion": "reg_west", "carriedBy": "tx_tullagh", "basedAt": "stu_corran", "managedBy": "p_morwenna_roake"},
    frequency="97.4 FM", format="adult contemporary with local news", launched="1989")
ent("st_corran", "RadioStation", "Corran Radio", ["Corran", "CR"], ["Coran Radio", "Corren Radio"],
    {"inRegion": "reg_west", "carriedBy": "tx_brannock", "basedAt": "stu_corran", "managedBy": "p_idris_fane"},
    frequency="103.1 FM", format="talk and sport", launched="1996")
ent("st_marrowby", "RadioStation", "Marrowby Sound", ["Marrowby", "MBS"], ["Marowby Sound", "Marrowbie Sound"],
    {"inRegion": "reg_east", "carriedBy": "tx_marrowby", "basedAt": "stu_harbourgate", "managedBy": "p_rhiannon_lambe"},
    frequency="96.8 FM", format="classic hits", launched="1984")
ent("st_skelwick", "RadioStation", "Skelwick FM", ["Skelwick", "SKFM"], ["Skellwick FM", "Skelwik FM"],
    {"inRegion": "reg_east", "carriedBy": ["tx_marrowby", "tx_dunlish"], "basedAt": "stu_harbourgate",
     "managedBy": "p_rhiannon_lambe"},
    frequency="101.6 FM", format="community talk, phone-ins and country", launched="2003")
ent("tv_vale", "TVChannel", "Ardvane TV", ["Ardvane", "VTV", "the main channel"], ["Ardvain TV"],
    {"inRegion": ["reg_west", "reg_east"], "carriedBy": ["tx_tullagh", "tx_brannock", "tx_dunlish"],
     "basedAt": "stu_corran", "managedBy": "p_des_ostrander"},
    frequency="channel 3 on the regional multiplex", format="general entertainment and regional news",
    launched="1978")
ent("tv_valeplus", "TVChannel", "Ardvane TV Plus", ["Ardvane Plus", "VTV+", "the second channel"], ["Ardvain TV Plus"],
    {"inRegion": "reg_west", "carriedBy": "tx_brannock", "basedAt": "stu_corran", "managedBy": "p_des_ostrander"},
    frequency="channel 31 on the regional multiplex", format="lifestyle, rural affairs and repeats",
    launched="2014")

# -- transmitter sites ---------------------------------------------------------------------------
ent("tx_tullagh", "TransmitterSite", "Tullagh Transmitter", ["Tullagh", "Tullagh mast", "Tullagh tx"],
    ["Tulla transmitter"],
    {"inRegion": "reg_west", "operatedBy": "sup_pylonet"},
    mastHeight="187 m", erp="FM 10 kW, TV 40 kW", commissioned="1977", population="640,000 adults",
    backupPower="diesel generator, 8 hours of fuel (replaced after August 2025)")
ent("tx_brannock", "TransmitterSite", "Brannock Hill Transmitter", ["Brannock Hill", "Brannock", "Brannock mast"],
    ["Branock Hill", "Brannick Hill"],
    {"inRegion": "reg_west", "operatedBy": "sup_pylonet"},
    mastHeight="152 m", erp="FM 5 kW, TV 20 kW", commissioned="1983", population="780,000 adults",
    backupPower="diesel generator, 24 hours of fuel")
ent("tx_marrowby", "TransmitterSite", "Marrowby Transmitter", ["Marrowby", "Marrowby mast", "Marrowby tx"],
    ["Marowby transmitter"],
    {"inRegion": "reg_east", "operatedBy": "sup_pylonet"},
    mastHeight="121 m", erp="FM 8 kW", commissioned="1984", population="710,000 adults",
    backupPower="battery UPS, 2 hours")
ent("tx_dunlish", "TransmitterSite", "Dunlish Relay", ["Dunlish", "Dunlish relay station"], ["Dunlisch Relay"],
    {"inRegion": "reg_east", "operatedBy": "sup_pylonet"},
    mastHeight="45 m", erp="FM 0.5 kW, TV 2 kW", commissioned="2004", population="120,000 adults",
    backupPower="none")

# -- studio centres ------------------------------------------------------------------------------
ent("stu_corran", "Studio", "Corran Street Studios", ["Corran Street", "head office"], ["Coran Street Studios"],
    {"inRegion": "reg_west"}, staff="212", commissioned="2009")
ent("stu_harbourgate", "Studio", "Harbourgate Studios", ["Harbourgate", "Eastholm studios"], ["Harbourgate Studio"],
    {"inRegion": "reg_east"}, staff="64", commissioned="1998")

# -- programmes ----------------------------------------------------------------------------------
ent("prog_mornings", "Programme", "Tullagh Mornings", ["the breakfast show", "Mornings"], ["Tulla Mornings"],
    {"broadcastOn": "st_tullagh", "presentedBy": "p_orla_penhallow", "producedBy": "p_padraig_dowse"},
    slot="weekdays 06:00-10:00", runningSince="2011")
ent("prog_drive", "Programme", "Corran Drivetime", ["Drivetime", "the drive show"], ["Corran Drive Time"],
    {"broadcastOn": "st_corran", "presentedBy": "p_fergus_penhallow", "producedBy": "p_maud_inchbald"},
    slot="weekdays 16:00-19:00", runningSince="2016")
ent("prog_speaks", "Programme", "Skelwick Speaks", ["the phone-in", "Speaks"], ["Skelwick Speeks"],
    {"broadcastOn": "st_skelwick", "presentedBy": "p_dervla_quist", "producedBy": "p_maud_inchbald"},
    slot="weekdays 10:00-12:00", runningSince="2008")
ent("prog_afterdark", "Programme", "Marrowby After Dark", ["After Dark", "the late show"], ["Marrowby Afterdark"],
    {"broadcastOn": "st_marrowby", "presentedBy": "p_lachlan_wrenn", "producedBy": "p_padraig_dowse"},
    slot="nightly 22:00-01:00", runningSince="2019")
ent("prog_news", "Programme", "Ardvane Evening News", ["the evening news", "VEN", "the 6 oclock news"],
    ["Ardvane Evening Nws"],
    {"broadcastOn": "tv_vale", "presentedBy": ["p_imelda_sarkis", "p_rhodri_blaise"], "producedBy": "p_adaora_ezenwa"},
    slot="daily 18:00-18:30", runningSince="1981")
ent("prog_furrow", "Programme", "Field and Furrow", ["Field & Furrow", "the farming show"], ["Feild and Furrow"],
    {"broadcastOn": "tv_valeplus", "presentedBy": "p_ewart_calder", "producedBy": "p_adaora_ezenwa"},
    slot="Sundays 12:00-13:00", runningSince="2015")
ent("prog_brainbox", "Programme", "Brainbox Friday", ["Brainbox", "the quiz"], ["Brain Box Friday"],
    {"broadcastOn": "tv_vale", "presentedBy": "p_rhodri_blaise", "producedBy": "p_yusra_bellamy"},
    slot="Fridays 19:30-20:30", runningSince="2022")

# -- teams ---------------------------------------------------------------------------------------
ent("t_tx", "Team", "Transmission Operations", ["transmission team", "tx ops", "the network desk"],
    ["Transmision Operations"], {"partOf": "org_cvb", "ledBy": "p_bryn_tolley"})
ent("t_tech", "Team", "Broadcast Technology", ["broadcast tech", "BT team"], [],
    {"partOf": "org_cvb", "ledBy": "p_livia_vescovi"})
ent("t_sched", "Team", "Scheduling and Presentation", ["scheduling", "presentation", "the schedulers"], [],
    {"partOf": "org_cvb", "ledBy": "p_nuala_garvey"})
ent("t_compliance", "Team", "Compliance and Standards", ["compliance team", "standards team"], ["Complience"],
    {"partOf": "org_cvb", "ledBy": "p_lise_haugen"})
ent("t_sales", "Team", "Airtime Sales", ["ad sales", "the sales team"], [],
    {"partOf": "org_cvb", "ledBy": "p_tess_mulvaney"})
ent("t_newsroom", "Team", "Ardvane Newsroom", ["the newsroom", "news team"], [],
    {"partOf": "org_cvb", "ledBy": "p_adaora_ezenwa"})
ent("t_research", "Team", "Audience Research", ["research", "the audience team"], [],
    {"partOf": "org_cvb", "ledBy": "p_elin_maddox"})


# -- people --------------------------------------------------------------------------------------
def person(id_, label, alt, team, title, gender, hidden=(), email=None):
    local = label.lower().replace(" ", ".").replace("'", "")
    ent(id_, "Person", label, alt, hidden, {"memberOf": team}, gender=gender, jobTitle=title,
        email=email or f"{local}@corrievale.example")


person("p_mairead_foy", "Mairead Foy", ["Foy", "the MD"], "t_sched", "Managing Director", "female", ["Mairead Foye"])
person("p_morwenna_roake", "Morwenna Roake", ["Mo Roake", "Roake", "Morwenna"], "t_sched",
       "Station Manager, Tullagh FM", "female", ["Morwena Roake"])
person("p_idris_fane", "Idris Fane", ["Fane", "Idris"], "t_sched", "Station Manager, Corran Radio", "male",
       ["Idris Fayne"])
person("p_rhiannon_lambe", "Rhiannon Lambe", ["Lambe", "Rhiannon"], "t_sched",
       "Station Manager, Marrowby Sound and Skelwick FM", "female", ["Rhiannon Lamb"])
person("p_des_ostrander", "Desmond Ostrander", ["Ostrander", "Des"], "t_sched", "Head of Television", "male")
person("p_orla_penhallow", "Orla Penhallow", ["Penhallow", "Orla"], "t_sched", "Presenter, Tullagh Mornings", "female",
       ["Orla Penhalow"])
person("p_fergus_penhallow", "Fergus Penhallow", ["Penhallow", "Fergus", "Fergie"], "t_sched",
       "Presenter, Corran Drivetime", "male", ["Fergus Penhalow"])
person("p_dervla_quist", "Dervla Quist", ["Quist", "Dervla"], "t_sched", "Presenter, Skelwick Speaks", "female",
       ["Dervla Quest"])
person("p_lachlan_wrenn", "Lachlan Wrenn", ["Wrenn", "Lachie Wrenn"], "t_sched", "Presenter, Marrowby After Dark",
       "male", ["Lachlan Wren"])
person("p_imelda_sarkis", "Imelda Sarkis", ["Sarkis", "Imelda"], "t_newsroom", "News Presenter, Ardvane Evening News",
       "female", ["Imelda Sarkiss"])
person("p_rhodri_blaise", "Rhodri Blaise", ["Blaise", "Rhodri"], "t_newsroom",
       "News Presenter, Ardvane Evening News, and host of Brainbox Friday", "male", ["Rhodri Blaze"])
person("p_ewart_calder", "Ewart Calder", ["Calder", "Ewart"], "t_newsroom", "Presenter, Field and Furrow", "male")
person("p_padraig_dowse", "Padraig Dowse", ["Dowse", "Padraig"], "t_sched", "Senior Radio Producer", "male",
       ["Padraic Dowse", "Padraig Douse"])
person("p_maud_inchbald", "Maud Inchbald", ["Inchbald", "Maud"], "t_sched", "Radio Producer, talk programmes", "female",
       ["Maud Inchbold"])
person("p_adaora_ezenwa", "Adaora Ezenwa", ["Ezenwa", "Adaora"], "t_newsroom", "Head of News and Factual", "female")
person("p_yusra_bellamy", "Yusra Bellamy", ["Bellamy", "Yusra"], "t_sched", "Entertainment Producer", "female")
person("p_bryn_tolley", "Bryn Tolley", ["Tolley", "Bryn"], "t_tx", "Head of Transmission", "male", ["Bryn Tolly"])
person("p_declan_garvey", "Declan Garvey", ["Declan", "Dec"], "t_tx", "Transmission Engineer, Wenlow", "male")
person("p_conn_brady", "Conn Brady", ["Brady", "Conn"], "t_tx", "Transmission Engineer, Eastholm", "male")
person("p_nuala_garvey", "Nuala Garvey", ["Nuala"], "t_sched", "Head of Scheduling and Presentation", "female")
person("p_livia_vescovi", "Livia Vescovi", ["Vescovi", "Livia"], "t_tech", "Head of Broadcast Technology", "female",
       ["Livia Vescovy"])
person("p_jonah_pickard", "Jonah Pickard", ["Pickard", "Jonah"], "t_tech", "Playout Engineer", "male",
       ["Jonah Picard"])
person("p_lise_haugen", "Lise Haugen", ["Haugen", "Lise"], "t_compliance", "Head of Compliance", "female",
       ["Lisa Haugen"])
person("p_omar_rashed", "Omar Rashed", ["Rashed", "Omar"], "t_compliance", "Complaints Lead", "male",
       ["Omar Rashid"])
person("p_tess_mulvaney", "Tess Mulvaney", ["Mulvaney", "Tess"], "t_sales", "Head of Airtime Sales", "female",
       ["Tess Mulvany"])
person("p_kiran_dhillon", "Kiran Dhillon", ["Dhillon", "Kiran"], "t_compliance", "Music Licensing Manager", "male")
person("p_elin_maddox", "Elin Maddox", ["Maddox", "Elin"], "t_research", "Audience Research Manager", "female")

# -- systems and modules -------------------------------------------------------------------------
ent("sys_orrery", "System", "Orrery Playout", ["Orrery", "TV playout", "the playout system"],
    ["Orrery Play-out", "Orery"],
    {"systemOwner": "p_livia_vescovi", "suppliedBy": "sup_orrery"},
    version="7.4", goLive="March 2020", annualCost="GBP 265,000")
ent("mod_orrery_ingest", "Module", "Orrery Ingest", ["ingest", "the ingest module"], [],
    {"partOf": "sys_orrery", "systemOwner": "p_jonah_pickard", "suppliedBy": "sup_orrery"},
    version="3.2", goLive="June 2023")
ent("mod_orrery_graphics", "Module", "Orrery Graphics", ["on-screen graphics", "CG", "the graphics module"], [],
    {"partOf": "sys_orrery", "systemOwner": "p_adaora_ezenwa", "suppliedBy": "sup_orrery"},
    version="2.9", goLive="March 2020")
ent("sys_cadenza", "System", "Cadenza Radio Automation", ["Cadenza", "radio playout", "the automation"],
    ["Cadensa", "Kadenza"],
    {"systemOwner": "p_idris_fane", "suppliedBy": "sup_cadenza"},
    version="11.1", goLive="January 2018", annualCost="GBP 88,000")
ent("mod_cadenza_logger", "Module", "Cadenza Logger", ["the logger", "compliance logger", "music log"],
    ["Cadenza Loger"],
    {"partOf": "sys_cadenza", "systemOwner": "p_kiran_dhillon", "suppliedBy": "sup_cadenza"},
    version="5.1", goLive="May 2021", annualCost="GBP 12,000")
ent("sys_tally", "System", "Tallyframe Scheduling", ["Tallyframe", "the scheduling system", "schedules system"],
    ["Tally Frame", "Talleyframe"],
    {"systemOwner": "p_nuala_garvey", "suppliedBy": "sup_tally"},
    version="12.2", goLive="September 2019", annualCost="GBP 140,000")
ent("mod_tally_traffic", "Module", "Tallyframe Traffic", ["traffic", "ad traffic", "the traffic module"],
    ["Tally Frame Traffic"],
    {"partOf": "sys_tally", "systemOwner": "p_tess_mulvaney", "suppliedBy": "sup_tally"},
    version="12.0", goLive="September 2019", annualCost="GBP 36,000")
ent("sys_vigil", "System", "Vigil Transmitter Monitoring", ["Vigil", "tx monitoring", "the monitoring system"],
    ["Vigill"],
    {"systemOwner": "p_bryn_tolley", "suppliedBy": "sup_kestrand"},
    version="4.0", goLive="February 2022", annualCost="GBP 31,000")

# -- suppliers -----------------------------------------------------------------------------------
ent("sup_orrery", "Supplier", "Orrery Media Systems", ["Orrery", "Orrery Media"], ["Orrery Media Sytems"], {})
ent("sup_pylonet", "Supplier", "Pylonet Transmission", ["Pylonet", "the transmission provider"],
    ["Pylonett", "Pilonet"], {})
ent("sup_phonorights", "Supplier", "Phonorights Collective", ["Phonorights", "the music collective"],
    ["Phono Rights", "Phonoright"], {})
ent("sup_cadenza", "Supplier", "Cadenza Audio Ltd", ["Cadenza Audio"], [], {})
ent("sup_kestrand", "Supplier", "Kestrand Electronics", ["Kestrand"], ["Kestrand Electronic", "Kestrond"], {})
ent("sup_tally", "Supplier", "Tallyframe Software", ["Tallyframe Software Ltd"], [], {})

# -- contracts -----------------------------------------------------------------------------------
ent("con_pyl_2021", "Contract", "Pylonet Transmission Agreement 2021",
    ["Pylonet agreement", "transmission agreement 2021", "the old transmission contract"], [],
    {"contractor": "sup_pylonet", "contractManager": "p_bryn_tolley",
     "covers": ["tx_tullagh", "tx_brannock", "tx_marrowby", "tx_dunlish"]},
    version="1", contractValue="GBP 2.1m a year", startDate="1 April 2021", endDate="31 March 2025",
    serviceLevel="99.8% availability per site per quarter", status="expired")
ent("con_pyl_2025", "Contract", "Pylonet Transmission Agreement 2025",
    ["Pylonet agreement", "transmission agreement 2025", "the new transmission contract"], [],
    {"supersedes": "con_pyl_2021", "contractor": "sup_pylonet", "contractManager": "p_bryn_tolley",
     "covers": ["tx_tullagh", "tx_brannock", "tx_marrowby", "tx_dunlish"]},
    version="2", contractValue="GBP 2.4m a year", startDate="1 April 2025", endDate="31 March 2032",
    serviceLevel="99.9% availability per site per quarter, service credits of 2% of the quarterly fee per 0.1%",
    status="in force")
ent("con_music", "Contract", "Phonorights Music Licence", ["music licence", "PRC licence", "the blanket licence"],
    ["Phonorights Music License"],
    {"contractor": "sup_phonorights", "contractManager": "p_kiran_dhillon",
     "covers": ["st_tullagh", "st_corran", "st_marrowby", "st_skelwick", "tv_vale", "tv_valeplus"]},
    version="2024 edition", contractValue="GBP 640,000 a year plus 3.1% of radio ad revenue",
    startDate="1 January 2024", endDate="31 December 2026", status="in force")
ent("con_orrery", "Contract", "Orrery Playout Support Contract", ["Orrery support contract", "playout support"], [],
    {"contractor": "sup_orrery", "contractManager": "p_livia_vescovi", "covers": "sys_orrery"},
    version="3", contractValue="GBP 265,000 a year", startDate="1 March 2023", endDate="28 February 2026",
    serviceLevel="4-hour on-site response, 30-minute remote response for on-air faults", status="in force")
ent("con_kestrand", "Contract", "Kestrand Transmitter Maintenance Contract",
    ["Kestrand contract", "transmitter maintenance contract"], [],
    {"contractor": "sup_kestrand", "contractManager": "p_declan_garvey",
     "covers": ["tx_tullagh", "tx_brannock", "tx_marrowby", "tx_dunlish"]},
    version="1.2", contractValue="GBP 310,000 a year", startDate="1 July 2022", endDate="30 June 2027",
    serviceLevel="engineer on site within 6 hours", status="in force")
ent("con_tally", "Contract", "Tallyframe Licence Agreement", ["Tallyframe licence", "scheduling licence"], [],
    {"contractor": "sup_tally", "contractManager": "p_nuala_garvey", "covers": ["sys_tally", "mod_tally_traffic"]},
    version="2", contractValue="GBP 176,000 a year", startDate="1 September 2022", endDate="31 August 2026",
    status="in force")

# -- policies ------------------------------------------------------------------------------------
ent("pol_ed_2023", "Policy", "Editorial and Complaints Policy 2023", ["editorial policy 2023", "ECP 2023"], [],
    {"documentOwner": "p_lise_haugen", "appliesTo": "t_compliance"},
    version="4", effectiveFrom="1 February 2023", status="superseded")
ent("pol_ed_2025", "Policy", "Editorial and Complaints Policy 2025",
    ["editorial policy 2025", "ECP 2025", "the complaints policy", "the new editorial policy"], [],
    {"supersedes": "pol_ed_2023", "documentOwner": "p_lise_haugen", "appliesTo": "t_compliance"},
    version="5", effectiveFrom="1 June 2025", reviewDue="June 2027", status="in force")
ent("pol_resilience", "Policy", "Transmission Resilience Policy", ["resilience policy", "TRP"], [],
    {"documentOwner": "p_bryn_tolley", "appliesTo": "t_tx"},
    version="3", effectiveFrom="1 January 2024", reviewDue="December 2025", status="in force")
ent("pol_tower", "Policy", "Tower Access Policy", ["mast access policy", "tower policy"], [],
    {"documentOwner": "p_bryn_tolley", "appliesTo": "t_tx"},
    version="2", effectiveFrom="1 May 2024", reviewDue="May 2026", status="in force")
ent("pol_ads", "Policy", "Advertising Scheduling Policy", ["ad policy", "advertising policy", "scheduling rules"], [],
    {"documentOwner": "p_tess_mulvaney", "appliesTo": "t_sales"},
    version="6", effectiveFrom="1 October 2025", reviewDue="October 2026", status="in force")

# -- procedures ----------------------------------------------------------------------------------
ent("proc_complaints", "Procedure", "Audience Complaints Procedure", ["complaints process"],
    ["Audience Complaint Procedure"],
    {"implements": "pol_ed_2025", "documentOwner": "p_omar_rashed"}, version="5.1", effectiveFrom="1 June 2025")
ent("proc_phonein", "Procedure", "Live Phone-in Procedure", ["phone-in procedure", "delay button procedure"],
    ["Live Phonein Procedure"],
    {"implements": "pol_ed_2025", "documentOwner": "p_maud_inchbald"}, version="2.0", effectiveFrom="1 June 2025")
ent("proc_offair", "Procedure", "Off-Air Escalation Procedure", ["off-air procedure", "escalation procedure"],
    ["Off Air Escalation Procedure"],
    {"implements": "pol_resilience", "documentOwner": "p_bryn_tolley"}, version="3.2", effectiveFrom="1 January 2024")
ent("proc_failover", "Procedure", "Playout Failover Procedure", ["failover procedure", "DR playout procedure"],
    ["Playout Fail-over Procedure"],
    {"implements": "pol_resilience", "documentOwner": "p_jonah_pickard"}, version="1.4", effectiveFrom="1 March 2024")
ent("proc_climb", "Procedure", "Mast Climb Procedure", ["climbing procedure", "mast climb SOP"], [],
    {"implements": "pol_tower", "documentOwner": "p_declan_garvey"}, version="2.1", effectiveFrom="1 May 2024")
ent("proc_adclear", "Procedure", "Ad Clearance Procedure", ["ad clearance", "copy clearance"], [],
    {"implements": "pol_ads", "documentOwner": "p_tess_mulvaney"}, version="4", effectiveFrom="1 October 2025")

# -- KPIs ----------------------------------------------------------------------------------------
ent("m_reach", "Metric", "Weekly Reach", ["reach", "weekly reach %"], ["weekly rech"],
    {"reportedBy": "t_research"}, target="radio 30% of adults, Ardvane TV 55%",
    definition="share of adults in the area who listened or watched for at least 15 minutes in an average week")
ent("m_share", "Metric", "Audience Share", ["share", "listening share", "viewing share"], ["audiance share"],
    {"reportedBy": "t_research"}, target="radio 12%, Ardvane TV 18%",
    definition="the station's share of all radio listening (or TV viewing) hours in its area")
ent("m_hours", "Metric", "Listening Hours", ["listening hrs", "total listening hours"], [],
    {"reportedBy": "t_research"}, target="radio 7.5 hours per listener per week",
    definition="average hours per listener per week (time spent listening); for TV, viewing hours")
ent("m_offair", "Metric", "Off-Air Minutes", ["off-air", "minutes off air", "outage minutes"], ["offair minutes"],
    {"reportedBy": "t_tx"}, target="under 10 minutes per station per month",
    definition="minutes a station was not received by more than 5% of its coverage population")
ent("m_availability", "Metric", "Transmission Availability", ["availability", "tx availability", "tx avail"], [],
    {"reportedBy": "t_tx"}, target="99.9% per site per quarter",
    definition="share of time a transmitter site radiated at full power, per site")
ent("m_complaints", "Metric", "Audience Complaints", ["complaints", "complaints figure"], ["audience complaint"],
    {"reportedBy": "t_compliance"}, target="under 40 a month per station",
    definition="written and phoned complaints logged in a month, all categories")
ent("m_adrev", "Metric", "Ad Revenue", ["revenue", "airtime revenue", "ad rev"], ["advertising revenu"],
    {"reportedBy": "t_sales"}, target="set per station in the annual sales plan",
    definition="net airtime and sponsorship revenue after agency commission, GBP thousands")
ent("m_sellout", "Metric", "Airtime Sell-Out", ["sell-out", "sellout", "inventory sold"], [],
    {"reportedBy": "t_sales"}, target="85%",
    definition="share of available ad minutes sold")

# -- incidents -----------------------------------------------------------------------------------
ent("inc_tullagh", "Incident", "Tullagh Off-Air Event", ["the Tullagh outage", "Tullagh power failure"],
    ["Tullagh Offair Event"],
    {"occurredAt": "tx_tullagh", "affected": ["st_tullagh", "tv_vale"]},
    occurredOn="12 August 2025", duration="94 minutes", severity="major (category 1 off-air)",
    eventCost="GBP 58,000", complaintsReceived="117", status="closed")
ent("inc_brannock", "Incident", "Brannock Hill Feeder Fault", ["the feeder fault", "Brannock feeder fault"], [],
    {"occurredAt": "tx_brannock", "affected": ["st_corran"]},
    occurredOn="19 July 2025", duration="19 minutes", severity="minor (category 3)",
    eventCost="GBP 7,400", complaintsReceived="6", status="closed")
ent("inc_lightning", "Incident", "Marrowby Lightning Strike", ["the Marrowby strike"],
    ["Marrowby Lightening Strike"],
    {"occurredAt": "tx_marrowby", "affected": ["st_marrowby", "st_skelwick"]},
    occurredOn="3 September 2025", duration="41 minutes off air, then 6 days at reduced power",
    severity="major (category 2)", eventCost="GBP 96,000", complaintsReceived="58", status="closed")
ent("inc_playout", "Incident", "Ardvane TV Playout Failure", ["playout failure", "the black screen"],
    ["Ardvane TV Play-out Failure"],
    {"occurredAt": "stu_corran", "affected": ["tv_vale", "sys_orrery"]},
    occurredOn="7 October 2025", duration="11 minutes of black screen", severity="major (category 1 on-air)",
    eventCost="GBP 23,000", complaintsReceived="164", status="under investigation")
ent("inc_phonein", "Incident", "Skelwick Speaks Phone-in Complaint", ["phone-in complaint", "the caller incident"],
    ["Skelwick Speaks Phonein Complaint"],
    {"occurredAt": "stu_harbourgate", "affected": ["prog_speaks", "st_skelwick"]},
    occurredOn="16 September 2025", duration="caller on air for 48 seconds", severity="serious editorial breach",
    eventCost="GBP 4,000 legal advice", complaintsReceived="212", status="closed, regulator enquiry open")
ent("inc_adbreak", "Incident", "Ardvane TV Plus Ad Break Error", ["ad break error", "the wrong ad"],
    ["Ardvane TV Plus Advert Error"],
    {"occurredAt": "stu_corran", "affected": ["tv_valeplus", "mod_tally_traffic"]},
    occurredOn="21 August 2025", duration="one 3-minute break", severity="serious advertising breach",
    eventCost="GBP 46,000 in makegoods", complaintsReceived="38", status="closed")

# -- investigations ------------------------------------------------------------------------------
ent("inv_tullagh", "Investigation", "Tullagh Off-Air Investigation", ["the Tullagh investigation"], [],
    {"investigates": "inc_tullagh", "investigatedBy": "p_declan_garvey"}, status="final, 9 September 2025",
    finding="mains failure plus a standby generator whose start battery was flat")
ent("inv_lightning", "Investigation", "Marrowby Lightning Investigation", ["the lightning investigation"], [],
    {"investigates": "inc_lightning", "investigatedBy": "p_conn_brady"}, status="final, 30 September 2025",
    finding="direct strike on the FM antenna; earthing strap corroded and not checked since 2022")
ent("inv_playout", "Investigation", "Playout Failure Investigation", ["the playout investigation"], [],
    {"investigates": "inc_playout", "investigatedBy": "p_jonah_pickard"}, status="interim, 14 October 2025",
    finding="a Orrery Ingest update filled the main playout server's cache disk; the backup was not armed")
ent("inv_phonein", "Investigation", "Phone-in Complaint Investigation", ["the phone-in investigation"], [],
    {"investigates": "inc_phonein", "investigatedBy": "p_lise_haugen"}, status="final, 3 October 2025",
    finding="delay unit bypassed after a studio fault; producer not told; caller not screened")
ent("inv_adbreak", "Investigation", "Ad Break Error Investigation", ["the ad break investigation"], [],
    {"investigates": "inc_adbreak", "investigatedBy": "p_tess_mulvaney"}, status="final, 12 September 2025",
    finding="a manual log change in Tallyframe Traffic skipped the scheduling restriction check")
