"""The documents of the Tarnlink operations knowledge base.

Regular reports (network KPIs by region and month, customer KPIs by month, plan results by
quarter, store performance by month, the contact-centre monthly) come from the tables below.
Every entity has a record page written from world.py plus a hand-written note; incident reviews,
FAQs, comparisons, minutes, overviews and staff notices are written out by hand.
Time anchor: early December 2026; the latest month is November 2026, the latest quarter Q3 2026.
"""

from __future__ import annotations

import world
from bundlekit import doc, english_records

MONTH = {9: "September", 10: "October", 11: "November"}


def _label(eid: str) -> str:
    return world.E[eid]["label"]


# -- network KPIs by region and month: availability %, MTTR hours, faults per 1,000 lines, P1 incidents, note
REGIONS = {
    "north": ("reg_north", {
        9: (99.96, 3.6, 2.4, 1, "The Dunmere Data Centre power failure on 8 September took Ledgerline and NetWatch down for 3 h 10 min but no customer service. Oxwick Exchange ran all month on its rebuilt power room after the August flood."),
        10: (99.97, 3.4, 2.6, 0, "Quiet month; autumn gales brought down two overhead drops near Oxwick."),
        11: (99.94, 4.1, 3.1, 0, "Faults rose with the first frosts; repair time over target in the last week because two North engineers were lent to the Coast after the Rookhaven outage."),
    }),
    "south": ("reg_south", {
        9: (99.95, 3.9, 2.8, 0, "Tallowfield Mast ran on batteries for 40 minutes during a local power cut."),
        10: (99.93, 4.4, 3.3, 0, "Cable theft at Brindlecross Exchange on 14 October: 300 lines down for 11 hours."),
        11: (99.96, 3.7, 2.7, 0, "Brindlecross Water Tower Site got 5G on 700 MHz on 5 November."),
    }),
    "coast": ("reg_coast", {
        9: (99.81, 5.2, 3.4, 0, "The Rookhaven Hill Mast outage on 22 September (a failed Vantel radio unit, 9 hours, P2) is most of the lost minutes."),
        10: (99.95, 4.0, 2.9, 0, "Recovered; spare radio units are now kept at Rookhaven Exchange."),
        11: (99.62, 6.8, 4.6, 1, "The Rookhaven Hill Mast outage on 11 November: Copperfox Civils cut the fibre from Rookhaven Exchange while laying duct; 27 hours for mobile and 2,100 broadband lines."),
    }),
}

# -- customer KPIs by month: churn rate %, churn count, NPS, ARPU GBP, complaints, FCR %, note
CUSTOMER = {
    9: (1.08, "2,310", "+27", "30.40", "1,420", 76, "A normal month; back-to-school SIM Only 20GB sales."),
    10: (1.41, "3,020", "+18", "29.85", "3,960", 71, "The Ledgerline Rating failure of 3 October billed 12,800 SIM Only Unlimited and Roam Abroad Pass customers twice; complaints nearly tripled and leavers rose. Refunds cost GBP 310,000."),
    11: (1.29, "2,770", "+21", "30.10", "2,240", 69, "Complaints falling after the refunds; first contact resolution hit by the CareHub Chat outage on 24 November and by calls about the Rookhaven outage."),
}

