"""The documents of the Aldwyn Air operations knowledge base.

Regular reports (the monthly network performance pack, station performance, route results by
quarter, fleet technical reliability, customer relations quarterly, the monthly baggage report)
come from the tables below. Stations, hangars, lounges, aircraft types and tails, routes,
departments, people, systems, policies, procedures, suppliers, contracts, KPIs, maintenance checks
and incidents have a record page written from world.py plus a hand-written note; incident reviews,
FAQs, comparisons, minutes, overviews and staff notices are written out by hand.
Time anchor: mid-November 2025; the latest month is October 2025, the latest quarter Q3 2025.
"""

from __future__ import annotations

import world
from bundlekit import doc, english_records

MONTH = {8: "August", 9: "September", 10: "October"}




def _label(eid: str) -> str:
    return world.E[eid]["label"]


# -- network performance pack by month: flights, passengers, OTP, OTD, cancellation %, load factor,
#    mishandled bags per 1,000, technical delays per 100 departures, TDR, complaints per 1,000, commentary
NETWORK = {
    8: ("3,420", "241,300", 81.4, 85.9, 0.8, 84.2, 4.1, 2.2, 98.9, 1.1,
        "Peak summer month. Arrivals suffered from air traffic flow restrictions on the Kelbridge-Penrock and Kelbridge-Carrow Bay sectors. AW-TPK was out of service for three weeks after the Fallowmere bird strike on 14 August and AW-KBC for nine days after the Penrock ground damage on 27 August."),
    9: ("3,180", "214,800", 79.2, 84.1, 1.3, 77.5, 6.8, 3.1, 98.4, 1.9,
        "The worst month of the year for bags and complaints: the Kelbridge baggage system failure on 6 September left 2,900 bags behind over two days. The AW-KBF engine change at Carrow Bay (18-22 September) caused 9 technical cancellations on the Merrin M175 fleet."),
    10: ("3,050", "198,500", 83.6, 82.7, 1.1, 74.9, 3.9, 2.0, 99.1, 1.4,
         "On-time departure fell while on-time performance rose: the Skyline Check-in outage at Kelbridge on 9 October held departures for most of the morning, but winter schedule block times from 26 October absorbed the delays on arrival. The Penrock crew shortage of 17-19 October cancelled 11 flights."),
}

# -- station performance by month: departures, OTD %, OTP %, cancellations, mishandled bags per 1,000,
#    top delay cause, note
STATIONS = {
    "kbr": ("st_kbr", {
        8: ("1,890", 84.8, 80.9, 14, 4.6, "late inbound aircraft", "Twelve of the fourteen cancellations were flow-control cancellations on 22 August."),
        9: ("1,760", 83.0, 78.1, 22, 9.7, "baggage loading after the belt failure", "The baggage system failure of 6 September forced manual loading for two days; 2,900 bags missed their flights."),
        10: ("1,690", 79.4, 82.8, 17, 4.2, "check-in queues after the Skyline Check-in outage", "Check-in ran on paper for 4 h 40 min on 9 October; 38 departures left more than 15 minutes late that day."),
    }),
    "pnk": ("st_pnk", {
        8: ("650", 86.1, 82.0, 6, 3.5, "ground handling (Swiftport) after the tug strike", "AW-KBC was damaged by a pushback tug on 27 August; handling-coded delays doubled in the last week."),
        9: ("600", 87.4, 80.6, 5, 3.8, "late inbound aircraft", "Handling recovered after the retraining of Swiftport tug drivers."),
        10: ("575", 85.0, 83.1, 15, 3.6, "crew availability", "Eleven of the fifteen cancellations came from the crew shortage of 17-19 October."),
    }),
    "arm": ("st_arm", {
        8: ("340", 89.2, 84.5, 2, 2.9, "air traffic flow restrictions", "Best bag performance on the network."),
        9: ("315", 88.6, 83.9, 3, 3.1, "late inbound aircraft", "No significant events."),
        10: ("310", 84.3, 85.2, 4, 3.3, "de-icing", "The first de-icing of the season, 28-30 October, took 14 minutes per aircraft against a 10 minute plan."),
    }),
    "flm": ("st_flm", {
        8: ("245", 86.5, 79.8, 5, 3.7, "technical (bird strike follow-up)", "After the bird strike on AW-TPK a Corvane CV-70 replaced the CV-70LR on the route with payload limits; five flights cancelled."),
        9: ("230", 88.9, 82.4, 2, 3.4, "late inbound aircraft", "AW-TPK back in service on 6 September."),
        10: ("220", 90.1, 86.0, 1, 3.0, "weather", "Best month of the year at Fallowmere."),
    }),
    "cwb": ("st_cwb", {
        8: ("280", 87.0, 81.2, 2, 4.0, "air traffic flow restrictions", "No significant events."),
        9: ("265", 80.2, 75.4, 11, 4.4, "technical (AW-KBF engine change)", "AW-KBF was grounded at Carrow Bay from 18 to 22 September for an engine change; nine of the eleven cancellations were technical."),
        10: ("255", 88.4, 84.7, 2, 3.8, "late inbound aircraft", "Back to normal."),
    }),
}

