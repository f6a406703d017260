"""Filters "named <this card's name>" (CR 201.2) and "with a +1/+1 counter on it"
(122.1), with real card text; a creature that died is judged as it last existed
(603.10a)."""
from __future__ import annotations

from interp_helpers import run_script


def test_201_2_creatures_named_plague_rats(tmp_path):
    # each Plague Rats counts every creature named Plague Rats on the battlefield, both
    # players' (three here), but not the one in the graveyard
    code, r, out = run_script(tmp_path, """card:
Plague Rats {2}{B}
Creature — Rat
Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats on the battlefield.
*/*
end
players Alice 20, Bob 20
Alice battlefield: Plague Rats, Plague Rats, Typhoid Rats
Bob battlefield: Plague Rats
Alice graveyard: Plague Rats
turn Alice precombat main
expect Plague Rats power 3
expect Plague Rats#3 toughness 3
""")
    assert code == 0, out


def test_122_1_with_a_counter_on_it_now_and_as_it_died(tmp_path):
    # Duskshell Crawler's ETB puts a counter on Grizzly Bears: the Bears get trample, the
    # Lions don't; Laid to Rest: the Bears die with the counter -> 2 life (603.10a)
    code, r, out = run_script(tmp_path, """card:
Duskshell Crawler {1}{G}
Creature — Insect
When Duskshell Crawler enters the battlefield, put a +1/+1 counter on target creature.
Each creature you control with a +1/+1 counter on it has trample.
0/3
end
card:
Laid to Rest {3}{G}
Enchantment
Whenever a Human you control dies, draw a card.
Whenever a creature you control with a +1/+1 counter on it dies, you gain 2 life.
end
players Alice 20, Bob 20
Alice hand: Duskshell Crawler
Alice battlefield: Grizzly Bears, Savannah Lions, Laid to Rest
Bob hand: Murder
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Duskshell Crawler
all pass
  Alice chooses targets: Grizzly Bears
all pass
expect Grizzly Bears has trample
expect Savannah Lions lacks trample
Alice passes
Bob pool: {C}{B}{B}
Bob casts Murder targeting Grizzly Bears
all pass
all pass
expect Alice life 22
""")
    assert code == 0, out
