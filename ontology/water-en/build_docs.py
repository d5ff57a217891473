"""The documents of the Tarnmoor Water knowledge base.

Regular performance reports (leakage, supply interruptions, water quality compliance, water
quality contacts, pollution incidents, storm overflow spills, reservoir stocks, complaints,
the monthly KPI summary) come from the tables below, each in the house style of the team that
publishes it. Asset, people, system, supplier, contract, equipment and project pages are the
knowledge base's own record pages, written from world.py plus a hand-written note; policies,
procedures, incidents and their reviews, FAQs, comparisons, analyses, minutes and notices are
written out by hand.
Time anchor: early November 2025; the latest month is October 2025, the latest quarter Q3.
"""

from __future__ import annotations

import world
from bundlekit import doc

MONTH = {7: "July", 8: "August", 9: "September", 10: "October"}
ZONE = {"ashcombe": "Ashcombe Town Supply Zone", "brackwell": "Brackwell Rural Supply Zone",
        "kelby": "Kelby Coast Supply Zone", "marwood": "Marwood Hills Supply Zone"}
WTW = {"caldon": "Caldon Water Treatment Works", "brackwell": "Brackwell Water Treatment Works",
       "fenwick": "Fenwick Borehole Treatment Works", "marwood": "Marwood Water Treatment Works"}
WWTW = {"brackwell": "Brackwell Wastewater Treatment Works", "ashcombe": "Ashcombe Wastewater Treatment Works",
        "kelby": "Kelby Wastewater Treatment Works", "stannerley": "Stannerley Wastewater Treatment Works"}
RES = {"caldon": "Caldon Reservoir", "hollin": "Hollin Reservoir", "greystone": "Greystone Reservoir"}




# -- leakage, Ml/d (three-month rolling average), by supply zone
LEAKAGE = {
    "ashcombe": {8: 14.2, 9: 14.9, 10: 15.6},
    "brackwell": {8: 6.1, 9: 5.8, 10: 5.9},
    "kelby": {8: 4.4, 9: 4.6, 10: 6.8},
    "marwood": {8: 9.7, 9: 9.1, 10: 8.6},
}
LEAK_NOTE = {
    ("ashcombe", 8): "Night flows rose in the town centre district metered areas after the dry spell.",
    ("ashcombe", 9): "Find-and-fix found 61 leaks but the backlog of customer-side leaks grew to 140.",
    ("ashcombe", 10): "Highest since March; two large service-pipe leaks on Mill Street ran for 11 days before repair.",
    ("brackwell", 8): "Stable; pressure management on the rural mains is holding.",
    ("brackwell", 9): "Lower after the Greystone Lane valve replacement.",
    ("brackwell", 10): "Flat month.",
    ("kelby", 8): "Sonara S3 Logger coverage reached 80% of the zone.",
    ("kelby", 9): "Small rise from seasonal holiday lets coming back into use.",
    ("kelby", 10): "Jump caused by the October trunk main burst and the repairs that followed.",
    ("marwood", 8): "Logger lift-and-shift found 38 leaks in the Hills district metered areas.",
    ("marwood", 9): "Down after the Marwood pressure-reducing valve retune.",
    ("marwood", 10): "Third month of improvement; best figure for two years.",
}

# -- supply interruptions: (average minutes lost per property, interruptions over three hours, properties affected)
INTERRUPTIONS = {
    "ashcombe": {8: ("0 min 41 s", 2, 1420), 9: ("0 min 18 s", 1, 610), 10: ("0 min 33 s", 2, 980)},
    "brackwell": {8: ("0 min 12 s", 0, 220), 9: ("1 min 05 s", 3, 1310), 10: ("0 min 09 s", 0, 140)},
    "kelby": {8: ("0 min 21 s", 1, 300), 9: ("0 min 15 s", 0, 260), 10: ("6 min 48 s", 4, 9650)},
    "marwood": {8: ("0 min 27 s", 1, 540), 9: ("0 min 31 s", 1, 700), 10: ("2 min 10 s", 2, 4200)},
}
INTR_NOTE = {
    ("ashcombe", 8): "Two planned valve jobs overran.",
    ("ashcombe", 9): "Quietest month of the year.",
    ("ashcombe", 10): "A 10-inch main on Station Road burst on 22 October; supply was back in 3 h 40 min.",
    ("brackwell", 8): "No significant events.",
    ("brackwell", 9): "Three rural bursts on the Greystone trunk main in one week, each over three hours.",
    ("brackwell", 10): "No significant events.",
    ("kelby", 8): "A planned shutdown for the Kelby Booster Pumping Station pump change.",
    ("kelby", 9): "No significant events.",
    ("kelby", 10): "The Kelby trunk main burst of 7 October left 9,650 properties without supply, some for 19 hours.",
    ("marwood", 8): "One burst in the Hills.",
    ("marwood", 9): "No significant events.",
    ("marwood", 10): "Mains flushing during the boil water notice caused short low-pressure periods.",
}

# -- water quality compliance at the works: (samples, failures, compliance %)
WQ = {
    "caldon": {8: (412, 3, 99.27), 9: (398, 0, 100.0), 10: (405, 1, 99.75)},
    "brackwell": {8: (188, 0, 100.0), 9: (190, 1, 99.47), 10: (186, 0, 100.0)},
    "fenwick": {8: (96, 0, 100.0), 9: (94, 0, 100.0), 10: (98, 0, 100.0)},
    "marwood": {8: (240, 0, 100.0), 9: (236, 0, 100.0), 10: (244, 2, 99.18)},
}
WQ_NOTE = {
    ("caldon", 8): "Three turbidity failures at final water during the Caldon turbidity event of 12 August.",
    ("caldon", 9): "Clean month after the filter backwash changes.",
    ("caldon", 10): "One iron failure at a customer tap in Ashcombe Town, traced to an old cast-iron main.",
    ("brackwell", 8): "All samples compliant.",
    ("brackwell", 9): "One coliform detection at the contact tank outlet; resample clear.",
    ("brackwell", 10): "All samples compliant.",
    ("fenwick", 8): "All samples compliant; UV dose logged above 40 mJ/cm2 throughout.",
    ("fenwick", 9): "All samples compliant.",
    ("fenwick", 10): "All samples compliant.",
    ("marwood", 8): "All samples compliant.",
    ("marwood", 9): "All samples compliant.",
    ("marwood", 10): "Two E. coli detections in the Marwood Hills network led to the precautionary boil water notice.",
}

