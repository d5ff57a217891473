"""A small enterprise ontology with the linking traps, built in Python."""

from __future__ import annotations

import pytest

from kglink.linking.alias_index import AliasIndex
from kglink.ontology.model import Edge, Entity, Label, OntClass, Ontology

EX = "http://example.org/kb/"


def entity(local: str, labels: list[tuple[str, str]], aliases: tuple[str, ...] = (), hidden: tuple[str, ...] = (), kind: str = "Product") -> Entity:
    return Entity(
        id=EX + local,
        labels=tuple(Label(text, lang) for text, lang in labels),
        aliases=tuple(Label(text) for text in aliases),
        hidden=tuple(Label(text) for text in hidden),
        types=(EX + kind,),
    )


def build_enterprise() -> Ontology:
    entities = [
        entity("product_a", [("产品A", "zh"), ("Product A", "en")]),
        entity("series_a", [("A系列产品", "zh")]),
        entity("line_a", [("A产品线", "zh")]),
        entity("region_east", [("华东区", "zh"), ("East China Region", "en")], aliases=("华东大区",), kind="Region"),
        entity("region_south", [("华南区", "zh")], kind="Region"),
        entity("anxinbao_plus", [("Anxinbao Plus", "en"), ("安心宝Plus", "zh")], hidden=("Anxinbao Pluss",)),
        entity("cor", [("COR", "en")], kind="System"),
        entity("core", [("CORE", "en")], kind="System"),
        entity("hr", [("HR", "en")], aliases=("人力资源",), kind="System"),
        entity("hrm", [("HRM", "en")], kind="System"),
        entity("uw_rules", [("核保规则", "zh")], kind="Policy"),
        entity("auto_uw_rules", [("自动核保规则", "zh")], kind="Policy"),
        entity("travel_policy", [("差旅住宿标准", "zh"), ("Travel Accommodation Policy", "en")], kind="Policy"),
        # Two nodes share the alias "星云": the better connected one gets the larger prior.
        entity("nebula_platform", [("星云平台", "zh")], aliases=("星云",), kind="System"),
        entity("nebula_team", [("星云团队", "zh")], aliases=("星云",), kind="Team"),
    ]
    classes = {
        EX + "Offering": OntClass(EX + "Offering", labels=(Label("产品与服务", "zh"),)),
        EX + "Product": OntClass(EX + "Product", labels=(Label("产品", "zh"),), parents=(EX + "Offering",)),
        EX + "System": OntClass(EX + "System", labels=(Label("系统", "zh"),), parents=(EX + "Offering",)),
        EX + "Region": OntClass(EX + "Region", labels=(Label("区域", "zh"),)),
        EX + "Policy": OntClass(EX + "Policy", labels=(Label("政策", "zh"),)),
        EX + "Team": OntClass(EX + "Team", labels=(Label("团队", "zh"),)),
    }
    edges = (
        Edge(EX + "series_a", EX + "includes", EX + "product_a"),
        Edge(EX + "line_a", EX + "includes", EX + "series_a"),
        Edge(EX + "product_a", EX + "soldIn", EX + "region_east"),
        Edge(EX + "nebula_platform", EX + "uses", EX + "hr"),
        Edge(EX + "nebula_platform", EX + "uses", EX + "core"),
        Edge(EX + "nebula_platform", EX + "uses", EX + "auto_uw_rules"),
        Edge(EX + "auto_uw_rules", EX + "broader", EX + "uw_rules"),
    )
    return Ontology(
        entities={item.id: item for item in entities},
        classes=classes,
        edges=edges,
        prefixes={"ex": EX},
    )


@pytest.fixture(scope="session")
def enterprise() -> Ontology:
    return build_enterprise()


@pytest.fixture(scope="session")
def alias_index(enterprise: Ontology) -> AliasIndex:
    return AliasIndex.from_ontology(enterprise)
