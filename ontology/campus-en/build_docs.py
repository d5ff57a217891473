"""The documents of the Castlemere University services knowledge base.

Regular reports (service desk, system availability, room utilisation, energy use, student
complaints, car park occupancy, the monthly services KPI summary) come from the tables below.
Buildings, people, systems, policies, procedures, suppliers, contracts, metrics and incidents
have a record page written from world.py plus a hand-written note; incident reviews, FAQs,
comparisons, minutes, overviews and staff notices are written out by hand.
Time anchor: early December 2025; the latest month is November 2025, the latest quarter Q3.
"""

from __future__ import annotations

import world
from bundlekit import doc, english_records

MONTH = {9: "September", 10: "October", 11: "November"}




def _label(eid: str) -> str:
    return world.E[eid]["label"]


# -- IT Service Desk monthly: tickets logged, resolved, first-time fix %, satisfaction %, top category, note
DESK = {
    9: (9840, 9512, 64.1, 86.0, "account and password problems (enrolment week)",
        "Enrolment week drove the busiest month of the year; 2,310 tickets came in the week of the StudentHub Online Enrolment outage. First-time fix fell because enrolment faults had to go to the Student Records Systems team."),
    10: (7215, 7390, 71.8, 91.5, "CampusNet Wi-Fi connection problems",
         "First-time fix back above the 70% target after the new knowledge articles for password resets. Wi-Fi tickets spiked on 14 October with the CampusNet outage (1,140 tickets in two days)."),
    11: (6480, 6402, 73.4, 92.2, "suspicious email reports (phishing)",
         "1,020 tickets were phishing reports after the 3 November phishing campaign. The LearnSpace Assignments outage on 20 November added 460 tickets in one afternoon."),
}

# -- availability % by system and month, minutes of unplanned downtime, note
AVAIL = {
    "studenthub": ("sys_studenthub", {9: (99.12, 380, "The enrolment outage on 15 September took StudentHub Online Enrolment down for 5 h 10 min; core records stayed up for staff."),
                                      10: (99.96, 17, "No significant events."),
                                      11: (99.81, 82, "Accounts were locked for 80 minutes during the phishing response on 3 November.")}),
    "learnspace": ("sys_learnspace", {9: (99.94, 26, "Stable through welcome week."),
                                      10: (99.90, 43, "Short slowdowns on Monday mornings."),
                                      11: (99.31, 298, "The LearnSpace Assignments outage on 20 November (4 h 58 min) fell on a Computing coursework deadline.")}),
    "helix": ("sys_helix", {9: (99.98, 9, "No significant events."),
                            10: (99.99, 4, "Upgrade to 2025.1 done in the planned window."),
                            11: (99.97, 13, "No significant events.")}),
    "campusnet": ("sys_campusnet", {9: (99.71, 125, "Access point swaps in Riverside Village."),
                                    10: (98.62, 595, "The CampusNet outage of 14 October: a failed controller update from Vantix Networks left Hartley Building and Hartley Library without Wi-Fi for most of the day."),
                                    11: (99.88, 52, "No significant events.")}),
    "roomwise": ("sys_roomwise", {9: (99.85, 64, "Timetable publication load on 1 September."),
                                  10: (99.97, 13, "No significant events."),
                                  11: (99.95, 22, "No significant events.")}),
}

# -- room utilisation by building: frequency %, occupancy %, utilisation %, note
UTIL = {
    "hartley": ("bld_hartley", {9: (78, 52, 40.6, "Hartley Lecture Theatre 1 was the busiest room on campus at 91% frequency."),
                                10: (81, 49, 39.7, "Hartley Lecture Theatre 2 ran at 58% occupancy; large first-year lectures moved to HLT1."),
                                11: (76, 44, 33.4, "Attendance fell in week 9 as usual.")}),
    "brindley": ("bld_brindley", {9: (52, 47, 24.4, "Teaching Lab B12 was closed until 29 September after the August flood."),
                                  10: (69, 61, 42.1, "B12 back in use; lab sessions rebooked into October."),
                                  11: (71, 58, 41.2, "Stable.")}),
    "quayside": ("bld_quayside", {9: (64, 45, 28.8, "Quayside Auditorium used for welcome talks only."),
                                  10: (66, 41, 27.1, "Seminar rooms on level 3 often booked but empty."),
                                  11: (63, 38, 23.9, "Lowest of the four teaching buildings; the Quayside Auditorium averaged 31% occupancy.")}),
    "foundry": ("bld_foundry", {9: (58, 63, 36.5, "Welcome fair and society events."),
                                10: (55, 60, 33.0, "Study rooms heavily used in the evenings."),
                                11: (57, 62, 35.3, "Stable.")}),
}

