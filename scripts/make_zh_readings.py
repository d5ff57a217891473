"""Write kglink/lang/zh_readings.txt: the first Mandarin reading of each Chinese character,
without its tone, from the single-character table of pypinyin (MIT licence; its readings
come from the Unicode Unihan database and the pinyin-data project).

Run once, when the table is to be refreshed: `pip install pypinyin && python
scripts/make_zh_readings.py`. kglink itself reads the text file and needs no pypinyin.
"""

from __future__ import annotations

import json
import unicodedata
from collections import defaultdict
from importlib.util import find_spec
from pathlib import Path

#: The CJK Unified Ideographs and their Extension A: the characters names are written in.
BLOCKS = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF))
OUT = Path(__file__).resolve().parent.parent / "kglink" / "lang" / "zh_readings.txt"


def toneless(syllable: str) -> str:
    """"lǘ" -> "lv" (ü typed as v, as input methods take it), "lán" -> "lan"."""
    decomposed = unicodedata.normalize("NFD", syllable).replace("u\u0308", "v")
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def main() -> None:
    spec = find_spec("pypinyin")  # the package's data file, without importing the package
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("pypinyin is not installed: pip install pypinyin")
    table = json.loads((Path(spec.submodule_search_locations[0]) / "pinyin_dict.json").read_text(encoding="utf-8"))
    by_sound: dict[str, list[str]] = defaultdict(list)
    for code, readings in sorted(table.items(), key=lambda item: int(item[0])):
        point = int(code)
        if any(low <= point <= high for low, high in BLOCKS):
            by_sound[toneless(readings.split(",")[0])].append(chr(point))
    lines = ["# The first Mandarin reading of each character, without tone: a syllable, a tab, its characters."]
    lines.append("# Made by scripts/make_zh_readings.py from pypinyin's table (MIT; Unihan, pinyin-data).")
    lines += [f"{sound}\t{''.join(chars)}" for sound, chars in sorted(by_sound.items())]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT}: {sum(map(len, by_sound.values()))} characters, {len(by_sound)} syllables")


if __name__ == "__main__":
    main()
