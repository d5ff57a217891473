"""A synthetic enterprise ontology of any size, for benchmarks: seeded and deterministic.

:func:`synthetic_ontology` builds an :class:`~kglink.ontology.model.Ontology` with
exactly ``aliases`` distinct (normal form, node) pairs, the unit the alias index counts.
Names are Chinese and English, 2 to 20 characters, built like enterprise names (a stem
of morphemes or syllables and a type word: "华信云数据平台", "Torvanex Cloud"), with
what makes linking hard: near-duplicates of other nodes' names (one character changed or
inserted), aliases shared by several nodes, abbreviations and misspellings (hidden
labels). Edges follow preferential attachment, so degrees are heavy-tailed like a real
graph's and priors differ.

:func:`write_ontology` writes it as SKOS in Turtle (``.ttl``) or N-Triples (``.nt``)
without rdflib, so a million-triple file takes seconds; :func:`synthetic_queries` makes
fixed-length user turns that mention the ontology's names, some misspelt.

The same seed always gives the same ontology, file and queries.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from kglink.errors import ConfigError, UnsupportedFormatError
from kglink.linking.normalize import is_cjk, language_of, normalize
from kglink.ontology.model import Edge, Entity, Label, OntClass, Ontology, Property

logger = logging.getLogger(__name__)

BASE = "http://example.org/synthetic/"
PREFIXES = {
    "syn": BASE,
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "owl": "http://www.w3.org/2002/07/owl#",
}
_SKOS = PREFIXES["skos"]
_RDFS = PREFIXES["rdfs"]
_RDF = PREFIXES["rdf"]
_OWL = PREFIXES["owl"]

MIN_LENGTH = 2
MAX_LENGTH = 20

# Frequent characters of business Chinese; stems are drawn from them.
_HAN = (
    "华东南西北中新安信达通泰恒丰盛源景博远嘉禾瑞祥宏创联合众智慧云数据金融保险银行证券"
    "科技网络平台系统服务管理营销销售采购财务人力资源客户产品方案项目工程研发运维测试安全"
    "风控审计合规法务行政后勤物流仓储供应链制造质量标准企业专业旗舰高级基础精英尊享优选"
    "快捷便民惠普康乐健长青天地海山川明光星辰宇宙晨曦朝阳春夏秋冬江河湖城市区域分公司总部"
    "电子商务移动支付结算清算理赔核保承保续期退货订单库存报表分析指标考核绩效预算成本利润"
)
_ZH_SUFFIXES = {
    "product": ("产品", "系列", "产品线", "套餐", "版", "计划"),
    "region": ("区", "大区", "分公司", "营业部", "中心"),
    "metric": ("率", "额", "指数", "占比", "金额"),
    "policy": ("标准", "规定", "制度", "办法", "政策"),
    "process": ("流程", "审批", "规则", "机制"),
    "system": ("系统", "平台", "模块", "工具", "中台"),
    "feature": ("功能", "服务", "接口", "特性"),
}
_EN_SYLLABLES = (
    "an", "xin", "bao", "tor", "va", "nex", "ra", "lo", "mi", "cor", "del", "fin", "sta",
    "ter", "qua", "li", "ox", "pen", "zu", "mar", "kel", "vi", "sol", "tri", "on", "ex",
    "hy", "dro", "gen", "lux", "par", "is", "ven", "tal", "ro", "bi", "neo", "syn", "ka",
)
_EN_SUFFIXES = {
    "product": ("Plus", "Pro", "Lite", "Suite", "Max", "Series"),
    "region": ("Region", "Branch", "Office", "Hub"),
    "metric": ("Rate", "Ratio", "Index", "Amount"),
    "policy": ("Policy", "Standard", "Rules", "Guide"),
    "process": ("Process", "Flow", "Review", "Check"),
    "system": ("System", "Platform", "Cloud", "Engine", "Portal"),
    "feature": ("API", "Sync", "Export", "Alerts", "Search"),
}
_CLASS_NOUNS = {
    "product": ("产品", "Product"),
    "region": ("区域", "Region"),
    "metric": ("指标", "Metric"),
    "policy": ("政策", "Policy"),
    "process": ("流程", "Process"),
    "system": ("系统", "System"),
    "feature": ("功能", "Feature"),
}
_CLASS_PARENTS = {"product": "offering", "feature": "offering", "system": "offering", "policy": "rule", "process": "rule"}
_PREDICATES = ("relatedTo", "partOf", "uses", "locatedIn", "dependsOn")

# Everyday words that surround names in a user's turn.
_ZH_FILLER = ("请问", "上个月", "的", "是多少", "怎么样", "和", "有什么区别", "支持", "吗", "最新", "情况", "帮我查一下", "对比", "呢")
_EN_FILLER = ("what is", "the", "of", "for", "how about", "compare", "with", "latest", "and", "does it", "support", "show me")


@dataclass(slots=True)
class _Builder:
    """Mutable state while generating: names per node and the running pair count."""

    target: int
    rng: random.Random
    english_rate: float
    count: int = 0
    serial: int = 0
    forms: dict[str, set[str]] = field(default_factory=dict)
    names: list[str] = field(default_factory=list)

    def full(self) -> bool:
        return self.count >= self.target

    def new_id(self, kinds: tuple[str, ...]) -> tuple[str, str]:
        """A fresh node id and its kind (kinds take turns)."""
        kind = kinds[self.serial % len(kinds)]
        node_id = f"{BASE}{kind}_{self.serial}"
        self.serial += 1
        return node_id, kind

    def add(self, node_id: str, text: str) -> bool:
        """Record a name; False when it adds no new (normal form, node) pair or the target is met."""
        if self.full() or not MIN_LENGTH <= len(text) <= MAX_LENGTH:
            return False
        key = normalize(text)
        if len(key) < MIN_LENGTH:
            return False
        seen = self.forms.setdefault(node_id, set())
        if key in seen:
            return False
        seen.add(key)
        self.count += 1
        self.names.append(text)
        return True


def synthetic_ontology(
    aliases: int,
    *,
    seed: int = 0,
    edges_per_entity: float = 2.0,
    near_duplicate_rate: float = 0.15,
    shared_alias_rate: float = 0.03,
    english_rate: float = 0.45,
    progress: Callable[[int, int], None] | None = None,
) -> Ontology:
    """Build an ontology with exactly ``aliases`` distinct (normal form, node) pairs.

    Args:
        aliases: the number of names, at least 1.
        seed: the random seed; equal seeds give equal ontologies.
        edges_per_entity: average entity-to-entity edges added per entity.
        near_duplicate_rate: share of entities named by one edit of an earlier name.
        shared_alias_rate: share of entities that also take an earlier entity's alias.
        english_rate: share of entities with an English name (the others, and about
            half of these, have a Chinese one).
        progress: called as ``progress(done, total)`` with names generated so far.

    Raises:
        ConfigError: a count or rate out of range.
    """
    if aliases < 1:
        raise ConfigError(f"aliases must be at least 1, got {aliases}")
    for name, rate in (
        ("near_duplicate_rate", near_duplicate_rate),
        ("shared_alias_rate", shared_alias_rate),
        ("english_rate", english_rate),
    ):
        if not 0.0 <= rate <= 1.0:
            raise ConfigError(f"{name} must be in [0, 1], got {rate}")
    if edges_per_entity < 0:
        raise ConfigError(f"edges_per_entity must be >= 0, got {edges_per_entity}")
    rng = random.Random(seed)
    builder = _Builder(aliases, rng, english_rate)
    kinds = tuple(_ZH_SUFFIXES)
    entities: dict[str, Entity] = {}
    ids: list[str] = []  # entities with edges, in creation order
    endpoints: list[str] = []  # every edge end once: sampling from it is preferential attachment
    edges: list[Edge] = []
    step = max(1, aliases // 100)
    while not builder.full():
        node_id, kind = builder.new_id(kinds)
        entity = _make_entity(builder, node_id, kind)
        if entity is None:
            continue
        entities[node_id] = entity
        ids.append(node_id)
        _add_edges(rng, node_id, ids, endpoints, edges, edges_per_entity)
        if progress is not None and (len(entities) % step == 0 or builder.full()):
            progress(builder.count, aliases)
        if near_duplicate_rate and rng.random() < near_duplicate_rate and not builder.full():
            _near_duplicate(builder, entities, kinds, entity)
        if shared_alias_rate and rng.random() < shared_alias_rate and len(builder.names) > 1 and entities:
            _share_alias(builder, entities, node_id)
    classes = _classes()
    properties = {
        f"{BASE}{name}": Property(f"{BASE}{name}", "object", labels=(Label(name, "en"),)) for name in _PREDICATES
    }
    logger.debug("synthetic ontology: %d entities, %d names, %d edges", len(entities), builder.count, len(edges))
    return Ontology(
        entities=entities,
        classes=classes,
        properties=properties,
        edges=tuple(edges),
        prefixes={"syn": BASE},
        sources=(f"synthetic:{aliases}:{seed}",),
    )


def _make_entity(builder: _Builder, node_id: str, kind: str) -> Entity | None:
    rng = builder.rng
    labels: list[Label] = []
    aliases: list[Label] = []
    hidden: list[Label] = []
    english = rng.random() < builder.english_rate
    chinese = not english or rng.random() < 0.5
    if chinese:
        name = _zh_name(rng, kind)
        if builder.add(node_id, name):
            labels.append(Label(name, "zh"))
    if english:
        name = _en_name(rng, kind)
        if builder.add(node_id, name):
            labels.append(Label(name, "en"))
    if not labels:
        return None
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        base = rng.choice(labels)
        variant, lang, is_hidden = _variant(rng, base.text, base.lang)
        if builder.add(node_id, variant):
            (hidden if is_hidden else aliases).append(Label(variant, lang))
    return Entity(
        id=node_id,
        labels=tuple(labels),
        aliases=tuple(aliases),
        hidden=tuple(hidden),
        types=(f"{BASE}{kind.capitalize()}",),
    )


def _zh_name(rng: random.Random, kind: str) -> str:
    stem = "".join(rng.choice(_HAN) for _ in range(rng.randint(1, 6)))
    if rng.random() < 0.2:
        stem += rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + (str(rng.randint(1, 9)) if rng.random() < 0.5 else "")
    name = stem + rng.choice(_ZH_SUFFIXES[kind])
    return _clip(name, rng)


def _en_name(rng: random.Random, kind: str) -> str:
    words = []
    for _ in range(rng.choice((1, 1, 2))):
        word = "".join(rng.choice(_EN_SYLLABLES) for _ in range(rng.randint(2, 4)))
        words.append(word.capitalize())
    if rng.random() < 0.7:
        words.append(rng.choice(_EN_SUFFIXES[kind]))
    return _clip(" ".join(words), rng)


def _clip(name: str, rng: random.Random) -> str:
    if len(name) > MAX_LENGTH:
        name = name[: rng.randint(MAX_LENGTH - 4, MAX_LENGTH)].rstrip()
    return name


def _variant(rng: random.Random, text: str, lang: str | None) -> tuple[str, str | None, bool]:
    """Another name for the same node: an abbreviation, a shortening, or a misspelling."""
    choice = rng.random()
    if lang == "en":
        words = text.split()
        if choice < 0.35 and len(words) > 1:
            return "".join(word[0] for word in words).upper(), "en", False
        if choice < 0.7:
            return _typo(rng, text), "en", True
        return words[0], "en", False
    if choice < 0.35 and len(text) > 3:
        return text[: rng.randint(2, len(text) - 1)], "zh", False
    if choice < 0.6:
        return _typo(rng, text), "zh", True
    position = rng.randint(1, max(1, len(text) - 1))
    return text[:position] + rng.choice(_HAN) + text[position:], "zh", False


def _typo(rng: random.Random, text: str) -> str:
    """One edit: a changed, doubled, dropped or swapped character."""
    if len(text) < 3:
        return text + text[-1]
    position = rng.randrange(1, len(text) - 1)
    operation = rng.randrange(4)
    if operation == 0:
        pool = _HAN if is_cjk(text[position]) else "abcdefghijklmnopqrstuvwxyz"
        return text[:position] + rng.choice(pool) + text[position + 1 :]
    if operation == 1:
        return text[:position] + text[position] + text[position:]
    if operation == 2:
        return text[:position] + text[position + 1 :]
    return text[: position - 1] + text[position] + text[position - 1] + text[position + 1 :]


def _near_duplicate(builder: _Builder, entities: dict[str, Entity], kinds: tuple[str, ...], model: Entity) -> None:
    """A distinct node named like ``model`` up to one edit ("产品A" / "产品B")."""
    rng = builder.rng
    node_id, kind = builder.new_id(kinds)
    base = model.labels[0]
    if rng.random() < 0.6:
        name = _typo(rng, base.text)
    else:
        name = base.text + (rng.choice(_ZH_SUFFIXES[kind]) if base.lang == "zh" else " " + rng.choice(_EN_SUFFIXES[kind]))
    name = _clip(name, rng)
    if builder.add(node_id, name):
        entities[node_id] = Entity(id=node_id, labels=(Label(name, base.lang),), types=(f"{BASE}{kind.capitalize()}",))


def _share_alias(builder: _Builder, entities: dict[str, Entity], node_id: str) -> None:
    """Give ``node_id`` a name another node already has (an ambiguous alias)."""
    name = builder.rng.choice(builder.names)
    if builder.add(node_id, name):
        entity = entities[node_id]
        lang = language_of(name)
        entities[node_id] = Entity(
            id=entity.id,
            labels=entity.labels,
            aliases=(*entity.aliases, Label(name, lang)),
            hidden=entity.hidden,
            types=entity.types,
        )


def _add_edges(
    rng: random.Random,
    node_id: str,
    ids: list[str],
    endpoints: list[str],
    edges: list[Edge],
    per_entity: float,
) -> None:
    if len(ids) < 2:
        return
    count = int(per_entity) + (1 if rng.random() < per_entity - int(per_entity) else 0)
    made: set[tuple[str, str]] = set()
    for _ in range(count):
        if endpoints and rng.random() < 0.8:
            target = rng.choice(endpoints)
        else:
            target = ids[rng.randrange(len(ids) - 1)]
        predicate = f"{_SKOS}broader" if rng.random() < 0.2 else f"{BASE}{rng.choice(_PREDICATES)}"
        if target == node_id or (predicate, target) in made:
            continue  # no self-loops, no repeated triples
        made.add((predicate, target))
        edges.append(Edge(node_id, predicate, target))
        endpoints.append(node_id)
        endpoints.append(target)


def _classes() -> dict[str, OntClass]:
    classes = {
        f"{BASE}Offering": OntClass(f"{BASE}Offering", labels=(Label("产品与服务", "zh"), Label("Offering", "en"))),
        f"{BASE}Rule": OntClass(f"{BASE}Rule", labels=(Label("规则", "zh"), Label("Rule", "en"))),
    }
    for kind, (zh, en) in _CLASS_NOUNS.items():
        class_id = f"{BASE}{kind.capitalize()}"
        parent = _CLASS_PARENTS.get(kind)
        classes[class_id] = OntClass(
            class_id,
            labels=(Label(zh, "zh"), Label(en, "en")),
            parents=(f"{BASE}{parent.capitalize()}",) if parent else (),
        )
    return classes


# -- writing -------------------------------------------------------------------------


def write_ontology(ontology: Ontology, path: str | Path) -> int:
    """Write the ontology as SKOS/RDFS/OWL: Turtle for ``.ttl``, N-Triples for ``.nt``.

    Returns:
        The number of triples written.

    Raises:
        UnsupportedFormatError: another suffix.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".ttl", ".nt"):
        raise UnsupportedFormatError(f"can write .ttl or .nt, not {suffix or 'a file without suffix'}", path=path)
    count = 0
    with path.open("w", encoding="utf-8") as out:
        if suffix == ".ttl":
            declared = {**PREFIXES, **ontology.prefixes}
            if ontology.prefixes and "syn" not in ontology.prefixes:
                del declared["syn"]  # only the synthetic ontology lives there
            for prefix, base in declared.items():
                out.write(f"@prefix {prefix}: <{base}> .\n")
            out.write("\n")
            previous = None
            for subject, predicate, obj in _triples(ontology):
                if subject != previous:
                    if previous is not None:
                        out.write(" .\n")
                    out.write(f"<{subject}> <{predicate}> {obj}")
                    previous = subject
                else:
                    out.write(f" ;\n    <{predicate}> {obj}")
                count += 1
            if previous is not None:
                out.write(" .\n")
        else:
            for subject, predicate, obj in _triples(ontology):
                out.write(f"<{subject}> <{predicate}> {obj} .\n")
                count += 1
    logger.debug("wrote %d triples to %s", count, path)
    return count


