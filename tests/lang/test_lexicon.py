"""The English word list: base forms and the inflections that lead to them, contractions
typed without their apostrophe, typing slips, and made-up names it does not know."""

from __future__ import annotations

import pytest

from kglink.lang import get_pack
from kglink.lang.lexicon import Lexicon, lexicon_of


@pytest.fixture(scope="module")
def english() -> Lexicon:
    lexicon = lexicon_of(get_pack("en"))
    assert lexicon is not None
    return lexicon


@pytest.mark.parametrize("word", ["threat", "threats", "penalised", "penalized", "studies", "happily", "whats", "didnt"])
def test_words_and_their_inflections_are_known(english: Lexicon, word: str) -> None:
    assert english.knows(word)


@pytest.mark.parametrize("word", ["zentrova", "brackmoorfield", "quillanet"])
def test_made_up_names_are_not_words(english: Lexicon, word: str) -> None:
    assert not english.knows(word)
    assert not english.slip_of(word)


@pytest.mark.parametrize("word", ["zarrant", "zellow", "rupboard"])
def test_a_word_a_first_letter_off_a_word_is_no_slip(english: Lexicon, word: str) -> None:
    # ("warrant", "yellow", "cupboard": a name typed in small letters, not a word mistyped.)
    assert not english.knows(word)
    assert not english.slip_of(word)


@pytest.mark.parametrize("word", ["adress", "restuarant", "palces", "enterance", "hte", "basketz", "bsket"])
def test_one_typing_slip_from_a_word_is_a_slip(english: Lexicon, word: str) -> None:
    assert not english.knows(word)
    assert english.slip_of(word)


def test_only_base_forms_are_stored_and_inflections_lead_back() -> None:
    lexicon = Lexicon(frozenset({"cable", "carry"}), (("ies", "y"), ("ed", "e"), ("s", "")))
    assert lexicon.knows("cables") and lexicon.knows("cabled") and lexicon.knows("carries")
    assert not lexicon.knows("cabs") and not lexicon.knows("cab")
    assert len(lexicon) == 2


def test_a_language_without_a_list_has_none() -> None:
    assert lexicon_of(get_pack("zh")) is None
