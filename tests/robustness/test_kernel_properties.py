"""Rules kernel properties under random play (hypothesis, bounded and deterministic).

* random sequences of legal and illegal actions never break the invariants: every object
  in exactly one zone, integer life totals, mana pools of well-formed mana with riders;
* every refused action (RulesError) leaves ``game.snapshot()`` equal to before (CR 732.1);
* replacement effects that feed each other end, each applying once (614.5, 616.1f);
* chains of state-based actions and triggers end (117.5, 704.3);
* the same actions with the same seed replay to an identical event log.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from cardlang.kernel import (DrawEvent, Game, LifeGainEvent, LifeLossEvent, MissingChoice, ReplacementEffect,
                             RulesError, ScriptedChooser, TriggeredAbility, card, double_damage, prevent_next)
from robust_game import RandomPlayer, check_invariants, library_cards, replay_log
from robust_support import ROBUST

CARDS = library_cards()


@settings(ROBUST, max_examples=40)
@given(seed=st.integers(0, 2 ** 32 - 1), steps=st.integers(10, 60))
def test_random_play_keeps_invariants_and_refused_actions_change_nothing(seed, steps):
    player = RandomPlayer(random.Random(seed), seed=seed, cards=CARDS)
    player.run(steps)   # asserts after every action


def test_random_play_exercises_both_legal_and_refused_actions():
    """The driver is worth something only if both kinds happen often."""
    done = refused = 0
    for seed in range(6):
        player = RandomPlayer(random.Random(seed), seed=seed, cards=CARDS)
        player.run(60)
        done += player.done
        refused += player.refused
    assert done > 100 and refused > 50, (done, refused)


@settings(ROBUST, max_examples=15)
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_same_seed_replays_to_an_identical_event_log(seed):
    first = replay_log(seed, 50, CARDS)
    assert first == replay_log(seed, 50, CARDS)
    assert len(first) > 5


def test_different_seeds_give_different_games():
    logs = {tuple(replay_log(seed, 40, CARDS)) for seed in range(4)}
    assert len(logs) > 1


# -- loops of replacement effects (614.5, 616.1f) ------------------------------------------
def _converter(name: str, src: str, dst: str, pid: int) -> ReplacementEffect:
    """"If you would <src>, <dst> instead" for one player: draw, gain or lose (1)."""
    make = {"draw": lambda: DrawEvent(player=pid), "gain": lambda: LifeGainEvent(player=pid, amount=1),
            "lose": lambda: LifeLossEvent(player=pid, amount=1)}
    kinds = {"draw": DrawEvent, "gain": LifeGainEvent, "lose": LifeLossEvent}

    def replace(game, ev):
        new = make[dst]()
        return new

    return ReplacementEffect(name=name, applies=lambda g, e: isinstance(e, kinds[src]) and e.player == pid,
                             replace=replace)


@settings(ROBUST, max_examples=60)
@given(edges=st.lists(st.tuples(st.sampled_from(["draw", "gain", "lose"]), st.sampled_from(["draw", "gain", "lose"])),
                      min_size=1, max_size=8),
       start=st.sampled_from(["draw", "gain", "lose"]), order=st.randoms(use_true_random=False))
def test_replacement_effects_that_feed_each_other_end(edges, start, order):
    """Draw→gain, gain→lose, lose→draw...: each effect applies once to an event and to
    everything it becomes (614.5), so any such cycle ends, whatever order is chosen."""
    g = Game(["A", "B"], seed=1, chooser=_AnyChooser(order))
    a = g.pid("A")
    for _ in range(3):
        g.add_card(a, card("Filler", "{1}", "Artifact"), "library")
    effects = [g.add_replacement(_converter(f"r{i}:{s}->{d}", s, d, a)) for i, (s, d) in enumerate(edges)]
    before = (g.player(a).life, len(g.hand(a)))
    {"draw": lambda: g.draw(a, 1), "gain": lambda: g.gain_life(a, 1), "lose": lambda: g.lose_life(a, 1)}[start]()
    check_invariants(g)
    life, hand = g.player(a).life, len(g.hand(a))
    assert abs(life - before[0]) + (hand - before[1]) == 1, "exactly one event happens in the end"
    for entry in g.log:
        assert len(entry.replacements) == len(set(entry.replacements)) <= len(effects)


class _AnyChooser(ScriptedChooser):
    def __init__(self, rng):
        super().__init__([])
        self.rng = rng

    def choose(self, decision):
        return self.rng.choice(list(decision.options))


def _damage_effect(kind: str, i: int, pid: int) -> ReplacementEffect:
    """A replacement effect on damage to player ``pid``: a shield that is used up, a doubler,
    +1, a self-replacement +1 that writes to the log (like a choice made "as it enters")."""
    if kind == "shield":
        return prevent_next(f"shield {i}", 1 + i % 2, lambda g, e: e.recipient == pid)
    if kind == "doubler":
        return double_damage(f"doubler {i}", lambda g, e: e.recipient == pid)

    def plus_one(game, ev):
        if kind == "self":
            game.note(f"self {i} adds 1")
        ev.amount += 1
        return ev
    return ReplacementEffect(f"{kind} {i}", lambda g, e: e.kind == "damage" and e.recipient == pid, plus_one,
                             self_replacement=kind == "self")


class _GivesUp(ScriptedChooser):
    """Answers ``n`` decisions at random, then has no answer (MissingChoice)."""
    def __init__(self, rng, n):
        super().__init__([])
        self.rng, self.n = rng, n

    def choose(self, decision):
        if self.n <= 0:
            return super().choose(decision)
        self.n -= 1
        return self.rng.choice(list(decision.options))


@settings(ROBUST, max_examples=80)
@given(kinds=st.lists(st.sampled_from(["shield", "doubler", "plus", "self"]), min_size=1, max_size=6),
       answers=st.integers(0, 4), amounts=st.lists(st.integers(1, 4), min_size=1, max_size=2),
       order=st.randoms(use_true_random=False))
def test_a_refused_replacement_ordering_changes_nothing(kinds, answers, amounts, order):
    """616.1: the affected player orders the effects one at a time, asked again after each
    (616.1f); if an answer is missing part way, the event (or all the simultaneous events,
    e.g. divided damage) is refused and the game is exactly as before (732.1) -- shields
    unused, no log lines. Answered, each effect applies at most once (614.5)."""
    g = Game(["A", "B"], seed=1, chooser=_GivesUp(order, answers))
    a, b = g.pid("A"), g.pid("B")
    for i, kind in enumerate(kinds):
        g.add_replacement(_damage_effect(kind, i, a if i % 2 == 0 else b))
    before = g.snapshot()
    try:
        g.deal_damage_divided(None, dict(zip((a, b), amounts)))
    except MissingChoice:
        assert g.snapshot() == before
    else:
        check_invariants(g)
        for entry in g.log:
            assert len(entry.replacements) == len(set(entry.replacements))


# -- loops of triggered abilities (104.4b) ------------------------------------------------------
def _mandatory_loop_game() -> tuple[Game, int]:
    """Two permanents: "Whenever you gain life, you lose 1 life" and "Whenever you lose
    life, you gain 1 life" — a loop of mandatory actions (CR 104.4b)."""
    def on(kind):
        return lambda game, ev, src: ev.kind == kind and getattr(ev, "player", None) == src.controller

    lose = TriggeredAbility(on("gain_life"), lambda game, ctx: game.lose_life(ctx.controller, 1), text="lose 1")
    gain = TriggeredAbility(on("lose_life"), lambda game, ctx: game.gain_life(ctx.controller, 1), text="gain 1")
    g = Game(["A", "B"], seed=3)
    a = g.pid("A")
    g.add_card(a, card("Drain Engine", "{1}", "Enchantment", abilities=(lose,)), "battlefield")
    g.add_card(a, card("Fill Engine", "{1}", "Enchantment", abilities=(gain,)), "battlefield")
    g.start()
    g.goto("main1")
    return g, a


