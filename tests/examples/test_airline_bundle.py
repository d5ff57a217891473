"""The English airline operations bundle ontology/airline-en/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

import re
from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "airline-en"
EX = rdflib.Namespace("http://example.org/aldwyn-air#")
LANG = "en"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=117,
    classes=19,
    docs=192,
    conversations=37,
    turns=218,
    shared_aliases={
        "kelbridge": {"st_kbr", "hg_kbr"},
        "heron lounge": {"lg_kbr", "lg_pnk"},
        "moreton": {"p_sian_moreton", "p_alan_moreton"},
        "punctuality": {"m_otp", "m_otd"},
    },
    distractor_groups=[
        ("net-2025-08", "net-2025-09", "net-2025-10"),
        ("stn-kbr-2025-08", "stn-kbr-2025-09", "stn-kbr-2025-10", "stn-pnk-2025-10", "stn-arm-2025-10", "stn-cwb-2025-09"),
        ("rte-pnk-2025q2", "rte-pnk-2025q3", "rte-lsl-2025q3", "rte-tnb-2025q3", "rte-arm-2025q3"),
        ("tech-m175-2025-08", "tech-m175-2025-09", "tech-m190-2025-09", "tech-cv70-2025-10", "tech-cv70lr-2025-10"),
        ("cr-2025q2", "cr-2025q3", "bag-2025-08", "bag-2025-09", "bag-2025-10"),
        ("pol-care-2023", "pol-care-2025", "cmp-care-2023-2025", "pol-bag", "proc-delayed-bag", "faq-bags"),
        ("sys-skyline", "mod-skyline-ci", "sup-skyline", "inc-checkin", "con-pss", "sys-techlog", "mod-techlog-mobile",
         "sys-crewdesk", "mod-crewdesk-bid"),
        ("st-kbr", "hg-kbr", "lg-kbr", "st-pnk", "hg-pnk", "lg-pnk"),
        ("m-otp", "m-otd", "cmp-otp-otd", "m-tdr", "m-techdel"),
    ],
)


def _number(text: str) -> float:
    return float(re.match(r"[0-9.,]+", text).group().replace(",", ""))


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.pol_care_2025, EX.supersedes, EX.pol_care_2023) in graph
    assert (EX.at_cv70lr, EX.variantOf, EX.at_cv70) in graph
    for module, system in ((EX.mod_techlog_mobile, EX.sys_techlog), (EX.mod_skyline_ci, EX.sys_skyline),
                           (EX.mod_crewdesk_bid, EX.sys_crewdesk)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) != graph.value(system, EX.systemOwner)
    assert (EX.proc_delayed_bag, EX.implements, EX.pol_bag) in graph
    # only the Penrock hangar does the heavy checks
    assert set(graph.objects(EX.chk_c, EX.performedAt)) == {EX.hg_pnk}
    seats = {s: _number(str(o)) for s, o in graph.subject_objects(EX.seats)}
    assert seats[EX.at_m175] < seats[EX.at_m190] and seats[EX.at_cv70lr] < seats[EX.at_cv70]
    lounge = {s: _number(str(o)) for s, o in graph.subject_objects(EX.capacity) if s in (EX.lg_kbr, EX.lg_pnk)}
    assert lounge[EX.lg_pnk] < lounge[EX.lg_kbr]
    for pair in ((EX.p_sian_moreton, EX.p_alan_moreton), (EX.p_priya_kaur, EX.p_raj_kaur)):
        assert {str(graph.value(p, EX.gender)) for p in pair} == {"female", "male"}
    kelbridge = [label(graph, n, LANG) for n in (EX.st_kbr, EX.hg_kbr, EX.lg_kbr)]
    assert all("Kelbridge" in name for name in kelbridge) and len(set(kelbridge)) == 3
    penrock = [label(graph, n, LANG) for n in (EX.st_pnk, EX.hg_pnk, EX.lg_pnk, EX.con_handling_pnk)]
    assert all("Penrock" in name for name in penrock) and len(set(penrock)) == 4
    # names inside names: the module and the vendor carry the system's name, the incident the module's
    assert label(graph, EX.sys_techlog, LANG).split()[0] in label(graph, EX.mod_techlog_mobile, LANG)
    assert label(graph, EX.mod_skyline_ci, LANG) in label(graph, EX.inc_checkin, LANG)
    assert label(graph, EX.at_cv70, LANG) in label(graph, EX.at_cv70lr, LANG)
