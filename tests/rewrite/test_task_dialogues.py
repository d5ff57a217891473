"""English task dialogues over a knowledge base the rules were never written for.

A small made-up world of clinics — areas and price bands as values the clinics point at,
nothing about taxis or trains — checks what a booking dialogue needs: the thing an answer
offers for a search is what "book it" means, a value the answer states stands for the
clinic that has it, a reply to a question is no correction, and once the user walks
away from the topic, talk about something the ontology does not know carries nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Ontology, Rewriter, Session

CLINICS = """
@prefix c: <http://example.org/clinics/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Clinic a owl:Class ; rdfs:label "clinic"@en .
c:DentalClinic a owl:Class ; rdfs:subClassOf c:Clinic ; rdfs:label "dental clinic"@en ; skos:altLabel "dentist"@en .
c:Area a owl:Class ; rdfs:label "district"@en .
c:Band a owl:Class ; rdfs:label "price band"@en .
c:area a owl:ObjectProperty ; rdfs:label "area"@en .
c:band a owl:ObjectProperty ; rdfs:label "price band"@en .
c:phone a owl:DatatypeProperty ; rdfs:label "phone number"@en .
c:address a owl:DatatypeProperty ; rdfs:label "address"@en .
c:treatment a owl:DatatypeProperty ; rdfs:label "treatment"@en .

c:north a c:Area ; skos:prefLabel "north"@en .
c:south a c:Area ; skos:prefLabel "south"@en .
c:budget a c:Band ; skos:prefLabel "budget"@en .
c:premium a c:Band ; skos:prefLabel "premium"@en .

c:riverside a c:Clinic ; skos:prefLabel "Riverside Clinic"@en ; c:phone "555-0101"@en ;
    c:address "1 Mill Lane"@en ; c:area c:north ; c:band c:budget ; c:treatment "physiotherapy"@en .
c:harbour a c:DentalClinic ; skos:prefLabel "Harbour Dental"@en ; c:phone "555-0102"@en ;
    c:address "9 Quay Street"@en ; c:area c:north ; c:band c:premium .
c:oakfield a c:Clinic ; skos:prefLabel "Oakfield Clinic"@en ; c:phone "555-0103"@en ;
    c:address "4 Elm Road"@en ; c:area c:south ; c:band c:budget ; c:treatment "acupuncture"@en .
c:southgate a c:DentalClinic ; skos:prefLabel "Southgate Dental"@en ; c:phone "555-0104"@en ;
    c:address "7 Gate Street"@en ; c:area c:south ; c:band c:premium .
