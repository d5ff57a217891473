"""Find what will confuse the linker before a user does: ``kglink ontology lint``.

Checks:

- ``shared_alias``: one normalised name for several entities (the linker must guess);
- ``near_duplicate``: canonical labels of distinct entities that differ by a character
  or two (rapidfuzz ratio at or above the threshold). Candidate pairs come from
  blocking on character bigrams, so the check stays near-linear on large ontologies;
- ``missing_label``: an entity with no canonical label in a language the ontology's
  labels use (or with no label at all);
- ``label_is_type_noun``: an entity named like a class ("酒店" as a hotel's alias), so
  "这家酒店" would link to it rather than ask for the type;
- ``dangling_edge``: edges whose target is not an entity (grouped by target).

Example:
    >>> for finding in lint(onto):  # doctest: +SKIP
    ...     print(finding.kind, finding.message)
"""

from __future__ import annotations

import logging
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz

from kglink.lang.normalize import normalize
from kglink.ontology.model import Ontology
from kglink.ontology.stats import alias_nodes

logger = logging.getLogger(__name__)

FindingKind = Literal["shared_alias", "near_duplicate", "missing_label", "label_is_type_noun", "dangling_edge"]
KINDS: tuple[FindingKind, ...] = (
    "shared_alias",
    "near_duplicate",
    "missing_label",
    "label_is_type_noun",
    "dangling_edge",
)
# A bigram that hundreds of labels share ("北京", "公园") tells no pair apart; skip it
# when blocking, or one frequent gram would make the check quadratic again.
_MAX_GRAM_FREQUENCY = 256


@dataclass(frozen=True, slots=True)
class LintFinding:
    """One problem: its kind, a readable message and the node ids involved."""

    kind: FindingKind
    message: str
    nodes: tuple[str, ...]

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "message": self.message, "nodes": list(self.nodes)}


def lint(ontology: Ontology, *, near_duplicate_threshold: float = 90.0) -> list[LintFinding]:
    """Every finding, grouped by kind in the order of :data:`KINDS`.

    Args:
        ontology: the ontology to check.
        near_duplicate_threshold: rapidfuzz ``ratio`` (0-100) from which two different
            labels count as near-duplicates.
    """
    if not 0 < near_duplicate_threshold <= 100:
        raise ValueError(f"near_duplicate_threshold must be in (0, 100], not {near_duplicate_threshold}")
    findings: list[LintFinding] = []
    findings += _shared_aliases(ontology)
    findings += _near_duplicates(ontology, near_duplicate_threshold)
    findings += _missing_labels(ontology)
    findings += _type_noun_labels(ontology)
    findings += _dangling_edges(ontology)
    logger.debug("lint: %s", Counter(f.kind for f in findings))
    return findings


def _name(ontology: Ontology, node_id: str) -> str:
    label = ontology.label(node_id)
    short = ontology.compact(node_id)
    return f"{label} ({short})" if label != node_id else short


def _shared_aliases(ontology: Ontology) -> Iterable[LintFinding]:
    for form, nodes in sorted(alias_nodes(ontology).items()):
        if len(nodes) > 1:
            ordered = tuple(sorted(nodes))
            names = ", ".join(_name(ontology, n) for n in ordered[:5])
            more = f" and {len(ordered) - 5} more" if len(ordered) > 5 else ""
            yield LintFinding("shared_alias", f"{form!r} names {len(ordered)} entities: {names}{more}", ordered)


def _near_duplicates(ontology: Ontology, threshold: float) -> Iterable[LintFinding]:
    forms: dict[str, set[str]] = defaultdict(set)
    for entity in ontology.entities.values():
        for item in entity.labels:
            form = normalize(item.text)
            if len(form) >= 2:
                forms[form].add(entity.id)
    keys = sorted(forms)
    postings: dict[str, list[int]] = defaultdict(list)
    grams_of: list[set[str]] = []
    for index, form in enumerate(keys):
        grams = {form[i : i + 2] for i in range(len(form) - 1)}
        grams_of.append(grams)
        for gram in grams:
            postings[gram].append(index)
    reported: set[tuple[str, str]] = set()
    for index, form in enumerate(keys):
        candidates: set[int] = set()
        for gram in grams_of[index]:
            posting = postings[gram]
            if len(posting) <= _MAX_GRAM_FREQUENCY:
                candidates.update(j for j in posting if j > index)
        for j in sorted(candidates):
            other = keys[j]
            shorter, longer = sorted((len(form), len(other)))
            if 200.0 * shorter / (shorter + longer) < threshold:
                continue  # ratio cannot reach the threshold with these lengths
            score = fuzz.ratio(form, other)
            if score < threshold:
                continue
            for a in sorted(forms[form]):
                for b in sorted(forms[other]):
                    pair = (min(a, b), max(a, b))
                    if a == b or pair in reported:
                        continue
                    reported.add(pair)
                    yield LintFinding(
                        "near_duplicate",
                        f"{_name(ontology, pair[0])} and {_name(ontology, pair[1])} have near-duplicate "
                        f"labels (ratio {score:.0f})",
                        pair,
                    )


def _missing_labels(ontology: Ontology) -> Iterable[LintFinding]:
    langs = sorted({item.lang for e in ontology.entities.values() for item in e.labels if item.lang})
    for entity in ontology.entities.values():
        if not entity.labels:
            yield LintFinding("missing_label", f"{_name(ontology, entity.id)} has no label", (entity.id,))
            continue
        have = {item.lang for item in entity.labels}
        missing = [lang for lang in langs if lang not in have]
        if missing:
            yield LintFinding(
                "missing_label",
                f"{_name(ontology, entity.id)} has no label in {', '.join(missing)}",
                (entity.id,),
            )


def _type_noun_labels(ontology: Ontology) -> Iterable[LintFinding]:
    nouns: dict[str, set[str]] = defaultdict(set)
    for cls in ontology.classes.values():
        for noun in cls.nouns():
            form = normalize(noun)
            if form:
                nouns[form].add(cls.id)
    if not nouns:
        return
    for entity in ontology.entities.values():
        seen: set[str] = set()
        for text, kind in entity.surface_forms():
            form = normalize(text)
            if form in nouns and form not in seen:
                seen.add(form)
                classes = sorted(nouns[form])
                yield LintFinding(
                    "label_is_type_noun",
                    f"{_name(ontology, entity.id)} has the {kind} {text!r}, which is also a type noun of "
                    + ", ".join(ontology.compact(c) for c in classes),
                    (entity.id, *classes),
                )


def _dangling_edges(ontology: Ontology) -> Iterable[LintFinding]:
    sources: dict[str, set[str]] = defaultdict(set)
    for edge in ontology.edges:
        if edge.target not in ontology.entities:
            sources[edge.target].add(edge.source)
    for target in sorted(sources):
        what = "a class" if target in ontology.classes else "a property" if target in ontology.properties else "unknown"
        origin = sorted(sources[target])
        yield LintFinding(
            "dangling_edge",
            f"{len(origin)} {'entity links' if len(origin) == 1 else 'entities link'} to "
            f"{ontology.compact(target)}, which is not an entity ({what})",
            (target, *origin),
        )
