"""The Larkmoor Hospitality Group operations knowledge graph: classes, properties and entities.

make_bundle.py turns these tables into ontology.ttl; build_docs.py and cases.py refer to the
entity ids. Larkmoor is a fictional group of six hotels in the fictional county of Westmoor
(two upscale Larkmoor hotels, three Nestway budget hotels, one Fenwick Collection country house)
with their restaurants, spas and conference centres; every name, person, figure, place and
event here is invented. The KB is the one its revenue, front office, housekeeping, engineering,
F&B, guest relations, procurement and IT staff share.
"""

from __future__ import annotations

import bundlekit

NS = "http://example.org/larkmoor-hotels#"

# class id: (label, type-noun aliases, parent class or None)
CLASSES = {
    "Organisation": ("organisation", ["company", "group", "body"], None),
    "Brand": ("brand", ["hotel brand", "flag", "label"], None),
    "Hotel": ("hotel", ["property", "site", "house"], None),
    "Restaurant": ("restaurant", ["F&B outlet", "outlet", "dining room"], None),
    "Spa": ("spa", ["wellness centre", "leisure club", "pool"], None),
    "ConferenceCentre": ("conference centre", ["events centre", "meeting space", "venue", "conference center"], None),
    "RoomType": ("room type", ["room category", "room", "category"], None),
    "RatePlan": ("rate plan", ["rate", "tariff", "rate code", "package"], None),
    "AddOn": ("add-on", ["extra", "upsell", "option"], None),
    "LoyaltyTier": ("loyalty tier", ["tier", "membership level", "status"], None),
    "Team": ("department", ["team", "function"], None),
    "Person": ("person", ["colleague", "manager", "staff member"], None),
    "System": ("system", ["platform", "application", "software", "tool"], None),
    "Module": ("module", ["component", "app"], "System"),
    "Policy": ("policy", ["group policy", "standard"], None),
    "Procedure": ("procedure", ["process", "SOP", "checklist"], None),
    "Supplier": ("supplier", ["vendor", "contractor", "firm"], None),
    "Contract": ("contract", ["agreement", "framework", "licence"], None),
    "Metric": ("KPI", ["metric", "measure", "indicator"], None),
    "Incident": ("incident", ["guest incident", "event", "issue"], None),
}

OBJECT_PROPERTIES = {
    "partOf": ("part of", ["belongs to", "module of", "sits under"]),
    "brand": ("brand", ["which brand", "flag"]),
    "locatedAt": ("located at", ["in which hotel", "at which hotel", "whose outlet"]),
    "managedBy": ("managed by", ["general manager", "GM", "manager", "who runs it"]),
    "ledBy": ("led by", ["head", "head of", "who's in charge"]),
    "memberOf": ("member of", ["works in", "team"]),
    "reportsTo": ("reports to", ["line manager", "boss"]),
    "worksAt": ("based at", ["works at", "which hotel is she at", "which hotel is he at"]),
    "offeredAt": ("offered at", ["which hotels have it", "available at", "sold at"]),
    "addOnFor": ("add-on for", ["works with", "can be added to"]),
    "systemOwner": ("system owner", ["owner", "business owner"]),
    "suppliedBy": ("supplied by", ["vendor", "made by"]),
    "usedAt": ("used at", ["which hotels use it", "rolled out at", "live at"]),
    "documentOwner": ("document owner", ["owner", "author", "signed off by"]),
    "supersedes": ("supersedes", ["replaces", "previous version", "older edition"]),
    "implements": ("implements", ["under the policy", "follows"]),
    "contractor": ("contractor", ["with", "awarded to", "contract holder"]),
    "contractManager": ("contract manager", ["who manages the contract", "account owner"]),
    "covers": ("covers", ["scope", "which hotels are covered"]),
    "affected": ("affected", ["where did it happen", "impacted"]),
    "causedBy": ("caused by", ["whose fault", "root cause party"]),
    "incidentManager": ("incident manager", ["who handled it", "incident lead"]),
    "reportedBy": ("reported by", ["KPI owner", "published by"]),
}

