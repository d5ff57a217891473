"""The date a bundle's conversations are set at: the month after the latest one its report titles name."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

from kglink.eval.present import reporting_present
from kglink.eval.bundle import load_bundle
from kglink.eval.runner import EvalContext, run_eval
from kglink.retrieval.documents import Document

MINI = Path(__file__).parent / "data" / "mini"


def test_the_latest_month_a_title_names_is_the_last_month_closed() -> None:
    documents = [
        Document("a", "Pumps ran 98% of the time.", title="Harlow Quay pumping report, August 2025"),
        Document("b", "客流平稳。", title="南岭站2025年9月客流月报"),
        # A plan names months ahead in its body; only titles say what has been reported.
        Document("c", "The upgrade is due in March 2027.", title="ParcelNet upgrade plan"),
        Document("d", "No title, and a date of June 2026 in the text."),
    ]
    assert reporting_present(documents) == dt.date(2025, 10, 1)


def test_a_december_report_sets_the_conversations_in_the_next_january() -> None:
    assert reporting_present([Document("a", "…", title="York Depot report, December 2025")]) == dt.date(2026, 1, 1)


def test_no_title_with_a_dated_month_gives_no_date() -> None:
    # "7月" without its year, and a year alone, date nothing.
    documents = [Document("a", "…", title="华东区7月销售报告"), Document("b", "…", title="Annual review 2025")]
    assert reporting_present(documents) is None


def test_eval_resolves_last_month_at_the_bundles_date(tmp_path: Path) -> None:
    bundle = tmp_path / "dated"
    shutil.copytree(MINI, bundle)
    with (bundle / "docs.jsonl").open("a", encoding="utf-8") as docs:
        docs.write(json.dumps({"id": "doc-east-2025-09", "title": "华东区2025年9月销售报告",
                               "text": "华东区2025年9月销售额为1300万元。"}, ensure_ascii=False) + "\n")
    case = {"id": "D01", "lang": "zh", "turns": [{
        "user": "华东区上个月的销售额是多少", "gold_rewrite": "华东区2025年9月的销售额是多少",
        "gold_entities": ["ex:region_east", "ex:metric_sales"], "must_include": ["9月"], "gold_docs": ["doc-east-2025-09"],
    }]}
    (bundle / "cases.jsonl").write_text(json.dumps(case, ensure_ascii=False) + "\n", encoding="utf-8")

    context = EvalContext.prepare(load_bundle(bundle), cache_dir=tmp_path / "cache")
    assert (context.now, context.now_unit) == (dt.date(2025, 10, 1), "month")  # only the month is known
    result, records = run_eval(bundle, modes="rule", k=5, cache_dir=tmp_path / "cache", return_records=True)
    assert "2025年9月" in records[0].queries[0], records[0].queries
    assert result["modes"]["rule"]["must_include_recall"] == 1.0

    result, records = run_eval(bundle, modes="rule", k=5, cache_dir=tmp_path / "cache", return_records=True, now=None)
    assert "上个月" in records[0].queries[0], records[0].queries