# -- plan results by quarter: subscribers, ARPU GBP, churn rate % a month, churn count in quarter, NPS, note
PLANS = {
    "f150": ("pl_fibre150", {
        2: ("48,200", "27.10", 0.9, "1,300", "+29", "Steady; most leavers moved house out of the footprint."),
        3: ("47,100", "27.05", 1.0, "1,410", "+28", "Slow decline as customers upgrade to Fibre Max 2025."),
    }),
    "fmax24": ("pl_fmax24", {
        2: ("21,500", "41.60", 1.5, "970", "+22", "Closed to new sales; customers move to the 2025 edition at renewal."),
        3: ("18,900", "41.50", 1.7, "960", "+20", "Highest churn rate of the broadband plans: customers find the 2025 edition is cheaper and faster."),
    }),
    "fmax25": ("pl_fmax25", {
        2: ("30,400", "38.70", 0.7, "640", "+34", "Best-selling broadband plan; 4,100 took Fibre Max Boost."),
        3: ("34,800", "38.90", 0.8, "830", "+33", "Growth from renewals of the 2024 edition."),
    }),
    "sim20": ("pl_sim20", {
        2: ("61,000", "9.80", 1.6, "2,930", "+19", "Price-sensitive base; leavers mostly go to cheaper rivals."),
        3: ("62,300", "9.85", 1.5, "2,800", "+20", "Summer Roam Abroad Pass take-up 9%."),
    }),
    "simunl": ("pl_simunl", {
        2: ("27,700", "21.60", 1.2, "1,000", "+24", "Fair Use Policy warnings sent to 140 customers over 650 GB."),
        3: ("29,100", "21.70", 1.3, "1,130", "+23", "Roam Abroad Pass take-up 14% in the summer."),
    }),
    "bundle": ("pl_bundle", {
        2: ("12,900", "53.40", 0.6, "230", "+38", "Lowest churn of any plan."),
        3: ("14,200", "53.60", 0.6, "250", "+37", "Retail sells 40% of new bundles."),
    }),
}

# -- store performance by month: new connections, NPS, complaints, footfall, note
STORES = {
    "dunmere": ("st_dunmere", {
        9: ("410", "+31", 22, "6,900", "Back-to-school SIM sales."),
        10: ("380", "+24", 61, "7,400", "Queues of double-billed customers in the week after 3 October."),
        11: ("455", "+29", 35, "7,100", "Black Friday offer on Fibre Max 2025."),
    }),
    "oxwick": ("st_oxwick", {
        9: ("150", "+35", 8, "2,300", "Best NPS of the three stores."),
        10: ("140", "+30", 19, "2,500", "Billing queries after the rating failure."),
        11: ("170", "+33", 11, "2,400", "Black Friday offer on Fibre Max 2025."),
    }),
    "rookhaven": ("st_rookhaven", {
        9: ("60", "+22", 14, "1,100", "Customers came in about the September mast outage."),
        10: ("72", "+27", 12, "1,000", "Normal month."),
        11: ("48", "+9", 41, "1,300", "Customers came in about the 27-hour outage; the store closed on the afternoon of 12 November while power was checked."),
    }),
}

# -- contact centre by month: calls, chats, FCR %, average wait, complaints logged, note
CARE = {
    9: ("61,200", "18,400", 76, "3 min 40 s", "1,420", "All targets met."),
    10: ("88,900", "21,700", 71, "11 min 05 s", "3,960", "Double billing calls from 3 October; 40 agents on overtime for two weeks."),
    11: ("70,300", "15,900", 69, "6 min 20 s", "2,240", "Webchat down for 5 hours on 24 November (1,900 chats lost); Rookhaven outage calls on 11-12 November."),
}


