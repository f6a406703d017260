"""Continuous effects, layers and durations (CR 611, 613, 514.2)."""
import pytest

from cardlang.kernel import (END_OF_TURN, THIS_TURN, ContinuousEffect, StaticAbility, as_long_as, card, keyword,
                             until_event, until_your_next_turn, double_damage)
from cardlang.kernel.layers import add_types, gain_control, grant, lose_all_abilities, pump, set_colors, set_pt
from kernel_helpers import BEARS, main_phase_game


def is_(oid):
    return lambda g, c: c.id == oid


def test_613_4_layer_7b_set_applies_before_7c_modify_regardless_of_timestamp():
    g, ch = main_phase_game()
    bear = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    g.add_effect(pump("+2/+2", 2, 2, is_(bear)))
    g.add_effect(set_pt("base 0/1", 0, 1, is_(bear)))   # later timestamp, earlier sublayer
    c = g.chars(bear)
    assert (c.power, c.toughness) == (2, 3)


def test_613_4c_counters_apply_in_7c_after_setting():
    g, ch = main_phase_game()
    bear = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    g.put_counters(bear, "+1/+1", 1)
    g.add_effect(set_pt("base 1/1", 1, 1, is_(bear)))
    assert (g.chars(bear).power, g.chars(bear).toughness) == (2, 2)


def test_613_4d_switch_after_everything():
    g, ch = main_phase_game()
    bear = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    g.add_effect(ContinuousEffect("switch", "7d", lambda gm, c: (setattr(c, "power", c.toughness), setattr(c, "toughness", 2)) and None, is_(bear)))
    def sw(gm, c):
        c.power, c.toughness = c.toughness, c.power
    g.effects[-1].modify = sw
    g.add_effect(pump("+0/+3", 0, 3, is_(bear)))
    c = g.chars(bear)
    assert (c.power, c.toughness) == (5, 2)


def test_613_7_timestamp_order_within_a_layer():
    g, ch = main_phase_game()
    bear = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    g.add_effect(set_colors("becomes blue", ["blue"], is_(bear)))
    g.add_effect(set_colors("becomes red", ["red"], is_(bear)))
    assert g.chars(bear).colors == ("red",)


def test_613_1_type_change_in_layer_4_seen_by_layer_7_effects():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    rock = g.add_card(a, card("Statue", "{3}", "Artifact"), "battlefield")
    g.add_effect(pump("creatures get +1/+1", 1, 1, lambda gm, c: c.is_creature))
    g.add_effect(add_types("becomes a 2/2 creature", ("Creature",), applies_to=is_(rock)))
    g.add_effect(set_pt("base 2/2", 2, 2, is_(rock)))
    c = g.chars(rock)
    assert c.is_creature and (c.power, c.toughness) == (3, 3)


def test_613_8_dependency_reorders_effects_in_a_layer():
    g, ch = main_phase_game()
    bear = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    first_strike = keyword("first strike")
    flying = keyword("flying")
    # earlier timestamp: creatures with flying gain first strike
    g.add_effect(grant("flyers gain first strike", [first_strike], lambda gm, c: c.has_keyword("flying")))
    # later timestamp: all creatures gain flying -- the first effect depends on it (613.8a)
    g.add_effect(grant("creatures gain flying", [flying], lambda gm, c: c.is_creature))
    c = g.chars(bear)
    assert c.has_keyword("flying") and c.has_keyword("first strike")


def test_613_8b_without_dependency_timestamp_order_holds():
    g, ch = main_phase_game()
    bear = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    g.add_effect(grant("gain flying", [keyword("flying")], lambda gm, c: c.is_creature))
    g.add_effect(lose_all_abilities("lose all abilities", lambda gm, c: c.is_creature))
    assert g.chars(bear).abilities == []


def test_613_1b_layer_2_control_change():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(b, BEARS, "battlefield")
    g.add_effect(gain_control("steal", a, is_(bear), duration=END_OF_TURN))
    assert g.controller(bear) == a
    g.end_effects(("end_of_turn",))
    assert g.controller(bear) == b