# -- route results by quarter: passengers, load factor %, OTP %, cancellations, note
ROUTES = {
    "pnk": ("rt_pnk", {2: ("96,400", 79.1, 84.0, 12, "Frequencies up from 24 to 28 a week in April."),
                       3: ("104,900", 83.6, 80.8, 21, "Busiest route; August ground damage to AW-KBC meant two weeks of M175 substitutions.")}),
    "arm": ("rt_arm", {2: ("38,700", 72.4, 86.1, 4, "Stable."),
                       3: ("42,100", 78.9, 84.4, 5, "Summer event traffic to Ardmoor lifted loads.")}),
    "flm": ("rt_flm", {2: ("24,300", 81.5, 85.2, 3, "Long sector flown by the CV-70LR."),
                       3: ("25,900", 83.0, 81.3, 7, "Bird strike on 14 August: a CV-70 with payload limits flew the route for three weeks.")}),
    "cwb": ("rt_cwb", {2: ("33,800", 70.2, 83.5, 6, "Competitor entered the route in May."),
                       3: ("35,200", 73.6, 78.9, 13, "The AW-KBF engine change in September cancelled nine flights.")}),
    "lsl": ("rt_lsl", {2: ("12,100", 64.8, 88.0, 2, "Lowest load factor on the network; under review."),
                       3: ("13,400", 69.5, 86.7, 3, "Public service obligation talks with the Lisdale council continue.")}),
    "tnb": ("rt_tnb", {2: ("9,600", 76.3, 84.9, 1, "Seasonal route, opened 1 May."),
                       3: ("14,200", 88.7, 82.2, 2, "Highest summer load factor on the network; the season ended 25 October.")}),
}

# -- fleet technical reliability by month: technical delays per 100 departures, TDR %, technical cancellations,
#    top ATA chapter, note
FLEET = {
    "cv70": ("at_cv70", {8: (2.0, 99.0, 3, "ATA 32 landing gear", "Two nose gear steering faults at Ardmoor."),
                         9: (1.8, 99.1, 2, "ATA 36 pneumatics", "Bleed valve replaced on AW-TPD."),
                         10: (2.1, 98.9, 3, "ATA 30 ice and rain protection", "De-ice boot leaks found on the first cold mornings.")}),
    "cv70lr": ("at_cv70lr", {8: (3.4, 98.1, 6, "ATA 05 inspections", "Bird strike inspections and a propeller change on AW-TPK."),
                             9: (2.5, 98.6, 2, "ATA 61 propellers", "Propeller balancing after the repair."),
                             10: (1.6, 99.3, 1, "ATA 34 navigation", "Best month since delivery.")}),
    "m190": ("at_m190", {8: (2.4, 98.8, 4, "ATA 21 air conditioning", "Pack faults in the heat; AW-KBC out after ground damage."),
                         9: (2.6, 98.7, 3, "ATA 21 air conditioning", "Pack valve modification started."),
                         10: (2.3, 98.9, 2, "ATA 29 hydraulics", "Pack modification done on all five aircraft.")}),
    "m175": ("at_m175", {8: (1.9, 99.2, 1, "ATA 49 APU", "Stable."),
                         9: (6.2, 96.4, 9, "ATA 72 engine", "AW-KBF engine change at Carrow Bay after a high oil consumption finding; spare engine flown in from Tallis Aero Engines."),
                         10: (2.2, 98.9, 1, "ATA 49 APU", "Back to normal.")}),
}

# -- customer relations quarterly: complaints, per 1,000 passengers, answered within 28 days %, top categories,
#    complaints by station (KBR, PNK, ARM, FLM, CWB), compensation and care paid
CUSTOMER = {
    2: (642, 1.0, 93, "delays 31%, baggage 22%, refunds 18%, staff conduct 9%", (391, 118, 44, 37, 52), "GBP 212,000",
        "A normal spring quarter; the new Disruption Care Policy 2025 was prepared for 1 July."),
    3: (1108, 1.5, 84, "baggage 38%, delays 29%, refunds 14%, care during disruption 11%", (702, 196, 58, 71, 81), "GBP 488,000",
        "Complaints rose 73% on Q2, driven by the September baggage system failure at Kelbridge. Response times slipped below the 90% target in September; two temporary agents joined the team."),
}

# -- monthly baggage report: network rate per 1,000, rates by station (KBR, PNK, ARM, FLM, CWB),
#    causes, delivered within 24 h %, note
BAGS = {
    8: (4.1, (4.6, 3.5, 2.9, 3.7, 4.0), "missed transfers 41%, loading errors 27%, tagging errors 14%, weight restrictions 18%", 91,
        "Weight restrictions on the CV-70 standing in for the CV-70LR at Fallowmere left bags behind."),
    9: (6.8, (9.7, 3.8, 3.1, 3.4, 4.4), "baggage system failure 58%, missed transfers 19%, loading errors 15%, tagging errors 8%", 78,
        "The Kelbridge baggage system failure of 6 September: 2,900 bags delayed, most delivered within 72 hours by courier."),
    10: (3.9, (4.2, 3.6, 3.3, 3.0, 3.8), "missed transfers 44%, loading errors 30%, tagging errors 17%, other 9%", 93,
         "Below the 4.0 target for the first time since June."),
}

