"""Writes a bundle's three files (ontology.ttl, docs.jsonl, cases.jsonl) and checks them.

Each generated bundle folder holds its data in world.py (graph), build_docs.py (documents) and
cases.py (conversations), and a make_bundle.py naming the ontology (IRI, label, header comment,
language tag) that is the entry point, from the folder or from anywhere:

    python3 make_bundle.py          write the three files, then check them
    python3 make_bundle.py --check  check the committed files against the sources, write nothing

Standard library only.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

# the ending a label may take in running text: English plurals ("York Depots" names York Depot)
_PLURAL = {"en": "s?"}


@dataclass(frozen=True)
class Bundle:
    """What differs between two bundles' generators; the rest of the files is the world's data."""

    folder: Path  # where the three files are written
    iri: str  # the owl:Ontology node, e.g. "http://example.org/york-depot"
    label: str  # its rdfs:label
    header: str  # the first comment line of ontology.ttl, saying whose KB it is
    lang: str  # the language tag of every label, "en" or "zh"
    world: ModuleType  # NS, CLASSES, OBJECT_PROPERTIES, DATA_PROPERTIES, E
    docs: ModuleType  # all_docs()
    cases: ModuleType  # all_cases(), SHARED_ALIASES

    @classmethod
    def load(cls, folder: Path, *, lang: str, iri: str, label: str, header: str) -> Bundle:
        """The bundle of a folder with its own world.py, build_docs.py and cases.py; one bundle per
        process, as those modules import each other by their plain names."""
        sys.path.insert(0, str(folder))
        modules = {name: importlib.import_module(name) for name in ("world", "build_docs", "cases")}
        return cls(folder, iri, label, header, lang, modules["world"], modules["build_docs"], modules["cases"])


class Entities(dict):
    """A world's entities by id, each {cls, label, alt, hidden, edges, attrs}; world.py adds
    them with :meth:`add` (``ent = E.add``)."""

    def add(self, id_: str, cls: str, label: str, alt=(), hidden=(), edges=None, **attrs) -> None:
        assert id_ not in self, id_
        self[id_] = {"cls": cls, "label": label, "alt": list(alt), "hidden": list(hidden),
                     "edges": edges or {}, "attrs": attrs}


def doc(id_: str, title: str, text: str, source: str, *, spaced: bool = True, **meta: str) -> dict:
    """One document of docs.jsonl: its text's runs of white space made one space (none in a
    language written without spaces), its kind of source and any other metadata."""
    return {"id": id_, "title": title, "text": (" " if spaced else "").join(text.split()),
            "metadata": {"source": source, **meta}}


def english_records(world: ModuleType, notes: dict[str, str]) -> list[dict]:
    """A record page per entity of ``world``, in English: its label and class, its other
    names, each edge and attribute by its property's label, and a hand-written note."""
    out = []
    props = {**world.OBJECT_PROPERTIES, **world.DATA_PROPERTIES}
    for eid, e in world.E.items():
        cls = world.CLASSES[e["cls"]][0]
        parts = [f"{e['label']} ({cls})."]
        if e["alt"]:
            parts.append("Also called: " + ", ".join(e["alt"]) + ".")
        for p, targets in e["edges"].items():
            targets = [targets] if isinstance(targets, str) else targets
            parts.append(f"{props[p][0].capitalize()}: " + ", ".join(world.E[t]["label"] for t in targets) + ".")
        for p, v in e["attrs"].items():
            parts.append(f"{props[p][0].capitalize()}: {v}.")
        if eid in notes:
            parts.append(notes[eid])
        out.append(doc(eid.replace("_", "-"), f"{e['label']} - {cls} record", " ".join(parts), e["cls"].lower()))
    return out


