"""Errors raised by kglink.

Every error kglink raises on purpose derives from :class:`KglinkError`; foreign
exceptions are mapped at the boundary (``raise OntologyParseError(...) from exc``).

::

    KglinkError
    ├── InputError                  bad input from a user: says where and what
    │   ├── MissingFileError        a named file or folder does not exist
    │   ├── UnsupportedFormatError  a file suffix kglink cannot read
    │   ├── OntologyParseError      an ontology file does not parse (path, line)
    │   ├── TableFormatError        a CSV/TSV alias table is malformed (path, line, column)
    │   ├── CompiledFormatError     a compiled ontology is corrupt or from another version
    │   ├── BundleFormatError       a benchmark bundle file is malformed (path, line, field)
    │   └── DocumentFormatError     a document file to index is malformed (path, line)
    ├── ConfigError                 an option or configuration value is invalid
    ├── MissingDependencyError      an optional package is not installed (names the extra)
    └── BackendError                a store or model server failed (names the endpoint)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: `kglink --help` imports this module
    from pathlib import Path


class KglinkError(Exception):
    """Root of every error kglink raises on purpose."""


class InputError(KglinkError):
    """Bad input from a user; the message says where and what was wrong."""

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.path = str(path) if path is not None else None
        self.line = line
        self.field = field
        self.reason = message
        super().__init__(self._render())

    def _render(self) -> str:
        where = ""
        if self.path is not None:
            where = self.path
            if self.line is not None:
                where += f":{self.line}"
            where += ": "
        return f"{where}{self.reason}"


class MissingFileError(InputError):
    """A named file or folder does not exist."""


class UnsupportedFormatError(InputError):
    """A file suffix kglink cannot read; the message lists the supported ones."""


class OntologyParseError(InputError):
    """An ontology file does not parse."""


class TableFormatError(InputError):
    """A CSV/TSV alias table is malformed (missing column, bad row)."""


class CompiledFormatError(InputError):
    """A compiled ontology file is corrupt or was written by an incompatible version."""


class BundleFormatError(InputError):
    """A benchmark bundle file is malformed."""


class DocumentFormatError(InputError):
    """A document file to index is malformed."""


class ConfigError(KglinkError):
    """An option or configuration value is invalid."""


class MissingDependencyError(KglinkError):
    """An optional package is not installed; the message names the extra to install."""

    def __init__(self, package: str, extra: str) -> None:
        self.package = package
        self.extra = extra
        super().__init__(
            f"the optional package {package!r} is not installed: pip install 'kglink[{extra}]'"
        )


class BackendError(KglinkError):
    """A store or model server failed; the message names the endpoint."""

    def __init__(self, message: str, *, endpoint: str | None = None) -> None:
        self.endpoint = endpoint
        super().__init__(f"{endpoint}: {message}" if endpoint else message)
