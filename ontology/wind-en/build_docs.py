"""The documents of the Solwen Renewables operations knowledge base.

Regular reports (the monthly site performance report, the monthly region KPI pack, the quarterly
portfolio report, the quarterly lost production cause analysis per site, the monthly turbine model
reliability report) come from the tables below. Every entity has a record page written from
world.py plus a hand-written note; investigation reports, campaign reports, FAQs, comparisons,
minutes, overviews and staff notices are written out by hand.
Time anchor: mid-October 2025; the latest month is September 2025, the latest quarter Q3 2025.
"""

from __future__ import annotations

import world
from bundlekit import doc, english_records

MONTH = {7: "July", 8: "August", 9: "September"}
HOURS = {7: 744, 8: 744, 9: 720}


def _label(eid: str) -> str:
    return world.E[eid]["label"]


def _mw(eid: str) -> float:
    return float(world.E[eid]["attrs"]["installedCapacity"].split()[0])


def _n(x: float) -> str:
    return f"{round(x):,}"


# -- monthly site performance: technical availability %, contractual availability %, capacity factor %,
#    curtailment MWh, lost production MWh, MTTR h, safety incidents, performance ratio % (solar only),
#    top loss cause, note
SITES = {
    "carnbrae": ("wf_carnbrae", {
        7: (95.1, 95.4, 24.1, 310, 1020, 31.5, 0, None, "CBR-T07 gearbox failure",
            "CBR-T07 was down from 9 June to 20 July with a failed gearbox; all 18 turbines ran from 21 July."),
        8: (93.6, 97.6, 27.5, 1240, 1650, 12.4, 0, None, "Carnbrae Substation transformer trip on 12 August",
            "The 132/33 kV transformer at Carnbrae Substation tripped on 12 August and took the farm off for 19 hours; the grid outage is excluded from contractual availability."),
        9: (96.2, 96.9, 36.2, 2860, 890, 9.1, 0, None, "planned gearbox exchange on CBR-T11",
            "Windiest month of the quarter. Curtailment rose as Westmarch Grid held the Carnbrae export limit during its own network outage on 8-14 September. CBR-T11 was down 6 days for its planned gearbox exchange."),
    }),
    "ashgrove": ("wf_ashgrove", {
        7: (97.9, 98.1, 26.8, 180, 240, 7.8, 0, None, "leading edge repairs",
            "Four turbines stopped in turn for leading edge repairs by Skelton Blade Services."),
        8: (94.8, 97.9, 29.9, 860, 930, 10.5, 0, None, "Carnbrae Substation transformer trip on 12 August",
            "Ashgrove Ridge exports through Carnbrae Substation and lost 19 hours in the transformer trip."),
        9: (97.4, 97.7, 38.4, 1920, 310, 6.2, 1, None, "curtailment",
            "Best capacity factor in the portfolio. One first-aid injury (a hand cut) during leading edge repairs on ASG-T03."),
    }),
    "dunmallow": ("wf_dunmallow", {
        7: (96.0, 96.8, 22.9, 90, 410, 14.2, 0, None, "yaw system faults on the H3.6 turbines",
            "Three yaw drive replacements on the older H3.6 turbines; the H3.6 Mk2 units ran without faults."),
        8: (96.5, 97.0, 25.1, 120, 360, 13.0, 0, None, "pitch battery replacements",
            "Pitch batteries replaced on six H3.6 turbines under the Hesketh Service Agreement."),
        9: (91.8, 92.6, 31.0, 640, 1210, 18.7, 1, None, "climbing stand-down after the dropped object on DML-T05",
            "All climbs stopped from 19 to 23 September after a torque wrench fell from the nacelle of DML-T05; faults on four turbines waited for the stand-down to end. Contractual availability fell below the 96.5% guarantee because the stand-down was an owner stop."),
    }),
    "pellow": ("wf_pellow", {
        7: (97.2, 97.5, 25.7, 0, 380, 8.8, 0, None, "leading edge repairs",
            "Five turbines repaired under the leading edge repair campaign."),
        8: (96.0, 97.3, 28.4, 40, 520, 9.6, 0, None, "Tessera SCADA outage on 25 August",
            "Turbines kept running through the SCADA outage but tripped turbines could not be reset remotely for 7 hours; technicians drove to site for resets."),
        9: (93.1, 93.4, 33.8, 210, 1090, 15.9, 0, None, "PLH-T06 lightning strike",
            "PLH-T06 was struck by lightning on 3 September and stayed down 23 days for a blade tip repair; storm stops on 3-4 September."),
    }),
    "dunmallow-solar": ("sp_dunmallow", {
        7: (99.4, 99.5, 13.8, 60, 35, 5.5, 0, 84.1, "export limit at Dunmallow Substation",
            "Shares Dunmallow Substation with the wind farm: when both run high the 68 MW export limit curtails the solar park first."),
        8: (99.2, 99.4, 12.1, 140, 48, 6.1, 0, 83.5, "export limit at Dunmallow Substation",
            "More shared export curtailment on windy sunny days."),
        9: (99.5, 99.6, 9.4, 210, 22, 4.8, 0, 82.9, "export limit at Dunmallow Substation",
            "Lower irradiance; curtailment highest of the year as the wind farm ran high."),
    }),
    "wrenfield": ("sp_wrenfield", {
        7: (96.3, 96.5, 13.1, 0, 260, 22.0, 0, 79.2, "inverter 4 fire on 17 July",
            "Inverter 4 (a Lumera PCS-3000 Mk2) caught fire on 17 July and was isolated; 1/16 of the park offline for the rest of the month."),
        8: (97.1, 97.3, 12.6, 0, 190, 14.5, 0, 80.4, "inverter 4 still out until 20 August",
            "Replacement inverter delivered and commissioned on 20 August."),
        9: (99.6, 99.7, 9.8, 30, 18, 4.2, 0, 83.7, "none significant",
            "Best performance ratio since commissioning."),
    }),
    "marlcombe": ("sp_marlcombe", {
        7: (98.2, 98.4, 12.5, 0, 120, 9.5, 0, 78.6, "soiling and hot spots",
            "Dry month: soiling losses until the cleaning round of 28 July. The thermographic survey found 610 hot spots."),
        8: (98.6, 98.8, 11.9, 0, 85, 8.2, 0, 80.1, "string faults",
            "Hot spot modules replaced on 140 strings."),
        9: (97.3, 97.5, 8.9, 20, 140, 26.0, 1, 79.0, "PCS-1500 inverter faults waiting for spares",
            "Two Lumera PCS-1500 inverters waited 9 days for spare power stacks (model discontinued). One near miss: a lone worker missed two check-in calls on 11 September."),
    }),
}

