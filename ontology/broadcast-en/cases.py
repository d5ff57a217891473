"""The conversations of the broadcast-en bundle, written as Corrievale Broadcasting staff (presenters,
producers, transmission engineers, schedulers, compliance, sales) would chat with a RAG bot over their
KB. Time anchor: mid-October 2025 (latest month September 2025, latest quarter Q3 2025).

Each turn: t(type, user, assistant, gold_rewrite, entities, docs, must_include, must_exclude,
clarify_candidates, issue13 tags); see ../bundlekit.py.
"""

from __future__ import annotations

from bundlekit import turn as t

# labels more than one entity carries on purpose (only the history decides between them)
SHARED_ALIASES = ["Tullagh", "Marrowby", "Penhallow", "Orrery", "Pylonet agreement"]

CONVS = {}

# C01 transmission engineer: the Tullagh outage, its investigation, the maintenance contract
CONVS["C01"] = [
    t("first", "what happend with the tullagh outage in august",
      "On 12 August 2025 mains power to the Tullagh Transmitter failed at 07:12 and the standby generator did not "
      "start; Tullagh FM and Ardvane TV were off air in the Tullagh area for 94 minutes, until 08:46.",
      "What happened in the Tullagh Off-Air Event in August 2025", ["inc_tullagh"],
      ["inc-tullagh", "invrep-tullagh"], ["August"], tags=["composition"]),
    t("ellipsis", "why didnt the genny start",
      "The Tullagh Off-Air Investigation found the generator's start battery was flat; the monthly generator test "
      "had not been done since May.",
      "Why did the standby generator not start in the Tullagh Off-Air Event", ["inc_tullagh"],
      ["invrep-tullagh"], tags=["no_cue", "composition"]),
    t("pronoun", "who led it",
      "Declan Garvey, the transmission engineer for Wenlow, led it; the final report is dated 9 September 2025.",
      "Who led the Tullagh Off-Air Investigation", ["inv_tullagh"], ["inv-tullagh", "invrep-tullagh"],
      tags=["antecedent"]),
    t("pronoun", "is he the one who manages the kestrand contract",
      "Yes, Declan Garvey is the contract manager of the Kestrand Transmitter Maintenance Contract (GBP 310,000 a "
      "year, until June 2027).",
      "Does Declan Garvey manage the Kestrand Transmitter Maintenance Contract",
      ["p_declan_garvey", "con_kestrand"], ["con-kestrand", "p-declan-garvey"], tags=["antecedent", "composition"]),
    t("continuation", "whats the response time in that",
      "The Kestrand contract promises an engineer on site within 6 hours.",
      "What is the engineer response time service level in the Kestrand Transmitter Maintenance Contract",
      ["con_kestrand"], ["con-kestrand"], tags=["antecedent", "description"]),
    t("nil", "do we have anything with gridmast for a temporary mast",
      "I can't find Gridmast in the knowledge base; the transmission contracts are with Pylonet Transmission and "
      "Kestrand Electronics.",
      "Do we have a contract with Gridmast for a temporary mast", [], [], ["Gridmast"], ["Kestrand", "Tullagh"],
      tags=["no_carry"]),
]

# C02 station manager: Tullagh FM audience figures
CONVS["C02"] = [
    t("first", "tullagh fm reach in august?",
      "Tullagh FM's Weekly Reach was 29.4% in August 2025, down from 31.8% in July; the Tullagh Off-Air Event took "
      "it off air for 94 minutes on 12 August.",
      "What was Tullagh FM's Weekly Reach in August 2025", ["st_tullagh", "m_reach"], ["kpi-tullagh-2025-08"],
      ["August"], tags=["composition"]),
    t("ellipsis", "and share",
      "Audience Share was 12.6% in August, against 13.9% in July.",
      "What was Tullagh FM's Audience Share in August 2025", ["st_tullagh", "m_share"], ["kpi-tullagh-2025-08"],
      ["August"], tags=["no_cue", "constraint"]),
    t("ellipsis", "sept?",
      "In September 2025 reach was back to 31.1% and share to 13.5%.",
      "What were Tullagh FM's Weekly Reach and Audience Share in September 2025",
      ["st_tullagh", "m_reach", "m_share"], ["kpi-tullagh-2025-09"], ["September"], ["August"],
      tags=["constraint", "composition"]),
    t("continuation", "why did it dip in aug then",
      "The Q3 audience cause analysis puts about 60% of the dip on the Tullagh Off-Air Event during the breakfast "
      "show, 25% on Orla Penhallow's leave and 15% on a competitor's summer promotion.",
      "Why did Tullagh FM's Weekly Reach dip in August 2025, audience cause analysis Q3 2025",
      ["st_tullagh", "m_reach"], ["why-tullagh-2025q3"], ["August"], tags=["antecedent", "constraint"]),
    t("pronoun", "how long was she off",
      "Orla Penhallow was on leave from 21 July to 3 August; Padraig Dowse produced a stand-in breakfast show with "
      "guest presenters.",
      "How long was Orla Penhallow on leave", ["p_orla_penhallow"], ["kpi-tullagh-2025-07", "why-tullagh-2025q3"],
      tags=["antecedent"]),
    t("comparison", "hows corran share compare in aug",
      "In August 2025 Corran Radio had 11.9% share against Tullagh FM's 12.6%.",
      "Compare Corran Radio and Tullagh FM Audience Share in August 2025", ["st_corran", "st_tullagh", "m_share"],
      ["kpi-corran-2025-08", "kpi-tullagh-2025-08"], ["August"], ["Orla"], tags=["composition", "constraint"]),
]

# C03 a name shared by the station and its transmitter
CONVS["C03"] = [
    t("clarify", "whos in charge of tullagh",
      "Do you mean Tullagh FM, the radio station (station manager Morwenna Roake), or the Tullagh Transmitter site "
      "(operated by Pylonet Transmission)?",
      cands=["st_tullagh", "tx_tullagh"], tags=["ask"]),
    t("continuation", "the mast",
      "The Tullagh Transmitter is owned and operated by Pylonet Transmission; Kestrand Electronics maintains the "
      "transmitters.",
      "Who operates the Tullagh Transmitter", ["tx_tullagh"], ["tx-tullagh"], tags=["description"]),
    t("pronoun", "how tall is it",
      "187 m, the tallest mast in the network.",
      "What is the mast height of the Tullagh Transmitter", ["tx_tullagh"], ["tx-tullagh"], tags=["antecedent"]),
    t("pronoun", "whats the backup power there",
      "A diesel generator with 8 hours of fuel, replaced after the August 2025 outage.",
      "What is the backup power at the Tullagh Transmitter", ["tx_tullagh"], ["tx-tullagh"],
      tags=["antecedent", "no_cue"]),
    t("comparison", "brannock has more fuel right?",
      "Yes: the Brannock Hill Transmitter has 24 hours of generator fuel against 8 at Tullagh.",
      "Does the Brannock Hill Transmitter have more generator fuel than the Tullagh Transmitter",
      ["tx_brannock", "tx_tullagh"], ["tx-brannock", "tx-tullagh"], tags=["composition"]),
]