def table_docs() -> list[dict]:
    out = []
    for code, (eid, months) in REGIONS.items():
        name = _label(eid)
        for m, (avail, mttr, faults, p1, note) in months.items():
            out.append(doc(f"net-{code}-2026-{m:02d}", f"Network KPI report {name} - {MONTH[m]} 2026",
                           f"Network KPIs, {name}, {MONTH[m]} 2026. | KPI | value | target | |---|---|---| "
                           f"| Network Availability | {avail}% | 99.95% | | Mean Time to Repair (MTTR) | {mttr} h | under 4.0 h | "
                           f"| Fault Rate | {faults} per 1,000 lines | under 3.0 | | P1 incidents | {p1} | | "
                           f"Commentary: {note} Compiled by the Network Operations Centre.",
                           "report", series="network", period=f"2026-{m:02d}"))
    for m, (rate, count, nps, arpu, complaints, fcr, note) in CUSTOMER.items():
        out.append(doc(f"cust-2026-{m:02d}", f"Customer KPI report - {MONTH[m]} 2026",
                       f"Tarnlink customer KPIs for {MONTH[m]} 2026, all plans. | KPI | value | target | |---|---|---| "
                       f"| Churn Rate | {rate}% | under 1.2% | | Churn Count (accounts closed) | {count} | | "
                       f"| Net Promoter Score (NPS) | {nps} | +25 | | Average Revenue per User (ARPU) | GBP {arpu} | GBP 31.00 | "
                       f"| Customer Complaints | {complaints} | | | First Contact Resolution (FCR) | {fcr}% | 75% | "
                       f"Commentary: {note}", "report", series="customer", period=f"2026-{m:02d}"))
    for code, (eid, quarters) in PLANS.items():
        name = _label(eid)
        for q, (subs, arpu, rate, count, nps, note) in quarters.items():
            out.append(doc(f"plan-{code}-2026q{q}", f"Plan results {name} - Q{q} 2026",
                           f"Plan results for {name}, Q{q} 2026. | measure | value | |---|---| "
                           f"| subscribers at quarter end | {subs} | | ARPU | GBP {arpu} | | Churn Rate (monthly average) | {rate}% | "
                           f"| Churn Count (in the quarter) | {count} | | NPS | {nps} | Note: {note}",
                           "report", series="plan", period=f"2026-Q{q}"))
    for code, (eid, months) in STORES.items():
        name = _label(eid)
        for m, (sales, nps, complaints, footfall, note) in months.items():
            out.append(doc(f"store-{code}-2026-{m:02d}", f"{name} performance - {MONTH[m]} 2026",
                           f"Store performance, {name}, {MONTH[m]} 2026. | measure | value | |---|---| "
                           f"| new connections sold | {sales} | | store NPS | {nps} | | complaints | {complaints} | "
                           f"| footfall | {footfall} | Note: {note} Store manager: {_label(world.E[eid]['edges']['managedBy'])}.",
                           "report", series="store", period=f"2026-{m:02d}"))
    for m, (calls, chats, fcr, wait, complaints, note) in CARE.items():
        out.append(doc(f"care-2026-{m:02d}", f"Customer Care contact centre monthly - {MONTH[m]} 2026",
                       f"Contact centre figures, {MONTH[m]} 2026. | measure | value | |---|---| | calls answered | {calls} | "
                       f"| webchats | {chats} | | First Contact Resolution | {fcr}% (target 75%) | | average wait | {wait} | "
                       f"| complaints logged | {complaints} | Note: {note} Owner: Jess Tran, Head of Customer Care.",
                       "report", series="care", period=f"2026-{m:02d}"))
    return out


