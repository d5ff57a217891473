"""The documents of the Corrievale Broadcasting operations knowledge base.

Regular reports (station KPI reports by month, region KPI packs by month, region quarterly reviews,
the monthly transmission network report) come from the tables below, and so do the Q3 cause
analyses. Stations, channels, transmitter sites, studios, programmes, people, teams, systems,
suppliers, contracts, policies, procedures, KPIs, incidents and investigations have a record page
written from world.py plus a hand-written note; investigation reports, comparisons, FAQs, minutes,
overviews and staff notices are written out by hand.
Time anchor: mid-October 2025; the latest month is September 2025, the latest quarter Q3 2025.
"""

from __future__ import annotations

import world
from bundlekit import doc, english_records

MONTH = {7: "July", 8: "August", 9: "September"}


def _label(eid: str) -> str:
    return world.E[eid]["label"]


# -- station KPI report by month: weekly reach %, audience share %, listening (or viewing) hours per
#    listener per week, off-air minutes, audience complaints, ad revenue GBP k, airtime sell-out %, note
STATIONS = {
    "tullagh": ("st_tullagh", {
        7: (31.8, 13.9, 8.1, 0, 14, 412, 82,
            "Summer schedule. Orla Penhallow was on leave from 21 July to 3 August; Padraig Dowse produced a stand-in "
            "breakfast show with guest presenters."),
        8: (29.4, 12.6, 7.6, 94, 131, 371, 76,
            "The Tullagh Off-Air Event on 12 August took Tullagh FM off air for 94 minutes during the breakfast "
            "show; 117 of the 131 complaints were about it. Two advertisers asked for makegoods."),
        9: (31.1, 13.5, 8.0, 0, 17, 405, 84,
            "Recovery: reach back close to July. New generator at the Tullagh Transmitter since 2 September."),
    }),
    "corran": ("st_corran", {
        7: (24.2, 10.8, 9.4, 19, 22, 298, 79,
            "The Brannock Hill Feeder Fault on 19 July took Corran Radio off air for 19 minutes in the evening."),
        8: (25.9, 11.9, 10.2, 0, 18, 336, 86,
            "The football season started on 9 August; Corran Drivetime added a Saturday edition."),
        9: (26.4, 12.3, 10.5, 3, 25, 352, 88,
            "Best share since 2021. Three minutes off air on 22 September during planned maintenance that overran."),
    }),
    "marrowby": ("st_marrowby", {
        7: (27.5, 12.4, 7.2, 0, 9, 254, 81, "A quiet month; Marrowby After Dark moved to 22:00."),
        8: (27.9, 12.7, 7.3, 2, 11, 262, 83, "Two minutes off air on 28 August (mains flicker, UPS held)."),
        9: (24.1, 10.9, 6.6, 41, 70, 228, 74,
            "The Marrowby Lightning Strike on 3 September: 41 minutes off air, then six days at reduced power; "
            "listeners in the north of the area lost the signal. 58 of the 70 complaints were about reception."),
    }),
    "skelwick": ("st_skelwick", {
        7: (18.6, 8.1, 11.3, 0, 21, 121, 72, "Skelwick Speaks ran a summer roadshow."),
        8: (18.9, 8.3, 11.6, 0, 19, 126, 74, "Stable; the Dunlish Relay kept the south of the area on air."),
        9: (17.2, 7.7, 10.9, 41, 251, 109, 66,
            "The Skelwick Speaks Phone-in Complaint on 16 September brought 212 complaints; two advertisers paused "
            "their campaigns. Also 41 minutes off air on 3 September from the Marrowby Lightning Strike (the "
            "Dunlish Relay stayed on air)."),
    }),
    "vale": ("tv_vale", {
        7: (56.2, 18.4, 9.7, 0, 33, 1840, 88, "Summer sport highlights lifted Saturday evenings."),
        8: (53.1, 17.2, 9.2, 94, 151, 1692, 84,
            "The Tullagh Off-Air Event on 12 August: Ardvane TV lost 94 minutes in the Tullagh Transmitter area "
            "(about 640,000 adults); 104 complaints about it."),
        9: (55.8, 18.1, 9.6, 0, 41, 1815, 89, "Autumn schedule launch; Brainbox Friday back on 5 September."),
    }),
    "valeplus": ("tv_valeplus", {
        7: (21.4, 3.9, 3.1, 0, 6, 214, 71, "Repeats season."),
        8: (20.8, 3.7, 3.0, 0, 47, 168, 64,
            "The Ardvane TV Plus Ad Break Error on 21 August: an alcohol advert ran inside Field and Furrow's "
            "family slot; 38 complaints and GBP 46,000 in makegoods."),
        9: (22.3, 4.1, 3.3, 0, 9, 226, 73, "Field and Furrow harvest special was the best-rated programme."),
    }),
}

