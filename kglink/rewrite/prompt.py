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

_SYSTEM = {
    "zh": (
        "你是检索查询改写器。把用户在多轮对话中的当前问题改写成一条或几条可以独立检索的查询。\n"
        "规则：\n"
        "1. 把代词、指代和省略（“它”“这个功能”“那X呢”“上一个方案”）换成白名单里的规范名。\n"
        "2. 只能使用白名单中的实体名；不要加入对话中没有出现的实体、版本、年份或条件。\n"
        "3. 保留对话中仍然有效的条件（时间、地区、数量、范围），原样写出。\n"
        "4. 一句话问了几件事时，拆成几条查询。\n"
        "5. 用户在纠正前面的说法时，correction 为 true。\n"
        "6. 拿不准时，保持用户原话不变。\n"
        "7. 用用户的语言回答。只输出一个 JSON 对象："
        '{"queries": ["..."], "correction": false, "basis": ["你依据的名称或轮次"]}'
    ),
    "en": (
        "You rewrite the current question of a conversation into one or more self-contained "
        "search queries.\nRules:\n"
        "1. Replace pronouns, references and ellipsis (\"it\", \"that feature\", \"what about X\", "
        "\"the previous plan\") by canonical names from the whitelist.\n"
        "2. Use only entity names from the whitelist; add no entity, version, year or condition "
        "the conversation does not contain.\n"
        "3. Keep the conditions still in force (time, region, quantity, scope), written as they are.\n"
        "4. Split a question that asks several things into several queries.\n"
        "5. Set correction to true when the user corrects an earlier turn.\n"
        "6. When unsure, keep the user's words as they are.\n"
        "7. Answer in the user's language. Output one JSON object only: "
        '{"queries": ["..."], "correction": false, "basis": ["names or turns you relied on"]}'
    ),
}

_HEADINGS = {
    "zh": {
        "summary": "对话摘要", "history": "最近对话", "user": "用户", "assistant": "助手",
        "state": "当前状态", "whitelist": "白名单（规范名：可用别名）", "question": "当前问题", "none": "无",
    },
    "en": {
        "summary": "Summary", "history": "Recent turns", "user": "User", "assistant": "Assistant",
        "state": "State", "whitelist": "Whitelist (canonical name: allowed aliases)", "question": "Current question",
        "none": "none",
    },
}


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
    key = "zh" if lang == "zh" else "en"
    words = _HEADINGS[key]
    lines: list[str] = []
    if session.summary:
        lines.append(f"{words['summary']}: " + " / ".join(session.summary))
    history = _recent(session, history_turns)
    if history:
        lines.append(f"{words['history']}:")
        for role, text in history:
            lines.append(f"{words[role]}: {text}")
    lines.append(f"{words['state']}: {state_line(session, ontology, key)}")
    lines.append(f"{words['whitelist']}:")
    listed = list(dict.fromkeys(whitelist))[:MAX_LISTED]
    for entity_id in listed:
        lines.append("- " + _entry(ontology, entity_id, key))
    if not listed:
        lines.append(f"- ({words['none']})")
    lines.append(f"{words['question']}: {utterance}")
    return [{"role": "system", "content": _SYSTEM[key]}, {"role": "user", "content": "\n".join(lines)}]


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
    sep = "：" if lang == "zh" else ": "
    joiner = "、" if lang == "zh" else ", "
    return canonical + (sep + joiner.join(aliases) if aliases else "")


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