# -- water quality contacts per 1,000 population: (rate, contacts, main reason)
WQC = {
    "ashcombe": {8: (0.41, 62, "discolouration"), 9: (0.38, 57, "discolouration"), 10: (0.52, 79, "discolouration")},
    "brackwell": {8: (0.22, 13, "taste and odour"), 9: (0.31, 18, "chlorine taste"), 10: (0.19, 11, "taste and odour")},
    "kelby": {8: (0.27, 11, "discolouration"), 9: (0.24, 10, "hardness"), 10: (1.35, 56, "discolouration")},
    "marwood": {8: (0.18, 17, "chlorine taste"), 9: (0.20, 19, "chlorine taste"), 10: (0.88, 83, "boil water notice questions")},
}

# -- quarterly wastewater: (pollution incidents cat 1-2, cat 3, discharge permit compliance %, spills, overflows)
WW = {
    "brackwell": {2: (0, 3, 99.1, 212, 9), 3: (1, 4, 98.4, 305, 9)},
    "ashcombe": {2: (0, 2, 99.6, 140, 6), 3: (0, 3, 99.3, 171, 6)},
    "kelby": {2: (0, 0, 100.0, 38, 2), 3: (0, 1, 99.8, 61, 2)},
    "stannerley": {2: (0, 1, 97.9, 22, 1), 3: (0, 0, 98.6, 19, 1)},
}
WW_NOTE = {
    ("brackwell", 2): "Three minor sewer escapes on the inlet sewer.",
    ("brackwell", 3): "The category 2 incident of 21 September at the works inlet pumps dominates the quarter.",
    ("ashcombe", 2): "Two category 3 incidents from blockages at Ashcombe Road Sewage Pumping Station's rising main.",
    ("ashcombe", 3): "Includes the July failure at Ashcombe Road Sewage Pumping Station.",
    ("kelby", 2): "No incidents.",
    ("kelby", 3): "One minor escape from a manhole on the coast road.",
    ("stannerley", 2): "One ammonia sample over permit during the reed bed replanting.",
    ("stannerley", 3): "Back within permit after the reed bed recovered.",
}

# -- reservoir stocks (% full on the last day of the month)
RESV = {"caldon": {8: 71, 9: 66, 10: 74}, "hollin": {8: 63, 9: 55, 10: 61}, "greystone": {8: 80, 9: 77, 10: 83}}

# -- company monthly summary: (total leakage, interruptions, bursts, complaints)
SUMMARY = {8: (34.4, "1 min 41 s", 118, 212), 9: (34.4, "2 min 09 s", 103, 198), 10: (36.9, "11 min 40 s", 141, 301)}
COMPLAINTS = {2: (262, 12.1, "billing after the Tidemark CIS 11.3 upgrade"), 3: (288, 13.2, "supply interruptions and low pressure")}


