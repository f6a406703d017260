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
    g, ch = main_phase_game(library=2)
    g.goto("upkeep", "Bob")
    assert g.active_player == g.pid("Bob") and g.turn == 2
    g.goto("upkeep", "Alice")
    assert g.turn == 3


def test_904_9_scheme_set_in_motion_from_command_zone_and_seed_duration():
    """The seed's scheme: damage doubling until the archenemy's next turn."""
    g, ch = main_phase_game(library=2)
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


# -- goto is all or nothing (732.1) -------------------------------------------------------------
def _upkeep_trigger_card():
    from cardlang.kernel import TriggeredAbility, card

    def at_your_upkeep(game, ev, src):
        return ev.kind == "marker" and ev.name == "step_begins" and ev.data["step"] == "upkeep" \
            and ev.data["player"] == src.controller
    return card("Upkeep Bell", "{1}", "Artifact", abilities=(TriggeredAbility(
        at_your_upkeep, lambda game, ctx: game.gain_life(ctx.controller, 1),
        text="At the beginning of your upkeep, you gain 1 life."),))


def test_732_1_goto_refused_part_way_changes_nothing():
    """Bob's upkeep trigger goes on the stack on the way to Bob's main phase... of the next
    turn; a step can't end with it there (500.2), so goto is refused -- and Alice's turn,
    her cleanup, Bob's untap and draw (a card moved, a new object) are all undone."""
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    for p in (a, b):
        for _ in range(3):
            g.add_card(p, BEARS, "library")
    g.add_card(b, _upkeep_trigger_card(), "battlefield")
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        g.goto("main1", b)
    assert err.value.rule == "500.2"
    assert g.snapshot() == before
    assert (g.turn, g.step, g.active_player) == (1, "main1", a)


def test_732_1_goto_with_a_cleanup_discard_nobody_chose_changes_nothing():
    """514.1: Alice must discard down to seven in her cleanup step; nobody answers which
    card (MissingChoice): the whole goto is refused, nothing moved."""
    from cardlang.kernel import MissingChoice
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    for _ in range(9):
        g.add_card(a, BEARS, "hand")
    before = g.snapshot()
    with pytest.raises(MissingChoice):
        g.goto("upkeep", b)
    assert g.snapshot() == before


def test_732_1_goto_a_turn_that_never_comes_changes_nothing():
    """A player who has left the game takes no turns (800.4): the step is never reached in
    ``max_steps``, the goto is refused with 500.1, and the steps on the way (draws, shuffles
    of the random state) are undone."""
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    for p in (a, b):
        for _ in range(10):
            g.add_card(p, BEARS, "library")
    g.players[b].lost = True
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        g.goto("main1", b, max_steps=40)
    assert err.value.rule == "500.1" and "couldn't reach Bob's main1" in str(err.value)
    assert g.snapshot() == before


def test_goto_an_unknown_step_is_refused_with_the_list_of_steps():
    g, ch = main_phase_game()
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        g.goto("second main")
    assert "main2" in str(err.value) and err.value.rule == "500.1"
    assert g.snapshot() == before