# C04 compliance: the editorial and complaints policy, 2025 vs 2023
CONVS["C04"] = [
    t("first", "what does the complaints policy say about response times",
      "Under the Editorial and Complaints Policy 2025 complaints are acknowledged within 2 working days and "
      "answered within 10; it replaced the Editorial and Complaints Policy 2023 on 1 June 2025.",
      "What does the Editorial and Complaints Policy 2025 say about complaint response times", ["pol_ed_2025"],
      ["pol-ed-2025", "cmp-ecp-2023-2025"], tags=["composition"]),
    t("confusable", "and in the older one?",
      "The 2023 policy (version 4) gave 20 working days and required no acknowledgement.",
      "What did the Editorial and Complaints Policy 2023 say about complaint response times", ["pol_ed_2023"],
      ["pol-ed-2023", "cmp-ecp-2023-2025"], [], ["2025"], tags=["description"]),
    t("continuation", "when did the new one come in",
      "The 2025 policy (version 5) has been in force since 1 June 2025.",
      "When did the Editorial and Complaints Policy 2025 come into force", ["pol_ed_2025"], ["pol-ed-2025"],
      [], ["2023"], tags=["description"]),
    t("pronoun", "who owns it",
      "Lise Haugen, Head of Compliance.",
      "Who is the document owner of the Editorial and Complaints Policy 2025", ["pol_ed_2025"], ["pol-ed-2025"],
      tags=["antecedent"]),
    t("pronoun", "what procedures sit under it",
      "Two: the Audience Complaints Procedure (owner Omar Rashed) and the Live Phone-in Procedure (owner Maud "
      "Inchbald).",
      "Which procedures implement the Editorial and Complaints Policy 2025", ["pol_ed_2025"],
      ["proc-complaints", "proc-phonein"], tags=["antecedent"]),
    t("pronoun", "what does omars one say about escalation",
      "The Audience Complaints Procedure escalates to the Head of Compliance after 8 working days.",
      "What does the Audience Complaints Procedure say about escalation", ["proc_complaints"],
      ["proc-complaints"], tags=["antecedent", "description"]),
]

# C05 producer: the phone-in complaint
CONVS["C05"] = [
    t("first", "what went wrong on skelwick speaks in september",
      "On 16 September 2025 (the Skelwick Speaks Phone-in Complaint) a caller made an allegation about a named "
      "councillor that went out because the delay unit had been bypassed; 212 complaints followed.",
      "What went wrong on Skelwick Speaks in September 2025", ["prog_speaks"], ["inc-phonein", "invrep-phonein"],
      ["September"], tags=["composition"]),
    t("continuation", "who was presenting",
      "Dervla Quist, host of Skelwick Speaks since 2012.",
      "Who was presenting Skelwick Speaks during the Skelwick Speaks Phone-in Complaint",
      ["prog_speaks", "inc_phonein"], ["p-dervla-quist", "prog-speaks"], tags=["no_cue"]),
    t("pronoun", "did she bypass the delay herself",
      "Yes: the Phone-in Complaint Investigation found the presenter bypassed the failed delay unit without telling "
      "the producer.",
      "Did Dervla Quist bypass the delay unit herself in the Skelwick Speaks Phone-in Complaint",
      ["p_dervla_quist", "inc_phonein"], ["invrep-phonein"], tags=["antecedent"]),
    t("continuation", "whos the producer",
      "Maud Inchbald, who also produces Corran Drivetime and wrote the Live Phone-in Procedure.",
      "Who is the producer of Skelwick Speaks", ["prog_speaks"], ["prog-speaks"], tags=["no_cue"]),
    t("continuation", "what does that procedure say about who presses dump",
      "The producer, not the presenter, decides to dump or bypass; the delay unit is tested before every show.",
      "What does the Live Phone-in Procedure say about who decides to dump or bypass", ["proc_phonein"],
      ["proc-phonein", "faq-phonein"], tags=["description"]),
    t("continuation", "did oss open anything",
      "Yes, the Office of Sound and Screen opened an enquiry in September 2025; it is still open.",
      "Did the Office of Sound and Screen open an enquiry into the Skelwick Speaks Phone-in Complaint",
      ["org_osb", "inc_phonein"], ["org-osb", "invrep-phonein"], tags=["composition", "no_cue"]),
]

# C06 sales: the ad break error
CONVS["C06"] = [
    t("first", "whats the story with the wrong ad on ardvane plus",
      "On 21 August 2025 an alcohol advert ran inside Field and Furrow, a family-classed slot, after a manual log "
      "change in Tallyframe Traffic; 38 complaints and GBP 46,000 in makegoods. The Ad Break Error Investigation "
      "closed on 12 September.",
      "What happened in the Ardvane TV Plus Ad Break Error", ["inc_adbreak"], ["inc-adbreak", "invrep-adbreak"],
      tags=["composition"]),
    t("continuation", "how much revenue did plus lose that month",
      "Ardvane TV Plus Ad Revenue was GBP 168k in August 2025 against GBP 214k in July; the makegoods explain "
      "nearly all of the fall.",
      "How much Ad Revenue did Ardvane TV Plus lose in August 2025", ["tv_valeplus", "m_adrev"],
      ["kpi-valeplus-2025-08", "why-valeplus-2025q3"], ["August"], tags=["constraint", "composition"]),
    t("continuation", "who owns the traffic module",
      "Tess Mulvaney, Head of Airtime Sales; Tallyframe Scheduling itself is owned by Nuala Garvey.",
      "Who is the system owner of Tallyframe Traffic", ["mod_tally_traffic"], ["mod-tally-traffic"],
      tags=["composition"]),
    t("confusable", "and the main system, what version is it on",
      "Tallyframe Scheduling is on version 12.2; the Traffic module is on 12.0.",
      "What version is Tallyframe Scheduling on", ["sys_tally"], ["sys-tally"], [], ["Traffic"],
      tags=["description"]),
    t("pronoun", "did she run the investigation too",
      "Yes, Tess Mulvaney led the Ad Break Error Investigation; it found that manual moves in Tallyframe Traffic "
      "skip the scheduling restriction check.",
      "Did Tess Mulvaney lead the Ad Break Error Investigation", ["p_tess_mulvaney", "inv_adbreak"],
      ["inv-adbreak", "invrep-adbreak"], tags=["antecedent"]),
    t("continuation", "whats changed in the ad policy since",
      "The Advertising Scheduling Policy version 6, in force from 1 October 2025: no alcohol or gambling adverts "
      "in family slots, and every manual log change checked by a second person.",
      "What changed in the Advertising Scheduling Policy after the Ardvane TV Plus Ad Break Error",
      ["pol_ads", "inc_adbreak"], ["pol-ads", "invrep-adbreak"], tags=["composition", "constraint"]),
]

# C07 playout engineer: the October black screen
CONVS["C07"] = [
    t("first", "the black screen on ardvane tv last week - what happened",
      "On 7 October 2025 at 18:07, during Ardvane Evening News, the main Orrery Playout server stopped and there "
      "were 11 minutes of black screen before the backup was started by hand (the Ardvane TV Playout Failure).",
      "What happened in the Ardvane TV Playout Failure in October 2025", ["inc_playout"],
      ["inc-playout", "invrep-playout"], ["October"], tags=["composition"]),
    t("ellipsis", "why wasnt the backup armed",
      "The interim Playout Failure Investigation says the weekly failover test had been skipped for three weeks.",
      "Why was the backup playout server not armed in the Ardvane TV Playout Failure", ["inc_playout"],
      ["invrep-playout"], tags=["no_cue"]),
    t("pronoun", "whos running that",
      "Jonah Pickard, playout engineer; the final report is due in November.",
      "Who leads the Playout Failure Investigation", ["inv_playout"], ["inv-playout", "invrep-playout"],
      tags=["antecedent"]),
    t("continuation", "what made the main server stop",
      "An Orrery Ingest update installed on 6 October filled the main server's cache disk.",
      "What made the main Orrery Playout server stop in the Ardvane TV Playout Failure",
      ["sys_orrery", "inc_playout"], ["invrep-playout"], tags=["no_cue"]),
    t("pronoun", "who owns that module",
      "Jonah Pickard owns Orrery Ingest; the Orrery Playout system owner is Livia Vescovi. On-air faults go to "
      "Orrery Media Systems under the Orrery Playout Support Contract.",
      "Who is the system owner of Orrery Ingest", ["mod_orrery_ingest"], ["mod-orrery-ingest"], [], ["Livia"],
      tags=["antecedent", "description"]),
    t("pronoun", "did they answer in time",
      "No: Orrery Media Systems answered in 50 minutes against the 30-minute remote response in the contract.",
      "Did Orrery Media Systems respond in time under the Orrery Playout Support Contract in the Ardvane TV "
      "Playout Failure", ["sup_orrery", "con_orrery", "inc_playout"], ["invrep-playout", "con-orrery"],
      tags=["antecedent"]),
]