def table_docs() -> list[dict]:
    out: list[dict] = []
    for z, months in LEAKAGE.items():
        for m, ml in months.items():
            prev = months.get(m - 1)
            trend = f"from {prev} Ml/d in {MONTH[m - 1]}" if prev else "first month reported under the new method"
            out.append(doc(
                f"leak-{z}-2025-{m:02d}", f"Leakage, {ZONE[z]}, {MONTH[m]} 2025",
                f"""Leakage and Networks monthly leakage return, {MONTH[m]} 2025. {ZONE[z]}: Leakage {ml} Ml/d
                (three-month rolling average; {trend}). {LEAK_NOTE[(z, m)]} Calculated from district metered area
                night flows in LeakWatch Night Flow Analytics.""",
                "report", zone=z, period=f"2025-{m:02d}", kpi="leakage"))
    for z, months in INTERRUPTIONS.items():
        for m, (mins, long_, props) in months.items():
            out.append(doc(
                f"intr-{z}-2025-{m:02d}", f"Supply interruptions, {ZONE[z]}, {MONTH[m]} 2025",
                f"""Supply interruptions report for {ZONE[z]}, {MONTH[m]} 2025. Average time lost per property:
                {mins}. Interruptions longer than three hours: {long_}; properties affected: {props:,}.
                {INTR_NOTE[(z, m)]} Counted under the Supply Interruptions Policy 2025.""",
                "report", zone=z, period=f"2025-{m:02d}", kpi="interruptions"))
    for w, months in WQ.items():
        for m, (n, fails, pct) in months.items():
            out.append(doc(
                f"wq-{w}-2025-{m:02d}", f"Water quality compliance, {WTW[w]}, {MONTH[m]} 2025",
                f"""Scientific Services compliance sheet. {WTW[w]} and the zones it supplies, {MONTH[m]} 2025:
                {n} regulatory samples, {fails} failing, Water Quality Compliance {pct}% (target 99.97%).
                {WQ_NOTE[(w, m)]} Results from QualiLab LIMS.""",
                "report", site=w, period=f"2025-{m:02d}", kpi="wq_compliance"))
    for z, months in WQC.items():
        for m, (rate, n, reason) in months.items():
            out.append(doc(
                f"wqc-{z}-2025-{m:02d}", f"Water quality contacts, {ZONE[z]}, {MONTH[m]} 2025",
                f"""Customer Operations contact analysis, {MONTH[m]} 2025. {ZONE[z]} logged {n} Water Quality
                Contacts, {rate} per 1,000 population (target 0.90). Main reason: {reason}. Contacts are logged in
                Tidemark CIS by the contact centre and passed to the Water Quality team.""",
                "report", zone=z, period=f"2025-{m:02d}", kpi="wq_contacts"))
    for w, quarters in WW.items():
        for q, (serious, minor, permit, spills, overflows) in quarters.items():
            out.append(doc(
                f"poll-{w}-2025q{q}", f"Pollution incidents and permit compliance, {WWTW[w]}, Q{q} 2025",
                f"""Environmental Compliance quarterly return, Q{q} 2025. {WWTW[w]} catchment: Pollution Incidents
                category 1-2: {serious}; category 3: {minor}. Discharge Permit Compliance {permit}% of effluent
                samples. {WW_NOTE[(w, q)]}""",
                "report", site=w, period=f"2025-Q{q}", kpi="pollution"))
            out.append(doc(
                f"spills-{w}-2025q{q}", f"Storm overflow spills, {WWTW[w]}, Q{q} 2025",
                f"""Event duration monitoring summary, Q{q} 2025. {WWTW[w]} and its network: {spills} Storm Overflow
                Spills from {overflows} overflows, {spills / overflows:.1f} per overflow in the quarter (annual
                target 20 per overflow). Reported under the Storm Overflow Spill Reporting Procedure.""",
                "report", site=w, period=f"2025-Q{q}", kpi="spills"))
    for r, months in RESV.items():
        for m, pct in months.items():
            out.append(doc(
                f"resv-{r}-2025-{m:02d}", f"Reservoir stocks, {RES[r]}, {MONTH[m]} 2025",
                f"""Water resources bulletin, {MONTH[m]} 2025. {RES[r]} was {pct}% full at month end. Rainfall over
                the catchment was {'below' if m == 9 else 'close to'} the long-term average.""",
                "report", reservoir=r, period=f"2025-{m:02d}", kpi="reservoir_stocks"))
    for m, (leak, intr, bursts, compl) in SUMMARY.items():
        out.append(doc(
            f"kpi-summary-2025-{m:02d}", f"Tarnmoor Water monthly KPI summary, {MONTH[m]} 2025",
            f"""Board KPI pack, {MONTH[m]} 2025, company level. Leakage {leak} Ml/d (target 38.0). Supply
            Interruptions {intr} per property year to date (target 5 min 00 s). Mains Bursts: {bursts} in the
            month. Customer Complaints: {compl} in the month. Zone and works detail is in the team reports.""",
            "report", period=f"2025-{m:02d}", kpi="summary"))
    for q, (n, rate, reason) in COMPLAINTS.items():
        out.append(doc(
            f"complaints-2025q{q}", f"Customer complaints, Q{q} 2025",
            f"""Customer Operations quarterly report, Q{q} 2025: {n} written Customer Complaints, {rate} per 10,000
            properties (target 14). Largest theme: {reason}.""",
            "report", period=f"2025-Q{q}", kpi="complaints"))
    return out


# -- record pages, one per entity, from the graph plus a note ---------------------------------