NOTES = {
    "org_tarnlink": "Regional broadband and mobile operator for the Corran valley: about 210,000 customers, five exchanges, two data centres, three stores and forty mast sites (four major ones on record).",
    "ex_dunmere": "The largest exchange and the core node of the North Region; next door to the Dunmere Data Centre. Two spare power rooms.",
    "ex_oxwick": "Flooded on 19 August 2026 when the river Oxe burst its banks; the power room was rebuilt on the first floor.",
    "ex_brindle": "Main exchange of the South Region; cable theft on 14 October 2026.",
    "ex_rookhaven": "Small coastal exchange; backhaul for Rookhaven Hill Mast runs over a single fibre route from here.",
    "ex_tallow": "Smallest exchange; copper switch-off planned for 2028.",
    "dc_dunmere": "Primary data centre: Ledgerline, NetWatch and the core routers. Generators and UPS maintained by Greywell Power Services.",
    "dc_oxwick": "Secondary data centre: CareHub CRM, FieldPro and the disaster recovery copies of Ledgerline.",
    "st_dunmere": "Flagship store on Market Street, opposite the exchange building.",
    "st_oxwick": "Small store; best customer scores of the three. Router swaps on the spot; phones go away for repair.",
    "st_rookhaven": "Smallest store, on the harbour front; closed Sundays and Mondays.",
    "ms_rookhill": "Covers Rookhaven town and the coast road. Two outages in 2026: a Vantel radio unit in September and a fibre cut in November. Single backhaul route.",
    "ms_tallow": "4G only; upgrade to 5G planned for 2027.",
    "ms_brindle": "Rooftop site on the Brindlecross water tower, owned by the water company, not by Spireline.",
    "ms_quay": "The busiest mast site by traffic.",
    "pl_fibre150": "Entry fibre plan, no price rise in 2026.",
    "pl_fmax24": "The 2024 edition of Fibre Max, closed to new sales since April 2025; existing customers keep it until renewal.",
    "pl_fmax25": "The current edition of Fibre Max: faster, cheaper and a shorter term than the 2024 edition. Fibre Max Boost only works on this edition.",
    "pl_sim20": "Cheapest mobile plan.",
    "pl_simunl": "Unlimited data under the Fair Use Policy; the plan hit by the October 2026 double billing.",
    "pl_bundle": "Fibre Max 2025 broadband with one SIM Only Unlimited line at a discount.",
    "ad_staticip": "One fixed public IPv4 address; popular with home workers.",
    "ad_boost": "Raises upload speed on Fibre Max 2025; not available on the 2024 edition.",
    "ad_roam": "Use your allowance abroad for a daily fee; double charged in the October 2026 rating failure.",
    "t_noc": "Runs 24/7 from Dunmere; declares major incidents.",
    "t_field": "About 90 engineers in North, South and Coast teams; jobs dispatched through FieldPro.",
    "t_care": "Contact centre in Oxwick with 160 agents: phone, webchat and complaints.",
    "t_billing": "Runs the bill cycle in Ledgerline and handles refunds and credits.",
    "t_retail": "The three stores.",
    "t_procure": "Buys network kit and services; manages supplier contracts.",
    "t_planning": "Plans capacity, new sites and upgrades.",
    "t_assurance": "Runs problem management, post-incident reviews and the change advisory board.",
    "p_ruth_hale": "She chairs the major incident calls and owns NetWatch.",
    "p_owen_hale": "He manages the engineers and exchanges of the North Region. Not related to Ruth Hale.",
    "p_nora_quill": "She manages the South and Coast field teams.",
    "p_liam_cho": "He was incident manager for the Oxwick flood and both Rookhaven Hill Mast outages.",
    "p_devika_rao": "She led the response to the October 2026 rating failure.",
    "p_hugo_marsh": "He owns Ledgerline and the contract with Ledgerline Software Ltd.",
    "p_kate_ruiz": "She owns CareHub CRM.",
    "p_joe_quinn": "He manages the contracts with Spireline, Vantel, Copperfox and Opticore.",
    "p_felix_braun": "He runs both data centres and the Greywell contract.",
    "sys_ledger": "Billing and rating for all plans; upgrade to 8.0 planned for May 2027.",
    "mod_rating": "Prices usage events (calls, data, roaming) before billing; a faulty roaming rule in 7.4.1 double charged customers on 3 October 2026, fixed in 7.4.2.",
    "sys_carehub": "Customer records, cases and complaints.",
    "mod_chat": "The webchat on the website and app.",
    "sys_netwatch": "Monitors every exchange, mast and data centre.",
    "mod_alarms": "Raises and routes alarms to the NOC; thresholds tuned after the Oxwick flood.",
    "sys_fieldpro": "Schedules field engineers and tracks repair jobs.",
    "pol_comp24": "Automatic credit of GBP 5 per full day without service after 2 days; customers had to claim. Replaced by the 2026 policy.",
    "pol_comp26": "Automatic credit of GBP 9.76 per day after 1 full working day without service; no claim needed; applies to broadband and mobile.",
    "pol_change": "Every change to a production system goes to the change advisory board; vendor changes banned 08:00-20:00.",
    "pol_fairuse": "Unlimited data means fair use up to 650 GB a month; warning first, then throttling.",
    "pol_mi": "What counts as a major incident (P1) and who must be told: P1 = more than 1,000 customers or a core system down.",
    "proc_mi": "Steps of a P1: declare in NetWatch Alarms, bridge call within 15 minutes, updates every 30 minutes, review within 10 working days.",
    "proc_fault": "Steps from a customer fault to repair: test, dispatch through FieldPro, fix, close with the customer.",
    "proc_credit": "How billing applies outage credits under the 2026 policy: list of affected accounts from NetWatch, credit on the next bill.",
    "proc_access": "Two-person climbs only; Spireline must be told 4 hours ahead; no climbing in winds over 40 mph.",
    "sup_vantel": "Radio equipment vendor for all mast sites.",
    "sup_spire": "Owns and leases the towers at Rookhaven Hill, Tallowfield and Dunmere Quay.",
    "sup_copperfox": "Civil engineering: ducts, trenches, poles. Caused the November 2026 fibre cut.",
    "sup_ledgersoft": "Vendor of the Ledgerline billing system.",
    "sup_greywell": "Maintains generators and UPS in both data centres.",
    "sup_opticore": "Supplies optical transport kit and the backup fibre ring in the North.",
    "con_towers": "Annual rent index-linked; access SLA breached twice in 2026.",
    "con_ran": "Expires at the end of December 2026; renewal under negotiation.",
    "con_civils": "Rates for duct and trench work; damage to Tarnlink plant is at the contractor's cost.",
    "con_billing": "Licence and support for Ledgerline; service credits claimed for the October 2026 rating failure.",
    "con_power": "Quarterly generator tests; failed the September 2026 test.",
    "m_avail": "Reported monthly by region.",
    "m_mttr": "Reported monthly by region.",
    "m_faultrate": "Reported monthly by region.",
    "m_churn_rate": "A percentage; not the same as the Churn Count.",
    "m_churn_count": "A number of accounts; not the same as the Churn Rate.",
    "m_nps": "Survey sent after every care contact and store visit.",
    "m_arpu": "Blended across broadband and mobile.",
    "m_complaints": "Reported monthly and to the regulator quarterly.",
    "m_fcr": "Measured on calls and webchat.",
    "inc_oxflood": "River flooding of the ground floor; batteries and rectifiers lost; temporary generator from Greywell.",
    "inc_dcpower": "Mains failed and generator 2 did not start; UPS held 11 minutes; the room went dark for core systems. Greywell had skipped the August test.",
    "inc_hill_sep": "A Vantel radio unit failed and no spare was held on the coast; 9 hours to fix.",
    "inc_rating": "A roaming rule in Ledgerline Rating 7.4.1 charged each Roam Abroad Pass day twice.",
    "inc_hill_nov": "Copperfox Civils cut the single fibre route between Rookhaven Exchange and the mast while laying duct.",
    "inc_chat": "Expired security certificate on CareHub Chat.",
}