def chinese_profiles(
    world: ModuleType, kinds: dict[str, str], edge_labels: dict[str, str], attr_labels: dict[str, str],
    extra: dict[str, str],
) -> list[dict]:
    """A profile page per entity of the classes in ``kinds`` (class -> title word), in
    Chinese: its label and other names, each edge and attribute by its label, the edges that
    point at it (the people of a department), and a hand-written note."""
    out = []
    for eid, e in world.E.items():
        kind = kinds.get(e["cls"])
        if not kind:
            continue
        alts = f"（{'、'.join(e['alt'])}）" if e["alt"] else ""
        parts = [f"{e['label']}{alts}是{world.CLASSES[e['cls']][0]}。"]
        for prop, targets in e["edges"].items():
            targets = [targets] if isinstance(targets, str) else targets
            parts.append(f"{edge_labels[prop]}：{'、'.join(world.E[t]['label'] for t in targets)}。")
        for prop, value in e["attrs"].items():
            parts.append(f"{attr_labels[prop]}：{value}。")
        for prop, plabel in edge_labels.items():
            back = [o["label"] for o in world.E.values()
                    if eid in ([o["edges"][prop]] if isinstance(o["edges"].get(prop), str) else o["edges"].get(prop, []))]
            if back:
                parts.append(f"{plabel}为{e['label']}的有：{'、'.join(back)}。")
        parts.append(extra.get(eid, ""))
        out.append(doc(f"p-{eid}", f"{e['label']}{kind}", "".join(parts), "profile" if e["cls"] == "Person" else "overview",
                       spaced=False))
    return out


def turn(type_: str, user: str, assistant: str, rewrite: str | None = None, ents=(), docs=(), inc=(), exc=(),
         cands=(), tags=()) -> dict:
    """One user turn of cases.jsonl: entities and clarify candidates as ``ex:`` CURIEs, the
    expectation read off the turn type, a clarify turn's gold rewrite its own words."""
    expect = {"clarify": "clarify", "correction": "correction"}.get(type_, "rewrite")
    out = {
        "user": user,
        "assistant": assistant,
        "type": type_,
        "gold_rewrite": user if expect == "clarify" else rewrite,
        "gold_entities": [f"ex:{e}" for e in ents],
        "must_include": [list(i) if isinstance(i, tuple) else i for i in inc],
        "must_exclude": list(exc),
        "gold_docs": list(docs),
        "expect": expect,
    }
    if cands:
        out["clarify_candidates"] = [f"ex:{c}" for c in cands]
    if tags:
        out["issue13"] = list(tags)
    return out


