"""Kernel actions given what the fuzzer gives them (benchmarks/fuzz_failures/kernel-hostile-*.txt,
script-d41ef404f0.txt): ids that are no player or object, stale ids (400.7), a priority
holder who has lost the game (800.4), and a log whose text is the same in every process."""
from __future__ import annotations

import subprocess
import sys

import pytest

from cardlang.kernel import Game, RulesError, ScriptedChooser
from cardlang.kernel.objects import CardDef, card


def _bear() -> CardDef:
    return card("Grizzly Bears", "{1}{G}", "Creature — Bear", "2/2")


def _game(names=("Alice", "Bob")) -> Game:
    g = Game(list(names), chooser=ScriptedChooser([]))
    for p in g.order:
        for _ in range(5):
            g.add_card(p, _bear(), "library")
    g.start()
    g.goto("main1")
    return g


def _stale_id(g: Game) -> int:
    bear = g.add_card(g.order[0], _bear(), "battlefield")
    g.move(bear, "graveyard")   # 400.7: a new object; ``bear`` is now stale
    assert bear not in g.objects
    return bear


ACTIONS = {
    "put_counters": lambda g, i: g.put_counters(i, "+1/+1", 1),
    "remove_counters": lambda g, i: g.remove_counters(i, "+1/+1", 1),
    "gain_life": lambda g, i: g.gain_life(i, 3),
    "lose_life": lambda g, i: g.lose_life(i, 3),
    "draw": lambda g, i: g.draw(i, 1),
    "add_mana": lambda g, i: g.add_mana(i, "R"),
    "deal_damage": lambda g, i: g.deal_damage(None, i, 2),
    "deal_damage_divided": lambda g, i: g.deal_damage_divided(None, {i: 2}),
    "create_token": lambda g, i: g.create_token(i, "Treasure"),
    "sacrifice": lambda g, i: g.sacrifice(i),
    "tap": lambda g, i: g.tap(i),
    "move": lambda g, i: g.move(i, "exile"),
    "pay_mana": lambda g, i: g.pay_mana(i, ("{R}",)),
    "player": lambda g, i: g.player(i),
    "pass_priority": lambda g, i: g.pass_priority(i),
}
PLAYER_ONLY = {"gain_life", "lose_life", "draw", "add_mana", "create_token", "pay_mana", "player", "pass_priority"}


@pytest.mark.parametrize("action", sorted(ACTIONS))
@pytest.mark.parametrize("bad", [0, -1, 999, 10 ** 6, "Nobody", None])
def test_an_unknown_id_is_refused_with_a_rule_and_no_change(action, bad):
    g = _game()
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        ACTIONS[action](g, bad)
    assert "(CR " in str(err.value)
    assert g.snapshot() == before


@pytest.mark.parametrize("action", sorted(set(ACTIONS) - {"deal_damage", "deal_damage_divided"}))
def test_a_stale_id_is_refused_with_a_rule_and_no_change(action):
    # deal_damage to a stale id is not refused: the recipient's last known information names it
    g = _game()
    stale = _stale_id(g)
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        ACTIONS[action](g, stale)
    assert "(CR " in str(err.value)
    assert g.snapshot() == before


def test_game_player_names_the_players_and_rule():
    g = _game()
    with pytest.raises(RulesError) as err:
        g.player(999)
    assert "102.1" in str(err.value) and "Alice, Bob" in str(err.value)
    assert g.player("Bob").id == g.pid(g.order[1])


def test_add_mana_of_an_unknown_type_is_a_rules_error():
    g = _game()
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        g.add_mana(g.order[0], "RF")
    assert "'F'" in str(err.value) and "106.1" in str(err.value)
    assert g.snapshot() == before


def test_counters_on_a_player_and_a_live_object_still_work():
    g = _game()
    a = g.order[0]
    bear = g.add_card(a, _bear(), "battlefield")
    g.put_counters(bear, "+1/+1", 2)
    g.put_counters(a, "poison", 3)
    assert g.objects[bear].counters == {"+1/+1": 2} and g.players[a].poison == 3


def test_priority_passes_over_a_player_who_has_lost():
    g = _game(("Alice", "Bob", "Carol"))
    a, b, c = g.order
    assert g.priority == a
    g.pass_priority(a)
    assert g.priority == b
    step = g.step
    g.lose_life(b, 20)
    g.check_state()   # 704.5a: Bob loses while he holds priority
    assert g.players[b].lost
    assert g.priority == c   # 800.4: the next player still in the game
    g.pass_priority(c)   # Alice and Carol have passed in succession (117.4)
    assert g.step != step


def test_a_lost_priority_holder_passing_does_not_crash():
    # script-d41ef404f0: four players, the holder had lost; pass_priority raised
    # ValueError (1 is not in list)
    g = _game(("Alice", "Bob", "Carol", "Dan"))
    a, b, c, d = g.order
    g.pass_priority(a)
    g.players[b].lost = True   # as if lost without the event (the state the crash had)
    g.pass_priority(b)
    assert g.priority == c
    g.pass_all()
    assert all(not g.players[p].lost for p in (a, c, d))


def test_give_priority_skips_a_player_who_has_lost():
    g = _game(("Alice", "Bob", "Carol"))
    a, b, c = g.order
    g.players[b].lost = True
    g.give_priority(b)
    assert g.priority == c


_TOKEN_LOG = """
from cardlang.kernel import Game
g = Game(["Alice", "Bob"])
g.start(); g.goto("main1")
g.create_token(g.order[0], "Treasure")
g.create_token(g.order[1], "Food", 2)
print([e.as_dict() for e in g.log if e.kind == "create_token"])
"""


def test_token_creation_log_is_the_same_text_in_every_process():
    outs = {subprocess.run([sys.executable, "-c", _TOKEN_LOG], capture_output=True, text=True, check=True).stdout
            for _ in range(2)}
    assert len(outs) == 1
    (out,) = outs
    assert " at 0x" not in out and "token Treasure" in out and "token Food" in out