DATA_PROPERTIES = {
    "hotelCode": ("hotel code", ["code", "property code"]),
    "rooms": ("rooms", ["room count", "how many rooms", "keys"]),
    "starRating": ("star rating", ["stars", "grading"]),
    "opened": ("opened", ["year opened", "how old"]),
    "address": ("address", ["where is it", "location"]),
    "seats": ("seats", ["covers", "how many covers"]),
    "cuisine": ("cuisine", ["type of food", "menu style"]),
    "openingHours": ("opening hours", ["hours", "when is it open"]),
    "treatmentRooms": ("treatment rooms", ["how many treatment rooms"]),
    "poolLength": ("pool length", ["pool size", "how long is the pool"]),
    "capacity": ("capacity", ["max delegates", "how many people fit", "theatre style"]),
    "meetingRooms": ("meeting rooms", ["breakout rooms", "how many rooms"]),
    "roomSize": ("room size", ["size", "how big", "square metres"]),
    "maxOccupancy": ("max occupancy", ["sleeps", "how many guests"]),
    "bedType": ("bed type", ["beds", "bed"]),
    "rackRate": ("rack rate", ["price per night", "full price", "how much a night"]),
    "discount": ("discount", ["how much off", "saving"]),
    "cancellationTerms": ("cancellation terms", ["cancellation", "refundable", "can they cancel"]),
    "bookingWindow": ("booking window", ["how far ahead", "advance purchase"]),
    "includes": ("includes", ["what's included", "inclusions"]),
    "price": ("price", ["cost", "how much"]),
    "qualifyingNights": ("qualifying nights", ["nights needed", "how many nights to qualify"]),
    "benefits": ("benefits", ["perks", "what do they get"]),
    "gender": ("gender", []),
    "jobTitle": ("job title", ["role", "title", "position"]),
    "email": ("email", ["email address"]),
    "phone": ("phone", ["extension", "number", "phone number"]),
    "headcount": ("headcount", ["staff", "how many people", "FTE"]),
    "version": ("version", ["release", "current version"]),
    "goLive": ("go-live date", ["went live", "live since"]),
    "annualCost": ("annual cost", ["running cost", "per year", "licence fee"]),
    "effectiveFrom": ("effective from", ["in force since", "valid from"]),
    "reviewDue": ("review due", ["next review", "review date"]),
    "contractValue": ("contract value", ["value", "worth"]),
    "startDate": ("start date", ["started", "began"]),
    "endDate": ("end date", ["expires", "expiry", "runs until", "renewal"]),
    "sla": ("service level", ["SLA", "turnaround", "response time"]),
    "target": ("target", ["goal", "budget", "what are we aiming for"]),
    "definition": ("definition", ["how is it measured", "how is it calculated", "what counts"]),
    "occurredOn": ("occurred on", ["date", "when did it happen"]),
    "duration": ("duration", ["how long", "down for"]),
    "guestsAffected": ("guests affected", ["how many guests", "impact"]),
    "severity": ("severity", ["priority", "how serious"]),
    "cost": ("cost of the incident", ["how much did it cost", "damage", "compensation paid"]),
}

E = bundlekit.Entities()
ent = E.add

# -- organisations -------------------------------------------------------------------------------
ent("org_larkmoor", "Organisation", "Larkmoor Hospitality Group", ["LHG", "Larkmoor Group"], ["Larkmore Group"],
    {"ledBy": "p_helen_ashby"}, address="4 Cathedral Walk, Westmoor")
ent("org_wtb", "Organisation", "Westmoor Tourism Board", ["WTB", "the tourism board", "the grading body"], [])

# -- brands --------------------------------------------------------------------------------------
ent("br_larkmoor", "Brand", "Larkmoor Hotels", ["Larkmoor"], ["Larkmore"], {"partOf": "org_larkmoor"})
ent("br_nestway", "Brand", "Nestway", ["Nestway Hotels", "the budget brand"], ["Nestaway", "Nest way"], {"partOf": "org_larkmoor"})
ent("br_fenwick", "Brand", "Fenwick Collection", ["Fenwick", "the boutique brand"], ["Fenwik"], {"partOf": "org_larkmoor"})

# -- hotels --------------------------------------------------------------------------------------
ent("h_ashcombe", "Hotel", "Larkmoor Ashcombe", ["Ashcombe", "ASH", "Ashcombe hotel"], ["Ashcomb", "Ashcome"],
    {"brand": "br_larkmoor", "partOf": "org_larkmoor", "managedBy": "p_chris_doyle"},
    hotelCode="ASH", rooms="184", starRating="4 stars", opened="2009", address="1 Minster Row, Ashcombe",
    headcount="212")
ent("h_corrin", "Hotel", "Larkmoor Corrin Bay", ["Corrin Bay", "CRB", "Corrin Bay hotel"], ["Corin Bay", "Corrinbay"],
    {"brand": "br_larkmoor", "partOf": "org_larkmoor", "managedBy": "p_chris_okoro"},
    hotelCode="CRB", rooms="142", starRating="4 stars", opened="1998 (refurbished 2021)",
    address="The Esplanade, Corrin Bay", headcount="176")
ent("h_kelby", "Hotel", "Nestway Kelby", ["Kelby", "KLT", "Nestway Kelby Town", "Kelby town"], ["Kelbey"],
    {"brand": "br_nestway", "partOf": "org_larkmoor", "managedBy": "p_rahul_mehta"},
    hotelCode="KLT", rooms="96", starRating="3 stars", opened="2016", address="22 Mill Lane, Kelby", headcount="41")
ent("h_kelbyair", "Hotel", "Nestway Kelby Airport", ["Kelby", "KLA", "Kelby Airport", "the airport hotel"], ["Kelby Airprt", "Kelbey Airport"],
    {"brand": "br_nestway", "partOf": "org_larkmoor", "managedBy": "p_jana_novak"},
    hotelCode="KLA", rooms="210", starRating="3 stars", opened="2019", address="Terminal Road, Kelby Airport",
    headcount="88")
