"""The documents of the Kestrel Valley Health knowledge base.

Regular performance reports (occupancy, ED, readmissions, length of stay, falls, hand hygiene,
DNA rates, sepsis antibiotics, EPR availability) come from the tables below, each written in
the house style of the team that publishes it; everything else (overviews, policies,
incident reviews, how-tos, FAQs, comparisons, cause analyses) is written out by hand.
Time anchor: early October 2025; the latest month is September 2025, the latest quarter Q3.
"""

from __future__ import annotations

from bundlekit import doc

MONTH = {6: "June", 7: "July", 8: "August", 9: "September"}
SITE = {"ngh": "North General Hospital", "svh": "South Vale Hospital", "rch": "Riverside Community Hospital"}




# -- bed occupancy (%), general and acute beds, 2025, with delayed discharges (patients on the last Thursday)
OCCUPANCY = {
    "ngh": {7: (94.1, 129), 8: (96.8, 142), 9: (97.4, 167)},
    "svh": {7: (89.5, 55), 8: (91.2, 61), 9: (88.7, 58)},
    "rch": {7: (82.0, 31), 8: (84.6, 38), 9: (86.9, 44)},
}
OCC_NOTE = {
    ("ngh", 7): "Two escalation bays on Ward 7 Respiratory stayed open all month.",
    ("ngh", 8): "The site declared OPEL 4 from 18 to 20 August; see the OPEL 4 review.",
    ("ngh", 9): "Occupancy was above 95% on 27 of 30 days; delayed discharges were the main driver.",
    ("svh", 7): "Elective orthopaedic lists ran at full volume after the June theatre refurbishment.",
    ("svh", 8): "Ward 5 Surgical closed six beds for two weeks for flooring repairs, pushing occupancy up.",
    ("svh", 9): "The six Ward 5 beds reopened on 1 September.",
    ("rch", 7): "Ward 2 Rehabilitation took 14 step-down transfers from North General.",
    ("rch", 8): "Step-down transfers from North General rose to 22.",
    ("rch", 9): "Step-down transfers from North General rose to 27, the highest this year.",
}

# -- emergency departments: (four-hour %, median wait min, attendances, median time to triage min)
ED = {
    "ngh": ("North General Emergency Department", {7: (71.2, 168, 9840, 14), 8: (66.5, 196, 10210, 22), 9: (69.8, 181, 9960, 17)}),
    "svh": ("South Vale Emergency Department", {7: (78.4, 132, 6120, 11), 8: (80.1, 124, 6030, 10), 9: (76.9, 141, 6350, 13)}),
}

# -- quarterly: 30-day readmission rate (%), average length of stay (days), hand hygiene (%)
READMISSION = {"ngh": {1: 9.8, 2: 10.6, 3: 11.9}, "svh": {1: 8.7, 2: 8.9, 3: 8.4}, "rch": {1: 12.1, 2: 11.4, 3: 10.8}}
LOS = {"ngh": {2: 6.1, 3: 6.6}, "svh": {2: 4.9, 3: 5.0}, "rch": {2: 14.2, 3: 13.1}}
HAND_HYGIENE = {"ngh": {2: 93.4, 3: 95.2}, "svh": {2: 96.1, 3: 91.0}, "rch": {2: 97.3, 3: 97.0}}

# -- falls per 1,000 bed days, by ward and month
FALLS = {
    "ward7": ("Ward 7 Respiratory", "North General Hospital", {8: (8.1, 7), 9: (5.2, 4)}),
    "amu": ("Acute Medical Unit", "North General Hospital", {8: (6.3, 8), 9: (6.9, 9)}),
    "ward5": ("Ward 5 Surgical", "South Vale Hospital", {8: (3.1, 3), 9: (2.8, 2)}),
    "ward6": ("Ward 6 Orthopaedics", "South Vale Hospital", {8: (4.4, 3), 9: (7.6, 6)}),
    "ward2": ("Ward 2 Rehabilitation", "Riverside Community Hospital", {8: (9.5, 9), 9: (8.8, 8)}),
}

# -- outpatient DNA rate (%), by site and month: (rate, appointments)
DNA = {
    "ngoc": ("North General Outpatient Centre", "CareLink Pro", {8: (9.4, 14120), 9: (8.1, 14870)}),
    "northgate": ("Northgate Clinic", "CareLink Plus", {8: (6.2, 3980), 9: (6.8, 4110)}),
    "millbrook": ("Millbrook Clinic", "CareLink Plus", {8: (11.7, 2650), 9: (12.9, 2720)}),
    "eastfield": ("Eastfield Health Centre", "CareLink Basic", {8: (10.2, 1830), 9: (10.0, 1905)}),
}

# -- sepsis antibiotics within one hour (%), quarterly, by ED: (rate, audited patients)
SEPSIS_ABX = {"ngh": {2: (78.0, 141), 3: (88.0, 156)}, "svh": {2: (84.0, 92), 3: (86.0, 97)}}

# -- EPR availability (%), monthly
EPR_AVAIL = {7: (99.21, "one major outage on 14 July (5 h 10 min, see the outage review)"),
             8: (99.97, "no unplanned downtime; 12 minutes of planned maintenance on 9 August"),
             9: (99.95, "a 20-minute slowdown of Meridian ePrescribing on 16 September, no full outage")}

# one line of commentary per report, as each team writes it
ED_NOTE = {
    ("ngh", 7): "Ambulance handovers averaged 38 minutes; the same day emergency care unit closed early on 9 days.",
    ("ngh", 8): "Worst month of the year: exit block during the OPEL 4 escalation of 18-20 August; 14 patients waited over 12 hours.",
    ("ngh", 9): "A second triage nurse was rostered from 10am to 10pm from 8 September.",
    ("svh", 7): "Paediatric attendances were 18% higher than July last year.",
    ("svh", 8): "Quietest month of the summer; the standard was met on 24 of 31 days.",
    ("svh", 9): "Two middle-grade night gaps were covered by locums for only half of the shifts.",
}
FALLS_NOTE = {
    ("ward7", 8): "Twelve of the twenty sensor mats arrived mid-month; a norovirus bay closure moved patients between bays.",
    ("ward7", 9): "All twenty Corbel Bed Sensor Mats were in use all month.",
    ("amu", 8): "Half of the falls happened in the first 24 hours after admission.",
    ("amu", 9): "Escalation beds were open on 20 days; three falls were in escalation beds.",
    ("ward5", 8): "No fall caused harm.",
    ("ward5", 9): "One low-harm fall; the ward was back to full bed numbers.",
    ("ward6", 8): "All three falls were at night.",
    ("ward6", 9): "Includes one fall with moderate harm on 9 September (fractured wrist), under review.",
    ("ward2", 8): "Rehabilitation wards expect more falls as patients practise walking; all falls were low or no harm.",
    ("ward2", 9): "Therapy staff started supervised evening walks.",
}
DNA_NOTE = {
    ("ngoc", 8): "Two-way reminders in CareLink Pro went live for all specialties on 4 August.",
    ("ngoc", 9): "640 cancelled slots were rebooked the same week.",
    ("northgate", 8): "Phlebotomy walk-in clinics are not counted.",
    ("northgate", 9): "Slightly up: SMS reminders failed from 3 to 5 September.",
    ("millbrook", 8): "Diabetes clinics have the highest DNA rate at 15%.",
    ("millbrook", 9): "Most of the rise came from appointments of 4-8 September whose reminders were lost.",
    ("eastfield", 8): "Basic plan: one SMS reminder two days before, no two-way cancel.",
    ("eastfield", 9): "No change in the reminder set-up.",
}
READM_NOTE = {
    ("ngh", 1): "Winter respiratory admissions dominated.",
    ("ngh", 2): "Readmissions from the Acute Medical Unit rose after shorter stays in May.",
    ("ngh", 3): "Weekend discharges of frail patients without district nurse follow-up drove most of the rise.",
    ("svh", 1): "Mostly surgical site infections after colorectal surgery.",
    ("svh", 2): "Stable.",
    ("svh", 3): "Lowest in the group, helped by the elective case mix.",
    ("rch", 1): "Step-down patients returning to North General within a week were half of the total.",
    ("rch", 2): "Therapy-led discharge assessments started on Ward 2 Rehabilitation in May.",
    ("rch", 3): "Third quarter of improvement.",
}


