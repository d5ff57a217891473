"""The ``make demo`` job: kglink on its embedded default, no server and no network.

It loads the example ontology (``ontology/enterprise/`` in the repository, shipped inside
the package as ``kglink/examples/enterprise/``), prints its summary, indexes the example
documents into an embedded Chroma store under ``.kglink/demo/`` of the current folder
(reused when it is there: building is idempotent), then plays scripted conversations. For
each user turn it prints the rewritten query ("正在搜索：…" / "Searching: …"), the linked entities, the turn
type, and side by side the top documents for the user's raw words and for the rewritten
query, marking the documents that answer the turn.

Run it with ``make demo``, ``kglink demo`` or ``python -m kglink.demo [--ontology FILE]
[--docs FILE] [--store DIR] [--k N]``; it needs ``pip install 'kglink[retrieval]'``.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.padding import Padding
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table
from rich.text import Text

from kglink.cli.output import make_console, print_rule
from kglink.errors import KglinkError
from kglink.lang import detect
from kglink.ontology.loader import load_ontology
from kglink.ontology.model import Ontology
from kglink.ontology.stats import summarize
from kglink.rewrite.result import RewriteResult
from kglink.rewrite.rewriter import Rewriter

# Retrieval is the [retrieval] extra: imported in run_demo, so a missing Chroma is one
# readable line (MissingDependencyError) rather than an ImportError at import time.
if TYPE_CHECKING:
    from kglink.retrieval.documents import Document
    from kglink.retrieval.index import Hit, Index

logger = logging.getLogger(__name__)


def example_path(name: str, world: str = "enterprise") -> Path:
    """A file of an example world shipped inside the package (``kglink/examples/<world>/``).

    In a checkout ``kglink/examples/enterprise`` links to ``ontology/enterprise``; a wheel
    holds a copy, so the demo runs from any folder.
    """
    return Path(str(resources.files("kglink") / "examples" / world / name))


DEFAULT_ONTOLOGY = example_path("ontology.ttl")
DEFAULT_DOCS = example_path("docs.jsonl")
#: Relative to the current folder (``make demo`` runs from the repository root).
DEFAULT_STORE = Path(".kglink") / "demo"


@dataclass(frozen=True, slots=True)
class ScriptedTurn:
    """One turn of a scripted conversation.

    Attributes:
        user: what the user types.
        assistant: the answer shown after it (read by the session), or None.
        answers: ids of the documents that answer the turn (marked in the output).
    """

    user: str
    assistant: str | None = None
    answers: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Conversation:
    """A titled list of scripted turns."""

    title: str
    turns: tuple[ScriptedTurn, ...]


# The seeds' conversations over the example world. Answers and answering documents come
# from ontology/enterprise/cases.jsonl (ent-zh-01, ent-zh-03, ent-en-01); the second one
# starts from 标准版 instead of 企业版, so its first two answers are written from the
# pricing documents.
CONVERSATIONS: tuple[Conversation, ...] = (
    Conversation(
        "销售额追问 (pronoun, continuation, ellipsis)",
        (
            ScriptedTurn(
                "华东区7月的销售额是多少",
                "华东区2025年7月销售额为1200万元，完成月度目标的109.1%，其中上海分公司贡献600万元。",
                ("sales-east-2025-07", "sales-mom-east-2025-07"),
            ),
            ScriptedTurn(
                "它比6月涨了多少",
                "华东区7月销售额比6月的1020万元增加180万元，环比上涨17.6%。",
                ("sales-mom-east-2025-07",),
            ),
            ScriptedTurn(
                "为什么涨这么多",
                "主要是上海分公司签下一个星云CRM企业版私有化部署大单，另外A系列产品有暑期促销，安心保Plus也在6月底上市。",
                ("cause-east-2025-07",),
            ),
            ScriptedTurn(
                "那华南区呢",
                "华南区7月销售额860万元，环比下降7.5%，主要受台风和产品B供货延迟影响。",
                ("cause-south-2025-07", "sales-mom-south-2025-07"),
            ),
        ),
    ),
    Conversation(
        "版本与部署 (ellipsis, pronoun, relative reference)",
        (
            ScriptedTurn(
                "标准版多少钱",
                "标准版每年4.8万元起，含30个账号，只支持公有云部署。",
                ("edition-standard-pricing",),
            ),
            ScriptedTurn(
                "那企业版呢",
                "企业版每年12万元起，含100个账号；选择私有化部署另收一次性实施费8万元。",
                ("edition-enterprise-pricing",),
            ),
            ScriptedTurn(
                "那它支持私有化部署吗",
                "支持。企业版可以私有化部署在您自己的机房或私有云，一次性实施费8万元。",
                ("deploy-enterprise-private",),
            ),
            ScriptedTurn(
                "和上一个方案比呢",
                "标准版只支持公有云部署，不能私有化部署；价格上标准版每年4.8万元起，企业版12万元起。",
                ("edition-compare-enterprise-standard", "deploy-standard"),
            ),
        ),
    ),
    Conversation(
        "Editions in English (pronoun, relative reference)",
        (
            ScriptedTurn(
                "How much is your Enterprise Edition?",
                "The Enterprise Edition starts at RMB 120,000 a year with 100 accounts; "
                "the Standard Edition starts at RMB 48,000.",
                ("en-edition-enterprise-pricing", "en-edition-compare-enterprise-standard"),
            ),
            ScriptedTurn(
                "Does it support on-premises deployment?",
                "Yes, the Enterprise Edition can be deployed on premises; implementation is a one-off RMB 80,000.",
                ("en-deploy-enterprise-onprem",),
            ),
            ScriptedTurn(
                "How does that compare with the previous plan?",
                "The Standard Edition is public cloud only and cannot be deployed on premises; "
                "it costs from RMB 48,000 a year.",
                ("en-edition-compare-enterprise-standard",),
            ),
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class TurnOutcome:
    """What the demo found for one turn: the rewrite and both retrievals."""

    user: str
    result: RewriteResult
    raw_hits: tuple[Hit, ...]
    rewritten_hits: tuple[Hit, ...]
    answers: tuple[str, ...]

    @property
    def raw_found(self) -> bool:
        return any(hit.doc_id in self.answers for hit in self.raw_hits)

    @property
    def rewritten_found(self) -> bool:
        return any(hit.doc_id in self.answers for hit in self.rewritten_hits)

    @property
    def raw_first(self) -> bool:
        return bool(self.raw_hits) and self.raw_hits[0].doc_id in self.answers

    @property
    def rewritten_first(self) -> bool:
        return bool(self.rewritten_hits) and self.rewritten_hits[0].doc_id in self.answers


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m kglink.demo",
        description="kglink on its embedded default: rewrite scripted conversations and compare retrieval.",
    )
    parser.add_argument("--ontology", type=Path, default=DEFAULT_ONTOLOGY, help="ontology file (default: %(default)s)")
    parser.add_argument("--docs", type=Path, default=DEFAULT_DOCS, help="documents, docs.jsonl (default: %(default)s)")
    parser.add_argument("--store", type=Path, default=DEFAULT_STORE, help="embedded index folder (default: %(default)s)")
    parser.add_argument("--k", type=int, default=3, help="documents shown per turn (default: %(default)s)")
    args = parser.parse_args(argv)
    if args.k <= 0:
        parser.error(f"--k must be positive, got {args.k}")
    return args


def main(argv: Sequence[str] | None = None, *, console: Console | None = None) -> int:
    """Run the demo; returns the exit status (1 with one readable line on bad input)."""
    console = console or make_console()
    args = parse_args(argv)
    try:
        run_demo(
            ontology_path=args.ontology,
            docs_path=args.docs,
            store=args.store,
            k=args.k,
            console=console,
        )
    except KglinkError as exc:
        # Text, not markup: "pip install 'kglink[retrieval]'" must keep its brackets.
        console.print(Text.assemble(("error:", "bold red"), f" {exc}"), highlight=False)
        return 1
    return 0


def run_demo(
    *,
    ontology_path: Path,
    docs_path: Path,
    store: Path,
    k: int = 3,
    console: Console,
    conversations: Sequence[Conversation] = CONVERSATIONS,
) -> list[TurnOutcome]:
    """Load, index, and play ``conversations``; print everything to ``console``.

    Returns:
        One outcome per user turn, in order.

    Raises:
        KglinkError: a file is missing or malformed, or Chroma failed.
    """
    from kglink.retrieval.documents import load_documents

    started = time.perf_counter()
    print_rule(console, "[bold]kglink demo[/]: embedded default (networkx, Chroma on disk, rule rewriter)")
    ontology = load_ontology(ontology_path)
    _print_summary(console, ontology, ontology_path)

    documents = load_documents(docs_path)
    index = _build_index(console, ontology, documents, store)
    rewriter = Rewriter(ontology, alias_index=index.alias_index)

    outcomes: list[TurnOutcome] = []
    for number, conversation in enumerate(conversations, start=1):
        print_rule(console, f"[bold]Conversation {number}[/]: {conversation.title}")
        session = rewriter.session()
        for turn_number, turn in enumerate(conversation.turns, start=1):
            result = session.rewrite(turn.user)
            raw_hits = tuple(index.search(turn.user, k=k))
            # The rewritten turn searches with its queries and the entities kglink linked.
            rewritten_hits = tuple(index.search(list(result.queries), k=k, entities=list(result.entity_ids)))
            outcome = TurnOutcome(turn.user, result, raw_hits, rewritten_hits, turn.answers)
            outcomes.append(outcome)
            _print_turn(console, ontology, turn_number, outcome, k)
            if turn.assistant:
                session.observe_assistant(turn.assistant)
                console.print("  assistant:", style="dim bold")
                answer = Text(turn.assistant, style="dim")
                # Padding fills the line to the console's width: a pipe has no width to fill.
                console.print(Padding(answer, (0, 0, 0, 4)) if console.is_terminal else Text("    ") + answer)
            console.print()
    _print_tally(console, conversations, outcomes, k)
    console.print(f"demo ran in {time.perf_counter() - started:.1f} s (after start-up)", style="dim")
    return outcomes


def _print_summary(console: Console, ontology: Ontology, path: Path) -> None:
    summary = summarize(ontology)
    console.print(f"ontology: {_shown_path(path)}", style="bold", highlight=False)
    table = Table("entities", "classes", "aliases", "edges", "languages")
    table.add_row(*(f"{summary[key]:,}" for key in ("entities", "classes", "aliases", "edges")),
                  " ".join(summary["languages"]) or "-")
    console.print(table)


def _build_index(console: Console, ontology: Ontology, documents: list[Document], store: Path) -> Index:
    from kglink.retrieval.index import Index

    existed = (store / "kglink").is_dir()
    started = time.perf_counter()
    with Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        console=console,
        transient=True,
    ) as bar:
        tasks: dict[str, int] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=total)
            bar.update(tasks[stage], completed=done, total=total)

        # Building is idempotent: an existing store with the same documents is reused as is.
        index = Index.build(documents, ontology=ontology, store=store, progress=progress)
    verb = "reused" if existed else "built"
    console.print(
        f"index: {verb} {_shown_path(store)} — {len(documents)} documents, {len(index)} chunks "
        f"({time.perf_counter() - started:.1f} s)",
        highlight=False,
    )
    return index


def _print_turn(console: Console, ontology: Ontology, number: int, outcome: TurnOutcome, k: int) -> None:
    result = outcome.result
    console.print(Text.assemble((f"[{number}] user: ", "bold"), (outcome.user, "bold cyan")))
    for query in result.queries:
        prefix = detect(outcome.user).searching
        console.print(Text.assemble(("  ", ""), (prefix, "bold green"), (query, "green")))
    if result.entities:
        parts = []
        for entity in result.entities:
            pointer = f" ← {entity.mention}" if entity.mention and entity.mention != entity.label else ""
            parts.append(f"{entity.label} ({ontology.compact(entity.id)}){pointer} [{entity.source}]")
        console.print(Text("  entities: " + "; ".join(parts)), highlight=False)
    else:
        console.print("  entities: (none)")
    line = f"  turn type: {result.turn_type} · method: {result.method}"
    if result.clarify:
        line += " · clarify: " + " / ".join(c.label for c in result.clarify)
    console.print(Text(line, style="magenta"))

    # The queries are printed above; the headers stay short so two columns fit 80 characters.
    table = Table(padding=(0, 1))
    table.add_column("#", justify="right", style="dim")
    table.add_column("top documents: the user's words", overflow="fold", ratio=1)
    table.add_column("top documents: kglink's rewrite", overflow="fold", ratio=1)
    for rank in range(k):
        table.add_row(
            str(rank + 1),
            _hit_cell(outcome.raw_hits, rank, outcome.answers),
            _hit_cell(outcome.rewritten_hits, rank, outcome.answers),
        )
    console.print(table)


def _hit_cell(hits: Sequence[Hit], rank: int, answers: Sequence[str]) -> Text:
    if rank >= len(hits):
        return Text("-", style="dim")
    hit = hits[rank]
    good = hit.doc_id in answers
    cell = Text()
    cell.append(("✓ " if good else "  "), style="bold green" if good else "")
    cell.append(hit.doc_id, style="green" if good else "")
    if hit.title:
        cell.append(f"\n{hit.title}", style="dim")
    return cell


def _print_tally(
    console: Console, conversations: Sequence[Conversation], outcomes: Sequence[TurnOutcome], k: int
) -> None:
    # What a RAG pipeline puts in front of its model is the first few: count first place too.
    table = Table(
        title=f"turns with an answering document first (and in the top {k})", title_justify="left"
    )
    table.add_column("conversation")
    table.add_column("raw words", justify="right")
    table.add_column("kglink rewrite", justify="right")
    position = 0
    for conversation in conversations:
        chunk = outcomes[position : position + len(conversation.turns)]
        position += len(conversation.turns)
        scored = [o for o in chunk if o.answers]
        table.add_row(
            conversation.title,
            f"{sum(o.raw_first for o in scored)}/{len(scored)} ({sum(o.raw_found for o in scored)}/{len(scored)})",
            f"{sum(o.rewritten_first for o in scored)}/{len(scored)}"
            f" ({sum(o.rewritten_found for o in scored)}/{len(scored)})",
        )
    console.print(table)


def _shown_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


if __name__ == "__main__":
    sys.exit(main())
