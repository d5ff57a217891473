"""Chinese turns that open another search or take leave after an acknowledgement ("好的，
我还想预订一家600-700元的酒店", "好，我记下了。另外…", "好的，谢啦！"): the place in
play is not glued in front of them (a made-up city-guide world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter
from kglink.lang import get_pack
from kglink.rewrite.analysis import analyse_clause
from kglink.rewrite.frames import is_closing
from kglink.rewrite.rules import _ends_closing

GUIDE = """
@prefix g: <http://example.org/guide/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Hotel a owl:Class ; rdfs:label "酒店"@zh .
g:Restaurant a owl:Class ; rdfs:label "餐馆"@zh .
g:Sight a owl:Class ; rdfs:label "景点"@zh .
g:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
g:rating a owl:DatatypeProperty ; rdfs:label "评分"@zh .
g:price a owl:DatatypeProperty ; rdfs:label "价格"@zh .
g:songhe a g:Hotel ; skos:prefLabel "松鹤酒店"@zh ; g:phone "010-5550101" ; g:rating "4.5" ; g:price "420元" .
g:yunlai a g:Restaurant ; skos:prefLabel "云来小馆"@zh ; g:phone "010-5550202" ; g:rating "4.7" .
g:qinghu a g:Sight ; skos:prefLabel "青湖公园"@zh ; g:rating "4.6" .
"""
G = "http://example.org/guide/"


@pytest.fixture()
def guide(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "guide", GUIDE)


def test_a_search_with_a_price_before_its_noun_is_another_search(guide: Rewriter) -> None:
    session = guide.session()
    converse(session, ("松鹤酒店的电话是多少", "松鹤酒店的电话是010-5550101，评分4.5分。"))
    result = session.rewrite("好的，我还想预订一家600-700元的酒店，评分最好是5分")
    assert result.entity_ids == (), result.queries
    assert get_pack("zh").indefinite.search("预订一家600-700元的酒店")


def test_the_kind_sought_is_sought_though_a_later_clause_has_it_as_subject(guide: Rewriter) -> None:
    session = guide.session()
    converse(session, ("云来小馆的评分多少", "云来小馆评分4.7分，您要订位吗？"))
    text = "非常好，我俩想住宿了，帮我们找个最低价格是600-700元的酒店，我们希望酒店的评分是5分"
    analysis = analyse_clause(text, get_pack("zh"), session, guide.resources)
    assert G + "Hotel" in analysis.object_classes
    assert G + "Hotel" in analysis.subject_classes
    assert session.rewrite(text).entity_ids == ()


def test_besides_opening_a_sentence_switches_the_topic(guide: Rewriter) -> None:
    session = guide.session()
    converse(session, ("松鹤酒店的电话是多少", "松鹤酒店的电话是010-5550101。"))
    result = session.rewrite("好，我记下了。另外我还打算出去玩两个小时，您能帮我看看评分4分以上的景点吗？")
    assert G + "songhe" not in result.entity_ids, result.queries
    switch = get_pack("zh").switch
    assert switch.search("好，我记下了。另外我还打算出去玩")
    assert not switch.search("另外那家酒店的电话呢")  # the other one, no switch
    assert not switch.search("好的。另外两家怎么样")


def test_thanks_in_a_short_form_closes(guide: Rewriter) -> None:
    session = guide.session()
    converse(session, ("松鹤酒店的电话是多少", "松鹤酒店的电话是010-5550101。"))
    assert session.rewrite("好的，谢啦！").entity_ids == ()
    assert get_pack("zh").closing.search("好的，谢了。")
    assert not get_pack("zh").closing.search("谢绝外带吗")


def test_asking_whether_there_is_one_of_a_kind_sought_is_another_search(guide: Rewriter) -> None:
    # "请问有…的餐馆吗": 有 opening the sentence and 吗 closing it ask whether one exists.
    session = guide.session()
    converse(session, ("松鹤酒店的电话是多少", "松鹤酒店的电话是010-5550101。"))
    result = session.rewrite("好的，请问有评分是4分以上的餐馆吗？")
    assert G + "songhe" not in result.entity_ids, result.queries
    existence = get_pack("zh").existence
    assert existence.search("我想去景点游玩，请问有票价免费的景点吗？")
    assert not existence.search("它有停车场吗")  # a subject before 有: a thing it has
    assert not existence.search("有点耳熟呢。有其他的名字吗？")  # more of the same thing
    assert not existence.search("有的，最好是消费在150-500元之间的")


def test_rather_good_is_no_comparison(guide: Rewriter) -> None:
    # "哪里比较好": 比较 before an adjective is "rather"; the search asks no comparison.
    session = guide.session()
    converse(session, ("云来小馆的评分多少", "云来小馆评分4.7分。"))
    result = session.rewrite("好的，我记一下，吃完饭我想找个评分4分以上的景点游玩，哪里比较好呢？")
    assert G + "yunlai" not in result.entity_ids, result.queries
    comparison = get_pack("zh").comparison
    assert not comparison.search("哪里比较好呢")
    assert comparison.search("比上个月高吗")


def test_a_remark_that_ends_on_thanks_ends_on_a_closing() -> None:
    # Chinese runs a remark and its thanks on with a comma: the turn takes its leave.
    zh = get_pack("zh")
    assert _ends_closing("好的，这样我就不用为住处发愁了，谢谢你啊！", zh)
    assert not _ends_closing("谢谢，帮我查下松鹤酒店的电话", zh)
    assert zh.closing.search("时间很合理，谢谢你提供的信息。").group(0) == "谢谢你提供的信息"


def test_which_thing_of_another_kind_a_value_picks_is_another_search(tmp_path: Path) -> None:
    # The restaurant is near the park, so a sight is a kind the restaurant leads to; but
    # "哪个景点可以玩3小时" picks a sight by a duration, not by the restaurant.
    near = GUIDE + """
g:near a owl:ObjectProperty ; rdfs:label "周边"@zh .
g:yunlai g:near g:qinghu .
"""
    session = rewriter_for(tmp_path, "guide-near", near).session()
    converse(session, ("云来小馆的评分多少", "云来小馆评分4.7分。"))
    result = session.rewrite("好的，你看一下哪个景点可以玩3小时 - 5小时")
    assert G + "yunlai" not in result.entity_ids, result.queries


def test_thanks_and_a_particle_close(guide: Rewriter) -> None:
    session = guide.session()
    converse(session, ("云来小馆的评分多少", "云来小馆评分4.7分。"))
    assert session.rewrite("好的谢谢呢。").entity_ids == ()
    assert is_closing("好的谢谢呢。", get_pack("zh"))
    assert not is_closing("谢谢，多少钱呢", get_pack("zh"))
