"""The Chinese retail bundle ontology/retail-zh/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "retail-zh"
EX = rdflib.Namespace("http://example.org/hejia-retail#")
LANG = "zh"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=117,
    classes=18,
    docs=221,
    conversations=39,
    turns=231,
    shared_aliases={
        "准时率": {"m_otd", "m_arr"},
        "周店长": {"p_zh", "p_zl"},
    },
    distractor_groups=[
        ("store-east-2025-07", "store-east-2025-08", "store-east-2025-09", "store-bj-2025-09", "store-nhb-2025-09"),
        ("storeq-east-2025q2", "storeq-east-2025q3", "storeq-lj-2025q2", "storeq-nhb-2025q3"),
        ("fw-nh-2025-07", "fw-nh-2025-08", "fw-nh-2025-09", "fw-gx-2025-08", "fw-east-2025-09"),
        ("sum-2025-07", "sum-2025-08", "sum-2025-09", "sum-2025q3"),
        ("sup-xd-2025q2", "sup-xd-2025q3", "sup-ly-2025q3", "sup-hr-2025q3"),
        ("pol-loss24", "pol-loss25", "cmp-loss", "pol-cs", "proc-cs"),
        ("p-sys_pos", "p-mod_self", "p-sys_crm", "p-mod_points", "p-d_fresh", "p-d_freshbuy"),
        ("p-s_east", "p-w_east", "p-fw_east", "p-s_nh", "p-s_nhb", "p-fw_nh"),
    ],
)


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.pol_loss25, EX.supersedes, EX.pol_loss24) in graph
    assert (EX.d_freshbuy, EX.partOf, EX.d_buy) in graph and (EX.d_fresh, EX.partOf, EX.org) in graph
    for module, system in ((EX.mod_self, EX.sys_pos), (EX.mod_dispatch, EX.sys_app), (EX.mod_pick, EX.sys_wms),
                           (EX.mod_points, EX.sys_crm), (EX.mod_replen, EX.sys_erp)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) is not None
    area = {s: int(str(o).removesuffix("平方米")) for s, o in graph.subject_objects(EX.area)}
    assert max(area, key=area.get) == EX.s_east and min(area, key=area.get) == EX.s_nhb
    assert {str(graph.value(p, EX.gender)) for p in (EX.p_ljh, EX.p_lx)} == {"男", "女"}
    assert {str(graph.value(p, EX.gender)) for p in (EX.p_zh, EX.p_zl)} == {"男", "女"}
    east = [label(graph, n, LANG) for n in (EX.s_east, EX.w_east, EX.fw_east)]
    assert all(name.startswith("城东") for name in east) and len(set(east)) == 3
    south = [label(graph, n, LANG) for n in (EX.s_nh, EX.s_nhb, EX.fw_nh)]
    assert all(name.startswith("南湖") for name in south) and len(set(south)) == 3
    assert label(graph, EX.s_bj, LANG) in label(graph, EX.inc_0905, LANG)
    assert label(graph, EX.fw_nh, LANG) in label(graph, EX.pj_nh, LANG)
    assert (EX.fw_east, EX.servedBy, EX.w_east) in graph