# -- energy use by building: MWh, change vs same month 2024 %, note
ENERGY = {
    "hartley": ("bld_hartley", {9: (412, -3.1, "Heating came on 22 September."), 10: (468, -5.6, "LED relamping of HLT1 and HLT2 finished."), 11: (531, -2.2, "Cold snap from 18 November.")}),
    "brindley": ("bld_brindley", {9: (388, +6.4, "Dehumidifiers ran for three weeks after the August flood."), 10: (402, +1.8, "Fume cupboard fans on 24/7 by mistake for nine days, found through EnergyLens BMS."), 11: (417, -0.9, "Fan schedules fixed.")}),
    "westgate": ("bld_westgate", {9: (118, -7.9, "Hybrid working keeps the admin building quiet on Fridays."), 10: (131, -6.5, "No significant change."), 11: (149, -4.0, "No significant change.")}),
    "foundry": ("bld_foundry", {9: (205, -1.0, "Welcome week events."), 10: (214, -2.7, "No significant change."), 11: (226, -3.3, "Heat pump performing as designed.")}),
    "quayside": ("bld_quayside", {9: (236, -4.4, "No significant change."), 10: (251, -4.9, "No significant change."), 11: (270, -3.8, "Auditorium ventilation now follows RoomWise bookings.")}),
    "libhartley": ("lib_hartley", {9: (298, +2.2, "24/7 opening started earlier than last year."), 10: (311, +0.4, "No significant change."), 11: (337, +1.5, "Longer exam-season opening.")}),
}

# -- student complaints by faculty and quarter: received, upheld, resolved within 30 working days %, top themes
COMPLAINTS = {
    "eng": ("fac_eng", {2: (41, 12, 88, "assessment feedback delays, lab access"), 3: (58, 19, 81, "timetable clashes, coursework deadlines, Hartley Building heating")}),
    "bus": ("fac_bus", {2: (37, 9, 95, "placement support, fees"), 3: (33, 8, 94, "Quayside Law Library opening hours, marking")}),
    "sci": ("fac_sci", {2: (22, 5, 91, "lab safety briefings"), 3: (29, 11, 79, "Brindley Building closure after the flood, lab rebooking")}),
    "arts": ("fac_arts", {2: (18, 4, 100, "studio space"), 3: (15, 3, 93, "module choice, noise in the Foundry")}),
}

# -- car park occupancy by month: peak occupancy %, permits issued, penalty notices, note
PARKING = {
    "hartley": ("cp_hartley", {9: (97, 520, 310, "Over capacity most weekdays; barrier failure on 22 September left it open for two days."), 10: (94, 530, 244, "Still above the 90% target."), 11: (91, 532, 198, "Easing as some staff move to the Westgate Multi-Storey.")}),
    "westgate": ("cp_westgate", {9: (82, 910, 120, "Level 5 closed for resurfacing until 12 September."), 10: (79, 925, 98, "Comfortably below target."), 11: (84, 960, 101, "More staff transferred from P3.")}),
    "elmhurst": ("cp_elmhurst", {9: (63, 180, 40, "Mostly sports centre users."), 10: (71, 184, 52, "Quayside Centre staff use it on wet days."), 11: (68, 188, 47, "Stable.")}),
}

# -- monthly services KPI summary: tickets, FTF, CSAT, worst availability, complaints open, energy total MWh
SUMMARY = {
    9: ("9,840", "64.1%", "86.0%", "StudentHub 99.12%", "31", "1,657", "A hard enrolment month: the StudentHub Online Enrolment outage is the headline."),
    10: ("7,215", "71.8%", "91.5%", "CampusNet Wi-Fi 98.62%", "27", "1,777", "The CampusNet outage is the only system below the 99.5% availability target."),
    11: ("6,480", "73.4%", "92.2%", "LearnSpace VLE 99.31%", "24", "1,930", "Phishing campaign and the LearnSpace Assignments outage; first-time fix at a two-year high."),
}


