"""A front of two versions' names that opens with another kind's noun ("空调维保合同" of
空调维保合同2024版 and 2025版, 空调 a kind of device) asks which of them is meant; "现行的",
"新的" or "老的" said alone then answers by the dates the versions hold. A made-up
hospital's world."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import rewriter_for

W = "http://example.org/ward-zh/"
W_TTL = """
@prefix w: <http://example.org/ward-zh/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Device a owl:Class ; rdfs:label "设备"@zh ; skos:altLabel "空调"@zh .
w:Contract a owl:Class ; rdfs:label "合同"@zh .
w:effective a owl:DatatypeProperty ; rdfs:label "生效日期"@zh .
w:arrival a owl:DatatypeProperty ; rdfs:label "到场时限"@zh .
w:m1 a w:Device ; skos:prefLabel "门诊楼空调"@zh .
w:c24 a w:Contract ; skos:prefLabel "空调维保合同2024版"@zh ; w:effective "2024-01-01" ; w:arrival "4小时" .
w:c25 a w:Contract ; skos:prefLabel "空调维保合同2025版"@zh ; w:effective "2025-01-01" ; w:arrival "2小时" .
"""


def _asked(tmp_path) -> Session:
    session = Session(rewriter_for(tmp_path, "ward-zh", W_TTL))
    result = session.rewrite("空调维保合同要求几小时到场")
    assert result.clarify is not None, result.queries
    assert {c.id for c in result.clarify} == {W + "c24", W + "c25"}
    session.observe_assistant("有两版：空调维保合同2024版和空调维保合同2025版，您问哪一版？")
    return session


def test_a_front_opening_with_a_kinds_noun_asks_which(tmp_path) -> None:
    _asked(tmp_path)


def test_the_current_or_old_one_said_alone_answers(tmp_path) -> None:
    for reply, meant in (("现行的", "c25"), ("新的", "c25"), ("老的", "c24")):
        result = _asked(tmp_path).rewrite(reply)
        assert [e.id for e in result.entities] == [W + meant], (reply, result.queries)
