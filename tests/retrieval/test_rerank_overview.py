"""A question about a thing as a whole ("对X有了解吗") is answered by the page that describes
it, not by its fact sheet; a question for one of its fields still gets the sheet."""

from __future__ import annotations

import pytest

from kglink.lang import PACKS
from kglink.ontology.model import Entity, Label, OntClass, Ontology, Property
from kglink.retrieval import Index
from kglink.retrieval.documents import Document
from kglink.retrieval.rerank import Reranker

EX = "http://example.org/gardens/"
GARDEN = EX + "Garden"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    def garden(local: str, label: str) -> Entity:
        return Entity(id=EX + local, labels=(Label(label, "zh"),), types=(GARDEN,))

    def prop(local: str, label: str) -> Property:
        return Property(EX + local, "datatype", labels=(Label(label, "zh"),))

    entities = [garden("qinglan", "青岚植物园"), garden("songtao", "松涛温室"), garden("lianhu", "莲湖公园")]
    properties = [prop("phone", "电话"), prop("address", "地址"), prop("hours", "开放时间")]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={GARDEN: OntClass(GARDEN, labels=(Label("园区", "zh"),))},
        properties={p.id: p for p in properties},
        prefixes={"ex": EX},
    )


def _sheet(local: str, name: str, number: int) -> Document:
    return Document(
        f"{local}-sheet",
        f"{name} 地址：北山路{number}号。电话：0571-{number}000。开放时间：8:00-17:00。",
        title=f"{name}（基本信息）",
    )


PAGES = [
    _sheet("qinglan", "青岚植物园", 8),
    Document(
        "qinglan-about",
        "青岚植物园建于五十年代，园内有温室、湖泊和成片的松林，春天的樱花最有名，是城北散步的好去处。",
        title="青岚植物园",
    ),
    _sheet("songtao", "松涛温室", 9),
    Document("songtao-about", "松涛温室种着热带雨林的植物，冬天也有二十多度，适合带孩子去看。", title="松涛温室"),
    # 莲湖公园 has a fact sheet and no page of its own: a garden's page mentions it.
    _sheet("lianhu", "莲湖公园", 3),
    Document("walk", "从松涛温室出来往南走，穿过莲湖公园就到地铁站。", title="城北散步路线"),
]


@pytest.fixture(scope="module")
def index(ontology, tmp_path_factory) -> Index:
    return Index.build(PAGES, ontology=ontology, store=tmp_path_factory.mktemp("gardens"))


def _facts(reranker: Reranker, text: str, **named: str):
    """The facts of ``text``, which names each entity (by its local id) as written."""
    spans = [(text.find(name), text.find(name) + len(name)) for name in named.values()]
    return reranker.query_facts([text], [EX + local for local in named], {text: spans})


@pytest.mark.parametrize(
    ("rest", "overview"),
    [
        ("对 有了解吗？", True),
        ("你好，知道 吗？", True),
        ("听说过 这个园区吗", True),
        ("你对它很了解吗？", True),
        ("知道 在哪吗？", False),  # asks where
        ("你去过 吗？", False),  # asks whether one has been, not what it is
        ("知道 几点开门吗？", False),
    ],
)
def test_the_zh_pack_reads_a_question_about_the_whole(rest: str, overview: bool) -> None:
    assert bool(PACKS["zh"].overview.fullmatch(rest)) is overview


def test_a_question_about_one_thing_asking_no_property(ontology) -> None:
    reranker = Reranker(ontology)
    assert _facts(reranker, "对青岚植物园有了解吗？", qinglan="青岚植物园").overview
    # A field asked is no question about the whole.
    assert not _facts(reranker, "你知道青岚植物园的电话吗？", qinglan="青岚植物园").overview
    # Two things: which one the question is about the words do not say.
    assert not _facts(reranker, "你知道青岚植物园和松涛温室吗？", qinglan="青岚植物园", songtao="松涛温室").overview


def test_the_description_answers_a_question_about_the_whole(index) -> None:
    assert index.search("对青岚植物园有了解吗？", k=3)[0].doc_id == "qinglan-about"
    assert index.search("你知道松涛温室这个园区吗", k=3)[0].doc_id == "songtao-about"


def test_a_field_asked_still_gets_the_fact_sheet(index) -> None:
    assert index.search("青岚植物园的电话是多少？", k=3)[0].doc_id == "qinglan-sheet"


def test_without_a_page_of_its_own_the_fact_sheet_stays_first(index) -> None:
    # The walk names 莲湖公园 but is no page about it: the sheet is its only page.
    assert index.search("对莲湖公园有了解吗？", k=3)[0].doc_id == "lianhu-sheet"
