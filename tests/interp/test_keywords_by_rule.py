"""Keyword abilities without a number (CR 702), with real card text: changeling (a
CDA), infect and wither (how damage is dealt), persist and undying, battle cry and
mentor (compiled from their CR text)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Avian Changeling {2}{W}
Creature — Shapeshifter
Changeling (This card is every creature type.)
Flying
2/2
end
card:
Plague Stinger {1}{B}
Creature — Phyrexian Insect Horror
Flying
Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)
1/1
end
card:
Boggart Ram-Gang {R/G}{R/G}{R/G}
Creature — Goblin Warrior
Haste
Wither (This deals damage to creatures in the form of -1/-1 counters.)
3/3
end
card:
Safehold Elite {1}{G/W}
Creature — Elf Scout
Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)
2/2
end
card:
Butcher Ghoul {1}{B}
Creature — Zombie
Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)
1/1
end
card:
Goblin Wardriver {R}{R}
Creature — Goblin Warrior
Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)
2/2
end
card:
Barging Sergeant {4}{R}
Creature — Minotaur Soldier
Haste
Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)
4/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_73a_changeling_is_every_creature_type_in_every_zone(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Avian Changeling
Alice battlefield: Avian Changeling
turn Alice precombat main
""")
    assert code == 0, out
    g = r.game
    for zone in ("hand", "battlefield"):
        subs = g.chars(g.find("Avian Changeling", zone)).subtypes
        assert {"Shapeshifter", "Elf", "Goblin", "Sliver"} <= set(subs)


def test_702_90_infect_poison_to_players_counters_to_creatures(tmp_path):
    # unblocked Plague Stinger: 1 poison counter, no life lost (702.90b); blocked by a
    # 2/2, it puts a -1/-1 counter on it instead of marking damage (702.90c)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Plague Stinger
turn Alice declare attackers
Alice attacks Bob with Plague Stinger
advance to Alice's combat damage
all pass
expect Bob life 20
expect Bob poison 1
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Plague Stinger
Bob battlefield: Giant Spider
turn Alice declare attackers
Alice attacks Bob with Plague Stinger
all pass
Bob blocks Plague Stinger with Giant Spider
advance to Alice's combat damage
all pass
expect Giant Spider counters: 1 -1/-1
expect Giant Spider toughness 3
""")
    assert code == 0, out
    g = r.game
    assert g.objects[g.find("Giant Spider")].damage == 0


def test_702_80a_wither_kills_through_counters(tmp_path):
    # Boggart Ram-Gang (3/3 wither) blocked by Craw Wurm (6/4): three -1/-1 counters make
    # the Wurm 3/1 (no damage marked); the Wurm's 6 damage kills the Ram-Gang
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Boggart Ram-Gang
Bob battlefield: Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Boggart Ram-Gang
all pass
Bob blocks Boggart Ram-Gang with Craw Wurm
advance to Alice's combat damage
all pass
expect Craw Wurm counters: 3 -1/-1
expect Craw Wurm power 3
expect Alice graveyard: Boggart Ram-Gang
""")
    assert code == 0, out


def test_702_79a_persist_returns_once_with_a_minus_counter(tmp_path):
    # Safehold Elite dies: it returns with a -1/-1 counter (a 1/1); dying again with that
    # counter, it stays in the graveyard (the intervening "if", 603.4, uses 603.10a)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Shock, Shock
Bob battlefield: Safehold Elite
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Shock targeting Safehold Elite
all pass
all pass
expect Bob battlefield: Safehold Elite
expect Safehold Elite counters: 1 -1/-1
expect Safehold Elite power 1
Alice casts Shock targeting Safehold Elite
all pass
expect Bob graveyard: Safehold Elite
expect stack: nothing
""")
    assert code == 0, out


def test_702_93a_undying_returns_with_a_plus_counter(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Shock
Bob battlefield: Butcher Ghoul
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Butcher Ghoul
all pass
all pass
expect Bob battlefield: Butcher Ghoul
expect Butcher Ghoul power 2
""")
    assert code == 0, out


def test_702_91a_battle_cry_and_702_134a_mentor(tmp_path):
    # Goblin Wardriver and Barging Sergeant attack with Savannah Lions: battle cry gives
    # the other attackers +1/+0; mentor puts a +1/+1 counter on the Lions (power 2 < 4)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Goblin Wardriver, Barging Sergeant, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Goblin Wardriver, Barging Sergeant, Savannah Lions
  Alice orders triggers: Battle cry, Mentor
  Alice chooses targets: Savannah Lions
all pass
all pass
expect Savannah Lions counters: 1 +1/+1
expect Savannah Lions power 4
expect Barging Sergeant power 5
expect Goblin Wardriver power 2
""")
    assert code == 0, out