def test_611_2c_locked_in_affected_set():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    b1 = g.add_card(a, BEARS, "battlefield")
    g.add_effect(pump("creatures you control get +1/+1 until EOT", 1, 1, lambda gm, c: c.is_creature,
                      locked=frozenset({b1}), duration=END_OF_TURN))
    b2 = g.add_card(a, BEARS, "battlefield")
    assert g.chars(b1).power == 3 and g.chars(b2).power == 2


def test_611_3_static_ability_effect_applies_while_source_on_battlefield_with_its_timestamp():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    anthem = card("Anthem", "{2}{W}", "Enchantment", abilities=(
        StaticAbility(continuous=lambda gm, src: [pump("creatures you control get +1/+1", 1, 1,
                                                       lambda g2, c, s=src: c.is_creature and c.controller == s.controller)],
                      text="Creatures you control get +1/+1."),))
    bear = g.add_card(a, BEARS, "battlefield")
    an = g.add_card(a, anthem, "battlefield")
    assert g.chars(bear).power == 3
    eff = [e for e in g.active_continuous_effects() if e.source == an][0]
    assert eff.timestamp == g.obj(an).timestamp     # 613.7a
    g.destroy(an)
    assert g.chars(bear).power == 2


def test_514_2_until_end_of_turn_and_this_turn_end_in_cleanup():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(a, BEARS, "battlefield")
    g.add_effect(pump("giant growth", 3, 3, is_(bear), duration=END_OF_TURN))
    from cardlang.kernel import prevent_next
    g.add_replacement(prevent_next("this turn shield", 5, lambda gm, e: True, duration=THIS_TURN))
    g.deal_damage(None, bear, 1)
    assert g.chars(bear).power == 5 and g.obj(bear).damage == 0
    g.goto("upkeep", b)
    assert g.chars(bear).power == 2
    g.deal_damage(None, bear, 1)
    assert g.obj(bear).damage == 1
    assert any(e.rule == "514.2" for e in g.log)


def test_611_2b_as_long_as_ends_for_good():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bear = g.add_card(a, BEARS, "battlefield")
    flag = {"on": True}
    g.add_effect(pump("while on", 1, 1, is_(bear), duration=as_long_as(lambda gm: flag["on"])))
    assert g.chars(bear).power == 3
    flag["on"] = False
    assert g.chars(bear).power == 2
    flag["on"] = True
    assert g.chars(bear).power == 2   # it doesn't come back


def test_until_a_delayed_event():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bear = g.add_card(a, BEARS, "battlefield")
    g.add_effect(pump("until you gain life", 1, 1, is_(bear),
                      duration=until_event(lambda gm, ev: ev.kind == "gain_life")))
    g.draw(a)
    assert g.chars(bear).power == 3
    g.gain_life(a, 1)
    assert g.chars(bear).power == 2


def test_until_your_next_turn_ends_just_before_your_untap_step():
    g, ch = main_phase_game(library=2)
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(a, BEARS, "battlefield", tapped=True)
    seen = {}
    g.add_effect(pump("until your next turn", 1, 1, is_(bear), duration=until_your_next_turn(a)))
    g.goto("end", b)
    assert g.chars(bear).power == 3       # still on through the opponent's turn
    # watch the untap event: the effect is already gone when the untap step happens
    from cardlang.kernel import TriggeredAbility
    g.add_delayed_trigger(__import__("cardlang.kernel", fromlist=["DelayedTrigger"]).DelayedTrigger(
        lambda gm, ev, dt: ev.kind == "tap" and ev.untap and seen.setdefault("p", gm.chars(bear).power) and False,
        lambda gm, c: None, a, None))
    g.goto("upkeep", a)
    assert seen["p"] == 2
    assert g.chars(bear).power == 2


def test_until_your_next_turn_ends_even_if_untap_step_is_skipped():
    g, ch = main_phase_game(library=2)
    a, b = g.pid("Alice"), g.pid("Bob")
    g.add_replacement(double_damage("doubling until your next turn", duration=until_your_next_turn(a)))
    g.skip_next_untap_step(a)
    g.goto("main1", b)
    g.deal_damage(None, b, 1)
    assert g.player(b).life == 18
    g.goto("upkeep", a)
    assert any(e.rule == "614.10" for e in g.log)   # the untap step was skipped
    g.deal_damage(None, b, 1)
    assert g.player(b).life == 17