ent("h_wrenford", "Hotel", "Nestway Wrenford", ["Wrenford", "WRN"], ["Wrenferd", "Wrenfort"],
    {"brand": "br_nestway", "partOf": "org_larkmoor", "managedBy": "p_peter_lind"},
    hotelCode="WRN", rooms="88", starRating="3 stars", opened="2014", address="Station Square, Wrenford", headcount="37")
ent("h_dunholt", "Hotel", "Dunholt Hall", ["Dunholt", "DNH"], ["Dunhlot", "Dunholt Hal"],
    {"brand": "br_fenwick", "partOf": "org_larkmoor", "managedBy": "p_ffion_pryce"},
    hotelCode="DNH", rooms="38", starRating="5 stars", opened="2022 (as a hotel; house built 1790)",
    address="Dunholt Hall, Dunholt Vale", headcount="74")

# -- restaurants, spas and conference centres ------------------------------------------------------
ent("r_grill", "Restaurant", "Ashcombe Grill", ["the Grill"], ["Ashcombe Grille"],
    {"locatedAt": "h_ashcombe", "managedBy": "p_marco_bellini"},
    seats="110", cuisine="steaks and British grill", openingHours="17:30-22:30 daily, Sunday lunch 12:00-15:00")
ent("r_tidehouse", "Restaurant", "The Tidehouse", ["Tidehouse", "the seafood restaurant"], ["Tide House", "Tidehuose"],
    {"locatedAt": "h_corrin", "managedBy": "p_marco_bellini"},
    seats="86", cuisine="seafood", openingHours="12:00-14:30 and 18:00-22:00, closed Mondays")
ent("r_saffron", "Restaurant", "Saffron Room", ["the Saffron"], ["Safron Room"],
    {"locatedAt": "h_dunholt", "managedBy": "p_ffion_pryce"},
    seats="40", cuisine="seasonal tasting menu", openingHours="19:00-21:30 Wednesday to Sunday")
ent("s_ashcombe", "Spa", "Ashcombe Spa", ["the spa at Ashcombe"], ["Ashcombe Spar"],
    {"locatedAt": "h_ashcombe", "managedBy": "p_ines_carvalho"},
    treatmentRooms="6", poolLength="15 m", openingHours="07:00-21:00")
ent("s_corrin", "Spa", "Corrin Bay Spa", ["the spa at Corrin Bay", "CB Spa"], ["Corin Bay Spa"],
    {"locatedAt": "h_corrin", "managedBy": "p_bea_thornton"},
    treatmentRooms="8", poolLength="20 m", openingHours="06:30-22:00")
ent("cc_ashcombe", "ConferenceCentre", "Ashcombe Conference Centre", ["ACC", "the conference centre at Ashcombe"], [],
    {"locatedAt": "h_ashcombe", "managedBy": "p_rosa_jimenez"},
    capacity="350 theatre style, 220 banquet", meetingRooms="6", opened="2015")
ent("cc_kelbyair", "ConferenceCentre", "Kelby Airport Conference Centre", ["KACC", "the airport conference centre"], [],
    {"locatedAt": "h_kelbyair", "managedBy": "p_rosa_jimenez"},
    capacity="120 theatre style, 80 banquet", meetingRooms="4", opened="2019")

# -- room types ----------------------------------------------------------------------------------
ent("rt_classic", "RoomType", "Classic Double", ["classic", "CLD"], ["Clasic Double"],
    {"offeredAt": ["h_ashcombe", "h_corrin"]},
    roomSize="22 square metres", maxOccupancy="2 adults", bedType="one double bed", rackRate="GBP 149 a night")
ent("rt_deluxe", "RoomType", "Deluxe King", ["deluxe", "DLK"], ["Delux King"],
    {"offeredAt": ["h_ashcombe", "h_corrin", "h_dunholt"]},
    roomSize="30 square metres", maxOccupancy="2 adults and 1 child", bedType="one king bed", rackRate="GBP 199 a night")
ent("rt_seaview", "RoomType", "Sea View Suite", ["sea view", "SVS", "the suite"], ["Seaview Suite"],
    {"offeredAt": ["h_corrin"]},
    roomSize="48 square metres", maxOccupancy="2 adults and 2 children", bedType="one super king bed and a sofa bed",
    rackRate="GBP 329 a night")
ent("rt_family", "RoomType", "Family Room", ["family rooms", "FAM"], [],
    {"offeredAt": ["h_ashcombe", "h_kelby", "h_kelbyair", "h_wrenford"]},
    roomSize="28 square metres", maxOccupancy="2 adults and 2 children", bedType="one double bed and two singles",
    rackRate="GBP 129 a night")
ent("rt_smart", "RoomType", "Nestway Smart Double", ["smart double", "SMD"], ["Smart Dbl"],
    {"offeredAt": ["h_kelby", "h_kelbyair", "h_wrenford"]},
    roomSize="15 square metres", maxOccupancy="2 adults", bedType="one double bed", rackRate="GBP 79 a night")