def table_docs() -> list[dict]:
    out: list[dict] = []
    for site, months in OCCUPANCY.items():
        for m, (occ, delayed) in months.items():
            prev = months.get(m - 1)
            change = f"against {prev[0]}% in {MONTH[m - 1]}" if prev else "the first month of the new reporting format"
            out.append(doc(
                f"occ-{site}-2025-{m:02d}", f"{SITE[site]} bed occupancy, {MONTH[m]} 2025",
                f"""Monthly bed report, {SITE[site]}, {MONTH[m]} 2025. General and acute bed occupancy averaged
                {occ}% ({change}); the group target is 92%. Patients medically fit for discharge but still in
                a bed on the last Thursday of the month: {delayed}. {OCC_NOTE[(site, m)]} Source: BedView
                midnight census, validated by the Patient Flow Team.""",
                "report", site=site, period=f"2025-{m:02d}", kpi="occupancy"))
    for site, (name, months) in ED.items():
        for m, (four, wait, att, triage) in months.items():
            status = "met" if triage <= 15 else "missed"
            out.append(doc(
                f"ed-{site}-2025-{m:02d}", f"{name}: performance, {MONTH[m]} 2025",
                f"""{name}, {MONTH[m]} 2025. Attendances {att:,}. Four-Hour Performance {four}% (standard 78%).
                ED Median Wait from arrival to departure {wait} minutes. Median Time to Triage {triage} minutes,
                so the 15-minute triage target of the ED Triage Protocol was {status}. {ED_NOTE[(site, m)]} Prepared by Performance
                and Information from the Patient Administration System.""",
                "report", site=site, period=f"2025-{m:02d}", kpi="ed"))
    for site, quarters in READMISSION.items():
        for q, rate in quarters.items():
            prev = quarters.get(q - 1)
            trend = f"up from {prev}%" if prev and prev < rate else (f"down from {prev}%" if prev else "baseline quarter")
            out.append(doc(
                f"readm-{site}-2025q{q}", f"30-day readmissions, {SITE[site]}, Q{q} 2025",
                f"""Quarterly quality dashboard, Q{q} 2025. {SITE[site]}: 30-Day Readmission Rate {rate}%
                ({trend}; group target 10%). {READM_NOTE[(site, q)]} Emergency readmissions within 30 days of
                discharge, any specialty, excluding planned returns and maternity.""",
                "report", site=site, period=f"2025-Q{q}", kpi="readmission"))
    for site, quarters in LOS.items():
        for q, days in quarters.items():
            out.append(doc(
                f"los-{site}-2025q{q}", f"Average length of stay, {SITE[site]}, Q{q} 2025",
                f"""{SITE[site]} recorded an Average Length of Stay of {days} days for adult inpatients in
                Q{q} 2025 (spells of one night or more). Figures from the Patient Administration System.""",
                "report", site=site, period=f"2025-Q{q}", kpi="los"))
    for site, quarters in HAND_HYGIENE.items():
        for q, score in quarters.items():
            verdict = "above" if score >= 95 else "below"
            out.append(doc(
                f"hh-{site}-2025q{q}", f"Hand hygiene audit, {SITE[site]}, Q{q} 2025",
                f"""Infection Prevention and Control Team audit, Q{q} 2025: Hand Hygiene Compliance at
                {SITE[site]} was {score}%, {verdict} the 95% standard of the Hand Hygiene Policy.
                Observations were made on every inpatient ward in two unannounced sessions a month.""",
                "audit", site=site, period=f"2025-Q{q}", kpi="hand_hygiene"))
    for ward, (name, site_name, months) in FALLS.items():
        for m, (rate, count) in months.items():
            out.append(doc(
                f"falls-{ward}-2025-{m:02d}", f"Falls report: {name}, {MONTH[m]} 2025",
                f"""{name} ({site_name}) reported {count} inpatient falls in {MONTH[m]} 2025, an Inpatient Falls
                Rate of {rate} per 1,000 bed days against the group ceiling of 6.0. Falls are recorded in
                SafeReport and reviewed weekly by the ward manager under the Falls Prevention Policy.
                {FALLS_NOTE[(ward, m)]}""",
                "report", ward=ward, period=f"2025-{m:02d}", kpi="falls"))
    for site, (name, plan, months) in DNA.items():
        for m, (rate, appts) in months.items():
            out.append(doc(
                f"dna-{site}-2025-{m:02d}", f"Outpatient DNA rate, {name}, {MONTH[m]} 2025",
                f"""{name}, {MONTH[m]} 2025: {appts:,} booked outpatient appointments, Outpatient DNA Rate {rate}%
                (target 8%). Reminders go out through {plan}. {DNA_NOTE[(site, m)]}""",
                "report", site=site, period=f"2025-{m:02d}", kpi="dna"))
    for site, quarters in SEPSIS_ABX.items():
        for q, (rate, n) in quarters.items():
            version = "Sepsis Protocol v3 (in force from 1 July 2025)" if q == 3 else "Sepsis Protocol v2"
            out.append(doc(
                f"sepsis-abx-{site}-2025q{q}", f"Sepsis audit, {ED[site][0]}, Q{q} 2025",
                f"""Sepsis audit, {ED[site][0]}, Q{q} 2025: {rate}% of {n} audited patients with red-flag
                sepsis received antibiotics within one hour of arrival (Sepsis Antibiotics Within One Hour,
                target 90%). Audited against {version}.""",
                "audit", site=site, period=f"2025-Q{q}", kpi="sepsis"))
    for m, (pct, note) in EPR_AVAIL.items():
        out.append(doc(
            f"epr-avail-2025-{m:02d}", f"Meridian EPR availability, {MONTH[m]} 2025",
            f"""Digital Services service report, {MONTH[m]} 2025. EPR Availability for Meridian EPR was {pct}%
            against a 99.9% target: {note}.""",
            "report", period=f"2025-{m:02d}", kpi="epr_availability"))
    return out