# -- region KPI pack by month: combined radio reach %, combined radio share %, off-air minutes (all
#    stations), audience complaints (all stations), radio ad revenue GBP k, transmission availability, note
REGIONS = {
    "wenlow": ("reg_west", {
        7: (45.2, 24.7, 19, 61, 710, "Tullagh Transmitter 100.00%, Brannock Hill Transmitter 99.96%",
            "The only outage was the Brannock Hill Feeder Fault (Corran Radio, 19 minutes)."),
        8: (43.9, 24.5, 188, 360, 707, "Tullagh Transmitter 99.78%, Brannock Hill Transmitter 100.00%",
            "Tullagh Off-Air Event: 94 minutes each for Tullagh FM and Ardvane TV. The TV Plus ad break error "
            "added 38 complaints."),
        9: (45.8, 25.8, 3, 58, 757, "Tullagh Transmitter 100.00%, Brannock Hill Transmitter 99.99%",
            "Best radio revenue month of the year; Corran Radio grew most."),
    }),
    "eastholm": ("reg_east", {
        7: (38.9, 20.5, 0, 41, 375, "Marrowby Transmitter 100.00%, Dunlish Relay 99.98%", "No significant events."),
        8: (39.3, 21.0, 2, 44, 388, "Marrowby Transmitter 99.99%, Dunlish Relay 100.00%", "No significant events."),
        9: (35.7, 18.6, 82, 338, 337, "Marrowby Transmitter 80.1% (six days at reduced power), Dunlish Relay 99.97%",
            "Two events: the Marrowby Lightning Strike (41 minutes off air for Marrowby Sound and Skelwick FM, then "
            "reduced power) and the Skelwick Speaks Phone-in Complaint (212 complaints)."),
    }),
}

# -- region quarterly review: radio reach %, radio share %, radio ad revenue GBP k, complaints,
#    off-air minutes, note
QUARTERS = {
    "wenlow": ("reg_west", {
        2: (44.6, 24.1, 2046, 158, 6, "Spring quarter; Corran Radio's new breakfast sport bulletin launched."),
        3: (45.0, 25.0, 2174, 479, 210,
            "Revenue up 6% on Q2 despite the Tullagh Off-Air Event; complaints tripled (outage and the Ardvane TV "
            "Plus Ad Break Error)."),
    }),
    "eastholm": ("reg_east", {
        2: (39.4, 21.2, 1140, 119, 0, "Spring quarter without outages."),
        3: (38.0, 20.0, 1100, 423, 84,
            "Reach and share fell in September after the Marrowby Lightning Strike; complaints driven by the "
            "Skelwick Speaks Phone-in Complaint."),
    }),
}

# -- transmission network report by month: per site (availability %, off-air minutes, faults), note
NETWORK = {
    7: ({"tx_tullagh": ("100.00", 0, "none"), "tx_brannock": ("99.96", 19, "FM feeder connector burnt, 19 July"),
         "tx_marrowby": ("100.00", 0, "none"), "tx_dunlish": ("99.98", 0, "TV amplifier alarm, no loss of service")},
        "One fault affecting service; Kestrand Electronics engineer on site in 4 h 10 min."),
    8: ({"tx_tullagh": ("99.78", 94, "mains failure and generator failed to start, 12 August"),
         "tx_brannock": ("100.00", 0, "none"), "tx_marrowby": ("99.99", 2, "mains flicker, 28 August"),
         "tx_dunlish": ("100.00", 0, "none")},
        "The Tullagh Off-Air Event is the longest outage since 2019. Pylonet Transmission missed the 99.9% "
        "quarterly level at Tullagh unless the quarter recovers; service credits under the 2025 agreement may apply."),
    9: ({"tx_tullagh": ("100.00", 0, "generator replaced, 2 September"), "tx_brannock": ("99.99", 3,
         "planned maintenance overran, 22 September"),
         "tx_marrowby": ("80.10", 41, "lightning strike 3 September; reduced power until 9 September"),
         "tx_dunlish": ("99.97", 0, "none")},
        "Marrowby: antenna feeder replaced by Kestrand Electronics; Pylonet claims force majeure for the strike."),
}