# -- rate plans and add-ons ------------------------------------------------------------------------
ALL_HOTELS = ["h_ashcombe", "h_corrin", "h_kelby", "h_kelbyair", "h_wrenford", "h_dunholt"]
ent("rp_bar", "RatePlan", "Best Available Rate", ["BAR", "flexible rate"], [],
    {"offeredAt": ALL_HOTELS},
    discount="none (the reference price)", cancellationTerms="free cancellation until 14:00 on the day of arrival",
    bookingWindow="any time", includes="room only")
ent("rp_adv24", "RatePlan", "Advance Saver 2024", ["Advance Saver", "ADV24", "the old advance rate"], ["Advanced Saver 2024"],
    {"offeredAt": ALL_HOTELS},
    discount="15% off the Best Available Rate", cancellationTerms="non-refundable, no changes",
    bookingWindow="at least 14 days before arrival", includes="room only", effectiveFrom="1 January 2024")
ent("rp_adv25", "RatePlan", "Advance Saver 2025", ["Advance Saver", "ADV25", "the new advance rate"], ["Advanced Saver 2025"],
    {"offeredAt": ALL_HOTELS, "supersedes": "rp_adv24"},
    discount="12% off the Best Available Rate", cancellationTerms="non-refundable; one date change with Advance Saver Flex",
    bookingWindow="at least 7 days before arrival", includes="room only", effectiveFrom="1 March 2025")
ent("rp_bb", "RatePlan", "Bed and Breakfast Rate", ["B&B", "BB rate", "bed and breakfast"], ["Bed & Brekfast"],
    {"offeredAt": ALL_HOTELS},
    discount="none; breakfast priced in at GBP 14 a person", cancellationTerms="free cancellation until 14:00 on the day of arrival",
    bookingWindow="any time", includes="room and full breakfast")
ent("rp_corp", "RatePlan", "Corporate Flex Rate", ["corporate rate", "CFR", "corp rate"], ["Corprate Flex"],
    {"offeredAt": ["h_ashcombe", "h_kelby", "h_kelbyair", "h_wrenford"]},
    discount="10% off the Best Available Rate for contracted companies", cancellationTerms="free cancellation until 18:00 on the day of arrival",
    bookingWindow="any time", includes="room, breakfast and wifi")
ent("rp_spabreak", "RatePlan", "Spa Break Package", ["spa break", "SPB"], ["Spa Brake"],
    {"offeredAt": ["h_ashcombe", "h_corrin"]},
    discount="bundled price from GBP 245 for two a night", cancellationTerms="free cancellation until 7 days before arrival",
    bookingWindow="any time", includes="room, dinner, breakfast and one 50-minute treatment each")

ent("ad_latecheckout", "AddOn", "Late Checkout", ["late check-out", "LCO"], ["Late Chekout"],
    {"addOnFor": ["rp_bar", "rp_adv25", "rp_bb", "rp_corp"]}, price="GBP 25 (until 14:00)")
ent("ad_breakfast", "AddOn", "Breakfast Add-On", ["add breakfast", "breakfast supplement"], [],
    {"addOnFor": ["rp_bar", "rp_adv24", "rp_adv25", "rp_corp"]}, price="GBP 16 a person a night")
ent("ad_advflex", "AddOn", "Advance Saver Flex", ["ASF", "the date-change option"], ["Advanced Saver Flex"],
    {"addOnFor": "rp_adv25"}, price="GBP 10 a stay (one date change up to 48 hours before arrival)")
ent("ad_parking", "AddOn", "Parking Add-On", ["parking", "car park pass"], [],
    {"addOnFor": ["rp_bar", "rp_adv25", "rp_bb", "rp_corp", "rp_spabreak"]}, price="GBP 12 a night")

# -- loyalty tiers ---------------------------------------------------------------------------------
ent("lt_silver", "LoyaltyTier", "Circle Silver", ["Silver", "silver members"], [],
    {"partOf": "org_larkmoor"}, qualifyingNights="join free (0 nights)",
    benefits="5% off the Best Available Rate, free wifi upgrade", discount="5%")
ent("lt_gold", "LoyaltyTier", "Circle Gold", ["Gold", "gold members"], [],
    {"partOf": "org_larkmoor"}, qualifyingNights="20 nights a year",
    benefits="10% off, free late checkout until 13:00, room upgrade when available", discount="10%")
ent("lt_platinum", "LoyaltyTier", "Circle Platinum", ["Platinum", "plat members"], ["Platnum"],
    {"partOf": "org_larkmoor"}, qualifyingNights="50 nights a year",
    benefits="15% off, guaranteed late checkout until 16:00, lounge access, free breakfast", discount="15%")

# -- departments -----------------------------------------------------------------------------------
ent("t_revenue", "Team", "Revenue Management", ["revenue team", "RM team"], [],
    {"partOf": "org_larkmoor", "ledBy": "p_priya_nair"}, headcount="6")
