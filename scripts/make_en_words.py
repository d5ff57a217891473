"""Write kglink/lang/en_words.txt: the ordinary English words, in small letters, base forms
only, from SCOWL's default-size American and British lists as Debian packs them
(`apt-get install wamerican wbritish`: /usr/share/dict/american-english and
british-english). A word the English pack's inflections lead back to a listed word
("threats" to "threat") is left out; proper nouns (capitalised) are left out; an
apostrophe is dropped ("what's" is kept as "whats", as users type it).

Run once, when the list is to be refreshed: `python scripts/make_en_words.py`. kglink
reads the text file only.
"""

from __future__ import annotations

from pathlib import Path

from kglink.lang.en import PACK

SOURCES = (Path("/usr/share/dict/american-english"), Path("/usr/share/dict/british-english"))
OUT = Path(__file__).resolve().parent.parent / "kglink" / "lang" / "en_words.txt"
NOTICE = """\
# The ordinary English words, base forms only, one a line. Made by scripts/make_en_words.py
# from SCOWL (Spell Checker Oriented Word Lists, default size, American and British), whose
# notice follows.
#
# Copyright 2000-2011 by Kevin Atkinson
# Permission to use, copy, modify, distribute and sell these word lists, the associated
# scripts, the output created from the scripts, and its documentation for any purpose is
# hereby granted without fee, provided that the above copyright notice appears in all
# copies and that both that copyright notice and this permission notice appear in
# supporting documentation. Kevin Atkinson makes no representations about the
# suitability of this array for any purpose. It is provided "as is" without express or
# implied warranty.
"""


def main() -> None:
    missing = [str(path) for path in SOURCES if not path.exists()]
    if missing:
        raise SystemExit(f"missing {', '.join(missing)}: apt-get install wamerican wbritish")
    words: set[str] = set()
    for path in SOURCES:
        for line in path.read_text(encoding="utf-8").splitlines():
            word = line.strip().replace("'", "")
            if len(word) >= 2 and word.isascii() and word.isalpha() and word.islower():
                words.add(word)
    kept: set[str] = set()
    for word in sorted(words, key=lambda w: (len(w), w)):  # bases are shorter: seen first
        if not any(
            word.endswith(suffix) and len(word) > len(suffix) and word[: len(word) - len(suffix)] + base in kept
            for suffix, base in PACK.inflections
        ):
            kept.add(word)
    OUT.write_text(NOTICE + "\n".join(sorted(kept)) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(kept)} words of {len(words)}")


if __name__ == "__main__":
    main()
