"""The HTML report of an evaluation: one self-contained file a person reads.

It holds the figures by mode, hit@k by turn type (with the number of turns of each type)
as a table and as an inline SVG bar chart, and the failing turns of each mode: the earlier
turns of the conversation, the queries, the linked entities beside the gold ones (as CURIEs
when a ``compact`` function is given) and the top documents, with a filter by mode and by
turn type. No script (the filter is CSS radio buttons), no external stylesheet or font: it
opens anywhere, offline, and can be attached to an issue. Wide tables scroll sideways
instead of being cut. Every piece of text from the bundle or a mode is HTML-escaped.
"""

from __future__ import annotations

import html
import logging
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from kglink.eval.metrics import TurnRecord

logger = logging.getLogger(__name__)

DEFAULT_MAX_FAILURES = 200
# Colour-blind-safe palette (Okabe-Ito), one colour per mode.
_PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")

_MODE_COLUMNS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("turns", ("turns",), "int"),
    ("hit@k all", ("hit@k", "all"), "rate"),
    ("hit@k turn1", ("hit@k", "turn1"), "rate"),
    ("hit@k turn2+", ("hit@k", "turn2+"), "rate"),
    ("MRR@10 all", ("mrr@10", "all"), "rate"),
    ("MRR@10 turn1", ("mrr@10", "turn1"), "rate"),
    ("MRR@10 turn2+", ("mrr@10", "turn2+"), "rate"),
    ("entity F1", ("entity_f1",), "rate"),
    ("entity exact", ("entity_exact",), "rate"),
    ("must_include recall", ("must_include_recall",), "rate"),
    ("must_exclude violations", ("must_exclude_violations",), "int"),
    ("hallucinated entities", ("hallucinated_entities",), "int"),
    ("clarify acc.", ("clarify_accuracy",), "rate"),
    ("correction acc.", ("correction_accuracy",), "rate"),
    ("rewrite p50 ms", ("latency_ms", "rewrite_p50"), "ms"),
    ("rewrite p95 ms", ("latency_ms", "rewrite_p95"), "ms"),
    ("retrieve p50 ms", ("latency_ms", "retrieve_p50"), "ms"),
    ("retrieve p95 ms", ("latency_ms", "retrieve_p95"), "ms"),
)

_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", sans-serif;
       margin: 2rem; color: #222; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: .5rem 0 1rem; font-size: .85rem; }