ent("t_frontoffice", "Team", "Front Office", ["reception", "front desk", "FO"], [],
    {"partOf": "org_larkmoor", "ledBy": "p_sean_gallagher"}, headcount="64")
ent("t_housekeeping", "Team", "Housekeeping", ["HK", "housekeeping team", "room attendants"], ["Housekeeing"],
    {"partOf": "org_larkmoor", "ledBy": "p_meg_foley"}, headcount="190")
ent("t_engineering", "Team", "Engineering", ["maintenance", "maintenance team", "the engineers"], [],
    {"partOf": "org_larkmoor", "ledBy": "p_delia_crane"}, headcount="38")
ent("t_fnb", "Team", "Food and Beverage", ["F&B", "kitchens"], [],
    {"partOf": "org_larkmoor", "ledBy": "p_marco_bellini"}, headcount="230")
ent("t_guest", "Team", "Guest Relations", ["guest relations team", "customer care"], [],
    {"partOf": "org_larkmoor", "ledBy": "p_yasmin_haddad"}, headcount="9")
ent("t_procure", "Team", "Procurement", ["purchasing", "procurement team"], [],
    {"partOf": "org_larkmoor", "ledBy": "p_gareth_mills"}, headcount="5")
ent("t_it", "Team", "IT Systems", ["the IT team", "IT team", "systems team"], [],
    {"partOf": "org_larkmoor", "ledBy": "p_lena_fischer"}, headcount="11")


# -- people ----------------------------------------------------------------------------------------
def person(pid, name, alts, title, gender, team=None, boss=None, hotel=None, hidden=(), phone=""):
    first, last = name.split()[0], name.split()[-1]
    edges = {}
    if team:
        edges["memberOf"] = team
    if boss:
        edges["reportsTo"] = boss
    if hotel:
        edges["worksAt"] = hotel
    ent(pid, "Person", name, alts, hidden, edges, jobTitle=title, gender=gender,
        email=f"{first.lower()}.{last.lower()}@larkmoor.example", phone=phone)


person("p_helen_ashby", "Helen Ashby", ["Helen", "the CEO"], "Chief Executive", "female", phone="ext 100")
person("p_martin_vale", "Martin Vale", ["Martin", "the COO"], "Chief Operating Officer", "male", None,
       "p_helen_ashby", None, ["Martin Vail"], "ext 110")
person("p_priya_nair", "Priya Nair", ["Priya", "Nair"], "Director of Revenue", "female", "t_revenue",
       "p_martin_vale", None, ["Pria Nair"], "ext 210")
person("p_arjun_nair", "Arjun Nair", ["Arjun", "Nair"], "Chief Engineer, Larkmoor Corrin Bay", "male", "t_engineering",
       "p_delia_crane", "h_corrin", (), "ext 2410")
person("p_delia_crane", "Delia Crane", ["Delia"], "Group Head of Engineering", "female", "t_engineering",
       "p_martin_vale", None, (), "ext 240")
person("p_tobias_reed", "Tobias Reed", ["Tobias", "Toby"], "Revenue Analyst", "male", "t_revenue",
       "p_priya_nair", None, (), "ext 212")
person("p_kwame_asante", "Kwame Asante", ["Kwame"], "Revenue Systems Lead", "male", "t_revenue",
       "p_priya_nair", None, ["Kwame Asanti"], "ext 214")
person("p_meg_foley", "Meg Foley", ["Meg"], "Group Head of Housekeeping", "female", "t_housekeeping",
       "p_martin_vale", None, ["Meg Foly"], "ext 230")
person("p_ines_carvalho", "Ines Carvalho", ["Ines"], "Executive Housekeeper and Spa Manager, Larkmoor Ashcombe", "female",
       "t_housekeeping", "p_meg_foley", "h_ashcombe", ["Ines Carvallo"], "ext 1230")
person("p_chris_doyle", "Chris Doyle", ["Chris", "Doyle"], "General Manager, Larkmoor Ashcombe", "male", None,
       "p_martin_vale", "h_ashcombe", (), "ext 1100")
person("p_chris_okoro", "Chris Okoro", ["Chris", "Okoro"], "General Manager, Larkmoor Corrin Bay", "female", None,
       "p_martin_vale", "h_corrin", (), "ext 2100")
person("p_rahul_mehta", "Rahul Mehta", ["Rahul"], "General Manager, Nestway Kelby", "male", None,
       "p_martin_vale", "h_kelby", ["Rahul Metha"], "ext 3100")
person("p_jana_novak", "Jana Novak", ["Jana"], "General Manager, Nestway Kelby Airport", "female", None,
       "p_martin_vale", "h_kelbyair", (), "ext 4100")
person("p_peter_lind", "Peter Lindqvist", ["Peter", "Lindqvist"], "General Manager, Nestway Wrenford", "male", None,
       "p_martin_vale", "h_wrenford", ["Peter Lindquist"], "ext 5100")