"""

C = "http://example.org/clinics/"


@pytest.fixture()
def clinics(tmp_path: Path) -> Rewriter:
    path = tmp_path / "clinics.ttl"
    path.write_text(CLINICS, encoding="utf-8")
    return Rewriter(Ontology.load(path))


def _ids(session: Session, text: str) -> set[str]:
    return set(session.rewrite(text).entity_ids)


def test_it_after_an_answer_about_something_the_ontology_lacks_points_at_nothing(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the phone number of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is on 555-0101.")
    # A kind of thing the ontology knows nothing of: the clinic is left behind ...
    assert _ids(session, "I also need a taxi from the station") == set()
    session.observe_assistant("Cab 42 leaves the station at 9:10 and arrives at 9:40. Shall I reserve it?")
    # ... and "it" is the cab the answer spoke of, not the clinic.
    result = session.rewrite("yes, book it for two people")
    assert result.entity_ids == (), result.queries


def test_it_after_an_answer_about_the_clinic_is_the_clinic(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the phone number of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is on 555-0101. Shall I book an appointment there?")
    assert session.rewrite("yes, book it for two people").entity_ids == (C + "riverside",)


def test_the_clinic_an_answer_offers_for_a_search_is_what_follows_is_about(clinics: Rewriter) -> None:
    session = clinics.session()
    assert _ids(session, "I'm looking for a clinic in the north, in the budget price band") == {
        C + "north", C + "budget"
    }
    # The answer found one: the filters that found it say nothing more.
    session.observe_assistant("Riverside Clinic is a budget clinic in the north. Would you like an appointment?")
    result = session.rewrite("Yes please, for two people on Monday.")
    assert result.entity_ids == (C + "riverside",), result.queries


def test_a_value_the_answer_states_stands_for_the_clinic_that_has_it(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("tell me about Riverside Clinic")
    # The answer names only the clinic's values (its area and price band).
    session.observe_assistant("This is a budget clinic in the north. Would you like an appointment?")
    result = session.rewrite("Yes, I would like an appointment.")
    assert result.entity_ids == (C + "riverside",), result.queries


def test_no_answering_the_question_just_asked_is_no_correction(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the phone number of Riverside Clinic?")
    session.observe_assistant("It is 555-0101. Would you like me to book an appointment?")
    result = session.rewrite("No, I just need the address for tomorrow.")
    assert not result.correction and result.turn_type != "correction", result.turn_type
    assert result.entity_ids == (C + "riverside",), result.queries
    # Without a question before it, a leading "no" still corrects the last turn.
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane.")
    corrected = session.rewrite("no, I meant Oakfield Clinic")
    assert corrected.correction and C + "oakfield" in corrected.entity_ids


def test_thanks_and_goodbye_among_other_words_carry_nothing(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the address of Harbour Dental?")
    session.observe_assistant("Glad to help.")
    # One word fits the clinic's address; the thanks and the goodbye outweigh it.
    result = session.rewrite("Thanks, the street was easy to find and the staff were lovely. Goodbye.")
    assert result.entity_ids == (), result.queries


def test_a_kind_sought_after_the_answer_asked_back_narrows_the_same_search(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I'm looking for somewhere in the south")
    session.observe_assistant("There are a few places in the south. What kind of place are you looking for?")
    # The filters are all the topic has, and the answer asked back: the same search.
    assert C + "south" in _ids(session, "I'm looking for a dentist")
    session.observe_assistant("Southgate Dental is a dentist in the south. Anything else I can help with?")
    # After an offer of help with anything else, a new search starts afresh.
    assert C + "south" not in _ids(session, "I also need a clinic in the budget price band")


def test_how_about_another_value_keeps_the_filters_of_the_search(clinics: Rewriter) -> None:
    session = clinics.session()
    assert _ids(session, "I need a clinic in the south that offers physiotherapy treatment") == {C + "south"}
    session.observe_assistant("Sorry, nothing in the south offers that. Is there another treatment you would like?")
    # Another value of a property kept as text: the area stays, the old value goes.
    result = session.rewrite("How about acupuncture treatment?")
    assert result.entity_ids == (C + "south",), result.queries
    assert "physiotherapy" not in " ".join(result.queries)


def test_a_pronoun_after_a_name_and_a_full_stop_means_that_name(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane.")
    result = session.rewrite("I am looking for a clinic called Oakfield Clinic. Is it in the north?")
    assert set(result.entity_ids) == {C + "oakfield", C + "north"}, result.queries
    assert any("Is Oakfield Clinic in the north" in query for query in result.queries), result.queries


def test_that_opening_a_relative_clause_points_at_nothing(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the address of Harbour Dental?")
    session.observe_assistant("Harbour Dental is at 9 Quay Street.")
    result = session.rewrite("Thanks. I also need a place to stay that has parking.")
    assert C + "harbour" not in result.entity_ids, result.queries


def test_the_type_noun_of_values_alone_names_the_attribute_not_one_value(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I'm looking for a clinic in the north")
    session.observe_assistant("There are two clinics in the north. Do you prefer the budget or the premium price band?")
    # "the price band" is what does not matter, not one of the bands the answer offered.
    result = session.rewrite("The price band doesn't matter to me.")
    assert not {C + "budget", C + "premium"} & set(result.entity_ids), result.queries
    # "that price band" still points at one.
    session.observe_assistant("Harbour Dental is in the premium price band.")
    assert C + "premium" in _ids(session, "Is there a clinic in the south in that price band?")


def test_what_the_same_value_is_measured_by_lends_the_value(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane in the north. Anything else?")
    # The clinic only lends its area; the dentist is sought there.
    result = session.rewrite("I also need a dentist in the same area as the clinic.")
    assert result.entity_ids == (C + "north",), result.queries
    # ... written once, in place of the words that measured by the clinic.
    assert result.queries == ("I also need a dentist in the north area.",)


def test_their_after_one_clinic_named_in_the_turn_means_that_clinic(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I'm looking for a clinic in the budget price band")
    session.observe_assistant("There are two: Riverside Clinic and Oakfield Clinic. Shall I book one?")
    # "their" of one business the user just picked, not of every clinic the answer listed.
    result = session.rewrite("Oakfield Clinic sounds good, can I get their phone number?")
    assert result.entity_ids == (C + "oakfield",), result.queries


def test_picking_one_of_the_values_the_answer_offered_narrows_the_same_search(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I'm looking for a clinic in the north")
    session.observe_assistant("There are two clinics there. Would you like budget or premium?")
    # The answer asked back offering price bands: the pick is one more filter of the search.
    result = session.rewrite("Let's go with budget then.")
    assert set(result.entity_ids) == {C + "north", C + "budget"}, result.queries


def test_a_type_noun_that_nearly_matches_a_name_is_no_unknown_name(tmp_path: Path) -> None:
    # "a dental clinic" is one letter-run away from the alias "a & b dental clinic": a kind
    # of thing sought, not a name the ontology lacks.
    path = tmp_path / "clinics.ttl"
    path.write_text(CLINICS + """