def record_docs() -> list[dict]:
    return english_records(world, NOTES)


HAND = [
    # incident reviews
    ("rev-oxflood", "Post-incident review: August 2026 Oxwick Exchange Flood", "review",
     "Root cause: the exchange power room sat below the 1-in-50-year flood line and the flood barrier was not deployed in time. 7,400 broadband lines down for 31 hours. Cost GBP 265,000 (rectifiers, batteries, temporary generator, credits). Actions: power room moved to the first floor (done), flood sensors into NetWatch Alarms, flood plan for Rookhaven Exchange. Incident manager: Liam Cho; review by Grace Ibe."),
    ("rev-dcpower", "Post-incident review: September 2026 Dunmere Data Centre Power Failure", "review",
     "Root cause: generator 2 failed to start after the mains failed; Greywell Power Services had skipped the August load test. UPS held 11 minutes, then Ledgerline and NetWatch went down for 3 h 10 min; no customer services lost. Cost GBP 48,000. Actions: monthly load tests, penalty under the Greywell Power Maintenance Contract, NetWatch to fail over to Oxwick Data Centre. Incident manager: Ruth Hale."),
    ("rev-hill-sep", "Post-incident review: September 2026 Rookhaven Hill Mast Outage", "review",
     "Root cause: a Vantel radio unit failed; the nearest spare was in Dunmere and Spireline's access took 5 hours. About 5,100 mobile users lost service for 9 hours. Cost GBP 21,000. Actions: spares held at Rookhaven Exchange; Spireline access SLA breach raised. Severity P2. Incident manager: Liam Cho."),
    ("rev-rating", "Post-incident review: October 2026 Ledgerline Rating Failure", "review",
     "Root cause: release 7.4.1 of Ledgerline Rating from Ledgerline Software Ltd went live on 2 October without regression tests on roaming and charged each Roam Abroad Pass day twice for SIM Only Unlimited customers. 12,800 accounts, GBP 310,000 in refunds and goodwill credits. Fixed by 7.4.2 on 5 October. Actions: roaming regression pack, vendor releases through the change advisory board, service credits under the Ledgerline Licence and Support. Incident manager: Devika Rao."),
    ("rev-hill-nov", "Post-incident review: November 2026 Rookhaven Hill Mast Outage", "review",
     "Root cause: Copperfox Civils cut the only fibre route from Rookhaven Exchange to the mast while laying duct for another job, without checking the plant records. About 5,300 mobile users and 2,100 broadband lines on Rookhaven Exchange were down for 27 hours. Cost GBP 96,000, to be recovered from Copperfox under the Copperfox Civils Framework. Actions: a second, diverse fibre route to the mast by March 2027 (Opticore); dig permits checked against plant records. Incident manager: Liam Cho."),
    ("rev-chat", "Post-incident review: November 2026 CareHub Chat Outage", "review",
     "Root cause: the security certificate of CareHub Chat expired; nobody owned the renewal. Webchat down for 5 hours on 24 November; about 1,900 chats lost. Cost GBP 4,000. Actions: certificate expiry alarms into NetWatch Alarms; renewal owner named. Incident manager: Kate Ruiz."),
    # FAQs
    ("faq-comp", "Outage compensation FAQ for care agents", "faq",
     "Does the customer need to claim? Not since 1 July 2026: credits are automatic. How much? GBP 9.76 for each day after the first full working day without service. Mobile too? Yes, under the 2026 policy. What about outages before July 2026? The 2024 policy applies: GBP 5 a day after 2 days, on claim only. When does the credit show? On the next bill."),
    ("faq-fup", "Fair use FAQ", "faq",
     "Is unlimited really unlimited? Up to 650 GB a month under the Fair Use Policy. What happens above it? A warning text, then speeds limited to 2 Mbps at peak until the next bill. Does tethering count? Yes."),
    ("faq-roaming", "Roaming FAQ", "faq",
     "How does the roaming pass work? GBP 2.50 for each day used abroad; you use your normal allowance. Which plans? SIM Only 20GB, SIM Only Unlimited and the Home and Mobile Bundle. Charged twice in October? Refunds were automatic by 20 October 2026."),
    ("faq-staticip", "Static IP FAQ", "faq",
     "Which plans can have a static IP? Fibre 150 and both editions of Fibre Max. How long to set up? 2 working days. Can I keep it if I move? Only within the same exchange area."),
    ("faq-store", "Store services FAQ: bill payments, phone repairs and router swaps", "faq",
     "Can customers pay bills in store? Yes, by card. Can the store do phone repairs? Phones are sent away for repair, 7 days. Router swaps? On the spot at Dunmere and Oxwick; Rookhaven orders them in."),
    # comparisons
    ("cmp-fmax", "Fibre Max 2024 vs Fibre Max 2025", "comparison",
     "2025 edition vs 2024 edition: GBP 39 vs GBP 42 a month; 1 Gbps vs 900 Mbps download; 18-month vs 24-month term; Fibre Max Boost available only on 2025. The 2024 edition is closed to new sales; its customers move at renewal."),
    ("cmp-comp", "What changed: Outage Compensation Policy 2024 vs 2026", "comparison",
     "2026 vs 2024: automatic credits vs claim needed; GBP 9.76 vs GBP 5 a day; after 1 full working day vs after 2 days; broadband and mobile vs broadband only. The 2026 policy applies to outages from 1 July 2026."),
    ("cmp-sim", "SIM Only 20GB vs SIM Only Unlimited", "comparison",
     "GBP 10 vs GBP 22 a month; 20 GB vs unlimited (fair use 650 GB); both 12 months; roaming pass on both. Churn is higher on the 20GB plan; NPS higher on Unlimited."),
    ("cmp-churn", "Churn Rate vs Churn Count: which one to quote", "comparison",
     "Churn Rate is the share of customers lost in a month (target under 1.2%); Churn Count is the number of accounts closed. A growing base can raise the Churn Count while the Churn Rate stays flat. Board packs quote the rate; the regulator asks for the count."),
    ("cmp-dc", "Dunmere Data Centre vs Oxwick Data Centre", "comparison",
     "Dunmere: primary, Tier III, 220 racks, 1.2 MW, PUE 1.48. Oxwick: secondary, Tier II, 90 racks, 400 kW, PUE 1.62. Ledgerline and NetWatch run in Dunmere, CareHub CRM and FieldPro in Oxwick."),
    ("cmp-hill-outages", "The two 2026 Rookhaven Hill Mast outages side by side", "comparison",
     "September: failed Vantel radio unit, 9 hours, about 5,100 mobile users, P2, GBP 21,000. November: fibre cut by Copperfox Civils, 27 hours, about 5,300 mobile users plus 2,100 broadband lines, P1, GBP 96,000. Both managed by Liam Cho."),
    # minutes
    ("min-cab-2026-11", "Change advisory board minutes - November 2026", "minutes",
     "Chair: Grace Ibe. Approved: Ledgerline 7.5 in January 2027 after the roaming regression pack; NetWatch failover to Oxwick Data Centre in December; CareHub CRM 2025.4 in February. Rejected: a Vantel software load during daytime."),
    ("min-ops-2026-10", "Operations review minutes - October 2026", "minutes",
     "Chair: Marcus Adeyemi. Present: Ruth Hale, Dan Price, Owen Hale, Nora Quill, Grace Ibe, Felix Braun. Agreed: Coast availability recovery plan; North engineers on loan to the Coast when needed; penalty for Greywell after the September power failure; MTTR target kept at 4 hours."),
    ("min-supplier-2026-11", "Supplier review minutes - November 2026", "minutes",
     "Chair: Irene Voss. Present: Joe Quinn, Felix Braun, Hugo Marsh. Spireline: two access SLA breaches. Vantel: renewal of the RAN support contract before 31 December, price up 4%. Copperfox: claim of GBP 96,000 for the Rookhaven fibre cut. Ledgerline Software: service credit of GBP 85,000 agreed."),
    # overviews
    ("ovw-network", "Tarnlink network overview 2026", "overview",
     "Five exchanges (Dunmere, Oxwick, Brindlecross, Rookhaven, Tallowfield) in three regions; core in the Dunmere Data Centre with the Oxwick Data Centre as backup; about 40 mast sites, the four major ones being Dunmere Quay, Rookhaven Hill, Tallowfield and the Brindlecross water tower. Fibre reaches 69% of premises."),
    ("ovw-plans", "Plans and add-ons 2026", "overview",
     "Broadband: Fibre 150 and Fibre Max 2025 (the 2024 edition is closed to new sales). Mobile: SIM Only 20GB and SIM Only Unlimited. Home and Mobile Bundle. Add-ons: Static IP, Fibre Max Boost, Roam Abroad Pass."),
    ("ovw-systems", "IT systems map 2026", "overview",
     "Ledgerline (billing, with the Ledgerline Rating module), CareHub CRM (with CareHub Chat), NetWatch (network monitoring, with NetWatch Alarms) and FieldPro (field scheduling)."),
    # distractors: off-topic staff notices
    ("notice-xmas", "Staff Christmas lunch 2026", "notice",
     "The staff Christmas lunch is on 17 December at the Dunmere Corn Exchange hall; book through the intranet by 5 December."),
    ("notice-parking", "Staff parking at Oxwick", "notice",
     "The Oxwick contact centre car park is resurfaced on 12-13 December; use the Bridge Row public car park, refunds through expenses."),
    ("notice-pension", "Pension drop-in sessions", "notice",
     "HR runs pension drop-in sessions in Dunmere on 9 December and in Oxwick on 10 December."),
    ("notice-charity", "Charity bake sale", "notice",
     "The field teams' bake sale for the coastguard charity raised GBP 1,240."),
    ("notice-vans", "Field Engineering van replacement 2027", "notice",
     "Thirty Field Engineering vans are replaced in spring 2027; engineers choose between diesel and hybrid models. Electric vans are not in this round."),
    ("notice-canteen", "Dunmere canteen hours", "notice",
     "The Dunmere office canteen opens 07:30-14:00 from January; the coffee machine on floor 2 is fixed."),
]


def hand_docs() -> list[dict]:
    return [doc(id_, title, text, kind) for id_, title, kind, text in HAND]


def all_docs() -> list[dict]:
    return [*table_docs(), *record_docs(), *hand_docs()]
