"""The documents of the Larkmoor Hospitality Group operations knowledge base.

Regular reports (hotel KPIs by month, hotel operations by quarter, rate plan results by quarter,
restaurant and spa figures by month, supplier scorecards by quarter, the group monthly summary,
the loyalty quarterly) come from the tables below. Every entity has a record page written from
world.py plus a hand-written note; incident reviews, FAQs, comparisons, minutes, overviews and
staff notices are written out by hand.
Time anchor: early October 2026; the latest month is September 2026, the latest quarter Q3 2026.
"""

from __future__ import annotations

import calendar

import world
from bundlekit import doc, english_records

MONTH = {7: "July", 8: "August", 9: "September"}


def _label(eid: str) -> str:
    return world.E[eid]["label"]


# -- hotel KPIs by month: occupancy %, ADR GBP, guest satisfaction /100, formal complaints, note
HOTELS = {
    "ashcombe": ("h_ashcombe", {
        7: (84.1, 142, 86, 21, "Two large conferences in the Ashcombe Conference Centre filled midweek."),
        8: (88.6, 151, 81, 38, "The wedding overbooking on 15 August: 14 rooms of wedding guests were walked to other hotels after BookDirect kept selling rooms StayDesk had already blocked. Satisfaction and complaints both hit."),
        9: (81.2, 138, 85, 19, "Back to normal; conference season restarted in the second half of the month."),
    }),
    "corrin": ("h_corrin", {
        7: (91.3, 176, 84, 24, "Lift entrapment on 14 July (five guests, 52 minutes); complaints about the one remaining lift for a week."),
        8: (94.8, 189, 87, 17, "Best month of the year for the seaside hotel; Sea View Suites sold out every weekend."),
        9: (83.5, 158, 79, 33, "The spa pool was closed 6-8 September; Spa Break guests complained and many moved their dates."),
    }),
    "kelby": ("h_kelby", {
        7: (82.0, 74, 80, 12, "Steady town-centre business."),
        8: (85.4, 76, 71, 29, "The bedbug complaint of 22 August and the 1-star review that followed; three rooms out of order for nine days."),
        9: (76.9, 71, 77, 15, "Occupancy down after the review; heat treatment of the whole second floor completed."),
    }),
    "kelbyair": ("h_kelbyair", {
        7: (89.5, 82, 78, 31, "On 3 July Brightwash did not deliver clean linen; about 180 arriving guests waited past 15:00 for their rooms."),
        8: (91.2, 85, 82, 18, "Airline crew contract renewed; summer flights full."),
        9: (90.1, 88, 83, 16, "Highest occupancy of the Nestway hotels this month."),
    }),
    "wrenford": ("h_wrenford", {
        7: (79.4, 68, 81, 14, "The Brightwash failure on 3 July also hit Wrenford: about 80 guests waited for rooms."),
        8: (83.0, 70, 84, 7, "Festival week in Wrenford lifted the rate."),
        9: (80.8, 69, 84, 8, "Quiet month; a new housekeeping supervisor started."),
    }),
    "dunholt": ("h_dunholt", {
        7: (78.2, 312, 93, 2, "Garden weddings most weekends."),
        8: (84.7, 335, 94, 1, "Record ADR for the group."),
        9: (72.6, 298, 88, 6, "The allergen incident in the Saffron Room on 19 September; the restaurant closed for three nights."),
    }),
}

# -- hotel operations by quarter: maintenance response min, urgent jobs, staff turnover % annualised, leavers,
#    online review score /5, note
OPS = {
    "ashcombe": {2: (24, 310, 31.5, 16, 4.4, "Response time within target."),
                 3: (27, 342, 34.2, 18, 4.2, "Turnover up in front office after the wedding overbooking weekend.")},
    "corrin": {2: (22, 288, 28.0, 12, 4.5, "Best response time of the Larkmoor hotels."),
               3: (41, 356, 29.4, 13, 4.1, "Response time over target: the lift entrapment and the pool dosing fault took the engineers for days.")},
    "kelby": {2: (35, 96, 44.0, 5, 4.0, "Two housekeeping leavers to the new airport hotels."),
              3: (38, 104, 52.1, 5, 3.6, "Highest turnover in the group; review score hit by the bedbug review.")},
    "kelbyair": {2: (29, 170, 39.5, 9, 4.1, "Night shift vacancies."),
                 3: (26, 181, 36.8, 8, 4.2, "FixTrack Mobile cut response time.")},
    "wrenford": {2: (33, 80, 27.0, 3, 4.3, "One engineer covers the hotel; response depends on him."),
                 3: (31, 77, 25.9, 2, 4.4, "Lowest turnover of the Nestway hotels.")},
    "dunholt": {2: (18, 58, 21.6, 4, 4.8, "Best response time in the group."),
                3: (20, 61, 27.0, 5, 4.6, "Two chefs left after the allergen incident.")},
}