c:ab a c:DentalClinic ; skos:prefLabel "A and B Dental Clinic"@en ; skos:altLabel "a & b dental clinic"@en ;
    c:area c:south ; c:band c:budget .
""", encoding="utf-8")
    session = Rewriter(Ontology.load(path)).session()
    session.rewrite("I'm looking for somewhere in the north")
    session.observe_assistant("There are a few places in the north. What kind of place would you like?")
    result = session.rewrite("I would really like a dental clinic please.")
    assert result.entity_ids == (C + "north",), result.queries


def test_it_is_called_names_what_it_is(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the address of Riverside Clinic?")
    session.observe_assistant("Their address is 1 Mill Lane. Would you like to book?")
    # "It" is the dentist the sentence goes on to name, not the clinic in play.
    result = session.rewrite(
        "Not right now, but I am looking for a particular dentist. It's called Harbour Dental. What can you tell me about it?"
    )
    assert result.entity_ids == (C + "harbour",), result.queries


def test_they_are_never_the_price_bands_an_answer_offered(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I need a clinic")
    session.observe_assistant("There are clinics in the budget and premium price bands. Which would you like?")
    # "them" are clinics to call, not two values others point at.
    result = session.rewrite("I'll call them myself, could I get their phone numbers?")
    assert not {C + "budget", C + "premium"} & set(result.entity_ids), result.queries


def test_another_value_of_a_filter_after_the_answer_asked_back_keeps_the_other_filters(clinics: Rewriter) -> None:
    session = clinics.session()
    assert _ids(session, "I'm looking for a clinic in the north in the premium price band") == {C + "north", C + "premium"}
    session.observe_assistant("Sorry, I can't find one that matches. Could you try a different price band?")
    # The budget band takes the premium band's place; the area stays.
    result = session.rewrite("Please try one with a budget price band.")
    assert set(result.entity_ids) == {C + "north", C + "budget"}, result.queries


def test_a_filter_of_another_slot_after_a_result_of_the_search_narrows_that_search(clinics: Rewriter) -> None:
    session = clinics.session()
    assert _ids(session, "I'm looking for a clinic in the north.") == {C + "north"}
    session.observe_assistant("Riverside Clinic is in the north, on 1 Mill Lane.")
    # The answer gave a result of the search, not another topic: the area stays.
    result = session.rewrite("Actually, I would like something premium, please.")
    assert set(result.entity_ids) == {C + "north", C + "premium"}, result.queries


def test_a_farewell_refers_to_nothing_it_asks_about(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the phone number of Riverside Clinic?")
    session.observe_assistant("It is 555-0101. Would you like me to book an appointment?")
    # "them" is the clinic, but the user is leaving: nothing is asked of it.
    result = session.rewrite("No, that's all I need. I will give them a call myself. Bye!")
    assert result.entity_ids == (), result.queries


def test_help_with_that_asks_for_the_request_not_the_clinic_in_play(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the phone number of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is on 555-0101.")
    result = session.rewrite("Great. I am also looking for somewhere in the south. Can you help me with that?")
    assert C + "riverside" not in result.entity_ids, result.queries


def test_numbers_given_to_an_answer_that_asked_back_fill_in_the_booking_of_the_clinic_put_in_play(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I would like an appointment at Oakfield Clinic.")
    session.observe_assistant("For when and for how many?")
    # Names nothing and asks nothing: the values answer the question about the clinic.
    assert _ids(session, "Thursday at 10:30 for 2 please") == {C + "oakfield"}
    session.observe_assistant("Sorry, that slot is taken. Would you like to try another time?")
    # The reply before put the clinic in play, so the next one goes on with it.
    assert _ids(session, "how about 11:15?") == {C + "oakfield"}

    session = clinics.session()
    session.rewrite("what is the phone number of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is on 555-0101.")
    # "them" keeps the clinic, but the turn goes on to something the ontology lacks ...
    session.rewrite("thanks, I will call them. Can you get me a ferry to the island?")
    session.observe_assistant("Sure. Where will you be setting off from?")
    # ... so a time given to the question about that is not about the clinic.
    assert _ids(session, "I need to leave the port after 11:30 and arrive by noon.") == set()


def test_a_day_or_a_count_in_words_fills_in_the_booking_the_answer_asked_about(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I would like an appointment at Oakfield Clinic for 2 at 10:30.")
    session.observe_assistant("What day would you like that appointment?")
    # No digits: the day of the week is the value the answer asked for.
    assert _ids(session, "On Thursday please.") == {C + "oakfield"}

    session = clinics.session()
    session.rewrite("I would like an appointment at Oakfield Clinic on Thursday at 10:30.")
    session.observe_assistant("How many people should I book for?")
    assert _ids(session, "For two please.") == {C + "oakfield"}

    session = clinics.session()
    session.rewrite("What is the phone number of Oakfield Clinic?")
    session.observe_assistant("It is 555-0103. Is there anything else I can help you with?")
    # An answer that offers help with anything else asked for no day: another need.
    assert _ids(session, "Yes, I need a ferry on Thursday.") == set()


def test_the_same_day_is_a_when_not_one_more_thing_asked_for(clinics: Rewriter) -> None:
    offer = "Oakfield Clinic is in the south. Shall I book an appointment? What day and time would suit you?"
    session = clinics.session()
    session.rewrite("Tell me about Oakfield Clinic.")
    session.observe_assistant(offer)
    # "the same day" gives the day asked for: the numbers book the clinic.
    assert _ids(session, "I need a slot for 2 at 9:30 on the same day.") == {C + "oakfield"}

    session = clinics.session()
    session.rewrite("Tell me about Oakfield Clinic.")
    session.observe_assistant(offer)
    # "too" adds another need beside the clinic's booking.
    assert _ids(session, "I need a slot for 2 at 9:30 too.") == set()


def test_another_time_for_a_booking_keeps_the_clinic_and_the_new_time(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I would like an appointment at Oakfield Clinic.")
    session.observe_assistant("For when and for how many?")
    session.rewrite("Thursday at 10:30 for 2 please")
    session.observe_assistant("Sorry, that slot is taken. Would you like to try another time?")
    # The time names no class and no slot of the last query: the clinic stays, the new
    # time is the user's, the old one is not asked again.
    result = session.rewrite("how about at 11:15 instead?")
    assert result.entity_ids == (C + "oakfield",), result.queries
    assert "11:15" in result.queries[0] and "10:30" not in result.queries[0], result.queries


def test_another_day_in_words_for_a_booking_keeps_the_clinic(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I would like an appointment at Oakfield Clinic for 2 at 10:30.")
    session.observe_assistant("What day would you like that appointment?")
    session.rewrite("On Monday please.")
    session.observe_assistant("Sorry, Monday is full. Shall I try another day?")
    # The day takes no slot of the last query: the clinic stays with the user's words.
    result = session.rewrite("How about Tuesday, the same time.")
    assert result.entity_ids == (C + "oakfield",), result.queries
    assert "Tuesday" in result.queries[0], result.queries


def test_i_need_a_slot_with_the_numbers_asked_for_books_the_clinic_not_a_new_search(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("Tell me about Oakfield Clinic.")
    session.observe_assistant("Oakfield Clinic is in the south. Shall I book an appointment? What day and time would suit you?")
    # "I need a …" of no kind the ontology knows, with the numbers the answer asked for.
    assert _ids(session, "I need a slot on Friday at 9:30 for 2.") == {C + "oakfield"}

    session = clinics.session()
    session.rewrite("What is the phone number of Oakfield Clinic?")
    session.observe_assistant("It is 555-0103. Do you need anything more?")
    # The answer gave the clinic's details and asked nothing of a booking: another need.
    assert _ids(session, "I need a cab to the station at 9:30 for 2.") == set()


def test_a_turn_that_ends_by_taking_leave_carries_nothing(clinics: Rewriter) -> None:
    offer = "Riverside Clinic is on 555-0101. Would you like me to book an appointment?"
    for text in (
        "OK, I will talk it over with my sister first. Thanks for your help, that will be all. Bye.",
        # "that will do it" is an idiom, and the thanks after it close the conversation.
        "No, I think that will do it. Thanks so much for your help today.",
    ):
        session = clinics.session()
        session.rewrite("What is the phone number of Riverside Clinic?")
        session.observe_assistant(offer)
        result = session.rewrite(text)
        assert result.entity_ids == (), result.queries
    # Numbers to act on before the thanks still book the clinic.
    session = clinics.session()
    session.rewrite("What is the phone number of Riverside Clinic?")
    session.observe_assistant(offer)
    assert _ids(session, "Yes, book it for 2 people. Thanks!") == {C + "riverside"}


@pytest.mark.parametrize("text", [
    "Thank you. I am also looking to book a ferry. I need to go to the island on Thursday.",
    "Can you also help with a ferry? I need to reach the island by 16:15.",
])
def test_also_looking_to_book_another_thing_leaves_the_clinic(clinics: Rewriter, text: str) -> None:
    session = clinics.session()
    session.rewrite("What is the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane, in the north.")
    assert _ids(session, text) == set()


def test_a_need_said_with_an_auxiliary_leaves_the_clinic(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("What is the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane, in the north. Anything else?")
    assert _ids(session, "I'm going to need a ferry to get around. Can you help?") == set()


def test_a_word_every_document_has_is_the_place_not_the_name_in_play(tmp_path: Path) -> None:
    from kglink.retrieval.documents import Chunk
    from kglink.rewrite.doc_terms import DocumentTerms

    path = tmp_path / "clinics.ttl"
    path.write_text(CLINICS + """
