"""The English telecom operations bundle ontology/telecom-en/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

import re
from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "telecom-en"
EX = rdflib.Namespace("http://example.org/tarnlink#")
LANG = "en"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=98,
    classes=19,
    docs=163,
    conversations=37,
    turns=222,
    shared_aliases={
        "dunmere": {"ex_dunmere", "dc_dunmere"},
        "fibre max": {"pl_fmax24", "pl_fmax25"},
        "hale": {"p_ruth_hale", "p_owen_hale"},
        "churn": {"m_churn_rate", "m_churn_count"},
        "compensation policy": {"pol_comp24", "pol_comp26"},
    },
    distractor_groups=[
        ("net-north-2026-09", "net-north-2026-10", "net-north-2026-11", "net-south-2026-09", "net-south-2026-10",
         "net-south-2026-11", "net-coast-2026-09", "net-coast-2026-10", "net-coast-2026-11"),
        ("cust-2026-09", "cust-2026-10", "cust-2026-11", "care-2026-09", "care-2026-10", "care-2026-11"),
        ("plan-fmax24-2026q2", "plan-fmax24-2026q3", "plan-fmax25-2026q2", "plan-fmax25-2026q3", "plan-sim20-2026q3",
         "plan-simunl-2026q3", "plan-bundle-2026q2", "plan-bundle-2026q3"),
        ("store-dunmere-2026-10", "store-oxwick-2026-11", "store-rookhaven-2026-10", "store-rookhaven-2026-11"),
        ("pol-comp24", "pol-comp26", "cmp-comp", "faq-comp", "proc-credit"),
        ("ex-dunmere", "dc-dunmere", "st-dunmere", "ms-quay", "dc-oxwick", "ex-oxwick", "st-oxwick"),
        ("sys-ledger", "mod-rating", "sup-ledgersoft", "con-billing", "inc-rating", "sys-netwatch", "mod-alarms",
         "sys-carehub", "mod-chat", "inc-chat"),
        ("ms-rookhill", "inc-hill-sep", "inc-hill-nov", "rev-hill-sep", "rev-hill-nov", "cmp-hill-outages", "ex-rookhaven",
         "st-rookhaven"),
        ("m-churn-rate", "m-churn-count", "cmp-churn"),
    ],
)


def _number(text: str) -> float:
    return float(re.search(r"[0-9][0-9.,]*", text).group().replace(",", ""))


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.pol_comp26, EX.supersedes, EX.pol_comp24) in graph
    assert (EX.pl_fmax25, EX.supersedes, EX.pl_fmax24) in graph
    for module, system in ((EX.mod_rating, EX.sys_ledger), (EX.mod_chat, EX.sys_carehub), (EX.mod_alarms, EX.sys_netwatch)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) != graph.value(system, EX.systemOwner)
    assert graph.value(EX.mod_alarms, EX.version) != graph.value(EX.sys_netwatch, EX.version)
    # the add-on carries the plan's name and fits only the newer edition
    assert set(graph.objects(EX.ad_boost, EX.addOnFor)) == {EX.pl_fmax25}
    assert label(graph, EX.pl_fmax24, LANG).rsplit(" ", 1)[0] in label(graph, EX.ad_boost, LANG)
    price = {s: _number(str(o)) for s, o in graph.subject_objects(EX.monthlyPrice)}
    assert price[EX.pl_fmax25] < price[EX.pl_fmax24] and price[EX.pl_sim20] < price[EX.pl_simunl]
    # two outages on one site, both named after it
    for incident in (EX.inc_hill_sep, EX.inc_hill_nov):
        assert EX.ms_rookhill in set(graph.objects(incident, EX.affected))
        assert label(graph, EX.ms_rookhill, LANG) in label(graph, incident, LANG)
    assert {str(graph.value(p, EX.gender)) for p in (EX.p_ruth_hale, EX.p_owen_hale)} == {"female", "male"}
    dunmere = [label(graph, n, LANG) for n in (EX.ex_dunmere, EX.dc_dunmere, EX.st_dunmere, EX.ms_quay)]
    assert all("Dunmere" in name for name in dunmere) and len(set(dunmere)) == 4
    # the vendor carries the system's name, the incident the module's
    assert label(graph, EX.sys_ledger, LANG) in label(graph, EX.sup_ledgersoft, LANG)
    assert label(graph, EX.mod_rating, LANG) in label(graph, EX.inc_rating, LANG)
    assert (EX.con_towers, EX.contractor, EX.sup_spire) in graph