def _lit(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def ontology_ttl(b: Bundle) -> str:
    world, tag = b.world, "@" + b.lang
    out = [
        f"@prefix ex: <{world.NS}> .",
        "@prefix skos: <http://www.w3.org/2004/02/skos/core#> .",
        "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
        "@prefix owl: <http://www.w3.org/2002/07/owl#> .",
        "@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .",
        "",
        f"# {b.header}",
        "# All names, people, figures and events are invented. Generated by make_bundle.py from world.py.",
        "",
        f"<{b.iri}> a owl:Ontology ;",
        f"    rdfs:label {_lit(b.label)}{tag} ;",
        '    owl:versionInfo "1.0" .',
        "",
        "# ---------- classes (rdfs:label + skos:altLabel are the type nouns)",
    ]
    for cid, (label, alts, parent) in world.CLASSES.items():
        lines = [f"ex:{cid} a owl:Class", f"    rdfs:label {_lit(label)}{tag}"]
        if alts:
            lines.append("    skos:altLabel " + ", ".join(f"{_lit(a)}{tag}" for a in alts))
        if parent:
            lines.append(f"    rdfs:subClassOf ex:{parent}")
        out.append(" ;\n".join(lines) + " .\n")
    out.append("# ---------- object properties (edges)")
    out.extend(_property_lines(world.OBJECT_PROPERTIES, "owl:ObjectProperty", tag))
    out.append("\n# ---------- datatype properties (attributes)")
    out.extend(_property_lines(world.DATA_PROPERTIES, "owl:DatatypeProperty", tag))
    out.append("")
    current = None
    for eid, e in world.E.items():
        if e["cls"] != current:
            current = e["cls"]
            out.append(f"# ===== {current}")
        lines = [f"ex:{eid} a ex:{e['cls']}", f"    skos:prefLabel {_lit(e['label'])}{tag}"]
        if e["alt"]:
            lines.append("    skos:altLabel " + ", ".join(f"{_lit(a)}{tag}" for a in e["alt"]))
        if e["hidden"]:
            lines.append("    skos:hiddenLabel " + ", ".join(f"{_lit(a)}{tag}" for a in e["hidden"]))
        for prop, targets in e["edges"].items():
            targets = [targets] if isinstance(targets, str) else targets
            lines.append(f"    ex:{prop} " + ", ".join(f"ex:{t}" for t in targets))
        for prop, value in e["attrs"].items():
            lines.append(f"    ex:{prop} {_lit(value)}")
        out.append(" ;\n".join(lines) + " .\n")
    return "\n".join(out)


def _property_lines(properties: dict, kind: str, tag: str) -> list[str]:
    out = []
    for pid, (label, alts) in properties.items():
        alt = ", ".join(f"{_lit(a)}{tag}" for a in alts)
        alt_part = f" ; skos:altLabel {alt}" if alts else ""
        out.append(f"ex:{pid} a {kind} ; rdfs:label {_lit(label)}{tag}{alt_part} .")
    return out


def _jsonl(items: list[dict]) -> str:
    return "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items)


# -- checks ------------------------------------------------------------------------------------


def norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def label_pattern(form: str, lang: str) -> str:
    """Where a normalised label stands in a normalised text. ASCII word boundaries only at an ASCII
    letter or digit edge of the label, so "ed" is not found in "needed" nor "b7" in "b7a", while
    "北厂a3线" is still found in "北厂a3线2025年" (Chinese writes no spaces)."""
    head = r"(?<![0-9a-z])" if re.match(r"[0-9a-z]", form) else ""
    tail = _PLURAL.get(lang, "") + r"(?![0-9a-z])" if re.search(r"[0-9a-z]$", form) else ""
    return head + re.escape(form) + tail


class _Names:
    """The surface forms of every entity of a world, and the entities a text names."""

    def __init__(self, world: ModuleType, lang: str) -> None:
        self.lang = lang
        self.forms = {
            eid: {norm(x) for x in [e["label"], *e["alt"], *e["hidden"]]} for eid, e in world.E.items()
        }

    def named(self, text: str) -> set[str]:
        """Longest match over every label, so a label inside a longer one (York Depot inside
        York Depot Annex) names only the longer one's entity."""
        spans = []
        for eid, forms in self.forms.items():
            for form in forms:
                for match in re.finditer(label_pattern(form, self.lang), text):
                    spans.append((match.start(), match.end(), eid))
        kept = set()
        for start, end, eid in spans:
            if not any(s <= start and end <= e and (e - s) > (end - start) for s, e, _ in spans):
                kept.add(eid)
        return kept


def check(b: Bundle, docs: list[dict], convs: list[dict]) -> list[str]:
    world = b.world
    names = _Names(world, b.lang)
    errors: list[str] = []
    doc_ids = {d["id"] for d in docs}
    if len(doc_ids) != len(docs):
        errors.append("duplicate doc ids")
    for eid, e in world.E.items():
        for prop, targets in e["edges"].items():
            for t in [targets] if isinstance(targets, str) else targets:
                if t not in world.E:
                    errors.append(f"{eid}.{prop} -> unknown {t}")
    shared: dict[str, set[str]] = {}
    for eid, forms in names.forms.items():
        for form in forms:
            shared.setdefault(form, set()).add(eid)
    planted = {norm(x) for x in b.cases.SHARED_ALIASES}
    for form, ids in shared.items():
        if len(ids) > 1 and form not in planted:
            errors.append(f"label {form!r} is shared by {sorted(ids)} but not planted")
    seen_ids = set()
    for conv in convs:
        if conv["id"] in seen_ids:
            errors.append(f"duplicate conversation {conv['id']}")
        seen_ids.add(conv["id"])
        history = ""
        for i, turn in enumerate(conv["turns"]):
            where = f"{conv['id']} turn {i + 1}"
            user = norm(turn["user"])
            rewrite = norm(turn["gold_rewrite"])
            if i == 0 and turn["type"] not in {"first", "clarify", "alias", "nil", "confusable"}:
                errors.append(f"{where}: turn 1 has type {turn['type']}")
            for d in turn["gold_docs"]:
                if d not in doc_ids:
                    errors.append(f"{where}: unknown doc {d}")
            for eid in [*turn["gold_entities"], *turn.get("clarify_candidates", [])]:
                if eid.removeprefix("ex:") not in world.E:
                    errors.append(f"{where}: unknown entity {eid}")
            said_before = names.named(history + " " + user)
            for eid in turn["gold_entities"]:
                eid = eid.removeprefix("ex:")
                if eid not in world.E:
                    continue
                if norm(world.E[eid]["label"]) not in rewrite:
                    errors.append(f"{where}: rewrite lacks label {world.E[eid]['label']!r}")
                if eid not in said_before and turn["type"] != "alias":
                    errors.append(f"{where}: {eid} was never named")
            # a nil turn's point is that a surface match ("Harlow" in "Harlow Quay", a place not
            # in the world) is wrong
            gold = {e.removeprefix("ex:") for e in turn["gold_entities"]}
            if turn["expect"] != "clarify" and turn["type"] != "nil" and names.named(rewrite) != gold:
                errors.append(f"{where}: rewrite names {sorted(names.named(rewrite))}, gold is {turn['gold_entities']}")
            for item in turn["must_include"]:
                alts = item if isinstance(item, list) else [item]
                if not any(norm(a) in rewrite for a in alts):
                    errors.append(f"{where}: must_include {item!r} not in rewrite")
            for item in turn["must_exclude"]:
                if norm(item) in rewrite:
                    errors.append(f"{where}: must_exclude {item!r} in rewrite")
            if turn["expect"] == "clarify":
                if turn["gold_entities"] or turn["gold_docs"] or len(turn.get("clarify_candidates", [])) < 2:
                    errors.append(f"{where}: clarify turn needs candidates and no entities/docs")
                if turn["gold_rewrite"] != turn["user"]:
                    errors.append(f"{where}: clarify rewrite must be the user's words")
            if turn["type"] == "nil" and not turn["must_exclude"]:
                errors.append(f"{where}: nil turn without must_exclude")
            history += " " + user + " " + norm(turn.get("assistant", ""))
    return errors


def main(b: Bundle, argv: list[str]) -> int:
    """Writes the three files (or with --check compares them with the sources), then checks them."""
    docs = b.docs.all_docs()
    convs = b.cases.all_cases()
    files = {"ontology.ttl": ontology_ttl(b), "docs.jsonl": _jsonl(docs), "cases.jsonl": _jsonl(convs)}
    if "--check" in argv:
        stale = [name for name, text in files.items() if (b.folder / name).read_text(encoding="utf-8") != text]
        if stale:
            print("stale: " + ", ".join(stale) + " (run python3 make_bundle.py)")
            return 1
    else:
        for name, text in files.items():
            (b.folder / name).write_text(text, encoding="utf-8")
    errors = check(b, docs, convs)
    for error in errors:
        print(error)
    turns = sum(len(c["turns"]) for c in convs)
    sizes = f"{len(b.world.E)} entities, {len(docs)} docs, {len(convs)} conversations, {turns} turns"
    print(f"{sizes}, {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit("run make_bundle.py in a bundle folder")