# -- rate plan results by quarter: room nights, ADR GBP, share of group room nights %, cancellation %, note
RATES = {
    "bar": ("rp_bar", {2: ("20,950", 131, 38, 14.2, "Flexible bookings grew with late summer demand."),
                       3: ("23,400", 139, 37, 15.1, "Highest ADR of the room-only rates.")}),
    "adv24": ("rp_adv24", {2: ("4,120", 96, 7, 0.0, "Still sold at the three Nestway hotels until 30 June 2026."),
                           3: ("310", 94, 0.5, 0.0, "Only stays booked before 30 June; the 2024 edition is now closed everywhere.")}),
    "adv25": ("rp_adv25", {2: ("7,890", 118, 14, 0.0, "Larkmoor hotels and Dunholt Hall only."),
                           3: ("12,960", 121, 20, 0.0, "First quarter at all six hotels; Advance Saver Flex taken on 23% of bookings.")}),
    "bb": ("rp_bb", {2: ("9,600", 127, 17, 11.0, "Most popular at Dunholt Hall and Corrin Bay."),
                     3: ("10,850", 133, 17, 12.4, "Breakfast priced in at GBP 14 a person.")}),
    "corp": ("rp_corp", {2: ("9,480", 98, 17, 8.5, "Forty-two contracted companies."),
                         3: ("8,200", 101, 13, 9.0, "Summer dip in business travel, as every year.")}),
    "spabreak": ("rp_spabreak", {2: ("3,150", 228, 6, 6.0, "Sold at Larkmoor Ashcombe and Larkmoor Corrin Bay."),
                                 3: ("3,020", 236, 5, 9.8, "Cancellations up in September because of the Corrin Bay Spa pool closure.")}),
}

# -- restaurants by month: covers served, revenue GBP, food satisfaction /100, note
RESTAURANTS = {
    "grill": ("r_grill", {7: ("2,980", "119,200", 84, "Summer terrace opened."),
                          8: ("3,310", "135,700", 82, "Wedding weekend on 15 August; the Grill took the walked guests' dinner bookings."),
                          9: ("2,760", "107,600", 85, "New autumn menu from 15 September.")}),
    "tidehouse": ("r_tidehouse", {7: ("2,540", "111,800", 88, "Lobster week."),
                                  8: ("2,890", "130,000", 89, "Busiest month on record."),
                                  9: ("2,020", "86,900", 86, "Closed Mondays again from September.")}),
    "saffron": ("r_saffron", {7: ("690", "75,900", 95, "Tasting menu sold out on Saturdays."),
                              8: ("740", "83,600", 96, "Wine pairing introduced."),
                              9: ("560", "58,200", 81, "Closed 20-22 September after the allergen incident; menu re-labelled.")}),
}

# -- spas by month: treatments, revenue GBP, treatment room utilisation %, note
SPAS = {
    "ashcombe": ("s_ashcombe", {7: ("1,120", "78,400", 71, "New facial range launched."),
                                8: ("1,240", "86,800", 77, "Spa Break guests took 40% of treatments."),
                                9: ("1,090", "76,300", 69, "Took some guests moved from Corrin Bay Spa during its pool closure.")}),
    "corrin": ("s_corrin", {7: ("1,610", "120,700", 80, "Sea-air season."),
                            8: ("1,760", "132,000", 86, "Full every weekend."),
                            9: ("990", "71,300", 52, "Pool closed 6-8 September after the chlorine dosing fault; about 410 bookings cancelled or moved.")}),
}

# -- supplier scorecards by quarter: on time %, quality issues, SLA breaches, spend GBP, note
SUPPLIERS = {
    "brightwash": ("sup_brightwash", {2: (97.1, 12, 1, "101,500", "Good quarter."),
                                      3: (89.4, 27, 4, "104,800", "The 3 July delivery failure at Nestway Kelby Airport and Nestway Wrenford; more stained linen returned.")}),
    "kestrel": ("sup_kestrel", {2: (98.8, 5, 0, "41,300", "Par stock held."),
                                3: (96.5, 9, 1, "42,900", "One late replacement batch for Dunholt Hall.")}),
    "greenfold": ("sup_greenfold", {2: (95.2, 3, 0, "561,000", "Fine."),
                                    3: (93.8, 6, 2, "598,400", "Mislabelled pesto containing nuts delivered to the Saffron Room (19 September); labelling audit ordered.")}),
    "ascent": ("sup_ascent", {2: (100.0, 0, 0, "15,800", "All service visits done."),
                              3: (88.0, 2, 2, "16,100", "The June service visit at Corrin Bay was missed; attendance on 14 July took 41 minutes against a 30-minute SLA.")}),
}


def _days(month: int) -> int:
    return calendar.monthrange(2026, month)[1]


def _hotel_month(code: str, m: int) -> tuple[int, int, float]:
    """Room nights sold, room nights available and RevPAR of a hotel in a month."""
    eid, months = HOTELS[code]
    occ, adr = months[m][0], months[m][1]
    available = int(world.E[eid]["attrs"]["rooms"]) * _days(m)
    return round(available * occ / 100), available, round(adr * occ / 100, 2)


