""""她管的那个模块属于哪个系统": a pronoun, a verb, 的, a demonstrative and a type noun describe
the one thing of that kind the pronoun's referent is joined to and somebody named, as
"他负责的基地" does without the demonstrative; the whole phrase stands for it, the person
left out of the query. Two edges away (the head of the department that owns a procedure)
when nothing of the kind is one away. A made-up clinic's world."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

W = "http://example.org/clinic-zh/"
W_TTL = """
@prefix w: <http://example.org/clinic-zh/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Person a owl:Class ; rdfs:label "人员"@zh .
w:Department a owl:Class ; rdfs:label "部门"@zh .
w:Procedure a owl:Class ; rdfs:label "流程"@zh .
w:Module a owl:Class ; rdfs:label "模块"@zh .
w:System a owl:Class ; rdfs:label "系统"@zh .
w:ledBy a owl:ObjectProperty ; rdfs:label "负责人"@zh .
w:owner a owl:ObjectProperty ; rdfs:label "归口部门"@zh .
w:keeper a owl:ObjectProperty ; rdfs:label "运维人"@zh .
w:partOf a owl:ObjectProperty ; rdfs:label "所属系统"@zh .
w:qin a w:Person ; skos:prefLabel "秦素"@zh ; w:gender "女" .
w:desk a w:Department ; skos:prefLabel "患者服务部"@zh ; w:ledBy w:qin .
w:refund a w:Procedure ; skos:prefLabel "退费审核流程"@zh ; w:owner w:desk .
w:bill a w:Module ; skos:prefLabel "门诊收费模块"@zh ; w:keeper w:qin ; w:partOf w:his .
w:his a w:System ; skos:prefLabel "医院信息系统"@zh .
"""


def _session(tmp_path) -> Session:
    session = Session(rewriter_for(tmp_path, "clinic-zh", W_TTL))
    converse(session, (
        "退费找谁",
        "按退费审核流程办，患者服务部负责人秦素把关；她也管门诊收费模块的运维。",
    ))
    return session


def test_the_module_she_looks_after(tmp_path) -> None:
    result = _session(tmp_path).rewrite("她管的那个模块属于哪个系统")
    assert [e.id for e in result.entities] == [W + "bill"], result.queries


def test_the_procedure_of_the_department_she_leads(tmp_path) -> None:
    result = _session(tmp_path).rewrite("她负责的那个流程 多久要办完")
    assert [e.id for e in result.entities] == [W + "refund"], result.queries
