"""Loops of mandatory actions end the game in a draw (CR 104.4b, 731.4); the game then
takes no more actions (104.1). Optional actions and choices keep a loop from being one."""
from __future__ import annotations

import pytest

from cardlang.kernel import Decision, DefaultChooser, Game, RulesError, TriggeredAbility, card
from kernel_helpers import BEARS, SHOCK, main_phase_game


def _on(kind):
    return lambda game, ev, src: ev.kind == kind and getattr(ev, "player", None) == src.controller


# "Whenever you gain life, you lose 1 life." / "Whenever you lose life, you gain 1 life."
DRAIN = card("Drain Engine", "{1}", "Enchantment", abilities=(TriggeredAbility(
    _on("gain_life"), lambda game, ctx: game.lose_life(ctx.controller, 1),
    text="Whenever you gain life, you lose 1 life."),))
FILL = card("Fill Engine", "{1}", "Enchantment", abilities=(TriggeredAbility(
    _on("lose_life"), lambda game, ctx: game.gain_life(ctx.controller, 1),
    text="Whenever you lose life, you gain 1 life."),))


def _loop_game(*answers):
    g, ch = main_phase_game(*answers)
    a = g.pid("Alice")
    g.add_card(a, DRAIN, "battlefield")
    g.add_card(a, FILL, "battlefield")
    return g, a


def _passes_until_over(g, limit=50) -> int:
    for n in range(1, limit + 1):
        g.pass_all()
        if g.outcome is not None:
            return n
    return 0


def test_104_4b_a_loop_of_mandatory_triggers_is_a_draw():
    """Gain 1 → "lose 1" triggers → lose 1 → "gain 1" triggers → gain 1 → ...: nothing in the
    loop is optional, so the game is a draw. The state after the third resolution is the
    state after the first (life 21, "lose 1" on the stack), so it is declared then."""
    g, a = _loop_game()
    g.gain_life(a, 1)
    g.give_priority(a)             # 117.5: the trigger goes on the stack
    assert _passes_until_over(g) == 3
    assert g.outcome == "a draw"
    end = [e for e in g.log if e.rule == "104.4b"]
    assert len(end) == 1 and end[0].kind == "game_over" and "2 resolutions ago" in end[0].text
    assert g.priority is None


def test_104_1_after_the_draw_every_action_is_refused_and_changes_nothing():
    g, a = _loop_game()
    b = g.pid("Bob")
    shock = g.add_card(a, SHOCK, "hand")
    g.gain_life(a, 1)
    g.give_priority(a)
    _passes_until_over(g)
    before = g.snapshot()
    for act in (lambda: g.pass_priority(a), lambda: g.pass_all(), lambda: g.cast_spell(a, shock, targets=[b]),
                lambda: g.gain_life(b, 1), lambda: g.advance_step(), lambda: g.goto("end"), lambda: g.resolve_top()):
        with pytest.raises(RulesError) as err:
            act()
        assert err.value.rule == "104.1", err.value
        assert g.snapshot() == before


def test_104_4b_a_loop_with_an_optional_action_is_not_a_draw():
    """"you may gain 1 life": the loop contains an optional action (a decision with two
    options, answered "yes" every time), so the game goes on however long it lasts."""
    def may_gain(game, ctx):
        d = Decision("may", "you may gain 1 life", ctx.controller, ["yes", "no"], rule="603.5")
        if game.ask(d) == "yes":
            game.gain_life(ctx.controller, 1)
    optional_fill = card("Maybe Engine", "{1}", "Enchantment", abilities=(TriggeredAbility(
        _on("lose_life"), may_gain, text="Whenever you lose life, you may gain 1 life."),))

    class AlwaysYes(DefaultChooser):
        def choose(self, decision):
            return "yes" if decision.kind == "may" else super().choose(decision)
    g = Game(["Alice", "Bob"], chooser=AlwaysYes())
    g.start()
    g.goto("main1")
    a = g.pid("Alice")
    g.add_card(a, DRAIN, "battlefield")
    g.add_card(a, optional_fill, "battlefield")
    g.gain_life(a, 1)
    g.give_priority(a)
    assert _passes_until_over(g, limit=40) == 0
    assert g.outcome is None and g.stack_items


def test_104_4b_a_finite_chain_that_repeats_its_trigger_is_not_a_draw():
    """The same trigger of the same source resolves again and again, but the state moves on
    (a counter more each time) and the chain ends: no state repeats, so no draw."""
    def counters_fewer_than_5(game, ctx):
        return game.objects[ctx.source].counters.get("charge", 0) < 5 if ctx.source in game.objects else False
    grow = card("Counter Engine", "{1}", "Artifact", abilities=(TriggeredAbility(
        lambda game, ev, src: ev.kind == "counters" and ev.target == src.id,
        lambda game, ctx: game.put_counters(ctx.source, "charge", 1),
        intervening_if=counters_fewer_than_5,
        text="Whenever a counter is put on this, if it has fewer than five charge counters, put a charge counter on it."),))
    g, ch = main_phase_game()
    a = g.pid("Alice")
    eng = g.add_card(a, grow, "battlefield")
    g.put_counters(eng, "charge", 1)
    g.give_priority(a)
    while g.stack_items:
        g.pass_all()
    assert g.outcome is None and g.objects[eng].counters["charge"] == 5


def test_104_4b_an_event_from_outside_a_resolution_starts_the_count_again():
    """Only what happens inside resolutions (and the state-based actions and triggers after
    them) is part of a mandatory loop. An event from outside one -- a turn-based action, a
    player's action, an effect the caller performs -- clears the states seen: here a counter
    put on Alice and removed again (the state is the same, but the loop had an outside
    action), so the repeat counts from after it: three more resolutions, not one."""
    g, a = _loop_game()
    g.gain_life(a, 1)
    g.give_priority(a)
    g.pass_all()
    g.pass_all()                   # two resolutions: one short of the repeat
    g.put_counters(a, "energy", 1)
    g.remove_counters(a, "energy", 1)
    assert _passes_until_over(g) == 3
    assert g.outcome == "a draw"


def test_104_4b_real_card_text_tokens_that_die_forever(tmp_path):
    """Card text through the interpreter: "Whenever a creature dies, create a 0/0 black Zombie
    creature token." The token dies (704.5f), which triggers it again, for ever: a draw. Shock
    resolves (Grizzly Bears dies, the trigger goes on the stack); the trigger resolves (a
    token is created, dies and ceases to exist, 704.5d; the trigger again): the same state."""
    import io
    from rich.console import Console
    from cardlang.script.runner import run_one
    script = tmp_path / "loop.game"
    script.write_text("""players Alice 20, Bob 20
card:
Grim Factory {2}
Enchantment
Whenever a creature dies, create a 0/0 black Zombie creature token.
end
Alice battlefield: Grim Factory
Bob battlefield: Grizzly Bears
Alice hand: Shock
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Grizzly Bears
all pass
all pass
expect log: "the game is a draw"
expect refused "the game is over": all pass
""", encoding="utf-8")
    out = io.StringIO()
    code, runner = run_one(script, console=Console(file=out, width=200, color_system=None),
                           err_console=Console(file=out, width=200, color_system=None))
    assert code == 0, out.getvalue()
    assert runner.game.outcome == "a draw"