def table_docs() -> list[dict]:
    out = []
    for code, (eid, months) in HOTELS.items():
        name = _label(eid)
        for m, (occ, adr, gss, complaints, note) in months.items():
            sold, _, revpar = _hotel_month(code, m)
            per_k = round(complaints / sold * 1000, 1)
            out.append(doc(f"kpi-{code}-2026-{m:02d}", f"Monthly KPI report {name} - {MONTH[m]} 2026",
                           f"Hotel KPIs, {name}, {MONTH[m]} 2026. | KPI | value | target | |---|---|---| "
                           f"| Occupancy Rate | {occ}% | 82% | | Occupied Room Nights | {sold:,} | | "
                           f"| Average Daily Rate (ADR) | GBP {adr} | | | RevPAR | GBP {revpar} | | "
                           f"| Guest Satisfaction Score (GSS) | {gss} | 85 | | Guest Complaints | {complaints} ({per_k} per 1,000 room nights) | under 4 | "
                           f"Commentary: {note} Prepared by Revenue Management.",
                           "report", series="hotel-kpi", period=f"2026-{m:02d}"))
    for code, quarters in OPS.items():
        name = _label(HOTELS[code][0])
        for q, (mrt, jobs, turnover, leavers, review, note) in quarters.items():
            out.append(doc(f"ops-{code}-2026q{q}", f"Quarterly operations report {name} - Q{q} 2026",
                           f"Operations, {name}, Q{q} 2026. | measure | value | target | |---|---|---| "
                           f"| Maintenance Response Time (urgent jobs) | {mrt} min | 30 min | | urgent FixTrack jobs | {jobs} | | "
                           f"| Staff Turnover (annualised) | {turnover}% | under 30% | | leavers in the quarter | {leavers} | | "
                           f"| Online Review Score | {review} / 5 | 4.4 | Note: {note}",
                           "report", series="hotel-ops", period=f"2026-Q{q}"))
    for code, (eid, quarters) in RATES.items():
        name = _label(eid)
        for q, (nights, adr, share, cancel, note) in quarters.items():
            out.append(doc(f"rate-{code}-2026q{q}", f"Rate plan results {name} - Q{q} 2026",
                           f"Rate plan results for {name}, Q{q} 2026, all hotels. | measure | value | |---|---| "
                           f"| room nights | {nights} | | ADR | GBP {adr} | | share of group room nights | {share}% | "
                           f"| cancellation rate | {cancel}% | Note: {note}",
                           "report", series="rate-plan", period=f"2026-Q{q}"))
    for code, (eid, months) in RESTAURANTS.items():
        name, hotel = _label(eid), _label(world.E[eid]["edges"]["locatedAt"])
        for m, (covers, revenue, score, note) in months.items():
            out.append(doc(f"outlet-{code}-2026-{m:02d}", f"{name} restaurant figures - {MONTH[m]} 2026",
                           f"Restaurant figures, {name} at {hotel}, {MONTH[m]} 2026. | measure | value | |---|---| "
                           f"| covers served | {covers} | | food and beverage revenue | GBP {revenue} | | food satisfaction | {score} / 100 | "
                           f"Note: {note}", "report", series="restaurant", period=f"2026-{m:02d}"))
    for code, (eid, months) in SPAS.items():
        name = _label(eid)
        for m, (treatments, revenue, util, note) in months.items():
            out.append(doc(f"spa-{code}-2026-{m:02d}", f"{name} figures - {MONTH[m]} 2026",
                           f"Spa figures, {name}, {MONTH[m]} 2026. | measure | value | |---|---| "
                           f"| treatments | {treatments} | | spa revenue | GBP {revenue} | | treatment room utilisation | {util}% | "
                           f"Note: {note}", "report", series="spa", period=f"2026-{m:02d}"))
    for code, (eid, quarters) in SUPPLIERS.items():
        name = _label(eid)
        for q, (ontime, issues, breaches, spend, note) in quarters.items():
            out.append(doc(f"supplier-{code}-2026q{q}", f"Supplier scorecard {name} - Q{q} 2026",
                           f"Supplier scorecard, {name}, Q{q} 2026. | measure | value | |---|---| "
                           f"| on time | {ontime}% | | quality issues | {issues} | | SLA breaches | {breaches} | | spend | GBP {spend} | "
                           f"Note: {note} Reviewed by Procurement.", "report", series="supplier", period=f"2026-Q{q}"))
    for m in MONTH:
        sold = avail = revenue = 0
        rows = []
        for code, (eid, months) in HOTELS.items():
            s, a, revpar = _hotel_month(code, m)
            sold, avail, revenue = sold + s, avail + a, revenue + s * months[m][1]
            rows.append(f"| {_label(eid)} | {months[m][0]}% | GBP {months[m][1]} | GBP {revpar} | {months[m][2]} | {months[m][3]} |")
        occ = round(sold / avail * 100, 1)
        ranked = sorted(HOTELS.values(), key=lambda h: h[1][m][0])
        budget = [h for h in ranked if world.E[h[0]]["edges"]["brand"] == "br_nestway"]
        best = (f"Hotel with the highest Occupancy Rate: {_label(ranked[-1][0])} ({ranked[-1][1][m][0]}%); "
                f"lowest: {_label(ranked[0][0])} ({ranked[0][1][m][0]}%). Among the Nestway hotels the highest was "
                f"{_label(budget[-1][0])} and the lowest {_label(budget[0][0])}. ")
        out.append(doc(f"group-2026-{m:02d}", f"Group monthly summary - {MONTH[m]} 2026",
                       f"Larkmoor Hospitality Group, all six hotels, {MONTH[m]} 2026. Group Occupancy Rate {occ}%, "
                       f"Occupied Room Nights {sold:,}, ADR GBP {round(revenue / sold)}, RevPAR GBP {round(revenue / avail, 2)}. " + best +
                       f"| hotel | occupancy | ADR | RevPAR | GSS | complaints | |---|---|---|---|---|---| " + " ".join(rows),
                       "report", series="group", period=f"2026-{m:02d}"))
    loyalty = {2: ("48,200", "6,900", "1,150", 31, "Gold members up 6% after the summer campaign."),
               3: ("52,600", "7,400", "1,210", 34, "Platinum lounge opened at Larkmoor Ashcombe in August.")}
    for q, (silver, gold, plat, share, note) in loyalty.items():
        out.append(doc(f"loyalty-2026q{q}", f"Larkmoor Circle loyalty report - Q{q} 2026",
                       f"Larkmoor Circle members at the end of Q{q} 2026: | tier | members | |---|---| | Circle Silver | {silver} | "
                       f"| Circle Gold | {gold} | | Circle Platinum | {plat} | Members' share of group room nights: {share}%. Note: {note}",
                       "report", series="loyalty", period=f"2026-Q{q}"))
    return out