NOTE = {
    "org_tmw": "Tarnmoor Water supplies about 141,000 properties and treats wastewater for 305,000 population equivalent across the Tarn valley and coast. Head office is at Caldon Gate.",
    "org_dwso": "The Drinking Water Standards Office is the regulator for drinking water quality. Notifiable events must be reported to it within 24 hours and followed by a written report within 20 working days.",
    "wtw_caldon": "The largest water treatment works in the company. Clarification, rapid gravity filters, GAC, and UV with two ClearStream UV-80 reactors, then chlorination. Raw water comes from Caldon Reservoir through Caldon Pumping Station.",
    "wtw_brackwell": "Takes raw water from Greystone Reservoir. Slow sand filters and a ClearStream UV-40 reactor. Supports the Brackwell Rural zone together with Caldon.",
    "wtw_fenwick": "Four boreholes in the chalk, UV disinfection with a ClearStream UV-40 and chlorination. The only groundwater works. Supplies Kelby Coast through Kelby Booster Pumping Station.",
    "wtw_marwood": "Upland works treating water from Hollin Reservoir: dissolved air flotation, filters and chlorination. Supplies Marwood Hills.",
    "wwtw_brackwell": "The largest wastewater works, activated sludge with tertiary phosphorus removal. Nine storm overflows in its catchment. Storm tank capacity is being doubled by the Brackwell Storm Tank Scheme.",
    "wwtw_ashcombe": "Biological filter works serving Ashcombe and the town's east side. Flows arrive through Ashcombe Road Sewage Pumping Station.",
    "wwtw_kelby": "Coastal works with UV treatment of final effluent for the bathing water season (May to September).",
    "wwtw_stannerley": "Small rural works with a reed bed for tertiary treatment. Flows come in from Fenwick Lane Sewage Pumping Station.",
    "res_caldon": "Impounding reservoir, earth embankment dam, 31 m high. Category A under the Reservoir Safety Policy. Feeds Caldon Water Treatment Works through Caldon Pumping Station.",
    "res_hollin": "The oldest reservoir in the company: masonry dam from 1904. Spillway works under the Hollin Dam Safety Works project. Feeds Marwood Water Treatment Works by gravity.",
    "res_greystone": "Concrete gravity dam. Feeds Brackwell Water Treatment Works by gravity.",
    "ps_caldon": "Raw water pumping station lifting water from Caldon Reservoir to Caldon Water Treatment Works. Three Halvorsen HX350 pumps, two duty and one standby.",
    "ps_ashcombe_road": "Terminal sewage pumping station for the Ashcombe catchment, pumping to Ashcombe Wastewater Treatment Works. Two Halvorsen HX350 pumps and a 600 m3 emergency storage tank.",
    "ps_kelby": "Clean water booster station lifting treated water from Fenwick into the Kelby Coast zone. Two Halvorsen HX200 pumps.",
    "ps_fenwick_lane": "Small sewage pumping station sending flows from Fenwick village to Stannerley Wastewater Treatment Works. One Halvorsen HX200 duty pump.",
    "zone_ashcombe": "The biggest supply zone, fed from Caldon Water Treatment Works. 212 km of mains, a third of them cast iron laid before 1960.",
    "zone_brackwell": "Rural zone fed from Brackwell Water Treatment Works with support from Caldon. 340 km of mains.",
    "zone_kelby": "Coastal zone fed from Fenwick Borehole Treatment Works through Kelby Booster Pumping Station. Population rises by a third in summer.",
    "zone_marwood": "Hill zone fed from Marwood Water Treatment Works. High pressures and long rural mains.",
    "team_production": "Runs the four water treatment works, the raw water pumping stations and the control room.",
    "team_wastewater": "Runs the four wastewater treatment works and the sewage pumping stations.",
    "team_networks": "Leakage detection, bursts, mains flushing, pressure management and the supply interruptions commitment.",
    "team_wq": "Sampling, the laboratory, water quality events and reports to the Drinking Water Standards Office.",
    "team_customer": "The contact centre, billing, complaints, compensation payments and the smart metering programme.",
    "team_digital": "Business systems, telemetry platforms, data and cyber security.",
    "team_assets": "Asset strategy, capital programme, procurement, reservoir safety and the work management system.",
    "team_environment": "Environmental permits, pollution incidents, storm overflows and event duration monitoring.",
    "p_joan_whitby": "Joined Tarnmoor Water as Chief Executive in 2021.",
    "p_helen_marsh": "Chemist; Head of Water Quality since 2019. Leads water quality events and signs off boil water notices.",
    "p_owen_marsh": "Head of Wastewater Operations since 2022; previously ran Brackwell Wastewater Treatment Works. Sponsor of the Brackwell Storm Tank Scheme.",
    "p_priya_nair": "Leakage and Networks Manager since 2020. Owns the Supply Interruptions Policy and NetMap GIS.",
    "p_tom_beckett": "Head of Water Production since 2018. Sponsor of the Caldon Filter Refurbishment.",
    "p_grace_adeyemi": "Customer Operations Director since 2023. Owns Tidemark CIS and the Customer Compensation Policy.",
    "p_liam_doherty": "Site manager for Caldon and Marwood water treatment works since 2017.",
    "p_sarah_kwan": "Site manager for Brackwell and Fenwick water treatment works since 2021.",
    "p_devan_patel": "Head of Digital and Data since 2024.",
    "p_nina_forde": "Telemetry Systems Lead in Digital and Data; owns AquaView Alarm Manager.",
    "p_rhys_hughes": "Environmental Compliance Manager since 2020; owns the Pollution Incident Policy.",
    "p_rhian_hughes": "Head of Asset Management since 2022; owns AssetCore.",
    "p_mark_ellery": "Site manager for Brackwell and Stannerley wastewater works since 2022.",
    "p_colin_ames": "Site manager for Ashcombe and Kelby wastewater works since 2015.",
    "p_fatima_rahman": "Laboratory Manager; owns QualiLab LIMS and the tap sampling and boil water notice procedures.",
    "p_ben_carver": "Runs the 24/7 control room at Caldon; owns AquaView SCADA.",
    "p_lucy_tran": "Runs the contact centre (48 advisers); owns Tidemark Self Service.",
    "p_alan_brook": "Procurement and Contracts Lead; manages the mains renewal framework and the chemicals contract.",
    "p_emma_stroud": "Supervising engineer for the three impounding reservoirs; owns the Reservoir Safety Policy.",
    "p_kofi_mensah": "Leads the leak detection technicians; owns LeakWatch and manages the leak detection contract with Sonara Acoustics.",
    "sys_aquaview": "Telemetry and SCADA for every works, pumping station and reservoir. About 38,000 signals. Hosted at Caldon with a standby server at Marwood.",
    "mod_alarms": "Alarm handling, call-out rotas and alarm flood suppression inside AquaView SCADA.",
    "sys_leakwatch": "Collects data from about 9,000 Sonara S3 acoustic loggers and flags likely leaks for the detection teams.",
    "mod_nightflow": "Calculates minimum night flow and leakage per district metered area; the source of the monthly leakage return.",
    "sys_tidemark": "Billing, customer accounts and contact logging for 141,000 properties. Upgraded to 11.3 in April 2025.",
    "mod_selfservice": "The customer portal (My Account): bills, meter readings, payment plans and reporting leaks online.",
    "sys_lims": "Sample scheduling, results and the regulatory data return to the Drinking Water Standards Office.",
    "sys_netmap": "Records of 4,900 km of mains and sewers, valves and hydrants.",
    "sys_assetcore": "Work orders, maintenance plans and asset registers. Replaced the old job system in February 2023.",
    "sup_halvorsen": "Pump manufacturer. Supplies the HX200 and HX350 ranges and holds the Pump Maintenance Contract.",
    "sup_clearstream": "UV disinfection reactors: ClearStream UV-40 and UV-80.",
    "sup_sonara": "Acoustic loggers and leak detection services. Holds the Leak Detection Services Contract.",
    "sup_northfold": "Civil engineering contractor. Holds the Mains Renewal Framework and builds the Caldon Filter Refurbishment and the Brackwell Storm Tank Scheme.",
    "sup_tidemark": "Software house behind Tidemark CIS; also supplied and supports AquaView SCADA.",
    "sup_corrin": "Supplies coagulant, chlorine and orthophosphate to the water treatment works.",
    "con_mains_renewal": "Five-year framework for replacing about 60 km of mains a year, ordered by work package.",
    "con_leak_detection": "Find-and-fix leak detection crews and logger maintenance; paid partly on leakage found.",
    "con_chemicals": "Coagulant, sodium hypochlorite and orthophosphate for all four water treatment works. Expires on 31 December 2025; the retender is under way.",
    "con_pump_maintenance": "Planned and reactive maintenance of every Halvorsen pump, with a 4-hour response at critical sites.",
    "eq_hx200": "Submersible pump, 75 kW, up to 120 l/s. In service at Kelby Booster and Fenwick Lane.",
    "eq_hx350": "Dry-well pump, 160 kW, up to 700 l/s. The successor range to the HX200 for large stations. In service at Caldon Pumping Station and Ashcombe Road.",
    "eq_uv40": "UV reactor for up to 40 Ml/d. In service at Fenwick and Brackwell.",
    "eq_uv80": "UV reactor for up to 80 Ml/d; the larger model. Two units at Caldon.",
    "eq_s3logger": "Acoustic noise logger fixed to valves and hydrants; sends readings to LeakWatch every night.",
    "met_leakage": "Water lost from the network and customer supply pipes, reported monthly by supply zone as a three-month rolling average and quarterly for the company.",
    "met_interruptions": "Average minutes lost per property from interruptions of three hours or more, planned and unplanned, counted year to date.",
    "met_bursts": "Mains bursts repaired, per 1,000 km of main, reported in the monthly KPI summary.",
    "met_pollution": "Pollution incidents from sewers and wastewater works, categories 1 to 3, per 10,000 km of sewer, reported quarterly by works catchment.",
    "met_spills": "Spills from storm overflows counted by event duration monitors, reported quarterly by wastewater works catchment.",
    "met_wq_compliance": "Share of regulatory samples at works, service reservoirs and customer taps that meet the standards.",
    "met_wq_contacts": "Customer contacts about the appearance, taste or odour of tap water, per 1,000 population, by supply zone.",
    "met_complaints": "Written complaints per 10,000 properties, reported quarterly by Customer Operations.",
    "met_pcc": "Average household water use per person per day, reported annually.",
    "met_discharge": "Share of final effluent samples within the discharge permit, reported quarterly by wastewater works.",
    "prj_caldon_filters": "Rebuild of the twelve rapid gravity filters at Caldon, four at a time, to cut turbidity risk.",
    "prj_brackwell_storm": "Doubles storm tank capacity at Brackwell to 18,000 m3 to cut storm overflow spills.",
    "prj_smart_meters": "Smart meters for every household by 2030; 11,200 fitted by October 2025, starting in Kelby Coast.",
    "prj_hollin_dam": "New spillway and wave wall at Hollin Reservoir after the 2023 statutory inspection.",
}

