"""How Chinese text is read: syllables without tone, pinyin typed in Latin letters."""

from __future__ import annotations

from kglink.lang.readings import is_chinese, reading, sounds_alike


def test_characters_of_one_sound_read_alike() -> None:
    assert reading("澜溪北站") == reading("兰溪北站") == ("lan", "xi", "bei", "zhan")


def test_pinyin_typed_in_letters_reads_as_its_characters() -> None:
    assert reading("绿hua合同") == reading("lvhua合同") == reading("绿化合同") == ("lv", "hua", "he", "tong")


def test_u_with_umlaut_is_typed_v_or_u() -> None:
    assert reading("绿") == ("lv",)
    assert reading("lve") == reading("lue") == reading("略") == ("lve",)


def test_words_that_are_no_pinyin_and_digits_stand_for_themselves() -> None:
    assert reading("ERP系统") == ("erp", "xi", "tong")
    assert reading("青穗8号") == ("qing", "sui", "8", "hao")


def test_a_word_break_has_no_reading() -> None:
    assert reading("澜江，东站") is None


def test_sounds_alike_is_for_chinese_names_only() -> None:
    assert sounds_alike("成客码", "乘客码")
    assert not sounds_alike("Kestral", "Kestrel")
    assert not sounds_alike("成车站", "乘客码")
    assert is_chinese("澜") and not is_chinese("a") and not is_chinese("8")


def test_the_dot_inside_a_foreign_name_is_no_break() -> None:
    assert reading("安娜·贝利") == reading("安娜·贝丽") == ("an", "na", "bei", "li")
