"""Run the hostile inputs of issue 15 through the real ``kglink`` command (or a small
Python driver) and print a table: exit status, the last line of stderr, wall time and
peak memory (RSS of the process, from ``wait4``).

    .venv/bin/python scripts/hostile_probes.py [--keep DIR]

Needs the repository's example ontology (ontology/enterprise). Crafted files go to a
temporary folder. Servers it starts (a silent socket, a dripping model server, a Chroma
server it freezes) listen on loopback only and are stopped at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ONTOLOGY = ROOT / "ontology" / "enterprise" / "ontology.ttl"
BIN = Path(sys.executable).parent
KGLINK = str(BIN / "kglink")


def run(argv: list[str], *, stdin: str | None = None, env: dict[str, str] | None = None, timeout: float = 600) -> dict:
    started = time.monotonic()
    process = subprocess.Popen(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env={**os.environ, "ANONYMIZED_TELEMETRY": "False", **(env or {})},
    )
    timer = threading.Timer(timeout, process.kill)
    timer.start()
    out, err = process.communicate(stdin.encode("utf-8") if stdin is not None else None)
    timer.cancel()
    return {"code": process.returncode, "seconds": time.monotonic() - started, "stdout": out.decode("utf-8", "replace")}


def last_error(argv: list[str], **kwargs) -> tuple[dict, str, int]:
    """Run ``argv`` under a small wrapper that reaps it with ``wait4``: the peak RSS is the
    probe's own, not the maximum over every child so far."""
    wrapper = (
        "import os, subprocess, sys, json, time\n"
        "started = time.monotonic()\n"
        "p = subprocess.Popen(sys.argv[1:], stdin=sys.stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)\n"
        "err = p.stderr.read()\n"
        "_, status, usage = os.wait4(p.pid, 0)\n"
        "print(json.dumps({'rss_kb': usage.ru_maxrss, 'code': os.waitstatus_to_exitcode(status),"
        " 'seconds': time.monotonic() - started, 'err': err.decode('utf-8', 'replace')}))\n"
    )
    result = run([sys.executable, "-c", wrapper, *argv], **kwargs)
    stats = json.loads(result["stdout"].strip().splitlines()[-1])
    lines = [line for line in stats["err"].splitlines() if line.strip()]
    return stats, (lines[-1] if lines else ""), len(lines)


ROWS: list[tuple[str, str, float, float, str]] = []


def record(item: str, name: str, argv: list[str], **kwargs) -> None:
    stats, line, count = last_error(argv, **kwargs)
    verdict = f"exit {stats['code']}" + (f", {count} stderr lines" if count > 1 else "")
    ROWS.append((item, name, stats["seconds"], stats["rss_kb"] / 1024, f"{verdict}: {line[:150]}"))
    print(f"{item:>4} {name:<46} {stats['seconds']:7.2f} s {stats['rss_kb'] / 1024:8.0f} MB  {verdict}: {line[:120]}", flush=True)