STATION_ORDER = ("Kelbridge", "Penrock", "Ardmoor", "Fallowmere", "Carrow Bay")


def table_docs() -> list[dict]:
    out = []
    for m, (flights, pax, otp, otd, cxl, lf, mhb, tech, tdr, cmp, note) in NETWORK.items():
        out.append(doc(f"net-2025-{m:02d}", f"Network performance pack - {MONTH[m]} 2025",
                       f"Aldwyn Air network performance for {MONTH[m]} 2025. | KPI | value | target | |---|---|---| "
                       f"| flights operated | {flights} | | | passengers | {pax} | | "
                       f"| On-Time Performance (arrivals within 15 min) | {otp}% | 85% | "
                       f"| On-Time Departure (departures within 15 min) | {otd}% | 88% | "
                       f"| Cancellation Rate | {cxl}% | under 1.0% | | Load Factor | {lf}% | 78% | "
                       f"| Mishandled Bags Rate | {mhb} per 1,000 | under 4.0 | "
                       f"| Technical Delays | {tech} per 100 departures | under 2.5 | "
                       f"| Technical Dispatch Reliability | {tdr}% | 99.0% | "
                       f"| Customer Complaints | {cmp} per 1,000 | under 1.2 | "
                       f"Commentary: {note} Compiled by the Operations Control Centre.",
                       "report", series="network", period=f"2025-{m:02d}"))
    for code, (eid, months) in STATIONS.items():
        name = _label(eid)
        for m, (deps, otd, otp, cxl, mhb, cause, note) in months.items():
            out.append(doc(f"stn-{code}-2025-{m:02d}", f"{name} station performance - {MONTH[m]} 2025",
                           f"Station performance report, {name}, {MONTH[m]} 2025. | measure | value | |---|---| "
                           f"| departures | {deps} | | On-Time Departure | {otd}% | | On-Time Performance (arrivals) | {otp}% | "
                           f"| cancellations | {cxl} | | Mishandled Bags Rate | {mhb} per 1,000 | "
                           f"| top delay cause | {cause} | Note: {note} Station manager: {_label(world.E[eid]['edges']['managedBy'])}.",
                           "report", series="station", period=f"2025-{m:02d}"))
    for code, (eid, quarters) in ROUTES.items():
        name = _label(eid)
        for q, (pax, lf, otp, cxl, note) in quarters.items():
            out.append(doc(f"rte-{code}-2025q{q}", f"Route results {name} - Q{q} 2025",
                           f"Route results for {name}, Q{q} 2025. | measure | value | |---|---| "
                           f"| passengers | {pax} | | Load Factor | {lf}% | | On-Time Performance | {otp}% | "
                           f"| cancellations | {cxl} | Note: {note}",
                           "report", series="route", period=f"2025-Q{q}"))
    for code, (eid, months) in FLEET.items():
        name = _label(eid)
        for m, (tech, tdr, tcx, ata, note) in months.items():
            out.append(doc(f"tech-{code}-2025-{m:02d}", f"Fleet technical reliability {name} - {MONTH[m]} 2025",
                           f"Technical reliability of the {name} fleet, {MONTH[m]} 2025. | measure | value | |---|---| "
                           f"| Technical Delays | {tech} per 100 departures | | Technical Dispatch Reliability | {tdr}% | "
                           f"| technical cancellations | {tcx} | | top ATA chapter | {ata} | Note: {note} "
                           f"Reported by Continuing Airworthiness from TechLog MRO data.",
                           "report", series="fleet", period=f"2025-{m:02d}"))
    for q, (n, rate, answered, cats, by_stn, paid, note) in CUSTOMER.items():
        stations = ", ".join(f"{s} {v}" for s, v in zip(STATION_ORDER, by_stn))
        out.append(doc(f"cr-2025q{q}", f"Customer Relations quarterly report - Q{q} 2025",
                       f"Customer Relations report for Q{q} 2025. | measure | value | |---|---| "
                       f"| Customer Complaints received | {n} | | complaints per 1,000 passengers | {rate} | "
                       f"| answered within 28 days | {answered}% (target 90%) | | top categories | {cats} | "
                       f"| complaints by station | {stations} | | compensation and care paid | {paid} | "
                       f"Commentary: {note} Report owner: Sian Moreton, Head of Customer Relations.",
                       "report", series="customer", period=f"2025-Q{q}"))
    for m, (rate, by_stn, causes, within24, note) in BAGS.items():
        stations = ", ".join(f"{s} {v}" for s, v in zip(STATION_ORDER, by_stn))
        out.append(doc(f"bag-2025-{m:02d}", f"Baggage performance report - {MONTH[m]} 2025",
                       f"Baggage Services monthly report, {MONTH[m]} 2025. | measure | value | |---|---| "
                       f"| Mishandled Bags Rate, network | {rate} per 1,000 (target under 4.0) | "
                       f"| by station, per 1,000 | {stations} | | causes | {causes} | "
                       f"| delayed bags delivered within 24 h | {within24}% | Note: {note} Report owner: Lena Fairley.",
                       "report", series="baggage", period=f"2025-{m:02d}"))
    return out


