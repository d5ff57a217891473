"""Property: whatever names the model writes (drawn from the whole ontology), no query of
a turn names an entity that neither the turn nor its history mentions."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from llm_testkit import Script, enterprise_conversations

from kglink.linking.misspelt import nodes_mentioned

CONVERSATIONS = enterprise_conversations()


def _grounding(alias_index, texts) -> set[str]:
    return set().union(*(nodes_mentioned(text, alias_index) for text in texts))


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), which=st.integers(min_value=0, max_value=len(CONVERSATIONS) - 1))
def test_no_query_names_an_entity_outside_the_turn_and_its_history(make_rewriter, scripted, enterprise, data, which) -> None:
    names = sorted({surface for entity in enterprise.entities.values() for surface, _kind in entity.surface_forms()})
    rewriter = make_rewriter("llm")
    alias_index = rewriter.resources.alias_index
    session = rewriter.session()
    seen: list[str] = []
    for user, answer in CONVERSATIONS[which][:4]:
        pieces = data.draw(st.lists(st.one_of(st.sampled_from(names), st.sampled_from(["的", "和", "多少钱", " ", "它", "7月", user])),
                                    min_size=1, max_size=6))
        scripted.default = Script(queries=["".join(pieces)], correction=data.draw(st.booleans()))
        seen.append(user)
        result = session.rewrite(user)
        grounded = _grounding(alias_index, seen)
        assert set(result.entity_ids) <= grounded, (user, result.queries)
        if result.method == "llm":
            for query in result.queries:
                for mention in alias_index.find(query, fuzzy=False):
                    assert {c.node_id for c in mention.candidates} & grounded, (query, mention.text)
        if answer:
            session.observe_assistant(answer)
            seen.append(answer)
