"""P/T changes by an amount: "+X/+X, where X is ..." and "for each ..." (CR 107.3,
613.4c) -- fixed as a resolving effect begins (608.2h), counted whenever a static
ability's effect applies (611.3a)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Pack Rally {3}{G}
Instant
Target creature gets +X/+X until end of turn, where X is the number of creatures you control.
end
card:
Aura Gnarlid {2}{G}
Creature — Beast
This creature gets +1/+1 for each Aura on the battlefield.
2/2
end
card:
Angelic Captain {3}{R}{W}
Creature — Angel Ally
Flying
Whenever this creature attacks, it gets +1/+1 until end of turn for each other attacking Ally.
4/3
end
card:
Ally Scout {1}{W}
Creature — Human Ally
2/2
end
card:
Kagemaro's Clutch {3}{B}
Enchantment — Aura
Enchant creature
Enchanted creature gets -X/-X, where X is the number of cards in your hand.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2h_where_x_is_counted_once_as_it_resolves(tmp_path):
    # 3 creatures as it resolves: +3/+3; a creature arriving later doesn't change it
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Pack Rally, Savannah Lions
Alice battlefield: Grizzly Bears, Raging Goblin, Suntail Hawk
turn Alice precombat main
Alice pool: {G}{G}{G}{G}
Alice casts Pack Rally targeting Grizzly Bears
all pass
expect Grizzly Bears power 5
expect Grizzly Bears toughness 5
Alice pool: {W}
Alice casts Savannah Lions
all pass
expect Grizzly Bears power 5
""")
    assert code == 0, out


def test_107_1_gets_plus_two_for_each_treasure(tmp_path):
    # Gold Rush: create a Treasure, then +2/+2 for each Treasure you control (1 -> +2/+2)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Gold Rush
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Gold Rush targeting Grizzly Bears
all pass
expect Grizzly Bears power 4
expect Grizzly Bears toughness 4
""")
    assert code == 0, out


def test_611_3a_static_for_each_aura_is_counted_continuously(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Holy Strength
Alice battlefield: Aura Gnarlid, Grizzly Bears
turn Alice precombat main
expect Aura Gnarlid power 2
Alice pool: {W}
Alice casts Holy Strength targeting Grizzly Bears
all pass
expect Aura Gnarlid power 3
expect Aura Gnarlid toughness 3
""")
    assert code == 0, out


def test_for_each_other_attacking_ally_until_end_of_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Angelic Captain, Ally Scout, Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Angelic Captain, Ally Scout, Grizzly Bears
all pass
expect Angelic Captain power 5
expect Angelic Captain toughness 4
""")
    assert code == 0, out


def test_611_3a_static_where_x_follows_the_hand_size(tmp_path):
    # X = cards in Alice's hand, counted at every moment: one card -> 2/2 gets -1/-1;
    # playing the Island leaves none -> back to 2/2
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: "Kagemaro's Clutch", Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts "Kagemaro's Clutch" targeting Grizzly Bears
all pass
expect Grizzly Bears power 1
expect Grizzly Bears toughness 1
Alice plays Island
expect Grizzly Bears power 2
expect Grizzly Bears toughness 2
""")
    assert code == 0, out


def test_704_5f_static_minus_x_kills_when_toughness_reaches_0(tmp_path):
    # two cards in hand after the Clutch resolves: 2/2 gets -2/-2 -> 0 toughness (704.5f)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: "Kagemaro's Clutch", Island, Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts "Kagemaro's Clutch" targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out
