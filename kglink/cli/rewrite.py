"""``kglink rewrite`` (a scripted conversation) and ``kglink chat`` (an interactive one)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from kglink.cli.llm_options import llm_options, llm_settings
from kglink.cli.terminal import printable
from kglink.errors import InputError, MissingFileError

if TYPE_CHECKING:
    from kglink.rewrite.result import RewriteResult


_POLICY = click.option(
    "--policy", type=click.Choice(["rule", "llm", "hybrid"]), default="rule", show_default=True,
    help="rule: no model; llm: ask the model every turn; hybrid: only where the rules are unsure "
         "(needs --llm-base-url/--llm-model or KGLINK_LLM_*).",
)


def _load_rewriter(ontology_paths: tuple[str, ...], trace: str | None, policy: str = "rule", llm: dict[str, Any] | None = None):
    from kglink.ontology.loader import load_ontology
    from kglink.rewrite.rewriter import Rewriter

    model = None
    if policy != "rule":
        from kglink.llm import LLMConfig, LLMRewriter

        model = LLMRewriter(LLMConfig.from_env(**(llm or {})))
    return Rewriter(load_ontology(*ontology_paths), model, policy=policy if policy != "rule" else "hybrid", trace_path=trace)


def _parse_now(value: str | None) -> dt.date | None:
    if value is None:
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError as exc:
        raise click.BadParameter(f"not a date (YYYY-MM-DD): {value}") from exc


def read_conversations(path: Path) -> list[list[dict[str, Any]]]:
    """Conversations from a JSONL file: either one conversation per line (``{"turns": [...]}``,
    the bundle's cases.jsonl) or one turn per line (``{"user": ..., "assistant": ...}``)."""
    if not path.exists():
        raise MissingFileError("no such file", path=path)
    conversations: list[list[dict[str, Any]]] = []
    single: list[dict[str, Any]] = []
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, 1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InputError(f"not UTF-8 text (byte {exc.start + 1} of the line)", path=path, line=number) from exc
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(f"not JSON: {exc.msg}", path=path, line=number) from exc
            except RecursionError as exc:
                raise InputError("JSON nested too deeply", path=path, line=number) from exc
            if not isinstance(record, dict):
                raise InputError("expected a JSON object", path=path, line=number)
            if "turns" in record:
                turns = record["turns"]
                if not isinstance(turns, list) or not all(isinstance(t, dict) and isinstance(t.get("user"), str) for t in turns):
                    raise InputError("'turns' must be a list of objects with a 'user' string", path=path, line=number, field="turns")
                conversations.append(turns)
            elif isinstance(record.get("user"), str):
                single.append(record)
            else:
                raise InputError("a line needs 'turns' or a 'user' string", path=path, line=number, field="user")
    if single:
        conversations.append(single)
    return conversations


def result_to_dict(result: RewriteResult) -> dict[str, Any]:
    return {
        "queries": list(result.queries),
        "entities": [
            {"id": e.id, "label": e.label, "mention": e.mention, "score": e.score, "source": e.source}
            for e in result.entities
        ],
        "turn_type": result.turn_type,
        "method": result.method,
        "clarify": [{"id": c.id, "label": c.label, "class": c.class_label} for c in result.clarify]
        if result.clarify
        else None,
        "correction": result.correction,
        "constraints": [c.display for c in result.constraints],
        "fallbacks": [{"method": f.method, "reason": f.reason} for f in result.fallbacks],
    }


@click.command("rewrite")
@click.argument("conversation", type=click.Path(path_type=Path))
@click.option("--ontology", "ontology_paths", multiple=True, required=True, help="Ontology file(s) or a compiled one.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per turn on stdout.")
@click.option("--trace", type=click.Path(dir_okay=False), help="Append one JSON trace record per turn to this file.")
@click.option("--now", help="Today's date for relative times (YYYY-MM-DD).")
@_POLICY
@llm_options
def rewrite(
    conversation: Path, ontology_paths: tuple[str, ...], as_json: bool, trace: str | None, now: str | None,
    policy: str, **llm: Any,
) -> None:
    """Rewrite every user turn of CONVERSATION (JSONL) into self-contained queries."""
    from kglink.linking.matcher import check_utterance

    conversations = read_conversations(conversation)
    rewriter = _load_rewriter(ontology_paths, trace, policy, llm_settings(llm))
    today = _parse_now(now)
    for number, turns in enumerate(conversations):
        session = rewriter.session(now=today)
        for index, turn in enumerate(turns):
            check_utterance(turn["user"])
            result = session.rewrite(turn["user"])
            if as_json:
                click.echo(json.dumps({"conversation": number, "turn": index, "user": turn["user"], **result_to_dict(result)}, ensure_ascii=False))
            else:
                _print_result(turn["user"], result, rewriter.ontology.compact)
            if isinstance(turn.get("assistant"), str):
                session.observe_assistant(turn["assistant"])
                if not as_json:
                    click.echo(f"  assistant: {printable(turn['assistant'])}")


def _print_result(user: str, result: RewriteResult, compact=lambda iri: iri) -> None:
    from kglink.lang import detect

    # Everything shown comes from the user, the ontology or a model: escaped, never obeyed.
    click.echo(f"user: {printable(user)}")
    for query in result.queries:
        click.echo(f"  {detect(user).searching}{printable(query)}")
    if result.entities:
        click.echo("  entities: " + ", ".join(printable(f"{e.label} ({compact(e.id)})") for e in result.entities))
    click.echo(f"  type: {result.turn_type}  method: {result.method}" + ("  correction" if result.correction else ""))
    if result.clarify:
        click.echo("  clarify: " + " / ".join(printable(f"{c.label} [{c.class_label}]") for c in result.clarify))


@click.command("chat")
@click.option("--ontology", "ontology_paths", multiple=True, required=True, help="Ontology file(s) or a compiled one.")
@click.option("--store", type=click.Path(file_okay=False, path_type=Path), help="An index built by `kglink index`.")
@click.option("--k", default=3, show_default=True, help="Documents shown per turn.")
@click.option("--now", help="Today's date for relative times (YYYY-MM-DD).")
@_POLICY
@llm_options
def chat(ontology_paths: tuple[str, ...], store: Path | None, k: int, now: str | None, policy: str, **llm: Any) -> None:
    """An interactive conversation: each turn is rewritten (and searched with --store).

    Type an answer line starting with "> " to tell kglink what the assistant said.
    """
    from kglink.linking.matcher import check_utterance

    if store is not None:
        from kglink.cli.retrieval import require_built

        require_built(store, None)
    rewriter = _load_rewriter(ontology_paths, None, policy, llm_settings(llm))
    index = None
    if store is not None:
        from kglink.retrieval.index import Index

        index = Index.open(store, ontology=rewriter.ontology, alias_index=rewriter.resources.alias_index)
    session = rewriter.session(now=_parse_now(now))
    click.echo("kglink chat — empty line or Ctrl-D to quit; '> text' records an assistant answer.")
    while True:
        try:
            line = input("you: ")
        except EOFError:
            break
        if not line.strip():
            break
        if line.startswith(">"):
            session.observe_assistant(line[1:].strip())
            continue
        try:
            check_utterance(line)
        except InputError as exc:
            # One bad turn is reported; the conversation goes on.
            click.echo(f"error: {exc}", err=True)
            continue
        result = session.rewrite(line)
        _print_result(line, result, rewriter.ontology.compact)
        if index is not None and not result.clarify:
            hits = index.search(list(result.queries), k=k, entities=list(result.entity_ids))
            for rank, hit in enumerate(hits, 1):
                click.echo(f"  {rank}. [{printable(hit.doc_id)}] {printable(hit.title or '')} {printable(hit.text[:80])}")


commands = [rewrite, chat]
