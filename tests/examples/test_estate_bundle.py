"""The Chinese property-management bundle ontology/estate-zh/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "estate-zh"
EX = rdflib.Namespace("http://example.org/chenglan-pm#")
LANG = "zh"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=101,
    classes=19,
    docs=189,
    conversations=30,
    turns=180,
    shared_aliases={
        "桐湾": {"est_tw", "park_tw"},
        "郁经理": {"p_ycy", "p_yxt"},
        "收缴率": {"met_wyf", "met_tcf"},
    },
    distractor_groups=[
        ("rpt-fl-2025-08", "rpt-fl-2025-09", "rpt-fl-2025-10", "rpt-dx-2025-10", "rpt-tw-2025-09", "rpt-ptw-2025-10"),
        ("rrpt-ld-2025-09", "rrpt-ld-2025-10", "rrpt-lx-2025-09", "rrpt-lx-2025-10"),
        ("qrpt-fl-2025q2", "qrpt-fl-2025q3", "qrpt-ys-2025q2", "qrpt-ys-2025q3", "rqrpt-ld-2025q3", "rqrpt-lx-2025q3"),
        ("pol-zx25", "pol-zx23", "cmp-zx", "sop-zxsp", "sop-zxxc"),
        ("ct-dt24", "ct-dt25", "cmp-dt", "p-ct_dt24", "p-ct_dt25"),
        ("p-est_tw", "p-park_tw", "p-p_ycy", "p-p_yxt", "p-met_wyf", "p-met_tcf"),
        ("inv-dxts1", "inv-dxts2", "p-inc_dxts1", "p-inc_dxts2", "cmp-qr3"),
        ("p-sys_pms", "p-mod_sf", "p-mod_gd", "p-sys_mj", "p-mod_rl", "p-sys_bx"),
    ],
)


def test_confusable_structures(graph: rdflib.Graph) -> None:
    # an estate, its building, its lift and the incident share the estate's name
    names = [label(graph, n, LANG) for n in (EX.est_fl, EX.bld_fl3, EX.eq_fl3e1, EX.inc_flkr, EX.prj_fldt)]
    assert all(name.startswith(names[0]) for name in names) and len(set(names)) == 5
    assert (EX.eq_fl3e1, EX.locatedIn, EX.bld_fl3) in graph and (EX.bld_fl3, EX.inEstate, EX.est_fl) in graph
    assert (EX.inc_flkr, EX.occurredAt, EX.bld_fl3) in graph
    # one place name, a residential estate and an office park in the same region
    assert graph.value(EX.est_tw, EX.inRegion) == graph.value(EX.park_tw, EX.inRegion) == EX.reg_lx
    # two versions of a policy, and the procedures that implement the new one
    assert (EX.pol_zx25, EX.supersedes, EX.pol_zx23) in graph
    assert (EX.sop_zxxc, EX.implements, EX.pol_zx25) in graph and (EX.sop_zxsp, EX.implements, EX.pol_zx25) in graph
    # two versions of a contract with the same contractor
    assert (EX.ct_dt25, EX.supersedes, EX.ct_dt24) in graph
    assert graph.value(EX.ct_dt24, EX.contractWith) == graph.value(EX.ct_dt25, EX.contractWith) == EX.sup_jt
    # equipment models and their variants, names inside names
    assert (EX.mdl_ks800s, EX.variantOf, EX.mdl_ks800) in graph and (EX.mdl_qr3p, EX.variantOf, EX.mdl_qr3) in graph
    assert label(graph, EX.mdl_ks800, LANG) in label(graph, EX.mdl_ks800s, LANG)
    # two incidents of the same kind at the same estate
    assert graph.value(EX.inc_dxts1, EX.occurredAt) == graph.value(EX.inc_dxts2, EX.occurredAt) == EX.est_dx
    # systems and their modules, each with its own owner
    for module, system in ((EX.mod_sf, EX.sys_pms), (EX.mod_gd, EX.sys_pms), (EX.mod_rl, EX.sys_mj)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) != graph.value(system, EX.systemOwner)
    # people sharing a surname, of different genders
    for a, b in ((EX.p_ycy, EX.p_yxt), (EX.p_lyn, EX.p_ly)):
        assert label(graph, a, LANG)[0] == label(graph, b, LANG)[0]
        assert {str(graph.value(p, EX.gender)) for p in (a, b)} == {"男", "女"}