KIND = {"Organisation": "profile", "TreatmentWorks": "site", "WastewaterWorks": "site", "Reservoir": "site",
        "PumpingStation": "site", "SupplyZone": "site", "Team": "profile", "Person": "profile", "System": "system",
        "Module": "system", "Metric": "kpi", "Supplier": "supplier", "Contract": "contract", "Equipment": "equipment", "Project": "project"}


def _label(eid: str) -> str:
    return world.E[eid]["label"]


def record_docs() -> list[dict]:
    out = []
    props = {**world.OBJECT_PROPERTIES, **world.DATA_PROPERTIES}
    for eid, e in world.E.items():
        if e["cls"] not in KIND:
            continue
        cls_label = world.CLASSES[e["cls"]][0]
        facts = []
        for prop, targets in e["edges"].items():
            targets = [targets] if isinstance(targets, str) else targets
            facts.append(f"{props[prop][0].capitalize()}: {', '.join(_label(t) for t in targets)}.")
        for prop, value in e["attrs"].items():
            facts.append(f"{props[prop][0].capitalize()}: {value}.")
        also = f" Also known as {', '.join(e['alt'])}." if e["alt"] else ""
        out.append(doc(eid.replace("_", "-"), f"{e['label']} ({cls_label})",
                       f"{e['label']} is a {cls_label}.{also} {NOTE[eid]} {' '.join(facts)}", KIND[e["cls"]]))
    return out


