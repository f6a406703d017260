"""Casting a card without paying its mana cost as an ability resolves (118.9,
608.2g): cascade (702.85a) and rebound (702.88a); played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Bloodbraid Elf {2}{R}{G}
Creature — Elf Berserker
Haste (This creature can attack and {T} as soon as it comes under your control.)
Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)
3/2
end
card:
Staggershock {2}{R}
Instant
Staggershock deals 2 damage to any target.
Rebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- cascade (702.85a) -----------------------------------------------------------------------
def test_702_85a_cascade_casts_the_first_cheaper_nonland_card_free(tmp_path):
    # Mountain (a land) and Craw Wurm (mana value 6, not less than 4) are passed over
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Bloodbraid Elf
Alice library: Mountain, Craw Wurm, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {R}{G}{C}{C}
Alice casts Bloodbraid Elf
resolve
  Alice chooses may: yes
  Alice chooses targets: Bob
expect stack: Bloodbraid Elf, Lightning Bolt
resolve
expect Bob life 17
resolve
expect Alice battlefield: Bloodbraid Elf
expect Alice graveyard: Lightning Bolt
expect Alice exile: nothing
expect Alice library count 3
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_85a_cascade_declined_all_exiled_cards_go_to_the_bottom(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Bloodbraid Elf
Alice library: Mountain, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {R}{G}{C}{C}
Alice casts Bloodbraid Elf
resolve
  Alice chooses may: no
expect stack: Bloodbraid Elf
resolve
expect Bob life 20
expect Alice exile: nothing
expect Alice library count 3
""")
    assert code == 0, out
    lib = r.game.library(r.game.pid("Alice"))   # bottom first: Island stays on top
    assert r.game.name_of(lib[-1]) == "Island"


def test_702_85a_no_cheaper_nonland_card_exiles_the_whole_library_then_returns_it(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Bloodbraid Elf
Alice library: Mountain, Craw Wurm
turn Alice precombat main
Alice pool: {R}{G}{C}{C}
Alice casts Bloodbraid Elf
resolve
resolve
expect Alice battlefield: Bloodbraid Elf
expect Alice library count 2
expect Alice exile: nothing
""")
    assert code == 0, out


# ---- rebound (702.88a) -----------------------------------------------------------------------
def test_702_88a_rebound_exiles_then_casts_free_next_upkeep(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Staggershock
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {R}{C}{C}
Alice casts Staggershock targeting Bob
resolve
expect Bob life 18
expect Alice exile: Staggershock
advance to Bob's upkeep
expect stack: nothing
advance to Alice's upkeep
resolve
  Alice chooses may: yes
  Alice chooses targets: Bob
resolve
expect Bob life 16
expect Alice graveyard: Staggershock
""")
    assert code == 0, out


def test_702_88a_a_rebound_spell_not_cast_from_hand_goes_to_the_graveyard(tmp_path):
    # the copy cast from exile resolves into the graveyard: it wasn't cast from a hand
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Staggershock
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {R}{C}{C}
Alice casts Staggershock targeting Bob
resolve
advance to Bob's upkeep
advance to Alice's upkeep
resolve
  Alice chooses may: no
expect Alice exile: Staggershock
advance to Bob's upkeep
advance to Alice's upkeep
expect stack: nothing
expect Alice exile: Staggershock
""")
    assert code == 0, out


# ---- ripple (702.60a) ------------------------------------------------------------------------
RIPPLE = """card:
Surging Flame {1}{R}
Instant
Ripple 4 (When you cast this spell, you may reveal the top four cards of your library. You may cast spells with the same name as this spell from among those cards without paying their mana costs. Put the rest on the bottom of your library.)
Surging Flame deals 2 damage to any target.
end
"""


def test_702_60a_ripple_casts_a_same_named_card_and_bottoms_the_rest(tmp_path):
    # the Surging Flame cast from the library has ripple too: its own trigger (declined here)
    code, r, out = run(tmp_path, RIPPLE + """players Alice 20, Bob 20
Alice hand: Surging Flame
Alice library: Island, Surging Flame, Forest, Mountain, Plains
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Surging Flame targeting Bob
resolve
  Alice chooses may: yes
  Alice chooses may: yes
  Alice chooses targets: Bob
  Alice chooses library order: Mountain, Island, Forest
expect stack: Surging Flame, Surging Flame, "Ripple 4"
resolve
  Alice chooses may: no
resolve
resolve
expect Bob life 16
expect Alice library count 4
""")
    assert code == 0, out
    g = r.game
    lib = g.library(g.pid("Alice"))   # bottom first: Forest, Island, Mountain below Plains
    assert [g.name_of(i) for i in lib] == ["Forest", "Island", "Mountain", "Plains"]


def test_702_60a_ripple_declined_nothing_moves(tmp_path):
    code, r, out = run(tmp_path, RIPPLE + """players Alice 20, Bob 20
Alice hand: Surging Flame
Alice library: Surging Flame, Island
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Surging Flame targeting Bob
resolve
  Alice chooses may: no
resolve
expect Bob life 18
expect Alice library count 2
""")
    assert code == 0, out