# -- Q3 2025 audience cause analysis per station: (what moved, causes with weights, actions)
ANALYSES = {
    "tullagh": ("st_tullagh", "Weekly Reach fell from 31.8% in July to 29.4% in August and came back to 31.1% in "
                "September.", "the Tullagh Off-Air Event during the August breakfast show (about 60% of the dip), "
                "Orla Penhallow's leave from 21 July to 3 August (25%), a competitor's summer promotion (15%)",
                "a standby generator test every week; cross-promotion of Tullagh Mornings on Ardvane TV."),
    "corran": ("st_corran", "Audience Share rose from 10.8% in July to 12.3% in September.",
               "the football season and the Saturday Corran Drivetime (about 70%), Fergus Penhallow's new phone-in "
               "feature (20%), better reception after the Brannock Hill feeder repair (10%)",
               "keep the Saturday edition through the winter; renew the football commentary rights in 2026."),
    "marrowby": ("st_marrowby", "Weekly Reach fell from 27.9% in August to 24.1% in September.",
                 "the Marrowby Lightning Strike and six days at reduced power (about 80%; reach in the north of the "
                 "area fell by a third), the end of the summer events season (20%)",
                 "lightning protection survey of the Marrowby Transmitter; an on-air apology and a reception "
                 "helpline."),
    "skelwick": ("st_skelwick", "Weekly Reach fell from 18.9% in August to 17.2% in September; Ad Revenue fell "
                 "from GBP 126k to GBP 109k.",
                 "the Skelwick Speaks Phone-in Complaint (advertiser pauses, about 55% of the revenue fall), the "
                 "Marrowby Lightning Strike (30% of the reach fall; the Dunlish Relay kept the south on air), "
                 "seasonal drop (the rest)",
                 "retraining on the Live Phone-in Procedure; two advertisers back from October."),
    "vale": ("tv_vale", "Weekly Reach fell from 56.2% in July to 53.1% in August and recovered to 55.8% in "
             "September.", "the Tullagh Off-Air Event (94 minutes lost in the Tullagh area, about 45%), the end of "
             "summer sport (40%), weather (15%)", "autumn schedule launch with Brainbox Friday; no action on "
             "transmission beyond the Tullagh generator."),
    "valeplus": ("tv_valeplus", "Ad Revenue fell from GBP 214k in July to GBP 168k in August, back to GBP 226k "
                 "in September.", "the Ardvane TV Plus Ad Break Error makegoods (GBP 46k, nearly all of the "
                 "fall)", "the new Advertising Scheduling Policy and Ad Clearance Procedure from 1 October."),
}

# -- Q3 2025 off-air cause analysis per region: (minutes, causes)
OFFAIR = {
    "wenlow": ("reg_west", 210, "mains failure with a failed standby generator at the Tullagh Transmitter (188 "
               "minutes across Tullagh FM and Ardvane TV), a burnt feeder connector at Brannock Hill (19 minutes), "
               "overrunning planned maintenance at Brannock Hill (3 minutes)",
               "generator start batteries now on the weekly test; connector inspection every six months."),
    "eastholm": ("reg_east", 84, "the lightning strike at the Marrowby Transmitter (82 minutes across Marrowby "
                 "Sound and Skelwick FM), a mains flicker (2 minutes)",
                 "lightning protection and earthing survey at Marrowby and Dunlish by the end of November; "
                 "a longer battery UPS for Marrowby."),
}


def table_docs() -> list[dict]:
    out = []
    for code, (eid, months) in STATIONS.items():
        name = _label(eid)
        tv = world.E[eid]["cls"] == "TVChannel"
        hours = "viewing hours per viewer per week" if tv else "Listening Hours per listener per week"
        for m, (reach, share, hrs, off, cmp, rev, sell, note) in months.items():
            out.append(doc(
                f"kpi-{code}-2025-{m:02d}", f"{name} monthly KPI report - {MONTH[m]} 2025",
                f"{name} KPI report for {MONTH[m]} 2025. | KPI | value | |---|---| | Weekly Reach | {reach}% | "
                f"| Audience Share | {share}% | | {hours} | {hrs} | | Off-Air Minutes | {off} | "
                f"| Audience Complaints | {cmp} | | Ad Revenue | GBP {rev}k | | Airtime Sell-Out | {sell}% | "
                f"Note: {note} Station manager: {_label(world.E[eid]['edges']['managedBy'])}. "
                f"Compiled by Audience Research.", "report", series="station", period=f"2025-{m:02d}"))
    for code, (eid, months) in REGIONS.items():
        name = _label(eid)
        for m, (reach, share, off, cmp, rev, avail, note) in months.items():
            out.append(doc(
                f"region-{code}-2025-{m:02d}", f"{name} region KPI pack - {MONTH[m]} 2025",
                f"KPI pack for the {name} region, {MONTH[m]} 2025. | KPI | value | |---|---| "
                f"| Weekly Reach, radio combined | {reach}% | | Audience Share, radio combined | {share}% | "
                f"| Off-Air Minutes, all stations | {off} | | Audience Complaints, all stations | {cmp} | "
                f"| Ad Revenue, radio | GBP {rev}k | | Transmission Availability | {avail} | Commentary: {note}",
                "report", series="region", period=f"2025-{m:02d}"))
    for code, (eid, quarters) in QUARTERS.items():
        name = _label(eid)
        for q, (reach, share, rev, cmp, off, note) in quarters.items():
            out.append(doc(
                f"quarter-{code}-2025q{q}", f"{name} quarterly review - Q{q} 2025",
                f"Quarterly review of the {name} region, Q{q} 2025. | KPI | value | |---|---| "
                f"| Weekly Reach, radio | {reach}% | | Audience Share, radio | {share}% | "
                f"| Ad Revenue, radio | GBP {rev}k | | Audience Complaints | {cmp} | | Off-Air Minutes | {off} | "
                f"Commentary: {note}", "report", series="quarter", period=f"2025-Q{q}"))
    for m, (sites, note) in NETWORK.items():
        rows = " ".join(f"| {_label(s)} | {a}% | {o} | {f} |" for s, (a, o, f) in sites.items())
        out.append(doc(
            f"txnet-2025-{m:02d}", f"Transmission network report - {MONTH[m]} 2025",
            f"Transmission Operations monthly report, {MONTH[m]} 2025. Transmission Availability and Off-Air "
            f"Minutes by site. | site | availability | off-air minutes | faults | |---|---|---|---| {rows} "
            f"Note: {note} Report owner: Bryn Tolley.", "report", series="transmission", period=f"2025-{m:02d}"))
    for code, (eid, moved, causes, actions) in ANALYSES.items():
        name = _label(eid)
        out.append(doc(
            f"why-{code}-2025q3", f"Audience cause analysis {name} - Q3 2025",
            f"Why did {name}'s audience figures move in Q3 2025 (July to September)? {moved} Causes: {causes}. "
            f"Actions: {actions} Analysis by Elin Maddox, Audience Research.", "analysis", period="2025-Q3"))
    for code, (eid, minutes, causes, actions) in OFFAIR.items():
        name = _label(eid)
        out.append(doc(
            f"offair-{code}-2025q3", f"Off-air cause analysis {name} - Q3 2025",
            f"Off-Air Minutes in the {name} region in Q3 2025: {minutes} in total. Causes: {causes}. "
            f"Actions: {actions} Analysis by Transmission Operations.", "analysis", period="2025-Q3"))
    return out