NOTES = {
    "org_larkmoor": "Owns and runs six hotels in Westmoor under three brands: Larkmoor Hotels (upscale), Nestway (budget) and Fenwick Collection (country house). About 880 staff.",
    "org_wtb": "Grades hotels in Westmoor; inspected Dunholt Hall for its fifth star in 2024.",
    "br_larkmoor": "Four-star full-service brand: Larkmoor Ashcombe and Larkmoor Corrin Bay.",
    "br_nestway": "Budget brand with self check-in kiosks: Nestway Kelby, Nestway Kelby Airport and Nestway Wrenford.",
    "br_fenwick": "Small luxury brand; so far only Dunholt Hall.",
    "h_ashcombe": "Flagship city hotel next to the minster, with the Ashcombe Grill, the Ashcombe Spa and the Ashcombe Conference Centre. Lifts maintained by Ascent Lift Services; linen washed by Brightwash Laundry.",
    "h_corrin": "Seafront hotel with The Tidehouse seafood restaurant and the Corrin Bay Spa. Two lifts, maintained by Ascent Lift Services. Linen hired from Kestrel Linen Hire.",
    "h_kelby": "Small budget hotel in Kelby town centre, ten minutes from the station. Not to be confused with Nestway Kelby Airport.",
    "h_kelbyair": "The largest Nestway hotel, next to the airport terminal, with the Kelby Airport Conference Centre. Airline crews take about a quarter of the rooms.",
    "h_wrenford": "Budget hotel opposite Wrenford station; one resident engineer.",
    "h_dunholt": "Georgian country house hotel with the Saffron Room; the only five-star hotel of the group.",
    "r_grill": "The main restaurant of Larkmoor Ashcombe.",
    "r_tidehouse": "Seafood restaurant on the ground floor of Larkmoor Corrin Bay, facing the beach.",
    "r_saffron": "Fine dining at Dunholt Hall; closed 20-22 September 2026 after the allergen incident.",
    "s_ashcombe": "Hotel spa with a 15 m pool, sauna and six treatment rooms; run by the executive housekeeper.",
    "s_corrin": "The larger of the two spas: 20 m pool, hydrotherapy, eight treatment rooms. Pool chemicals from Pureflow Pool Care.",
    "cc_ashcombe": "The group's main events venue: six rooms, the Minster Suite seats 350 theatre style.",
    "cc_kelbyair": "Airport meeting rooms used by airlines and day conferences.",
    "rt_classic": "Standard room of the Larkmoor hotels.",
    "rt_deluxe": "Larger room with a king bed; also sold at Dunholt Hall.",
    "rt_seaview": "Only at Larkmoor Corrin Bay; the most expensive room type of the group.",
    "rt_family": "Sleeps four; Larkmoor Ashcombe and the Nestway hotels.",
    "rt_smart": "Compact room of the Nestway hotels; the cheapest room type of the group.",
    "rp_bar": "The flexible reference price that every other rate is set against.",
    "rp_adv24": "The 2024 edition of the Advance Saver: 15% off, book 14 days ahead, no changes. Replaced by the 2025 edition; sold at the Nestway hotels until 30 June 2026, now closed everywhere.",
    "rp_adv25": "The 2025 edition of the Advance Saver: 12% off, book 7 days ahead, one date change if the guest buys Advance Saver Flex. At all six hotels since 1 July 2026.",
    "rp_bb": "Room and full breakfast.",
    "rp_corp": "For the companies on contract; negotiated by Revenue Management.",
    "rp_spabreak": "Room, dinner, breakfast and a treatment each; only at the two Larkmoor hotels with a spa.",
    "ad_latecheckout": "Checkout at 14:00 instead of 11:00; free for Circle Gold and Circle Platinum members.",
    "ad_breakfast": "Breakfast bought on top of a room-only rate.",
    "ad_advflex": "Lets a guest on the Advance Saver 2025 change the dates once; cannot be added to the 2024 edition.",
    "ad_parking": "Overnight parking; free at Nestway Kelby Airport for crews.",
    "lt_silver": "Entry tier of the Larkmoor Circle loyalty programme.",
    "lt_gold": "Middle tier; since 1 January 2026 needs 20 nights a year (was 25).",
    "lt_platinum": "Top tier; lounge at Larkmoor Ashcombe from August 2026.",
    "t_revenue": "Sets prices and rate plans for all six hotels with YieldWise; publishes the monthly KPI reports.",
    "t_frontoffice": "Reception, reservations and night audit; owns the staff turnover figures with HR.",
    "t_housekeeping": "Room attendants, laundry and linen; works in StayDesk Housekeeping.",
    "t_engineering": "Hotel engineers; jobs in FixTrack. Contract manager for lifts.",
    "t_fnb": "Restaurants, bars, banqueting and kitchens.",
    "t_guest": "Handles complaints, compensation and online reviews.",
    "t_procure": "Buys goods and services; manages most supplier contracts.",
    "t_it": "Runs StayDesk, BookDirect and the hotel networks.",
    "p_helen_ashby": "She founded the group in 2009.",
    "p_martin_vale": "He chairs the monthly operations review.",
    "p_priya_nair": "She sets pricing strategy and owns the Cancellation and No-Show Policy. Not related to Arjun Nair.",
    "p_arjun_nair": "He runs engineering at Larkmoor Corrin Bay and managed the lift entrapment. Not related to Priya Nair.",
    "p_delia_crane": "She owns FixTrack and the Ascent Lift Maintenance Contract.",
    "p_tobias_reed": "He builds the forecasts and owns YieldWise Forecast.",
    "p_kwame_asante": "He owns YieldWise and BookDirect.",
    "p_meg_foley": "She sets housekeeping standards and handled the Brightwash delivery failure.",
    "p_ines_carvalho": "She runs housekeeping and the Ashcombe Spa at Larkmoor Ashcombe.",
    "p_chris_doyle": "He has run Larkmoor Ashcombe since 2017.",
    "p_chris_okoro": "She has run Larkmoor Corrin Bay since 2021.",
    "p_rahul_mehta": "He handled the bedbug complaint at Nestway Kelby.",
    "p_jana_novak": "She runs the airport hotel and its conference centre's sales.",
    "p_peter_lind": "He runs Nestway Wrenford.",
    "p_ffion_pryce": "She runs Dunholt Hall and its Saffron Room.",
    "p_marco_bellini": "He oversees all kitchens and owns the Greenfold contract.",
    "p_yasmin_haddad": "She owns both versions of the Guest Complaint Policy.",
    "p_gareth_mills": "He manages the laundry and linen contracts.",
    "p_lena_fischer": "She owns StayDesk and the contract with Keystone Hospitality Software.",
    "p_bea_thornton": "She runs the Corrin Bay Spa and managed the pool closure.",
    "p_sean_gallagher": "He leads front office for the group from Larkmoor Ashcombe and managed the wedding overbooking.",
    "p_rosa_jimenez": "She sells and runs both conference centres.",
    "sys_staydesk": "Reservations, check-in, folios and room status at every hotel. Upgrade to 10.0 planned for spring 2027.",
    "mod_hk": "Room attendants mark rooms clean or dirty on phones; feeds room status to reception.",
    "sys_yieldwise": "Recommends prices for every rate plan and room type each night.",
    "mod_forecast": "Forecasts demand and occupancy 365 days ahead; newer release than YieldWise itself.",
    "sys_bookdirect": "The booking engine on the group's websites; sells rooms from StayDesk availability.",
    "sys_fixtrack": "Maintenance jobs, planned maintenance and the response time figures.",
    "mod_fixmobile": "Engineers take and close jobs on their phones; live at three hotels.",
    "pol_comp23": "Compensation decided by the general manager case by case; no set amounts; replaced by the 2025 policy.",
    "pol_comp25": "Sets compensation bands: up to 20% of the stay for service failures, a full night for rooms unfit to use, and an answer within 48 hours.",
    "pol_cancel": "When a guest may cancel free of charge and what a no-show pays (the first night).",
    "pol_pets": "Dogs allowed at Dunholt Hall and the Nestway hotels for GBP 20 a night; not at the Larkmoor hotels.",
    "pol_green": "Towels and sheets changed every third night on stays of three nights or more unless the guest asks.",
    "proc_compensation": "How front office and guest relations apply the 2025 policy bands; approvals above GBP 500 by the general manager.",
    "proc_lift": "Rewritten after the Corrin Bay entrapment: talk to trapped guests every 5 minutes, call Ascent and the fire service after 20 minutes.",
    "proc_turnover": "The 42 steps of cleaning a room after a departure, 28 minutes for a Classic Double.",
    "proc_allergen": "Rewritten after the Saffron Room incident: every delivered item checked against the allergen matrix before use.",
    "sup_brightwash": "Commercial laundry that washes the group's own linen for four hotels.",
    "sup_kestrel": "Rents linen (sheets, towels) to Larkmoor Corrin Bay and Dunholt Hall; washing included.",
    "sup_greenfold": "Main food and drink wholesaler for all kitchens.",
    "sup_ascent": "Maintains and repairs the lifts at Ashcombe, Corrin Bay and Kelby Airport.",
    "sup_keystone": "Vendor of StayDesk and BookDirect.",
    "sup_pureflow": "Supplies and services the pool chemical dosing at Corrin Bay Spa.",
    "con_laundry": "Price per kilo of linen washed; penalty of 5% of the monthly bill for each missed delivery.",
    "con_linen": "Rental price per set; ends 31 December 2026, renewal being negotiated.",
    "con_food": "Group-wide framework with rebates on volume.",
    "con_lift": "Monthly service visits and 24/7 call-out; penalty claimed for the July 2026 entrapment.",
    "con_staydesk": "Licence and support for StayDesk and BookDirect; service credit claimed after the wedding overbooking.",
    "m_occ": "A percentage; not the same as Occupied Room Nights.",
    "m_roomnights": "A number of nights; not the same as the Occupancy Rate.",
    "m_adr": "Reported monthly by hotel and quarterly by rate plan.",
    "m_revpar": "The headline revenue KPI in the monthly reports.",
    "m_gss": "From the post-stay survey sent by StayDesk.",
    "m_complaints": "Counted per hotel each month.",
    "m_mrt": "Reported quarterly by hotel from FixTrack.",
    "m_turnover": "Reported quarterly by hotel.",
    "m_review": "Reported quarterly by hotel.",
    "inc_brightwash": "Brightwash's van broke down and the night shift was short; clean linen arrived at 16:30.",
    "inc_lift": "Lift 2 stopped between floors 3 and 4; the June service visit had been missed.",
    "inc_overbook": "After a StayDesk patch, BookDirect kept selling rooms blocked for a wedding.",
    "inc_bedbug": "A family in room 214 reported bites; a 1-star review with photos was shared widely.",
    "inc_pool": "The chlorine dosing pump overdosed the pool; the pool was drained and closed for three days.",
    "inc_allergen": "A pesto from Greenfold Provisions labelled nut-free contained cashews; a guest with a nut allergy was taken to hospital.",
}