# -- hand-written documents: (id, title, kind, text) -----------------------------------------
HAND = [
    # policies
    ("pol-interruptions-2023", "Supply Interruptions Policy 2023 (superseded)", "policy",
     """Supply Interruptions Policy 2023, in force 1 April 2023 to 31 March 2025, owner Priya Nair. Planned
     interruptions needed 48 hours' written notice. Unplanned interruptions over 12 hours triggered bottled water
     for all affected properties. Compensation under the Customer Compensation Policy was paid after 12 hours.
     Superseded by the Supply Interruptions Policy 2025."""),
    ("pol-interruptions-2025", "Supply Interruptions Policy 2025", "policy",
     """Supply Interruptions Policy 2025, in force from 1 April 2025, owner Priya Nair, review due March 2027.
     Planned interruptions need 72 hours' written notice and may last no more than 4 hours. Unplanned
     interruptions over 6 hours trigger bottled water stations, and over 8 hours bottled water deliveries to
     customers on the priority services register. Compensation is paid after 12 hours. Replaces the 2023 policy."""),
    ("cmp-interruptions-2023-2025", "What changed between the 2023 and 2025 interruptions policies", "comparison",
     """Supply Interruptions Policy 2023 vs Supply Interruptions Policy 2025: notice for planned work went from 48
     to 72 hours; planned work is now capped at 4 hours; bottled water stations now start at 6 hours instead of
     12; priority services customers get deliveries from 8 hours. The compensation threshold stayed at 12 hours."""),
    ("pol-pollution", "Pollution Incident Policy", "policy",
     """Pollution Incident Policy, owner Rhys Hughes, in force from 15 January 2024. Every suspected pollution
     must be reported to the Environmental Compliance duty officer within one hour and to the river authority
     within four hours. Category 1 and 2 incidents get a root cause review within 28 days signed off by the Head
     of Wastewater Operations."""),
    ("pol-bwn", "Boil Water Notice Policy", "policy",
     """Boil Water Notice Policy, owner Dr Helen Marsh, in force since 1 September 2022; review was due
     September 2025 and is overdue. A precautionary boil water notice is issued when E. coli is found in a
     supply zone and contamination cannot be ruled out within 12 hours. Only the Head of Water Quality or her
     deputy can issue or lift a notice. Customers get a door-drop leaflet, SMS and a banner on My Account."""),
    ("pol-compensation", "Customer Compensation Policy", "policy",
     """Customer Compensation Policy, owner Grace Adeyemi. Households get GBP 50 for an unplanned interruption over 12
     hours and GBP 25 for every further 24 hours; businesses GBP 75. Boil water notices pay GBP 30 per household for
     notices over 48 hours. Sewer flooding inside a home pays back the year's wastewater charges. Payments are
     made automatically through Tidemark CIS within 20 working days."""),
    ("pol-reservoir-safety", "Reservoir Safety Policy", "policy",
     """Reservoir Safety Policy, owner Emma Stroud, covers Caldon, Hollin and Greystone reservoirs. Weekly
     surveillance visits, annual supervising engineer statements, and a statutory inspection every ten years.
     Any measure in the interests of safety must be completed by its statutory date."""),
    ("pol-lone-working", "Lone Working Policy", "policy",
     """Lone Working Policy, owner Tom Beckett, in force since November 2021; review overdue since November 2024.
     Operators visiting unmanned sites alone must check in through the lone worker app every 60 minutes;
     confined space entry is never done alone."""),
    # procedures
    ("proc-flushing", "Mains Flushing Procedure v3", "procedure",
     """Mains Flushing Procedure, version 3, from May 2025, owner Kofi Mensah. Flush from clean to dirty, keep
     velocity under 0.6 m/s on cast iron, monitor turbidity at the hydrant and stop below 1 NTU. Notify the
     contact centre before flushing so advisers can answer discolouration calls."""),
    ("proc-bwn", "Boil Water Notice Procedure v5", "procedure",
     """Boil Water Notice Procedure, version 5, owner Fatima Rahman. Step by step: confirm the result with a
     resample, map affected properties in NetMap GIS, load the list into Tidemark CIS, send SMS and door drops,
     open bottled water stations, sample daily, lift the notice after two consecutive clear sets."""),
    ("proc-pollution-reporting", "Pollution Incident Reporting Procedure", "procedure",
     """Pollution Incident Reporting Procedure, version 2, owner Rhys Hughes. Call the duty officer, take
     photos and samples upstream and downstream, log the incident in AssetCore, and submit the river authority
     notification form within four hours. The duty officer assigns a provisional category."""),
    ("proc-burst-repair", "Burst Main Repair Procedure v6", "procedure",
     """Burst Main Repair Procedure, version 6, owner Priya Nair. Isolate using NetMap GIS valve tracing,
     rezone from neighbouring zones where possible, warn customers through Tidemark CIS, repair, flush to the
     Mains Flushing Procedure and sample before returning supply. Target: supply back within 4 hours."""),
    ("proc-sampling", "Customer Tap Sampling Procedure", "procedure",
     """Customer Tap Sampling Procedure, version 4, owner Fatima Rahman. Random daytime samples at customer taps,
     booked through QualiLab LIMS. Run the tap for 2 minutes, disinfect the tap for bacteriological samples,
     keep samples at 2-8 degrees and at the lab within 6 hours."""),
    ("proc-spill-reporting", "Storm Overflow Spill Reporting Procedure", "procedure",
     """Storm Overflow Spill Reporting Procedure, version 1, from January 2025, owner Rhys Hughes. Event duration
     monitors report spills to AquaView SCADA; any spill at a bathing water overflow is published within one hour.
     Quarterly spill counts are checked against rainfall before the return."""),
    # incidents and reviews
    ("inc-caldon-turbidity", "August 2025 Caldon Turbidity Event", "incident",
     """On 12 August 2025 a storm washed silt into Caldon Reservoir; raw water turbidity at Caldon Water
     Treatment Works rose to 45 NTU and final water turbidity breached 1 NTU for 95 minutes. Output was cut to
     70 Ml/d and Ashcombe Town was supported from Brackwell. Notified to the Drinking Water Standards Office as a
     category 3 event. Closed."""),
    ("review-caldon-turbidity", "Review of the Caldon turbidity event", "review",
     """Root cause: the coagulant dose did not follow the raw water turbidity spike because the dose controller
     used a fixed ratio, and two of the twelve filters were out of service for the filter refurbishment.
     Actions: feed-forward coagulant control (done), a turbidity alarm in AquaView Alarm Manager at 10 NTU raw
     water (done), and sequencing the filter refurbishment around the storm season. Review led by Liam Doherty."""),
    ("inc-brackwell-pollution", "September 2025 Brackwell Pollution Incident", "incident",
     """On 21 September 2025 two of the three inlet pumps at Brackwell Wastewater Treatment Works tripped and
     screened sewage spilled to the Brack for 5 hours. Provisionally category 2. Fish deaths were reported 400 m
     downstream. Investigation open."""),
    ("review-brackwell-pollution", "Brackwell pollution incident: interim review", "review",
     """Interim findings: a failed motor protection relay tripped one Halvorsen HX350 inlet pump; the standby pump
     tripped on the same fault; the high-level alarm was raised in AquaView but the call-out went to an out-of-date
     rota. Actions so far: relays replaced, call-out rotas checked weekly. Final review due 19 December 2025.
     Led by Mark Ellery with Rhys Hughes."""),
    ("inc-kelby-burst", "October 2025 Kelby Trunk Main Burst", "incident",
     """On 7 October 2025 the 450 mm trunk main below Kelby Booster Pumping Station burst. 9,650 properties in
     Kelby Coast lost supply, 2,100 of them for more than 12 hours; the longest was 19 hours. Northfold Civils
     repaired the main under the Mains Renewal Framework. Bottled water stations opened at 6 hours."""),
    ("review-kelby-burst", "Kelby trunk main burst: review", "review",
     """Root cause: a pressure surge when both Halvorsen HX200 pumps at Kelby Booster restarted together after a
     power dip, on a 1974 asbestos cement main. Actions: soft-start drives on both pumps, a surge vessel, and
     renewing 2.3 km of the trunk main in 2026. Compensation under the Customer Compensation Policy was paid to
     2,100 households. Led by Priya Nair."""),
    ("inc-ashcombe-road", "July 2025 Ashcombe Road Pumping Station Failure", "incident",
     """On 19 July 2025 both pumps at Ashcombe Road Sewage Pumping Station stopped during a power cut and the
     generator failed to start; the emergency tank filled and sewage overflowed to the Ash brook for 50 minutes.
     Category 3. Closed."""),
    ("review-ashcombe-road", "Ashcombe Road pumping station failure: review", "review",
     """Root cause: the standby generator's fuel had degraded after two years without a load test. Actions:
     monthly on-load generator tests at all sewage pumping stations, fuel polishing, and a mobile generator
     connection point. Led by Colin Ames."""),
    ("inc-aquaview-outage", "September 2025 AquaView Outage", "incident",
     """On 4 September 2025 AquaView SCADA was unavailable for 3 h 20 min after a failed storage update on the
     Caldon server; the standby at Marwood did not take over. Operators ran sites locally and made hourly calls.
     AquaView Alarm Manager sent no alarms during the outage. Closed."""),
    ("review-aquaview-outage", "AquaView outage: review", "review",
     """Root cause: the failover to the Marwood standby had not been tested since the 6.2 upgrade, and a
     certificate on the standby had expired. Actions: quarterly failover tests, certificate monitoring, and an
     upgrade to AquaView 6.4 in March 2026. Led by Nina Forde for Digital and Data."""),
    ("inc-marwood-bwn", "October 2025 Marwood Hills Boil Water Notice", "incident",
     """On 15 October 2025 two E. coli detections at customer taps in Marwood Hills led Dr Helen Marsh to issue
     a precautionary boil water notice to 4,200 properties. Lifted on 18 October after two clear sample sets.
     Likely cause: a damaged air valve chamber flooded by surface water."""),
    ("review-marwood-bwn", "Marwood Hills boil water notice: review", "review",
     """The notice was issued 9 hours after the first result, inside the 12-hour limit of the Boil Water Notice
     Policy. SMS reached 91% of customers; door drops finished after 20 hours. 83 Water Quality Contacts were
     logged. Actions: survey of all air valve chambers in flood-prone areas, and updating the Boil Water Notice
     Policy, whose review is overdue."""),
    # why / analyses
    ("why-leak-ashcombe-2025-10", "Why is leakage rising in Ashcombe Town?", "analysis",
     """Leakage in Ashcombe Town Supply Zone has risen for three months to 15.6 Ml/d in October 2025. Reasons:
     ground movement after the dry summer on old cast-iron mains, a growing backlog of customer-side leaks, and
     two detection crews moved to Kelby after the trunk main burst. Recovery plan: extra Sonara crews from
     November and 400 more S3 loggers."""),
    ("why-kelby-interruptions-2025-10", "Why were supply interruptions so high in Kelby Coast in October?", "analysis",
     """Nearly all of the 6 min 48 s lost per property in Kelby Coast Supply Zone in October 2025 came from the
     Kelby trunk main burst of 7 October. Kelby Coast has one trunk main and no rezoning option from another
     zone, so one burst takes out the whole coast."""),
    ("why-brackwell-spills-2025q3", "Why did spills at Brackwell go up in Q3?", "analysis",
     """Storm Overflow Spills in the Brackwell Wastewater Treatment Works catchment rose from 212 in Q2 to 305 in
     Q3 2025: August rainfall was 160% of average and the storm tanks filled in every heavy storm. The
     Brackwell Storm Tank Scheme is the long-term fix."""),
    ("why-wq-caldon-2025-08", "Why did Caldon fail on water quality in August?", "analysis",
     """All three failures at Caldon Water Treatment Works in August 2025 were turbidity at final water during
     the Caldon turbidity event of 12 August, when coagulant dosing lagged a silt wash-in from the reservoir."""),
    ("why-wqc-kelby-2025-10", "Why did water quality contacts spike in Kelby Coast in October?", "analysis",
     """Discolouration after the Kelby trunk main burst: when the main was recharged, sediment was stirred up
     across the zone. 56 contacts in October against about 10 in a normal month."""),
    ("why-ww-stannerley-2025q2", "Stannerley permit compliance in Q2", "analysis",
     """Stannerley Wastewater Treatment Works fell to 97.9% Discharge Permit Compliance in Q2 2025 because one
     ammonia sample exceeded permit while the reed bed was being replanted."""),
    # FAQs
    ("faq-bwn-who", "Who can issue a boil water notice?", "faq",
     """Only the Head of Water Quality, Dr Helen Marsh, or her nominated deputy Fatima Rahman. Contact centre
     advisers must never tell customers to boil water unless a notice is live in Tidemark CIS."""),
    ("faq-compensation-interruption", "When do customers get compensation for no water?", "faq",
     """Under the Customer Compensation Policy a household gets GBP 50 after 12 hours without water in an unplanned
     interruption, plus GBP 25 for each further 24 hours. Payment is automatic through Tidemark CIS."""),
    ("faq-portal-leak", "Can customers report a leak on My Account?", "faq",
     """Yes. Since Tidemark Self Service 4.0 went live in May 2025 customers can report a leak with a photo and
     a map pin; the report becomes a work order in AssetCore for the Leakage and Networks team."""),
    ("faq-scada-password", "How do I get an AquaView SCADA login?", "faq",
     """Ask your line manager to raise an access request to Digital and Data; Ben Carver approves control room
     access. Accounts for AquaView Alarm Manager call-out rotas are set up by Nina Forde."""),
    ("faq-leakwatch-logger", "What do I do if an S3 logger stops reporting in LeakWatch?", "faq",
     """Check the battery age in LeakWatch; loggers over five years old are replaced by Sonara Acoustics under the
     Leak Detection Services Contract. Raise a job in AssetCore with the logger serial number."""),
    ("faq-lims-results", "How long do lab results take in QualiLab LIMS?", "faq",
     """Chemistry results are in QualiLab LIMS within 24 hours; coliform and E. coli results within 18 to 24
     hours; cryptosporidium within 3 working days."""),
    ("faq-netmap-edit", "Who can edit NetMap GIS?", "faq",
     """Only the records team in Leakage and Networks can edit mains and valve records in NetMap GIS; everyone
     else has read access. Request changes through an AssetCore job."""),
    ("faq-pcc", "What is our per capita consumption?", "faq",
     """Per Capita Consumption was 139 litres per person per day in 2024-25 against a target of 132; the Smart
     Metering Programme is expected to bring it down by about 5 litres."""),
    # comparisons
    ("cmp-hx200-hx350", "Halvorsen HX200 vs HX350", "comparison",
     """The Halvorsen HX350 is the bigger pump: 160 kW and up to 700 l/s, list price GBP 88,000, used at Caldon
     Pumping Station and Ashcombe Road. The HX200 is 75 kW, up to 120 l/s, GBP 42,000, used at Kelby Booster and
     Fenwick Lane. Both are covered by the Pump Maintenance Contract."""),
    ("cmp-uv40-uv80", "ClearStream UV-40 vs UV-80", "comparison",
     """The ClearStream UV-80 treats up to 80 Ml/d and costs GBP 540,000; the UV-40 treats up to 40 Ml/d for
     GBP 310,000. Caldon has two UV-80s; Fenwick and Brackwell have one UV-40 each. Lamp life is 12,000 hours on
     both."""),
    ("cmp-wtw-capacity", "Our water treatment works by capacity", "comparison",
     """Caldon Water Treatment Works 120 Ml/d, Marwood Water Treatment Works 60 Ml/d, Brackwell Water Treatment
     Works 45 Ml/d, Fenwick Borehole Treatment Works 18 Ml/d."""),
    ("cmp-reservoirs", "Our reservoirs compared", "comparison",
     """Caldon Reservoir holds 14,200 Ml (built 1931), Hollin Reservoir 6,800 Ml (1904, the oldest) and Greystone
     Reservoir 3,100 Ml (1958)."""),
    ("cmp-wwtw-size", "Our wastewater works by size", "comparison",
     """By population equivalent: Brackwell Wastewater Treatment Works 180,000, Ashcombe 95,000, Kelby 22,000,
     Stannerley 8,500."""),
    ("cmp-leakage-zones-2025-10", "Leakage by zone, October 2025", "comparison",
     """October 2025 leakage by supply zone: Ashcombe Town 15.6 Ml/d, Marwood Hills 8.6, Kelby Coast 6.8,
     Brackwell Rural 5.9. Only Marwood Hills improved on September."""),
    # minutes and notices
    ("minutes-ops-2025-10", "Operations board notes, October 2025", "minutes",
     """The operations board reviewed the Kelby trunk main burst and the Marwood Hills boil water notice, agreed to
     fund a surge vessel at Kelby Booster Pumping Station, and asked Dr Helen Marsh to bring the Boil Water Notice
     Policy review to the November board."""),
    ("minutes-ops-2025-09", "Operations board notes, September 2025", "minutes",
     """The board noted the AquaView outage and the Brackwell pollution incident, approved quarterly SCADA failover
     tests and asked Alan Brook to start the retender of the Treatment Chemicals Supply Contract."""),
    ("minutes-capital-2025-10", "Capital programme meeting, October 2025", "minutes",
     """The Caldon Filter Refurbishment is four weeks behind after the turbidity event paused filter outages; the
     Hollin Dam Safety Works are on programme; the Brackwell Storm Tank Scheme design freeze is in December."""),
    ("notice-chemicals-retender", "Chemicals contract retender", "notice",
     """The Treatment Chemicals Supply Contract with Corrin Chemicals ends on 31 December 2025. Tenders closed on 24
     October; a three-month extension is being agreed in case award slips."""),
    ("notice-aquaview-upgrade", "AquaView 6.4 upgrade", "notice",
     """AquaView SCADA moves from 6.2 to 6.4 in March 2026; AquaView Alarm Manager is upgraded at the same time.
     Expect a four-hour read-only window per site."""),
    ("notice-smart-meters-kelby", "Smart meters in Kelby Coast", "notice",
     """Smart meter fitting in Kelby Coast finishes in December 2025; Marwood Hills starts in January 2026."""),
    # distractors: in the KB, answer nothing the dialogues ask
    ("misc-canteen", "Caldon Gate canteen opening hours", "notice",
     """The Caldon Gate canteen is open 7:30 to 14:00 on weekdays. Card payment only."""),
    ("misc-parking", "Parking at head office", "notice",
     """Staff parking at Caldon Gate is first come first served; the overflow car park is on Tarn Street."""),
    ("misc-pensions", "Pension scheme contact", "faq",
     """Questions about the pension scheme go to the HR service desk, not to line managers."""),
    ("misc-fleet", "Van fleet replacement", "notice",
     """Forty operational vans will be replaced with electric vans by 2027; chargers are being fitted at Caldon
     Gate and the Marwood depot."""),
    ("misc-volunteering", "Volunteering days", "notice",
     """Every colleague can take two paid volunteering days a year, for example river clean-ups with local groups."""),
    ("misc-ppe", "PPE ordering", "how-to",
     """Order hard hats, gloves and high-visibility clothing through the stores catalogue in AssetCore."""),
]


def hand_docs() -> list[dict]:
    return [doc(id_, title, text, kind) for id_, title, kind, text in HAND]


def all_docs() -> list[dict]:
    return [*table_docs(), *record_docs(), *hand_docs()]