# C08 scheduler: TV presenters, a name not in the KB
CONVS["C08"] = [
    t("first", "when is brainbox on",
      "Brainbox Friday is on Ardvane TV on Fridays 19:30-20:30, hosted by Rhodri Blaise and produced by Yusra "
      "Bellamy.",
      "What is the time slot of Brainbox Friday", ["prog_brainbox"], ["prog-brainbox"], tags=["composition"]),
    t("pronoun", "is he on the evening news too",
      "Yes, Rhodri Blaise co-presents Ardvane Evening News with Imelda Sarkis.",
      "Does Rhodri Blaise also present Ardvane Evening News", ["p_rhodri_blaise", "prog_news"],
      ["p-rhodri-blaise", "prog-news"], tags=["antecedent"]),
    t("pronoun", "whats her email",
      "imelda.sarkis@corrievale.example",
      "What is Imelda Sarkis's email", ["p_imelda_sarkis"], ["p-imelda-sarkis"], [], ["Yusra"],
      tags=["antecedent"]),
    t("nil", "whos our contact at the daily clarion",
      "There is nothing about the Daily Clarion in the knowledge base.",
      "Who is our contact at the Daily Clarion", [], [], ["Daily Clarion"], ["Imelda", "Rhodri"],
      tags=["no_carry"]),
    t("topic_switch", "ok. who produces field and furrow",
      "Adaora Ezenwa, Head of News and Factual; it is presented by Ewart Calder on Ardvane TV Plus, Sundays "
      "12:00-13:00.",
      "Who produces Field and Furrow", ["prog_furrow"], ["prog-furrow"], [], ["Daily Clarion"],
      tags=["no_carry"]),
]

# C09 transmission: the Marrowby lightning strike
CONVS["C09"] = [
    t("first", "marrowby lightning strike - how long were we off air",
      "41 minutes off air for Marrowby Sound and Skelwick FM on 3 September 2025, then six days at reduced power "
      "until 9 September.",
      "How long were we off air in the Marrowby Lightning Strike", ["inc_lightning"],
      ["inc-lightning", "invrep-lightning"], tags=["composition"]),
    t("continuation", "why did it take 6 days",
      "Kestrand Electronics switched to the reserve antenna after 41 minutes, but the feeder was only replaced on "
      "9 September. The Marrowby Lightning Investigation also found a corroded earthing strap.",
      "Why did the Marrowby Lightning Strike leave the transmitter at reduced power for 6 days", ["inc_lightning"],
      ["invrep-lightning"], tags=["no_cue"]),
    t("continuation", "who wrote that investigation",
      "Conn Brady, transmission engineer for Eastholm; final report 30 September 2025.",
      "Who led the Marrowby Lightning Investigation", ["inv_lightning"], ["inv-lightning", "invrep-lightning"],
      tags=["description"]),
    t("continuation", "is pylonet paying service credits",
      "No, Pylonet Transmission claims force majeure; we dispute it because the earthing was not maintained. Under "
      "the Pylonet Transmission Agreement 2025 lightning counts as force majeure only if earthing was maintained.",
      "Is Pylonet Transmission paying service credits for the Marrowby Lightning Strike",
      ["sup_pylonet", "inc_lightning"], ["invrep-lightning", "min-txreview-2025-09"], tags=["composition"]),
    t("continuation", "whats the availability at marrowby that month",
      "The Marrowby Transmitter's Transmission Availability was 80.1% in September 2025 because of the six days at "
      "reduced power.",
      "What was the Transmission Availability of the Marrowby Transmitter in September 2025",
      ["tx_marrowby", "m_availability"], ["txnet-2025-09", "region-eastholm-2025-09"], ["September"],
      tags=["constraint", "composition"]),
    t("ellipsis", "and reach at marrowby",
      "Marrowby Sound's Weekly Reach fell from 27.9% in August to 24.1% in September 2025.",
      "What was Marrowby Sound's Weekly Reach in September 2025", ["st_marrowby", "m_reach"],
      ["kpi-marrowby-2025-09", "why-marrowby-2025q3"], ["September"], ["Availability"],
      tags=["constraint", "composition", "antecedent"]),
]

# C10 Marrowby again: station or mast; a month corrected
CONVS["C10"] = [
    t("clarify", "who looks after marrowby",
      "Do you mean Marrowby Sound, the radio station (station manager Rhiannon Lambe), or the Marrowby Transmitter "
      "(transmission engineer Conn Brady)?",
      cands=["st_marrowby", "tx_marrowby"], tags=["ask"]),
    t("continuation", "the station sorry",
      "Rhiannon Lambe manages Marrowby Sound, and Skelwick FM too, from Harbourgate Studios.",
      "Who manages Marrowby Sound", ["st_marrowby"], ["st-marrowby", "p-rhiannon-lambe"], tags=["description"]),
    t("pronoun", "whats on there late at night",
      "Marrowby After Dark, nightly 22:00-01:00, presented by Lachlan Wrenn.",
      "What programme is on Marrowby Sound late at night", ["st_marrowby"], ["prog-afterdark", "st-marrowby"],
      tags=["antecedent"]),
    t("pronoun", "who produces it",
      "Padraig Dowse, who also produces Tullagh Mornings.",
      "Who produces Marrowby After Dark", ["prog_afterdark"], ["prog-afterdark"], tags=["antecedent"]),
    t("return", "back to marrowby - whats its share in july",
      "Marrowby Sound's Audience Share was 12.4% in July 2025.",
      "What was Marrowby Sound's Audience Share in July 2025", ["st_marrowby", "m_share"],
      ["kpi-marrowby-2025-07"], ["July"], ["After Dark"], tags=["return", "constraint"]),
    t("correction", "no i meant august",
      "12.7% in August 2025.",
      "What was Marrowby Sound's Audience Share in August 2025", ["st_marrowby", "m_share"],
      ["kpi-marrowby-2025-08"], ["August"], ["July"], tags=["constraint"]),
]

# C11 two presenters called Penhallow
CONVS["C11"] = [
    t("clarify", "penhallow email?",
      "There are two: Orla Penhallow (Tullagh Mornings) and Fergus Penhallow (Corran Drivetime). Which one?",
      cands=["p_orla_penhallow", "p_fergus_penhallow"], tags=["ask"]),
    t("continuation", "the drivetime one",
      "fergus.penhallow@corrievale.example",
      "What is Fergus Penhallow's email", ["p_fergus_penhallow"], ["p-fergus-penhallow"], [], ["Orla"],
      tags=["description"]),
    t("pronoun", "whats his show slot",
      "Corran Drivetime is on weekdays 16:00-19:00, plus a Saturday edition since August 2025.",
      "What is the time slot of Corran Drivetime", ["prog_drive"], ["prog-drive"], tags=["antecedent"]),
    t("pronoun", "and hers",
      "Tullagh Mornings is on weekdays 06:00-10:00.",
      "What is the time slot of Tullagh Mornings", ["prog_mornings"], ["prog-mornings"], [], ["Drivetime"],
      tags=["antecedent", "no_cue"]),
    t("comparison", "which has more listeners corran or tullagh",
      "Tullagh FM: 31.1% weekly reach in September 2025 against Corran Radio's 26.4%; Corran listeners listen "
      "longer (10.5 hours against 8.0).",
      "Which has more listeners in September 2025, Corran Radio or Tullagh FM",
      ["st_corran", "st_tullagh"], ["kpi-corran-2025-09", "kpi-tullagh-2025-09"],
      tags=["composition", "ask"]),
    t("continuation", "why is corrans share going up",
      "The Q3 cause analysis: the football season and the Saturday Corran Drivetime (about 70%), Fergus "
      "Penhallow's new phone-in feature (20%), and better reception after the Brannock Hill feeder repair (10%).",
      "Why did Corran Radio's Audience Share go up in Q3 2025", ["st_corran", "m_share"], ["why-corran-2025q3"],
      [], ["Tullagh"], tags=["composition"]),
]