# (id, title, kind, text): overviews, policies, reviews, how-tos, FAQs, comparisons, analyses
HAND = [
    # -- organisation and sites
    ("org-kvh", "About Kestrel Valley Health", "overview",
     """Kestrel Valley Health (KVH) runs three hospitals and four outpatient sites: North General Hospital
     (612 beds), South Vale Hospital (388 beds) and Riverside Community Hospital (96 beds), plus the North General
     Outpatient Centre, Northgate Clinic, Millbrook Clinic and Eastfield Health Centre. Corporate teams (Digital
     Services, Patient Flow, Infection Prevention and Control, Patient Safety, Medical Engineering, Procurement,
     Performance and Information, Estates and Facilities) serve every site."""),
    ("site-ngh", "North General Hospital (NGH)", "overview",
     """North General Hospital is the group's main acute site, opened in 1974, with 612 beds, the North General
     Emergency Department, an Intensive Care Unit, the Acute Medical Unit (Ward 9), Ward 7 Respiratory, the Rowan
     Maternity Unit, Radiology and the main pharmacy. Site code NGH01. The North General Outpatient Centre across
     the road is managed by NGH but reported as its own site."""),
    ("site-northgate", "Northgate Clinic", "overview",
     """Northgate Clinic is a community clinic in the north of the valley (site code NGC04, opened 2009). It runs GP-led
     chronic disease clinics, phlebotomy and physiotherapy. It has no beds and no emergency service; it is not part
     of North General Hospital despite the similar name. Patients book and get reminders through CareLink Plus."""),
    ("site-ngoc", "North General Outpatient Centre (NGOC)", "overview",
     """The North General Outpatient Centre opened in 2016 opposite North General Hospital and hosts 38 consulting
     rooms for hospital specialties (cardiology, respiratory, diabetes, orthopaedics, fracture clinic). It is managed
     by North General Hospital; the general manager is Sam Whitfield. It is the only site on CareLink Pro, which
     includes CareLink Video Consult."""),
    ("site-svh", "South Vale Hospital (SVH)", "overview",
     """South Vale Hospital, opened in 1988, has 388 beds: the South Vale Emergency Department, Ward 5 Surgical,
     Ward 6 Orthopaedics, the South Vale Day Surgery Unit, two theatres suites and a Lumina CT 64 scanner. It is the
     group's elective surgery hub. Site code SVH01."""),
    ("site-rch", "Riverside Community Hospital (RCH)", "overview",
     """Riverside Community Hospital is a 96-bed community hospital opened in 1961. It has Ward 2 Rehabilitation for
     step-down patients from North General and South Vale, and the Riverside Minor Injuries Unit (open 8am to 8pm).
     It has no emergency department and no CT."""),
    ("site-millbrook", "Millbrook Clinic", "overview",
     """Millbrook Clinic is a small community clinic in the south of the valley (site code MBC05) offering diabetes,
     wound care and midwife clinics. It uses CareLink Plus for bookings and reminders. Parking is limited to 12
     spaces."""),
    ("site-eastfield", "Eastfield Health Centre", "overview",
     """Eastfield Health Centre opened in 2019 and runs nurse-led clinics and phlebotomy four days a week. It is on
     CareLink Basic, so patients get booking and reminders but no test results or video."""),
    ("faq-north-sites", "Which 'North' site is which?", "faq",
     """Three sites have North in the name and staff mix them up. North General Hospital (NGH) is the acute
     hospital with the emergency department. The North General Outpatient Centre (NGOC) is the hospital's
     outpatient building across the road. Northgate Clinic is a separate community clinic two miles away, not run by
     NGH. Post, samples and referrals addressed to 'North' go to NGH by default."""),
    ("cmp-north-sites", "North sites compared", "comparison",
     """North General Hospital: 612 beds, 24/7 emergency department, CareLink not used for inpatients. North General
     Outpatient Centre: no beds, 38 rooms, CareLink Pro with video. Northgate Clinic: no beds, 9 rooms, community
     clinics, CareLink Plus. Only NGH reports bed occupancy; the two outpatient sites report the DNA rate."""),
    ("faq-ed", "Which ED is 'the ED'?", "faq",
     """The group has two emergency departments: the North General Emergency Department (NGH ED) and the South Vale
     Emergency Department (SVH ED). Riverside has a Minor Injuries Unit, not an ED. Reports that just say 'ED' on the
     board papers mean both departments combined; always name the site in requests."""),
    # -- units
    ("unit-ngh-ed", "North General Emergency Department", "overview",
     """The North General Emergency Department is a type 1 ED with 48 cubicles, resus, paediatric area and a same
     day emergency care unit. About 10,000 attendances a month. The clinical lead is Dr Amara Okafor. Triage follows
     the ED Triage Protocol: every walk-in patient should be triaged within 15 minutes of arrival."""),
    ("unit-svh-ed", "South Vale Emergency Department", "overview",
     """The South Vale Emergency Department is a type 1 ED with 30 cubicles and about 6,000 attendances a month.
     Clinical lead: Dr Nadia Qureshi. Major trauma is diverted to the regional centre; stroke thrombolysis happens
     only at North General."""),
    ("unit-rch-miu", "Riverside Minor Injuries Unit", "overview",
     """The Riverside Minor Injuries Unit treats minor injuries (sprains, simple fractures, small burns) from 8am to
     8pm. Nurse-led, no doctors on site overnight. It is not a type 1 emergency department and is not counted in the
     group's four-hour figures."""),
    ("unit-ngh-icu", "North General Intensive Care Unit", "overview",
     """The Intensive Care Unit at North General has 22 beds (14 level 3, 8 level 2). Clinical lead: Dr Ravi Menon.
     Blood gases are run on two Aster BG-9 Analysers in the unit."""),
    ("unit-ngh-amu", "Acute Medical Unit (Ward 9)", "overview",
     """The Acute Medical Unit, Ward 9 at North General, has 42 beds for medical admissions in their first 72 hours.
     Matron: Claire Doyle. Most admissions from the North General Emergency Department pass through it; it was the
     ward where the June 2025 Infusa 300 free-flow incident happened."""),
    ("unit-ngh-ward7", "Ward 7 Respiratory", "overview",
     """Ward 7 Respiratory at North General has 28 beds plus two escalation bays and a four-bed non-invasive
     ventilation area. Matron: Gareth Lewis. The ward piloted Corbel Bed Sensor Mats for high falls-risk patients
     from August 2025."""),
    ("unit-ngh-maternity", "Rowan Maternity Unit", "overview",
     """The Rowan Maternity Unit at North General has 36 beds: labour ward, birth centre and postnatal ward.
     About 3,100 births a year. Maternity is excluded from the group readmission figures."""),
    ("unit-ngh-radiology", "North General Radiology", "overview",
     """North General Radiology runs the Lumina CT 128, two MRI scanners, plain film and ultrasound. Clinical
     director: Dr Ian Fletcher. Images are stored in PACS; requests arrive through Meridian Order Comms."""),
    ("unit-ngh-pharmacy", "North General Pharmacy", "overview",
     """The hospital pharmacy at North General supplies all three hospitals. Chief Pharmacist: Ruth Ellison, who is
     also the system owner of Meridian ePrescribing."""),
    ("unit-svh-ward5", "Ward 5 Surgical", "overview",
     """Ward 5 Surgical at South Vale has 30 beds for general and colorectal surgery. Ward manager: Kate Morgan.
     Six beds were closed from 11 to 25 August 2025 for flooring repairs."""),
    ("unit-svh-ward6", "Ward 6 Orthopaedics", "overview",
     """Ward 6 Orthopaedics at South Vale has 26 beds for hip fractures and elective joint replacements.
     Ward manager: Liam Morgan. Most patients are over 75 and at high risk of falls."""),
    ("unit-svh-dsu", "South Vale Day Surgery Unit", "overview",
     """The South Vale Day Surgery Unit has 18 trolleys and two theatres for day-case surgery, open weekdays 7am to
     9pm. Patients who cannot go home the same day are admitted to Ward 5 Surgical."""),
    ("unit-rch-ward2", "Ward 2 Rehabilitation", "overview",
     """Ward 2 Rehabilitation at Riverside has 32 beds for therapy-led rehabilitation after acute admissions,
     mostly stroke and frailty. Ward manager: Fiona Grant. Average stay is around two weeks, so its falls rate is
     compared with other rehabilitation wards rather than acute wards."""),
    # -- teams and people
    ("team-digital", "Digital Services", "overview",
     """Digital Services (the IT department) runs Meridian EPR, the Patient Administration System, BedView, PACS
     infrastructure, RotaPoint, SafeReport hosting and the CareLink patient app. Chief Digital Officer: Tom Ashworth.
     Service desk: extension 4400, 24/7."""),
    ("team-flow", "Patient Flow Team", "overview",
     """The Patient Flow Team runs bed management at all three hospitals: the site team, the discharge hub and the
     BedView board. Head of Patient Flow: Priya Raman. The team owns the Bed Escalation Policy and the Discharge
     Policy."""),
    ("team-ipc", "Infection Prevention and Control Team", "overview",
     """The Infection Prevention and Control Team (IPC) audits hand hygiene, manages outbreaks and advises on
     isolation. Lead nurse: Sofia Brennan. IPC owns the Hand Hygiene Policy."""),
    ("team-quality", "Patient Safety Team", "overview",
     """The Patient Safety Team runs SafeReport, the Incident Reporting Policy and the Incident Review Procedure, and
     publishes the monthly learning bulletin. Head of Patient Safety: Joanne Hart."""),
    ("team-medeng", "Medical Engineering", "overview",
     """Medical Engineering (EBME) maintains about 14,000 medical devices, including all infusion pumps,
     defibrillators and blood gas analysers. Head: Marcus Hale. Device faults are logged on extension 4650."""),
    ("team-procurement", "Procurement", "overview",
     """Procurement buys equipment, consumables and software licences for the group and manages supplier contracts
     with Halden Medical, Vireo Systems, Brightwater Imaging, Nimbus Digital, Aster Diagnostics, Corbel Healthcare
     Supplies and Pulsar Cardiac. Head of Procurement: Ben Carter."""),
    ("team-performance", "Performance and Information", "overview",
     """Performance and Information publishes the monthly and quarterly KPI reports: bed occupancy, ED performance,
     readmissions, length of stay, falls and DNA rates. Head: Lucy Chen, who is also the system owner of the Patient
     Administration System."""),
    ("team-estates", "Estates and Facilities", "overview",
     """Estates and Facilities maintains buildings, power, water and car parks on all sites. Estates Manager: Owen
     Price. Out-of-hours estates emergencies go through switchboard."""),
    ("people-okafor", "Two Okafors: who to contact", "faq",
     """There are two colleagues called Okafor. Dr Amara Okafor is the clinical lead of the North General Emergency
     Department and wrote Sepsis Protocol v3; contact her about ED clinical questions. Daniel Okafor is the EPR Service
     Owner in Digital Services; contact him about Meridian EPR access, changes and downtime. Emails:
     amara.okafor@kvh.example and daniel.okafor@kvh.example."""),
    ("person-amara-okafor", "Dr Amara Okafor", "profile",
     """Dr Amara Okafor is an emergency medicine consultant and has been Clinical Lead of the North General Emergency
     Department since 2021. She led the rewrite of the sepsis protocol (Sepsis Protocol v3, July 2025) and chairs the
     ED Triage Protocol review group. Email amara.okafor@kvh.example."""),
    ("person-daniel-okafor", "Daniel Okafor", "profile",
     """Daniel Okafor is the EPR Service Owner in Digital Services and system owner of Meridian EPR. He ran the
     recovery during the July 2025 Meridian EPR Outage and rewrote the EPR Downtime Procedure afterwards. Email
     daniel.okafor@kvh.example, extension 4411."""),
    ("person-priya-raman", "Priya Raman", "profile",
     """Priya Raman is Head of Patient Flow and system owner of BedView. She joined from a neighbouring trust in 2022
     and owns the Bed Escalation Policy, the Discharge Policy and the Patient Discharge Procedure."""),
    ("person-tom-ashworth", "Tom Ashworth", "profile",
     """Tom Ashworth is Chief Digital Officer and head of Digital Services. He is the system owner of CareLink and
     signs off the Remote Access Policy."""),
    ("person-helen-marsh", "Helen Marsh", "profile",
     """Helen Marsh is Director of Nursing for Kestrel Valley Health. She owns the Falls Prevention Policy, the
     Visiting Policy and the Falls Risk Assessment Procedure, and is the business owner of RotaPoint."""),
    ("person-ward-managers", "Ward managers and matrons", "directory",
     """North General Hospital: Ward 7 Respiratory, Gareth Lewis (matron); Acute Medical Unit, Claire Doyle (matron);
     Intensive Care, Dr Ravi Menon (clinical lead). South Vale Hospital: Ward 5 Surgical, Kate Morgan (ward manager);
     Ward 6 Orthopaedics, Liam Morgan (ward manager); Kate and Liam Morgan are not related. Riverside Community
     Hospital: Ward 2 Rehabilitation, Fiona Grant (ward manager)."""),
    ("person-morgan", "Kate Morgan and Liam Morgan", "faq",
     """Two ward managers at South Vale share the surname Morgan. Kate Morgan runs Ward 5 Surgical; Liam Morgan runs
     Ward 6 Orthopaedics. Rotas and incident sign-offs go to the manager of the ward concerned."""),
    ("person-sofia-brennan", "Sofia Brennan", "profile",
     """Sofia Brennan is Lead Nurse for Infection Prevention and Control and author of the Hand Hygiene Policy.
     She presents the quarterly hand hygiene audit to the quality committee."""),
    ("person-joanne-hart", "Joanne Hart", "profile",
     """Joanne Hart is Head of Patient Safety, system owner of SafeReport and owner of the Incident Reporting
     Policy and the Incident Review Procedure."""),
    ("person-marcus-hale", "Marcus Hale", "profile",
     """Marcus Hale heads Medical Engineering. He led the Infusa 500 roll-out at North General and wrote the
     Infusion Pump Pre-Use Check."""),
    ("person-ruth-ellison", "Ruth Ellison", "profile",
     """Ruth Ellison is Chief Pharmacist and the system owner of the Meridian ePrescribing module. She also owns the
     VTE Prophylaxis Protocol."""),
    ("person-qureshi", "Dr Nadia Qureshi", "profile",
     """Dr Nadia Qureshi has been Clinical Lead of the South Vale Emergency Department since 2023. Before that she
     was a consultant at North General."""),
    ("person-lucy-chen", "Lucy Chen", "profile",
     """Lucy Chen is Head of Performance and Information. Her team produces the KPI reports and she is system owner
     of the Patient Administration System."""),
    ("person-ian-fletcher", "Dr Ian Fletcher", "profile",
     """Dr Ian Fletcher is Clinical Director for Radiology and the system owner of PACS and Meridian Order Comms."""),
    # -- systems and modules
    ("sys-meridian", "Meridian EPR", "overview",
     """Meridian EPR is the group's electronic patient record, supplied by Vireo Systems and live since November 2019
     at all three hospitals; current version 8.4. Modules include Meridian ePrescribing and Meridian Order Comms.
     System owner: Daniel Okafor (Digital Services). Planned maintenance is on the second Saturday of the month."""),
    ("sys-meridian-access", "How to get a Meridian EPR account", "how-to",
     """New starters get a Meridian EPR account through the RotaPoint starter form; the account is live within two
     working days after the e-learning module is completed. Prescribing rights in Meridian ePrescribing are added
     separately by pharmacy. Locum doctors can get a 30-day account from the service desk (extension 4400)."""),
    ("sys-eprescribing", "Meridian ePrescribing", "overview",
     """Meridian ePrescribing (ePMA) is the electronic prescribing and medicines administration module of Meridian
     EPR, live since March 2021 on all inpatient wards. System owner: Ruth Ellison, Chief Pharmacist. Critical
     medicine alerts (insulin, anticoagulants, Parkinson's medicines) are configured by pharmacy."""),
    ("sys-eprescribing-vs-epr", "Meridian EPR or Meridian ePrescribing: who do I ask?", "faq",
     """Meridian ePrescribing is a module of Meridian EPR, but it has its own owner. Login, access and downtime
     questions go to the EPR Service Owner, Daniel Okafor. Questions about drug records, alerts and prescribing
     rights go to the ePrescribing system owner, Ruth Ellison."""),
    ("sys-ordercomms", "Meridian Order Comms", "overview",
     """Meridian Order Comms is the module of Meridian EPR for requesting tests and imaging and receiving results,
     live since June 2020. System owner: Dr Ian Fletcher. Radiology requests go straight to PACS worklists."""),
    ("sys-pas", "Patient Administration System (PAS)", "overview",
     """The Patient Administration System holds demographics, admissions, discharges, transfers and outpatient
     bookings; it feeds Meridian EPR, BedView and every KPI report. Version 5.2, live since 2014, supplied by Vireo
     Systems. System owner: Lucy Chen."""),
    ("sys-bedview", "BedView", "overview",
     """BedView is the electronic bed board used by the Patient Flow Team and wards at all three hospitals since
     September 2022 (version 3.1). It reads admissions from the Patient Administration System and shows expected
     discharges, bed cleaning status and escalation beds. System owner: Priya Raman."""),
    ("sys-bedview-howto", "How to request a bed in BedView", "how-to",
     """To request a bed, open the patient on BedView, choose Request Bed, pick the specialty and any isolation needs,
     and the site team allocates a bed; the ward sees it on its board within a minute. Outside BedView (downtime)
     phone the site team on extension 4000. Full steps are in the Bed Request Procedure."""),
    ("sys-pacs", "PACS", "overview",
     """PACS, the picture archiving and communication system from Brightwater Imaging (version 11, live since 2018),
     stores all CT, MRI, X-ray and ultrasound images. System owner: Dr Ian Fletcher."""),
    ("sys-safereport", "SafeReport", "overview",
     """SafeReport is the incident reporting system, version 2.7, live since January 2020. Every member of staff can
     report an incident from any PC or the intranet. System owner: Joanne Hart, Patient Safety Team."""),
    ("sys-safereport-howto", "How to report an incident in SafeReport", "how-to",
     """Open SafeReport from the intranet, choose New Incident, select the category (fall, medication, equipment,
     IT, other), describe what happened without patient names, record harm, and submit. The ward manager gets it
     within the hour. Report within 24 hours of the event, as the Incident Reporting Policy requires."""),
    ("sys-rotapoint", "RotaPoint", "overview",
     """RotaPoint is the e-rostering system for nursing and medical staff, version 6.0, live since May 2023. Business
     owner: Helen Marsh. Rotas are published six weeks ahead."""),
    ("sys-carelink", "CareLink patient app", "overview",
     """CareLink is the patient app from Nimbus Digital, live since October 2023 (version 4.2). Patients book and
     change appointments, get reminders and, depending on the plan, see test results, order repeat prescriptions
     and join video consultations. System owner: Tom Ashworth. Sites license it on CareLink Basic, CareLink Plus or
     CareLink Pro."""),
    ("sys-videoconsult", "CareLink Video Consult", "overview",
     """CareLink Video Consult is the video consultation module of CareLink, live since April 2024 and only
     included in CareLink Pro. System owner: Sam Whitfield, General Manager of Outpatients. Clinicians start the call
     from the clinic list; patients join from the app without an account."""),
    # -- plans
    ("plan-basic", "CareLink Basic", "product",
     """CareLink Basic costs £950 a month per site. It includes online booking, cancellation and SMS and app
     reminders. No test results, no repeat prescriptions, no video. Used at Eastfield Health Centre."""),
    ("plan-plus", "CareLink Plus", "product",
     """CareLink Plus costs £2,400 a month per site. Everything in Basic plus test results in the app, repeat
     prescription requests and two-way messaging with the clinic. Used at Northgate Clinic and Millbrook Clinic."""),
    ("plan-pro", "CareLink Pro", "product",
     """CareLink Pro costs £4,600 a month per site. Everything in Plus, plus CareLink Video Consult and remote
     monitoring for blood pressure and glucose. Used at the North General Outpatient Centre."""),
    ("cmp-carelink-plans", "CareLink plans compared", "comparison",
     """Basic (£950/month): booking and reminders. Plus (£2,400/month): adds test results, repeat prescriptions and
     messaging. Pro (£4,600/month): adds video consultations and remote monitoring. Upgrades take effect from the
     next calendar month; downgrades need three months' notice to Nimbus Digital."""),
    ("plan-upgrade-howto", "How to change a site's CareLink plan", "how-to",
     """A site manager asks Digital Services for a plan change with a cost code; Procurement raises the change
     order with Nimbus Digital. Upgrades start on the first of the next month; downgrades need three months'
     notice."""),
    # -- protocols
    ("prot-sepsis-v3", "Sepsis Protocol v3", "protocol",
     """Sepsis Protocol v3 is in force from 1 July 2025 in both emergency departments and the Acute Medical Unit,
     replacing Sepsis Protocol v2. Author: Dr Amara Okafor. Screening uses NEWS2 of 5 or more plus a suspected
     infection; red-flag sepsis needs antibiotics within one hour and a senior review within 30 minutes. Lactate is
     taken on the Aster BG-9 at the bedside. Review due July 2027."""),
    ("prot-sepsis-v2", "Sepsis Protocol v2 (superseded)", "protocol",
     """Sepsis Protocol v2 applied from March 2022 until 30 June 2025 in the emergency departments. Author: Dr Ravi
     Menon. Screening used a NEWS2 of 7 or more; antibiotics were due within one hour, senior review within 60
     minutes. Superseded by Sepsis Protocol v3."""),
    ("cmp-sepsis-v2-v3", "What changed from sepsis v2 to v3", "comparison",
     """Sepsis Protocol v3 lowers the screening trigger from NEWS2 7 to NEWS2 5, brings the senior review forward from
     60 to 30 minutes, adds bedside lactate on the blood gas analyser, and extends the protocol to the Acute Medical
     Unit. The one-hour antibiotic target is unchanged."""),
    ("prot-triage", "ED Triage Protocol", "protocol",
     """The ED Triage Protocol (version 4, from February 2024) applies to both emergency departments and the
     Riverside Minor Injuries Unit. Every walk-in patient is triaged by a nurse within 15 minutes of arrival using
     five categories; ambulance handovers are triaged on arrival. Owner: Dr Amara Okafor. Review due February 2026."""),
    ("prot-vte", "VTE Prophylaxis Protocol", "protocol",
     """Every adult inpatient gets a VTE risk assessment in Meridian EPR within 14 hours of admission; prophylaxis is
     prescribed in Meridian ePrescribing. Version 5, from September 2024. Owner: Ruth Ellison."""),
    ("prot-stroke", "Stroke Thrombolysis Pathway", "protocol",
     """Suspected strokes arriving at the North General Emergency Department go straight to CT on the Lumina CT
     128; thrombolysis is given within 60 minutes of arrival when indicated. South Vale diverts suspected strokes to
     North General. Owner: Claire Doyle."""),
    # -- policies and procedures
    ("pol-falls", "Falls Prevention Policy", "policy",
     """The Falls Prevention Policy (version 3.2, from November 2024) requires a falls risk assessment within six
     hours of admission for every patient over 65, a lying and standing blood pressure, and a post-fall review within
     24 hours. High-risk patients may get a bed sensor mat. Owner: Helen Marsh. Review due November 2026."""),
    ("proc-falls-assessment", "Falls Risk Assessment Procedure", "procedure",
     """How to do the falls risk assessment in Meridian EPR: open the Falls form, score mobility, cognition,
     continence and medicines, and the form sets the risk level. High risk triggers a care plan, a low bed and,
     where available, a Corbel Bed Sensor Mat. Reassess after any fall or transfer."""),
    ("pol-escalation", "Bed Escalation Policy", "policy",
     """The Bed Escalation Policy (version 6, January 2025) defines OPEL levels 1 to 4 for each hospital. At OPEL 3 the
     site opens escalation bays and runs discharge huddles every four hours; at OPEL 4 the site commander may
     cancel electives and ask Riverside for step-down transfers. Owner: Priya Raman."""),
    ("pol-hand-hygiene", "Hand Hygiene Policy", "policy",
     """The Hand Hygiene Policy (version 4) requires the five moments of hand hygiene and sets a 95% compliance
     standard for every ward, audited monthly by the Infection Prevention and Control Team. Bare below the elbows
     in clinical areas. Owner: Sofia Brennan."""),
    ("pol-visiting", "Visiting Policy", "policy",
     """Visiting Policy 2025.1: general wards 11am to 8pm, two visitors at a bedside. Intensive Care and the Rowan
     Maternity Unit set their own hours; birth partners are welcome at any time. Owner: Helen Marsh."""),
    ("pol-discharge", "Discharge Policy", "policy",
     """The Discharge Policy sets the principles: planning starts on admission, every patient has an expected
     date of discharge in BedView, and patients should leave the ward by 11am on the day of discharge. Patients who
     no longer need an acute bed move to the discharge lounge. Owner: Priya Raman."""),
    ("proc-discharge", "Patient Discharge Procedure", "procedure",
     """Step by step: confirm medical fitness, complete the discharge summary in Meridian EPR, order take-home
     medicines in Meridian ePrescribing by 10am, book transport if needed, update BedView to 'discharged' and hand
     over to the district nurses. Weekend discharges follow the same steps with the site team. Owner: Priya Raman."""),
    ("cmp-discharge-policy-procedure", "Discharge Policy vs Patient Discharge Procedure", "faq",
     """The Discharge Policy says what must happen (expected date of discharge, 11am target, discharge lounge).
     The Patient Discharge Procedure is the checklist of how to do it on the ward (summary, medicines by 10am,
     transport, BedView update)."""),
    ("pol-incident-reporting", "Incident Reporting Policy", "policy",
     """All staff must report incidents and near misses in SafeReport within 24 hours. Moderate harm and above
     triggers duty of candour and an incident review. Owner: Joanne Hart. Version 7, March 2024."""),
    ("proc-incident-review", "Incident Review Procedure", "procedure",
     """Incidents with moderate or greater harm are reviewed within 60 working days: a review lead is named within
     five days, the family is invited to contribute, and the report with actions goes to the patient safety
     committee. Owner: Joanne Hart. Version 2, March 2024."""),
    ("pol-remote-access", "Remote Access Policy", "policy",
     """Remote access to Meridian EPR and other clinical systems needs a KVH laptop, the VPN and multi-factor
     authentication. Personal devices may use CareLink and webmail only. Owner: Tom Ashworth. Version 2, February
     2025."""),
    ("proc-epr-downtime", "EPR Downtime Procedure", "procedure",
     """When Meridian EPR is down, wards switch to the paper downtime packs: printed medication charts from the
     four-hourly downtime report, paper request forms and BedView in read-only mode. Version 4 (September 2025)
     adds a downtime report refresh every two hours and a named downtime coordinator per site. Owner: Daniel Okafor."""),
    ("proc-pump-check", "Infusion Pump Pre-Use Check", "procedure",
     """Before every infusion: check the service sticker, inspect the cassette door latch, run the self-test and
     prime with the anti-free-flow clamp closed. Introduced in July 2025 after the Infusa 300 free-flow incident.
     Owner: Marcus Hale."""),
    ("proc-bed-request", "Bed Request Procedure", "procedure",
     """Wards and the emergency departments request beds in BedView. The site team allocates within 30 minutes at
     OPEL 1-2 and within 15 minutes at OPEL 3-4. During downtime, phone extension 4000."""),
    # -- suppliers and devices
    ("sup-halden", "Halden Medical", "supplier",
     """Halden Medical supplies the group's volumetric infusion pumps: the older Infusa 300 and the newer Infusa 500.
     Contract managed by Procurement until 2028; field safety notices go to Medical Engineering."""),
    ("sup-vireo", "Vireo Systems", "supplier",
     """Vireo Systems supplies Meridian EPR (including ePrescribing and Order Comms) and the Patient Administration
     System, hosted in Vireo's data centre. Contract to 2029 with a 99.9% availability commitment."""),
    ("sup-brightwater", "Brightwater Imaging", "supplier",
     """Brightwater Imaging supplies PACS and the two CT scanners, the Lumina CT 128 at North General and the Lumina
     CT 64 at South Vale, with a five-year maintenance contract."""),
    ("sup-nimbus", "Nimbus Digital", "supplier",
     """Nimbus Digital makes the CareLink patient app and its Video Consult module. Support is 8am to 8pm; the
     SMS gateway is run by a subcontractor."""),
    ("sup-aster", "Aster Diagnostics", "supplier",
     """Aster Diagnostics supplies the Aster BG-9 blood gas analysers in intensive care and both emergency
     departments, with cartridges delivered weekly."""),
    ("sup-corbel", "Corbel Healthcare Supplies", "supplier",
     """Corbel Healthcare Supplies provides ward consumables and the Corbel Bed Sensor Mat used for falls
     prevention on Ward 7 Respiratory and Ward 2 Rehabilitation."""),
    ("sup-pulsar", "Pulsar Cardiac", "supplier",
     """Pulsar Cardiac supplies the Pulsar D5 Defibrillator on every ward and in both emergency departments, with
     annual servicing by Medical Engineering."""),
    ("dev-infusa300", "Infusa 300 infusion pump", "device",
     """The Infusa 300 is Halden Medical's 2016 volumetric pump, still used at South Vale and Riverside (about 410
     pumps). After the June 2025 free-flow incident all cassette door latches were replaced under a Halden field
     safety notice. It will be replaced by the Infusa 500 by March 2026."""),
    ("dev-infusa500", "Infusa 500 infusion pump", "device",
     """The Infusa 500 is Halden Medical's 2024 pump, rolled out at North General in July and August 2025 (520
     pumps). It has a drug library linked to Meridian ePrescribing and a latch sensor that stops the pump if the
     door opens."""),
    ("cmp-infusa", "Infusa 300 vs Infusa 500", "comparison",
     """The Infusa 500 adds a drug library with dose limits, wireless logs and a door latch sensor; the Infusa 300
     has none of these. Both use the same giving sets. The 500 costs £2,150 per pump, the 300 was £1,600."""),
    ("dev-ct", "CT scanners", "device",
     """North General has a Lumina CT 128 (2021), used for stroke and trauma. South Vale has an older Lumina CT 64
     (2015), due for replacement in 2026. Both are Brightwater Imaging scanners linked to PACS."""),
    ("dev-bloodgas", "Aster BG-9 Analyser", "device",
     """The Aster BG-9 gives blood gas, lactate and electrolytes in 90 seconds. Units are in Intensive Care (two),
     the North General Emergency Department and the South Vale Emergency Department. Sepsis Protocol v3 uses it for
     bedside lactate."""),
    ("dev-defib", "Pulsar D5 Defibrillator", "device",
     """The Pulsar D5 is the standard defibrillator on all wards. Daily checks are recorded on the resus trolley
     checklist; faults go to Medical Engineering."""),
    ("dev-sensor-mat", "Corbel Bed Sensor Mat", "device",
     """The Corbel Bed Sensor Mat alarms at the nurses' station when a high-risk patient gets up. Twenty mats were
     piloted on Ward 7 Respiratory from August 2025; Ward 2 Rehabilitation has used them since 2023."""),
    # -- incidents and reviews
    ("inc-epr-outage", "July 2025 Meridian EPR Outage", "incident",
     """On 14 July 2025 Meridian EPR and Meridian ePrescribing were unavailable at all three hospitals from 09:40 to
     14:50 (5 h 10 min). Wards used the EPR downtime packs; two theatre lists at South Vale were cancelled."""),
    ("review-epr-outage", "Review: July 2025 Meridian EPR Outage", "review",
     """Root cause: a storage controller firmware update applied by Vireo Systems in the live environment without
     the agreed change window. Failover did not start because the standby controller had the same firmware.
     Actions: Vireo to test firmware in the training environment first; EPR Downtime Procedure rewritten (version 4,
     September 2025); downtime reports every two hours. Review closed 29 August 2025."""),
    ("inc-pump-freeflow", "June 2025 Infusa 300 Free-Flow Incident", "incident",
     """On 11 June 2025 on the Acute Medical Unit an Infusa 300 delivered about 400 ml of IV fluid in 20 minutes after
     the cassette door was opened without closing the clamp. The patient needed monitoring but came to no lasting
     harm."""),
    ("review-pump-freeflow", "Review: June 2025 Infusa 300 free-flow", "review",
     """The door latch on older Infusa 300 pumps could release under load; Halden Medical issued a field safety
     notice. Actions: all latches replaced by 31 July, the Infusion Pump Pre-Use Check introduced, and the Infusa 500
     roll-out at North General brought forward to July 2025."""),
    ("inc-ward6-fall", "September 2025 Ward 6 Fall With Harm", "incident",
     """On the night of 9 September 2025 a patient recovering from hip surgery on Ward 6 Orthopaedics fell on the way
     to the toilet and fractured a wrist. Moderate harm; duty of candour done."""),
    ("review-ward6-fall", "Review in progress: Ward 6 fall with harm", "review",
     """Early findings: the falls risk assessment was done but lying and standing blood pressure was not recorded;
     there was no sensor mat available at South Vale; two of four night staff were agency. The incident review lead
     is Liam Morgan; the report is due in November 2025."""),
    ("inc-opel4", "August 2025 North General OPEL 4 Escalation", "incident",
     """From 18 to 20 August 2025 North General Hospital declared OPEL 4: 62 patients in the emergency department at
     the peak, 14 waiting over 12 hours for a bed, and corridor care on two nights. Elective surgery at NGH was
     cancelled for two days and Riverside took extra step-down transfers."""),
    ("review-opel4", "Review: August 2025 OPEL 4 at North General", "review",
     """Causes: 142 delayed discharges, the closure of a care home in the valley, and a norovirus bay closure on Ward
     7. The Bed Escalation Policy worked but discharge huddles started late. Actions: a discharge lounge open until
     10pm and a weekend discharge team."""),
    ("inc-carelink-reminders", "September 2025 CareLink Reminder Failure", "incident",
     """From 3 to 5 September 2025 CareLink sent no SMS reminders for Millbrook Clinic and Northgate Clinic after Nimbus
     Digital's SMS subcontractor changed its sender settings. App notifications still worked. About 1,100
     reminders were missed."""),
    ("review-carelink-reminders", "Review: CareLink reminder failure", "review",
     """Nimbus Digital had not tested the SMS change against Plus-plan sites. Missed appointments were rebooked;
     Millbrook's September DNA rate rose to 12.9%. Nimbus now sends a daily delivery report to Digital Services."""),
    ("inc-ward5-insulin", "August 2025 Ward 5 Insulin Omission", "incident",
     """On 22 August 2025 a patient on Ward 5 Surgical missed an evening insulin dose; blood glucose rose to 24
     mmol/L and was corrected overnight. The omission was not flagged by Meridian ePrescribing."""),
    ("review-ward5-insulin", "Review: Ward 5 insulin omission", "review",
     """The critical-medicine alert for insulin had not been switched on for Ward 5 when the module was upgraded to
     8.4. Pharmacy has now checked alert settings on every ward. Closed 30 September 2025."""),
    # -- cause analyses and commentary on KPIs
    ("why-ngh-occ-2025-09", "Why North General occupancy hit 97.4% in September", "analysis",
     """North General Hospital occupancy reached 97.4% in September 2025 because delayed discharges rose to 167,
     mostly patients waiting for home care packages after the care home closure in August. The Acute Medical Unit
     ran at 101% with escalation beds open for 20 days."""),
    ("why-ngh-occ-2025-08", "Why North General occupancy rose in August", "analysis",
     """Occupancy at North General Hospital rose from 94.1% in July to 96.8% in August 2025: the OPEL 4 period,
     the care home closure and a norovirus bay closure on Ward 7 Respiratory."""),
    ("why-rch-occ-2025-09", "Riverside occupancy rising", "analysis",
     """Riverside Community Hospital occupancy has risen every month since July (82.0% to 86.9% in September 2025)
     because Ward 2 Rehabilitation is taking more step-down patients from North General under the Bed Escalation
     Policy."""),
    ("why-ngh-ed-2025-08", "NGH ED: why August was the worst month", "analysis",
     """The North General Emergency Department's four-hour performance fell to 66.5% in August 2025, its lowest this
     year, with a median wait of 196 minutes. Exit block during the OPEL 4 escalation kept admitted patients in ED;
     triage times also slipped to 22 minutes because triage nurses were moved to corridor care."""),
    ("why-ngh-ed-2025-09", "NGH ED: September recovery", "analysis",
     """In September 2025 the North General Emergency Department recovered to 69.8% against the four-hour standard
     as the escalation eased, and median triage time came back to 17 minutes after a second triage nurse was rostered
     from 10am to 10pm."""),
    ("why-svh-ed-2025-09", "SVH ED: September dip", "analysis",
     """South Vale Emergency Department's four-hour performance dipped to 76.9% in September 2025 as attendances rose
     to 6,350 after schools returned; two middle-grade doctor gaps on nights added to waits."""),
    ("why-ngh-readm-2025q3", "North General readmissions up in Q3", "analysis",
     """North General Hospital's 30-day readmission rate rose to 11.9% in Q3 2025. Two thirds of the increase were
     frail patients discharged at weekends without district nurse follow-up; respiratory readmissions from Ward 7
     also rose. A weekend discharge team started in October."""),
    ("why-rch-readm-2025q3", "Riverside readmissions falling", "analysis",
     """Riverside Community Hospital's readmission rate has fallen from 12.1% in Q1 to 10.8% in Q3 2025 after the
     therapy-led discharge assessments on Ward 2 Rehabilitation."""),
    ("why-ward6-falls-2025-09", "Ward 6 falls doubled in September", "analysis",
     """Ward 6 Orthopaedics' falls rate rose from 4.4 in August to 7.6 per 1,000 bed days in September 2025 (six
     falls), including the fall with harm on 9 September. Night staffing with agency nurses and no sensor mats at
     South Vale are the main themes."""),
    ("why-ward7-falls-2025-09", "Ward 7 falls down after sensor mats", "analysis",
     """Ward 7 Respiratory's falls rate dropped from 8.1 in August to 5.2 per 1,000 bed days in September 2025, the
     first month with all twenty Corbel Bed Sensor Mats in use."""),
    ("why-svh-hh-2025q3", "South Vale hand hygiene below standard in Q3", "analysis",
     """South Vale Hospital's hand hygiene compliance fell to 91.0% in Q3 2025, below the 95% standard, mainly on
     Ward 5 Surgical during the bed closure when staff were moved between bays. IPC is re-auditing monthly."""),
    ("why-millbrook-dna-2025-09", "Millbrook DNA rate in September", "analysis",
     """Millbrook Clinic's DNA rate rose to 12.9% in September 2025, mostly the appointments of 4 to 8 September whose
     SMS reminders were lost in the CareLink reminder failure."""),
    ("why-ngoc-dna-2025-09", "North General Outpatient Centre DNAs falling", "analysis",
     """The DNA rate at the North General Outpatient Centre fell from 9.4% in August to 8.1% in September 2025 after
     CareLink Pro's two-way reminders let patients cancel with one tap; 640 slots were reused."""),
    ("why-ngh-sepsis-2025q3", "NGH sepsis antibiotics improved in Q3", "analysis",
     """Antibiotics within one hour rose from 78% to 88% in the North General Emergency Department in Q3 2025, the
     first quarter under Sepsis Protocol v3: the lower NEWS2 trigger and a sepsis trolley in majors."""),
    ("why-epr-avail-2025-07", "Why EPR availability missed target in July", "analysis",
     """EPR Availability was 99.21% in July 2025 against the 99.9% target because of the 5 h 10 min July 2025
     Meridian EPR Outage; August and September were back above target."""),
    # -- group-level summaries and other reports
    ("kpi-summary-2025-09", "Board KPI summary, September 2025", "report",
     """Group summary for September 2025: bed occupancy 97.4% (NGH), 88.7% (SVH), 86.9% (RCH); four-hour
     performance 69.8% (NGH ED) and 76.9% (SVH ED); falls rate highest on Ward 2 Rehabilitation (8.8) and Ward 6
     Orthopaedics (7.6); outpatient DNA rate highest at Millbrook Clinic (12.9%)."""),
    ("kpi-summary-2025-08", "Board KPI summary, August 2025", "report",
     """Group summary for August 2025: bed occupancy 96.8% (NGH), 91.2% (SVH), 84.6% (RCH); four-hour performance
     66.5% (NGH ED) and 80.1% (SVH ED); one major escalation (OPEL 4 at North General, 18-20 August)."""),
    ("kpi-incidents-2025q3", "Patient safety incidents, Q3 2025", "report",
     """In Q3 2025 staff reported 2,214 incidents in SafeReport (up 6% on Q2): 61% no harm, 33% low harm, 6 moderate
     harm incidents including the Ward 5 insulin omission and the Ward 6 fall with harm, and no severe harm. The
     July 2025 Meridian EPR Outage was the only major IT incident."""),
    ("kpi-incidents-2025q2", "Patient safety incidents, Q2 2025", "report",
     """In Q2 2025 staff reported 2,089 incidents in SafeReport: 4 moderate harm, including the June 2025 Infusa 300
     free-flow incident on the Acute Medical Unit."""),
    ("cmp-readm-sites-2025q3", "Readmissions by site, Q3 2025", "comparison",
     """30-day readmission rate, Q3 2025: North General Hospital 11.9%, South Vale Hospital 8.4%, Riverside Community
     Hospital 10.8%. South Vale's elective case mix keeps its rate lowest."""),
    ("cmp-ed-2025-09", "Emergency departments compared, September 2025", "comparison",
     """September 2025: North General Emergency Department 69.8% within four hours, median wait 181 min, triage 17
     min; South Vale Emergency Department 76.9%, median wait 141 min, triage 13 min. Neither met the 78% standard."""),
    ("faq-kpi-definitions", "KPI definitions", "faq",
     """Bed occupancy: occupied general and acute beds at midnight divided by available beds. Four-hour
     performance: share of ED attendances admitted, transferred or discharged within four hours. 30-day readmission
     rate: emergency readmissions within 30 days of discharge. DNA rate: booked outpatient appointments not attended
     without notice. Falls rate: inpatient falls per 1,000 occupied bed days."""),
    ("faq-parking", "Staff parking", "faq",
     """Staff parking permits are issued by Estates and Facilities. North General has a multi-storey staff car
     park; South Vale and Riverside have surface car parks. Millbrook Clinic has 12 spaces shared with patients."""),
    ("faq-no-cardiology-svh", "Is there a cath lab?", "faq",
     """Kestrel Valley Health has no cardiac catheter lab; primary PCI patients go directly to the regional heart
     centre. There are no plans for one at South Vale."""),
    ("faq-no-helipad", "Helicopter landing", "faq",
     """None of the group's hospitals has a helipad; air ambulance patients land at the regional major trauma
     centre."""),
    ("faq-remote-epr", "Can I use Meridian from home?", "faq",
     """Only on a KVH laptop through the VPN with multi-factor authentication, as the Remote Access Policy says.
     Meridian EPR cannot be opened from a personal phone or home PC."""),
    ("faq-visiting-icu", "Visiting in intensive care", "faq",
     """The North General Intensive Care Unit allows two visitors at a time between 2pm and 8pm, with exceptions for
     end-of-life care agreed with the nurse in charge."""),
    ("faq-pump-fault", "What to do if an infusion pump alarms or fails", "how-to",
     """Applies to Infusa 300 and Infusa 500 pumps alike. Stop the infusion, clamp the line, take the pump out of use with a red fault tag and log it with Medical
     Engineering on extension 4650; report any patient impact in SafeReport."""),
    ("faq-incident-deadline", "How quickly must an incident be reported?", "faq",
     """Within 24 hours of the event, in SafeReport. Moderate harm or worse is escalated to the Patient Safety Team the
     same day."""),
    ("faq-opel-levels", "What do the OPEL levels mean?", "faq",
     """OPEL 1: normal. OPEL 2: pressure building, extra discharge focus. OPEL 3: major pressure, escalation bays
     open. OPEL 4: the hospital cannot deliver comprehensive care; site commander leads, electives may be cancelled.
     Defined in the Bed Escalation Policy."""),
    ("notice-ct-replacement", "CT 64 replacement plan", "notice",
     """The Lumina CT 64 at South Vale Hospital will be replaced in spring 2026; the business case is with
     Procurement. Brightwater Imaging will keep servicing it until then."""),
    ("notice-sepsis-training", "Sepsis v3 training", "notice",
     """All ED and AMU nurses must complete the Sepsis Protocol v3 e-learning by 30 September 2025; by the deadline
     91% had done so."""),
    ("notice-pump-rollout", "Infusa 500 roll-out at South Vale and Riverside", "notice",
     """After North General, South Vale and Riverside will move from the Infusa 300 to the Infusa 500 between
     January and March 2026. Training is run by Medical Engineering."""),
    ("minutes-flow-2025-09", "Patient flow meeting notes, September 2025", "minutes",
     """The patient flow meeting agreed to open the discharge lounge until 10pm at North General from October, to
     ask Riverside for four more step-down beds, and to review BedView's expected discharge dates daily at 9am."""),
    ("minutes-digital-2025-09", "Digital board notes, September 2025", "minutes",
     """The digital board accepted the EPR outage review, approved the Meridian 8.5 upgrade for February 2026 and
     asked Nimbus Digital for a CareLink Pro quote for Millbrook Clinic."""),
    ("faq-carelink-results", "Why can't patients at Eastfield see their results in CareLink?", "faq",
     """Test results in the app need CareLink Plus or CareLink Pro. Eastfield Health Centre is on CareLink Basic, so
     its patients see appointments and reminders only."""),
    ("faq-video-plus", "Can a Plus site run video clinics?", "faq",
     """No. CareLink Video Consult is only in CareLink Pro; Plus sites such as Northgate Clinic use phone clinics or
     book rooms at the North General Outpatient Centre."""),
]


def hand_docs() -> list[dict]:
    return [doc(id_, title, text, kind) for id_, title, kind, text in HAND]


def all_docs() -> list[dict]:
    return [*table_docs(), *hand_docs()]