def record_docs() -> list[dict]:
    return english_records(world, NOTES)


HAND = [
    # post-incident reviews
    ("rev-brightwash", "Incident review: July 2026 Brightwash Delivery Failure", "review",
     "What happened: on 3 July 2026 Brightwash Laundry's delivery van broke down and its night shift was two people short, so the clean linen for Nestway Kelby Airport and Nestway Wrenford arrived at 16:30 instead of before 11:00. About 260 arriving guests waited for rooms. Cost GBP 7,300 in goodwill. Actions: a spare linen stock of one set a bed at each Nestway hotel; 5% penalty under the Brightwash Laundry Contract; backup laundry named. Incident manager: Meg Foley."),
    ("rev-lift", "Incident review: July 2026 Corrin Bay Lift Entrapment", "review",
     "What happened: on 14 July 2026 lift 2 at Larkmoor Corrin Bay stopped between floors 3 and 4 with five guests inside, one a child, for 52 minutes. Root cause: a worn door lock; Ascent Lift Services had missed the June service visit, and its engineer took 41 minutes to arrive against a 30-minute SLA. Compensation GBP 3,800. Actions: Lift Entrapment Procedure rewritten; penalty under the Ascent Lift Maintenance Contract; monthly service log checked by the chief engineer. Incident manager: Arjun Nair."),
    ("rev-overbook", "Incident review: August 2026 Ashcombe Wedding Overbooking", "review",
     "What happened: a StayDesk patch from Keystone Hospitality Software on 12 August broke the block sync with BookDirect, which kept selling 14 rooms already blocked for a wedding on 15 August. The 14 rooms of wedding guests were walked to other hotels and their taxis paid. Cost GBP 9,200. Actions: block sync alarm, service credit under the StayDesk Licence and Support, patches tested on a copy first. Incident manager: Sean Gallagher."),
    ("rev-bedbug", "Incident review: August 2026 Nestway Kelby Bedbug Complaint", "review",
     "What happened: on 22 August 2026 a family in room 214 at Nestway Kelby reported bites; a 1-star review with photos was shared widely. Pest control confirmed bedbugs in three rooms, which were heat treated and out of order for nine days. Cost GBP 5,100 (treatment, refunds). No supplier at fault; probably brought in by a guest. Actions: monthly bed inspections in the Room Turnover Procedure; reply to the review within 24 hours. Incident manager: Rahul Mehta."),
    ("rev-pool", "Incident review: September 2026 Corrin Bay Spa Pool Closure", "review",
     "What happened: on 6 September 2026 the chlorine dosing pump serviced by Pureflow Pool Care overdosed the pool at Corrin Bay Spa; two swimmers had sore eyes. The pool was drained and closed for three days; about 410 spa bookings were cancelled or moved, some to the Ashcombe Spa. Refunds GBP 12,400. Actions: a second chlorine sensor with an alarm, Pureflow to pay the refunds. Incident manager: Bea Thornton."),
    ("rev-allergen", "Incident review: September 2026 Saffron Room Allergen Incident", "review",
     "What happened: on 19 September 2026 a guest with a nut allergy had a reaction at the Saffron Room at Dunholt Hall and was taken to hospital; she recovered. Root cause: a pesto from Greenfold Provisions labelled nut-free contained cashews. Cost GBP 6,500 plus an insurance claim. Actions: the restaurant closed for three nights; new Allergen Handling Procedure from 1 October; labelling audit of Greenfold under the Greenfold Food Supply Framework. Incident manager: Ffion Pryce."),
    # FAQs
    ("faq-cancel", "Cancellation and no-show FAQ for reservations", "faq",
     "Until when can a guest cancel free? On the Best Available Rate and B&B until 14:00 on arrival day; Corporate Flex until 18:00; Spa Break Package up to 7 days before. Advance Saver? Non-refundable. What does a no-show pay? The first night, on every rate including the Corporate Flex Rate. Can the GM waive it? Yes, once, with a note in StayDesk."),
    ("faq-loyalty", "Larkmoor Circle FAQ", "faq",
     "How do guests join? Free, online or at reception; they start as Circle Silver. How many nights for Gold? 20 a year since January 2026 (it was 25). Platinum? 50 nights. Do Advance Saver stays count? Yes. Do points expire? After 24 months without a stay."),
    ("faq-pets", "Pets FAQ", "faq",
     "Can guests bring dogs? At Dunholt Hall and the three Nestway hotels, up to two dogs, GBP 20 a night. Not at Larkmoor Ashcombe or Larkmoor Corrin Bay, except assistance dogs, which are welcome everywhere free of charge. Cats? No."),
    ("faq-spabreak", "Spa Break Package FAQ", "faq",
     "Where is it sold? Larkmoor Ashcombe and Larkmoor Corrin Bay. What's in it? Room, three-course dinner, breakfast and one 50-minute treatment each. Can a guest swap the treatment? Yes, for any 50-minute treatment. What if the spa is closed? Move the dates free or a full refund of the package."),
    ("faq-advsaver", "Advance Saver FAQ: the 2024 and 2025 editions and the Flex option", "faq",
     "Which Advance Saver is on sale? Only the 2025 edition, at all six hotels since 1 July 2026. Can a guest change dates? Not on the 2024 edition; on the 2025 edition once, if they bought Advance Saver Flex for GBP 10. Refunds? Neither edition is refundable."),
    # comparisons
    ("cmp-adv", "Advance Saver 2024 vs Advance Saver 2025", "comparison",
     "2025 edition vs 2024 edition: 12% vs 15% off the Best Available Rate (the 2024 edition was cheaper for guests); book 7 vs 14 days ahead; one date change with Advance Saver Flex vs no changes; both non-refundable. The 2024 edition closed at the Nestway hotels on 30 June 2026."),
    ("cmp-comp", "What changed: Guest Complaint Policy 2023 vs 2025", "comparison",
     "2025 vs 2023: set compensation bands vs case by case; answer within 48 hours vs 5 working days; Guest Relations logs every complaint in StayDesk vs each hotel keeps its own log. Complaints about stays before 1 June 2025 follow the 2023 policy."),
    ("cmp-kelby", "Nestway Kelby vs Nestway Kelby Airport", "comparison",
     "Two different Nestway hotels in Kelby. Nestway Kelby (KLT): town centre, 96 rooms, opened 2016, GM Rahul Mehta. Nestway Kelby Airport (KLA): at the airport terminal, 210 rooms, opened 2019, GM Jana Novak, with the Kelby Airport Conference Centre. Always give the hotel code when booking."),
    ("cmp-spas", "Ashcombe Spa vs Corrin Bay Spa", "comparison",
     "Corrin Bay Spa: 20 m pool, 8 treatment rooms, open 06:30-22:00, Spa Manager Bea Thornton. Ashcombe Spa: 15 m pool, 6 treatment rooms, open 07:00-21:00, run by Ines Carvalho. Both sell the Spa Break Package."),
    ("cmp-occ", "Occupancy Rate vs Occupied Room Nights vs RevPAR", "comparison",
     "Occupancy Rate is a percentage (room nights sold / available). Occupied Room Nights is a count of rooms sold each night. RevPAR is room revenue per available room, occupancy times ADR. A bigger hotel sells more room nights at the same occupancy; owners look at RevPAR."),
    ("cmp-linen", "Who does our linen: Brightwash Laundry vs Kestrel Linen Hire", "comparison",
     "Brightwash Laundry washes linen the group owns, for Larkmoor Ashcombe, Nestway Kelby, Nestway Kelby Airport and Nestway Wrenford. Kestrel Linen Hire rents its own linen to Larkmoor Corrin Bay and Dunholt Hall and washes it. Both contracts are managed by Gareth Mills; the Kestrel agreement ends on 31 December 2026."),
    ("cmp-corrin-incidents", "The two summer 2026 incidents at Larkmoor Corrin Bay", "comparison",
     "July: lift entrapment, 5 guests for 52 minutes, high severity, GBP 3,800, caused by Ascent Lift Services, managed by Arjun Nair. September: spa pool closure, 3 days, about 410 spa bookings, medium severity, GBP 12,400, caused by Pureflow Pool Care, managed by Bea Thornton."),
    ("cmp-rooms", "Room types compared", "comparison",
     "Nestway Smart Double 15 m2 GBP 79; Family Room 28 m2 GBP 129; Classic Double 22 m2 GBP 149; Deluxe King 30 m2 GBP 199; Sea View Suite 48 m2 GBP 329. Rack rates before discounts."),
    # minutes
    ("min-revenue-2026-09", "Revenue meeting minutes - September 2026", "minutes",
     "Chair: Priya Nair. Present: Tobias Reed, Kwame Asante, Chris Doyle, Chris Okoro, Jana Novak. Agreed: YieldWise Forecast 5.2 in November; Corporate Flex Rate renegotiation with the top ten companies; Spa Break prices held for winter; Advance Saver 2025 window stays at 7 days."),
    ("min-ops-2026-08", "Operations review minutes - August 2026", "minutes",
     "Chair: Martin Vale. Present: Delia Crane, Meg Foley, Sean Gallagher, Yasmin Haddad, Arjun Nair, Rahul Mehta. Agreed: penalty for Ascent after the lift entrapment; Keystone to explain the wedding overbooking; bed inspections at every Nestway hotel after the Kelby bedbug complaint; staff turnover plan for Nestway Kelby."),
    ("min-supplier-2026-q3", "Supplier review minutes - Q3 2026", "minutes",
     "Chair: Gareth Mills. Present: Delia Crane, Marco Bellini, Lena Fischer, Bea Thornton. Brightwash: penalty applied for 3 July. Kestrel: renewal offer due in November. Greenfold: labelling audit after the Saffron Room incident. Pureflow: to refund the pool closure. Keystone: service credit of GBP 18,000 agreed."),
    # overviews
    ("ovw-portfolio", "Larkmoor hotels at a glance 2026", "overview",
     "Six hotels, 758 rooms: Larkmoor Ashcombe (184), Larkmoor Corrin Bay (142), Nestway Kelby (96), Nestway Kelby Airport (210), Nestway Wrenford (88) and Dunholt Hall (38). Restaurants: Ashcombe Grill, The Tidehouse, Saffron Room. Spas at Ashcombe and Corrin Bay. Conference centres at Ashcombe and Kelby Airport."),
    ("ovw-rates", "Rate plans and add-ons 2026", "overview",
     "Rate plans: Best Available Rate, Advance Saver 2025 (the 2024 edition is closed), Bed and Breakfast Rate, Corporate Flex Rate, Spa Break Package. Add-ons: Late Checkout, Breakfast Add-On, Advance Saver Flex, Parking Add-On. Loyalty: Circle Silver, Gold and Platinum."),
    ("ovw-rooms", "Room types by hotel", "overview",
     "Larkmoor Ashcombe: Classic Double, Deluxe King, Family Room. Larkmoor Corrin Bay: Classic Double, Deluxe King, Sea View Suite. Dunholt Hall: Deluxe King and its own named rooms. Nestway Kelby, Nestway Kelby Airport and Nestway Wrenford: Nestway Smart Double and Family Room."),
    ("ovw-systems", "Hotel systems map 2026", "overview",
     "StayDesk (property management, with StayDesk Housekeeping), YieldWise (revenue management, with YieldWise Forecast), BookDirect (booking engine) and FixTrack (maintenance, with FixTrack Mobile)."),
    # off-topic staff notices (distractors; some asked about on purpose)
    ("notice-party", "Staff summer party 2026", "notice",
     "The staff summer party was on 28 August at Dunholt Hall's walled garden; photos are on the intranet."),
    ("notice-uniform", "New uniforms from November", "notice",
     "Front office and housekeeping get new uniforms from 1 November; fittings at each hotel in October."),
    ("notice-flu", "Flu jabs for staff", "notice",
     "Free flu jabs for all staff: Ashcombe on 14 October, Corrin Bay on 15 October, Kelby on 16 October."),
    ("notice-cycle", "Cycle to work scheme", "notice",
     "The cycle to work scheme reopens on 1 November; save up to 40% on a bike through salary sacrifice."),
    ("notice-xmas-menu", "Christmas menu tasting", "notice",
     "Sales staff are invited to taste the Christmas party menus at the Ashcombe Grill on 21 October at 15:00."),
    ("notice-parking", "Staff parking at Kelby Airport", "notice",
     "From 1 October staff at the airport hotel park in the long-stay car park P4; passes from reception."),
]


def hand_docs() -> list[dict]:
    return [doc(id_, title, text, kind) for id_, title, kind, text in HAND]


def all_docs() -> list[dict]:
    return [*table_docs(), *record_docs(), *hand_docs()]