c:rivertonphysio a c:Clinic ; skos:prefLabel "Riverton Physio"@en ; c:phone "555-0105"@en ; c:area c:south .
""", encoding="utf-8")
    pages = [
        ("riverside", "Riverside Clinic", "Riverside Clinic is a budget clinic in the north of Riverton offering physiotherapy."),
        ("harbour", "Harbour Dental", "Harbour Dental is a premium dentist in the north of Riverton."),
        ("oakfield", "Oakfield Clinic", "Oakfield Clinic offers acupuncture in the south of Riverton."),
        ("southgate", "Southgate Dental", "Southgate Dental is a premium dentist in the south of Riverton."),
        ("rivertonphysio", "Riverton Physio", "Riverton Physio treats sports injuries in the south of Riverton."),
    ]
    chunks = [Chunk(id=f"{key}#0", doc_id=key, text=text, title=title, entities=(C + key,)) for key, title, text in pages]
    rewriter = Rewriter(Ontology.load(path), documents=DocumentTerms.from_chunks(chunks))
    session = rewriter.session()
    session.rewrite("What is the phone number of Riverton Physio?")
    session.observe_assistant("Riverton Physio is on 555-0105. Anything else I can help you with?")
    # Every page is about somewhere in Riverton: the word is the town, not the clinic's name.
    result = session.rewrite("I also need a bus from Riverton on Monday.")
    assert result.entity_ids == (), result.queries


def test_yes_then_a_search_of_its_own_leaves_the_clinic(clinics: Rewriter) -> None:
    offer = "Riverside Clinic is at 1 Mill Lane. Shall I book an appointment for you?"
    session = clinics.session()
    session.rewrite("What is the address of Riverside Clinic?")
    session.observe_assistant(offer)
    # The yes is a sentence of its own; the search after it gives nothing to book.
    assert _ids(session, "Yes. I am looking for a ferry to the island.") == set()
    session = clinics.session()
    session.rewrite("What is the address of Riverside Clinic?")
    session.observe_assistant(offer)
    assert _ids(session, "Yes. I need an appointment for 2 on Friday.") == {C + "riverside"}


@pytest.mark.parametrize("text", ["There will be 4 of us. Thanks.", "Just 2, thank you."])
def test_numbers_with_thanks_answer_the_question_not_only_thank(clinics: Rewriter, text: str) -> None:
    session = clinics.session()
    session.rewrite("I would like an appointment at Oakfield Clinic on Friday.")
    session.observe_assistant("How many will be coming?")
    assert _ids(session, text) == {C + "oakfield"}


def test_it_in_a_sentence_after_a_new_search_is_the_thing_sought(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("What is the phone number of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is on 555-0101.")
    result = session.rewrite("Thanks. I am also looking for a pharmacy. I would like it to be in the south.")
    assert result.entity_ids == (C + "south",), result.queries


def test_a_misspelt_name_in_the_answer_is_what_its_means(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("Can you recommend a clinic in the south?")
    session.observe_assistant("I'd recommend Oakfeild Clinic. Would you like its number?")
    assert session.rewrite("Yes, what is its phone number?").entity_ids == (C + "oakfield",)


def test_numbers_answer_about_the_clinic_just_named_not_the_one_talked_of_more(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("What is the phone number of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is on 555-0101. Riverside Clinic opens at 8.")
    session.rewrite("What is the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane.")
    session.rewrite("Can you book me an appointment at Oakfield Clinic?")
    session.observe_assistant("Sure, what day and how many people?")
    assert _ids(session, "Friday, 2 people.") == {C + "oakfield"}


def test_numbers_after_an_answer_about_the_clinic_that_offers_more_book_the_clinic(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("What is the address of Oakfield Clinic?")
    session.observe_assistant("Oakfield Clinic is at 4 Elm Road. Can I help you with anything else?")
    assert _ids(session, "Then an appointment for 2 on Tuesday at 11:45, please.") == {C + "oakfield"}


def test_help_finding_a_thing_is_a_new_search(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("What is the address of Oakfield Clinic?")
    session.observe_assistant("Oakfield Clinic is at 4 Elm Road.")
    assert _ids(session, "I could use your help finding a ferry for Saturday that leaves after 11:00.") == set()


def test_what_kind_of_thing_it_is_says_the_class_of_it(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("What is the phone number of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is on 555-0101.")
    session.rewrite("And the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane. Harbour Dental is next door to Riverside Clinic.")
    # The question asks the kind of a dental clinic: "that" is the one in play that is one.
    result = session.rewrite("Okay, thanks! What type of dental clinic is that?")
    assert result.entity_ids == (C + "harbour",), result.queries
    # "Okay" is a filler as a whole word: no "ok" is cut off it.
    assert result.queries[0].startswith("What type of dental clinic is Harbour Dental"), result.queries


def test_for_each_after_an_answer_that_named_two_means_those_two(clinics: Rewriter) -> None:
    def ask(text: str) -> set[str]:
        session = clinics.session()
        session.rewrite("What is the address of Riverside Clinic?")
        session.observe_assistant("Riverside Clinic is at 1 Mill Lane.")
        session.rewrite("I also need a dentist.")
        session.observe_assistant("Harbour Dental is in the north and Southgate Dental is in the south.")
        return _ids(session, text)

    both = {C + "harbour", C + "southgate"}
    # The two the answer just named, not the clinic talked of before; the "and" between
    # two property names lists no two things of its own, nor does the "or" inside "for".
    assert ask("I just need the phone number and address for each.") == both
    assert ask("What is the phone number for both of them?") == both
    # "both my questions" is no reference to two things in play.
    assert ask("Thanks, you answered both my questions. Goodbye.") == set()


def test_yes_to_an_offer_of_one_thing_takes_that_thing_not_the_topic_talked_of_more(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("What is the phone number of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is on 555-0101.")
    session.rewrite("And the address of Riverside Clinic?")
    session.observe_assistant("It is at 1 Mill Lane. Anything else?")
    session.rewrite("I need a dentist in the same area as Riverside Clinic.")
    session.observe_assistant("I have Harbour Dental. It is a premium dentist in the north. Would you like me to book it?")
    # The yes takes the one thing offered, however often the other clinic was named.
    assert _ids(session, "Yes, please. We are 2 and we would like Monday at 10:00.") == {C + "harbour"}


def test_a_name_cut_short_is_the_name_in_play_not_a_misspelt_other(tmp_path: Path) -> None:
    extra = """
