"""G5: a spell's own casting restrictions (CR 601.3) on real Oracle lines."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def test_cast_only_during_combat_and_after_combat():
    node = one("Cast this spell only during combat.")
    assert isinstance(first(node, A.CastOnlyDuringCombat).spell, A.SelfThis)
    node = one("Cast this spell only after combat.")
    assert isinstance(first(node, A.CastOnlyAfterCombat).spell, A.SelfThis)


def test_cast_only_during_or_before_a_step():
    node = one("Cast this spell only during the declare blockers step.")
    assert first(node, A.CastOnlyDuringStep).step.name == "declare blockers step"
    node = one("Cast this spell only before the combat damage step.")
    assert first(node, A.CastOnlyBeforeStep).step.name == "combat damage step"
    node = one("Cast this spell only during your end step.")
    assert first(node, A.CastOnlyDuringYourStep).step.name == "end step"
    node = one("Cast this spell only during your turn.")
    assert isinstance(first(node, A.CastOnlyDuringYourTurn), A.CastOnlyDuringYourTurn)


def test_cast_only_if_and_from_zone():
    node = one("Cast this spell only if you control two or more Vampires.")
    assert isinstance(first(node, A.CastOnlyIf).condition, A.ControlsObjectsCondition)
    node = one("Cast this spell only from your graveyard.")
    assert first(node, A.CastOnlyFrom).zone.zone.name == "graveyard"