def test_a_mandatory_trigger_loop_is_a_draw_and_the_game_then_refuses_everything():
    """Each trip round the loop is one resolution (the kernel never spins inside one call);
    when the state repeats with nothing optional in between, the game is a draw (CR 104.4b,
    tests/kernel/test_loops.py) and from then on every action is refused (104.1)."""
    g, a = _mandatory_loop_game()
    g.gain_life(a, 1)
    g.check_state()
    assert g.stack_items, "the first trigger is on the stack"
    for passes in range(1, 200):
        before = g.snapshot()
        try:
            g.pass_all()
        except RulesError as err:
            assert err.rule == "104.1" and g.snapshot() == before
            break
        check_invariants(g)
        assert len(g.stack_items) <= 2
    assert g.outcome == "a draw" and passes <= 5
    assert 19 <= g.player(a).life <= 22


def test_state_based_actions_and_triggers_settle():
    """Many creatures dying at once with death triggers: check_state returns (117.5)."""
    def dies(game, ev, src):
        return ev.kind == "zone_change" and ev.obj == src.id and ev.from_zone == "battlefield"

    on_death = TriggeredAbility(dies, lambda game, ctx: game.gain_life(ctx.controller, 1), text="gain 1",
                                zones=("battlefield",))
    g = Game(["A", "B"], seed=5, chooser=_AnyChooser(random.Random(0)))
    a = g.pid("A")
    ids = [g.add_card(a, card(f"Mite {i}", "{0}", "Creature — Insect", "1/1", abilities=(on_death,)), "battlefield")
           for i in range(30)]
    g.start()
    g.goto("main1")
    for oid in ids:
        g.deal_damage(None, oid, 1)
    g.check_state()
    check_invariants(g)
    assert not g.battlefield(a)


