"""A store is committed as a whole: a killed re-index leaves the old results, the new ones,
or a one-line refusal that the next ``kglink index`` repairs; never a mix, never a traceback.

The kills are real (SIGKILL of a ``kglink index`` process): at named points of the commit
(``KGLINK_TEST_CRASH_AT``) and at moments of a timed run.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kglink.retrieval import Index
from kglink.retrieval.documents import Document
from kglink.retrieval.store import MANIFEST, TornStoreError

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "ontology" / "enterprise"
KGLINK = [str(Path(sys.executable).parent / "kglink")]
QUERIES = ["企业版支持私有化部署吗", "华东区5月销售额", "年假怎么休", "CRM 登录"]

PROBE = """
import json, sys
from kglink.errors import KglinkError
from kglink.ontology.loader import load_ontology
from kglink.retrieval import Index
ontology = load_ontology(sys.argv[2])
try:
    index = Index.open(sys.argv[1], ontology=ontology)
    table = sorted([c.id, c.text] for c in index.chunks())
    # What Chroma holds (the vectors' side), beside kglink's own chunk table.
    vectors = sorted([i, (t.split("\\n", 1)[1] if m.get("title") and t.startswith(m["title"] + "\\n") else t)]
                     for i, t, m in index._vector.get())
    hits = [[h.chunk_id, h.text] for q in json.loads(sys.argv[3]) for h in index.search(q, k=5)]
    out = {"ok": {"table": table, "vectors": vectors}, "hits": hits}
except KglinkError as exc:
    out = {"error": f"{type(exc).__name__}: {exc}"}
