"""The English water utility bundle ontology/water-en/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

import re
from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "water-en"
EX = rdflib.Namespace("http://example.org/tarnmoor-water#")
LANG = "en"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=106,
    classes=19,
    docs=223,
    conversations=38,
    turns=217,
    shared_aliases={
        "brackwell": {"wtw_brackwell", "wwtw_brackwell"},
        "marsh": {"p_helen_marsh", "p_owen_marsh"},
    },
    distractor_groups=[
        ("leak-ashcombe-2025-09", "leak-ashcombe-2025-10", "leak-kelby-2025-10", "leak-marwood-2025-10"),
        ("intr-kelby-2025-10", "intr-marwood-2025-09", "intr-marwood-2025-10", "intr-brackwell-2025-09"),
        ("wq-caldon-2025-08", "wq-caldon-2025-10", "wq-marwood-2025-10", "wq-fenwick-2025-10"),
        ("spills-brackwell-2025q2", "spills-brackwell-2025q3", "spills-kelby-2025q2", "poll-stannerley-2025q3"),
        ("pol-interruptions-2023", "pol-interruptions-2025", "cmp-interruptions-2023-2025"),
        ("pol-bwn", "proc-bwn", "pol-pollution", "proc-pollution-reporting"),
        ("sys-aquaview", "mod-alarms", "sys-tidemark", "mod-selfservice", "sys-leakwatch", "mod-nightflow"),
        ("wtw-caldon", "res-caldon", "ps-caldon", "wtw-brackwell", "wwtw-brackwell"),
    ],
)


def _number(text: str) -> float:
    return float(re.match(r"[0-9.,]+", text.replace("GBP ", "")).group().replace(",", ""))


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.pol_interruptions_2025, EX.supersedes, EX.pol_interruptions_2023) in graph
    assert (EX.eq_hx350, EX.supersedes, EX.eq_hx200) in graph
    assert (EX.eq_uv80, EX.supersedes, EX.eq_uv40) in graph
    assert (EX.mod_alarms, EX.partOf, EX.sys_aquaview) in graph
    assert (EX.mod_selfservice, EX.partOf, EX.sys_tidemark) in graph
    assert (EX.mod_nightflow, EX.partOf, EX.sys_leakwatch) in graph
    assert (EX.res_caldon, EX.feeds, EX.wtw_caldon) in graph and (EX.ps_caldon, EX.feeds, EX.wtw_caldon) in graph
    caldon = [label(graph, n, LANG) for n in (EX.wtw_caldon, EX.res_caldon, EX.ps_caldon)]
    assert all(name.startswith("Caldon") for name in caldon) and len(set(caldon)) == 3
    power = {s: _number(str(o)) for s, o in graph.subject_objects(EX.rating)}
    assert power[EX.eq_hx200] < power[EX.eq_hx350]
    price = {s: _number(str(o)) for s, o in graph.subject_objects(EX.unitPrice)}
    assert price[EX.eq_uv40] < price[EX.eq_uv80]
    genders = {str(graph.value(p, EX.gender)) for p in (EX.p_helen_marsh, EX.p_owen_marsh)}
    assert genders == {"female", "male"}
    genders = {str(graph.value(p, EX.gender)) for p in (EX.p_rhys_hughes, EX.p_rhian_hughes)}
    assert genders == {"female", "male"}
