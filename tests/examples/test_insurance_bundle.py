"""The Chinese insurance bundle ontology/insurance-zh/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "insurance-zh"
EX = rdflib.Namespace("http://example.org/anheng-insurance#")
LANG = "zh"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=116,
    classes=18,
    docs=211,
    conversations=38,
    turns=228,
    shared_aliases={
        "赔率": {"m_lr", "m_paid"},
        "刘经理": {"p_lc", "p_ljg"},
    },
    distractor_groups=[
        ("br-yc-2025-08", "br-yc-2025-09", "br-yc-2025-10", "br-ycd-2025-10", "br-wc-2025-10"),
        ("brq-yc-2025q2", "brq-yc-2025q3", "brq-xc-2025q2", "brq-xc-2025q3"),
        ("cc-yc-2025-08", "cc-yc-2025-10", "cc-lz-2025-09", "cc-lz-2025-10", "cc-wc-2025-10"),
        ("call-yc-2025-08", "call-yc-2025-10", "call-lz-2025-08", "call-lz-2025-09"),
        ("sum-2025-09", "sum-2025-10", "sum-2025q3"),
        ("ch-dealer-2025q2", "ch-dealer-2025q3", "ch-bank-2025q2", "ch-bank-2025q3"),
        ("pol-auto23", "pol-auto25", "cmp-auto", "pol-big", "proc-fast", "proc-survey"),
        ("p-pr_hk24", "p-pr_hk25", "p-pr_drug", "cmp-hk", "faq-rider"),
        ("p-b_yc", "p-b_ycd", "p-cc_yc", "p-call_yc", "p-pj_callexp"),
        ("faq-lr", "p-m_lr", "p-m_paid"),
    ],
)


def test_confusable_structures(graph: rdflib.Graph) -> None:
    # versions: a 制度 and a product in two versions, each naming the one it replaces
    assert (EX.pol_auto25, EX.supersedes, EX.pol_auto23) in graph
    assert (EX.pr_hk25, EX.supersedes, EX.pr_hk24) in graph
    # riders hang under their main product
    for rider, main in ((EX.pr_drive, EX.pr_anjia), (EX.pr_drug, EX.pr_hk25), (EX.pr_bi, EX.pr_allrisk)):
        assert (rider, EX.riderOf, main) in graph
        assert label(graph, rider, LANG) != label(graph, main, LANG)
    # a system and its modules, each with its own owner
    for module, system in ((EX.mod_survey, EX.sys_claim), (EX.mod_assess, EX.sys_claim),
                           (EX.mod_uw, EX.sys_core), (EX.mod_epolicy, EX.sys_app)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) is not None
    # one place name, four units: a branch, its sub-branch, a claims centre and a call centre
    yc = [label(graph, n, LANG) for n in (EX.b_yc, EX.b_ycd, EX.cc_yc, EX.call_yc)]
    assert all(name.startswith("沅城") for name in yc) and len(set(yc)) == 4
    assert (EX.b_ycd, EX.partOf, EX.b_yc) in graph and (EX.cc_yc, EX.partOf, EX.d_claims) in graph
    # two people per surname, told apart by gender and job
    assert {str(graph.value(p, EX.gender)) for p in (EX.p_wlx, EX.p_wm)} == {"男", "女"}
    assert {str(graph.value(p, EX.gender)) for p in (EX.p_lc, EX.p_ljg)} == {"男", "女"}
    # "人最多的那家" and the smallest one are facts of the graph's attributes
    staff = {s: int(str(o).removesuffix("人")) for s, o in graph.subject_objects(EX.staff) if s != EX.org}
    assert max(staff, key=staff.get) == EX.b_lz and min(staff, key=staff.get) == EX.b_ycd
    # the incidents carry names that contain other names
    assert "溪城" in label(graph, EX.inc_0915, LANG) and "沅城" in label(graph, EX.inc_0718, LANG)
