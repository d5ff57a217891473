"""The English wind and solar operations bundle ontology/wind-en/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

import re
from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "wind-en"
EX = rdflib.Namespace("http://example.org/solwen-renewables#")
LANG = "en"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=121,
    classes=20,
    docs=198,
    conversations=37,
    turns=220,
    shared_aliases={
        "carnbrae": {"wf_carnbrae", "ss_carnbrae"},
        "dunmallow": {"wf_dunmallow", "sp_dunmallow"},
        "strachan": {"p_eilidh_strachan", "p_rory_strachan"},
        "tessera": {"sys_scada", "sup_tessera"},
        "availability": {"m_tavail", "m_cavail"},
        "avail": {"m_tavail", "m_cavail"},
    },
    distractor_groups=[
        ("site-carnbrae-2025-07", "site-carnbrae-2025-08", "site-carnbrae-2025-09", "site-ashgrove-2025-08",
         "site-ashgrove-2025-09", "site-dunmallow-2025-09", "site-dunmallow-solar-2025-09"),
        ("site-wrenfield-2025-07", "site-wrenfield-2025-09", "site-marlcombe-2025-09", "site-pellow-2025-08", "site-pellow-2025-09"),
        ("region-north-2025-07", "region-north-2025-09", "region-south-2025-07", "region-south-2025-09"),
        ("portfolio-2025q2", "portfolio-2025q3"),
        ("cause-carnbrae-2025q2", "cause-carnbrae-2025q3", "cause-dunmallow-2025q2", "cause-dunmallow-2025q3",
         "cause-dunmallow-solar-2025q3"),
        ("model-h36-2025-08", "model-h36-2025-09", "model-h36mk2-2025-09", "model-d4-145-2025-09", "model-d4-145lr-2025-09"),
        ("pol-wah-2023", "pol-wah-2025", "cmp-wah-2023-2025", "proc-climb", "proc-dropped"),
        ("tm-d4-145", "tm-d4-145lr", "pf-delta4", "cmp-d4-145-lr", "tm-h36", "tm-h36mk2", "pf-h3", "cmp-h36-mk2"),
        ("inv-pcs3000", "inv-pcs3000mk2", "inv-pcs1500", "cmp-pcs"),
        ("sys-scada", "mod-alarms", "mod-historian", "sup-tessera", "con-scada", "inc-scada", "sys-cmms", "mod-field"),
        ("wf-carnbrae", "ss-carnbrae", "wf-dunmallow", "sp-dunmallow", "ss-dunmallow", "wf-pellow", "ss-pellow"),
        ("m-tavail", "m-cavail", "cmp-avail", "faq-availability"),
        ("camp-ler", "camp-ler-2025-09", "camp-bladeinsp", "camp-bladeinsp-findings", "camp-gearbox", "camp-gearbox-2025-09"),
    ],
)


def _number(text: str) -> float:
    return float(re.match(r"[0-9.,]+", text).group().replace(",", ""))


def test_confusable_structures(graph: rdflib.Graph) -> None:
    # versions and variants
    assert (EX.pol_wah_2025, EX.supersedes, EX.pol_wah_2023) in graph
    assert (EX.tm_d4_145lr, EX.variantOf, EX.tm_d4_145) in graph
    assert (EX.tm_h36mk2, EX.variantOf, EX.tm_h36) in graph
    assert (EX.inv_pcs3000mk2, EX.variantOf, EX.inv_pcs3000) in graph
    # a model, its variant and their platform are three nodes whose names contain each other
    for platform, models in ((EX.pf_delta4, (EX.tm_d4_145, EX.tm_d4_145lr)), (EX.pf_h3, (EX.tm_h36, EX.tm_h36mk2))):
        for model in models:
            assert (model, EX.platform, platform) in graph
            assert label(graph, platform, LANG) in label(graph, model, LANG)
    assert label(graph, EX.tm_d4_145, LANG) in label(graph, EX.tm_d4_145lr, LANG)
    assert label(graph, EX.tm_h36, LANG) in label(graph, EX.tm_h36mk2, LANG)
    rotor = {s: _number(str(o)) for s, o in graph.subject_objects(EX.rotorDiameter)}
    assert rotor[EX.tm_d4_145] < rotor[EX.tm_d4_145lr] and rotor[EX.tm_h36] < rotor[EX.tm_h36mk2]
    # procedures implement policies; two procedures under the same policy version
    assert {s for s in graph.subjects(EX.implements, EX.pol_wah_2025)} == {EX.proc_climb, EX.proc_dropped}
    # a system and its modules, each with its own owner; the vendor carries the system's name
    for module, system in ((EX.mod_alarms, EX.sys_scada), (EX.mod_historian, EX.sys_scada), (EX.mod_field, EX.sys_cmms)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) != graph.value(system, EX.systemOwner)
    assert "Tessera" in label(graph, EX.sup_tessera, LANG) and "Tessera" in label(graph, EX.sys_scada, LANG)
    # sites and the substations that share their names; two farms behind one substation
    for site, sub in ((EX.wf_carnbrae, EX.ss_carnbrae), (EX.wf_dunmallow, EX.ss_dunmallow), (EX.wf_pellow, EX.ss_pellow)):
        assert (site, EX.connectedTo, sub) in graph
        assert label(graph, sub, LANG).split()[0] == label(graph, site, LANG).split()[0]
    assert set(graph.subjects(EX.connectedTo, EX.ss_carnbrae)) == {EX.wf_carnbrae, EX.wf_ashgrove}
    assert set(graph.subjects(EX.connectedTo, EX.ss_dunmallow)) == {EX.wf_dunmallow, EX.sp_dunmallow}
    # people sharing a surname, gender known
    for pair in ((EX.p_eilidh_strachan, EX.p_rory_strachan), (EX.p_imogen_pengelly, EX.p_gethin_pengelly)):
        assert {str(graph.value(p, EX.gender)) for p in pair} == {"female", "male"}
        assert len({label(graph, p, LANG).split()[-1] for p in pair}) == 1
    # the two availabilities, and the incidents that drive them apart
    assert (EX.inc_trip, EX.occurredAt, EX.ss_carnbrae) in graph
    assert set(graph.objects(EX.inc_trip, EX.involved)) == {EX.wf_carnbrae, EX.wf_ashgrove}


def test_reports_move_with_the_incidents(docs: dict) -> None:
    """The distractor reports differ in the figures a turn asks about, so a wrong month or site is a wrong answer."""

    def figure(doc_id: str, kpi: str) -> float:
        match = re.search(rf"\| {kpi} \| ([0-9.,]+)", docs[doc_id]["text"])
        assert match, (doc_id, kpi)
        return _number(match.group(1))

    # the transformer trip: technical availability drops in August, contractual does not
    august = "site-carnbrae-2025-08"
    assert figure(august, "Technical Availability") < 95 < figure(august, "Contractual Availability")
    # curtailment in the North Region dwarfs the South Region in September
    assert figure("region-north-2025-09", "Curtailment") > 10 * figure("region-south-2025-09", "Curtailment")
    # the Dunmallow stand-down is an owner stop: both availabilities fall
    assert figure("site-dunmallow-2025-09", "Contractual Availability") < 96.5
    # the same KPI for another month or site differs
    assert figure("site-wrenfield-2025-07", "Mean Time to Repair") != figure("site-wrenfield-2025-09", "Mean Time to Repair")
    assert figure("portfolio-2025q3", "Lost Production") > 2 * figure("portfolio-2025q2", "Lost Production")