# C12 region packs: Eastholm and Wenlow
CONVS["C12"] = [
    t("first", "eastholm complaints september",
      "338 across all Eastholm stations in September 2025, mostly from the Skelwick Speaks Phone-in Complaint (212) "
      "and the Marrowby Lightning Strike; Wenlow, the other region, had far fewer.",
      "How many Audience Complaints did the Eastholm region have in September 2025", ["reg_east", "m_complaints"],
      ["region-eastholm-2025-09"], ["September"], tags=["composition"]),
    t("ellipsis", "and the west",
      "Wenlow had 58 complaints in September 2025.",
      "How many Audience Complaints did the Wenlow region have in September 2025", ["reg_west", "m_complaints"],
      ["region-wenlow-2025-09"], ["September"], ["Eastholm"], tags=["description", "constraint"]),
    t("ellipsis", "august?",
      "360 in August 2025, mostly the Tullagh Off-Air Event and the ad break error on Ardvane TV Plus.",
      "How many Audience Complaints did the Wenlow region have in August 2025", ["reg_west", "m_complaints"],
      ["region-wenlow-2025-08"], ["August"], ["September", "Eastholm"], tags=["constraint", "no_cue"]),
    t("ellipsis", "revenue in the west that month",
      "GBP 707k of radio ad revenue in August 2025.",
      "What was the Wenlow region's radio Ad Revenue in August 2025", ["reg_west", "m_adrev"],
      ["region-wenlow-2025-08"], ["August"], tags=["constraint", "description"]),
    t("comparison", "is that up on q2",
      "Q3 2025 radio revenue was GBP 2,174k against GBP 2,046k in Q2, up 6%.",
      "Compare the Wenlow region radio Ad Revenue in Q3 2025 with Q2 2025", ["reg_west", "m_adrev"],
      ["quarter-wenlow-2025q3", "quarter-wenlow-2025q2"], ["Q2"], tags=["constraint"]),
    t("topic_switch", "whos the head of ad sales",
      "Tess Mulvaney, Head of Airtime Sales.",
      "Who leads Airtime Sales", ["t_sales"], ["t-sales", "p-tess-mulvaney"], [], ["Q2", "Wenlow"],
      tags=["no_carry"]),
]

# C13 music licensing
CONVS["C13"] = [
    t("alias", "when are the music returns due to phonerights",
      "Returns are due 30 days after quarter end under the Phonorights Music Licence, produced from Cadenza "
      "Logger; late returns cost 1% a month.",
      "When are the quarterly music returns due to Phonorights Collective", ["sup_phonorights"],
      ["con-music", "faq-music"], tags=["composition"]),
    t("continuation", "whos responsible for the logger",
      "Kiran Dhillon, Music Licensing Manager; the Cadenza Radio Automation system itself is owned by Idris Fane.",
      "Who is the system owner of Cadenza Logger", ["mod_cadenza_logger"], ["mod-cadenza-logger"],
      tags=["composition", "description"]),
    t("pronoun", "does he manage the licence too",
      "Yes, Kiran Dhillon is the contract manager of the Phonorights Music Licence.",
      "Does Kiran Dhillon manage the Phonorights Music Licence", ["p_kiran_dhillon", "con_music"],
      ["con-music", "p-kiran-dhillon"], [], ["Idris"], tags=["antecedent"]),
    t("pronoun", "how much is it",
      "GBP 640,000 a year plus 3.1% of radio ad revenue (2024 edition), until 31 December 2026.",
      "What is the contract value of the Phonorights Music Licence", ["con_music"], ["con-music"],
      tags=["antecedent"]),
    t("nil", "and our deal with soundvault for the jingles?",
      "There is no Soundvault contract in the knowledge base.",
      "What is our deal with Soundvault for the jingles", [], [], ["Soundvault"], ["Phonorights"],
      tags=["no_carry"]),
]

# C14 on-call engineer: escalation, monitoring, climbing
CONVS["C14"] = [
    t("first", "when do i call bryn if a site goes off air",
      "Under the Off-Air Escalation Procedure: acknowledge the Vigil alarm within 5 minutes, call Pylonet within "
      "10, call the Head of Transmission (Bryn Tolley) at 15 minutes and the Managing Director at 60.",
      "When should the on-call engineer escalate to Bryn Tolley, Head of Transmission, when a site goes off air",
      ["p_bryn_tolley"], ["proc-offair", "faq-offair"], tags=["composition"]),
    t("continuation", "who is the MD",
      "Mairead Foy is the Managing Director.",
      "Who is the Managing Director", [], ["p-mairead-foy"], [], ["Bryn"], tags=["no_cue", "no_carry"]),
    t("continuation", "what alarms us - vigil?",
      "Yes, Vigil Transmitter Monitoring alarms and pages the on-call engineer; it is supplied by Kestrand "
      "Electronics and owned by Bryn Tolley.",
      "Does Vigil Transmitter Monitoring raise the transmitter alarms", ["sys_vigil"], ["sys-vigil"],
      tags=["composition"]),
    t("pronoun", "what version is it",
      "Version 4.0, live since February 2022.",
      "What version is Vigil Transmitter Monitoring", ["sys_vigil"], ["sys-vigil"], tags=["antecedent"]),
    t("continuation", "why did it page late at tullagh",
      "The Tullagh Off-Air Investigation found Vigil alarmed at 07:12 but the on-call engineer was paged only at "
      "07:25; paging has since been fixed.",
      "Why did Vigil Transmitter Monitoring page the on-call engineer late at the Tullagh Transmitter",
      ["sys_vigil", "tx_tullagh"], ["invrep-tullagh"], tags=["antecedent", "composition"]),
    t("topic_switch", "can i climb the marrowby mast in 18 m/s",
      "No. The Tower Access Policy forbids climbing in winds over 15 m/s or with lightning within 20 km; climbs "
      "follow the Mast Climb Procedure with two climbers.",
      "Wind limit for mast climbing: is climbing allowed in winds of 18 m/s at the Marrowby Transmitter",
      ["tx_marrowby"], ["pol-tower", "proc-climb", "faq-climbing"],
      ["18"], ["Tullagh", "Vigil"], tags=["no_carry", "composition"]),
]

# C15 head of television: the two channels
CONVS["C15"] = [
    t("confusable", "whats the reach of ardvane tv plus",
      "Ardvane TV Plus had 22.3% weekly reach in September 2025 (4.1% share).",
      "What is Ardvane TV Plus's Weekly Reach in September 2025", ["tv_valeplus", "m_reach"],
      ["kpi-valeplus-2025-09"], tags=["composition"]),
    t("confusable", "and the main channel",
      "Ardvane TV: 55.8% weekly reach in September 2025, 18.1% share.",
      "What is Ardvane TV's Weekly Reach in September 2025", ["tv_vale", "m_reach"], ["kpi-vale-2025-09"],
      [], ["Plus"], tags=["description"]),
    t("continuation", "why was aug lower",
      "53.1% in August: the Q3 analysis puts about 45% on the Tullagh Off-Air Event, 40% on the end of summer "
      "sport and the rest on weather.",
      "Why was Ardvane TV's Weekly Reach lower in August 2025", ["tv_vale", "m_reach"],
      ["why-vale-2025q3", "kpi-vale-2025-08"], ["August"], tags=["no_cue", "constraint"]),
    t("pronoun", "which masts carry it",
      "The Tullagh Transmitter, the Brannock Hill Transmitter and the Dunlish Relay.",
      "Which transmitter sites carry Ardvane TV", ["tv_vale"], ["tv-vale", "ovw-transmission"],
      tags=["antecedent"]),
    t("pronoun", "does the relay have backup power",
      "No, the Dunlish Relay has no backup power.",
      "Does the Dunlish Relay have backup power", ["tx_dunlish"], ["tx-dunlish"], tags=["description"]),
]