def _triples(ontology: Ontology) -> Iterator[tuple[str, str, str]]:
    """(subject IRI, predicate IRI, object term) grouped by subject."""
    for class_id, ontology_class in ontology.classes.items():
        yield class_id, f"{_RDF}type", f"<{_OWL}Class>"
        for label in ontology_class.labels:
            yield class_id, f"{_RDFS}label", _literal(label)
        for label in ontology_class.aliases:
            yield class_id, f"{_SKOS}altLabel", _literal(label)
        for parent in ontology_class.parents:
            yield class_id, f"{_RDFS}subClassOf", f"<{parent}>"
    for property_id, declared in ontology.properties.items():
        yield property_id, f"{_RDF}type", f"<{_OWL}ObjectProperty>"
        for label in declared.labels:
            yield property_id, f"{_RDFS}label", _literal(label)
    outgoing: dict[str, list[Edge]] = {}
    for edge in ontology.edges:
        outgoing.setdefault(edge.source, []).append(edge)
    for entity in ontology.entities.values():
        for type_id in entity.types:
            yield entity.id, f"{_RDF}type", f"<{type_id}>"
        for label in entity.labels:
            yield entity.id, f"{_SKOS}prefLabel", _literal(label)
        for label in entity.aliases:
            yield entity.id, f"{_SKOS}altLabel", _literal(label)
        for label in entity.hidden:
            yield entity.id, f"{_SKOS}hiddenLabel", _literal(label)
        for edge in outgoing.get(entity.id, ()):
            yield entity.id, edge.predicate, f"<{edge.target}>"