# hand-written notes appended to record pages
NOTES = {
    "org_cvb": "Regional broadcaster with four radio stations and two TV channels in the Wenlow and Eastholm regions; "
               "head office at Corran Street Studios; about 290 staff.",
    "org_osb": "The national broadcasting regulator: licences the stations, rules on complaints that the broadcaster "
               "could not resolve, and opened an enquiry into the Skelwick Speaks phone-in in September 2025.",
    "reg_west": "The western region: Tullagh FM, Corran Radio and Ardvane TV Plus, served by the Tullagh Transmitter "
                "and the Brannock Hill Transmitter.",
    "reg_east": "The eastern region: Marrowby Sound and Skelwick FM, served by the Marrowby Transmitter and the "
                "Dunlish Relay; the studios are at Harbourgate.",
    "st_tullagh": "The biggest radio station by revenue and by weekly reach. Breakfast is Tullagh Mornings with "
                  "Orla Penhallow.",
    "st_corran": "Talk and sport station; football commentary rights until May 2026. Drivetime is Corran Drivetime "
                 "with Fergus Penhallow.",
    "st_marrowby": "Classic hits for Eastholm; nights are Marrowby After Dark with Lachlan Wrenn.",
    "st_skelwick": "Community station with the longest listening hours in the group; its flagship is the Skelwick "
                   "Speaks phone-in with Dervla Quist. Carried by the Marrowby Transmitter and the Dunlish Relay.",
    "tv_vale": "The main TV channel, seen in both regions. Flagships: Ardvane Evening News and Brainbox Friday. "
               "Played out from Corran Street Studios by Orrery Playout.",
    "tv_valeplus": "The second TV channel, Wenlow only: lifestyle, rural affairs (Field and Furrow) and repeats.",
    "tx_tullagh": "The tallest mast in the network. Carries Tullagh FM and Ardvane TV. Owned and operated by "
                  "Pylonet Transmission; transmitters maintained by Kestrand Electronics. Site of the Tullagh "
                  "Off-Air Event in August 2025.",
    "tx_brannock": "Carries Corran Radio, Ardvane TV and Ardvane TV Plus. Best-protected site, with 24 hours of "
                   "generator fuel.",
    "tx_marrowby": "Carries Marrowby Sound and Skelwick FM. Battery UPS only, no generator. Hit by lightning on "
                   "3 September 2025.",
    "tx_dunlish": "Small relay filling in the south of Eastholm for Skelwick FM and Ardvane TV; no backup power.",
    "stu_corran": "Head office and main studio centre: Tullagh FM, Corran Radio, Ardvane TV and Ardvane TV Plus, the "
                  "newsroom and the master control room with Orrery Playout.",
    "stu_harbourgate": "Eastholm studio centre for Marrowby Sound and Skelwick FM; radio automation on Cadenza.",
    "prog_mornings": "The group's biggest radio show, about 148,000 listeners a week.",
    "prog_drive": "Sport-heavy drivetime; a Saturday edition since August 2025.",
    "prog_speaks": "Live phone-in on local issues, broadcast with a 10-second delay unit under the Live Phone-in "
                   "Procedure.",
    "prog_afterdark": "Late-night requests and dedications.",
    "prog_news": "Regional news, 30 minutes at 18:00; co-presented by Imelda Sarkis and Rhodri Blaise.",
    "prog_furrow": "Rural affairs magazine; the slot is classed as family viewing for advertising.",
    "prog_brainbox": "Studio quiz, recorded on Thursdays at Corran Street Studios.",
    "t_tx": "Monitors the four transmitter sites 24/7 with Vigil Transmitter Monitoring, manages Pylonet "
            "Transmission and Kestrand Electronics, and runs the Off-Air Escalation Procedure.",
    "t_tech": "Studio and playout engineering: Orrery Playout, Cadenza Radio Automation, the master control room.",
    "t_sched": "Builds TV and radio schedules in Tallyframe Scheduling; continuity announcers; the station managers "
               "and radio producers sit in this team.",
    "t_compliance": "Editorial standards, complaints, music licensing returns, dealings with the regulator.",
    "t_sales": "Sells airtime and sponsorship on all six services; books campaigns in Tallyframe Traffic.",
    "t_newsroom": "Ardvane Evening News, bulletins for the radio stations, factual programmes.",
    "t_research": "Audience figures (reach, share, hours) from the regional panel; publishes the monthly KPI "
                  "reports and cause analyses.",
    "p_morwenna_roake": "Runs Tullagh FM from Corran Street Studios; joined in 2017.",
    "p_idris_fane": "Also the system owner of Cadenza Radio Automation.",
    "p_rhiannon_lambe": "Runs both Eastholm stations from Harbourgate Studios.",
    "p_orla_penhallow": "Has presented Tullagh Mornings since 2014. Not related to Fergus Penhallow.",
    "p_fergus_penhallow": "Former footballer; presents Corran Drivetime and its Saturday edition.",
    "p_dervla_quist": "Host of Skelwick Speaks since 2012; was on air during the September 2025 phone-in complaint.",
    "p_maud_inchbald": "Produces Corran Drivetime and Skelwick Speaks; author of the Live Phone-in Procedure.",
    "p_padraig_dowse": "Produces Tullagh Mornings and Marrowby After Dark.",
    "p_declan_garvey": "Transmission engineer for the Wenlow sites; led the Tullagh Off-Air Investigation; "
                       "manages the Kestrand contract. Nuala Garvey's brother-in-law.",
    "p_conn_brady": "Transmission engineer for the Eastholm sites; led the Marrowby Lightning Investigation.",
    "p_nuala_garvey": "Owns Tallyframe Scheduling and the Tallyframe Licence Agreement.",
    "p_livia_vescovi": "System owner of Orrery Playout and contract manager of its support contract.",
    "p_jonah_pickard": "Looks after Orrery Ingest; author of the Playout Failover Procedure; leads the Playout "
                       "Failure Investigation.",
    "p_lise_haugen": "Owner of the Editorial and Complaints Policy 2023 and 2025; led the Phone-in Complaint "
                     "Investigation.",
    "p_omar_rashed": "Runs the complaints desk and the Audience Complaints Procedure.",
    "p_tess_mulvaney": "Owns Tallyframe Traffic and the Advertising Scheduling Policy; led the Ad Break Error "
                       "Investigation.",
    "p_kiran_dhillon": "Manages the Phonorights Music Licence and the music returns from Cadenza Logger.",
    "p_elin_maddox": "Writes the audience cause analyses.",
    "sys_orrery": "TV playout for Ardvane TV and Ardvane TV Plus: main and backup servers at Corran Street Studios. "
                  "Upgrade to 8.0 planned for February 2026.",
    "mod_orrery_ingest": "Brings programmes and adverts into the playout servers; the update of 6 October 2025 "
                         "led to the playout failure.",
    "mod_orrery_graphics": "On-screen names, news straps and channel logos.",
    "sys_cadenza": "Radio playout and automation for the four radio stations.",
    "mod_cadenza_logger": "Records everything that went to air and produces the quarterly music returns for "
                          "Phonorights Collective.",
    "sys_tally": "Programme schedules for all six services; builds the daily playout lists.",
    "mod_tally_traffic": "Ad booking and break logs; applies the scheduling restrictions (alcohol, gambling, "
                         "children's slots).",
    "sys_vigil": "Alarms and remote control for all four transmitter sites; pages the on-call engineer.",
    "sup_orrery": "Vendor of Orrery Playout, Orrery Ingest and Orrery Graphics.",
    "sup_pylonet": "Owns the masts and runs the transmitter sites under the Pylonet Transmission Agreement.",
    "sup_phonorights": "Collecting society for music rights; licenses all six services.",
    "sup_cadenza": "Vendor of Cadenza Radio Automation and Cadenza Logger.",
    "sup_kestrand": "Maintains the transmitters and supplies Vigil Transmitter Monitoring.",
    "sup_tally": "Vendor of Tallyframe Scheduling and Tallyframe Traffic.",
    "con_pyl_2021": "Version 1. Fixed fee, 99.8% availability per site, no service credits, generators the "
                    "broadcaster's responsibility. Ended 31 March 2025.",
    "con_pyl_2025": "Version 2, seven years. Pylonet Transmission now maintains the standby generators; service "
                    "credits when a site falls below 99.9% in a quarter; lightning counts as force majeure only "
                    "if earthing was maintained.",
    "con_music": "Blanket licence for all music on the six services; quarterly returns from Cadenza Logger due "
                 "30 days after quarter end; late returns cost 1% a month.",
    "con_orrery": "Support for Orrery Playout; on-air faults answered remotely within 30 minutes.",
    "con_kestrand": "Preventive maintenance twice a year at every site and fault repair.",
    "con_tally": "Licence for Tallyframe Scheduling and Tallyframe Traffic; renewal talks start March 2026.",
    "pol_ed_2023": "Version 4. Complaints answered within 20 working days; phone-ins with a delay unit 'where "
                   "available'; no rule on who may bypass the delay. Superseded 1 June 2025.",
    "pol_ed_2025": "Version 5, in force from 1 June 2025. Complaints acknowledged within 2 working days and answered "
                   "within 10; every live phone-in with a working delay unit or it does not go ahead; the producer "
                   "decides on bypassing; serious breaches reported to the Office of Sound and Screen within 5 days.",
    "pol_resilience": "Every service back on air within 15 minutes; sites serving over 500,000 adults need 8 hours "
                      "of standby power; category 1 events get a full investigation.",
    "pol_tower": "Only Pylonet Transmission and Kestrand Electronics climbers with a current certificate; no "
                 "climbing in winds over 15 m/s or lightning within 20 km.",
    "pol_ads": "Version 6 from 1 October 2025: no alcohol or gambling adverts in family-classed slots, every "
               "manual log change checked by a second person.",
    "proc_complaints": "Log in the complaints desk tool, acknowledge in 2 working days, answer in 10, escalate "
                       "to the Head of Compliance after 8.",
    "proc_phonein": "Delay unit tested before every show; callers screened and called back; the producer, not the "
                    "presenter, decides to dump or bypass.",
    "proc_offair": "Vigil alarm, on-call engineer within 5 minutes, Pylonet called within 10, Head of Transmission "
                   "at 15 minutes, Managing Director at 60.",
    "proc_failover": "Switch to the backup playout server within 60 seconds; backup must be armed and in sync at "
                     "all times; tested weekly.",
    "proc_climb": "Permit from Transmission Operations, two climbers, rescue kit, RF power reduced on the "
                  "affected antenna.",
    "proc_adclear": "Every advert cleared for content and slot restrictions before it is booked in Tallyframe "
                    "Traffic.",
    "m_reach": "From the regional audience panel, four-week rolling.",
    "m_share": "From the regional audience panel.",
    "m_hours": "Time spent listening; for TV the equivalent is viewing hours.",
    "m_offair": "From Vigil Transmitter Monitoring plus reception complaints.",
    "m_availability": "The measure the Pylonet Transmission Agreement uses.",
    "m_complaints": "From the complaints desk; one complaint per person per issue.",
    "m_adrev": "Net of agency commission; makegoods reduce it.",
    "m_sellout": "Ad minutes sold over ad minutes available.",
    "inc_tullagh": "Mains supply to the Tullagh Transmitter failed at 07:12 on 12 August 2025; the standby "
                   "generator did not start; Tullagh FM and Ardvane TV off air in the Tullagh area until 08:46.",
    "inc_brannock": "A burnt FM feeder connector at Brannock Hill took Corran Radio off air from 19:40 to 19:59.",
    "inc_lightning": "Lightning hit the FM antenna at the Marrowby Transmitter at 16:05 on 3 September 2025; "
                     "41 minutes off air, then reduced power until 9 September.",
    "inc_playout": "At 18:07 on 7 October 2025, during Ardvane Evening News, the main Orrery Playout server "
                   "stopped; 11 minutes of black screen before the backup server was started by hand.",
    "inc_phonein": "A caller made an allegation about a named local councillor; the delay unit had been bypassed "
                   "and the remark went out.",
    "inc_adbreak": "An alcohol advert ran during Field and Furrow, a family-classed slot, after a manual log "
                   "change in Tallyframe Traffic.",
}