person("p_ffion_pryce", "Ffion Pryce", ["Ffion"], "General Manager, Dunholt Hall", "female", None,
       "p_martin_vale", "h_dunholt", ["Fion Pryce"], "ext 6100")
person("p_marco_bellini", "Marco Bellini", ["Marco", "the exec chef"], "Group Executive Chef", "male", "t_fnb",
       "p_martin_vale", None, (), "ext 250")
person("p_yasmin_haddad", "Yasmin Haddad", ["Yasmin"], "Head of Guest Relations", "female", "t_guest",
       "p_martin_vale", None, ["Yasmine Haddad"], "ext 260")
person("p_gareth_mills", "Gareth Mills", ["Gareth"], "Procurement Manager", "male", "t_procure",
       "p_martin_vale", None, (), "ext 270")
person("p_lena_fischer", "Lena Fischer", ["Lena"], "Head of IT Systems", "female", "t_it",
       "p_martin_vale", None, ["Lena Fisher"], "ext 280")
person("p_bea_thornton", "Bea Thornton", ["Bea"], "Spa Manager, Corrin Bay Spa", "female", None,
       "p_chris_okoro", "h_corrin", (), "ext 2300")
person("p_sean_gallagher", "Sean Gallagher", ["Sean"], "Head of Front Office", "male", "t_frontoffice",
       "p_martin_vale", "h_ashcombe", ["Shaun Gallagher"], "ext 1200")
person("p_rosa_jimenez", "Rosa Jimenez", ["Rosa"], "Conference and Events Manager", "female", None,
       "p_chris_doyle", "h_ashcombe", ["Rosa Jiminez"], "ext 1300")

# -- systems and modules ---------------------------------------------------------------------------
ent("sys_staydesk", "System", "StayDesk", ["PMS", "property management system"], ["Staydesk", "Stay Desk", "StayDesc"],
    {"systemOwner": "p_lena_fischer", "suppliedBy": "sup_keystone", "usedAt": ALL_HOTELS},
    version="9.2", goLive="April 2020", annualCost="GBP 186,000")
ent("mod_hk", "Module", "StayDesk Housekeeping", ["HK module", "room status app"], ["Staydesk HK"],
    {"partOf": "sys_staydesk", "systemOwner": "p_meg_foley", "usedAt": ALL_HOTELS},
    version="9.3", goLive="June 2022")
ent("sys_yieldwise", "System", "YieldWise", ["RMS", "revenue management system"], ["Yeildwise", "Yield Wise"],
    {"systemOwner": "p_kwame_asante", "usedAt": ALL_HOTELS},
    version="5.0", goLive="January 2023", annualCost="GBP 92,000")
ent("mod_forecast", "Module", "YieldWise Forecast", ["forecast module", "the forecaster"], ["Yeildwise Forecast"],
    {"partOf": "sys_yieldwise", "systemOwner": "p_tobias_reed", "usedAt": ALL_HOTELS},
    version="5.1", goLive="May 2024")
ent("sys_bookdirect", "System", "BookDirect", ["booking engine", "the website booking engine"], ["Book Direct", "Bookdirekt"],
    {"systemOwner": "p_kwame_asante", "suppliedBy": "sup_keystone", "usedAt": ALL_HOTELS},
    version="3.8", goLive="September 2021", annualCost="GBP 54,000")
ent("sys_fixtrack", "System", "FixTrack", ["maintenance system", "job ticket system"], ["Fixtrak", "Fix Track"],
    {"systemOwner": "p_delia_crane", "usedAt": ALL_HOTELS},
    version="2.4", goLive="March 2022", annualCost="GBP 28,000")
ent("mod_fixmobile", "Module", "FixTrack Mobile", ["the engineers' app", "FixTrack app"], ["Fixtrak Mobile"],
    {"partOf": "sys_fixtrack", "systemOwner": "p_arjun_nair", "usedAt": ["h_ashcombe", "h_corrin", "h_kelbyair"]},
    version="2.6", goLive="February 2025")

# -- policies and procedures -----------------------------------------------------------------------
ent("pol_comp23", "Policy", "Guest Complaint Policy 2023", ["complaint policy", "the old complaint policy"], [],
    {"documentOwner": "p_yasmin_haddad"},
    version="1.4", effectiveFrom="1 February 2023", reviewDue="superseded 1 June 2025")
ent("pol_comp25", "Policy", "Guest Complaint Policy 2025", ["complaint policy", "the new complaint policy"], [],
    {"documentOwner": "p_yasmin_haddad", "supersedes": "pol_comp23"},
    version="2.0", effectiveFrom="1 June 2025", reviewDue="June 2027")
ent("pol_cancel", "Policy", "Cancellation and No-Show Policy", ["cancellation policy", "no-show policy"], ["Cancelation Policy"],
    {"documentOwner": "p_priya_nair"}, version="3.0", effectiveFrom="1 March 2025", reviewDue="March 2027")
ent("pol_pets", "Policy", "Pet Policy", ["dog policy", "pets policy"], [],
    {"documentOwner": "p_martin_vale"}, version="1.1", effectiveFrom="1 May 2024", reviewDue="May 2026 (overdue)")
