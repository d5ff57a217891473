"""The date a bundle's conversations are set at, read off its documents.

A benchmark bundle states no date, yet its users say "last month" and "上季度": they
speak after the latest period their reports cover. Reports name their period in the
title ("Leakage report, October 2025", "2025年9月客流月报"), so the latest month a title
names (with its year) is the last month closed, and the conversations happen in the
month after it. Dates in the body are no guide: a plan or a contract names months years
ahead.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable

from kglink.linking.constraints import extract_constraints
from kglink.retrieval.documents import Document

_MONTH = re.compile(r"^(\d{4})-(\d{2})$")


def reporting_present(documents: Iterable[Document]) -> dt.date | None:
    """The first day of the month after the latest month a document title names with its
    year; None when no title names one (the bundle's relative times then stay as said)."""
    latest: tuple[int, int] | None = None
    for document in documents:
        if not document.title:
            continue
        for constraint in extract_constraints(document.title):
            match = _MONTH.match(constraint.value) if constraint.kind == "time" else None
            if match is not None:
                month = (int(match.group(1)), int(match.group(2)))
                latest = month if latest is None or month > latest else latest
    if latest is None:
        return None
    year, month = latest
    return dt.date(year + month // 12, month % 12 + 1, 1)
