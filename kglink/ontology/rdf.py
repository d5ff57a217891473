"""Read RDF files (or an in-memory rdflib Graph) as a stream of plain triples.

Two readers produce the same triples:

- pyoxigraph, a streaming parser written in Rust, reads every syntax kglink accepts
  except TriX. It parses about a million triples a second, where rdflib's ``Graph``
  needs ~40 s and over a gigabyte for the same file, so it is the default.
- rdflib reads TriX, any ``rdflib.Graph`` handed over in memory, and files the fast
  parser rejects without saying where (rdflib may accept them, or at least locate the
  error).

A triple is ``(subject, predicate, object)``: an IRI is a plain ``str``, a blank node a
:class:`BlankNode`, a literal a :class:`Literal` whose ``value`` is the lexical form as
written (rdflib's literal normalisation, which would turn ``"01"^^xsd:integer`` into
``"1"``, is switched off while parsing so both readers agree; rdflib still reads bare
Turtle numbers such as ``0100`` as values, so only pyoxigraph keeps their non-canonical
forms). Quads lose their graph
name: the named graphs of a TriG or N-Quads file merge into one graph.

Example:
    >>> stream = read_rdf("ontology/enterprise.ttl")  # doctest: +SKIP
    >>> triples = list(stream)  # doctest: +SKIP
    >>> stream.prefixes["ex"]  # doctest: +SKIP
    'http://example.org/enterprise/'
"""

from __future__ import annotations

import io
import json
import logging
import re
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal as TypingLiteral

from kglink.errors import MissingFileError, OntologyParseError

logger = logging.getLogger(__name__)

Backend = TypingLiteral["auto", "oxigraph", "rdflib"]
ProgressCallback = Callable[[str, int, "int | None"], None]
"""Called as ``progress(description, completed, total)``; for files the unit is bytes."""

XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
RDF_LANG_STRING = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"


@dataclass(frozen=True, slots=True)
class Literal:
    """An RDF literal: its lexical form, language tag (lower case) and datatype IRI.

    Plain strings have ``datatype=None`` (``xsd:string`` and ``rdf:langString`` are
    dropped, so both readers agree on them).
    """

    value: str
    lang: str | None = None
    datatype: str | None = None


@dataclass(frozen=True, slots=True)
class BlankNode:
    """A blank node; its id is only meaningful inside one parse."""

    id: str


Term = str | BlankNode | Literal
Triple = tuple[str | BlankNode, str, Term]


@dataclass(frozen=True, slots=True)
class RdfSyntax:
    """One RDF syntax: its name, the file suffixes that select it, and each reader's name for it."""

    name: str
    suffixes: tuple[str, ...]
    oxigraph: str | None
    rdflib: str
    dataset: bool = False


SYNTAXES: tuple[RdfSyntax, ...] = (
    RdfSyntax("Turtle", (".ttl", ".turtle"), "TURTLE", "turtle"),
    RdfSyntax("N-Triples", (".nt",), "N_TRIPLES", "nt"),
    RdfSyntax("N-Quads", (".nq",), "N_QUADS", "nquads", dataset=True),
    RdfSyntax("N3", (".n3",), "N3", "n3"),
    RdfSyntax("RDF/XML", (".rdf", ".xml", ".owl"), "RDF_XML", "xml"),
    RdfSyntax("JSON-LD", (".jsonld", ".json-ld"), "JSON_LD", "json-ld"),
    RdfSyntax("TriG", (".trig",), "TRIG", "trig", dataset=True),
    RdfSyntax("TriX", (".trix",), None, "trix", dataset=True),
)
SYNTAX_BY_SUFFIX: dict[str, RdfSyntax] = {
    suffix: syntax for syntax in SYNTAXES for suffix in syntax.suffixes
}

# rdflib's literal normalisation is a process-wide switch; serialise the parses that turn it off.
_NORMALIZE_LOCK = threading.Lock()
_PROGRESS_STEP = 1 << 20


class TripleStream:
    """The triples of one source, read lazily; ``prefixes`` is complete once iterated.

    Iterate it once. Parse errors surface during iteration as :class:`OntologyParseError`.
    """

    def __init__(self, source: str, producer: Callable[[TripleStream], Iterator[Triple]]) -> None:
        self.source = source
        self.prefixes: dict[str, str] = {}
        self._producer = producer

    def __iter__(self) -> Iterator[Triple]:
        return self._producer(self)


