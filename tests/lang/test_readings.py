"""How Chinese text is read: syllables without tone, pinyin typed in Latin letters."""

from __future__ import annotations

from kglink.lang.readings import is_chinese, reading, sounds_alike


def test_characters_of_one_sound_read_alike() -> None:
    assert reading("澜江东站") == reading("兰江东站") == ("lan", "jiang", "dong", "zhan")


def test_pinyin_typed_in_letters_reads_as_its_characters() -> None:
    assert reading("保jie合同") == reading("baojie合同") == reading("保洁合同") == ("bao", "jie", "he", "tong")


def test_u_with_umlaut_is_typed_v_or_u() -> None:
    assert reading("绿") == ("lv",)
    assert reading("lve") == reading("lue") == reading("略") == ("lve",)


def test_words_that_are_no_pinyin_and_digits_stand_for_themselves() -> None:
    assert reading("ERP系统") == ("erp", "xi", "tong")
    assert reading("金垄8号") == ("jin", "long", "8", "hao")


def test_a_word_break_has_no_reading() -> None:
    assert reading("澜江，东站") is None


def test_sounds_alike_is_for_chinese_names_only() -> None:
    assert sounds_alike("成车码", "乘车码")
    assert not sounds_alike("Kestral", "Kestrel")
    assert not sounds_alike("成车站", "乘车码")
    assert is_chinese("澜") and not is_chinese("a") and not is_chinese("8")


def test_the_dot_inside_a_foreign_name_is_no_break() -> None:
    assert reading("凯拉·奈特利") == reading("凯拉·奈特莉") == ("kai", "la", "nai", "te", "li")
