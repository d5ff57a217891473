"""The English hotel operations bundle ontology/hotel-en/ is consistent, complete and as large as its README says.

The checks every generated bundle passes are in bundle_checks.py; here are this bundle's
expectations and the traps only it is built around.
"""

from __future__ import annotations

import re
from pathlib import Path

import rdflib
from bundle_checks import *  # noqa: F403 - the shared checks, collected under this module's name
from bundle_checks import Spec, label

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "hotel-en"
EX = rdflib.Namespace("http://example.org/larkmoor-hotels#")
LANG = "en"

SPEC = Spec(
    folder=BUNDLE,
    ns=EX,
    lang=LANG,
    # the counts the bundle's README states
    entities=108,
    classes=20,
    docs=210,
    conversations=37,
    turns=222,
    shared_aliases={
        "kelby": {"h_kelby", "h_kelbyair"},
        "advance saver": {"rp_adv24", "rp_adv25"},
        "nair": {"p_priya_nair", "p_arjun_nair"},
        "occupancy": {"m_occ", "m_roomnights"},
        "complaint policy": {"pol_comp23", "pol_comp25"},
        "chris": {"p_chris_doyle", "p_chris_okoro"},
    },
    distractor_groups=[
        ("kpi-ashcombe-2026-07", "kpi-ashcombe-2026-08", "kpi-ashcombe-2026-09", "kpi-corrin-2026-07",
         "kpi-corrin-2026-08", "kpi-corrin-2026-09", "kpi-kelby-2026-09", "kpi-kelbyair-2026-09", "kpi-wrenford-2026-08"),
        ("ops-kelby-2026q2", "ops-kelby-2026q3", "ops-kelbyair-2026q2", "ops-kelbyair-2026q3", "ops-corrin-2026q2",
         "ops-corrin-2026q3", "ops-dunholt-2026q2", "ops-dunholt-2026q3"),
        ("rate-adv24-2026q2", "rate-adv24-2026q3", "rate-adv25-2026q2", "rate-adv25-2026q3", "rate-spabreak-2026q3",
         "rate-corp-2026q2", "rate-corp-2026q3"),
        ("spa-ashcombe-2026-09", "spa-corrin-2026-09", "spa-corrin-2026-08", "outlet-saffron-2026-09",
         "outlet-tidehouse-2026-08", "outlet-grill-2026-08"),
        ("supplier-brightwash-2026q3", "supplier-kestrel-2026q2", "supplier-kestrel-2026q3", "supplier-greenfold-2026q3",
         "supplier-ascent-2026q2", "supplier-ascent-2026q3"),
        ("group-2026-07", "group-2026-08", "group-2026-09", "loyalty-2026q2", "loyalty-2026q3"),
        ("pol-comp23", "pol-comp25", "cmp-comp", "proc-compensation"),
        ("rp-adv24", "rp-adv25", "ad-advflex", "cmp-adv", "faq-advsaver"),
        ("h-kelby", "h-kelbyair", "cc-kelbyair", "cmp-kelby"),
        ("h-ashcombe", "r-grill", "s-ashcombe", "cc-ashcombe", "inc-overbook"),
        ("inc-lift", "inc-pool", "rev-lift", "rev-pool", "cmp-corrin-incidents", "s-corrin", "h-corrin"),
        ("sys-staydesk", "mod-hk", "sys-yieldwise", "mod-forecast", "sys-fixtrack", "mod-fixmobile", "sup-keystone"),
        ("m-occ", "m-roomnights", "m-revpar", "cmp-occ"),
        ("sup-brightwash", "sup-kestrel", "con-laundry", "con-linen", "cmp-linen"),
    ],
)


def _number(text: str) -> float:
    return float(re.search(r"[0-9][0-9.,]*", text).group().replace(",", ""))


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.rp_adv25, EX.supersedes, EX.rp_adv24) in graph
    assert (EX.pol_comp25, EX.supersedes, EX.pol_comp23) in graph
    assert (EX.proc_compensation, EX.implements, EX.pol_comp25) in graph
    # each module has its own owner and its own release
    for module, system in ((EX.mod_hk, EX.sys_staydesk), (EX.mod_forecast, EX.sys_yieldwise),
                           (EX.mod_fixmobile, EX.sys_fixtrack)):
        assert (module, EX.partOf, system) in graph
        assert graph.value(module, EX.systemOwner) != graph.value(system, EX.systemOwner)
        assert graph.value(module, EX.version) != graph.value(system, EX.version)
    # the add-on carries the rate plan's name and fits only the newer edition
    assert set(graph.objects(EX.ad_advflex, EX.addOnFor)) == {EX.rp_adv25}
    assert "Advance Saver" in label(graph, EX.ad_advflex, LANG)
    # the old edition is cheaper for the guest (a bigger discount)
    discount = {s: _number(str(o)) for s, o in graph.subject_objects(EX.discount) if str(o)[0].isdigit()}
    assert discount[EX.rp_adv24] > discount[EX.rp_adv25]
    # a hotel, its restaurant, spa and conference centre, and an incident share a place name
    ashcombe = [label(graph, n, LANG) for n in (EX.h_ashcombe, EX.r_grill, EX.s_ashcombe, EX.cc_ashcombe, EX.inc_overbook)]
    assert all("Ashcombe" in name for name in ashcombe) and len(set(ashcombe)) == 5
    for outlet in (EX.r_grill, EX.s_ashcombe, EX.cc_ashcombe):
        assert (outlet, EX.locatedAt, EX.h_ashcombe) in graph
    # one hotel's name inside another's, and inside a conference centre's
    assert label(graph, EX.h_kelby, LANG) in label(graph, EX.h_kelbyair, LANG)
    assert "Kelby Airport" in label(graph, EX.cc_kelbyair, LANG)
    # two incidents at one hotel, both named after it
    for incident in (EX.inc_lift, EX.inc_pool):
        assert EX.h_corrin in set(graph.objects(incident, EX.affected))
        assert "Corrin Bay" in label(graph, incident, LANG)
    # two people with one surname, of different genders; two Chrises
    assert {str(graph.value(p, EX.gender)) for p in (EX.p_priya_nair, EX.p_arjun_nair)} == {"female", "male"}
    assert {str(graph.value(p, EX.gender)) for p in (EX.p_chris_doyle, EX.p_chris_okoro)} == {"female", "male"}
    # the room type sizes make "the biggest" and "the cheapest" one answer each
    size = {s: _number(str(o)) for s, o in graph.subject_objects(EX.roomSize)}
    rate = {s: _number(str(o)) for s, o in graph.subject_objects(EX.rackRate)}
    assert max(size, key=size.get) == EX.rt_seaview and min(rate, key=rate.get) == EX.rt_smart
    # the laundry and the linen hire firm are two suppliers with two contracts
    assert graph.value(EX.con_laundry, EX.contractor) == EX.sup_brightwash
    assert graph.value(EX.con_linen, EX.contractor) == EX.sup_kestrel