# hand-written notes appended to record pages
NOTES = {
    "org_aldwyn": "Regional airline founded in 1994, head office at Kelbridge Airport. 21 aircraft in four types; seven stations; about 2.6 million passengers a year.",
    "org_cad": "The national aviation regulator: approves the maintenance organisation, the fatigue risk management system and the winter operations programme.",
    "st_kbr": "Main hub, crew base and home of the Operations Control Centre and Kelbridge Hangar 3. Ground handling in house by Ground Operations. The baggage hall was rebuilt in 2012; belt controller replacement planned for spring 2026.",
    "st_pnk": "Second base: Base Maintenance, a crew base of 60 pilots and cabin crew, the Heron Lounge Penrock. Handled by Swiftport Handling.",
    "st_arm": "Turboprop outstation with a small line hangar for overnight checks; de-icing with one rig.",
    "st_flm": "The longest sector on the network, flown by the Corvane CV-70LR. Bird hazard from the estuary in late summer.",
    "st_cwb": "Jet outstation on the coast, flown by the Merrin M175; handled by Harbourline Aviation Services; no engineering cover overnight.",
    "st_lsl": "Smallest station; two flights a day from Penrock.",
    "st_tnb": "Seasonal station, open May to October.",
    "hg_kbr": "Line maintenance hangar for daily checks, A-checks, defect rectification and wheel and brake changes. Night shift 21:00-07:00. Does not do C-checks.",
    "hg_pnk": "Base maintenance hangar that does the heavy checks: all C-checks for the fleet and overflow A-checks. 46 engineers and mechanics. One C-check bay and one A-check bay.",
    "hg_arm": "Old single-bay hangar used for overnight daily checks on the turboprop based at Ardmoor.",
    "lg_kbr": "Airside after security, gate 4 area. Open to Aldwyn Plus fares, Gold members and disrupted passengers with a care voucher. Showers, hot food until 20:00.",
    "lg_pnk": "Landside next to check-in; snacks and drinks only. Closes on weekend afternoons.",
    "at_cv70": "Workhorse turboprop on the short routes (Ardmoor, Lisdale, Thornby). Six in the fleet. Engines maintained by Tallis Aero Engines under the Engine Maintenance Agreement.",
    "at_cv70lr": "Long-range variant of the Corvane CV-70 with extra fuel tanks and 66 seats; flies Kelbridge-Fallowmere. Three in the fleet.",
    "at_m190": "The larger jet, 112 seats, flies Kelbridge-Penrock and peak-time extra flights. Five in the fleet.",
    "at_m175": "The smaller jet, 88 seats, flies Kelbridge-Carrow Bay. Three in the fleet. Shares engines and type rating with the Merrin M190.",
    "ac_kba": "Named Spirit of Kelbridge. Next C-check due February 2026 at Penrock.",
    "ac_kbc": "Damaged by a pushback tug at Penrock on 27 August 2025 (left wing root fairing and flap track); back in service 5 September.",
    "ac_kbf": "Engine change at Carrow Bay on 18-22 September 2025 after high oil consumption on engine 2.",
    "ac_tpa": "Named Spirit of Penrock; the oldest aircraft in the fleet; based at Penrock for the Lisdale route. In C-check at Penrock from 3 to 28 November 2025.",
    "ac_tpd": "Based at Kelbridge; flies the Ardmoor and Thornby routes.",
    "ac_tpk": "Bird strike on approach to Fallowmere on 14 August 2025: propeller and engine inlet damage; back in service 6 September.",
    "ac_tpm": "Named Spirit of Ardmoor; overnights in the Ardmoor Line Hangar.",
    "rt_pnk": "The busiest route: 28 flights a week on the Merrin M190, some peak flights on the M175.",
    "rt_arm": "Three flights a day on the Corvane CV-70.",
    "rt_flm": "Twice daily on the Corvane CV-70LR; the only route that needs the long-range variant.",
    "rt_cwb": "Merrin M175 route; competitor since May 2025.",
    "rt_lsl": "Thin route from Penrock, public service obligation under discussion with the Lisdale council.",
    "rt_tnb": "Summer seasonal; 2025 season from 1 May to 25 October.",
    "t_occ": "Runs the day of operation 24/7 from Kelbridge: flight watch, disruption decisions, recovery, crew control with Crew Rostering. Publishes the network performance pack each month.",
    "t_line": "Line engineers at Kelbridge (in Kelbridge Hangar 3), Ardmoor and Penrock; night shift does daily checks and A-checks.",
    "t_base": "Heavy maintenance at Penrock: C-checks, modifications, repairs after damage.",
    "t_eng": "Engineering and Maintenance holds the maintenance organisation approval; includes Line Maintenance, Base Maintenance and Continuing Airworthiness.",
    "t_camo": "Plans maintenance, keeps technical records in TechLog MRO and publishes fleet reliability each month.",
    "t_ground": "Ramp, check-in, gate and baggage at Kelbridge; manages the handling agents at the outstations.",
    "t_bags": "Baggage tracing, delayed bag delivery and the bag desk at Kelbridge; publishes the monthly baggage report.",
    "t_cr": "Complaints, compensation claims under the Disruption Care Policy, and customer feedback. 14 agents.",
    "t_crew": "Builds the monthly rosters for 310 pilots and cabin crew in CrewDesk; handles swaps and standby.",
    "t_flops": "Pilots, cabin crew, training and the fatigue risk management system.",
    "t_safety": "Safety reporting, investigations, audits and the compliance monitoring programme.",
    "p_priya_kaur": "Duty manager on the OCC day shift; was duty manager during the October 2025 Skyline Check-in Outage.",
    "p_raj_kaur": "Leads the night shift in Kelbridge Hangar 3; B1 licensed engineer on the CV-70 and M190.",
    "p_ewan_blake": "Based in Kelbridge Hangar 3.",
    "p_oksana_lind": "Based at the Penrock Base Maintenance Hangar.",
    "p_nick_varga": "Office in the Kelbridge terminal, level 2.",
    "p_rosa_delaney": "Office in the Penrock terminal.",
    "p_sian_moreton": "Owner of the Disruption Care Policy 2023 and 2025.",
    "p_alan_moreton": "Nominated person for flight operations; owner of the Fatigue Risk Management Policy.",
    "sys_techlog": "Maintenance and engineering system: maintenance programme, work packages, defects, components and technical records. Supplied by Quillon Aero Software. Upgrade to 9.0 planned for March 2026.",
    "mod_techlog_mobile": "Tablet app for line engineers to close defects and sign off daily checks at the aircraft; part of TechLog MRO.",
    "sys_skyline": "Reservations, inventory and ticketing. Supplied by Skyline Systems Ltd under the Skyline PSS Licence.",
    "mod_skyline_ci": "Departure control: check-in, bag tags, boarding and load sheets at all stations; part of Skyline PSS.",
    "sys_crewdesk": "Crew rostering, crew tracking and flight time limitations. Supplied by Rostra Software.",
    "mod_crewdesk_bid": "Preferential bidding module live since September 2025: crew bid for days off and trips; part of CrewDesk.",
    "sys_bagtrace": "Delayed bag files (PIRs), tracing and courier delivery. Supplied by Skyline Systems Ltd.",
    "pol_care_2023": "Version 2. Meal vouchers after 2 hours of delay, hotel after an overnight cancellation, no taxi cover. Superseded on 1 July 2025 by the Disruption Care Policy 2025.",
    "pol_care_2025": "Version 3, in force from 1 July 2025. Meal voucher after 2 hours (GBP 12, was GBP 8); hotel and transport after an overnight cancellation; taxi up to GBP 60 when the last public transport has gone; Heron Lounge access for passengers delayed over 3 hours at Kelbridge and Penrock; rebooking on other airlines allowed after 12 hours.",
    "pol_bag": "Checked bag allowance 23 kg on jets and 20 kg on the turboprops; claims for delayed bags within 21 days; interim expenses up to GBP 50 a day for 5 days.",
    "pol_frm": "Limits on duty and rest beyond the regulations: no more than 3 early starts in a row, minimum 12 hours rest after a late finish, fatigue reports answered within 7 days. Review was due November 2025.",
    "pol_winter": "Winter operations from 1 October to 30 April: de-icing at Kelbridge, Penrock and Ardmoor, holdover time tables, fluid stock levels, extra standby crew.",
    "pol_lounge": "Who may use the Heron Lounges: Aldwyn Plus fares, Gold members, disrupted passengers with a voucher. Guests GBP 25.",
    "proc_deice": "Type I and Type IV fluid application by the de-icing rig crew; holdover times; who decides (the captain); fluid from Glacier Fluids. Target 10 minutes per aircraft.",
    "proc_delayed_bag": "Open a file in BagTrace at the bag desk (a PIR); trace for 5 days, courier delivery when found; interim expenses under the Baggage Policy.",
    "proc_techdelay": "A defect found before departure: line engineer logs it in TechLog Mobile; if the fix needs over 30 minutes the OCC is told; over 90 minutes the OCC decides swap, delay or cancel; AOG away from base triggers the Technical Director and a recovery team.",
    "proc_turn": "Standard turnaround times: 25 minutes for the CV-70, 35 for the M175, 40 for the M190; what happens at each minute; who signs the load sheet.",
    "proc_complaints": "Acknowledge within 2 working days; answer within 28 days; escalate to the Complaints Lead after 21 days; compensation calculated under the Disruption Care Policy 2025.",
    "proc_roster": "Crew request swaps in CrewDesk at least 72 hours ahead; rostering checks the Fatigue Risk Management Policy limits; no swap that creates 4 early starts in a row.",
    "sup_swiftport": "Ground handler at Penrock, Ardmoor and Fallowmere: ramp, check-in and baggage.",
    "sup_harbour": "Ground handler at Carrow Bay, Lisdale and Thornby.",
    "sup_tallis": "Engine overhaul and spare engines for the Tallis TP-27 turboprop engines under the Engine Maintenance Agreement; also lent the spare engine for AW-KBF in September 2025.",
    "sup_glacier": "De-icing fluid, Type I and Type IV, delivered to Kelbridge, Penrock and Ardmoor.",
    "sup_skyline": "Vendor of Skyline PSS, its Skyline Check-in module and BagTrace.",
    "sup_quillon": "Vendor of TechLog MRO and TechLog Mobile.",
    "sup_rostra": "Vendor of CrewDesk and CrewDesk Bidding.",
    "sup_corvane": "Manufacturer of the Corvane CV-70 and CV-70LR.",
    "sup_merrin": "Manufacturer of the Merrin M190 and M175.",
    "con_handling_pnk": "Swiftport Handling at Penrock: ramp, check-in, baggage; penalty of 2% of the monthly fee when handling delays exceed the target. Retender starts January 2026.",
    "con_handling_arm": "Swiftport Handling at Ardmoor and Fallowmere; three years from November 2024.",
    "con_engine": "Power-by-the-hour cover for the Tallis TP-27 engines on the CV-70 and CV-70LR, including spare engines within 48 hours.",
    "con_fluid": "Type I and Type IV fluid; stock of 40,000 litres at Kelbridge at the start of each season.",
    "con_pss": "Licence and hosting for Skyline PSS (with Skyline Check-in) and BagTrace; 99.95% availability, service credits below it.",
    "con_crewdesk": "Subscription for CrewDesk and the bidding module; renewal decision due January 2026.",
    "m_otp": "Measured on arrival at the gate. Published monthly in the network performance pack and by station and route.",
    "m_otd": "Measured at off-block. The measure the handling contracts use.",
    "m_cxl": "Counts cancellations made within 7 days of departure.",
    "m_lf": "Revenue passengers over seats flown, by month and by route.",
    "m_mhb": "Delayed, damaged and pilfered bags per 1,000 passengers; from BagTrace files.",
    "m_techdel": "Delays over 15 minutes coded to technical causes (delay codes 41-48).",
    "m_tdr": "100% minus technical delays over 15 minutes and technical cancellations as a share of departures.",
    "m_complaints": "Written complaints by email, web form or letter; social media comments are not counted.",
    "chk_daily": "Walk-round, fluids, tyres and brakes, defect review; signed off in TechLog Mobile.",
    "chk_a": "Routine inspections and servicing; mostly at night in Kelbridge Hangar 3, overflow at Penrock.",
    "chk_c": "Heavy structural inspection of the whole airframe, only at the Penrock Base Maintenance Hangar; one aircraft at a time.",
    "inc_birdstrike": "A flock of gulls on short final at Fallowmere; AW-TPK landed safely; propeller and engine 1 inlet damaged; reported to the Civil Aviation Directorate.",
    "inc_bhs": "The main sorter at Kelbridge stopped after a controller failure at 05:10 on 6 September; manual loading for two days; 2,900 bags missed flights.",
    "inc_checkin": "Skyline Check-in failed at Kelbridge from 05:20 to 10:00 on 9 October after a database update by Skyline Systems Ltd; paper check-in; 38 departures delayed.",
    "inc_ground_damage": "A Swiftport pushback tug struck the left wing root of AW-KBC on stand 3 at Penrock; nobody hurt; repaired by Base Maintenance.",
    "inc_aog": "High oil consumption on engine 2 of AW-KBF found during the daily check at Carrow Bay; engine changed on site by a recovery team from Kelbridge.",
    "inc_crew": "Sickness among Penrock-based cabin crew and a roster built on the first CrewDesk Bidding run left no standby crew for three days; 11 cancellations.",
}


