"""The Chinese port bundle ontology/port-zh/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "port-zh"
EX = rdflib.Namespace("http://example.org/lanjiang-port#")
LANG = "zh"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=124,
    classes=21,
    docs=206,
    conversations=38,
    turns=228,
    shared_aliases={
        "北港公司": {"co_bct", "co_bict"},
        "维保合同": {"k_hm", "k_dl"},
    },
    distractor_groups=[
        ("op-bg-2025-04", "op-bg-2025-05", "op-bg-2025-06", "op-bg2-2025-06", "op-nz-2025-06", "op-xw-2025-06"),
        ("opq-bg-2025q1", "opq-bg-2025q2", "opq-bg2-2025q1", "opq-bg2-2025q2", "opq-xw-2025q2", "opq-nz-2025q2"),
        ("grp-2025-04", "grp-2025-05", "grp-2025-06", "grp-2025q2", "grp-2025h1"),
        ("qc-bg3-2025-05", "qc-bg3-2025-06", "qc-bg5-2025-06", "qc-bg11-2025-05", "qc-bg12-2025-06"),
        ("line-yf-2025q1", "line-yf-2025q2", "line-hl-2025q2", "line-lj-2025q2", "line-hh-2025q2"),
        ("pol-safe24", "pol-safe25", "cmp-safe", "pol-wind", "proc-anchor"),
        ("k-hm", "k-dl", "cmp-maint", "p-sup_hm", "p-sup_dl"),
        ("p-t_bg", "p-t_bg2", "p-y_bg", "p-y_bg2", "p-g_bg", "p-g_bg2", "p-co_bct", "p-co_bict", "cmp-co"),
        ("inc-0412", "inc-0527", "rev-0412", "rev-0527", "p-b_bg3"),
    ],
)


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.pol_safe25, EX.supersedes, EX.pol_safe24) in graph
    for module, system in ((EX.mod_stow, EX.sys_tos), (EX.mod_yplan, EX.sys_tos), (EX.mod_ocr, EX.sys_gate),
                           (EX.mod_pm, EX.sys_eam), (EX.mod_book, EX.sys_portal)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) is not None
    # one place name for a terminal, its yard and its gate; a name inside another
    north = [label(graph, n, LANG) for n in (EX.t_bg, EX.y_bg, EX.g_bg, EX.t_bg2, EX.y_bg2, EX.g_bg2)]
    assert all(name.startswith("北港") for name in north) and len(set(north)) == 6
    assert label(graph, EX.t_bg2, LANG).startswith("北港二期")
    # two companies with nearly the same name, each running one terminal
    assert (EX.t_bg, EX.operatedBy, EX.co_bct) in graph and (EX.t_bg2, EX.operatedBy, EX.co_bict) in graph
    # two incidents at one berth
    assert {s for s in graph.subjects(EX.occurredAt, EX.b_bg3)} == {EX.inc_0412, EX.inc_0527}
    # two people called 王 (王经理 / 王主管), two called 陈, two called 刘, with genders
    for a, b in ((EX.p_wjg, EX.p_wl), (EX.p_cg, EX.p_cx), (EX.p_lh, EX.p_ljy)):
        assert label(graph, a, LANG)[0] == label(graph, b, LANG)[0]
        assert {str(graph.value(p, EX.gender)) for p in (a, b)} == {"男", "女"}
    # 吞吐量 and 吞吐量同比 are two metrics, one label inside the other
    assert label(graph, EX.m_yoy, LANG).startswith("吞吐量")
    assert "吞吐量" in {str(v) for v in graph.objects(EX.m_teu, rdflib.namespace.SKOS.altLabel)}
    # the cheaper of the two maintenance contracts
    fee = {s: int(str(o).removeprefix("年费").removesuffix("万元")) for s, o in graph.subject_objects(EX.amount)
           if str(o).startswith("年费")}
    assert fee[EX.k_dl] < fee[EX.k_hm]
