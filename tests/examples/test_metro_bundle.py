"""The Chinese metro bundle ontology/metro-zh/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "metro-zh"
EX = rdflib.Namespace("http://example.org/lanjiang-metro#")
LANG = "zh"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=113,
    classes=19,
    docs=189,
    conversations=40,
    turns=225,
    shared_aliases={
        "故障率": {"met_clgz", "met_xhgz"},
        "刘段长": {"p_ly", "p_lt"},
    },
    distractor_groups=[
        ("kpi-l1-2025-07", "kpi-l1-2025-08", "kpi-l1-2025-09", "kpi-l2-2025-08", "kpi-l3-2025-08"),
        ("q-l1-2025q2", "q-l1-2025q3", "q-l3-2025q2", "q-l3-2025q3", "q-apx-2025q3"),
        ("sum-2025-07", "sum-2025-08", "sum-2025-09", "sum-2025q3"),
        ("flow-dg-2025-09", "flow-dgxc-2025-09", "flow-jxgc-2025-08", "flow-jxgc-2025-09"),
        ("dep-dg-2025q2", "dep-dg-2025q3", "dep-beihu-2025q3", "dep-cq-2025q3"),
        ("reg-xg2025", "reg-xg2023", "cmp-xg", "reg-ts", "proc-ts"),
        ("sys-tcs", "sys-ats", "sys-cbi", "sys-eam", "sys-wo", "sys-cs"),
        ("st-beihu", "dep-beihu", "st-dg", "dep-dg", "st-dgxc"),
    ],
)


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.reg_xg2025, EX.supersedes, EX.reg_xg2023) in graph
    assert (EX.rs_b6a, EX.supersedes, EX.rs_b6) in graph
    assert (EX.line_3e, EX.partOf, EX.line_3) in graph and (EX.line_1n, EX.partOf, EX.line_1) in graph
    assert (EX.dep_cq, EX.partOf, EX.dep_dg) in graph
    for module, system in ((EX.mod_ats, EX.sys_tcs), (EX.mod_cbi, EX.sys_tcs), (EX.mod_qr, EX.sys_afc),
                           (EX.mod_wo, EX.sys_eam)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) is not None
    capacity = {s: int(str(o).removesuffix("人")) for s, o in graph.subject_objects(EX.capacity)}
    assert capacity[EX.rs_b6] < capacity[EX.rs_b6a] < capacity[EX.rs_a6]
    genders = {str(graph.value(p, EX.gender)) for p in (EX.p_wl, EX.p_wm)}
    assert genders == {"男", "女"}
    assert {str(graph.value(p, EX.gender)) for p in (EX.p_ly, EX.p_lt)} == {"男", "女"}
    east = [label(graph, n, LANG) for n in (EX.st_dg, EX.st_dgxc, EX.dep_dg)]
    assert all(name.startswith("东港") for name in east) and len(set(east)) == 3
    assert label(graph, EX.line_3, LANG) in label(graph, EX.line_3e, LANG)