def record_docs() -> list[dict]:
    return english_records(world, NOTES)


HAND = [
    # incident reviews
    ("review-birdstrike", "Investigation report: August 2025 Fallowmere Bird Strike", "review",
     "Findings: the airport's bird control patrol was not on duty during the evening arrival bank; the crew saw the flock too late to go around. Repair: propeller and engine inlet, 23 days out of service, GBP 212,000 including the lease of a replacement turboprop for one week. Recommendations: ask Fallowmere Airport for patrols until the last arrival; add the estuary bird hazard to the route briefing; review the timing of the evening arrival. Lead investigator: Dana Whitcombe."),
    ("review-bhs", "Post-incident review: September 2025 Kelbridge Baggage System Failure", "review",
     "Root cause: the sorter's controller failed and the spare had the wrong firmware, so restart took 31 hours. 2,900 bags missed flights; 1,640 delayed bag files opened in BagTrace; courier costs GBP 61,000. What went well: the bag desk stayed open 24 hours. Actions: keep a tested spare controller, replace the controller in spring 2026, a manual loading plan per departure bank. Owner: Lena Fairley with Nick Varga."),
    ("review-checkin", "Post-incident review: October 2025 Skyline Check-in Outage", "review",
     "Root cause: a database update by Skyline Systems Ltd during the morning peak without the agreed change approval. Paper check-in from 05:20 to 10:00; 38 departures delayed, no cancellations. Service credit claimed under the Skyline PSS Licence: GBP 18,500. Actions: no vendor changes between 04:00 and 22:00, a paper check-in kit tested every quarter, mobile boarding passes accepted offline. Owner: Ben Carver; OCC duty manager on the day Priya Kaur."),
    ("review-ground-damage", "Investigation report: August 2025 Penrock Ground Damage", "review",
     "Findings (draft, still under review): the tug driver from Swiftport Handling was in his second week and the wing walker was missing; the stand lead-in line was faded. Repair by Base Maintenance at Penrock: 9 days, GBP 340,000. Actions: Swiftport retrained all tug drivers by 15 September; stand markings repainted; claim against Swiftport under the Penrock Ground Handling Contract in progress. Lead: Dana Whitcombe."),
    ("review-aog", "Technical review: September 2025 AW-KBF Engine Change", "review",
     "Oil consumption trend on engine 2 had risen for three weeks but the trend alert in TechLog MRO was set too high. Recovery team of six flew to Carrow Bay with a spare engine on loan; aircraft grounded four days; nine cancellations; GBP 127,000. Actions: alert threshold lowered, weekly trend review by Continuing Airworthiness. Owner: Harriet Vance."),
    ("review-crew", "Interim review: October 2025 Penrock Crew Shortage", "review",
     "Still open. Sickness of 9 cabin crew at Penrock met a roster with only 2 standby crew, the result of the first CrewDesk Bidding run in which most crew bid for the same days off. 11 cancellations on 17-19 October, GBP 74,000 in care and rebooking. Actions so far: minimum standby per base set in CrewDesk Bidding, fatigue reports reviewed under the Fatigue Risk Management Policy. Final review due December 2025. Owner: Ollie Frost."),
    # FAQs
    ("faq-care", "Disruption care FAQ for agents", "faq",
     "When does a passenger get a meal voucher? After 2 hours of delay, GBP 12. Taxi? Only when the last public transport has gone, up to GBP 60. Lounge? Delays over 3 hours at Kelbridge and Penrock, with a voucher. Can we rebook on another airline? After 12 hours. Which policy applies to flights before July 2025? The Disruption Care Policy 2023."),
    ("faq-bags", "Baggage FAQ", "faq",
     "What is the allowance? 23 kg on the jets, 20 kg on the turboprops. Bag didn't arrive? Open a delayed bag file at the bag desk or online; we trace for 5 days. Expenses? Up to GBP 50 a day for 5 days with receipts. Damaged bag? Report within 7 days."),
    ("faq-rostering", "Crew rostering FAQ", "faq",
     "When is the roster published? On the 20th for the next month. How do I swap a duty? In CrewDesk, at least 72 hours ahead. How does bidding work? Bid for up to 8 days off and 4 preferred trips in CrewDesk Bidding by the 5th. Who do I ask about fatigue? File a fatigue report; Flight Operations answers within 7 days."),
    ("faq-lounge", "Heron Lounge FAQ", "faq",
     "Who can use the lounges? Aldwyn Plus fares, Gold members and disrupted passengers with a voucher. Guests? GBP 25. Kelbridge lounge hours 04:45-21:30; Penrock lounge 05:30-19:00 on weekdays and 07:00-15:00 at weekends. Showers only at Kelbridge."),
    ("faq-techlog", "TechLog FAQ for engineers", "faq",
     "How do I close a defect on the aircraft? In TechLog Mobile, with your licence PIN. The tablet is offline? Use the paper tech log and enter it within 24 hours. Who do I call about access? The CAMO records desk, ext 3140."),
    # comparisons
    ("cmp-care-2023-2025", "What changed: Disruption Care Policy 2023 vs 2025", "comparison",
     "Version 2 (2023) vs version 3 (2025): meal voucher GBP 8 vs GBP 12 after 2 hours; no taxi cover vs taxi up to GBP 60 when public transport has gone; no lounge access vs Heron Lounge after 3 hours; rebooking on other airlines not allowed vs allowed after 12 hours; hotel after an overnight cancellation in both. Version 3 in force from 1 July 2025."),
    ("cmp-cv70-lr", "Corvane CV-70 vs CV-70LR", "comparison",
     "The CV-70LR is the long-range variant: 66 seats vs 70, range 2,100 km vs 1,450 km, extra fuel tanks, TP-27A engines. 6 CV-70s and 3 CV-70LRs. Only the LR can fly Kelbridge-Fallowmere with a full load."),
    ("cmp-m190-m175", "Merrin M190 vs M175", "comparison",
     "M190: 112 seats, range 3,400 km, 5 aircraft, Kelbridge-Penrock. M175: 88 seats, range 3,100 km, 3 aircraft, Kelbridge-Carrow Bay. Same engines (Halvard HF-34) and same pilot type rating, so crews fly both."),
    ("cmp-otp-otd", "On-time performance vs on-time departure: what is the difference", "comparison",
     "On-Time Performance counts arrivals within 15 minutes of schedule (target 85%); On-Time Departure counts off-blocks within 15 minutes (target 88%). They can move apart: in October 2025 OTD fell to 82.7% because of the check-in outage while OTP rose to 83.6% thanks to the longer winter block times."),
    ("cmp-hangars", "Kelbridge Hangar 3 vs Penrock Base Maintenance Hangar", "comparison",
     "Kelbridge Hangar 3 does line work: daily checks, A-checks and defects, at night. The Penrock Base Maintenance Hangar does the heavy checks (C-checks), modifications and repairs, plus overflow A-checks. Kelbridge has 2 bays, Penrock one C-check bay and one A-check bay."),
    # minutes
    ("min-ops-review-2025-10", "Operations performance review minutes - October 2025", "minutes",
     "Present: Tom Ashby (chair), Marta Silva, Jamal Okoye, Callum Reid, Ollie Frost, Nick Varga, Rosa Delaney. Agreed: target OTD 88% kept for winter; Kelbridge check-in to open 15 minutes earlier on the first wave; standby crew at Penrock raised from 2 to 5; Swiftport penalty at Penrock for August to be applied."),
    ("min-eng-board-2025-09", "Engineering review board minutes - September 2025", "minutes",
     "Present: Callum Reid (chair), Harriet Vance, Ewan Blake, Oksana Lind, Simon Achterberg. Agreed: oil consumption alerts lowered after the AW-KBF engine change; AW-TPA C-check at Penrock in November; TechLog MRO upgrade to 9.0 in March 2026; a second spare TP-27 engine under the Engine Maintenance Agreement."),
    ("min-customer-board-2025-10", "Customer board minutes - October 2025", "minutes",
     "Present: Sian Moreton (chair), Kofi Mensah, Lena Fairley, Nadia Farouk. Q3 complaints up 73%, mostly baggage; two temporary agents hired; answer rate back to 91% in October. Lounge access under the new care policy used by 1,240 passengers since July."),
    # overviews
    ("ovw-network", "Aldwyn Air network overview 2025", "overview",
     "Hub at Kelbridge with routes to Penrock, Ardmoor, Fallowmere, Carrow Bay and, in summer, Thornby; Penrock-Lisdale from the second base. About 62 departures a day from Kelbridge. Winter schedule from 26 October."),
    ("ovw-fleet", "Fleet overview 2025", "overview",
     "21 aircraft: 6 Corvane CV-70, 3 Corvane CV-70LR, 5 Merrin M190, 3 Merrin M175, plus 4 leased turboprops in summer. Average age 9.1 years. Maintenance: line at Kelbridge and Ardmoor, base at Penrock."),
    ("ovw-engineering", "Engineering and Maintenance overview", "overview",
     "Technical Director Callum Reid. Line Maintenance (Ewan Blake) works from Kelbridge Hangar 3 and the Ardmoor Line Hangar; Base Maintenance (Oksana Lind) from the Penrock Base Maintenance Hangar; Continuing Airworthiness (Harriet Vance) plans checks and keeps records in TechLog MRO."),
    # distractors: off-topic staff notices
    ("notice-staff-travel", "Staff travel rules for the winter season", "notice",
     "Staff standby tickets are not available on 19-24 December. Book through the staff travel page; dress code applies in the Heron Lounge."),
    ("notice-christmas-party", "Christmas party 2025", "notice",
     "The staff Christmas party is on 12 December in the Kelbridge Airport Hotel ballroom; tickets GBP 15 from the social club."),
    ("notice-staff-parking", "Staff car park permits at Kelbridge", "notice",
     "From January staff permits for the Kelbridge long-stay car park are renewed online; shift workers keep their free permits."),
    ("notice-uniform", "New uniform fittings", "notice",
     "Cabin crew and check-in staff uniform fittings take place at Penrock on 2-4 December and at Kelbridge on 8-11 December."),
    ("notice-pension", "Pension scheme briefing", "notice",
     "HR holds a briefing on the pension scheme changes on 26 November in the Kelbridge training centre, room 1.04."),
    ("notice-charity", "Charity fun run", "notice",
     "Join the Aldwyn Air team for the 5 km charity run around the Kelbridge perimeter road on 7 December."),
]


def hand_docs() -> list[dict]:
    return [doc(id_, title, text, kind) for id_, title, kind, text in HAND]


def all_docs() -> list[dict]:
    return [*table_docs(), *record_docs(), *hand_docs()]
