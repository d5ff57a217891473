"""Is every name and number in a model's query grounded in the conversation?

The whitelist check sees only names the ontology knows. A model can also invent a name the
ontology does not know ("乙产品", "Product Z") or a value nobody said ("2024年版"). This
check reads the query for what looks like a name or a value and asks whether the
conversation (the user's and the assistant's turns, the current turn, the names and
aliases of the whitelisted entities, the constraints in force) already has it:

- a number (a run of digits) nobody wrote;
- a capitalised Latin word inside a sentence, or a Latin code, nobody wrote ("Max", "Z");
- a type noun of the ontology after a Chinese character the conversation never put in
  front of it ("乙" + "产品").

It is deliberately strict: an unsupported answer falls back to the rules, which never
invent, so a false alarm costs a model rewrite, never correctness.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from kglink.linking.normalize import is_cjk, normalize

TypeNouns = Callable[[str], Iterable[tuple[int, int, frozenset[str]]]]

_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
# A Latin word; a capital after the start of the sentence marks a name, and so does a
# digit or a capital inside the word ("Q2", "CRM", "iPhone").
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-'][A-Za-z0-9]+)*")
_SENTENCE_START = re.compile(r"(?:^|[.?!。？！:：;；]\s*)$")


def ungrounded(queries: Sequence[str], sources: Iterable[str], type_nouns: TypeNouns) -> list[str]:
    """The names and values in ``queries`` that no text of ``sources`` contains.

    Args:
        queries: the model's queries, after normalisation to canonical labels.
        sources: every text the conversation grounds a query in.
        type_nouns: finds the ontology's type nouns in a text (start, end, classes).

    Returns:
        One problem per unsupported piece, e.g. "unknown name: 乙产品".
    """
    corpus = "\n".join(normalize(text) for text in sources)
    problems: list[str] = []
    for query in queries:
        for match in _NUMBER.finditer(query):
            if normalize(match.group()) not in corpus:
                problems.append(f"unknown value: {match.group()}")
        for match in _LATIN_WORD.finditer(query):
            word = match.group()
            name_like = any(c.isdigit() for c in word) or any(c.isupper() for c in word[1:]) or (
                word[0].isupper() and not _SENTENCE_START.search(query[:match.start()])
            )
            if name_like and normalize(word) not in corpus:
                problems.append(f"unknown name: {word}")
        for start, end, _classes in type_nouns(query):
            # The character before the noun is enough: "乙产品" is new where "产品A" is not.
            if start > 0 and is_cjk(query[start - 1]) and normalize(query[start - 1:end]) not in corpus:
                problems.append(f"unknown name: {query[start - 1:end]}")
    return list(dict.fromkeys(problems))