def table_docs() -> list[dict]:
    out = []
    for m, (logged, resolved, ftf, csat, top, note) in DESK.items():
        out.append(doc(f"desk-2025-{m:02d}", f"IT Service Desk monthly report - {MONTH[m]} 2025",
                       f"IT Service Desk monthly report for {MONTH[m]} 2025. | measure | value | |---|---| "
                       f"| Service Desk Tickets logged | {logged:,} | | tickets resolved | {resolved:,} | "
                       f"| First-Time Fix Rate | {ftf}% (target 70%) | | Ticket Satisfaction (CSAT) | {csat}% (target 90%) | "
                       f"| top category | {top} | Commentary: {note} Report owner: Daniel Okafor, IT Service Desk Manager.",
                       "report", period=f"2025-{m:02d}"))
    for key, (eid, months) in AVAIL.items():
        for m, (pct, mins, note) in months.items():
            out.append(doc(f"avail-{key}-2025-{m:02d}", f"System availability - {_label(eid)} - {MONTH[m]} 2025",
                           f"System Availability of {_label(eid)} for {MONTH[m]} 2025: {pct}% of service hours "
                           f"(target 99.5%), {mins} minutes of unplanned downtime. {note} Published by IT Services.",
                           "report", period=f"2025-{m:02d}"))
    for key, (eid, months) in UTIL.items():
        for m, (freq, occ, util, note) in months.items():
            out.append(doc(f"util-{key}-2025-{m:02d}", f"Room utilisation - {_label(eid)} - {MONTH[m]} 2025",
                           f"Room Utilisation survey, {_label(eid)}, {MONTH[m]} 2025. | frequency | occupancy | utilisation | "
                           f"|---|---|---| | {freq}% | {occ}% | {util}% | Target 35% utilisation. {note} "
                           f"Estates and Facilities space team.", "report", period=f"2025-{m:02d}"))
    for key, (eid, months) in ENERGY.items():
        for m, (mwh, delta, note) in months.items():
            out.append(doc(f"energy-{key}-2025-{m:02d}", f"Energy use - {_label(eid)} - {MONTH[m]} 2025",
                           f"Energy Consumption of {_label(eid)} in {MONTH[m]} 2025: {mwh} MWh (electricity and heat), "
                           f"{delta:+.1f}% against {MONTH[m]} 2024; the Carbon and Energy Policy aims for 4% lower. {note} "
                           f"Source: EnergyLens BMS meters, Sustainability Office.", "report", period=f"2025-{m:02d}"))
    for key, (eid, quarters) in COMPLAINTS.items():
        for q, (rec, upheld, ontime, themes) in quarters.items():
            out.append(doc(f"complaints-{key}-2025q{q}", f"Student complaints - {_label(eid)} - Q{q} 2025",
                           f"Student Complaints, {_label(eid)}, Q{q} 2025 (quarter {q}). | received | upheld | resolved within 30 working days | "
                           f"|---|---|---| | {rec} | {upheld} | {ontime}% (target 90%) | Main themes: {themes}. "
                           f"Prepared by the Student Complaints Officer, Student Services.", "report", period=f"2025-Q{q}"))
    for key, (eid, months) in PARKING.items():
        for m, (peak, permits, pcn, note) in months.items():
            out.append(doc(f"parking-{key}-2025-{m:02d}", f"Car park occupancy - {_label(eid)} - {MONTH[m]} 2025",
                           f"Car Park Occupancy, {_label(eid)}, {MONTH[m]} 2025: peak occupancy {peak}% at 11:00 (target below 90%), "
                           f"{permits} permits, {pcn} penalty notices. {note} Campus Security and Parking.", "report", period=f"2025-{m:02d}"))
    for m, (t, ftf, csat, worst, comp, mwh, note) in SUMMARY.items():
        out.append(doc(f"kpi-2025-{m:02d}", f"University services KPI summary - {MONTH[m]} 2025",
                       f"Services KPI summary for {MONTH[m]} 2025 (all professional services). | KPI | value | |---|---| "
                       f"| Service Desk Tickets | {t} | | First-Time Fix Rate | {ftf} | | Ticket Satisfaction | {csat} | "
                       f"| lowest System Availability | {worst} | | Student Complaints open | {comp} | | Energy Consumption, campus | {mwh} MWh | "
                       f"{note}", "kpi", period=f"2025-{m:02d}"))
    return out


