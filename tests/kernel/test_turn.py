"""Turn structure (CR 500-514) and Archenemy schemes (314, 904)."""
import pytest

from cardlang.kernel import Game, RulesError, ScriptedChooser, DefaultChooser
from cardlang.kernel.turn import STEPS
from kernel_helpers import BEARS, DOUBLING_SCHEME, SHOCK, main_phase_game


def test_500_1_steps_in_order_and_502_4_untap_has_no_priority():
    g = Game(["Alice", "Bob"])
    g.start()
    assert g.step == "upkeep"        # the untap step gave no priority
    seen = [g.step]
    for _ in range(6):
        g.pass_all()
        seen.append(g.step)
    # 508.8: no attackers, so declare blockers and combat damage are skipped
    assert seen == ["upkeep", "draw", "main1", "begin_combat", "declare_attackers", "end_combat", "main2"]


def test_103_8a_first_player_skips_first_draw_and_504_1_others_draw():
    g = Game(["Alice", "Bob"])
    a, b = g.pid("Alice"), g.pid("Bob")
    for p in (a, b):
        for _ in range(3):
            g.add_card(p, BEARS, "library")
    g.start()
    g.goto("main1")
    assert g.hand(a) == []
    g.goto("main1", b)
    assert len(g.hand(b)) == 1
    g.goto("main1", a)
    assert len(g.hand(a)) == 1


def test_502_3_untap_step_untaps_active_players_permanents():
    g = Game(["Alice", "Bob"])
    a, b = g.pid("Alice"), g.pid("Bob")
    mine = g.add_card(a, BEARS, "battlefield", tapped=True)
    theirs = g.add_card(b, BEARS, "battlefield", tapped=True)
    g.start()
    assert not g.obj(mine).tapped and g.obj(theirs).tapped


def test_500_2_step_cannot_end_with_a_nonempty_stack():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    s = g.add_card(a, SHOCK, "hand")
    g.add_mana(a, "R")
    g.cast_spell(a, s, targets=[b])
    with pytest.raises(RulesError) as e:
        g.advance_step()
    assert e.value.rule == "500.2"


def test_514_1_cleanup_discards_to_hand_size():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    cards = [g.add_card(a, BEARS, "hand") for _ in range(8)]
    ch.add(("discard", cards[0]))
    g.goto("upkeep", g.pid("Bob"))
    assert len(g.hand(a)) == 7 and len(g.graveyard(a)) == 1


def test_turn_passes_to_next_player():
    g, ch = main_phase_game()
    g.goto("upkeep", "Bob")
    assert g.active_player == g.pid("Bob") and g.turn == 2
    g.goto("upkeep", "Alice")
    assert g.turn == 3


def test_904_9_scheme_set_in_motion_from_command_zone_and_seed_duration():
    """The seed's scheme: damage doubling until the archenemy's next turn."""
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    sch = g.add_card(a, DOUBLING_SCHEME, "command")
    g.set_scheme_in_motion(a, sch)
    g.pass_all()
    assert g.obj(sch).zone == "command"     # 314.2: stays in the command zone
    g.deal_damage(None, b, 2)
    assert g.player(b).life == 16
    g.goto("end", b)
    g.deal_damage(None, a, 1)                # still on during the opponent's turn
    assert g.player(a).life == 18
    g.goto("upkeep", a)
    g.deal_damage(None, b, 2)
    assert g.player(b).life == 14


def test_904_scheme_only_owner_from_command_zone():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    sch = g.add_card(a, DOUBLING_SCHEME, "command")
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.set_scheme_in_motion(b, sch)
    assert e.value.rule == "904.9" and g.snapshot() == before