def record_docs() -> list[dict]:
    return english_records(world, NOTES)


HAND = [
    # investigation reports
    ("invrep-tullagh", "Investigation report: Tullagh Off-Air Event, 12 August 2025", "investigation",
     "Final report, 9 September 2025, lead Declan Garvey. Timeline: mains lost at 07:12; the generator's start "
     "battery was flat and the generator did not start; Vigil alarmed at 07:12 but the on-call engineer was paged "
     "only at 07:25; Pylonet Transmission engineer on site at 08:30; service back at 08:46 (94 minutes). Root cause: "
     "flat start battery; the monthly generator test had not been done since May. Under the Pylonet Transmission "
     "Agreement 2025 generators are Pylonet's responsibility: service credit of GBP 12,000 claimed. Actions: new "
     "generator and batteries (done 2 September), weekly remote start test, paging fixed in Vigil."),
    ("invrep-lightning", "Investigation report: Marrowby Lightning Strike, 3 September 2025", "investigation",
     "Final report, 30 September 2025, lead Conn Brady. Direct strike on the FM antenna at 16:05. The earthing "
     "strap was corroded and had not been checked since 2022. 41 minutes off air while Kestrand Electronics switched "
     "to the reserve antenna, then reduced power until the feeder was replaced on 9 September. Cost GBP 96,000. "
     "Pylonet Transmission claims force majeure; Corrievale disputes this because the earthing was not maintained. "
     "Actions: earthing survey at every site, lightning protection upgrade at Marrowby, longer UPS."),
    ("invrep-playout", "Investigation report (interim): Ardvane TV Playout Failure, 7 October 2025",
     "investigation",
     "Interim report, 14 October 2025, lead Jonah Pickard. An Orrery Ingest update installed on 6 October "
     "wrote temporary files to the main playout server's cache disk until it was full at 18:07. The backup "
     "server was not armed because the weekly failover test had been skipped for three weeks, so it had to be "
     "started by hand: 11 minutes of black screen during Ardvane Evening News. 164 complaints. Orrery Media Systems "
     "answered in 50 minutes against the 30 in the support contract. Final report due in November."),
    ("invrep-phonein", "Investigation report: Skelwick Speaks Phone-in Complaint, 16 September 2025",
     "investigation",
     "Final report, 3 October 2025, lead Lise Haugen. The delay unit had failed before the show and the presenter "
     "bypassed it without telling the producer; a caller made an allegation about a named councillor that went out "
     "unedited. Under the Editorial and Complaints Policy 2025 the phone-in should not have gone ahead. 212 "
     "complaints; the Office of Sound and Screen opened an enquiry. Actions: delay unit replaced, a second unit in "
     "spare, retraining on the Live Phone-in Procedure for all talk producers and presenters."),
    ("invrep-adbreak", "Investigation report: Ardvane TV Plus Ad Break Error, 21 August 2025", "investigation",
     "Final report, 12 September 2025, lead Tess Mulvaney. A scheduler moved an advert by hand in Tallyframe "
     "Traffic to fix a clash; manual moves skip the scheduling restriction check, so an alcohol advert ran in "
     "Field and Furrow's family slot. 38 complaints; GBP 46,000 in makegoods. Actions: second-person check on "
     "manual changes, restriction check on manual moves in Tallyframe 12.3, the Advertising Scheduling Policy "
     "version 6."),
    # comparisons
    ("cmp-ecp-2023-2025", "What changed: Editorial and Complaints Policy 2023 vs 2025", "comparison",
     "Version 4 (2023) vs version 5 (2025): complaints answered within 20 vs 10 working days; acknowledgement not "
     "required vs within 2 working days; phone-ins with a delay unit 'where available' vs only with a working delay "
     "unit; no rule vs the producer decides on a bypass; serious breaches reported to the regulator at the "
     "broadcaster's discretion vs within 5 days. Version 5 in force from 1 June 2025."),
    ("cmp-pylonet-2021-2025", "Pylonet Transmission Agreement 2021 vs 2025", "comparison",
     "2021 (version 1): GBP 2.1m a year, 99.8% availability per site, no service credits, standby generators the "
     "broadcaster's job, ended 31 March 2025. 2025 (version 2): GBP 2.4m a year until 2032, 99.9% availability, "
     "service credits of 2% of the quarterly fee per 0.1% below, Pylonet maintains the generators, lightning is force "
     "majeure only if the earthing was maintained."),
    ("cmp-ardvane-channels", "Ardvane TV vs Ardvane TV Plus", "comparison",
     "Ardvane TV: the main channel, both regions, about 55% weekly reach, 18% share, news and entertainment, "
     "carried by three sites. Ardvane TV Plus: second channel, Wenlow only, about 21% reach and 4% share, lifestyle "
     "and repeats, Brannock Hill only."),
    ("cmp-reach-share", "Reach vs share vs hours: what each audience figure means", "comparison",
     "Weekly Reach counts people (how many adults tuned in for 15 minutes in a week); Audience Share counts time "
     "(the station's part of all listening); Listening Hours is hours per listener. A station can lose reach and "
     "keep share, as Skelwick FM does: few listeners who listen for long."),
    ("cmp-playout-systems", "Orrery Playout vs Cadenza Radio Automation", "comparison",
     "Orrery Playout runs the two TV channels from Corran Street Studios with a main and a backup server. Cadenza "
     "Radio Automation runs the four radio stations, one instance per studio centre, with its Cadenza Logger for "
     "the music returns."),
    # FAQs
    ("faq-complaints", "Complaints FAQ for programme teams", "faq",
     "How fast must we answer? Acknowledge within 2 working days and answer within 10. Who answers? The complaints "
     "desk (Omar Rashed); the programme gives the facts within 3 days. When does it go to the regulator? When the "
     "complainant is not satisfied, or at once for a serious breach."),
    ("faq-phonein", "Live phone-in FAQ for producers and presenters", "faq",
     "Can we go live without the delay? No, since June 2025: no working delay unit, no phone-in. Who presses the "
     "dump button? The producer. How long is the delay? 10 seconds. Are callers called back? Always, after "
     "screening."),
    ("faq-offair", "Off-air FAQ for the on-call engineer", "faq",
     "What counts as off air? A service not received by more than 5% of its coverage. First steps? Acknowledge the "
     "Vigil alarm within 5 minutes, check the studio feed, call Pylonet within 10 minutes. When do I call the Head "
     "of Transmission? At 15 minutes off air. The MD? At 60."),
    ("faq-climbing", "Mast climbing FAQ", "faq",
     "Can I climb in high wind? Not in winds over 15 m/s, at any site: Tullagh Transmitter, Brannock Hill "
     "Transmitter, Marrowby Transmitter or Dunlish Relay. Lightning? No climbing with lightning within 20 km. Who "
     "may climb? Only certified Pylonet Transmission and Kestrand Electronics climbers, always two, with a permit "
     "from Transmission Operations and RF power reduced on the antenna."),
    ("faq-music", "Music licensing FAQ", "faq",
     "Do we need a licence for every song? The Phonorights Music Licence covers all commercial music on all six "
     "services. When are returns due? 30 days after quarter end, from Cadenza Logger. Live bands in the studio? "
     "Covered, but log the songs by hand."),
    ("faq-adsales", "Airtime sales FAQ", "faq",
     "What is a makegood? A free repeat of an advert that did not run as booked. Who clears adverts? Airtime "
     "Sales under the Ad Clearance Procedure. Can alcohol ads run in Field and Furrow? No, it is a family slot."),
    # minutes
    ("min-progboard-2025-09", "Programme board minutes - September 2025", "minutes",
     "Present: Nuala Garvey (chair), Morwenna Roake, Idris Fane, Rhiannon Lambe, Desmond Ostrander, Adaora Ezenwa. "
     "Agreed: Corran Drivetime Saturday edition to continue; Skelwick Speaks off air for one week of retraining "
     "after the phone-in complaint; Brainbox Friday recommissioned for 2026."),
    ("min-txreview-2025-09", "Transmission review minutes - September 2025", "minutes",
     "Present: Bryn Tolley (chair), Declan Garvey, Conn Brady, Pylonet Transmission account manager. Agreed: GBP "
     "12,000 service credit for Tullagh accepted by Pylonet; force majeure for Marrowby disputed; earthing survey at "
     "all four sites by the end of November; generator tests weekly by remote start."),
    ("min-sales-2025-10", "Airtime sales meeting minutes - October 2025", "minutes",
     "Present: Tess Mulvaney (chair), sales managers. Q3 radio revenue GBP 3,274k against GBP 3,186k in Q2. Two "
     "Skelwick FM advertisers back from October. Advertising Scheduling Policy version 6 in force from 1 October."),
    # overviews
    ("ovw-group", "Corrievale Broadcasting at a glance 2025", "overview",
     "Four radio stations (Tullagh FM, Corran Radio, Marrowby Sound, Skelwick FM) and two TV channels (Ardvane TV, "
     "Ardvane TV Plus) in two regions, Wenlow and Eastholm. Four transmitter sites run by Pylonet Transmission. "
     "Studios at Corran Street and Harbourgate. The biggest radio station by weekly reach is Tullagh FM (31.1% "
     "in September 2025)."),
    ("ovw-transmission", "Transmission network overview", "overview",
     "Tullagh Transmitter (187 m, Tullagh FM and Ardvane TV), Brannock Hill Transmitter (152 m, Corran Radio, "
     "Ardvane TV, Ardvane TV Plus), Marrowby Transmitter (121 m, Marrowby Sound and Skelwick FM), Dunlish Relay "
     "(45 m, Skelwick FM and Ardvane TV). Monitored from Corran Street with Vigil Transmitter Monitoring."),
    # distractors: off-topic staff notices
    ("notice-canteen", "Canteen refurbishment at Corran Street", "notice",
     "The canteen closes from 3 to 14 November for refurbishment; a coffee cart will be in reception."),
    ("notice-bikes", "Bike shed and showers", "notice",
     "The new bike shed behind the Harbourgate building opens on 20 October; showers on the first floor."),
    ("notice-payroll", "Payroll date change in December", "notice",
     "December salaries will be paid on 19 December because of the holidays."),
    ("notice-fire-drill", "Fire drill at Corran Street Studios", "notice",
     "A fire drill will take place on 23 October at 11:00; live studios are exempt and stay on air."),
    ("notice-awards", "Staff awards nominations", "notice",
     "Nominations for the annual staff awards close on 31 October; categories include newcomer and unsung hero."),
]


def hand_docs() -> list[dict]:
    return [doc(id_, title, text, kind) for id_, title, kind, text in HAND]


def all_docs() -> list[dict]:
    return [*table_docs(), *record_docs(), *hand_docs()]
