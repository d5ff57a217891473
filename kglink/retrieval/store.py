"""Committing an index's derived files as a whole: generations, one manifest, checksums.

Beside Chroma, in ``STORE/kglink/<collection>/``, an index keeps files it derives from the
chunks (the chunk table, the lexical index). Each write makes a new *generation*: its files
get new names (``chunks.<N>.json``, ``lexical.<N>.npz``, ``lexical.<N>.json``) and are
complete on disk before ``manifest.json`` -- the only file ever replaced -- switches to
them in one ``os.replace``. The manifest names every file of its generation with its size
and SHA-256, so a reader that finds a file missing, short or altered knows the store is
torn and rebuilds the files from Chroma, which is the source of truth.

Chroma is changed in place, so a build first records what it is about to change: the
manifest gets a ``pending`` entry (the next generation, the documents being written or
deleted) before Chroma is touched, and loses it only when the new generation is
committed. A store whose manifest has a ``pending`` entry was interrupted (a kill, a
crash) with Chroma half-written: opening it is refused with :class:`TornStoreError`, and
building again (``kglink index``) repairs it by writing those documents again.

Files are written with the process umask (like every other file of the store), through a
temporary name, flushed and synced before they are renamed into place.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import signal
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from kglink.errors import KglinkError

logger = logging.getLogger(__name__)

MANIFEST = "manifest.json"
MANIFEST_FORMAT = 2
_GENERATION_FILE = re.compile(r"^(?:chunks|lexical)\.(\d+)\.(?:json|npz)$")
_CRASH_ENV = "KGLINK_TEST_CRASH_AT"


class TornStoreError(KglinkError):
    """An index store was left half-written (a build was interrupted); building again repairs it."""

    def __init__(self, folder: Path, generation: int) -> None:
        self.folder = folder
        self.generation = generation
        super().__init__(
            f"the index in {folder} was interrupted while being written (generation {generation}):"
            " run `kglink index` on it again to repair it"
        )


@dataclass(frozen=True, slots=True)
class FileEntry:
    """One file of a generation: its name in the state folder, size and SHA-256."""

    name: str
    size: int
    sha256: str


@dataclass(frozen=True, slots=True)
class Pending:
    """A build in progress: the generation it will commit and the documents it changes."""

    generation: int
    upsert: tuple[str, ...] = ()
    delete: tuple[str, ...] = ()

    @property
    def documents(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys((*self.upsert, *self.delete)))


@dataclass(frozen=True, slots=True)
class Manifest:
    """The committed generation: its files by role and the settings it was built with."""

    generation: int
    files: Mapping[str, FileEntry] = field(default_factory=dict)
    info: Mapping[str, Any] = field(default_factory=dict)
    pending: Pending | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": MANIFEST_FORMAT,
            "generation": self.generation,
            "files": {
                role: {"name": entry.name, "size": entry.size, "sha256": entry.sha256}
                for role, entry in self.files.items()
            },
            "info": dict(self.info),
            "pending": None
            if self.pending is None
            else {
                "generation": self.pending.generation,
                "upsert": list(self.pending.upsert),
                "delete": list(self.pending.delete),
            },
        }

    @classmethod
    def from_json(cls, data: Any) -> Manifest:
        """Raises ValueError on anything but a manifest of this format."""
        if not isinstance(data, dict) or data.get("format") != MANIFEST_FORMAT:
            raise ValueError("not a kglink manifest of format 2")
        generation = data.get("generation")
        files = data.get("files")
        info = data.get("info", {})
        if not isinstance(generation, int) or generation < 0 or not isinstance(files, dict) or not isinstance(info, dict):
            raise ValueError("malformed manifest")
        entries: dict[str, FileEntry] = {}
        for role, entry in files.items():
            if not isinstance(entry, dict):
                raise ValueError(f"malformed manifest entry {role!r}")
            name, size, digest = entry.get("name"), entry.get("size"), entry.get("sha256")
            if not isinstance(name, str) or not isinstance(size, int) or not isinstance(digest, str):
                raise ValueError(f"malformed manifest entry {role!r}")
            if Path(name).name != name or name in ("", ".", ".."):
                raise ValueError(f"manifest entry {role!r} names a path outside the folder")
            entries[role] = FileEntry(name, size, digest)
        pending = data.get("pending")
        parsed_pending: Pending | None = None
        if pending is not None:
            if not isinstance(pending, dict) or not isinstance(pending.get("generation"), int):
                raise ValueError("malformed pending entry")
            upsert, delete = pending.get("upsert", []), pending.get("delete", [])
            if not all(isinstance(x, str) for x in (*upsert, *delete)):
                raise ValueError("malformed pending entry")
            parsed_pending = Pending(pending["generation"], tuple(upsert), tuple(delete))
        return cls(generation, entries, info, parsed_pending)


class CorruptFileError(KglinkError):
    """A file named by the manifest is missing, or its size or checksum differs."""


def crash_point(name: str) -> None:
    """Fault injection for the kill tests: SIGKILL this process at the named point when
    ``KGLINK_TEST_CRASH_AT`` says so (a real kill, not an exception: nothing runs after)."""
    if os.environ.get(_CRASH_ENV) == name:
        os.kill(os.getpid(), signal.SIGKILL)


def _umask() -> int:
    # os.umask can only be read by setting it; done once, before any thread writes files.
    current = os.umask(0)
    os.umask(current)
    return current


_UMASK = _umask()


def write_atomically(path: Path, write: Callable[[IO[bytes]], None]) -> FileEntry:
    """Write ``path`` through a temporary file in the same folder, synced, then renamed.

    The file gets the mode a plain ``open`` would give (0666 minus the umask), not the
    0600 of :func:`tempfile.mkstemp`. Returns the file's size and SHA-256.
    """
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(handle, 0o666 & ~_UMASK)
        with os.fdopen(handle, "w+b") as stream:
            write(stream)
            stream.flush()
            os.fsync(stream.fileno())
        # Hashed from the disk, not on the way: numpy's zip writer seeks back to patch headers.
        entry = file_entry(Path(temporary))
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return FileEntry(path.name, entry.size, entry.sha256)


def file_entry(path: Path) -> FileEntry:
    """Size and SHA-256 of a file on disk."""
    digest = hashlib.sha256()
    size = 0
    with path.open("rb") as stream:
        while block := stream.read(1 << 20):
            digest.update(block)
            size += len(block)
    return FileEntry(path.name, size, digest.hexdigest())


def _sync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # some filesystems cannot sync a folder; the files themselves were synced
    finally:
        os.close(descriptor)


class StateFolder:
    """The derived files of one collection, committed generation by generation."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def manifest_path(self) -> Path:
        return self.folder / MANIFEST

    def read_manifest(self) -> Manifest | None:
        """The committed manifest; None when there is none or it is unreadable or of an
        older format (the files are then rebuilt from Chroma)."""
        path = self.manifest_path
        if not path.is_file():
            return None
        try:
            return Manifest.from_json(json.loads(path.read_bytes().decode("utf-8")))
        except (OSError, ValueError, RecursionError) as exc:
            logger.warning("cannot use the manifest %s (%s): rebuilding the files from Chroma", path, exc)
            return None

    def verify(self, manifest: Manifest) -> None:
        """Check every file of the manifest's generation.

        Raises:
            CorruptFileError: a file is missing or its size or checksum differs.
        """
        for role, entry in manifest.files.items():
            path = self.folder / entry.name
            try:
                found = file_entry(path)
            except OSError as exc:
                raise CorruptFileError(f"{path}: {exc.strerror or exc}") from exc
            if found.size != entry.size or found.sha256 != entry.sha256:
                raise CorruptFileError(
                    f"{path} ({role}) is {found.size} bytes with another checksum than the manifest's"
                    f" ({entry.size} bytes)"
                )

    def begin(self, manifest: Manifest | None, *, upsert: Iterable[str] = (), delete: Iterable[str] = ()) -> Manifest:
        """Record that Chroma is about to change (before it does); returns the manifest written."""
        base = manifest or Manifest(0)
        previous = base.pending
        upserts = dict.fromkeys([*(previous.upsert if previous else ()), *upsert])
        deletes = dict.fromkeys([*(previous.delete if previous else ()), *delete])
        generation = max(base.generation, previous.generation if previous else 0) + 1
        marked = Manifest(base.generation, base.files, base.info, Pending(generation, tuple(upserts), tuple(deletes)))
        self._write_manifest(marked)
        crash_point("after-begin")
        return marked

    def commit(
        self,
        manifest: Manifest | None,
        writers: Mapping[str, tuple[str, Callable[[IO[bytes]], None]]],
        info: Mapping[str, Any],
    ) -> Manifest:
        """Write a new generation's files, then switch the manifest to them.

        Args:
            manifest: the manifest read or written last (None for a new store).
            writers: ``role -> (file name pattern with "{gen}", write(stream))``.
            info: settings stored with the generation (collection, chunk count...).
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        base = manifest or Manifest(0)
        generation = base.pending.generation if base.pending is not None else base.generation + 1
        files: dict[str, FileEntry] = {}
        for role, (pattern, write) in writers.items():
            files[role] = write_atomically(self.folder / pattern.format(gen=generation), write)
            crash_point(f"written-{role}")
        _sync_folder(self.folder)
        crash_point("before-switch")
        committed = Manifest(generation, files, dict(info), None)
        self._write_manifest(committed)
        crash_point("after-switch")
        self.sweep(committed)
        return committed

    def _write_manifest(self, manifest: Manifest) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        payload = json.dumps(manifest.to_json(), ensure_ascii=False, indent=1).encode("utf-8")
        write_atomically(self.manifest_path, lambda stream: stream.write(payload))
        _sync_folder(self.folder)

    def sweep(self, committed: Manifest) -> None:
        """Remove the files of other generations, of the old layout, and temporary files
        left by an interrupted write."""
        keep = {entry.name for entry in committed.files.values()} | {MANIFEST}
        for path in self.folder.iterdir():
            name = path.name
            stale = (
                (name.startswith(".") and name.endswith(".tmp"))
                or bool(_GENERATION_FILE.match(name))
                or name in ("chunks.json", "lexical.npz", "lexical.json")
            )
            if stale and name not in keep and path.is_file():
                try:
                    path.unlink()
                except OSError as exc:
                    logger.warning("cannot remove the stale file %s: %s", path, exc)