c:acorn a c:Clinic ; skos:prefLabel "Acorn Clinic"@en ; skos:altLabel "Acorn"@en ; c:area c:north .
c:cornhall a c:Clinic ; skos:prefLabel "The Riverton Corn Hall Clinic"@en ; c:area c:south .
"""
    path = tmp_path / "clinics.ttl"
    path.write_text(CLINICS + extra, encoding="utf-8")
    session = Rewriter(Ontology.load(path)).session()
    session.rewrite("Which clinics are in the south?")
    session.observe_assistant("We have two, from The Riverton Corn Hall Clinic to Oakfield Clinic.")
    # "Corn" is a word of the name just shown, not "Acorn" misspelt; the words around it go
    # with it, so the name is written once.
    result = session.rewrite("Could I get the phone number for the Riverton Corn?")
    assert result.entity_ids == (C + "cornhall",), result.queries
    assert result.queries[0].count("Riverton") == 1, result.queries


def test_a_word_beside_a_type_noun_asks_no_property_of_another_kind(tmp_path: Path) -> None:
    from kglink.lang import get_pack
    from kglink.rewrite.analysis import analyse_clause

    path = tmp_path / "clinics.ttl"
    path.write_text(CLINICS + 'c:treatment skos:altLabel "type of treatment"@en .\n', encoding="utf-8")
    rewriter = Rewriter(Ontology.load(path))
    session = rewriter.session()
    session.rewrite("Tell me about Harbour Dental.")
    session.observe_assistant("Harbour Dental is on Quay Street.")

    def near(text: str) -> tuple[str, ...]:
        return analyse_clause(text, get_pack("en"), session, rewriter.resources).near_properties

    # "dentist type" is the kind of the dentist, which has no treatment: "type" does not
    # bring up the label "type of treatment" ...
    assert C + "treatment" not in near("I'll also need the address and dentist type.")
    # ... while beside a kind that has a treatment, or alone, it still does.
    assert C + "treatment" in near("I'll also need the address and clinic type.")
    assert C + "treatment" in near("And what type is it?")


def test_a_word_of_a_name_in_play_misspelt_is_that_name(tmp_path: Path) -> None:
    from kglink.retrieval.documents import Chunk
    from kglink.rewrite.doc_terms import DocumentTerms

    path = tmp_path / "clinics.ttl"
    path.write_text(CLINICS + """
