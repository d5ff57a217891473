"""The English hospital bundle ontology/hospital-en/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "hospital-en"
EX = rdflib.Namespace("http://example.org/kestrel-health#")
LANG = "en"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=113,
    classes=18,
    docs=210,
    conversations=44,
    turns=234,
    shared_aliases={
        "ed": {"unit_ngh_ed", "unit_svh_ed"},
        "a&e": {"unit_ngh_ed", "unit_svh_ed"},
        "okafor": {"p_amara_okafor", "p_daniel_okafor"},
    },
    distractor_groups=[
        ("occ-ngh-2025-07", "occ-ngh-2025-08", "occ-ngh-2025-09", "occ-svh-2025-08", "occ-rch-2025-08"),
        ("ed-ngh-2025-08", "ed-svh-2025-08", "ed-ngh-2025-09", "ed-svh-2025-09"),
        ("readm-ngh-2025q2", "readm-ngh-2025q3", "readm-rch-2025q2", "readm-rch-2025q3"),
        ("falls-ward6-2025-08", "falls-ward6-2025-09", "falls-ward5-2025-08"),
        ("prot-sepsis-v2", "prot-sepsis-v3", "cmp-sepsis-v2-v3"),
        ("pol-discharge", "proc-discharge", "pol-incident-reporting", "proc-incident-review"),
        ("sys-meridian", "sys-eprescribing", "sys-carelink", "sys-videoconsult"),
    ],
)


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.prot_sepsis_v3, EX.supersedes, EX.prot_sepsis_v2) in graph
    assert (EX.dev_infusa500, EX.supersedes, EX.dev_infusa300) in graph
    assert (EX.mod_eprescribing, EX.partOf, EX.sys_meridian) in graph
    assert {s for s in graph.subjects(EX.planOf, EX.sys_carelink)} == {EX.plan_basic, EX.plan_plus, EX.plan_pro}
    prices = {s: int(str(o)) for s, o in graph.subject_objects(EX.monthlyPrice)}
    assert prices[EX.plan_basic] < prices[EX.plan_plus] < prices[EX.plan_pro]
    genders = {str(graph.value(p, EX.gender)) for p in (EX.p_amara_okafor, EX.p_daniel_okafor)}
    assert genders == {"female", "male"}
    north = [label(graph, n, LANG) for n in (EX.site_ngh, EX.site_northgate, EX.site_ngoc)]
    assert all(name.startswith("North") for name in north) and len(set(north)) == 3