_ESCAPES = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r"})


def _literal(label: Label) -> str:
    text = f'"{label.text.translate(_ESCAPES)}"'
    return f"{text}@{label.lang}" if label.lang else text


# -- queries -------------------------------------------------------------------------


def synthetic_queries(
    ontology: Ontology,
    count: int,
    *,
    length: int = 20,
    seed: int = 0,
    typo_rate: float = 0.2,
) -> list[str]:
    """User turns of exactly ``length`` characters that mention the ontology's names.

    Most turns name one node (a label, alias or misspelling, in a Chinese or English
    frame of everyday words), some two, some none; ``typo_rate`` of the names get one
    extra edit.
    """
    if count < 0 or length < 1:
        raise ConfigError(f"need count >= 0 and length >= 1, got {count} and {length}")
    rng = random.Random(seed)
    names = [text for text, _, _ in ontology.surface_forms()]
    if not names:
        raise ConfigError("the ontology has no names to mention")
    queries = []
    for _ in range(count):
        mentions = rng.choice((0, 1, 1, 1, 1, 2))
        chosen = [rng.choice(names) for _ in range(mentions)]
        chosen = [_typo(rng, name) if rng.random() < typo_rate else name for name in chosen]
        chinese = any(is_cjk(char) for name in chosen for char in name) if chosen else rng.random() < 0.6
        filler = _ZH_FILLER if chinese else _EN_FILLER
        joiner = "" if chinese else " "
        parts: list[str] = [rng.choice(filler)]
        for name in chosen:
            parts += [name, rng.choice(filler)]
        text = joiner.join(parts)
        while len(text) < length:
            text = joiner.join((text, rng.choice(filler)))
        queries.append(text[:length])
    return queries