th, td { border: 1px solid #ccc; padding: .25rem .5rem; vertical-align: top; text-align: left; }
td { max-width: 32rem; overflow-wrap: anywhere; }
th { background: #f3f3f3; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
td.null { color: #999; text-align: center; }
.gold { font-weight: bold; color: #006400; }
.extra { color: #b00020; } .missed { color: #a05a00; } .match { color: #006400; }
.reason { display: inline-block; background: #fde2e2; border-radius: 3px; padding: 0 .3rem; margin: 1px; }
.small { color: #666; font-size: .8rem; }
.curie { font-family: ui-monospace, monospace; font-size: .8rem; color: #555; }
ol { margin: 0; padding-left: 1.2rem; }
details { margin: .5rem 0 1rem; } summary { cursor: pointer; font-weight: bold; }
.filters label { margin-right: .8rem; } .filters input { margin-right: .2rem; }
"""

def write_html(
    result: Mapping[str, Any],
    failures: Iterable[TurnRecord],
    path: str | Path,
    *,
    max_failures: int = DEFAULT_MAX_FAILURES,
    compact: Callable[[str], str] | None = None,
) -> Path:
    """Write the report of an evaluation to ``path``.

    Args:
        result: the dict :func:`kglink.eval.runner.run_eval` returns.
        failures: per-turn records: pass every record (the passing ones give the turn
            counts by type and the earlier turns of a failing one); only failing turns
            are listed.
        path: the HTML file to write (its folder is created).
        max_failures: at most this many failing turns are listed per mode (the count of
            the rest is shown); ``--failures OUT.jsonl`` keeps them all.
        compact: how a node id is shown (``Ontology.compact``: a CURIE such as
            ``ex:region_east``); default: as recorded.

    Returns:
        The path written.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(render_html(result, failures, max_failures=max_failures, compact=compact), encoding="utf-8")
    logger.info("report written to %s", target)
    return target


def render_html(
    result: Mapping[str, Any],
    failures: Iterable[TurnRecord],
    *,
    max_failures: int = DEFAULT_MAX_FAILURES,
    compact: Callable[[str], str] | None = None,
) -> str:
    """The report as a string (see :func:`write_html`)."""
    modes: Mapping[str, Mapping[str, Any]] = result.get("modes", {})
    names = list(modes)
    records = list(failures)
    by_mode: dict[str, list[TurnRecord]] = defaultdict(list)
    for record in records:
        if record.failed:
            by_mode[record.mode].append(record)
    # (mode, case) -> its turns in order: the earlier turns of a failing one.
    conversations: dict[tuple[str, str], dict[int, TurnRecord]] = defaultdict(dict)
    for record in records:
        conversations[(record.mode, record.case_id)][record.turn_index] = record
    counts = _type_counts(records)
    show = compact or (lambda node: node)

    bundle = _e(str(result.get("bundle", "")))
    k = result.get("k")
    parts = [
        "<!DOCTYPE html>",
        '<html lang="zh"><head><meta charset="utf-8">',
        f"<title>kglink eval: {bundle}</title>",
        f"<style>{_CSS}</style></head><body>",
        f"<h1>kglink eval: {bundle}</h1>",
        f'<p class="small">k = {_e(str(k))}; modes: {_e(", ".join(names))}. '
        "A dash means the figure cannot be given (the bundle has no gold for it, or the mode does not link).</p>",
        "<h2>By mode</h2>",
        _scroll(_mode_table(modes)),
        "<h2>By turn type</h2>",
        _scroll(_chart(modes, k)),
        _scroll(_type_table(modes, counts)),
        "<h2>Failing turns</h2>",
        '<p class="small">Reasons: miss (no gold document in the top k), entities (linked set differs from gold), '
        "must_include / must_exclude (a constraint lost or a stale one kept), hallucination "
        "(an entity neither the turn nor its history mentions), clarify / correction (the turn expected one). "
        'Entities: <span class="match">linked and gold</span>, <span class="extra">linked, not gold</span>, '
        '<span class="missed">gold, not linked</span>.</p>',
        _failures(names, by_mode, conversations, max_failures, show),
    ]
    parts.append("</body></html>")
    return "\n".join(parts)


# -- tables -------------------------------------------------------------------------------


def _mode_table(modes: Mapping[str, Mapping[str, Any]]) -> str:
    head = "".join(f"<th>{_e(title)}</th>" for title, _path, _kind in _MODE_COLUMNS)
    rows = []
    for name, figures in modes.items():
        cells = "".join(_cell(_dig(figures, path), kind) for _title, path, kind in _MODE_COLUMNS)
        rows.append(f"<tr><th>{_e(name)}</th>{cells}</tr>")
    return f"<table><thead><tr><th>mode</th>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _type_table(modes: Mapping[str, Mapping[str, Any]], counts: Mapping[str, int]) -> str:
    types = _types(modes)
    head = "".join(
        f"<th>{_e(name)} hit@k</th><th>{_e(name)} entity exact</th>" for name in modes
    )
    rows = []
    for type_name in types:
        cells = [_cell(counts.get(type_name), "int")]
        for figures in modes.values():
            entry = figures.get("by_type", {}).get(type_name, {})
            cells.append(_cell(entry.get("hit@k"), "rate"))
            cells.append(_cell(entry.get("entity_exact"), "rate"))
        rows.append(f"<tr><th>{_e(type_name)}</th>{''.join(cells)}</tr>")
    return f"<table><thead><tr><th>type</th><th>turns</th>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _type_counts(records: Sequence[TurnRecord]) -> dict[str, int]:
    """Turns per type, counted in one mode (every mode runs the same turns)."""
    if not records:
        return {}
    first_mode = records[0].mode
    return dict(Counter(record.turn_type or "untyped" for record in records if record.mode == first_mode))


def _scroll(content: str) -> str:
    # A wide table scrolls inside the page instead of being cut at the window's edge.
    return f'<div class="scroll">{content}</div>' if content else ""


def _types(modes: Mapping[str, Mapping[str, Any]]) -> list[str]:
    seen: dict[str, None] = {}
    for figures in modes.values():
        for type_name in figures.get("by_type", {}):
            seen.setdefault(type_name, None)
    return list(seen)


def _cell(value: Any, kind: str) -> str:
    if value is None:
        return '<td class="null">—</td>'
    if kind == "rate":
        text = f"{value:.3f}"
    elif kind == "ms":
        text = f"{value:.2f}"
    else:
        text = str(value)
    return f'<td class="num">{_e(text)}</td>'


def _dig(figures: Mapping[str, Any], path: Sequence[str]) -> Any:
    value: Any = figures
    for key in path:
        if not isinstance(value, Mapping):
            return None
        value = value.get(key)
    return value


# -- chart --------------------------------------------------------------------------------


def _chart(modes: Mapping[str, Mapping[str, Any]], k: Any) -> str:
    """Grouped bars: one group per turn type ("all" first), one bar per mode, hit@k on y."""
    groups = ["all", *_types(modes)]
    names = list(modes)
    if not names:
        return ""
    bar, gap, group_gap = 14, 2, 18
    left, top, plot_height, bottom = 44, 36, 220, 80
    group_width = len(names) * (bar + gap) + group_gap
    width = left + len(groups) * group_width + 20
    height = top + plot_height + bottom

    def y(value: float) -> float:
        return top + plot_height * (1 - value)

    shapes = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="hit@{_e(str(k))} by turn type and mode" '
        'font-family="sans-serif" font-size="11">',
        f'<text x="{left}" y="14" font-size="12" font-weight="bold">hit@{_e(str(k))} by turn type</text>',
    ]
    for tick in (0.0, 0.25, 0.5, 0.75, 1.0):
        shapes.append(
            f'<line x1="{left}" x2="{width - 10}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" stroke="#ddd"/>'
            f'<text x="{left - 4}" y="{y(tick) + 4:.1f}" text-anchor="end">{tick:.2f}</text>'
        )
    for group_index, group in enumerate(groups):
        x0 = left + group_index * group_width + group_gap / 2
        for mode_index, name in enumerate(names):
            figures = modes[name]
            value = (
                _dig(figures, ("hit@k", "all"))
                if group == "all"
                else _dig(figures, ("by_type", group, "hit@k"))
            )
            x = x0 + mode_index * (bar + gap)
            colour = _PALETTE[mode_index % len(_PALETTE)]
            if value is None:
                shapes.append(
                    f'<text x="{x + bar / 2:.1f}" y="{y(0) - 3:.1f}" text-anchor="middle" '
                    f'fill="#999" font-size="9">–</text>'
                )
                continue
            shapes.append(
                f'<rect x="{x:.1f}" y="{y(value):.1f}" width="{bar}" height="{plot_height * value:.1f}" '
                f'fill="{colour}"><title>{_e(name)} / {_e(group)}: {value:.3f}</title></rect>'
            )
        label_x = x0 + (len(names) * (bar + gap)) / 2
        label_y = top + plot_height + 12
        shapes.append(
            f'<text x="{label_x:.1f}" y="{label_y}" text-anchor="end" '
            f'transform="rotate(-35 {label_x:.1f} {label_y})">{_e(group)}</text>'
        )
    legend_x = left
    for mode_index, name in enumerate(names):
        colour = _PALETTE[mode_index % len(_PALETTE)]
        shapes.append(
            f'<rect x="{legend_x}" y="20" width="10" height="10" fill="{colour}"/>'
            f'<text x="{legend_x + 14}" y="29">{_e(name)}</text>'
        )
        legend_x += 24 + 7 * len(name)
    shapes.append("</svg>")
    return "".join(shapes)


# -- failures -----------------------------------------------------------------------------


def _failures(
    names: Sequence[str],
    by_mode: Mapping[str, Sequence[TurnRecord]],
    conversations: Mapping[tuple[str, str], Mapping[int, TurnRecord]],
    max_failures: int,
    show: Callable[[str], str],
) -> str:
    """Every mode's failing turns, with radio buttons that filter by mode and by turn type.

    The filter is CSS alone: a checked radio button hides, through the sibling selector,
    the sections of other modes or the rows of other types. Classes are indices
    (``m0``, ``t3``), so no name from the bundle ends up in a selector.
    """
    types = sorted({record.turn_type or "untyped" for records in by_mode.values() for record in records})
    type_class = {name: f"t{index}" for index, name in enumerate(types)}
    rules = [
        f"#fm-{index}:checked ~ .sections details:not(.m{index}) {{ display: none; }}" for index in range(len(names))
    ]
    rules += [f"#f{css}:checked ~ .sections tr.turn:not(.{css}) {{ display: none; }}" for css in type_class.values()]
    # The radio buttons are siblings of .sections, so "~" reaches it from each of them.
    radios = []
    radios.append('<input type="radio" name="kglink-mode" id="fm-all" checked><label for="fm-all">all modes</label>')
    for index, name in enumerate(names):
        radios.append(
            f'<input type="radio" name="kglink-mode" id="fm-{index}"><label for="fm-{index}">{_e(name)} '
            f"({len(by_mode.get(name, ()))})</label>"
        )
    radios.append("<br>")
    radios.append('<input type="radio" name="kglink-type" id="ft-all" checked><label for="ft-all">all types</label>')
    for name in types:
        css = type_class[name]
        count = sum(1 for records in by_mode.values() for r in records if (r.turn_type or "untyped") == name)
        radios.append(f'<input type="radio" name="kglink-type" id="f{css}"><label for="f{css}">{_e(name)} ({count})</label>')
    sections = "".join(
        _failure_section(index, name, by_mode.get(name, []), conversations, max_failures, show, type_class)
        for index, name in enumerate(names)
    )
    return (
        f"<style>{' '.join(rules)}</style>"
        f'<div class="filters">{"".join(radios)}<div class="sections">{sections}</div></div>'
    )


def _failure_section(
    index: int,
    name: str,
    records: Sequence[TurnRecord],
    conversations: Mapping[tuple[str, str], Mapping[int, TurnRecord]],
    max_failures: int,
    show: Callable[[str], str],
    type_class: Mapping[str, str],
) -> str:
    shown = records[:max_failures]
    rest = len(records) - len(shown)
    summary = f"{_e(name)}: {len(records)} failing turns"
    if not records:
        return f'<details class="m{index}"><summary>{summary}</summary><p>No failing turn.</p></details>'
    rows = "".join(
        _failure_row(record, conversations.get((record.mode, record.case_id), {}), show, type_class)
        for record in shown
    )
    note = f'<p class="small">{rest} more not shown (see --failures OUT.jsonl).</p>' if rest > 0 else ""
    return (
        f'<details class="m{index}" open><summary>{summary}</summary><div class="scroll">'
        "<table><thead><tr><th>case / turn</th><th>type</th><th>why</th><th>earlier turns</th><th>user</th>"
        "<th>queries</th><th>linked entities</th><th>gold entities</th><th>top documents (gold in bold)</th>"
        f"</tr></thead><tbody>{rows}</tbody></table></div>{note}</details>"
    )


def _failure_row(
    record: TurnRecord,
    conversation: Mapping[int, TurnRecord],
    show: Callable[[str], str],
    type_class: Mapping[str, str],
) -> str:
    reasons = "".join(f'<span class="reason">{_e(reason)}</span>' for reason in record.failure_reasons)
    details = []
    if record.missing:
        details.append("lost: " + "; ".join(" | ".join(item) for item in record.missing))
    if record.violations:
        details.append("kept stale: " + "; ".join(record.violations))
    if record.hallucinated:
        details.append("unsupported: " + "; ".join(f"{_name(record, node)} ({show(node)})" for node in record.hallucinated))
    detail_html = "".join(f'<div class="small">{_e(text)}</div>' for text in details)
    earlier = _earlier(record, conversation)
    queries = "".join(f"<li>{_e(query)}</li>" for query in record.queries) or "<li>(none)</li>"
    gold_set = set(record.gold_entities or ())
    linked_set = set(record.entities or ())
    entities = (
        '<span class="small">(mode does not link)</span>'
        if record.entities is None
        else _entity_list(record, record.entities, show, lambda node: "match" if node in gold_set else "extra")
    )
    gold_entities = (
        '<span class="small">(not annotated)</span>'
        if record.gold_entities is None
        else _entity_list(
            record, record.gold_entities, show,
            lambda node: "match" if record.entities is None or node in linked_set else "missed",
        )
    )
    gold = set(record.gold_docs)
    docs = []
    for index, doc_id in enumerate(record.top_docs[: max(record.k, 5)]):
        title = record.top_titles[index] if index < len(record.top_titles) else None
        text = _e(doc_id) + (f" — {_e(title)}" if title else "")
        docs.append(f'<li class="gold">{text}</li>' if doc_id in gold else f"<li>{text}</li>")
    doc_html = f"<ol>{''.join(docs)}</ol>" if docs else '<span class="small">(nothing retrieved)</span>'
    if record.gold_docs:
        doc_html += f'<div class="small">gold: {_e(", ".join(record.gold_docs))}</div>'
    css = type_class.get(record.turn_type or "untyped", "")
    return (
        f'<tr class="turn {css}"><td>{_e(record.case_id)} / {record.turn_index + 1}</td>'
        f"<td>{_e(record.turn_type or '')}</td><td>{reasons}{detail_html}</td><td>{earlier}</td>"
        f"<td>{_e(record.user)}</td><td><ol>{queries}</ol></td>"
        f"<td>{entities}</td><td>{gold_entities}</td><td>{doc_html}</td></tr>"
    )


def _earlier(record: TurnRecord, conversation: Mapping[int, TurnRecord]) -> str:
    """The conversation before a turn: each earlier user turn and what the mode searched."""
    if record.turn_index == 0:
        return '<span class="small">(first turn)</span>'
    items = []
    for index in range(record.turn_index):
        turn = conversation.get(index)
        if turn is None:
            items.append(f'<li value="{index + 1}"><span class="small">(not recorded)</span></li>')
            continue
        searched = " | ".join(turn.queries)
        note = f'<div class="small">→ {_e(searched)}</div>' if searched and searched != turn.user else ""
        items.append(f'<li value="{index + 1}">{_e(turn.user)}{note}</li>')
    return f"<ol>{''.join(items)}</ol>"


def _entity_list(
    record: TurnRecord, ids: Sequence[str], show: Callable[[str], str], kind: Callable[[str], str]
) -> str:
    if not ids:
        return '<span class="small">(none)</span>'
    return "<br>".join(
        f'<span class="{kind(node)}">{_e(record.labels.get(node, node))}</span> <span class="curie">{_e(show(node))}</span>'
        for node in ids
    )


def _name(record: TurnRecord, node: str) -> str:
    return record.labels.get(node, node)


def _e(text: str) -> str:
    return html.escape(text, quote=True)
