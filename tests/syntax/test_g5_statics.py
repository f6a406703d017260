"""G5: conditional cost reductions and additional land plays on real Oracle lines."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def test_costs_less_if_you_control():
    node = one("This spell costs {1} less to cast if you control a Wizard.")
    st = first(node, A.CostsLessIf)
    assert isinstance(st.subject, A.SelfThis)
    assert st.cost.symbols[0].symbol == "1"
    assert isinstance(st.condition, A.ControlsObjectsCondition)


def test_costs_less_if_it_targets():
    node = one("This spell costs {2} less to cast if it targets a tapped creature.")
    st = first(node, A.CostsLessIf)
    cond = st.condition
    assert isinstance(cond, A.TargetsCondition) and isinstance(cond.spell, A.It)
    assert isinstance(first(cond.target, A.Tapped), A.Tapped)


def test_additional_land_each_turn():
    node = one("You may play an additional land on each of your turns.")
    st = first(node, A.AdditionalLandEachTurn)
    assert isinstance(st.player, A.You) and st.land.name == "land"
    node = one("Each player may play an additional land during each of their turns.")
    assert isinstance(first(node, A.AdditionalLandEachTurn).player, A.Quantified)


def test_play_additional_land_this_turn():
    node = one("You may play an additional land this turn.")
    may = first(node, A.MayEffect)
    assert isinstance(may.player, A.You)
    assert isinstance(may.effect, A.PlayAdditionalLand) and may.effect.land.name == "land"
