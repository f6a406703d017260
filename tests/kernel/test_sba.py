"""State-based actions (CR 704)."""
import pytest

from cardlang.kernel import card, keyword
from cardlang.kernel.errors import RulesError
from cardlang.kernel.layers import pump
from kernel_helpers import BEARS, main_phase_game

LEGEND = card("Old Hero", "{2}{W}", "Legendary Creature — Human", "2/2")


def test_704_5a_zero_or_less_life_loses():
    g, ch = main_phase_game()
    b = g.pid("Bob")
    g.lose_life(b, 20)
    assert not g.player(b).lost      # only when SBAs are checked (104.3b)
    g.check_state()
    assert g.player(b).lost
    assert any(e.kind == "lose_game" for e in g.log)
    # 104.2a: Alice, still in the game, wins once her only opponent has left it
    assert g.outcome == "Alice wins" and g.log[-1].rule == "104.2a"


def test_704_5b_draw_from_empty_library_loses():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    g.draw(a)
    g.check_state()
    assert g.player(a).lost


def test_704_5c_ten_poison_loses():
    g, ch = main_phase_game()
    b = g.pid("Bob")
    g.put_counters(b, "poison", 10)
    g.check_state()
    assert g.player(b).lost


def test_704_5f_zero_toughness_goes_to_graveyard():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bear = g.add_card(a, BEARS, "battlefield")
    g.add_effect(pump("-2/-2", -2, -2, lambda gm, c: c.id == bear))
    g.check_state()
    assert bear not in g.objects and g.graveyard(a)


def test_704_5g_lethal_damage_destroys():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bear = g.add_card(a, BEARS, "battlefield")
    g.deal_damage(None, bear, 1)
    g.check_state()
    assert bear in g.objects
    g.deal_damage(None, bear, 1)
    g.check_state()
    assert bear not in g.objects
    assert any(e.kind == "zone_change" and e.fields["reason"] == "destroy" for e in g.log)


def test_704_5h_deathtouch_damage_destroys():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    snake = g.add_card(a, card("Snake", "{G}", "Creature — Snake", "1/1", abilities=(keyword("deathtouch"),)), "battlefield")
    giant = g.add_card(a, card("Big", "{5}", "Creature — Giant", "6/6"), "battlefield")
    g.deal_damage(snake, giant, 1)
    g.check_state()
    assert giant not in g.objects


def test_704_5j_legend_rule_controller_chooses():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    l1 = g.add_card(a, LEGEND, "battlefield")
    l2 = g.add_card(a, LEGEND, "battlefield")
    ch.add(("legend_rule", l2))
    g.check_state()
    assert l2 in g.objects and l1 not in g.objects
    # different controllers: no legend rule
    l3 = g.add_card(g.pid("Bob"), LEGEND, "battlefield")
    g.check_state()
    assert l3 in g.objects and l2 in g.objects


def test_704_5d_token_that_left_the_battlefield_ceases_to_exist():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    [t] = g.create_token(a, "Food")
    new = g.move(t, "exile")
    assert new in g.objects
    g.check_state()
    assert new not in g.objects and g.zone("exile") == []


def test_704_5q_plus_and_minus_counters_annihilate():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bear = g.add_card(a, BEARS, "battlefield")
    g.put_counters(bear, "+1/+1", 2)
    g.put_counters(bear, "-1/-1", 3)
    g.check_state()
    assert g.obj(bear).counters == {"-1/-1": 1}
    assert (g.chars(bear).power, g.chars(bear).toughness) == (1, 1)


def test_704_5i_planeswalker_with_no_loyalty():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    pw = g.add_card(a, card("Walker Mage", "{3}", "Legendary Planeswalker — Mage", loyalty=3), "battlefield",
                    counters={"loyalty": 3})
    g.deal_damage(None, pw, 3)    # 120.3c: damage removes loyalty
    g.check_state()
    assert pw not in g.objects


def test_704_3_sbas_are_simultaneous():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    b1 = g.add_card(a, BEARS, "battlefield")
    b2 = g.add_card(b, BEARS, "battlefield")
    g.deal_damage(None, b1, 2)
    g.deal_damage(None, b2, 2)
    n = len(g.log)
    g.check_state()
    moves = [e for e in g.log[n:] if e.kind == "zone_change"]
    assert len(moves) == 2


def test_104_4a_all_players_losing_at_once_is_a_draw_and_the_game_takes_no_more_actions():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    g.lose_life(a, 20)
    g.lose_life(b, 20)
    g.check_state()                  # 704.3: both state-based losses happen at once
    assert g.player(a).lost and g.player(b).lost
    assert g.outcome == "a draw" and g.log[-1].rule == "104.4a"
    life = g.player(a).life
    with pytest.raises(RulesError, match="104.1"):   # 104.1: the game has ended
        g.lose_life(a, 1)
    assert g.player(a).life == life


def test_104_2a_drawing_from_an_empty_library_in_the_draw_step_ends_the_game_there():
    g, ch = main_phase_game()         # no libraries
    a, b = g.pid("Alice"), g.pid("Bob")
    g.goto("upkeep", b)
    g.advance_step()                  # Bob's draw step (504.1): he can't draw, 704.5b
    assert g.player(b).lost and g.outcome == "Alice wins"
    assert (g.active_player, g.step) == (b, "draw") and g.priority is None
    with pytest.raises(RulesError, match="104.1"):
        g.advance_step()              # no step begins in an ended game
