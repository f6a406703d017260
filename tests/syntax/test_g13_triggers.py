"""G13: ability words, flavor words and trigger events on real Oracle lines.

Each test parses a corpus line, checks the typed AST, and the round trip both ways:
print(parse(text)) == text (helpers.one) and parse(print(ast)) == ast (``both_ways``)."""

import pytest

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, parse_type_line, to_text
from syntax_helpers import first, one


def both_ways(text: str, names=("~",)):
    node = one(text, names)
    again, diags = parse_ability(to_text(node), names)
    assert again == node, [d.format() for d in diags]
    return node


# -- ability words and flavor words (CR 207.2c-d) -----------------------------------
@pytest.mark.parametrize("text, word, body", [
    # newer ability words, not (yet) in the CR 207.2c list
    ("Corrupted — As long as an opponent has three or more poison counters, this creature has double strike.",
     "Corrupted", A.PlainAbility),
    ("Infusion — If you gained life this turn, draw a card.", "Infusion", A.PlainAbility),
    # flavor words (CR 207.2d): several words, a possessive, lower-case words inside
    ("Hero's Reward — When this creature dies, draw a card.", "Hero's Reward", A.TriggeredAbility),
    ("Designed Only for Killing — Creatures your opponents control get -1/-1.", "Designed Only for Killing",
     A.PlainAbility),
    # a flavor word before an activated ability: the cost still starts after the dash (CR 602.1)
    ("Displacement — {3}{U}: Return ~ to its owner's hand.", "Displacement", A.ActivatedAbility),
])
def test_ability_word_or_flavor_word_has_no_rules_meaning(text, word, body):
    node = both_ways(text)
    labelled = first(node, A.AbilityWordAbility)
    assert labelled.word.name == word
    # CR 207.2c-d: the word adds nothing; the ability is its body
    assert isinstance(labelled.body, body)


def test_listed_ability_word_still_read_from_the_cr_list():
    node = both_ways("Landfall — Whenever a land you control enters, you gain 1 life.")
    labelled = first(node, A.AbilityWordAbility)
    assert labelled.word.name == "Landfall" and isinstance(labelled.body, A.TriggeredAbility)


def test_flavor_words_name_the_modes_of_a_modal_spell():
    # CR 700.2: each mode is its sentences; the flavor word before it has no rules meaning
    node = both_ways("Choose one —\n• Smash the Chest — Destroy target artifact.\n"
                     "• Pry It Open — Create a Treasure token.")
    modal = first(node, A.ModalAbility)
    assert [type(m) for m in modal.modes] == [A.LabelledMode, A.LabelledMode]
    assert [m.word.name for m in modal.modes] == ["Smash the Chest", "Pry It Open"]
    assert isinstance(first(modal.modes[0], A.Destroy), A.Destroy)


@pytest.mark.parametrize("text, kind", [
    ("Choose one —\n• Draw a card.\n• You gain 3 life.", A.ModalAbility),   # CR 700.2 modal, not a label
    ("II — Draw a card.", A.ChapterAbility),                                # CR 714.2 chapter numeral
    ("To solve — You control three or more artifacts.", A.ToSolve),         # CR 719.3a
    ("Solved — Creatures you control get +1/+1.", A.SolvedAbility),          # CR 719.3c
])
def test_grammar_lines_with_a_dash_are_not_labels(text, kind):
    node = both_ways(text)
    assert any(isinstance(n, kind) for n in node.walk())
    assert not any(isinstance(n, A.AbilityWordAbility) for n in node.walk())


def test_keyword_with_a_dash_is_not_a_label():
    # CR 702.177a: exhaust is a keyword ability, read as such before the dash
    node = both_ways("Exhaust — {2}{G}{G}: Put two +1/+1 counters on this creature.")
    assert not any(isinstance(n, A.AbilityWordAbility) for n in node.walk())


def test_type_line_dash_is_not_a_label():
    # CR 205.1: "Token Artifact — Treasure" is a type line with a subtype after the dash
    node, diags = parse_type_line("Token Artifact — Treasure")
    assert node is not None, [d.format() for d in diags]


def test_a_sentence_is_not_swallowed_by_a_label():
    # the label is only the words before " — " at the start of the line; a sentence without
    # that dash is still rules text ("Creatures you control get +1/+1.")
    node = both_ways("Creatures you control get +1/+1.")
    assert not any(isinstance(n, A.AbilityWordAbility) for n in node.walk())
    # words after the dash must still parse: an unknown sentence is still an error
    bad, diags = parse_ability("Corrupted — Frobnicate the widget.", ("~",))
    assert bad is None and diags


