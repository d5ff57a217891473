"""The Chinese seed-company bundle ontology/agri-zh/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "agri-zh"
EX = rdflib.Namespace("http://example.org/hechuan-seed#")
LANG = "zh"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=122,
    classes=20,
    docs=199,
    conversations=37,
    turns=219,
    shared_aliases={
        "南屏": {"base_np", "ts_np"},
        "韩工": {"p_hzy", "p_hl"},
        "合格率": {"met_fyhg", "met_cdhg"},
    },
    distractor_groups=[
        ("xs-hhh-2025-08", "xs-hhh-2025-09", "xs-hhh-2025-10", "xs-db-2025-08", "xs-xn-2025-09"),
        ("xsq-db-2025q2", "xsq-db-2025q3", "xsq-hhh-2025q3", "xsq-xn-2025q2"),
        ("qa-lw-2025-08", "qa-lw-2025-09", "qa-sqt-2025-09", "qa-sqt-2025-10", "qa-bt-2025-10"),
        ("trial-sl-2024", "trial-sl-2025", "trial-np-2024", "trial-np-2025", "trial-jt-2025e", "trial-jt-2025l",
         "trial-hq-2025w", "trial-hq-2025s"),
        ("std-jy2025", "std-jy2023", "cmp-jy", "proc-fy", "proc-cd"),
        ("p-v_jl8", "p-v_jl8b", "p-v_jl88", "p-ser_jl8", "p-pl_jl"),
        ("p-base_np", "p-ts_np", "p-p_hzy", "p-p_hl"),
        ("p-sys_erp", "p-mod_wms", "p-sys_crm", "p-mod_wo", "p-sys_zs", "p-mod_scan"),
    ],
)


def test_confusable_structures(graph: rdflib.Graph) -> None:
    # a variety, its improved version, the series they belong to and the product line: names inside names
    assert (EX.v_jl8b, EX.improvedFrom, EX.v_jl8) in graph
    assert (EX.v_jx6g, EX.improvedFrom, EX.v_jx6) in graph
    for variety in (EX.v_jl8, EX.v_jl8b, EX.v_jl88):
        assert (variety, EX.inSeries, EX.ser_jl8) in graph and (variety, EX.inLine, EX.pl_jl) in graph
    assert (EX.ser_jl8, EX.inLine, EX.pl_jl) in graph
    assert (EX.v_jl12, EX.inLine, EX.pl_jl) in graph and graph.value(EX.v_jl12, EX.inSeries) is None
    names = [label(graph, n, LANG) for n in (EX.v_jl8, EX.v_jl8b, EX.ser_jl8, EX.pl_jl)]
    assert names[0] in names[1] and all(name.startswith("金垄") for name in names) and len(set(names)) == 4
    assert label(graph, EX.v_jx6, LANG) in label(graph, EX.v_jx6g, LANG)
    # 禾麦116 starts with 禾麦11's name but is not its improved version
    assert label(graph, EX.v_hm116, LANG).startswith(label(graph, EX.v_hm11, LANG))
    assert graph.value(EX.v_hm116, EX.improvedFrom) is None
    # two versions of a standard and the procedures that implement the new one
    assert (EX.std_jy2025, EX.supersedes, EX.std_jy2023) in graph
    assert (EX.proc_fy, EX.implements, EX.std_jy2025) in graph and (EX.proc_cd, EX.implements, EX.std_jy2025) in graph
    # a lot that passes the old standard's germination line (85%) and fails the new one (90%)
    assert 85 <= float(str(graph.value(EX.lot_lw2411, EX.germination)).rstrip("%")) < 90
    # systems and their modules, each with its own owner
    for module, system in ((EX.mod_wms, EX.sys_erp), (EX.mod_scan, EX.sys_zs), (EX.mod_wo, EX.sys_crm),
                           (EX.mod_app, EX.sys_yz)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) != graph.value(system, EX.systemOwner)
    # people sharing a surname, of different genders
    for a, b in ((EX.p_hzy, EX.p_hl), (EX.p_sz, EX.p_sjy), (EX.p_gmh, EX.p_gt)):
        assert label(graph, a, LANG)[0] == label(graph, b, LANG)[0]
        assert {str(graph.value(p, EX.gender)) for p in (a, b)} == {"男", "女"}
    # one place name, a production base and a trial station in the same region
    assert graph.value(EX.base_np, EX.inRegion) == graph.value(EX.ts_np, EX.inRegion) == EX.reg_xn
