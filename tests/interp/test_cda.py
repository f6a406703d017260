"""Characteristic-defining abilities (CR 604.3, 613.4a) and the quantities they
count (CR 107.1, 700.5 devotion, 205.2a/305.6 distinct types, delirium), with
real card text."""
from __future__ import annotations

from interp_helpers import run_script

MARO = """card:
Maro {2}{G}{G}
Creature — Elemental
Maro's power and toughness are each equal to the number of cards in your hand.
*/*
end
"""


def test_604_3_cda_counts_whenever_asked_and_applies_before_pumps(tmp_path):
    # Maro is 2/2 with two cards in hand; after casting Giant Growth (one card left) it is
    # 1/1 from its CDA (layer 7a) +3/+3 from Giant Growth (7c, after 7a: 613.4)
    code, r, out = run_script(tmp_path, MARO + """players Alice 20, Bob 20
Alice hand: Giant Growth, Forest
Alice battlefield: Maro
turn Alice precombat main
expect Maro power 2
expect Maro toughness 2
Alice pool: {G}
Alice casts Giant Growth targeting Maro
all pass
expect Maro power 4
expect Maro toughness 4
""")
    assert code == 0, out


def test_604_3_cda_functions_in_every_zone(tmp_path):
    # Maro in its owner's hand: its power is the number of cards in that hand (itself
    # included: three), though no ability of it functions there otherwise
    code, r, out = run_script(tmp_path, MARO + """players Alice 20, Bob 20
Alice hand: Maro, Forest, Island
turn Alice precombat main
""")
    assert code == 0, out
    g = r.game
    assert g.chars(g.find("Maro", "hand")).power == 3


def test_604_3_zero_toughness_cda_creature_dies(tmp_path):
    # Maro with an empty hand is 0/0 and is put into the graveyard (704.5f)
    code, r, out = run_script(tmp_path, MARO + """players Alice 20, Bob 20
Alice hand: Maro
turn Alice precombat main
Alice pool: {G}{G}{G}{G}
Alice casts Maro
all pass
expect Alice graveyard: Maro
""")
    assert code == 0, out


def test_107_1_sums_twice_and_cards_in_all_graveyards(tmp_path):
    # Abomination of Llanowar: Elves you control plus Elf cards in your graveyard;
    # Masumaro: twice the cards in your hand; Cantivore: enchantment cards in all graveyards
    code, r, out = run_script(tmp_path, """card:
Abomination of Llanowar {1}{B}{G}
Legendary Creature — Elf Horror
Vigilance; menace (This creature can't be blocked except by two or more creatures.)
Abomination of Llanowar's power and toughness are each equal to the number of Elves you control plus the number of Elf cards in your graveyard.
*/*
end
card:
Masumaro, First to Live {3}{G}{G}{G}
Legendary Creature — Spirit
Masumaro, First to Live's power and toughness are each equal to twice the number of cards in your hand.
*/*
end
card:
Cantivore {1}{W}{W}
Creature — Lhurgoyf
Vigilance
Cantivore's power and toughness are each equal to the number of enchantment cards in all graveyards.
*/*
end
players Alice 20, Bob 20
Alice hand: Forest, Island
Alice battlefield: Abomination of Llanowar, Llanowar Elves, "Masumaro, First to Live", Cantivore
Alice graveyard: Llanowar Elves, Pacifism
Bob graveyard: Fervor, Rancor, Grizzly Bears
turn Alice precombat main
expect Abomination of Llanowar power 3
expect "Masumaro, First to Live" power 4
expect Cantivore toughness 3
""")
    assert code == 0, out


def test_700_5_devotion_counts_colored_symbols_of_permanents_you_control(tmp_path):
    # Daxos: toughness = devotion to white: {W}{W} (Daxos) + {W} (Savannah Lions) +
    # {R/W} x3 (Hearthfire Hobgoblin, a hybrid symbol counts, 700.5a) = 6; its power is 2
    code, r, out = run_script(tmp_path, """card:
Daxos, Blessed by the Sun {W}{W}
Legendary Enchantment Creature — Demigod
Daxos's toughness is equal to your devotion to white. (Each {W} in the mana costs of permanents you control counts toward your devotion to white.)
Whenever another creature you control enters or dies, you gain 1 life.
2/*
end
players Alice 20, Bob 20
Alice battlefield: "Daxos, Blessed by the Sun", Savannah Lions, Hearthfire Hobgoblin, Grizzly Bears
Bob battlefield: Suntail Hawk
turn Alice precombat main
expect "Daxos, Blessed by the Sun" power 2
expect "Daxos, Blessed by the Sun" toughness 6
""")
    assert code == 0, out


def test_305_6_domain_counts_basic_land_types(tmp_path):
    # Territorial Kavu: Forest, Island, and a second Forest -> two basic land types
    code, r, out = run_script(tmp_path, """card:
Territorial Kavu {R}{G}
Creature — Kavu
Domain — Territorial Kavu's power and toughness are each equal to the number of basic land types among lands you control.
Whenever Territorial Kavu attacks, choose one —
• Discard a card. If you do, draw a card.
• Exile up to one target card from a graveyard.
*/*
end
players Alice 20, Bob 20
Alice battlefield: Territorial Kavu, Forest, Forest, Island
Bob battlefield: Mountain, Swamp
turn Alice precombat main
expect Territorial Kavu power 2
expect Territorial Kavu toughness 2
""")
    assert code == 0, out


def test_delirium_four_card_types_among_cards_in_your_graveyard(tmp_path):
    # Grim Flayer gets +2/+2 while four or more card types are among cards in its
    # controller's graveyard (611.3a: checked continuously): creature, land, artifact, then instant
    code, r, out = run_script(tmp_path, """card:
Grim Flayer {B}{G}
Creature — Human Warrior
Trample
Whenever this creature deals combat damage to a player, surveil 3. (Look at the top three cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)
Delirium — This creature gets +2/+2 as long as there are four or more card types among cards in your graveyard.
2/2
end
players Alice 20, Bob 20
Alice hand: Shock
Alice battlefield: Grim Flayer
Alice graveyard: Grizzly Bears, Forest, Sol Ring
Bob graveyard: Pacifism
turn Alice precombat main
expect Grim Flayer power 2
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
expect Grim Flayer power 4
expect Grim Flayer toughness 4
""")
    assert code == 0, out


def test_202_3_five_mana_values_among_cards_in_your_graveyard(tmp_path):
    # Syndicate Infiltrator: mana values 1 (Shock), 2 (Grizzly Bears), 3 (Divination),
    # 0 (Forest): four; Craw Wurm (6) makes five
    code, r, out = run_script(tmp_path, """card:
Syndicate Infiltrator {2}{U}{B}
Creature — Vampire Wizard
Flying
As long as there are five or more mana values among cards in your graveyard, Syndicate Infiltrator gets +2/+2.
3/3
end
players Alice 20, Bob 20
Alice battlefield: Syndicate Infiltrator, Craw Wurm
Alice graveyard: Shock, Grizzly Bears, Divination, Forest, Lightning Bolt
Alice hand: Murder
turn Alice precombat main
expect Syndicate Infiltrator power 3
Alice pool: {B}{B}{B}
Alice casts Murder targeting Craw Wurm
all pass
expect Syndicate Infiltrator power 5
""")
    assert code == 0, out