# -- delayed triggers (CR 603.7) ------------------------------------------------------
def test_delayed_trigger_first_in_an_activated_ability():
    # CR 603.7b: "next" — it triggers once, the next time the event happens this turn
    node = both_ways("{T}: When you next cast an instant or sorcery spell this turn, copy that spell. "
                     "You may choose new targets for the copy.")
    act = first(node, A.ActivatedAbility)
    ts = act.sentences.items[0]
    assert isinstance(ts, A.TriggerSentence) and isinstance(ts.trigger, A.WhenThisTurn)
    assert isinstance(ts.trigger.event, A.NextEvent) and isinstance(ts.trigger.event.subject, A.You)
    assert isinstance(ts.trigger.event.predicate, A.Casts)


def test_delayed_trigger_in_a_saga_chapter():
    # CR 714.2b: the chapter ability creates a trigger with a stated duration (603.7b)
    node = both_ways("III — Whenever you cast a noncreature spell this turn, target creature you control "
                     "gains double strike until end of turn.")
    chapter = first(node, A.ChapterAbility)
    ts = chapter.sentences.items[0]
    assert isinstance(ts, A.TriggerSentence) and isinstance(ts.trigger, A.WheneverThisTurn)


def test_delayed_trigger_in_a_loyalty_ability():
    node = both_ways("[−1]: Whenever a creature attacks this turn, put a +1/+1 counter on it.")
    ts = first(node, A.TriggerSentence)
    assert isinstance(ts.trigger, A.WheneverThisTurn)
    assert [type(p) for p in ts.trigger.event.predicates] == [A.Attacks]
    # "this turn" is the duration, not the object attacked
    assert ts.trigger.event.predicates[0].what is None


def test_two_triggers_joined_by_or():
    # CR 603.2: one ability, two trigger conditions; either triggers it
    node = both_ways("When you planeswalk to ~ or at the beginning of your upkeep, draw a card.")
    trig = first(node, A.TriggeredAbility).trigger
    assert isinstance(trig, A.EitherTrigger)
    assert isinstance(trig.first, A.When) and isinstance(trig.second, A.AtBeginningOf)


def test_attacks_this_creature_is_still_an_object():
    # without a comma right after "this turn", "this" starts a reference
    node = both_ways("Whenever a creature attacks you or a planeswalker you control, draw a card.")
    assert not any(isinstance(n, A.WheneverThisTurn) for n in node.walk())


# -- trigger events -----------------------------------------------------------------------
def test_commit_a_crime():
    # CR 700.13: committing a crime; "This ability triggers only once each turn." (CR 603.2i)
    node = both_ways("Whenever you commit a crime, put a +1/+1 counter on this creature. "
                     "This ability triggers only once each turn.")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.You) and [type(p) for p in event.predicates] == [A.CommitsCrime]


def test_expend():
    # CR 700.14: you expend 4 as you spend your fourth total mana on spells in a turn
    node = both_ways("Whenever you expend 4, you gain 3 life.")
    assert first(node, A.Expends).amount.value == 4


def test_attack_with_counted_creatures():
    # CR 508.1: the attacking player's declared attackers
    node = both_ways("Whenever you attack with one or more Elves, populate.")
    attackers = first(node, A.AttacksWith).attackers
    assert isinstance(attackers, A.CountedOrMore)
    node = both_ways("When you attack with three or more creatures, transform ~.")
    assert first(first(node, A.AttacksWith), A.Count).number.value == 3


@pytest.mark.parametrize("text, possessive", [
    ("Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on this creature.", A.AnOpponents),
    ("Whenever you cast a spell during your turn, untap target creature.", A.Your),
])
def test_cast_during_a_players_turn(text, possessive):
    node = both_ways(text)
    during = first(node, A.CastsDuring)
    assert isinstance(during.turn, A.PlayersTurn) and isinstance(during.turn.player, possessive)


def test_cast_your_first_spell_during_each_opponents_turn():
    node = both_ways("Whenever you cast your first spell during each opponent's turn, "
                     "put a +1/+1 counter on this creature.")
    event = first(node, A.CastsNthDuringOpponentsTurn)
    assert isinstance(event.ordinal, A.First)


@pytest.mark.parametrize("text, event, kind", [
    ("Whenever you put a +1/+1 counter on a creature, create a 1/1 green Insect creature token.",
     A.PutsCountersEvent, "+1/+1"),
    ("Whenever you put one or more -1/-1 counters on this creature, remove a -1/-1 counter from another "
     "target creature you control.", A.PutsCountersOrMoreEvent, "-1/-1"),
    ("Whenever you put one or more counters on a creature you don't control, draw a card.",
     A.PutsCountersOrMoreEvent, None),
])
def test_put_counters_event(text, event, kind):
    # CR 122.6: putting counters on a permanent is one event however many are put
    node = both_ways(text)
    found = first(node, event)
    assert (to_text(found.kind) if found.kind is not None else None) == kind