c:kenworth a c:Clinic ; skos:prefLabel "Kenworth House"@en ; c:area c:north ; c:band c:premium .
""", encoding="utf-8")
    pages = [
        ("riverside", "Riverside Clinic", "Riverside Clinic is a budget clinic in the north offering physiotherapy."),
        ("kenworth", "Kenworth House", "Kenworth House is a premium clinic in the north."),
        ("oakfield", "Oakfield Clinic", "Oakfield Clinic offers acupuncture in the south."),
    ]
    chunks = [Chunk(id=f"{key}#0", doc_id=key, text=text, title=title, entities=(C + key,)) for key, title, text in pages]
    session = Rewriter(Ontology.load(path), documents=DocumentTerms.from_chunks(chunks)).session()
    session.rewrite("I need a clinic in the north.")
    session.observe_assistant("For a budget one, Riverside Clinic. For a premium one, I would recommend Kenworth House.")
    # "Kentworth" is in no document and a letter off a word of one name in play.
    assert _ids(session, "Could you book the Kentworth for Monday at 10:00?") == {C + "kenworth"}


def test_it_picking_one_of_several_clinics_in_the_topic_is_written_alone(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I need a clinic.")
    session.observe_assistant("Two come up: Riverside Clinic and Oakfield Clinic. Which do you prefer?")
    session.rewrite("Are any of those clinics budget, and in the south?")
    session.observe_assistant("Oakfield Clinic is in the south and is budget. Shall I book it?")
    # "it" is the one clinic the answer spoke of, not the whole search with both clinics.
    result = session.rewrite("Does it offer acupuncture?")
    assert result.entity_ids == (C + "oakfield",), result.queries
    assert result.queries == ("Does Oakfield Clinic offer acupuncture?",), result.queries



def test_the_word_of_a_values_class_noun_asks_the_attribute_not_the_value(tmp_path: Path) -> None:
    """"the price" after "budget price" was in play: "price" is a word of the class noun
    ("price band") of a value others point at; "the" with it names the attribute asked."""
    ttl = CLINICS.replace('c:budget a c:Band ; skos:prefLabel "budget"@en .',
                          'c:budget a c:Band ; skos:prefLabel "budget"@en ; skos:altLabel "budget price"@en .')
    assert ttl != CLINICS
    path = tmp_path / "clinics.ttl"
    path.write_text(ttl, encoding="utf-8")
    session = Rewriter(Ontology.load(path)).session()
    session.rewrite("I'm looking for a clinic at a budget price in the north.")
    session.observe_assistant("Riverside Clinic is in the north. Would you like to book?")
    result = session.rewrite("Not yet. Can you give me the price and the address?")
    assert C + "budget" not in result.entity_ids, result.queries
    assert "the price" in result.queries[0], result.queries


def test_i_need_a_reference_number_asks_it_of_the_clinic_in_play(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("What is the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane. Would you like me to book it?")
    assert _ids(session, "I need a reference number") == {C + "riverside"}


def test_a_pronoun_beside_a_named_clinic_never_means_the_area_of_the_search(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I'm looking for a clinic in the north.")
    session.observe_assistant("There are 2 in the north. My favourite of those is Riverside Clinic.")
    result = session.rewrite("Could I get the phone number for Riverside Clinic and is there a fee for that one?")
    assert C + "north" not in result.entity_ids, result.queries
    assert C + "riverside" in result.entity_ids, result.queries


def test_what_about_another_kind_in_another_area_keeps_the_kind_asked_for(clinics: Rewriter) -> None:
    """"What about a dentist in the south?" after a search for a clinic in the north: the
    new kind goes with the new area, the last query's words do not take them in."""
    session = clinics.session()
    session.rewrite("I'm looking for a clinic in the north.")
    session.observe_assistant("There are two clinics in the north. Anything in particular?")
    result = session.rewrite("What about a dentist in the south?")
    assert "dentist" in result.queries[0], result.queries
    assert C + "south" in result.entity_ids, result.queries