def syntax_for(path: str | Path) -> RdfSyntax | None:
    """The RDF syntax a file suffix selects, or None when the suffix is not an RDF one."""
    return SYNTAX_BY_SUFFIX.get(Path(path).suffix.lower())


def read_rdf(
    path: str | Path,
    *,
    backend: Backend = "auto",
    progress: ProgressCallback | None = None,
) -> TripleStream:
    """Read an RDF file, the syntax chosen by its suffix.

    Args:
        path: the file.
        backend: ``"auto"`` (pyoxigraph where it reads the syntax, rdflib otherwise),
            or force one reader (the tests compare them).
        progress: called with bytes read so far and the file size.

    Returns:
        A :class:`TripleStream`; errors are raised while iterating it.

    Raises:
        MissingFileError: the file does not exist.
        ValueError: the suffix is not an RDF one (the loader checks suffixes first).
    """
    path = Path(path)
    syntax = syntax_for(path)
    if syntax is None:
        raise ValueError(f"not an RDF suffix: {path.suffix!r}")
    if not path.is_file():
        raise MissingFileError("no such file", path=path)
    use_rdflib = backend == "rdflib" or syntax.oxigraph is None or _oxigraph() is None
    if backend == "oxigraph" and use_rdflib:
        raise ValueError(f"pyoxigraph cannot read {syntax.name}")

    def parse(stream: TripleStream) -> Iterator[Triple]:
        if syntax.name == "RDF/XML":
            check_xml_entities(path)
        if use_rdflib:
            yield from _rdflib_file(path, syntax, stream, progress)
            return
        try:
            yield from _oxigraph_file(path, syntax, stream, progress)
        except _FallBack as signal:
            if backend == "oxigraph":
                raise signal.error from None
            logger.info("%s: the fast parser failed (%s); reading with rdflib", path, signal.error.reason)
            yield from _rdflib_file(path, syntax, stream, progress, fast_error=signal.error)

    def produce(stream: TripleStream) -> Iterator[Triple]:
        count = 0
        for triple in parse(stream):
            count += 1
            yield triple
        if count == 0:
            # An empty or comment-only file is valid RDF, but rarely what was meant.
            logger.warning("%s: no triples (the file holds no RDF statements)", path)

    return TripleStream(str(path), produce)


# -- RDF/XML entities ------------------------------------------------------------------

MAX_ENTITY_EXPANSION = 16 << 20
"""Bytes that internal entities of an RDF/XML file may expand to, in total."""
_DOCTYPE = re.compile(rb"<!DOCTYPE\b")
_ENTITY = re.compile(
    rb"""<!ENTITY\s+(?P<param>%\s+)?(?P<name>[^\s%]+)\s+(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<ext>SYSTEM|PUBLIC)\b)"""
)
_HEAD = 1 << 20


def check_xml_entities(path: Path) -> None:
    """Refuse an RDF/XML file whose DTD could blow up when expanded.

    Plain internal entities (``<!ENTITY owl "http://www.w3.org/2002/07/owl#">``, common in
    files written by Protege) are allowed while their total expansion stays under
    :data:`MAX_ENTITY_EXPANSION`; entities that refer to other entities (the "billion
    laughs"), parameter entities and external entities are refused: the fast parser
    expands entities without a bound (9 GB for a 1 KB file).

    Raises:
        OntologyParseError: the file declares such entities (with the line).
    """
    with open(path, "rb") as handle:
        head = handle.read(_HEAD)
    doctype = _DOCTYPE.search(head)
    if doctype is None:
        return
    close = head.find(b">", doctype.end())
    bracket = head.find(b"[", doctype.end())
    if bracket < 0 or (0 <= close < bracket):
        return  # no internal subset: nothing is declared here (external DTDs are never fetched)
    end = head.find(b"]", bracket)
    if end < 0:
        raise OntologyParseError(
            f"the DOCTYPE's internal subset is longer than {_HEAD >> 20} MB: refused", path=path,
            line=head.count(b"\n", 0, doctype.start()) + 1,
        )
    subset = head[bracket:end]
    values: dict[bytes, int] = {}
    for match in _ENTITY.finditer(subset):
        line = head.count(b"\n", 0, bracket + match.start()) + 1
        name = match.group("name").decode("utf-8", "replace")
        if match.group("param") or match.group("ext"):
            kind = "parameter" if match.group("param") else "external"
            raise OntologyParseError(f"RDF/XML {kind} entity {name!r} refused (entities are not expanded from outside the file)", path=path, line=line)
        value = match.group("dq") if match.group("dq") is not None else match.group("sq")
        if b"&" in value or b"%" in value:
            raise OntologyParseError(
                f"RDF/XML entity {name!r} refers to other entities: refused (nested entity expansion is unbounded)",
                path=path, line=line,
            )
        if len(match.group("name")) > 200:
            raise OntologyParseError("RDF/XML entity name over 200 bytes: refused", path=path, line=line)
        values[match.group("name")] = len(value)
    if subset.count(b"<!ENTITY") != len(values):
        raise OntologyParseError(
            "RDF/XML entity declaration kglink cannot check: refused", path=path,
            line=head.count(b"\n", 0, bracket) + 1,
        )
    if not values:
        return
    # Count the references in the whole file: their expansion is what the parser allocates.
    reference = re.compile(rb"&(" + b"|".join(re.escape(name) for name in values) + rb");")
    total = 0
    with open(path, "rb") as handle:
        carry = b""
        while True:
            block = handle.read(1 << 22)
            data = carry + block
            # A reference that starts in the last 256 bytes is counted with the next block.
            cut = max(0, len(data) - 256) if block else len(data)
            for match in reference.finditer(data):
                if match.start() < cut:
                    total += values[match.group(1)]
            if total > MAX_ENTITY_EXPANSION or not block:
                break
            carry = data[cut:]
    if total > MAX_ENTITY_EXPANSION:
        raise OntologyParseError(f"RDF/XML entities expand to over {MAX_ENTITY_EXPANSION >> 20} MB: refused", path=path)


