"""The English university services bundle ontology/campus-en/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

import re
from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "campus-en"
EX = rdflib.Namespace("http://example.org/castlemere-uni#")
LANG = "en"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=112,
    classes=19,
    docs=209,
    conversations=37,
    turns=221,
    shared_aliases={
        "hartley": {"bld_hartley", "lib_hartley"},
        "okafor": {"p_ruth_okafor", "p_daniel_okafor"},
    },
    distractor_groups=[
        ("desk-2025-09", "desk-2025-10", "desk-2025-11", "kpi-2025-09", "kpi-2025-10", "kpi-2025-11"),
        ("avail-studenthub-2025-09", "avail-studenthub-2025-10", "avail-campusnet-2025-10", "avail-learnspace-2025-11"),
        ("util-hartley-2025-10", "util-hartley-2025-11", "util-quayside-2025-11", "util-brindley-2025-10"),
        ("energy-brindley-2025-09", "energy-brindley-2025-10", "energy-libhartley-2025-09", "energy-hartley-2025-09"),
        ("complaints-eng-2025q2", "complaints-eng-2025q3", "complaints-sci-2025q2", "complaints-sci-2025q3"),
        ("parking-hartley-2025-09", "parking-westgate-2025-11", "parking-elmhurst-2025-10"),
        ("pol-aup-2022", "pol-aup-2025", "cmp-aup-2022-2025", "pol-ec", "proc-ec", "pol-complaints", "proc-complaints"),
        ("sys-studenthub", "mod-enrol", "sys-learnspace", "mod-assign", "sys-helix", "mod-portal", "sup-helix"),
        ("bld-hartley", "lib-hartley", "cp-hartley", "bld-westgate", "cp-westgate", "res-westgate-court"),
    ],
)


def _number(text: str) -> float:
    return float(re.match(r"[0-9.,]+", text).group().replace(",", ""))


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.pol_aup_2025, EX.supersedes, EX.pol_aup_2022) in graph
    assert (EX.mod_enrol, EX.partOf, EX.sys_studenthub) in graph
    assert (EX.mod_assign, EX.partOf, EX.sys_learnspace) in graph
    assert (EX.mod_portal, EX.partOf, EX.sys_helix) in graph
    assert (EX.sch_computing, EX.partOf, EX.fac_eng) in graph and (EX.sch_business, EX.partOf, EX.fac_bus) in graph
    assert (EX.proc_ec, EX.implements, EX.pol_ec) in graph and (EX.proc_complaints, EX.implements, EX.pol_complaints) in graph
    hartley = [label(graph, n, LANG) for n in (EX.bld_hartley, EX.lib_hartley, EX.cp_hartley)]
    assert all(name.startswith("Hartley") for name in hartley) and len(set(hartley)) == 3
    westgate = [label(graph, n, LANG) for n in (EX.bld_westgate, EX.cp_westgate, EX.res_westgate_court)]
    assert all(name.startswith("Westgate") for name in westgate) and len(set(westgate)) == 3
    seats = {s: _number(str(o)) for s, o in graph.subject_objects(EX.capacity)}
    assert seats[EX.rm_hlt2] < seats[EX.rm_hlt1] < seats[EX.rm_auditorium]
    spaces = {s: _number(str(o)) for s, o in graph.subject_objects(EX.spaces)}
    assert spaces[EX.cp_elmhurst] < spaces[EX.cp_hartley] < spaces[EX.cp_westgate]
    built = {s: _number(str(o)) for s, o in graph.subject_objects(EX.built)}
    assert built[EX.res_ashdown] < built[EX.res_westgate_court] < built[EX.res_riverside]
    for pair in ((EX.p_ruth_okafor, EX.p_daniel_okafor), (EX.p_beth_crowther, EX.p_liam_crowther)):
        assert {str(graph.value(p, EX.gender)) for p in pair} == {"female", "male"}