def python(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="Write the crafted files here (default: a temporary folder).")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="kglink-probes-"))
    work.mkdir(parents=True, exist_ok=True)
    onto = str(ONTOLOGY)

    # 5: billion laughs
    entities = ['<!ENTITY lol "lol">'] + [
        f'<!ENTITY lol{n} "{("&lol" + (str(n - 1) if n > 1 else "") + ";") * 10}">' for n in range(1, 10)
    ]
    (work / "laughs.rdf").write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE rdf:RDF [\n' + "\n".join(entities) + "\n]>\n"
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#">'
        '<rdf:Description rdf:about="http://e/x"><rdfs:label>&lol9;</rdfs:label></rdf:Description></rdf:RDF>\n'
    )
    record("5", "billion laughs RDF/XML (1 KB)", [KGLINK, "ontology", "inspect", str(work / "laughs.rdf")])

    # 6: decompression bomb, 4 MB of zlib that inflates to 4 GB (declared honestly)
    chunk = zlib.compressobj(9)
    bomb = b"".join(chunk.compress(b"\0" * (1 << 26)) for _ in range(64)) + chunk.flush()
    header = b"KGLINK-ONTOLOGY 5\n"
    doc = zlib.compress(b'{"strings": [null]}')
    (work / "bomb.kglink").write_bytes(
        header + len(doc).to_bytes(8, "little") + (19).to_bytes(8, "little") + doc
        + len(bomb).to_bytes(8, "little") + (1 << 32).to_bytes(8, "little") + bomb
    )
    record("6", f".kglink bomb ({len(bomb) >> 20} MB -> 4 GB)", [KGLINK, "ontology", "inspect", str(work / "bomb.kglink")])
    # the same, lying about the size
    (work / "liar.kglink").write_bytes(
        header + len(doc).to_bytes(8, "little") + (19).to_bytes(8, "little") + doc
        + len(bomb).to_bytes(8, "little") + (1000).to_bytes(8, "little") + bomb
    )
    record("6", ".kglink bomb declaring 1000 bytes", [KGLINK, "ontology", "inspect", str(work / "liar.kglink")])

    # 7: long turns
    for text, label in [("企业版" * 10_000, "'企业版' x 10000 (rewrite)"), ("那个" * 5_000, "'那个' x 5000 (rewrite)")]:
        path = work / "long.jsonl"
        path.write_text(json.dumps({"user": text}, ensure_ascii=False) + "\n", encoding="utf-8")
        record("7", label, [KGLINK, "rewrite", str(path), "--ontology", onto])
    record("7", "99 KB line in kglink chat", [KGLINK, "chat", "--ontology", onto], stdin="企业版" * 11_000 + "\n企业版多少钱\n\n")
    record("7", "1,000-char turn (the cap), rule path", python(
        "import time\nfrom kglink import Ontology\nfrom kglink.rewrite.rewriter import Rewriter\n"
        f"r = Rewriter(Ontology.load({onto!r})); s = r.session(); s.rewrite('企业版多少钱')\n"
        "worst = 0\n"
        "for rounds in range(2):  # the first round also pays the one-time builds of first use\n"
        "    for unit in ['企业版', '那个', '它', '企业版和标准版比呢，', '它的', 'x ', 'it ', '第二个']:\n"
        "        s = r.session(); t = time.perf_counter(); s.rewrite((unit * 1000)[:1000]); d = time.perf_counter() - t\n"
        "        worst = max(worst, d) if rounds else worst\n"
        "import sys; print(f'worst turn {worst * 1000:.0f} ms', file=sys.stderr)\n"
    ))
    record("7", "alias index on 100,000 chars ('企业版' x 33333)", python(
        "import time, sys\nfrom kglink import Ontology\nfrom kglink.linking.alias_index import AliasIndex\n"
        f"a = AliasIndex.from_ontology(Ontology.load({onto!r})); a.find('企业版')\n"
        "t = time.perf_counter(); n = len(a.find(('企业版' * 33334)[:100000])); "
        "print(f'{n} mentions in {(time.perf_counter() - t) * 1000:.0f} ms', file=sys.stderr)\n"
    ))

    # 8: a model server that drips one byte every 1.5 s
    drip = socket.socket()
    drip.bind(("127.0.0.1", 0))
    drip.listen(8)
    stop = threading.Event()

    def serve() -> None:
        drip.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = drip.accept()
            except OSError:
                continue

            def talk(conn: socket.socket = conn) -> None:
                try:
                    conn.recv(65536)
                    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n")
                    while not stop.is_set():
                        conn.sendall(b" ")
                        time.sleep(1.5)
                except OSError:
                    pass
                finally:
                    conn.close()

            threading.Thread(target=talk, daemon=True).start()

    threading.Thread(target=serve, daemon=True).start()
    conv = work / "turn.jsonl"
    conv.write_text(json.dumps({"user": "企业版多少钱"}, ensure_ascii=False) + "\n", encoding="utf-8")
    record("8", "model drips 1 byte / 1.5 s, timeout 2 s", [
        KGLINK, "rewrite", str(conv), "--ontology", onto, "--policy", "llm", "--json",
        "--llm-base-url", f"http://127.0.0.1:{drip.getsockname()[1]}/v1", "--llm-model", "drip",
    ], env={"KGLINK_LLM_TIMEOUT": "2"})

    # 9: a Chroma "server" that accepts and never answers
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(16)
    record("9", "Chroma accepts, never answers (timeout 2 s)", [
        KGLINK, "search", "企业版", "--ontology", onto, "--chroma-url", f"http://127.0.0.1:{silent.getsockname()[1]}",
    ], env={"KGLINK_CHROMA_TIMEOUT": "2"})

    # 10: kglink link with 100,000 candidates: one alias shared by 10 nodes, 10,000 times
    rows = ["id,type,label@zh,aliases@zh", "ex:Thing,class,东西,"]
    rows += [f"ex:n{n},ex:Thing,节点{n},共享名" for n in range(10)]
    (work / "shared.csv").write_text("# @prefix ex: <http://example.org/probe/>\n" + "\n".join(rows) + "\n", encoding="utf-8")
    record("10", "kglink link, 100,000 candidates (table)", [KGLINK, "link", "共享名 " * 10_000, "--ontology", str(work / "shared.csv")])

    # 12: one-line errors
    with (work / "big.ttl").open("w") as handle:
        handle.write('<http://e/x> <http://www.w3.org/2000/01/rdf-schema#label> "' + "a" * (17 << 20) + '" .\n')
    record("12", "Turtle literal of 17 MB", [KGLINK, "ontology", "inspect", str(work / "big.ttl")])
    (work / "latin1.jsonl").write_bytes('{"user": "caf\xe9"}\n'.encode("latin-1"))
    record("12", "non-UTF-8 conversation file", [KGLINK, "rewrite", str(work / "latin1.jsonl"), "--ontology", onto])
    (work / "deep.jsonl").write_text("[" * 200_000 + "\n")
    record("12", "deeply nested conversation line", [KGLINK, "rewrite", str(work / "deep.jsonl"), "--ontology", onto])
    (work / "file").write_text("x")
    record("12", "compile -o under a file", [KGLINK, "ontology", "compile", onto, "-o", str(work / "file" / "o.kglink")])
    record("12", "compile -o /proc/...", [KGLINK, "ontology", "compile", onto, "-o", "/proc/kglink/o.kglink"])
    record("12", "compile -o /dev/full", [KGLINK, "ontology", "compile", onto, "-o", "/dev/full"])
    link = work / "link.kglink"
    if not link.is_symlink():
        link.symlink_to(work / "elsewhere")
    record("12", "compile -o onto a symlink", [KGLINK, "ontology", "compile", onto, "-o", str(link)])
    record("12", "deep JSON in Session.from_json", python(
        "import sys\nfrom kglink.session import Session\nfrom kglink.errors import InputError\n"
        "try:\n    Session.from_json('{\"version\": 1, \"turns\": ' + '[' * 200000 + ']' * 200000 + '}')\n"
        "except InputError as e:\n    print('InputError:', e, file=sys.stderr); sys.exit(1)\n"
    ))

    # 14
    (work / "empty.ttl").write_text("")
    record("14", "empty .ttl", [KGLINK, "ontology", "inspect", str(work / "empty.ttl"), "--json"])
    record("14", "password in --neo4j-uri", [
        KGLINK, "ontology", "load", onto, "--neo4j-uri", "bolt://neo4j:s3cret@127.0.0.1:1",
    ])

    stop.set()
    drip.close()
    silent.close()
    print("\n| item | probe | time (s) | peak RSS (MB) | result |\n|---|---|---|---|---|")
    for item, name, seconds, rss, verdict in ROWS:
        print(f"| {item} | {name} | {seconds:.2f} | {rss:.0f} | {verdict.replace('|', '/')} |")


if __name__ == "__main__":
    main()