ent("pol_green", "Policy", "Green Linen Policy", ["linen reuse policy", "towel reuse"], [],
    {"documentOwner": "p_meg_foley"}, version="2.0", effectiveFrom="1 April 2025", reviewDue="April 2027")
ent("proc_compensation", "Procedure", "Guest Compensation Procedure", ["compensation procedure", "goodwill procedure"], [],
    {"implements": "pol_comp25", "documentOwner": "p_yasmin_haddad"}, version="2.1", effectiveFrom="1 June 2025")
ent("proc_lift", "Procedure", "Lift Entrapment Procedure", ["lift rescue procedure", "entrapment procedure"], [],
    {"documentOwner": "p_delia_crane"}, version="3.2", effectiveFrom="1 August 2026")
ent("proc_turnover", "Procedure", "Room Turnover Procedure", ["room turn procedure", "departure clean checklist"], [],
    {"implements": "pol_green", "documentOwner": "p_meg_foley"}, version="4.0", effectiveFrom="1 April 2025")
ent("proc_allergen", "Procedure", "Allergen Handling Procedure", ["allergen procedure", "allergy SOP"], ["Alergen procedure"],
    {"documentOwner": "p_marco_bellini"}, version="2.3", effectiveFrom="1 October 2026")

# -- suppliers and contracts -----------------------------------------------------------------------
ent("sup_brightwash", "Supplier", "Brightwash Laundry", ["Brightwash", "the laundry"], ["Brightwash Laundary", "Britewash"],
    {"contractManager": "p_gareth_mills"})
ent("sup_kestrel", "Supplier", "Kestrel Linen Hire", ["Kestrel", "the linen hire firm"], ["Kestral"],
    {"contractManager": "p_gareth_mills"})
ent("sup_greenfold", "Supplier", "Greenfold Provisions", ["Greenfold", "the food supplier"], ["Greenfeld"],
    {"contractManager": "p_marco_bellini"})
ent("sup_ascent", "Supplier", "Ascent Lift Services", ["Ascent", "the lift company"], ["Assent Lifts", "Ascent Lifts"],
    {"contractManager": "p_delia_crane"})
ent("sup_keystone", "Supplier", "Keystone Hospitality Software", ["Keystone", "Keystone Software"], [],
    {"contractManager": "p_lena_fischer"})
ent("sup_pureflow", "Supplier", "Pureflow Pool Care", ["Pureflow", "the pool chemicals firm"], ["Purefloe"],
    {"contractManager": "p_bea_thornton"})

ent("con_laundry", "Contract", "Brightwash Laundry Contract", ["laundry contract"], [],
    {"contractor": "sup_brightwash", "contractManager": "p_gareth_mills",
     "covers": ["h_kelby", "h_kelbyair", "h_wrenford", "h_ashcombe"]},
    contractValue="GBP 410,000 a year", startDate="1 October 2024", endDate="30 September 2027",
    sla="clean linen back within 24 hours, delivered before 11:00")
ent("con_linen", "Contract", "Kestrel Linen Hire Agreement", ["linen hire agreement", "linen contract"], [],
    {"contractor": "sup_kestrel", "contractManager": "p_gareth_mills", "covers": ["h_corrin", "h_dunholt"]},
    contractValue="GBP 168,000 a year", startDate="1 January 2025", endDate="31 December 2026",
    sla="par stock of 3.5 sets a bed; replacements within 48 hours")
ent("con_food", "Contract", "Greenfold Food Supply Framework", ["food framework", "F&B supply contract"], [],
    {"contractor": "sup_greenfold", "contractManager": "p_marco_bellini", "covers": ALL_HOTELS},
    contractValue="GBP 2.3 million a year", startDate="1 April 2025", endDate="31 March 2028",
    sla="next-day delivery; full allergen labelling on every item")
ent("con_lift", "Contract", "Ascent Lift Maintenance Contract", ["lift contract", "lift maintenance contract"], [],
    {"contractor": "sup_ascent", "contractManager": "p_delia_crane", "covers": ["h_ashcombe", "h_corrin", "h_kelbyair"]},
    contractValue="GBP 64,000 a year", startDate="1 July 2023", endDate="30 June 2027",
    sla="entrapment attendance within 30 minutes; monthly service visit")
ent("con_staydesk", "Contract", "StayDesk Licence and Support", ["PMS licence", "StayDesk licence"], [],
    {"contractor": "sup_keystone", "contractManager": "p_lena_fischer", "covers": ["sys_staydesk", "mod_hk", "sys_bookdirect"]},
    contractValue="GBP 240,000 a year", startDate="1 April 2020", endDate="31 March 2027",
    sla="P1 fix within 4 hours, 24/7")

# -- KPIs ------------------------------------------------------------------------------------------
ent("m_occ", "Metric", "Occupancy Rate", ["occupancy", "occ", "occupancy %"], ["ocupancy"],
    {"reportedBy": "t_revenue"}, target="82% a month (Nestway 85%)",
    definition="room nights sold / room nights available in the period, as a percentage")
