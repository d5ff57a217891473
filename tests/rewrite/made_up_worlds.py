"""Helpers the rewrite tests share: a made-up world written to a Turtle file and loaded,
a page of a made-up document, and a conversation played into a session (imported by name, as tests/examples does with
bundle_checks)."""

from __future__ import annotations

from pathlib import Path

from kglink import Ontology, Rewriter, Session


def load_world(tmp_path: Path, name: str, text: str) -> Ontology:
    """The ontology of ``text`` (Turtle), written under ``tmp_path`` as ``name``."""
    path = tmp_path / (name if name.endswith(".ttl") else f"{name}.ttl")
    path.write_text(text, encoding="utf-8")
    return Ontology.load(path)


def rewriter_for(tmp_path: Path, name: str, text: str) -> Rewriter:
    """A rule rewriter over the world of ``text``, without documents."""
    return Rewriter(load_world(tmp_path, name, text))


def converse(session: Session, *exchanges: tuple[str, str]) -> None:
    """Play (user turn, answer) exchanges into the session."""
    for user, answer in exchanges:
        session.rewrite(user)
        session.observe_assistant(answer)


class Page:
    """A chunk of a document, as DocumentTerms reads one (a title makes its first entity the subject)."""

    def __init__(self, text: str, entities: tuple[str, ...], title: str | None = None) -> None:
        self.text, self.entities, self.title = text, entities, title