# C16 research: listening hours and complaints, superlatives
CONVS["C16"] = [
    t("first", "which station has the longest listening hours",
      "Skelwick FM: 10.9 hours per listener per week in September 2025, the longest in the group (Corran Radio "
      "10.5).",
      "Which radio station has the longest Listening Hours per listener in the group", ["m_hours"],
      ["st-skelwick", "kpi-skelwick-2025-09"], tags=["composition"]),
    t("pronoun", "but its reach is small right",
      "Yes, 17.2% weekly reach in September 2025, the lowest of the radio stations: few listeners who listen for "
      "long.",
      "Is Skelwick FM's Weekly Reach small", ["st_skelwick", "m_reach"], ["kpi-skelwick-2025-09", "cmp-reach-share"],
      tags=["antecedent"]),
    t("continuation", "why did it fall in sept",
      "The Q3 analysis: the Marrowby Lightning Strike explains 30% of the reach fall (the Dunlish Relay kept the "
      "south on air), the Skelwick Speaks Phone-in Complaint made advertisers pause, the rest is seasonal.",
      "Why did Skelwick FM's Weekly Reach fall in September 2025", ["st_skelwick", "m_reach"],
      ["why-skelwick-2025q3"], ["September"], tags=["no_cue", "antecedent"]),
    t("ellipsis", "revenue hit?",
      "Ad Revenue went from GBP 126k in August to GBP 109k in September 2025.",
      "How much did Skelwick FM's Ad Revenue fall in September 2025", ["st_skelwick", "m_adrev"],
      ["kpi-skelwick-2025-09", "why-skelwick-2025q3"], ["September"], tags=["no_cue", "constraint"]),
    t("continuation", "are the advertisers back",
      "Yes, the October sales meeting notes two Skelwick FM advertisers back from October.",
      "Are the Skelwick FM advertisers who paused back", ["st_skelwick"],
      ["min-sales-2025-10", "why-skelwick-2025q3"], tags=["no_cue"]),
    t("comparison", "which station had the most complaints in sept",
      "Skelwick FM with 251 in September 2025; Marrowby Sound had 70 and Ardvane TV 41.",
      "Which station had the most Audience Complaints in September 2025", ["m_complaints"],
      ["kpi-skelwick-2025-09"], ["September"], ["Skelwick FM"], tags=["no_carry", "constraint"]),
]

# C17 Corran Radio: off-air minutes, the feeder fault, its automation
CONVS["C17"] = [
    t("first", "corran radio minutes off air in july",
      "19 minutes in July 2025, all from the Brannock Hill Feeder Fault on 19 July.",
      "How many Off-Air Minutes did Corran Radio have in July 2025", ["st_corran", "m_offair"],
      ["kpi-corran-2025-07"], ["July"], tags=["composition"]),
    t("continuation", "what caused the feeder fault",
      "A burnt FM feeder connector at the Brannock Hill Transmitter; Corran Radio was off air from 19:40 to 19:59.",
      "What caused the Brannock Hill Feeder Fault", ["inc_brannock"], ["inc-brannock", "txnet-2025-07"],
      tags=["composition"]),
    t("continuation", "how quick was kestrand on site",
      "4 hours 10 minutes, inside the 6 hours in the Kestrand Transmitter Maintenance Contract.",
      "How quickly was Kestrand Electronics on site for the Brannock Hill Feeder Fault",
      ["sup_kestrand", "inc_brannock"], ["txnet-2025-07"], tags=["composition", "no_cue"]),
    t("return", "back to corran radio - who runs it",
      "Idris Fane, who is also the system owner of Cadenza Radio Automation.",
      "Who is the station manager of Corran Radio", ["st_corran"], ["st-corran", "p-idris-fane"], [], ["Kestrand"],
      tags=["return"]),
    t("multi_intent", "what version is that on and who supplies it",
      "Cadenza Radio Automation is on version 11.1, supplied by Cadenza Audio Ltd.",
      "What version is Cadenza Radio Automation on and who supplies Cadenza Radio Automation", ["sys_cadenza"],
      ["sys-cadenza"], tags=["antecedent"]),
    t("correction", "no i meant the logger",
      "Cadenza Logger is on version 5.1, also supplied by Cadenza Audio Ltd.",
      "What version is Cadenza Logger on and who supplies Cadenza Logger", ["mod_cadenza_logger"],
      ["mod-cadenza-logger"], [], ["Radio Automation"], tags=["description"]),
]

# C18 the two Pylonet agreements
CONVS["C18"] = [
    t("clarify", "when does the pylonet agreement end",
      "There are two: the Pylonet Transmission Agreement 2021 (ended 31 March 2025) and the Pylonet Transmission "
      "Agreement 2025. Which one?",
      cands=["con_pyl_2021", "con_pyl_2025"], tags=["ask"]),
    t("continuation", "the current one",
      "31 March 2032; it started on 1 April 2025 and is worth GBP 2.4m a year.",
      "When does the Pylonet Transmission Agreement 2025 end", ["con_pyl_2025"], ["con-pyl-2025"],
      tags=["description"]),
    t("comparison", "how much more is that than the old one",
      "GBP 2.4m a year against GBP 2.1m; the 2025 agreement also raises availability to 99.9%, adds service credits "
      "and makes Pylonet maintain the generators.",
      "Compare the contract value of the Pylonet Transmission Agreement 2025 with the Pylonet Transmission "
      "Agreement 2021", ["con_pyl_2025", "con_pyl_2021"], ["cmp-pylonet-2021-2025"], tags=["description"]),
    t("continuation", "who manages the new one on our side",
      "Bryn Tolley, Head of Transmission.",
      "Who is the contract manager of the Pylonet Transmission Agreement 2025", ["con_pyl_2025"],
      ["con-pyl-2025"], [], ["2021"], tags=["description"]),
    t("continuation", "did we get credits for tullagh",
      "Yes: a GBP 12,000 service credit, accepted by Pylonet at the September transmission review, because "
      "generators are Pylonet's job under the 2025 agreement.",
      "Did we get service credits under the Pylonet Transmission Agreement 2025 for the outage at the Tullagh "
      "Transmitter", ["con_pyl_2025", "tx_tullagh"], ["invrep-tullagh", "min-txreview-2025-09"],
      tags=["composition", "antecedent"]),
    t("continuation", "would the old one have paid",
      "No, the 2021 agreement had no service credits and the generators were the broadcaster's responsibility.",
      "Would the Pylonet Transmission Agreement 2021 have paid service credits for the outage at the Tullagh "
      "Transmitter", ["con_pyl_2021", "tx_tullagh"], ["cmp-pylonet-2021-2025", "con-pyl-2021"],
      tags=["description"]),
]

