"""The English broadcaster operations bundle ontology/broadcast-en/ is consistent, complete and as large as its README
says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

import re
from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "broadcast-en"
EX = rdflib.Namespace("http://example.org/corrievale-broadcasting#")
LANG = "en"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=107,
    classes=19,
    docs=172,
    conversations=30,
    turns=173,
    shared_aliases={
        "tullagh": {"st_tullagh", "tx_tullagh"},
        "marrowby": {"st_marrowby", "tx_marrowby"},
        "penhallow": {"p_orla_penhallow", "p_fergus_penhallow"},
        "orrery": {"sys_orrery", "sup_orrery"},
        "pylonet agreement": {"con_pyl_2021", "con_pyl_2025"},
    },
    distractor_groups=[
        ("kpi-tullagh-2025-07", "kpi-tullagh-2025-08", "kpi-tullagh-2025-09", "kpi-corran-2025-09",
         "kpi-marrowby-2025-09", "kpi-skelwick-2025-09", "kpi-vale-2025-09", "kpi-valeplus-2025-09"),
        ("region-wenlow-2025-07", "region-wenlow-2025-08", "region-wenlow-2025-09", "region-eastholm-2025-09"),
        ("quarter-wenlow-2025q2", "quarter-wenlow-2025q3", "quarter-eastholm-2025q2", "quarter-eastholm-2025q3"),
        ("txnet-2025-07", "txnet-2025-08", "txnet-2025-09", "offair-wenlow-2025q3", "offair-eastholm-2025q3"),
        ("why-tullagh-2025q3", "why-corran-2025q3", "why-marrowby-2025q3", "why-skelwick-2025q3", "why-vale-2025q3",
         "why-valeplus-2025q3"),
        ("pol-ed-2023", "pol-ed-2025", "cmp-ecp-2023-2025", "proc-complaints", "proc-phonein", "faq-complaints"),
        ("con-pyl-2021", "con-pyl-2025", "cmp-pylonet-2021-2025", "con-kestrand", "sup-pylonet"),
        ("sys-orrery", "mod-orrery-ingest", "mod-orrery-graphics", "sup-orrery", "con-orrery", "sys-cadenza",
         "mod-cadenza-logger", "sys-tally", "mod-tally-traffic"),
        ("st-tullagh", "tx-tullagh", "inc-tullagh", "inv-tullagh", "st-marrowby", "tx-marrowby"),
        ("inc-playout", "inv-playout", "invrep-playout", "inc-adbreak", "invrep-adbreak", "inc-phonein"),
    ],
)


def _number(text: str) -> float:
    return float(re.match(r"[0-9.,]+", text).group().replace(",", ""))


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.pol_ed_2025, EX.supersedes, EX.pol_ed_2023) in graph
    assert (EX.con_pyl_2025, EX.supersedes, EX.con_pyl_2021) in graph
    for module, system in ((EX.mod_orrery_ingest, EX.sys_orrery), (EX.mod_orrery_graphics, EX.sys_orrery),
                           (EX.mod_cadenza_logger, EX.sys_cadenza), (EX.mod_tally_traffic, EX.sys_tally)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) != graph.value(system, EX.systemOwner)
    for procedure in (EX.proc_complaints, EX.proc_phonein):
        assert (procedure, EX.implements, EX.pol_ed_2025) in graph
    # the station, its transmitter and the incident share a place name
    tullagh = [label(graph, n, LANG) for n in (EX.st_tullagh, EX.tx_tullagh, EX.inc_tullagh, EX.inv_tullagh)]
    assert all("Tullagh" in name for name in tullagh) and len(set(tullagh)) == 4
    marrowby = [label(graph, n, LANG) for n in (EX.st_marrowby, EX.tx_marrowby, EX.inc_lightning)]
    assert all("Marrowby" in name for name in marrowby) and len(set(marrowby)) == 3
    # names inside names: the second channel carries the first's name, the incidents the channels'
    assert label(graph, EX.tv_vale, LANG) in label(graph, EX.tv_valeplus, LANG)
    assert label(graph, EX.tv_valeplus, LANG) in label(graph, EX.inc_adbreak, LANG)
    assert label(graph, EX.tv_vale, LANG) in label(graph, EX.inc_playout, LANG)
    # people: same surname, opposite genders; the two Garveys share no alias
    for pair in ((EX.p_orla_penhallow, EX.p_fergus_penhallow), (EX.p_nuala_garvey, EX.p_declan_garvey)):
        assert {str(graph.value(p, EX.gender)) for p in pair} == {"female", "male"}
    # numeric attributes the superlative turns ask about
    height = {s: _number(str(o)) for s, o in graph.subject_objects(EX.mastHeight)}
    assert max(height, key=height.get) == EX.tx_tullagh
    cost = {s: _number(str(o).removeprefix("GBP ")) for s, o in graph.subject_objects(EX.annualCost)}
    assert cost[EX.sys_orrery] > cost[EX.sys_cadenza]