NOTES = {
    "bld_hartley": "The oldest teaching block, home of the School of Engineering and the School of Computing, with Hartley Lecture Theatre 1 and 2. Not to be confused with Hartley Library next door or Hartley Car Park (P3) behind it. Roof replacement planned for summer 2026.",
    "bld_brindley": "Science labs for the School of Biosciences, including Teaching Lab B12. Flooded in August 2025 from a burst pipe on level 2.",
    "bld_westgate": "Administration: IT Services, Academic Registry, Estates and Facilities offices. The Westgate Multi-Storey car park and Westgate Court halls are separate sites on the same road.",
    "bld_foundry": "Student hub: Student Services front desk, Student Wellbeing, the students' union and study rooms. Ground-source heat pump.",
    "bld_quayside": "Home of Castlemere Business School and the School of Law, with the Quayside Auditorium and the Quayside Law Library on level 1.",
    "bld_elmhurst": "Sports hall, gym and pool. Elmhurst Car Park (P5) is next to it.",
    "lib_hartley": "The main library: 1,450 study seats over four floors, open 24/7 in term time with card access through GateKeeper after 22:00. Managed by Library Services.",
    "lib_quayside": "Law and business collections inside the Quayside Centre; 320 seats; not open overnight.",
    "cp_hartley": "Staff permit holders and blue badge; 410 spaces; pay-by-app for visitors. Barrier controlled by GateKeeper Access Control.",
    "cp_westgate": "Multi-storey, 780 spaces on six levels; staff and visitors; EV chargers on level 1 (24 bays).",
    "cp_elmhurst": "Surface car park by the sports centre; 260 spaces; free after 17:00.",
    "res_ashdown": "Catered hall, oldest on campus, shared bathrooms; refurbishment bid in the 2026 estates plan.",
    "res_riverside": "Self-catered flats of six to eight en-suite rooms; the largest residence.",
    "res_westgate_court": "Self-catered studios for postgraduates, next to the Westgate Multi-Storey.",
    "rm_hlt1": "Raked theatre, 320 seats, lecture capture, hearing loop. The largest room in the Hartley Building.",
    "rm_hlt2": "Flat-floor flexible theatre, 140 seats, refurbished 2016.",
    "rm_auditorium": "450 seats, the largest room on campus; used for exams and graduation rehearsals.",
    "rm_b12": "Wet lab, 48 benches. Closed 23 August to 29 September 2025 after the flood.",
    "sys_studenthub": "The student record system: applications, enrolment, modules, marks and awards. Supplied by Orbis Education Systems. Its Online Enrolment module has its own owner.",
    "mod_enrol": "Online enrolment for new and returning students each September; part of StudentHub; business owner is the Academic Registrar.",
    "sys_learnspace": "The virtual learning environment for all four faculties; LearnSpace Assignments handles coursework submission.",
    "mod_assign": "Coursework submission and originality checking; part of LearnSpace VLE; owned by the Head of the School of Computing, which piloted it. Its originality checker is a service supplied by Orbis Education Systems.",
    "sys_helix": "Ticketing for the IT Service Desk and Estates fault reports. Supplied by Helix Software under the ITSM Licence and Support Contract.",
    "mod_portal": "Self-service portal where staff and students log tickets, reset passwords and search knowledge articles; part of Helix ITSM.",
    "sys_roomwise": "Timetabling and room booking; the source of room utilisation frequency data.",
    "sys_campusnet": "Campus Wi-Fi: 2,900 access points, managed service from Vantix Networks.",
    "sys_gatekeeper": "Card access for doors, the main library out of hours and car park barriers.",
    "sys_energylens": "Building management system and energy meters for every building.",
    "pol_aup_2022": "Version 3. Superseded on 1 September 2025 by the Acceptable Use Policy 2025. Allowed personal devices without registration and had no rule on AI tools.",
    "pol_aup_2025": "Version 4, in force from 1 September 2025. New: multi-factor authentication required for all accounts, personal devices must be registered to use CampusNet, university data must not be pasted into public AI tools, and accounts of leavers are closed after 30 days (was 90).",
    "pol_complaints": "Students can complain about any university service. Stage 1 early resolution within 10 working days; stage 2 formal investigation within 30 working days; then review and the external ombudsman.",
    "pol_parking": "Permits by salary band and need; students may not park on campus except blue badge holders and residents of Westgate Court. Version 2 is overdue for review.",
    "pol_energy": "Net zero for scope 1 and 2 by 2035; 4% yearly cut in energy use per building; heating set to 19 C in offices.",
    "pol_ec": "Students can ask for an extension or deferral if illness or other serious circumstances affect an assessment. From 2025-26 self-certification is allowed for up to 7 days twice a year.",
    "pol_password": "Passwords of at least 14 characters; MFA on every account; no forced expiry unless compromised.",
    "proc_complaints": "How to complain: fill in the online form on StudentHub or email the Student Complaints Officer; the form asks for the outcome wanted; stage 2 needs the stage 1 reference.",
    "proc_ec": "Submit an EC claim in StudentHub within 5 working days of the deadline, with evidence unless self-certifying; the faculty panel decides within 10 working days.",
    "proc_password_reset": "Reset through the Helix Self-Service Portal with MFA; if MFA is lost, visit the IT Service Desk in Westgate House with photo ID.",
    "proc_room_booking": "Staff book rooms in RoomWise for teaching, meetings or events such as open days; teaching rooms need 2 working days, lecture theatres (Hartley Lecture Theatre 1 and 2) 5, the Quayside Auditorium 10 and Estates approval.",
    "proc_fault": "Log building faults in Helix ITSM under Estates; urgent faults (flooding, no heating, lifts) by phone to ext 4444, answered 24/7 by Campus Security.",
    "proc_evacuation": "On alarm, leave by the nearest exit, go to the assembly point, do not use lifts; fire wardens sweep floors; Campus Security calls the fire service.",
    "team_desk": "Walk-in desk on the ground floor of Westgate House, 08:30-17:00 Monday to Friday, closed at weekends; phone ext 4000; tickets through the Helix Self-Service Portal at any time.",
    "p_nadia_haddad": "Office: Student Wellbeing, first floor of The Foundry.",
    "p_daniel_okafor": "Office: IT Service Desk, ground floor of Westgate House.",
    "con_itsm": "Five-year licence and support for Helix ITSM including the Self-Service Portal; 99.9% hosting SLA.",
    "con_wifi": "Managed Wi-Fi, controllers and access points; service credits for availability below 99.5%. Renewal decision due by February 2026.",
    "con_energy": "Fixed-price electricity for all buildings, 100% renewable-backed.",
    "con_cleaning": "Cleaning of all academic buildings and halls; ends 31 December 2025, retender in progress.",
    "con_records": "Licence for StudentHub, LearnSpace VLE and RoomWise from Orbis Education Systems.",
    "inc_wifi_outage": "On 14 October 2025 a controller firmware update by Vantix Networks failed; Hartley Building and Hartley Library lost Wi-Fi from 08:40 to 17:35. Rolled back; review held 21 October.",
    "inc_enrol_outage": "On 15 September 2025, the first day of returning-student enrolment, StudentHub Online Enrolment crashed under load for 5 h 10 min; 4,800 students could not enrol that morning.",
    "inc_brindley_flood": "On 23 August 2025 a burst pipe on level 2 of the Brindley Building flooded Teaching Lab B12 and two offices; B12 reopened 29 September.",
    "inc_phishing": "From 3 November 2025 emails pretending to be StudentHub asked students to re-enter passwords; 212 accounts compromised, reset and locked; investigation still open.",
    "inc_barrier": "On 22 September 2025 the Hartley Car Park barrier lost its link to GateKeeper Access Control; barriers left open for two days.",
    "inc_assign_outage": "On 20 November 2025 LearnSpace Assignments failed for 4 h 58 min during a School of Computing coursework deadline; deadline extended by 48 hours.",
}