def test_another_thing_asked_for_beside_the_focus_is_a_new_need(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane in the north. Your appointment is booked for Monday.")
    # "also get a cab": something else wanted, which the clinic is not.
    assert session.rewrite("Thanks, can I also get a cab?").entity_ids == ()


def test_a_kind_named_only_to_measure_by_does_not_fit_the_focus(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("what is the address of Riverside Clinic?")
    session.observe_assistant("Riverside Clinic is at 1 Mill Lane in the north. Your appointment is booked for Monday.")
    # "the clinic" only says which day; the clause asks about a bus, so the clinic's kind
    # is no evidence that it is about the clinic.
    result = session.rewrite("which bus runs the same day as the clinic appointment?")
    (note,) = [n for n in result.trace["clauses"][0]["notes"] if n.startswith("carry=")]
    assert "type_noun_fits" not in note, note


def test_values_added_after_the_search_in_force_share_its_parenthesis(clinics: Rewriter) -> None:
    session = clinics.session()
    session.rewrite("I'm looking for a clinic in the north in the budget price band")
    session.observe_assistant("Riverside Clinic is a budget clinic in the north. Shall I book it?")
    (query,) = session.rewrite("How about Riverside Clinic for 4 people at 10:00 on Monday?").queries
    assert query.count("(") == 1 and "4 people" in query and "north" in query, query
