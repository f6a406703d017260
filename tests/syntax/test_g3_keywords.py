"""G3 keyword shapes: keyword-named activated/triggered abilities (Exhaust —, Boast —,
Max speed —), ability-word activated abilities (Cohort — {T}, ...: the costs begin after
the dash), Splice onto Arcane, two-cost keywords (Kicker ... and/or ...)."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def test_exhaust_names_an_activated_ability():
    node = one("Exhaust — {2}{G}{G}: Put two +1/+1 counters on this creature. (Activate each exhaust ability only once.)")
    named = first(node, A.KeywordNamedAbility)
    assert named.name.name == "exhaust" and isinstance(named.body, A.ActivatedAbility)


def test_max_speed_names_a_triggered_ability():
    node = one("Max speed — At the beginning of your upkeep, draw a card.")
    assert isinstance(first(node, A.KeywordNamedAbility).body, A.TriggeredAbility)


def test_ability_word_activated_ability():
    node = one("Cohort — {T}, Tap an untapped Ally you control: Discard a card. If you do, draw a card.")
    assert isinstance(first(node, A.AbilityWordAbility).body, A.ActivatedAbility)
    assert first(node, A.TapObjectCost) is not None


def test_splice_onto_arcane():
    node = one("Splice onto Arcane {W} (As you cast an Arcane spell, you may reveal this card from your hand and pay "
               "its splice cost. If you do, add this card's effects to that spell.)")
    splice = first(node, A.SpliceOnto)
    assert splice.subtype.name == "Arcane" and splice.cost is not None


def test_kicker_and_or():
    node = one("Kicker {2}{U} and/or {1}{B} (You may pay an additional {2}{U} and/or {1}{B} as you cast this spell.)")
    kicker = first(node, A.CostKeywordChoice)
    assert kicker.name.name == "kicker"