# C19 newsroom people, a misspelt name
CONVS["C19"] = [
    t("alias", "is adora ezenva head of news",
      "Yes, Adaora Ezenwa is Head of News and Factual and leads the Ardvane Newsroom; she also owns Orrery "
      "Graphics.",
      "Is Adaora Ezenwa the Head of News and Factual", ["p_adaora_ezenwa"], ["p-adaora-ezenwa"],
      tags=["composition"]),
    t("pronoun", "what does she produce",
      "Ardvane Evening News and Field and Furrow.",
      "Which programmes does Adaora Ezenwa produce", ["p_adaora_ezenwa"], ["prog-news", "prog-furrow"],
      tags=["antecedent"]),
    t("continuation", "the news - whos presenting",
      "Imelda Sarkis and Rhodri Blaise co-present Ardvane Evening News, daily 18:00-18:30.",
      "Who presents Ardvane Evening News", ["prog_news"], ["prog-news"], [], ["Furrow"], tags=["description"]),
    t("pronoun", "was she on air during the black screen",
      "The Ardvane TV Playout Failure hit Ardvane Evening News at 18:07; the reports do not say which presenter "
      "was on air.",
      "Was Imelda Sarkis on air during the Ardvane TV Playout Failure", ["p_imelda_sarkis", "inc_playout"],
      ["inc-playout", "invrep-playout"], [], ["Adaora"], tags=["antecedent"]),
    t("ellipsis", "how many complaints came in",
      "164 complaints.",
      "How many Audience Complaints did the Ardvane TV Playout Failure get", ["inc_playout", "m_complaints"],
      ["inc-playout", "invrep-playout"], tags=["no_cue"]),
    t("topic_switch", "who owns the graphics module",
      "Adaora Ezenwa owns Orrery Graphics (version 2.9).",
      "Who is the system owner of Orrery Graphics", ["mod_orrery_graphics"], ["mod-orrery-graphics"], [],
      ["Playout Failure"], tags=["composition", "no_carry"]),
]

# C20 tower access, two Garveys, a product not in the KB
CONVS["C20"] = [
    t("first", "whats the wind limit for climbing",
      "15 m/s under the Tower Access Policy; no climbing either with lightning within 20 km.",
      "What is the wind speed limit for climbing a mast", [], ["pol-tower", "proc-climb"], tags=["composition"]),
    t("continuation", "who wrote the climbing procedure",
      "Declan Garvey, transmission engineer for Wenlow, owns the Mast Climb Procedure (version 2.1).",
      "Who is the document owner of the Mast Climb Procedure", ["proc_climb"], ["proc-climb"],
      tags=["composition"]),
    t("pronoun", "is he related to nuala",
      "Yes, Declan Garvey is Nuala Garvey's brother-in-law; Nuala is Head of Scheduling and Presentation.",
      "Is Declan Garvey related to Nuala Garvey", ["p_declan_garvey", "p_nuala_garvey"], ["p-declan-garvey"],
      tags=["antecedent"]),
    t("pronoun", "what system does she own",
      "Tallyframe Scheduling; she also manages the Tallyframe Licence Agreement.",
      "Which system does Nuala Garvey own", ["p_nuala_garvey"], ["p-nuala-garvey", "sys-tally"], [], ["Declan"],
      tags=["antecedent"]),
    t("continuation", "when does that licence run out",
      "31 August 2026; renewal talks start in March 2026.",
      "When does the Tallyframe Licence Agreement end", ["con_tally"], ["con-tally"], tags=["description"]),
    t("nil", "is bluepeak scheduling cheaper",
      "I have nothing on Bluepeak in the knowledge base.",
      "Is Bluepeak cheaper", [], [], ["Bluepeak"], ["Tallyframe"], tags=["no_carry"]),
]

# C21 transmission availability by site and month
CONVS["C21"] = [
    t("first", "tx availability tullagh august",
      "The Tullagh Transmitter was at 99.78% in August 2025, below 99.9%, because of the 94-minute Tullagh "
      "Off-Air Event.",
      "What was the Transmission Availability of the Tullagh Transmitter in August 2025",
      ["tx_tullagh", "m_availability"], ["txnet-2025-08", "region-wenlow-2025-08"], ["August"],
      tags=["composition"]),
    t("continuation", "whats the target",
      "99.9% per site per quarter, the level in the Pylonet Transmission Agreement 2025.",
      "What is the Transmission Availability target", ["m_availability"], ["m-availability", "con-pyl-2025"],
      [], ["August"], tags=["no_cue", "no_carry"]),
    t("ellipsis", "and brannock that month",
      "The Brannock Hill Transmitter was at 100.00% in August 2025.",
      "What was the Transmission Availability of the Brannock Hill Transmitter in August 2025",
      ["tx_brannock", "m_availability"], ["txnet-2025-08"], ["August"], ["Tullagh"], tags=["constraint"]),
    t("ellipsis", "july?",
      "99.96% in July 2025: the 19-minute feeder fault.",
      "What was the Transmission Availability of the Brannock Hill Transmitter in July 2025",
      ["tx_brannock", "m_availability"], ["txnet-2025-07"], ["July"], ["August"], tags=["constraint", "no_cue"]),
    t("comparison", "worst site in sept?",
      "The Marrowby Transmitter at 80.10%, after the lightning strike and six days at reduced power.",
      "Which transmitter site had the lowest Transmission Availability in September 2025", ["m_availability"],
      ["txnet-2025-09"], ["September"], ["Brannock"], tags=["no_carry", "constraint"]),
    t("pronoun", "is it getting a generator",
      "Not a generator: the actions are a lightning protection and earthing survey and a longer battery UPS for "
      "Marrowby.",
      "Is the Marrowby Transmitter getting a generator", ["tx_marrowby"],
      ["tx-marrowby", "offair-eastholm-2025q3", "invrep-lightning"], tags=["antecedent"]),
]

# C22 playout systems, a misspelt system
CONVS["C22"] = [
    t("alias", "what version is orrey playout on",
      "Orrery Playout is on version 7.4 (live since March 2020); the upgrade to 8.0 is planned for February 2026.",
      "What version is Orrery Playout on", ["sys_orrery"], ["sys-orrery"], tags=["composition"]),
    t("pronoun", "who owns it",
      "Livia Vescovi, Head of Broadcast Technology.",
      "Who is the system owner of Orrery Playout", ["sys_orrery"], ["sys-orrery"], tags=["antecedent"]),
    t("pronoun", "does her team look after radio playout too",
      "Yes, Broadcast Technology handles studio and playout engineering for both Orrery Playout and Cadenza Radio "
      "Automation; Cadenza's system owner is Idris Fane.",
      "Does the Broadcast Technology team look after Cadenza Radio Automation", ["t_tech", "sys_cadenza"],
      ["t-tech", "cmp-playout-systems"], tags=["antecedent", "composition"]),
    t("comparison", "which one costs more a year",
      "Orrery Playout at GBP 265,000 a year against GBP 88,000 for Cadenza Radio Automation.",
      "Which has the higher annual cost, Orrery Playout or Cadenza Radio Automation",
      ["sys_orrery", "sys_cadenza"], ["sys-orrery", "sys-cadenza"], tags=["antecedent"]),
    t("continuation", "and when does the orrery support contract end",
      "28 February 2026.",
      "When does the Orrery Playout Support Contract end", ["con_orrery"], ["con-orrery"], [], ["Cadenza"],
      tags=["composition"]),
]