def read_graph(graph: Any, *, source: str = "<rdflib.Graph>") -> TripleStream:
    """The triples of an in-memory ``rdflib.Graph`` (or ``Dataset``: every graph merged).

    Its bound namespaces become prefixes when at least one IRI of the graph uses them
    (rdflib binds ~30 well-known vocabularies to every new Graph; unused ones would
    only clutter ``Ontology.compact``).
    """

    def produce(stream: TripleStream) -> Iterator[Triple]:
        iris: set[str] = set()
        for s, p, o in _rdflib_triples(graph):
            for term in (s, p, o):
                if type(term) is str:
                    iris.add(term)
            yield s, p, o
        stream.prefixes = _used_prefixes(
            {str(prefix): str(ns) for prefix, ns in graph.namespaces()}, iris
        )

    return TripleStream(source, produce)


# -- pyoxigraph ---------------------------------------------------------------------


class _FallBack(Exception):
    """The fast parser failed without a position: let rdflib try (and locate the error)."""

    def __init__(self, error: OntologyParseError) -> None:
        super().__init__(error.reason)
        self.error = error


def _oxigraph() -> Any:
    try:
        import pyoxigraph
    except ImportError:  # pragma: no cover - a hard dependency; kept for slim installs
        return None
    return pyoxigraph


def _oxigraph_file(
    path: Path, syntax: RdfSyntax, stream: TripleStream, progress: ProgressCallback | None
) -> Iterator[Triple]:
    ox = _oxigraph()
    rdf_format = getattr(ox.RdfFormat, syntax.oxigraph)
    named, blank, literal = ox.NamedNode, ox.BlankNode, ox.Literal
    default_graph = ox.DefaultGraph
    skip_named_graphs = syntax.name == "N3"  # N3 formulas are quoted, not asserted
    # One str object per IRI (and language tag): later sets and dicts hash each once.
    intern: dict[str, str] = {}
    setdefault = intern.setdefault
    languages: dict[str, str] = {}
    with open(path, "rb") as handle:
        reader = _CountingReader(handle, str(path), progress)
        parser = ox.parse(io.BufferedReader(reader, 1 << 20), format=rdf_format)
        try:
            # The hottest loop of a compile (once per triple): one attribute read per term.
            for s, p, o, graph in parser:
                if skip_named_graphs and type(graph) is not default_graph:
                    continue
                kind = type(s)
                if kind is named:
                    value = s.value
                    subject: str | BlankNode = setdefault(value, value)
                elif kind is blank:
                    subject = BlankNode(s.value)
                else:
                    continue  # RDF-star quoted triples and N3 variables say nothing about entities
                value = p.value
                predicate = setdefault(value, value)
                kind = type(o)
                if kind is literal:
                    lang = o.language
                    if lang:
                        tag = languages.get(lang)
                        if tag is None:
                            tag = languages[lang] = lang.lower()
                        obj: Term = Literal(o.value, tag, None)
                    else:
                        datatype = o.datatype.value
                        obj = Literal(o.value, None, None if datatype == XSD_STRING else datatype)
                elif kind is named:
                    value = o.value
                    obj = setdefault(value, value)
                elif kind is blank:
                    obj = BlankNode(o.value)
                else:
                    continue
                yield subject, predicate, obj
        except SyntaxError as exc:
            error = _oxigraph_error(path, exc)
            if error.line is None and syntax.name != "JSON-LD":
                # rdflib would fetch remote JSON-LD contexts: never fall back for JSON-LD.
                raise _FallBack(error) from exc
            raise error from exc
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            raise OntologyParseError(f"cannot read {syntax.name}: {exc}", path=path) from exc
        except MemoryError as exc:
            # The Rust parser caps one token's buffer (a literal or IRI over ~16 MB).
            raise OntologyParseError(
                f"cannot read {syntax.name}: a term (literal or IRI) is too large for the parser ({exc or 'out of memory'})",
                path=path,
            ) from exc
        reader.finish()
        stream.prefixes = dict(parser.prefixes) if syntax.name in {"Turtle", "TriG", "N3"} else {}
    if not stream.prefixes:
        stream.prefixes = _declared_prefixes(path, syntax)


