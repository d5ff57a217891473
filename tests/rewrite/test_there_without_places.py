"""A locative ("was july bad there") when no place the ontology knows is in play: the site
in play, of any kind, though no edge locates anything at it; never a person beside it."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

PARKS = """
@prefix p: <http://example.org/parks/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
p:Park a owl:Class ; rdfs:label "solar park"@en .
p:Farm a owl:Class ; rdfs:label "wind farm"@en .
p:Turbine a owl:Class ; rdfs:label "turbine"@en .
p:Person a owl:Class ; rdfs:label "person"@en .
p:locatedAt a owl:ObjectProperty ; rdfs:label "located at"@en .
p:manager a owl:ObjectProperty ; rdfs:label "manager"@en .
p:t1 a p:Turbine ; skos:prefLabel "YRK-T01"@en ; p:locatedAt p:york .
p:york a p:Farm ; skos:prefLabel "York Wind Farm"@en .
p:harlow a p:Park ; skos:prefLabel "Harlow Solar Park"@en ; p:manager p:nora .
p:nora a p:Person ; skos:prefLabel "Nora Vale"@en .
"""


def test_there_without_a_place_in_play_is_the_site_not_the_person(tmp_path: Path) -> None:
    # Only wind farms are places (a turbine is located at one); the solar park in play is
    # where "there" is, though no edge locates anything at it, and not its manager.
    session = rewriter_for(tmp_path, "parks.ttl", PARKS).session()
    converse(session, ("who runs harlow solar park", "Nora Vale runs Harlow Solar Park."))
    result = session.rewrite("was july bad there")
    assert "http://example.org/parks/harlow" in result.entity_ids, result.queries
    assert "there" not in result.queries[0], result.queries


def test_there_of_a_property_no_place_has_is_the_thing_that_has_it(tmp_path: Path) -> None:
    # York Wind Farm is a place (a turbine is located at it); the voltage asked "there" is a
    # property only the substation in play has.
    world = PARKS.replace(
        'p:Person a owl:Class ; rdfs:label "person"@en .',
        'p:Person a owl:Class ; rdfs:label "person"@en .\np:Sub a owl:Class ; rdfs:label "substation"@en .\n'
        'p:voltage a owl:DatatypeProperty ; rdfs:label "voltage"@en .\n'
        'p:sub a p:Sub ; skos:prefLabel "York Substation"@en ; p:voltage "33/11 kV" .',
    )
    session = rewriter_for(tmp_path, "parks.ttl", world).session()
    converse(session, ("why is york wind farm curtailed", "It shares the export limit at York Substation."))
    result = session.rewrite("whats the voltage there")
    assert result.entity_ids == ("http://example.org/parks/sub",), result.queries