print(json.dumps(out, ensure_ascii=False))
"""

pytestmark = pytest.mark.skipif(not (EXAMPLE / "docs.jsonl").is_file(), reason="the example documents are missing")


def _versions(tmp_path: Path) -> tuple[Path, Path]:
    """docs v1 (the first 150 example documents) and v2: a third rewritten, some cut
    short (fewer chunks: stale chunks deleted), some new."""
    rows = [json.loads(line) for line in (EXAMPLE / "docs.jsonl").read_text(encoding="utf-8").splitlines() if line]
    rows = rows[:150]
    v2 = []
    for number, row in enumerate(rows):
        row = dict(row)
        if number % 3 == 0:
            row["text"] = f"第二版修订{number}：" + row["text"]
        elif number % 7 == 1:
            row["text"] = row["text"][:40]
        v2.append(row)
    for number in range(20):
        v2.append({"id": f"new-{number}", "title": f"新增文档{number}", "text": f"新增内容{number}：" + rows[number]["text"]})
    first, second = tmp_path / "v1.jsonl", tmp_path / "v2.jsonl"
    first.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    second.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in v2), encoding="utf-8")
    return first, second


def _index(store: Path, docs: Path, *, crash_at: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
    env.pop("KGLINK_TEST_CRASH_AT", None)
    if crash_at:
        env["KGLINK_TEST_CRASH_AT"] = crash_at
    return subprocess.run(
        [*KGLINK, "index", str(docs), "--ontology", str(EXAMPLE / "ontology.ttl"), "--store", str(store),
         "--chunk-size", "60"],
        capture_output=True, text=True, env=env, timeout=300,
    )


def _probe(store: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(store), str(EXAMPLE / "ontology.ttl"), json.dumps(QUERIES)],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    tmp = tmp_path_factory.mktemp("commit")
    v1, v2 = _versions(tmp)
    old = tmp / "old"
    assert _index(old, v1).returncode == 0
    new = tmp / "new"
    shutil.copytree(old, new)
    assert _index(new, v2).returncode == 0
    started = time.monotonic()
    assert _index(tmp / "timing", v2).returncode == 0
    duration = time.monotonic() - started
    results = {"old": _probe(old)["ok"], "new": _probe(new)["ok"]}
    assert results["old"] != results["new"]  # else the test could not tell them apart
    return {"old": old, "v2": v2, "results": results, "duration": duration}


def _check_open(store: Path, results: dict[str, object]) -> str:
    """Open the store: the old or the new results exactly, or a one-line refusal."""
    found = _probe(store)
    if "error" in found:
        message = str(found["error"])
        assert message.startswith("TornStoreError") and "kglink index" in message and "\n" not in message
        cli = subprocess.run(
            [*KGLINK, "search", QUERIES[0], "--ontology", str(EXAMPLE / "ontology.ttl"), "--store", str(store)],
            capture_output=True, text=True, timeout=300,
        )
        assert cli.returncode == 1
        assert cli.stderr.count("\n") == 1 and "Traceback" not in cli.stderr and "kglink index" in cli.stderr
        return "refused"
    served = {tuple(hit) for hit in found["hits"]}
    assert served <= {tuple(row) for row in found["ok"]["table"]}  # every hit is of the table's version
    if found["ok"] == results["old"]:
        return "old"
    assert found["ok"] == results["new"], "a mix of the old and the new store"
    return "new"


def _check_repaired(store: Path, stores: dict[str, object]) -> None:
    done = _index(store, stores["v2"])  # type: ignore[arg-type]
    assert done.returncode == 0, done.stderr[-3000:]
    assert _probe(store)["ok"] == stores["results"]["new"]  # type: ignore[index]
    folder = store / "kglink" / "kglink"
    names = sorted(path.name for path in folder.iterdir())
    assert not [name for name in names if name.endswith(".tmp")], names
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["pending"] is None
    assert sorted([*(entry["name"] for entry in manifest["files"].values()), MANIFEST]) == names
    modes = {stat.S_IMODE(path.stat().st_mode) for path in folder.iterdir()}
    assert len(modes) == 1, modes  # every file gets the same (umask) mode


@pytest.mark.parametrize(
    "point",
    ["after-begin", "chroma-deleted", "chroma-batch", "chroma-upserted", "written-chunks",
     "written-lexical_arrays", "before-switch", "after-switch"],
)
def test_kill_at_each_commit_point(stores, point: str, tmp_path: Path) -> None:
    store = tmp_path / "store"
    shutil.copytree(stores["old"], store)
    killed = _index(store, stores["v2"], crash_at=point)
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
    seen = _check_open(store, stores["results"])
    expected = {"after-switch": "new"}.get(point, "refused")
    assert seen == expected
    _check_repaired(store, stores)


@pytest.mark.parametrize("fraction", [0.35, 0.55, 0.7, 0.85, 0.95])
def test_kill_at_moments_of_a_reindex(stores, fraction: float, tmp_path: Path) -> None:
    store = tmp_path / "store"
    shutil.copytree(stores["old"], store)
    duration = stores["duration"]
    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
    env.pop("KGLINK_TEST_CRASH_AT", None)
    process = subprocess.Popen(
        [*KGLINK, "index", str(stores["v2"]), "--ontology", str(EXAMPLE / "ontology.ttl"), "--store", str(store),
         "--chunk-size", "60"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
    )
    time.sleep(duration * fraction)
    process.send_signal(signal.SIGKILL)
    process.wait()
    _check_open(store, stores["results"])
    _check_repaired(store, stores)


def test_truncated_files_are_rebuilt_from_chroma(stores, tmp_path: Path) -> None:
    store = tmp_path / "store"
    shutil.copytree(stores["old"], store)
    folder = store / "kglink" / "kglink"
    for path in folder.iterdir():
        if path.name != MANIFEST:
            path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    assert _check_open(store, stores["results"]) == "old"


def test_a_torn_store_is_refused_then_repaired_in_process(documents, ontology, tmp_path: Path) -> None:
    store = tmp_path / "store"
    Index.build(documents, ontology=ontology, store=store)
    index = Index.open(store, ontology=ontology)
    index._begin(upsert=["doc-a"])  # what a build does before it touches Chroma
    with pytest.raises(TornStoreError, match="kglink index"):
        Index.open(store, ontology=ontology)
    changed = [Document(d.id, d.text + "（修订）", title=d.title) if d.id == "doc-a" else d for d in documents]
    repaired = Index.build(changed, ontology=ontology, store=store)
    assert "（修订）" in next(c.text for c in repaired.chunks() if c.doc_id == "doc-a")
    reopened = Index.open(store, ontology=ontology)
    assert [c.text for c in reopened.chunks()] == [c.text for c in repaired.chunks()]


def test_a_manifest_naming_a_path_outside_is_not_followed(documents, ontology, tmp_path: Path) -> None:
    store = tmp_path / "store"
    Index.build(documents, ontology=ontology, store=store)
    path = store / "kglink" / "kglink" / MANIFEST
    data = json.loads(path.read_text(encoding="utf-8"))
    data["files"]["chunks"]["name"] = "../../../../etc/passwd"
    path.write_text(json.dumps(data), encoding="utf-8")
    index = Index.open(store, ontology=ontology)  # rebuilt from Chroma, with a warning
    assert len(index) == len(Index.build(documents, ontology=ontology, store=tmp_path / "fresh"))
    assert json.loads(path.read_text(encoding="utf-8"))["files"]["chunks"]["name"].startswith("chunks.")


def test_an_interrupted_delete_is_finished_by_the_next_build(documents, ontology, tmp_path: Path) -> None:
    store = tmp_path / "store"
    Index.build(documents, ontology=ontology, store=store)
    index = Index.open(store, ontology=ontology)
    index._begin(delete=["doc-b"])  # what delete() records before it touches Chroma
    with pytest.raises(TornStoreError):
        Index.open(store, ontology=ontology)
    rest = [d for d in documents if d.id != "doc-b"]
    Index.build(rest, ontology=ontology, store=store)
    reopened = Index.open(store, ontology=ontology)
    assert "doc-b" not in reopened.doc_ids and reopened.doc_ids == {d.id for d in rest}
    assert all(hit.doc_id != "doc-b" for hit in reopened.search("产品B只提供云服务", k=10))