def test_refused_cast_with_a_missing_choice_changes_nothing():
    """A decision nobody answers (two legal targets, no script answer) refuses the whole
    cast before anything moves (CR 732.1, DESIGN principle 6)."""
    from cardlang.kernel import SpellAbility, TargetSpec
    shock = card("Zap", "{R}", "Instant", abilities=(SpellAbility(
        lambda gm, c: None, (TargetSpec("any target", lambda gm, c, t: t in gm.players),)),))
    g = Game(["A", "B"], chooser=ScriptedChooser([]))
    a = g.pid("A")
    z = g.add_card(a, shock, "hand")
    g.start()
    g.goto("main1")
    g.add_mana(a, "R")
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        g.cast_spell(a, z)
    assert "targets" in str(err.value) and g.snapshot() == before


# -- replay across processes ---------------------------------------------------------------------
_REPLAY = """
import random, re, sys
sys.path.insert(0, {here!r})
from robust_game import RandomPlayer, library_cards
cards = library_cards()
for seed in (11, 12):
    p = RandomPlayer(random.Random(seed), seed=seed, cards=cards)
    p.run(40)
    for e in p.g.log:
        # the whole entry, fields included: a token event's card definition was once the
        # repr of a CardDef, with memory addresses of functions that differ between processes
        line = repr(sorted(e.as_dict().items()))
        assert not re.search(r" at 0x[0-9a-fA-F]+", line), line
        print(line)
"""


def _in_process(code: str, hash_seed: str) -> str:
    import os
    import subprocess
    import sys
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300,
                          cwd=str(__import__("robust_support").REPO))
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


def test_random_play_replays_identically_in_processes_with_different_hash_seeds():
    """Set and dict iteration of strings changes with PYTHONHASHSEED: the log must not."""
    from pathlib import Path
    code = _REPLAY.format(here=str(Path(__file__).parent))
    first = _in_process(code, "1")
    assert first and first == _in_process(code, "2")


def test_example_scripts_replay_identically_in_processes_with_different_hash_seeds():
    from robust_support import REPO
    scripts = sorted(str(p) for p in (REPO / "examples").glob("*.game"))
    if not scripts:
        pytest.skip("examples/*.game is absent")
    code = ("import sys; from cardlang.cli import main; sys.argv = ['cardlang', 'run', '--explain', *%r]; main()"
            % (scripts,))
    import os
    import subprocess
    import sys
    outs = []
    for hash_seed in ("1", "2"):
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=str(REPO),
                              env=dict(os.environ, PYTHONHASHSEED=hash_seed))
        outs.append((proc.returncode, proc.stdout))
    assert outs[0] == outs[1]
    assert outs[0][1].count("T1") > 10
