"""The HTML report: self-contained, parseable, escaped, naming every mode."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

from kglink.eval.metrics import TurnRecord, summarize_mode
from kglink.eval.report import render_html, write_html


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str | None]] = []
        self.text: list[str] = []
        self.stack: list[str] = []
        self.unbalanced: list[str] = []

    _VOID = {"meta", "br", "rect", "line", "input"}

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs.extend(attrs)
        if tag not in self._VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs.extend(attrs)

    def handle_endtag(self, tag):
        if tag in self._VOID:
            return
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()
        else:
            self.unbalanced.append(tag)

    def handle_data(self, data):
        self.text.append(data)


def _records() -> list[TurnRecord]:
    common = dict(case_id="c<1>", expect="rewrite", k=5, gold_docs=("d1",))
    return [
        TurnRecord(
            mode="raw", turn_index=0, turn_type="first", user="华东区7月的销售额", queries=("华东区7月的销售额",),
            entities=None, gold_entities=("ex:a",), top_docs=("d1",), top_titles=("华东区报告",), **common,
        ),
        TurnRecord(
            mode="raw", turn_index=1, turn_type="pronoun", user="<script>alert('x')</script> 它呢",
            queries=("<script>alert('x')</script> 它呢",), entities=None, gold_entities=("ex:a",),
            top_docs=("d9", "d8"), top_titles=("<b>distractor</b>", None), **common,
        ),
        TurnRecord(
            mode="my&mode", turn_index=1, turn_type="pronoun", user="它呢", queries=("华东区 & 它呢",),
            entities=("ex:b",), gold_entities=("ex:a",), top_docs=("d9",), hallucinated=("ex:b",),
            labels={"ex:b": "华南区", "ex:a": "华东区"}, must_include=(("7月",),), **common,
        ),
    ]


def _result(records: list[TurnRecord]) -> dict:
    return {
        "bundle": "mini<bundle>",
        "k": 5,
        "modes": {
            "raw": summarize_mode([r for r in records if r.mode == "raw"], links=False),
            "my&mode": summarize_mode([r for r in records if r.mode == "my&mode"], links=True),
        },
    }


def test_report_parses_names_every_mode_and_escapes(tmp_path: Path) -> None:
    records = _records()
    path = write_html(_result(records), records, tmp_path / "out" / "report.html")
    page = path.read_text(encoding="utf-8")
    parser = _Collector()
    parser.feed(page)
    parser.close()
    assert not parser.unbalanced and not parser.stack
    text = "".join(parser.text)
    assert "raw" in text and "my&mode" in text  # names every mode (unescaped by the parser)
    assert "mini<bundle>" in text
    # escaped: the user's <script> and a title's <b> are text, not tags
    assert "script" not in parser.tags and "b" not in parser.tags
    assert "<script>alert('x')</script> 它呢" in text
    assert "<b>distractor</b>" in text
    # self-contained: nothing fetched from elsewhere
    assert not {"link", "img", "iframe"} & set(parser.tags)
    assert not [name for name, _value in parser.attrs if name in {"src", "href"}]
    # the chart is inline SVG with a bar per mode and type
    assert "svg" in parser.tags and "rect" in parser.tags
    # failing turns are listed with their queries, linked entities and top documents
    assert "华东区 & 它呢" in text and "华南区" in text and "distractor" in text
    # the passing turn is not listed as a failure
    assert text.count("华东区报告") == 0


def test_report_lists_a_mode_without_failures_and_caps_long_lists() -> None:
    records = _records()
    page = render_html(_result(records), [r for r in records if r.mode == "raw"], max_failures=0)
    assert "my&amp;mode: 0 failing turns" in page
    assert "raw: 1 failing turns" in page
    assert "1 more not shown" in page


IRI = "http://example.org/sales/"


def _conversation() -> list[TurnRecord]:
    """One conversation of three turns in one mode: the third fails on entities and documents."""
    common = dict(case_id="c1", expect="rewrite", k=5, mode="rule", labels={IRI + "east": "华东区", IRI + "south": "华南区", IRI + "sales": "销售额"})
    return [
        TurnRecord(turn_index=0, turn_type="first", user="华东区7月的销售额", queries=("华东区7月的销售额",),
                   entities=(IRI + "east", IRI + "sales"), gold_entities=(IRI + "east", IRI + "sales"),
                   gold_docs=("d1",), top_docs=("d1",), **common),
        TurnRecord(turn_index=1, turn_type="pronoun", user="它比6月呢", queries=("华东区7月销售额比6月呢",),
                   entities=(IRI + "east", IRI + "sales"), gold_entities=(IRI + "east", IRI + "sales"),
                   gold_docs=("d2",), top_docs=("d2",), **common),
        TurnRecord(turn_index=2, turn_type="ellipsis", user="那华南区呢", queries=("华南区呢",),
                   entities=(IRI + "south",), gold_entities=(IRI + "south", IRI + "sales"),
                   gold_docs=("d3",), top_docs=("d9",), **common),
    ]


def _page(records: list[TurnRecord], **options) -> tuple[str, _Collector]:
    result = {"bundle": "b", "k": 5, "modes": {"rule": summarize_mode(records, links=True)}}
    page = render_html(result, records, **options)
    parser = _Collector()
    parser.feed(page)
    parser.close()
    return page, parser


def test_entities_are_shown_as_curies_linked_beside_gold() -> None:
    page, parser = _page(_conversation(), compact=lambda node: node.replace(IRI, "ex:"))
    assert not parser.unbalanced and not parser.stack
    assert '<span class="curie">ex:south</span>' in page and IRI not in page
    # linked and gold side by side: the gold entity the mode missed is marked as such
    assert '<span class="missed">销售额</span> <span class="curie">ex:sales</span>' in page
    assert '<span class="match">华南区</span>' in page
    # without a compact function the recorded ids are shown
    assert IRI + "south" in _page(_conversation())[0]


def test_turn_counts_by_type_and_the_earlier_turns_of_a_failing_turn() -> None:
    page, parser = _page(_conversation())
    text = "".join(parser.text)
    assert "<th>turns</th>" in page
    assert '<tr><th>ellipsis</th><td class="num">1</td>' in page
    # only the third turn fails; its row lists the two turns before it and what was searched
    assert "rule: 1 failing turns" in page
    assert '<li value="1">华东区7月的销售额</li>' in page
    assert '<li value="2">它比6月呢<div class="small">→ 华东区7月销售额比6月呢</div></li>' in page
    assert text.count("那华南区呢") == 1


def test_failing_turns_filter_by_mode_and_type_without_script() -> None:
    records = [*_records(), *_conversation()]
    result = {
        "bundle": "b", "k": 5,
        "modes": {name: summarize_mode([r for r in records if r.mode == name], links=True) for name in ("raw", "my&mode", "rule")},
    }
    page = render_html(result, records)
    parser = _Collector()
    parser.feed(page)
    parser.close()
    assert "script" not in parser.tags
    radios = [value for name, value in parser.attrs if name == "id" and value and value.startswith("f")]
    assert {"fm-all", "fm-0", "fm-1", "fm-2", "ft-all"} <= set(radios)
    # one radio per failing turn type, and a rule that hides the other types' rows
    types = sorted({r.turn_type for r in records if r.failed})
    for index, _name in enumerate(types):
        assert f"#ft{index}:checked ~ .sections tr.turn:not(.t{index})" in page
        assert f'<tr class="turn t{index}">' in page
    for index in range(3):
        assert f"#fm-{index}:checked ~ .sections details:not(.m{index})" in page


def test_wide_tables_scroll_instead_of_being_cut() -> None:
    page, parser = _page(_conversation())
    assert "max-width: 110rem" not in page
    assert page.count("<table>") == page.count('<div class="scroll"><table>')