# C23 complaints across incidents; a return and a correction
CONVS["C23"] = [
    t("first", "how many complaints did the ad break error get",
      "38 complaints; the Ardvane TV Plus Ad Break Error also cost GBP 46,000 in makegoods.",
      "How many Audience Complaints did the Ardvane TV Plus Ad Break Error get", ["inc_adbreak", "m_complaints"],
      ["inc-adbreak", "invrep-adbreak"], tags=["composition"]),
    t("comparison", "vs the playout failure",
      "The Ardvane TV Playout Failure brought 164 complaints, over four times as many.",
      "How many Audience Complaints did the Ardvane TV Playout Failure get compared with the Ardvane TV Plus Ad "
      "Break Error",
      ["inc_playout", "inc_adbreak", "m_complaints"], ["inc-playout", "inc-adbreak"], tags=["composition"]),
    t("continuation", "whats the deadline to answer them",
      "Acknowledge within 2 working days and answer within 10, under the Editorial and Complaints Policy 2025; "
      "it replaced the Editorial and Complaints Policy 2023 in June 2025.",
      "What is the deadline to answer audience complaints", ["m_complaints"],
      ["faq-complaints", "proc-complaints", "pol-ed-2025"], [], ["Playout"], tags=["no_cue", "no_carry"]),
    t("continuation", "and it used to be?",
      "20 working days, with no acknowledgement required.",
      "What was the complaint answer deadline in the Editorial and Complaints Policy 2023", ["pol_ed_2023"],
      ["cmp-ecp-2023-2025", "pol-ed-2023"], tags=["description"]),
    t("return", "back to the playout thing - whens the final report",
      "The interim report came out on 14 October 2025; the final report is due in November.",
      "When is the final report on the Ardvane TV Playout Failure", ["inc_playout"],
      ["invrep-playout", "inv-playout"], [], ["2023"], tags=["return"]),
    t("correction", "sorry i meant the ad break one",
      "The Ad Break Error Investigation's final report was published on 12 September 2025.",
      "When was the final report on the Ardvane TV Plus Ad Break Error", ["inc_adbreak"],
      ["invrep-adbreak", "inv-adbreak"], [], ["Playout"], tags=["description"]),
]

# C24 the two regions
CONVS["C24"] = [
    t("first", "which stations are in eastholm",
      "Marrowby Sound and Skelwick FM (Ardvane TV covers both regions), served by the Marrowby Transmitter and the "
      "Dunlish Relay. The other region is Wenlow.",
      "Which stations are in the Eastholm region", ["reg_east"], ["reg-east", "ovw-group"], tags=["composition"]),
    t("continuation", "and the other region",
      "Wenlow has Tullagh FM, Corran Radio and Ardvane TV Plus, served by the Tullagh and Brannock Hill "
      "transmitters.",
      "Which stations are in the Wenlow region", ["reg_west"], ["reg-west", "ovw-group"], [], ["Eastholm"],
      tags=["description"]),
    t("pronoun", "how many people does it cover",
      "1.42 million adults.",
      "What population does the Wenlow region cover", ["reg_west"], ["reg-west"], tags=["antecedent"]),
    t("comparison", "bigger than eastholm?",
      "Yes: Eastholm covers 0.96 million adults.",
      "Compare the population of the Wenlow region and the Eastholm region", ["reg_west", "reg_east"],
      ["reg-west", "reg-east"], tags=["composition"]),
    t("continuation", "reach in wenlow q3",
      "Radio reach in Wenlow was 45.0% in Q3 2025, up from 44.6% in Q2.",
      "What was the Wenlow region's radio Weekly Reach in Q3 2025", ["reg_west", "m_reach"],
      ["quarter-wenlow-2025q3"], ["Q3"], ["Eastholm"], tags=["constraint"]),
    t("ellipsis", "and minutes off air",
      "210 minutes in Q3 2025, nearly all from the Tullagh Off-Air Event (188 across Tullagh FM and Ardvane TV).",
      "How many Off-Air Minutes did the Wenlow region have in Q3 2025", ["reg_west", "m_offair"],
      ["quarter-wenlow-2025q3", "offair-wenlow-2025q3"], ["Q3"], tags=["constraint", "no_cue"]),
]

# C25 presenters and studio centres
CONVS["C25"] = [
    t("first", "where is tullagh mornings made",
      "Tullagh Mornings is on Tullagh FM, which broadcasts from Corran Street Studios; it is presented by Orla "
      "Penhallow and produced by Padraig Dowse.",
      "Where is Tullagh Mornings made", ["prog_mornings"], ["st-tullagh", "prog-mornings"],
      tags=["composition"]),
    t("continuation", "how many staff there",
      "212 at Corran Street Studios.",
      "How many staff work at Corran Street Studios", ["stu_corran"], ["stu-corran"], tags=["antecedent"]),
    t("ellipsis", "and at harbourgate",
      "64 at Harbourgate Studios, home of Marrowby Sound and Skelwick FM; Skelwick Speaks with Dervla Quist is "
      "made there.",
      "How many staff work at Harbourgate Studios", ["stu_harbourgate"], ["stu-harbourgate"], [],
      ["Corran Street"], tags=["composition", "no_cue"]),
    t("pronoun", "how long has she hosted her show",
      "Since 2012; Skelwick Speaks itself has run since 2008.",
      "How long has Dervla Quist hosted Skelwick Speaks", ["p_dervla_quist", "prog_speaks"], ["p-dervla-quist"],
      [], ["Orla"], tags=["antecedent"]),
    t("pronoun", "and the breakfast presenter? since when",
      "Orla Penhallow has presented Tullagh Mornings since 2014; she is not related to Fergus Penhallow.",
      "Since when has Orla Penhallow presented Tullagh Mornings", ["p_orla_penhallow", "prog_mornings"],
      ["p-orla-penhallow"], [], ["Dervla"], tags=["description", "antecedent"]),
]

# C26 sales: Tullagh FM sell-out and revenue
CONVS["C26"] = [
    t("first", "tullagh fm sellout aug",
      "Tullagh FM's Airtime Sell-Out was 76% in August 2025, against 82% in July and a target of 85%.",
      "What was Tullagh FM's Airtime Sell-Out in August 2025", ["st_tullagh", "m_sellout"],
      ["kpi-tullagh-2025-08"], ["August"], tags=["composition"]),
    t("ellipsis", "revenue?",
      "GBP 371k in August 2025, down from GBP 412k in July; two advertisers asked for makegoods after the outage.",
      "What was Tullagh FM's Ad Revenue in August 2025", ["st_tullagh", "m_adrev"], ["kpi-tullagh-2025-08"],
      ["August"], tags=["no_cue", "constraint"]),
    t("correction", "sorry i meant september",
      "GBP 405k in September 2025.",
      "What was Tullagh FM's Ad Revenue in September 2025", ["st_tullagh", "m_adrev"], ["kpi-tullagh-2025-09"],
      ["September"], ["August"], tags=["constraint"]),
    t("comparison", "best revenue station that month?",
      "Tullagh FM with GBP 405k; then Corran Radio GBP 352k, Marrowby Sound GBP 228k and Skelwick FM GBP 109k.",
      "Which radio station had the highest Ad Revenue in September 2025", ["m_adrev"],
      ["kpi-tullagh-2025-09", "region-wenlow-2025-09"], ["September"], ["Tullagh FM"],
      tags=["no_carry", "constraint"]),
    t("continuation", "whats the target for sell-out",
      "85%.",
      "What is the Airtime Sell-Out target", ["m_sellout"], ["m-sellout"], [], ["September"], tags=["no_carry"]),
    t("nil", "and the brand safety score from adwatch?",
      "There's no Adwatch brand safety score in the knowledge base.",
      "What is the brand safety score from Adwatch", [], [], ["Adwatch"], ["Tullagh"], tags=["no_carry"]),
]

