"""Game.fight (CR 701.14), below the interpreter."""
from __future__ import annotations

from kernel_helpers import BEARS, GIANT, main_phase_game


def test_701_14a_each_deals_its_power_to_the_other_in_one_simultaneous_set():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    giant = g.add_card(a, GIANT, "battlefield")
    bear = g.add_card(b, BEARS, "battlefield")
    events = g.fight(giant, bear)
    assert [(e.source, e.recipient, e.amount) for e in events if e.kind == "damage"] == [(giant, bear, 3), (bear, giant, 2)]
    assert g.obj(giant).damage == 2 and g.obj(bear).damage == 3
    assert not any(e.combat for e in events if e.kind == "damage")   # 701.14d: not combat damage


def test_701_14b_neither_fights_if_one_is_no_longer_on_the_battlefield():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    giant = g.add_card(a, GIANT, "battlefield")
    bear = g.add_card(b, BEARS, "hand")
    assert g.fight(giant, bear) == []
    assert g.obj(giant).damage == 0


def test_701_14c_a_creature_fighting_itself_deals_twice_its_power_to_itself():
    g, ch = main_phase_game()
    giant = g.add_card(g.pid("Alice"), GIANT, "battlefield")
    g.fight(giant, giant)
    assert g.obj(giant).damage == 6
