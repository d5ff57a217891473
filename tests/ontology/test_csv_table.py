"""The CSV/TSV alias table: columns, languages, classes, properties and the errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink.errors import TableFormatError
from kglink.ontology import Edge, Label, load_ontology
from kglink.ontology.stats import summarize

EXAMPLE = Path(__file__).resolve().parents[2] / "ontology" / "csv-example" / "ontology.csv"
HD = "http://example.org/helpdesk/"
SKOS = "http://www.w3.org/2004/02/skos/core#"


def _write(tmp_path: Path, text: str, name: str = "table.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_example_table_loads():
    onto = load_ontology(EXAMPLE)
    summary = summarize(onto)
    assert summary["entities"] == 16
    assert summary["classes"] == 4
    assert summary["languages"] == ["en", "zh"]
    vpn = onto.entity("hd:vpn")
    assert vpn.labels == (Label("VPN远程接入", "zh"), Label("VPN", "en"))
    assert Label("remote access", "en") in vpn.aliases
    assert vpn.hidden == (Label("vnp"),)
    assert vpn.types == (HD + "Service",)
    assert onto.classes[HD + "Issue"].nouns() == ("故障", "issue", "报错", "问题", "error", "problem")
    assert onto.properties[HD + "dependsOn"].kind == "object"
    assert onto.properties[HD + "hours"].kind == "datatype"
    assert Edge(HD + "account_locked", SKOS + "broader", HD + "password_reset") in onto.edges
    assert Edge(HD + "oa", HD + "dependsOn", HD + "email") in onto.edges


def test_csv_and_tsv_give_the_same_ontology(tmp_path):
    rows = [
        ["id", "label", "type", "aliases", "parent", "lang"],
        ["p1", "产品A", "Product", "A产品|产品甲", "", "zh"],
        ["p2", "A系列产品", "Product", "", "", "zh"],
        ["p3", "Product A", "Product", "PA", "p2", "en"],
    ]
    csv_path = _write(tmp_path, "\n".join(",".join(r) for r in rows) + "\n")
    tsv_path = _write(tmp_path, "\n".join("\t".join(r) for r in rows) + "\n", "table.tsv")
    from_csv, from_tsv = load_ontology(csv_path), load_ontology(tsv_path)
    assert from_csv.entities == from_tsv.entities
    assert from_csv.edges == (Edge("p3", SKOS + "broader", "p2"),)
    # A class named only in a type cell gets its id as its name (a type noun).
    assert from_csv.classes["Product"].nouns() == ("Product",)
    assert from_csv.entities["p1"].aliases == (Label("A产品", "zh"), Label("产品甲", "zh"))


def test_rows_of_one_id_merge_and_quoting_and_escapes_work(tmp_path):
    path = _write(
        tmp_path,
        'id,label,aliases,lang,attr:price\n'
        'x,"产品,甲",甲\\|乙|丙,zh,"1,000"\n'
        "x,Product X,,en,\n",
    )
    entity = load_ontology(path).entities["x"]
    assert entity.labels == (Label("产品,甲", "zh"), Label("Product X", "en"))
    assert entity.aliases == (Label("丙", "zh"), Label("甲|乙", "zh"))
    assert entity.attributes[0].value == "1,000"


def test_class_and_property_rows(tmp_path):
    path = _write(
        tmp_path,
        "id,type,label@zh,label@en,aliases@zh,parent\n"
        "Product,class,产品,product,险种,\n"
        "Health,class,健康险,health product,,Product\n"
        "premium,property,保费,premium,,\n"
        "a,Health,安心保,Anxinbao,,\n",
    )
    onto = load_ontology(path)
    assert onto.classes["Health"].parents == ("Product",)
    assert set(onto.classes["Product"].nouns()) == {"产品", "product", "险种"}
    assert "premium" in onto.properties and "premium" not in onto.entities
    assert onto.class_closure("a") == {"Health", "Product"}


def test_blank_lines_and_comment_rows_are_skipped(tmp_path):
    path = _write(tmp_path, "# a comment\n\nid,label\n\n#x,ignored\ny,乙\n")
    assert list(load_ontology(path).entities) == ["y"]


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("label,type\n甲,Product\n", 1, "missing required column 'id'"),
        ("id,type\na,Product\n", 1, "missing required column 'label'"),
        ("id,label,alias\na,甲,乙\n", 1, "unknown column 'alias'"),
        ("id,label,label\na,甲,乙\n", 1, "appears twice"),
        ("id,label@zh_CN\na,甲\n", 1, "not a language tag"),
        ("id,label\na,甲\nb,乙,extra\n", 3, "3 cells but the header has 2 columns"),
        ("id,label\na,甲\n,乙\n", 3, "the row has no id"),
        ("id,label\nproduct a,甲\n", 2, "contains a space"),
        ("id,label,lang\na,甲,zh cn\n", 2, "not a language tag"),
        ("id,label,type\na,甲,class|Product\n", 2, "cannot have other types"),
        ('id,label\na,"甲\n', 2, "malformed CSV"),
        ("# only a comment\n", None, "no header row"),
    ],
)
def test_table_errors_name_the_file_line_and_problem(tmp_path, text, line, words):
    path = _write(tmp_path, text)
    with pytest.raises(TableFormatError) as info:
        load_ontology(path)
    assert info.value.path == str(path)
    assert info.value.line == line
    assert words in str(info.value)
    assert str(info.value).startswith(f"{path}:{line}: " if line else f"{path}: ")


def test_a_missing_column_error_names_the_column(tmp_path):
    path = _write(tmp_path, "id,type\na,Product\n")
    with pytest.raises(TableFormatError) as info:
        load_ontology(path)
    assert info.value.field == "label"


def test_non_utf8_table_names_the_line(tmp_path):
    path = tmp_path / "gbk.csv"
    path.write_bytes("id,label\na,甲\n".encode() + "b,乙\n".encode("gbk"))
    with pytest.raises(TableFormatError, match="not UTF-8") as info:
        load_ontology(path)
    assert info.value.line == 3


def test_a_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.csv"
    path.write_bytes("\ufeffid,label\na,甲\n".encode())
    assert list(load_ontology(path).entities) == ["a"]