_OX_POSITION = re.compile(r"^Parser error at line \d+ (?:column \d+|between columns \d+ and \d+):\s*")


def _oxigraph_error(path: Path, exc: SyntaxError) -> OntologyParseError:
    message = str(exc.msg if exc.msg else exc)
    message = _OX_POSITION.sub("", message)
    line = exc.lineno if isinstance(exc.lineno, int) and exc.lineno > 0 else None
    if line is not None and isinstance(exc.offset, int) and exc.offset > 0:
        message = f"{message} (column {exc.offset})"
    return OntologyParseError(message, path=path, line=line)


class _CountingReader(io.RawIOBase):
    """A raw file that reports bytes read, so a parser reading it drives a progress bar."""

    def __init__(self, handle: io.BufferedReader, name: str, progress: ProgressCallback | None) -> None:
        self._handle = handle
        self._name = name
        self._progress = progress
        self._total = Path(name).stat().st_size if progress else None
        self._done = 0
        self._reported = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        count = self._handle.readinto(buffer) or 0
        self._done += count
        if self._progress is not None and self._done - self._reported >= _PROGRESS_STEP:
            self._reported = self._done
            self._progress(self._name, self._done, self._total)
        return count

    def finish(self) -> None:
        if self._progress is not None:
            self._progress(self._name, self._done, self._total)


# -- rdflib ---------------------------------------------------------------------------


@contextmanager
def _literal_forms_kept() -> Iterator[None]:
    import rdflib

    with _NORMALIZE_LOCK:
        previous = rdflib.NORMALIZE_LITERALS
        rdflib.NORMALIZE_LITERALS = False
        try:
            yield
        finally:
            rdflib.NORMALIZE_LITERALS = previous


def _rdflib_file(
    path: Path,
    syntax: RdfSyntax,
    stream: TripleStream,
    progress: ProgressCallback | None,
    fast_error: OntologyParseError | None = None,
) -> Iterator[Triple]:
    import rdflib

    graph = rdflib.Dataset() if syntax.dataset else rdflib.Graph(bind_namespaces="none")
    size = path.stat().st_size
    if progress is not None:
        progress(str(path), 0, size)
    try:
        with _literal_forms_kept():
            graph.parse(str(path), format=syntax.rdflib)
    except Exception as exc:  # rdflib raises many unrelated types; all mean "does not parse"
        error = _rdflib_error(path, exc)
        if fast_error is not None and (error.line is None or fast_error.line is not None):
            raise fast_error from exc
        raise error from exc
    if progress is not None:
        progress(str(path), size, size)
    with _literal_forms_kept():
        yield from _rdflib_triples(graph)
    if syntax.dataset or syntax.name in {"RDF/XML", "JSON-LD"}:
        # A Dataset binds rdflib's ~30 defaults and RDF/XML adds its own: read the file's.
        stream.prefixes = _declared_prefixes(path, syntax)
    else:
        stream.prefixes = {str(prefix): str(ns) for prefix, ns in graph.namespaces()}