# -- region commentary by month
REGION_NOTES = {
    ("reg_north", 7): "CBR-T07 back on 20 July after its gearbox replacement. Leading edge repairs at Ashgrove Ridge on schedule.",
    ("reg_north", 8): "The Carnbrae Substation transformer trip on 12 August took Carnbrae and Ashgrove Ridge off for 19 hours (1,180 MWh).",
    ("reg_north", 9): "Windy month: record curtailment at the Carnbrae export limit; Dunmallow Wind Farm lost 5 days of climbing after the dropped object; first Delta4 gearbox exchange (CBR-T11) done.",
    ("reg_south", 7): "Wrenfield inverter fire on 17 July; Marlcombe soiling; Pellow Head leading edge repairs.",
    ("reg_south", 8): "Tessera SCADA outage on 25 August cut remote control of all South sites for 7 hours.",
    ("reg_south", 9): "PLH-T06 lightning strike on 3 September; Marlcombe waiting for PCS-1500 spares.",
}

# -- quarterly portfolio figures for Q2 (Q3 is summed from the months): yield MWh, technical availability %,
#    curtailment MWh, lost production MWh, safety incidents, commentary
PORTFOLIO_Q2 = (112_480, 96.9, 2_150, 4_390, 1,
                "Q2 2025: lower winds than budget (yield 6% under P50). The gearbox failure on CBR-T07 on 9 June started the quarter's biggest loss. The blade inspection campaign finished on 30 June. One recordable incident: a sprained ankle at Marlcombe in May.")
PORTFOLIO_Q3_NOTE = ("Q3 2025: yield 4% over P50 thanks to a windy September, but lost production doubled on Q2: the Carnbrae transformer trip, the PLH-T06 lightning strike, the CBR-T07 gearbox (until 20 July) and the Dunmallow stand-down. "
                     "Curtailment at the Carnbrae export limit was the largest single loss of energy and is compensated by Westmarch Grid.")

# -- lost production cause analysis by site and quarter: [(cause, share %)], commentary.
#    Q3 totals are the sum of the site's monthly lost production; Q2 totals are given.
CAUSES = {
    ("carnbrae", 3): ([("CBR-T07 gearbox failure (July)", 27), ("Carnbrae Substation transformer trip", 21), ("converter faults", 22), ("CBR-T11 planned gearbox exchange", 14), ("other turbine faults", 16)],
                      "Drivetrain work (the CBR-T07 failure and the CBR-T11 exchange) explains 41% of the quarter's losses. The transformer trip was a grid-side event and is excluded from contractual availability; Vantor's availability is therefore still above the 97% guarantee for the year."),
    ("ashgrove", 3): ([("Carnbrae Substation transformer trip", 32), ("leading edge repairs", 30), ("pitch faults", 22), ("other", 16)],
                      "Ashgrove Ridge has no substation of its own: the Carnbrae trip is its largest loss. Leading edge repairs are 9 of 12 turbines done."),
    ("dunmallow", 3): ([("climbing stand-down after the dropped object", 52), ("yaw system faults (H3.6)", 21), ("pitch battery replacements", 15), ("other", 12)],
                       "The stand-down after the dropped object on DML-T05 is an owner stop, so it counts against contractual availability too. The older H3.6 turbines cause almost all faults; the four H3.6 Mk2 units lost under 2%."),
    ("pellow", 3): ([("PLH-T06 lightning strike", 47), ("leading edge repairs", 22), ("SCADA outage resets", 11), ("storm stops", 12), ("other", 8)],
                    "The lightning strike was the largest loss; the receptor on the damaged blade had a broken down-conductor, found on the April blade inspection but not yet repaired."),
    ("dunmallow-solar", 3): ([("inverter trips", 48), ("string faults", 32), ("other", 20)],
                             "Lost production is small; curtailment from the shared export limit at Dunmallow Substation (410 MWh in the quarter) is five times larger and is counted separately."),
    ("wrenfield", 3): ([("inverter 4 fire and replacement", 81), ("string faults", 11), ("other", 8)],
                       "The inverter fire explains most of the quarter. The root cause was a DC-link capacitor batch on the PCS-3000 Mk2; Lumera replaced the capacitors on all 16 inverters in August."),
    ("marlcombe", 3): ([("PCS-1500 inverter faults and spares wait", 44), ("soiling", 24), ("hot spot modules", 20), ("other", 12)],
                       "The discontinued PCS-1500 is the main risk: spares took 9 days in September. A repowering study for the inverters is proposed for 2026."),
    ("carnbrae", 2): (2_140, [("CBR-T07 gearbox failure (from 9 June)", 44), ("blade inspection stops", 18), ("converter faults", 22), ("other", 16)],
                      "The gearbox failure on CBR-T07 on 9 June made June the worst month of the half-year."),
    ("ashgrove", 2): (520, [("blade inspection stops", 38), ("leading edge repairs", 30), ("other", 32)],
                      "A quiet quarter; leading edge repairs started on 5 May."),
    ("dunmallow", 2): (760, [("yaw system faults (H3.6)", 46), ("converter faults", 24), ("other", 30)],
                       "Yaw faults on the older H3.6 turbines are the recurring issue."),
    ("pellow", 2): (640, [("blade inspection stops", 35), ("leading edge repairs", 33), ("other", 32)],
                    "Stops for the blade inspection campaign in April and May."),
}