ent("m_roomnights", "Metric", "Occupied Room Nights", ["occupancy", "room nights", "rooms sold"], ["roomnights"],
    {"reportedBy": "t_revenue"}, target="set per hotel in the budget",
    definition="number of rooms sold for each night of the period, complimentary rooms excluded")
ent("m_adr", "Metric", "Average Daily Rate", ["ADR", "average rate"], [],
    {"reportedBy": "t_revenue"}, target="set per hotel in the budget",
    definition="room revenue / room nights sold, net of VAT")
ent("m_revpar", "Metric", "RevPAR", ["revenue per available room", "rev par"], ["Revpar", "RevPar"],
    {"reportedBy": "t_revenue"}, target="set per hotel in the budget",
    definition="room revenue / room nights available; equals occupancy rate times ADR")
ent("m_gss", "Metric", "Guest Satisfaction Score", ["GSS", "guest satisfaction", "satisfaction score"], [],
    {"reportedBy": "t_guest"}, target="85 out of 100",
    definition="average of the post-stay survey, scored out of 100")
ent("m_complaints", "Metric", "Guest Complaints", ["complaints", "complaint count"], [],
    {"reportedBy": "t_guest"}, target="under 4 per 1,000 room nights",
    definition="formal complaints logged in StayDesk per 1,000 occupied room nights")
ent("m_mrt", "Metric", "Maintenance Response Time", ["MRT", "response time", "maintenance response"], [],
    {"reportedBy": "t_engineering"}, target="urgent jobs attended within 30 minutes on average",
    definition="average minutes from a FixTrack urgent job being raised to an engineer arriving")
ent("m_turnover", "Metric", "Staff Turnover", ["turnover", "attrition", "staff churn"], ["staff turnover rate"],
    {"reportedBy": "t_frontoffice"}, target="under 30% a year (annualised)",
    definition="leavers in the quarter / average headcount, annualised")
ent("m_review", "Metric", "Online Review Score", ["review score", "online rating"], [],
    {"reportedBy": "t_guest"}, target="4.4 out of 5",
    definition="average star rating of public online reviews in the period, out of 5")

# -- incidents -------------------------------------------------------------------------------------
ent("inc_brightwash", "Incident", "July 2026 Brightwash Delivery Failure", ["the linen shortage", "the laundry failure"], [],
    {"affected": ["h_kelbyair", "h_wrenford"], "causedBy": "sup_brightwash", "incidentManager": "p_meg_foley"},
    occurredOn="3 July 2026", duration="1 day", guestsAffected="about 260 arriving guests waited for rooms",
    severity="medium", cost="GBP 7,300 in goodwill")
ent("inc_lift", "Incident", "July 2026 Corrin Bay Lift Entrapment", ["the lift entrapment", "the stuck lift"], [],
    {"affected": "h_corrin", "causedBy": "sup_ascent", "incidentManager": "p_arjun_nair"},
    occurredOn="14 July 2026", duration="52 minutes", guestsAffected="5 guests trapped, including a child",
    severity="high", cost="GBP 3,800 in compensation")
ent("inc_overbook", "Incident", "August 2026 Ashcombe Wedding Overbooking", ["the wedding overbooking", "the overbooking"], [],
    {"affected": ["h_ashcombe", "sys_bookdirect", "sys_staydesk"], "causedBy": "sup_keystone",
     "incidentManager": "p_sean_gallagher"},
    occurredOn="15 August 2026", duration="one night", guestsAffected="14 rooms of wedding guests walked to other hotels",
    severity="high", cost="GBP 9,200")
ent("inc_bedbug", "Incident", "August 2026 Nestway Kelby Bedbug Complaint", ["the bedbug complaint", "the bed bugs"], ["bedbug"],
    {"affected": "h_kelby", "incidentManager": "p_rahul_mehta"},
    occurredOn="22 August 2026", duration="3 rooms out of order for 9 days", guestsAffected="1 family; viral 1-star review",
    severity="high", cost="GBP 5,100")
ent("inc_pool", "Incident", "September 2026 Corrin Bay Spa Pool Closure", ["the pool closure", "the spa pool closure"], [],
    {"affected": ["s_corrin", "h_corrin"], "causedBy": "sup_pureflow", "incidentManager": "p_bea_thornton"},
    occurredOn="6 September 2026", duration="3 days", guestsAffected="about 410 spa bookings cancelled or moved",
    severity="medium", cost="GBP 12,400 in refunds")
ent("inc_allergen", "Incident", "September 2026 Saffron Room Allergen Incident", ["the allergen incident", "the nut reaction"], [],
    {"affected": ["r_saffron", "h_dunholt"], "causedBy": "sup_greenfold", "incidentManager": "p_ffion_pryce"},
    occurredOn="19 September 2026", duration="one evening", guestsAffected="1 guest taken to hospital, recovered",
    severity="critical", cost="GBP 6,500 plus an insurance claim")