# C27 resilience policy vs its procedures
CONVS["C27"] = [
    t("confusable", "does the resilience policy say how fast we have to be back on air",
      "The Transmission Resilience Policy: every service back on air within 15 minutes; sites serving over 500,000 "
      "adults need 8 hours of standby power. The Off-Air Escalation Procedure and the Playout Failover Procedure "
      "implement it.",
      "What does the Transmission Resilience Policy say about how fast a service must be back on air",
      ["pol_resilience"], ["pol-resilience"], tags=["composition"]),
    t("continuation", "does marrowby meet that power rule",
      "No: the Marrowby Transmitter serves 710,000 adults but has only a 2-hour battery UPS.",
      "Does the Marrowby Transmitter meet the standby power rule of the Transmission Resilience Policy",
      ["tx_marrowby", "pol_resilience"], ["tx-marrowby", "pol-resilience"], tags=["antecedent", "composition"]),
    t("continuation", "whats the failover one say",
      "Switch to the backup playout server within 60 seconds; the backup must be armed and in sync at all times "
      "and is tested weekly. Owner: Jonah Pickard.",
      "What does the Playout Failover Procedure say", ["proc_failover"], ["proc-failover"], [], ["Marrowby"],
      tags=["description"]),
    t("pronoun", "was that followed on 7 oct",
      "No: the Ardvane TV Playout Failure investigation found the weekly failover test had been skipped for three "
      "weeks, so the backup was not armed; 11 minutes of black screen.",
      "Was the Playout Failover Procedure followed on 7 October 2025", ["proc_failover"], ["invrep-playout"],
      ["7 Oct"], tags=["antecedent", "constraint"]),
    t("continuation", "whos the owner of the escalation one",
      "Bryn Tolley, Head of Transmission.",
      "Who is the document owner of the Off-Air Escalation Procedure", ["proc_offair"], ["proc-offair"],
      [], ["Failover"], tags=["description"]),
    t("return", "when is the policy up for review",
      "The Transmission Resilience Policy is due for review in December 2025.",
      "When is the Transmission Resilience Policy due for review", ["pol_resilience"], ["pol-resilience"],
      [], ["Escalation"], tags=["return", "description"]),
]

# C28 the biggest station and the other one in its region
CONVS["C28"] = [
    t("first", "which radio station has the biggest reach",
      "Tullagh FM, 31.1% weekly reach in September 2025; Corran Radio 26.4%, Marrowby Sound 24.1%, Skelwick FM "
      "17.2%.",
      "Which radio station is the biggest by Weekly Reach", ["m_reach"],
      ["kpi-tullagh-2025-09", "ovw-group", "st-tullagh"],
      tags=["composition"]),
    t("pronoun", "whos its station manager",
      "Morwenna Roake manages Tullagh FM.",
      "Who is the station manager of Tullagh FM", ["st_tullagh"], ["st-tullagh", "p-morwenna-roake"],
      tags=["antecedent"]),
    t("continuation", "and the other station in that region",
      "Idris Fane manages Corran Radio, the other Wenlow station.",
      "Who is the station manager of Corran Radio", ["st_corran"], ["st-corran", "p-idris-fane"], [],
      ["Tullagh"], tags=["description"]),
    t("pronoun", "what are its football rights until",
      "Corran Radio holds football commentary rights until May 2026.",
      "Until when does Corran Radio hold football commentary rights", ["st_corran"], ["st-corran"],
      tags=["antecedent"]),
    t("continuation", "whos on drivetime there",
      "Fergus Penhallow, a former footballer; Corran Drivetime is produced by Maud Inchbald.",
      "Who presents Corran Drivetime", ["prog_drive"], ["prog-drive"], tags=["antecedent"]),
    t("pronoun", "does she produce anything else",
      "Yes, Skelwick Speaks; she also wrote the Live Phone-in Procedure.",
      "Which other programmes does Maud Inchbald produce", ["p_maud_inchbald"],
      ["p-maud-inchbald", "prog-speaks"], [], ["Fergus"], tags=["antecedent"]),
]

# C29 suppliers and contracts
CONVS["C29"] = [
    t("first", "list our contracts with kestrand and pylonet",
      "With Kestrand Electronics: the Kestrand Transmitter Maintenance Contract. With Pylonet Transmission: the "
      "Pylonet Transmission Agreement 2025, which replaced the Pylonet Transmission Agreement 2021.",
      "Which contracts do we have with Kestrand Electronics and Pylonet Transmission",
      ["sup_kestrand", "sup_pylonet"], ["con-kestrand", "con-pyl-2025"], tags=["composition"]),
    t("multi_intent", "when do the kestrand one and the current pylonet one end",
      "The Kestrand contract runs until 30 June 2027, the Pylonet Transmission Agreement 2025 until 31 March 2032.",
      "When does the Kestrand Transmitter Maintenance Contract end and when does the Pylonet Transmission "
      "Agreement 2025 end", ["con_kestrand", "con_pyl_2025"], ["con-kestrand", "con-pyl-2025"], [], ["2021"],
      tags=["description"]),
    t("comparison", "which is worth more",
      "The Pylonet Transmission Agreement 2025 at GBP 2.4m a year, against GBP 310,000 for Kestrand.",
      "Which has the higher contract value, the Kestrand Transmitter Maintenance Contract or the Pylonet "
      "Transmission Agreement 2025", ["con_kestrand", "con_pyl_2025"], ["con-kestrand", "con-pyl-2025"],
      tags=["antecedent"]),
    t("continuation", "does kestrand supply any software",
      "Yes, Vigil Transmitter Monitoring.",
      "Which system does Kestrand Electronics supply", ["sup_kestrand"], ["sup-kestrand", "sys-vigil"],
      tags=["composition"]),
    t("topic_switch", "whos the music licensing manager",
      "Kiran Dhillon, in Compliance and Standards.",
      "Who is the Music Licensing Manager", [], ["p-kiran-dhillon"], [], ["Kestrand"], tags=["no_carry"]),
]

# C30 Eastholm off-air analysis
CONVS["C30"] = [
    t("first", "off air cause analysis eastholm q3",
      "84 minutes in Q3 2025: the lightning strike at the Marrowby Transmitter (82 minutes across Marrowby Sound "
      "and Skelwick FM) and a 2-minute mains flicker.",
      "Off air cause analysis for the Eastholm region in Q3 2025", ["reg_east"], ["offair-eastholm-2025q3"],
      ["Q3"], tags=["composition"]),
    t("continuation", "what actions",
      "A lightning protection and earthing survey at Marrowby and Dunlish by the end of November, and a longer "
      "battery UPS for Marrowby.",
      "What actions came out of the Eastholm region off air cause analysis for Q3 2025", ["reg_east"],
      ["offair-eastholm-2025q3"], ["Q3"], tags=["no_cue", "constraint"]),
    t("continuation", "is dunlish on battery too",
      "No, the Dunlish Relay has no backup power at all.",
      "What backup power does the Dunlish Relay have", ["tx_dunlish"], ["tx-dunlish"], tags=["composition"]),
    t("pronoun", "what does it carry",
      "Skelwick FM and Ardvane TV.",
      "Which stations does the Dunlish Relay carry", ["tx_dunlish"], ["tx-dunlish", "ovw-transmission"],
      tags=["antecedent"]),
    t("comparison", "compare wenlow q3",
      "Wenlow had 210 minutes off air in Q3 2025 against Eastholm's 84.",
      "Compare the off air minutes of the Wenlow region and the Eastholm region in Q3 2025",
      ["reg_west", "reg_east"], ["offair-wenlow-2025q3", "offair-eastholm-2025q3"], ["Q3"],
      tags=["constraint", "composition"]),
    t("return", "back to eastholm - hows the complaints for the quarter",
      "Eastholm had 423 complaints in Q3 2025, driven by the Skelwick Speaks Phone-in Complaint.",
      "How many Audience Complaints did the Eastholm region have in Q3 2025", ["reg_east", "m_complaints"],
      ["quarter-eastholm-2025q3"], ["Q3"], ["Wenlow"], tags=["return", "constraint"]),
]


def all_cases() -> list[dict]:
    return [{"id": cid, "lang": "en", "turns": turns} for cid, turns in CONVS.items()]