# -- monthly turbine model reliability (August and September): technical availability %, fault stops per
#    turbine, MTTR h, top component, note
MODELS = {
    "d4-145": ("tm_d4_145", {
        8: (93.6, 2.9, 12.4, "converter", "Transformer trip excluded, availability would be 96.8%."),
        9: (96.2, 2.1, 9.1, "gearbox (planned exchange)", "First exchange of the Delta4 gearbox programme done on CBR-T11."),
    }),
    "d4-145lr": ("tm_d4_145lr", {
        8: (94.8, 1.8, 10.5, "pitch system", "Transformer trip excluded, availability would be 98.1%."),
        9: (97.4, 1.5, 6.2, "blades (leading edge repairs)", "Lowest fault rate in the fleet."),
    }),
    "h36": ("tm_h36", {
        8: (96.1, 3.4, 13.8, "pitch batteries", "Ten turbines, all at Dunmallow Wind Farm."),
        9: (90.9, 3.9, 19.6, "yaw drives", "Climbing stand-down at Dunmallow on 19-23 September held repairs."),
    }),
    "h36mk2": ("tm_h36mk2", {
        8: (96.2, 2.2, 9.5, "converter", "Twenty turbines: sixteen at Pellow Head, four at Dunmallow."),
        9: (93.6, 2.6, 15.2, "blades (lightning)", "PLH-T06 lightning strike; without it availability was 97.0%."),
    }),
}


def _yield(eid: str, m: int, cf: float) -> float:
    return _mw(eid) * HOURS[m] * cf / 100


def table_docs() -> list[dict]:
    out = []
    region_rows: dict[tuple[str, int], list] = {}
    for code, (eid, months) in SITES.items():
        name = _label(eid)
        region = world.E[eid]["edges"]["inRegion"]
        for m, (tav, cav, cf, curt, lost, mttr, safety, pr, cause, note) in months.items():
            energy = _yield(eid, m, cf)
            region_rows.setdefault((region, m), []).append((eid, energy, tav, curt, lost, safety))
            pr_row = f"| Performance Ratio | {pr}% (target 82%) | " if pr is not None else ""
            out.append(doc(
                f"site-{code}-2025-{m:02d}", f"{name} monthly performance report - {MONTH[m]} 2025",
                f"Monthly performance report, {name}, {MONTH[m]} 2025. | KPI | value | |---|---| "
                f"| Energy Yield | {_n(energy)} MWh | | Capacity Factor | {cf}% | "
                f"| Technical Availability | {tav}% (target 97.0%) | | Contractual Availability | {cav}% | "
                f"| Curtailment | {_n(curt)} MWh | | Lost Production | {_n(lost)} MWh | "
                f"| Mean Time to Repair | {mttr} h | | Safety Incidents | {safety} | {pr_row}"
                f"| top loss cause | {cause} | Note: {note} Site manager: {_label(world.E[eid]['edges']['managedBy'])}.",
                "report", series="site", period=f"2025-{m:02d}"))
    for (region, m), rows in sorted(region_rows.items()):
        cap = sum(_mw(e) for e, *_ in rows)
        energy = sum(r[1] for r in rows)
        tav = sum(_mw(r[0]) * r[2] for r in rows) / cap
        by_site = "; ".join(f"{_label(e)} {_n(en)} MWh, availability {t}%" for e, en, t, *_ in rows)
        out.append(doc(
            f"region-{region.split('_')[1]}-2025-{m:02d}", f"{_label(region)} KPI pack - {MONTH[m]} 2025",
            f"{_label(region)} KPI pack for {MONTH[m]} 2025. | KPI | value | |---|---| "
            f"| Energy Yield | {_n(energy)} MWh | | Technical Availability (capacity-weighted) | {tav:.1f}% | "
            f"| Curtailment | {_n(sum(r[3] for r in rows))} MWh | | Lost Production | {_n(sum(r[4] for r in rows))} MWh | "
            f"| Safety Incidents | {sum(r[5] for r in rows)} | By site: {by_site}. Commentary: {REGION_NOTES[(region, m)]}",
            "report", series="region", period=f"2025-{m:02d}"))
    q3 = [r for (reg, m), rows in region_rows.items() for r in rows]
    q3_energy, q3_curt, q3_lost, q3_safety = (sum(r[i] for r in q3) for i in (1, 3, 4, 5))
    cap_all = sum(_mw(eid) for eid, _ in SITES.values())
    q3_tav = sum(_mw(r[0]) * r[2] for r in q3) / (3 * cap_all)
    y2, t2, c2, l2, s2, n2 = PORTFOLIO_Q2
    for q, (energy, tav, curt, lost, safety, note) in ((2, (y2, t2, c2, l2, s2, n2)),
                                                       (3, (q3_energy, q3_tav, q3_curt, q3_lost, q3_safety, PORTFOLIO_Q3_NOTE))):
        out.append(doc(
            f"portfolio-2025q{q}", f"Portfolio quarterly KPI report - Q{q} 2025",
            f"Solwen Renewables portfolio report, Q{q} 2025 (four wind farms, three solar parks, 348 MW). | KPI | value | |---|---| "
            f"| Energy Yield | {_n(energy)} MWh | | Technical Availability | {tav:.1f}% (target 97.0%) | "
            f"| Curtailment | {_n(curt)} MWh | | Lost Production | {_n(lost)} MWh | | Safety Incidents | {safety} | "
            f"Commentary: {note} Compiled by Performance Engineering.",
            "report", series="portfolio", period=f"2025-Q{q}"))
    for (code, q), value in CAUSES.items():
        eid = SITES[code][0]
        if q == 3:
            causes, note = value
            total = sum(row[4] for row in SITES[code][1].values())
        else:
            total, causes, note = value
        rows = " ".join(f"| {c} | {_n(total * s / 100)} MWh | {s}% |" for c, s in causes)
        out.append(doc(
            f"cause-{code}-2025q{q}", f"Lost production cause analysis - {_label(eid)} - Q{q} 2025",
            f"Why we lost energy at {_label(eid)} in Q{q} 2025: Lost Production {_n(total)} MWh. "
            f"| cause | MWh | share | |---|---|---| {rows} Analysis: {note} Prepared by Isla McBride, Performance Engineering.",
            "analysis", series="cause", period=f"2025-Q{q}"))
    for code, (eid, months) in MODELS.items():
        for m, (tav, stops, mttr, comp, note) in months.items():
            out.append(doc(
                f"model-{code}-2025-{m:02d}", f"Turbine model reliability {_label(eid)} - {MONTH[m]} 2025",
                f"Reliability of the {_label(eid)} fleet, {MONTH[m]} 2025. | measure | value | |---|---| "
                f"| Technical Availability | {tav}% | | fault stops per turbine | {stops} | "
                f"| Mean Time to Repair | {mttr} h | | top failing component | {comp} | Note: {note} "
                f"From Tessera Historian and Maintix CMMS data.",
                "report", series="model", period=f"2025-{m:02d}"))
    return out