def record_docs() -> list[dict]:
    return english_records(world, NOTES)


HAND = [
    # incident reviews
    ("review-wifi-outage", "Post-incident review: October 2025 CampusNet Outage", "review",
     "Root cause: Vantix Networks pushed controller firmware 10.2.1 to the Hartley cluster without the agreed change approval; the update failed and the standby controller had the same image. Impact: 1,140 tickets, exams in Hartley Library study rooms moved. Actions: change freeze in teaching weeks, staged updates with a test cluster, service credits claimed under the Campus Wi-Fi Managed Service (GBP 18,400). Owner: Aisha Bello."),
    ("review-enrol-outage", "Post-incident review: September 2025 Enrolment Outage", "review",
     "Root cause: the enrolment module ran on two application servers sized for last year's peak; returning students were all invited at 09:00. What changes for next year: staggered invitations by faculty, four servers for 2026 enrolment, a load test in July. Lessons: communicate through LearnSpace as well as email. Owner: Sunita Rao with Paul Ingham."),
    ("review-brindley-flood", "Post-incident review: August 2025 Brindley Flood", "review",
     "Root cause: a corroded push-fit joint on a level 2 cold water pipe; the leak detector alarm went to an unmonitored mailbox. Cost: GBP 86,000 repairs and equipment. Actions: route BMS water alarms to Campus Security, survey all push-fit joints in labs. Owner: Liam Crowther."),
    ("review-phishing", "Interim review: November 2025 Phishing Campaign", "review",
     "So far 212 student accounts compromised; no staff accounts; no evidence of data taken from StudentHub. Actions: MFA enforcement brought forward for remaining 1,900 students without it, mailbox rules for lookalike domains, awareness message via LearnSpace. Final review due January 2026. Owner: Rob Kendrick."),
    ("review-barrier", "Incident note: September 2025 Hartley Car Park Barrier Failure", "review",
     "A network switch in the P3 barrier cabinet failed; the barrier could not check permits in GateKeeper. Lost parking income estimated at GBP 3,200. Spare switch now held on site. Owner: Gary Pollard."),
    ("review-assign-outage", "Post-incident review: November 2025 LearnSpace Assignments Outage", "review",
     "Root cause: the originality-checking service of Orbis Education Systems timed out and blocked uploads. Actions: uploads now accepted even when the checker is down; deadlines not set at 12:00 on the same day across schools. The School of Computing extended its deadline by 48 hours. Owner: Marcus Lee."),
    # FAQs
    ("faq-it", "IT FAQ for staff and students", "faq",
     "How do I reset my password? Use the Helix Self-Service Portal. Where is the IT Service Desk? Ground floor of Westgate House, 08:30-17:00, and ext 4000. How do I connect to CampusNet Wi-Fi? Register your device first, as the Acceptable Use Policy 2025 requires. Can I use public AI tools? Not with university data."),
    ("faq-parking", "Parking FAQ", "faq",
     "Who can park on campus? Staff with a permit, blue badge holders, Westgate Court residents. Which car park has EV chargers? The Westgate Multi-Storey, level 1. How much is a staff permit? GBP 180 to GBP 540 a year by salary band. Visitors pay by app in Hartley Car Park and Elmhurst Car Park."),
    ("faq-library", "Library FAQ", "faq",
     "Hartley Library is open 24/7 in term time; after 22:00 you need your campus card at the door. Quayside Law Library closes at 22:00. Laptops can be borrowed from lockers on the ground floor of Hartley Library for 4 hours."),
    ("faq-complaints", "Student complaints FAQ", "faq",
     "Can I complain anonymously? Not formally, but you can give feedback. How long does it take? Stage 1 within 10 working days, stage 2 within 30. Can I complain about accommodation? Yes, residences complaints go through the same procedure. Who handles complaints? The Student Complaints Officer in Student Services."),
    ("faq-ec", "Extenuating circumstances FAQ", "faq",
     "Do I need a doctor's note? Not for up to 7 days if you self-certify, twice a year. Can I claim after the deadline? Within 5 working days. Who decides? The faculty EC panel."),
    ("faq-rooms", "Room booking FAQ", "faq",
     "Can students book rooms? Only study rooms in the Foundry and Hartley Library, through RoomWise. How far ahead? Up to 14 days. Why is my lecture theatre booking pending? Lecture theatres need 5 working days and timetabled teaching comes first."),
    # comparisons
    ("cmp-aup-2022-2025", "What changed: Acceptable Use Policy 2022 vs 2025", "comparison",
     "Version 3 (2022) vs version 4 (2025): MFA optional vs required; personal devices any vs registered; leaver accounts closed after 90 days vs 30 days; AI tools not mentioned vs no university data in public AI tools; sanctions unchanged. Version 4 in force from 1 September 2025."),
    ("cmp-hlt1-hlt2", "Hartley lecture theatres compared", "comparison",
     "Hartley Lecture Theatre 1: 320 seats, raked, 1972, lecture capture, hearing loop. Hartley Lecture Theatre 2: 140 seats, flat floor, refurbished 2016, movable seating, lecture capture. HLT1 is booked for the largest first-year modules."),
    ("cmp-car-parks", "Car parks compared", "comparison",
     "Westgate Multi-Storey 780 spaces, EV charging, staff and visitors. Hartley Car Park 410 spaces, permit holders, most over-subscribed (peak 91-97%). Elmhurst Car Park 260 spaces, free after 17:00."),
    ("cmp-libraries", "Libraries compared", "comparison",
     "Hartley Library: 1,450 seats, 24/7 in term, all subjects. Quayside Law Library: 320 seats, 08:00-22:00, law and business collections, inside the Quayside Centre."),
    ("cmp-halls", "Halls of residence compared", "comparison",
     "Riverside Village 1,120 beds (2017, en-suite, self-catered); Ashdown Hall 640 beds (1966, catered, shared bathrooms); Westgate Court 380 beds (1994, postgraduate studios)."),
    # minutes
    ("min-digital-board-2025-11", "Digital Services Board minutes - November 2025", "minutes",
     "Present: James Whitlock (chair), Aisha Bello, Sunita Rao, Marcus Lee, Rob Kendrick, Daniel Okafor. Agreed: go to market for Wi-Fi before the Campus Wi-Fi Managed Service ends in July 2026; Vantix may bid. StudentHub upgrade to 23.0 in summer 2026. Phishing: MFA for all students by 15 December."),
    ("min-estates-2025-10", "Estates Committee minutes - October 2025", "minutes",
     "Present: Karen Lowther (chair), Liam Crowther, Beth Crowther, Gary Pollard, Freya Lindqvist, Janet Moss. Agreed: retender the Cleaning Services Contract with a three-month extension for Brightmoor Facilities; Hartley Car Park permits capped at 530; Ashdown Hall refurbishment business case to Council in March."),
    ("min-student-exp-2025-10", "Student Experience Committee minutes - October 2025", "minutes",
     "Present: Imran Siddiqui (chair), Nadia Haddad, Joanne Pike, Paul Ingham, students' union officers. Complaints in Q3 up in Engineering and Computing (timetable clashes). Wellbeing waiting time 9 working days, target 5."),
    # overviews
    ("ovw-it-services", "IT Services overview", "overview",
     "IT Services runs the IT Service Desk, infrastructure (CampusNet Wi-Fi), information security and the business systems StudentHub, LearnSpace VLE, RoomWise and Helix ITSM. Director: James Whitlock."),
    ("ovw-student-services", "Student Services overview", "overview",
     "Student Services: front desk in the Foundry, Student Wellbeing (counselling, mental health advice), residences, complaints, disability support. Director: Imran Siddiqui."),
    ("ovw-estates", "Estates and Facilities overview", "overview",
     "Estates and Facilities: buildings, maintenance, cleaning, Campus Security and parking, the Sustainability Office. Director: Karen Lowther. Faults are logged in Helix ITSM."),
    # distractors: off-topic staff notices
    ("notice-christmas-closure", "Christmas closure 2025", "notice",
     "The university closes from 24 December 2025 to 1 January 2026. Hartley Library stays open 10:00-18:00 except 25 and 26 December."),
    ("notice-canteen", "Westgate House canteen menu changes", "notice",
     "From January the Westgate House canteen serves hot breakfasts from 08:00; the salad bar moves to the Foundry cafe."),
    ("notice-graduation", "Winter graduation ceremonies", "notice",
     "Winter graduation takes place in the Quayside Auditorium on 10-12 December 2025; gowns from the Foundry."),
    ("notice-choir", "Staff choir rehearsals", "notice",
     "The staff choir rehearses on Wednesdays at 12:30 in the Foundry music room. New voices welcome."),
    ("notice-cycle", "Cycle to work scheme", "notice",
     "Staff can lease a bike through salary sacrifice; new covered bike stores next to the Westgate Multi-Storey."),
    ("notice-pensions", "Pension scheme briefing", "notice",
     "HR holds a pension scheme briefing on 9 December in Westgate House room 2.14."),
]


def hand_docs() -> list[dict]:
    return [doc(id_, title, text, kind) for id_, title, kind, text in HAND]


def all_docs() -> list[dict]:
    return [*table_docs(), *record_docs(), *hand_docs()]
