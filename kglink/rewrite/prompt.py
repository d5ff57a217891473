"""The prompt of the model path, in Chinese or English after the user's language.

The model sees: the rules; the rolling summary and the last few turns verbatim; a one-line
state summary (topic, entities in play, what is asked, time range, other constraints); the
whitelist of canonical names with their allowed aliases; the current utterance. It answers
``{"queries": [...], "correction": bool, "basis": [...]}``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from kglink.lang import PACKS

if TYPE_CHECKING:
    from kglink.ontology.model import Ontology
    from kglink.session import Session

logger = logging.getLogger(__name__)

#: Names listed in the prompt at most; validation still allows the whole whitelist.
MAX_LISTED = 30
#: Aliases shown per name.
MAX_ALIASES = 5
#: An answer longer than this is quoted up to here (it is context, not the question).
MAX_ANSWER_CHARS = 300

def build_messages(
    session: Session,
    ontology: Ontology,
    *,
    utterance: str,
    lang: str,
    whitelist: Sequence[str],
    history_turns: int = 3,
) -> list[dict[str, str]]:
    """The chat messages for one turn.

    Args:
        session: the conversation before this turn is recorded.
        ontology: for labels and aliases.
        utterance: the user's words.
        lang: "zh" or "en" (anything else is treated as English).
        whitelist: entity ids the queries may name, most relevant first.
        history_turns: earlier user turns quoted verbatim, with their answers.
    """
    pack = PACKS.get(lang, PACKS["en"])
    words = pack.prompt_words
    lines: list[str] = []
    if session.summary:
        lines.append(f"{words['summary']}: " + " / ".join(session.summary))
    history = _recent(session, history_turns)
    if history:
        lines.append(f"{words['history']}:")
        for role, text in history:
            lines.append(f"{words[role]}: {text}")
    lines.append(f"{words['state']}: {state_line(session, ontology, pack.code)}")
    lines.append(f"{words['whitelist']}:")
    listed = list(dict.fromkeys(whitelist))[:MAX_LISTED]
    for entity_id in listed:
        lines.append("- " + _entry(ontology, entity_id, pack.code))
    if not listed:
        lines.append(f"- ({words['none']})")
    lines.append(f"{words['question']}: {utterance}")
    return [{"role": "system", "content": pack.prompt_system}, {"role": "user", "content": "\n".join(lines)}]


def state_line(session: Session, ontology: Ontology, lang: str) -> str:
    """One line: topic, entities in play, properties asked, time range, other constraints."""
    topic = session.topic
    label = lambda node: ontology.label(node, lang)  # noqa: E731
    entities = [e for e, _s in session.salient()[:5]]
    times = [c.display for c in topic.constraints if c.kind == "time"]
    others = [c.display for c in topic.constraints if c.kind != "time"]
    asking = [ontology.properties[p].label(lang) for p in topic.properties if p in ontology.properties]
    parts = (
        ("topic", ", ".join(map(label, topic.entities))),
        ("entities", ", ".join(map(label, entities))),
        ("asking", ", ".join(asking)),
        ("time", ", ".join(times)),
        ("constraints", ", ".join(others)),
    )
    return "; ".join(f"{name}: {value or '-'}" for name, value in parts)


def _entry(ontology: Ontology, entity_id: str, lang: str) -> str:
    canonical = ontology.label(entity_id, lang)
    entity = ontology.entities.get(entity_id)
    aliases: list[str] = []
    if entity is not None:
        # Visible names only: hidden labels are misspellings, never to be written.
        for name in (*entity.labels, *entity.aliases):
            if name.text != canonical and name.text not in aliases:
                aliases.append(name.text)
    aliases = aliases[:MAX_ALIASES]
    pack = PACKS.get(lang, PACKS["en"])
    return canonical + (pack.name_sep + pack.list_sep.join(aliases) if aliases else "")


def _recent(session: Session, user_turns: int) -> list[tuple[str, str]]:
    """The last ``user_turns`` user turns and the answers after them, oldest first."""
    if user_turns <= 0:
        return []
    picked: list[tuple[str, str]] = []
    seen_users = 0
    for turn in reversed(session.turns):
        if turn.role == "user":
            if seen_users == user_turns:
                break
            seen_users += 1
        text = turn.text if len(turn.text) <= MAX_ANSWER_CHARS else turn.text[:MAX_ANSWER_CHARS] + "…"
        picked.append((turn.role, text))
    # An answer before the oldest quoted question belongs to a turn not quoted.
    while picked and picked[-1][0] == "assistant" and seen_users == user_turns:
        picked.pop()
    return list(reversed(picked))