# hand-written notes appended to record pages
NOTES = {
    "org_solwen": "Independent renewable generator founded in 2012: four wind farms and three solar parks, 348 MW in the North and South regions, about 320 people. Head office and the Renewables Operations Centre in Carrbridge House.",
    "org_grid": "The network operator for all seven sites: issues curtailment setpoints to the control room and owns the lines beyond each substation's grid side.",
    "reg_north": "Carnbrae Wind Farm, Ashgrove Ridge Wind Farm, Dunmallow Wind Farm and Dunmallow Solar Park: 207 MW, mostly wind.",
    "reg_south": "Pellow Head Wind Farm, Wrenfield Solar Park and Marlcombe Solar Park: 141 MW, mostly solar.",
    "wf_carnbrae": "Eighteen Vantor Delta4-145 turbines on a moorland plateau. Serviced by Vantor under the Vantor Full Service Agreement. Exports through Carnbrae Substation, which it shares with Ashgrove Ridge.",
    "wf_ashgrove": "Twelve Vantor Delta4-145 LR turbines, the low-wind variant with a 155 m rotor. No substation of its own: a 33 kV line to Carnbrae Substation.",
    "wf_dunmallow": "The oldest wind farm: ten Hesketh H3.6 turbines (2016) and four Hesketh H3.6 Mk2 (extension 2020). Shares Dunmallow Substation with Dunmallow Solar Park.",
    "wf_pellow": "Sixteen Hesketh H3.6 Mk2 turbines on a coastal headland; high lightning exposure and salt; leading edge erosion faster than inland.",
    "sp_dunmallow": "Co-located with Dunmallow Wind Farm (a hybrid site); curtailed first when the shared export limit is reached.",
    "sp_wrenfield": "Largest solar park; sixteen Lumera PCS-3000 Mk2 central inverters; single-axis trackers.",
    "sp_marlcombe": "Oldest solar park; 22 Lumera PCS-1500 inverters, discontinued by Lumera; fixed tilt.",
    "ss_carnbrae": "132/33 kV substation with one 130 MVA transformer; serves Carnbrae Wind Farm and Ashgrove Ridge Wind Farm. Transformer trip on 12 August 2025.",
    "ss_dunmallow": "33/11 kV; export limit 68 MW shared by the wind farm (50.4 MW) and the solar park (22 MWp).",
    "ss_pellow": "132/33 kV; serves Pellow Head Wind Farm only.",
    "ss_wrenfield": "132/33 kV; serves Wrenfield Solar Park and, since 2024, Marlcombe Solar Park.",
    "pf_delta4": "Vantor's 4 MW-class platform: a medium-speed geared drivetrain shared by the Delta4-145 and the Delta4-145 LR. The gearbox of early Delta4 units has a known bearing issue.",
    "pf_h3": "Hesketh's 3.6 MW platform: the H3.6 and the improved H3.6 Mk2.",
    "tm_d4_145": "Standard Delta4 model for medium winds; 18 units at Carnbrae Wind Farm.",
    "tm_d4_145lr": "Low-wind (LR) variant of the Delta4-145 with a longer rotor (155 m) and taller tower; 12 units at Ashgrove Ridge. Same gearbox as the Delta4-145.",
    "tm_h36": "First H3 model; 10 units at Dunmallow Wind Farm. Yaw drives and pitch batteries are the weak points.",
    "tm_h36mk2": "Mk2 of the H3.6: bigger rotor (126 m), new yaw system, improved lightning protection; 16 units at Pellow Head and 4 at Dunmallow.",
    "inv_pcs3000": "Central inverter used at Dunmallow Solar Park (8 units).",
    "inv_pcs3000mk2": "Improved PCS-3000 with higher rating and efficiency; 16 units at Wrenfield. A DC-link capacitor batch fault caused the Wrenfield inverter fire in July 2025.",
    "inv_pcs1500": "Older, smaller central inverter; 22 units at Marlcombe. Discontinued; spare power stacks take up to two weeks.",
    "t_cbr04": "Reference turbine for the Carnbrae power curve tests.",
    "t_cbr07": "Gearbox failed on 9 June 2025 (high-speed shaft bearing); replaced by Drummond Drivetrain with a Halloran crane; back in service 20 July 2025.",
    "t_cbr11": "First turbine of the Delta4 gearbox exchange programme: gearbox exchanged 15-20 September 2025.",
    "t_asg03": "Leading edge repairs done in July 2025.",
    "t_asg12": "Gearbox exchange planned for Q1 2026 under the Delta4 gearbox programme; vibration trend rising since July 2025.",
    "t_dml02": "Gearbox replaced in 2022; yaw drive replaced July 2025.",
    "t_dml05": "Site of the dropped object on 19 September 2025 (a torque wrench fell from the nacelle roof hatch during a pitch battery job).",
    "t_dml09": "One of the four H3.6 Mk2 units at Dunmallow (2020 extension).",
    "t_plh01": "Met mast reference turbine at Pellow Head.",
    "t_plh06": "Struck by lightning on 3 September 2025: blade B tip and receptor damaged; repaired by Skelton Blade Services; back on 26 September.",
    "t_plh08": "Leading edge repairs done in August 2025.",
    "t_roc": "Runs 24/7 from Carrbridge House: monitors all sites in Tessera SCADA, resets faults remotely, takes curtailment instructions from Westmarch Grid and dispatches technicians.",
    "t_asset": "Site managers, technicians, solar O&M, grid, performance and blade teams; owns budgets and the service agreements' performance.",
    "t_hse": "Owns the safety policies, investigates incidents and runs the monthly HSE committee.",
    "t_commercial": "Power purchase agreements, curtailment compensation claims, liquidated damages under the service agreements.",
    "t_windtech": "Eighteen in-house technicians for first-line work and rescue cover; OEM technicians do scheduled service.",
    "t_solar": "In-house solar maintenance for the three parks.",
    "t_grid": "High-voltage assets, switching and the substations; the Senior Authorised Person sits here.",
    "t_perf": "Monthly KPI reports, lost production analysis, power curve and performance ratio checks.",
    "t_blade": "Blade inspections, repairs and lightning protection.",
    "t_digital": "SCADA, CMMS and the dispatch system; OT cyber security.",
    "sys_scada": "Supervisory control and data acquisition for all turbines, inverters and substations; 10-minute data into Tessera Historian.",
    "mod_alarms": "Alarm filtering and priority module of Tessera SCADA; cut nuisance alarms by 40% after go-live in February 2025.",
    "mod_historian": "Stores 10-minute and 1-second data; the source for availability and yield reports.",
    "sys_cmms": "Work orders, spares and maintenance history for all sites.",
    "mod_field": "Tablet app of Maintix CMMS for technicians: work orders, permits and photos offline.",
    "sys_gridwise": "Takes setpoint instructions from Westmarch Grid, sends them to Tessera SCADA and logs curtailed energy for compensation claims.",
    "pol_wah_2023": "Version 3. Twin-lanyard rule, rescue kit in every turbine, climbing in pairs.",
    "pol_wah_2025": "Version 4. Adds tool tethering for all tools over 200 g, an exclusion zone of 50 m around a turbine during nacelle work, and climb assist lift checks.",
    "pol_esr": "Rules for work on high-voltage equipment: authorisation levels, permits, isolation and earthing.",
    "pol_integrity": "Sets inspection intervals: blades every 2 years, gearbox oil every 6 months, substations yearly.",
    "pol_lone": "Lone working allowed only at solar parks, with check-in every 2 hours.",
    "proc_climb": "Pre-climb checks, twin lanyards, rescue drill every 6 months, climb assist use.",
    "proc_dropped": "Tool tethering, tool inventories before and after nacelle work, exclusion zones; written after the Dunmallow dropped object.",
    "proc_switching": "Switching programmes written and checked by an Authorised Person, carried out under the Electrical Safety Rules.",
    "proc_blade": "Drone inspection first, rope access for damage category 3 and above; damage categories 1-5.",
    "proc_curtail": "How the control room receives a setpoint from Westmarch Grid in Gridwise Dispatch, applies it in Tessera SCADA within 2 minutes and logs it.",
    "proc_lone": "Check-in with the control room every 2 hours by the Maintix Field app or phone; escalation after 15 minutes of a missed check-in.",
    "proc_incident": "Report within 1 hour to the control room and HSE; investigation level set by severity.",
    "sup_vantor": "Maker of the Delta4 platform; service provider at Carnbrae and Ashgrove Ridge.",
    "sup_hesketh": "Maker of the H3 platform; service provider at Dunmallow Wind Farm and Pellow Head.",
    "sup_lumera": "Maker of all Solwen inverters; service contract for the three solar parks.",
    "sup_skelton": "Blade repair contractor: leading edge repairs and lightning damage repairs.",
    "sup_verticore": "Rope access and drone blade inspections.",
    "sup_drummond": "Gearbox exchanges and refurbishment for the Delta4 platform.",
    "sup_tessera": "Vendor of Tessera SCADA, Tessera Alarm Manager and Tessera Historian.",
    "sup_halloran": "Main crane contractor for component exchanges.",
    "sup_aerolens": "Drone thermography for the solar parks.",
    "con_fsa_vantor": "Scheduled and unscheduled service, parts and cranes for the two Delta4 sites. Liquidated damages when contractual availability falls below 97.0% over a contract year (April-March).",
    "con_hesketh": "Service for the H3.6 and H3.6 Mk2 turbines. Liquidated damages below 96.5%; renewal talks start January 2026.",
    "con_blade": "Call-off framework: leading edge repairs, lightning repairs, emergency blade work within 5 days.",
    "con_gearbox": "Five pre-emptive gearbox exchanges on Delta4 turbines, including cranes from Halloran Cranes.",
    "con_scada": "Licence, hosting and support for Tessera SCADA and its modules; 99.9% availability, service credits below it.",
    "con_lumera": "Spares, repairs and warranty extension for all inverters; 98.5% inverter availability guarantee.",
    "m_tavail": "Counted from Tessera Historian status codes. The measure in our monthly reports; it counts every stop, including grid outages.",
    "m_cavail": "The measure the service agreements use for liquidated damages: grid outages, curtailment, extreme weather and owner stops excluded, but an owner stand-down counts against us when the OEM could not work.",
    "m_yield": "Metered export; compared with the P50 budget each month.",
    "m_cf": "Wind farms run 25-40%, solar parks 9-14% in summer.",
    "m_curt": "Logged in Gridwise Dispatch from the network operator's setpoints; compensated at the agreed price.",
    "m_lost": "Split by cause in the quarterly cause analysis.",
    "m_safety": "Reported monthly to the HSE committee.",
    "m_mttr": "From fault to restart; long waits for spares or cranes push it up.",
    "m_pr": "Solar only; temperature-corrected.",
    "inc_gearbox": "High-speed shaft bearing failure found by a vibration alarm; gearbox replaced. Led to the Delta4 Gearbox Exchange Programme.",
    "inc_trip": "The 132/33 kV transformer tripped on a Buchholz relay alarm at 14:12; both farms off for 19 hours; no damage found; relay wiring fault.",
    "inc_lightning": "Blade B tip split and receptor burnt on PLH-T06; down-conductor found broken.",
    "inc_inverter": "Inverter 4 at Wrenfield caught fire at 13:40; the site fire system and the fire service put it out; no injuries.",
    "inc_dropped": "A 1.2 kg torque wrench fell about 90 m from the nacelle roof of DML-T05 and landed 6 m from a technician at the tower base; nobody hurt.",
    "inc_scada": "A firmware update on the South region communications server by Tessera Systems failed; no remote control or data for 7 hours at Pellow Head, Wrenfield and Marlcombe.",
    "camp_ler": "Leading edge erosion repairs with protective shells at Ashgrove Ridge (12 turbines) and Pellow Head (10 turbines).",
    "camp_bladeinsp": "Drone and rope access inspection of every blade of the four wind farms; 14 category 3 findings, 2 category 4.",
    "camp_gearbox": "Pre-emptive exchange of gearboxes with the bearing issue on the Delta4 platform, after the CBR-T07 gearbox failure.",
    "camp_thermo": "Drone thermography of all modules; hot spots logged as Maintix CMMS work orders.",
}


