"""Keywords that make a token copy "except ..." (CR 707.9b): embalm (702.128a),
eternalize (702.129a), offspring (702.175a); played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Tah-Crop Skirmisher {1}{U}
Creature — Snake Warrior
Embalm {3}{U} ({3}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Snake Warrior with no mana cost. Embalm only as a sorcery.)
2/1
end
card:
Adorned Pouncer {1}{W}
Creature — Cat
Double strike
Eternalize {3}{W}{W} ({3}{W}{W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Cat with no mana cost. Eternalize only as a sorcery.)
1/1
end
card:
Rust-Shield Rampager {3}{G}
Creature — Raccoon Warrior
Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)
This creature can't be blocked by creatures with power 2 or less.
4/4
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_128a_embalm_a_white_zombie_copy_with_no_mana_cost(tmp_path):
    # the exiled card is #1, the token (created later) #2
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Tah-Crop Skirmisher
turn Alice precombat main
Alice pool: {U}{C}{C}{C}
Alice activates Tah-Crop Skirmisher
resolve
expect Alice exile: Tah-Crop Skirmisher
expect Alice battlefield: Tah-Crop Skirmisher
expect Tah-Crop Skirmisher#2 colors: white
expect Tah-Crop Skirmisher#2 types: Creature — Snake Warrior Zombie
expect Tah-Crop Skirmisher#2 mana value 0
expect Tah-Crop Skirmisher#2 power 2
expect Tah-Crop Skirmisher#1 colors: blue
""")
    assert code == 0, out


def test_702_128a_embalm_only_as_a_sorcery(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Tah-Crop Skirmisher
turn Alice upkeep
Alice pool: {U}{C}{C}{C}
expect refused "sorcery": Alice activates Tah-Crop Skirmisher
expect Alice graveyard: Tah-Crop Skirmisher
""")
    assert code == 0, out


def test_702_129a_eternalize_a_4_4_black_zombie_that_keeps_its_abilities(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Adorned Pouncer
turn Alice precombat main
Alice pool: {W}{W}{C}{C}{C}
Alice activates Adorned Pouncer
resolve
expect Alice battlefield: Adorned Pouncer
expect Alice exile: Adorned Pouncer
expect Adorned Pouncer#2 power 4
expect Adorned Pouncer#2 toughness 4
expect Adorned Pouncer#2 colors: black
expect Adorned Pouncer#2 subtypes: Cat, Zombie
expect Adorned Pouncer#2 has double strike
""")
    assert code == 0, out


def test_702_175a_offspring_paid_makes_a_1_1_copy(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rust-Shield Rampager
turn Alice precombat main
Alice pool: {G}{C}{C}{C}{C}{C}
Alice casts Rust-Shield Rampager using offspring
resolve
resolve
expect Alice battlefield: Rust-Shield Rampager, Rust-Shield Rampager
expect Rust-Shield Rampager#2 power 1
expect Rust-Shield Rampager#2 toughness 1
expect Rust-Shield Rampager#1 power 4
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_175a_offspring_not_paid_no_copy_and_the_token_copy_doesnt_copy_again(tmp_path):
    # the token is a copy, not cast: its own offspring cost wasn't paid (603.4), no third copy
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rust-Shield Rampager
turn Alice precombat main
Alice pool: {G}{C}{C}{C}
Alice casts Rust-Shield Rampager
resolve
expect stack: nothing
expect Alice battlefield: Rust-Shield Rampager
""")
    assert code == 0, out