def _rdflib_triples(graph: Any) -> Iterator[Triple]:
    import rdflib

    if isinstance(graph, rdflib.ConjunctiveGraph) or isinstance(graph, rdflib.Dataset):
        raw: Iterable[tuple[Any, Any, Any]] = (
            (s, p, o) for s, p, o, _ in graph.quads((None, None, None, None))
        )
    else:
        raw = graph.triples((None, None, None))
    uri, bnode, literal = rdflib.URIRef, rdflib.BNode, rdflib.Literal
    for s, p, o in raw:
        if not isinstance(p, uri):
            continue
        if isinstance(s, uri):
            subject: str | BlankNode = str(s)
        elif isinstance(s, bnode):
            subject = BlankNode(str(s))
        else:
            continue
        if isinstance(o, literal):
            lang = o.language
            datatype = None if lang or o.datatype is None else str(o.datatype)
            if datatype in (XSD_STRING, RDF_LANG_STRING):
                datatype = None
            obj: Term = Literal(str(o), lang.lower() if lang else None, datatype)
        elif isinstance(o, uri):
            obj = str(o)
        elif isinstance(o, bnode):
            obj = BlankNode(str(o))
        else:
            continue  # N3 formulas and variables
        yield subject, str(p), obj


def _rdflib_error(path: Path, exc: Exception) -> OntologyParseError:
    """One readable message with the line, from whichever error type rdflib raised."""
    line: int | None = None
    message = str(exc)
    lines_attr = getattr(exc, "lines", None)
    if isinstance(lines_attr, int):  # notation3.BadSyntax: 0-based line, reason in _why
        line = lines_attr + 1
        message = str(getattr(exc, "_why", message))
    elif hasattr(exc, "getLineNumber"):  # xml.sax.SAXParseException
        line = exc.getLineNumber()
        message = exc.getMessage()
    elif isinstance(exc, json.JSONDecodeError):
        line = exc.lineno
        message = f"{exc.msg} (column {exc.colno})"
    else:
        # N-Triples/N-Quads errors quote the offending line but not its number: find it.
        quoted = re.search(r"Invalid line[^:]*:\s*'?(.*?)'?\s*$", message, re.S)
        if quoted:
            line = _find_line(path, quoted.group(1).strip())
            message = message.splitlines()[0].rstrip(":")
    message = " ".join(message.split())
    return OntologyParseError(message or type(exc).__name__, path=path, line=line)


def _find_line(path: Path, fragment: str) -> int | None:
    if not fragment:
        return None
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, text in enumerate(handle, start=1):
            if text.strip().endswith(fragment):
                return number
    return None


# -- prefixes the fast parser does not report -----------------------------------------

_TURTLE_PREFIX = re.compile(r"(?im)^\s*(?:@prefix|prefix)\s+([\w.-]*):\s*<([^>]*)>")
_XMLNS = re.compile(r"""xmlns:([A-Za-z_][\w.-]*)\s*=\s*["']([^"']+)["']""")


def _declared_prefixes(path: Path, syntax: RdfSyntax) -> dict[str, str]:
    """Prefixes of RDF/XML (xmlns declarations) and JSON-LD (the top-level @context).

    pyoxigraph does not report these, rdflib reports them with extras of its own; read
    them from the file so both readers give the same prefixes.
    """
    if syntax.name == "RDF/XML":
        with open(path, encoding="utf-8", errors="replace") as handle:
            head = handle.read(1 << 16)
        root = re.search(r"<(?!\?|!)[^>]*>", head, re.S)
        return dict(_XMLNS.findall(root.group(0))) if root else {}
    if syntax.name == "TriG":
        with open(path, encoding="utf-8", errors="replace") as handle:
            return {prefix: ns for prefix, ns in _TURTLE_PREFIX.findall(handle.read())}
    if syntax.name == "JSON-LD":
        try:
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
        except (OSError, ValueError):
            return {}
        contexts = document.get("@context") if isinstance(document, dict) else None
        found: dict[str, str] = {}
        for context in contexts if isinstance(contexts, list) else [contexts]:
            if isinstance(context, dict):
                for key, value in context.items():
                    if (
                        isinstance(value, str)
                        and not key.startswith("@")
                        and value.endswith(("/", "#", ":"))
                    ):
                        found[key] = value
        return found
    return {}


def _used_prefixes(prefixes: dict[str, str], iris: set[str]) -> dict[str, str]:
    used: dict[str, str] = {}
    for prefix, namespace in sorted(prefixes.items()):
        if namespace and any(iri.startswith(namespace) for iri in iris):
            used[prefix] = namespace
    return used