def record_docs() -> list[dict]:
    return english_records(world, NOTES)


HAND = [
    # investigations
    ("inv-gearbox", "Investigation report: CBR-T07 Gearbox Failure (June 2025)", "investigation",
     "Root cause: spalling of the high-speed shaft bearing in the Delta4 gearbox, from a batch of bearings with a heat-treatment fault; oil debris counts had risen for 5 weeks but the Tessera Alarm Manager rule was not yet set for debris. 41 days down: 3 weeks waiting for a crane slot with Halloran Cranes. Energy lost 1,960 MWh, cost GBP 610,000 (Vantor paid the gearbox under the Vantor Full Service Agreement; Solwen paid the crane standby). Actions: debris alarm in Tessera Alarm Manager; pre-emptive exchange of 5 gearboxes from the same batch (Delta4 Gearbox Exchange Programme). Lead: Annika Vos."),
    ("inv-trip", "Investigation report: Carnbrae Substation Transformer Trip (12 August 2025)", "investigation",
     "The transformer protection operated on a Buchholz alarm; gas analysis and tests found no internal fault. Cause: a loose wire in the Buchholz relay circuit after maintenance in July. Carnbrae Wind Farm and Ashgrove Ridge Wind Farm off for 19 hours; 1,180 MWh lost; GBP 96,000. Because the outage was on our side of the connection it is not compensated by Westmarch Grid, but it is excluded from contractual availability. Actions: a second person checks relay wiring after any protection work; spare relay kept on site. Lead: Einar Sjoberg."),
    ("inv-lightning", "Investigation report: PLH-T06 Lightning Strike (3 September 2025)", "investigation",
     "Interim: the strike hit blade B; the tip receptor was burnt and the down-conductor broken at 38 m, so the current arced through the laminate and split the tip. The broken conductor had been recorded as category 2 in the April 2025 blade inspection and scheduled for 2026. Repair by Skelton Blade Services under the Blade Repair Framework: 23 days down, 540 MWh, GBP 148,000. Open action: test the lightning protection continuity on all H3.6 Mk2 blades at Pellow Head before winter. Lead: Bram Hollander."),
    ("inv-inverter-fire", "Investigation report: Wrenfield Inverter Fire (17 July 2025)", "investigation",
     "Inverter 4, a Lumera PCS-3000 Mk2, caught fire after a DC-link capacitor failed; the capacitor batch was faulty. Nobody hurt; the fire service attended. Replacement inverter commissioned on 20 August: 34 days, 410 MWh, GBP 182,000 (Lumera covered the inverter under the Lumera Inverter Service Contract). Lumera replaced the capacitors on all 16 Mk2 units in August. The older PCS-3000 at Dunmallow Solar Park uses a different capacitor and is not affected. Lead: Wenna Tremayne."),
    ("inv-dropped", "Investigation report: Dunmallow Dropped Object (19 September 2025)", "investigation",
     "A 1.2 kg torque wrench slid off the nacelle roof of DML-T05 through the open hatch during a pitch battery job and fell about 90 m, landing 6 m from a technician at the tower base. High-potential near miss; nobody hurt. Causes: the wrench was not tethered although the Working at Height Policy 2025 requires tethering of tools over 200 g; no exclusion zone was set. All climbing at Dunmallow Wind Farm stopped 19-23 September. Actions: the new Dropped Objects Prevention Procedure from 1 October 2025; tool tethering checks at every climb; toolbox talks for all technicians. Lead: Imogen Pengelly."),
    ("inv-scada", "Investigation report: Tessera SCADA Outage (25 August 2025)", "investigation",
     "A firmware update on the South region communications server by Tessera Systems failed at 06:05 and had no rollback; the control room lost data and remote control of Pellow Head, Wrenfield and Marlcombe for 7 hours. Turbines and inverters kept running, but 9 faults could not be reset remotely: 85 MWh lost. Service credit of GBP 12,000 claimed under the Tessera SCADA Licence. Actions: no vendor updates without a rollback plan and approval by the control room; a local HMI at each site. Lead: Yusuf Demir."),
    # campaign reports
    ("camp-ler-2025-09", "Leading edge repair campaign: progress report, end of September 2025", "campaign report",
     "17 of 22 turbines done (Ashgrove Ridge 9 of 12, Pellow Head 8 of 10). Five turbines left, all at risk from autumn winds: ASG-T12 and two others at Ashgrove Ridge, two at Pellow Head. Spend GBP 402,000 of GBP 520,000. Average 3.2 days per turbine against 2.5 planned, because of wind holds. Skelton Blade Services will add a second rope team in October."),
    ("camp-gearbox-2025-09", "Delta4 gearbox exchange programme: progress report, end of September 2025", "campaign report",
     "1 of 5 exchanges done: CBR-T11 (15-20 September, 6 days). CBR-T07 had its gearbox replaced after its failure in July, outside the programme. Next: ASG-T12 in Q1 2026 (vibration trend rising), then CBR-T14, CBR-T16 and ASG-T10. Crane slots booked with Halloran Cranes. The Delta4-145 and the Delta4-145 LR use the same gearbox, so both sites are in scope."),
    ("camp-bladeinsp-findings", "2025 blade inspection campaign: findings", "campaign report",
     "180 blades inspected by Verticore Access, April to June 2025. Findings: 14 category 3 (repair within 6 months), 2 category 4 (repair within 1 month, both done), no category 5. Leading edge erosion worst at Pellow Head (coastal) and Ashgrove Ridge (long rotor tip speed). Lightning protection: 3 down-conductor faults, one on PLH-T06, scheduled for 2026. Next full inspection: 2027."),
    # FAQs
    ("faq-climbing", "Climbing and working at height FAQ", "faq",
     "Can I climb alone? No, always in pairs. Wind limit for climbing? 15 m/s at hub height, 12 m/s for nacelle roof work. Do I need to tether my tools? Yes, every tool over 200 g since the Working at Height Policy 2025. When is the rescue drill? Every 6 months. Who signs off a climb? The site manager or the lead technician."),
    ("faq-curtailment", "Curtailment FAQ for the control room", "faq",
     "What do I do when Westmarch Grid sends a setpoint? Apply it in Tessera SCADA within 2 minutes and log it in Gridwise Dispatch. Do we get paid for curtailed energy? Yes, at the agreed compensation price, if it is logged. Does curtailment count against availability? No, it is excluded from both availability figures. Which sites are curtailed most? Carnbrae and Ashgrove Ridge (shared export limit at Carnbrae Substation) and Dunmallow Solar Park."),
    ("faq-availability", "Availability FAQ: which number do I use", "faq",
     "Our monthly reports show technical availability, which counts every stop. The OEMs are paid and penalised on contractual availability, which excludes grid outages, curtailment, extreme weather and owner stops. So a grid outage lowers technical but not contractual availability. For liquidated damages use the contract year, not a month."),
    ("faq-maintix-field", "Maintix Field app FAQ", "faq",
     "Can I close a work order offline? Yes, it syncs when you are back in signal. How do I attach photos? From the work order page. Lone working check-ins? Tap check-in every 2 hours; the control room sees it. Who do I call about access? The CMMS helpdesk, Digital Systems."),
    ("faq-hv", "HV access FAQ", "faq",
     "Who can enter a substation? Only people on the substation access list. Who can switch? An Authorised Person under the Electrical Safety Rules with a switching programme. Who is the Senior Authorised Person? The Head of Grid and Electrical."),
    # comparisons
    ("cmp-wah-2023-2025", "What changed: Working at Height Policy 2023 vs 2025", "comparison",
     "Version 3 (2023) vs version 4 (2025): tool tethering recommended vs required for all tools over 200 g; no exclusion zone vs 50 m exclusion zone during nacelle work; climb assist checked yearly vs before every use; rescue drill yearly vs every 6 months; climbing in pairs in both. Version 4 in force from 1 April 2025."),
    ("cmp-d4-145-lr", "Vantor Delta4-145 vs Delta4-145 LR", "comparison",
     "Both on the Delta4 platform, both 4.5 MW with the same gearbox. The LR (low wind) has a 155 m rotor instead of 145 m, a 120 m hub height instead of 105 m, and IEC class IIIA instead of IIA. Carnbrae has 18 Delta4-145; Ashgrove Ridge has 12 Delta4-145 LR. The LR gets a higher capacity factor at lower wind speeds (38.4% vs 36.2% in September 2025)."),
    ("cmp-h36-mk2", "Hesketh H3.6 vs H3.6 Mk2", "comparison",
     "Same 3.6 MW rating on the H3 platform. The Mk2 has a 126 m rotor (117 m on the H3.6), a new yaw system, lithium pitch batteries and improved lightning protection. In Q3 2025 the H3.6 had 3.9 fault stops per turbine in September against 2.6 for the Mk2. Dunmallow has both; Pellow Head only the Mk2."),
    ("cmp-avail", "Technical availability vs contractual availability: what is the difference", "comparison",
     "Technical Availability counts every hour an asset could not run; Contractual Availability excludes grid outages, curtailment, extreme weather and owner stops, as the service agreements define it. They can move apart: in August 2025 Carnbrae's technical availability was 93.6% because of the transformer trip while its contractual availability was 97.6%."),
    ("cmp-pcs", "Lumera PCS-1500 vs PCS-3000 vs PCS-3000 Mk2", "comparison",
     "PCS-1500: 1.5 MVA, 97.9%, discontinued, 22 units at Marlcombe. PCS-3000: 3.0 MVA, 98.4%, 8 units at Dunmallow Solar Park. PCS-3000 Mk2: 3.15 MVA, 98.8%, 16 units at Wrenfield; the Mk2 had the capacitor batch fault behind the Wrenfield inverter fire."),
    ("cmp-platforms", "Vantor Delta4 vs Hesketh H3 platforms", "comparison",
     "Delta4: 4.2-4.5 MW, medium-speed geared drivetrain, models Delta4-145 and Delta4-145 LR, serviced under the Vantor Full Service Agreement at 97.0%. H3: 3.6 MW, three-stage gearbox, models H3.6 and H3.6 Mk2, serviced under the Hesketh Service Agreement at 96.5%."),
    # minutes
    ("min-asset-review-2025-09", "Asset performance review minutes - September 2025", "minutes",
     "Present: Annika Vos (chair), Isla McBride, Eilidh Strachan, Hamish Corrie, Sorcha Keane, Maeve Dalgarno, Niamh Barrow. Agreed: claim liquidated damages from Hesketh if Dunmallow stays under 96.5% for the contract year; ASG-T12 gearbox exchange brought forward to Q1 2026; a repowering study for the Marlcombe inverters; a second rope team for the leading edge repairs."),
    ("min-hse-2025-09", "HSE committee minutes - September 2025", "minutes",
     "Present: Imogen Pengelly (chair), Rory Strachan, Duncan Ferrier, Wenna Tremayne, Piotr Zielinski. Discussed the Dunmallow dropped object and the Marlcombe missed check-in. Agreed: Dropped Objects Prevention Procedure from 1 October; lone working check-in escalation cut from 30 to 15 minutes; review of the overdue Lone Working Policy by December."),
    # overviews
    ("ovw-portfolio", "Solwen Renewables portfolio overview 2025", "overview",
     "348 MW in two regions. North: Carnbrae Wind Farm (81 MW), Ashgrove Ridge Wind Farm (54 MW), Dunmallow Wind Farm (50.4 MW), Dunmallow Solar Park (22 MWp). South: Pellow Head Wind Farm (57.6 MW), Wrenfield Solar Park (48 MWp), Marlcombe Solar Park (35 MWp). All sites monitored 24/7 from the Renewables Operations Centre."),
    ("ovw-roc-handbook", "Control room handbook: who to call", "overview",
     "Shift lead first, then the Head of Operations. HV problems: the Grid and Electrical on-call Authorised Person. Turbine faults: the site's technicians by day, the OEM hotline at night. SCADA problems: Digital Systems on-call. Safety incidents: HSE on-call, always."),
    # off-topic staff notices (distractors)
    ("notice-bbq", "Summer staff barbecue", "notice",
     "The staff barbecue at Carrbridge House is on 23 August; bring family; vegetarian options."),
    ("notice-office-move", "Office move: Carrbridge House second floor", "notice",
     "Finance and commercial move to the second floor on 3 November; desks are labelled."),
    ("notice-ev-charging", "EV charging at Carrbridge House", "notice",
     "Six new car chargers in the staff car park; book a slot in the facilities app; 2 hours maximum."),
    ("notice-cycle", "Cycle to work scheme", "notice",
     "The cycle to work scheme opens again on 1 November; savings through salary sacrifice."),
    ("notice-first-aid", "First aid course dates", "notice",
     "Three-day first aid at work courses on 4-6 November and 2-4 December at Carrbridge House; technicians have priority."),
]


def hand_docs() -> list[dict]:
    return [doc(id_, title, text, kind) for id_, title, kind, text in HAND]


def all_docs() -> list[dict]:
    return [*table_docs(), *record_docs(), *hand_docs()]
