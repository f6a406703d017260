"""Keywords that exile a card and let its owner cast it from exile: madness
(702.35a), suspend (702.62a, special action 116.2f), foretell (702.143a, 116.2h),
plot (702.170a, d; 116.2k).  A spell cast as an ability resolves follows 608.2g.
Played through real card text; a refused action leaves the game unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Ichor Slick {2}{B}
Sorcery
Target creature gets -3/-3 until end of turn.
Cycling {2} ({2}, Discard this card: Draw a card.)
Madness {3}{B} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)
end
card:
Rift Bolt {2}{R}
Sorcery
Rift Bolt deals 3 damage to any target.
Suspend 1—{R} (Rather than cast this card from your hand, you may pay {R} and exile it with a time counter on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.)
end
card:
Demon Bolt {2}{R}
Instant
Demon Bolt deals 4 damage to target creature or planeswalker.
Foretell {R} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)
end
card:
Djinn of Fool's Fall {4}{U}
Creature — Djinn
Flying
Plot {3}{U} (You may pay {3}{U} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)
4/3
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- madness (702.35a) -----------------------------------------------------------------------
def test_702_35a_cycled_into_exile_then_cast_for_its_madness_cost(tmp_path):
    # discarding it to cycle it exiles it instead; its trigger goes on the stack above the
    # cycling ability (117.5) and casts it (608.2g) for {3}{B}
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ichor Slick
Alice library: Island
Bob battlefield: Craw Wurm
turn Alice upkeep
Alice pool: {B}{C}{C}{C}{C}{C}
Alice activates Ichor Slick
  Alice chooses payment: {C}, {C}
expect Alice exile: Ichor Slick
resolve
  Alice chooses may: yes
  Alice chooses targets: Craw Wurm
expect stack: "Cycling {2}", Ichor Slick
resolve
expect Craw Wurm power 3
resolve
expect Alice hand: Island
expect Alice graveyard: Ichor Slick
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_35a_not_cast_it_goes_to_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ichor Slick
Alice library: Island
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Ichor Slick
resolve
  Alice chooses may: no
expect Alice graveyard: Ichor Slick
expect Alice exile: nothing
""")
    assert code == 0, out


def test_702_35a_madness_cost_unpaid_the_cast_is_refused_and_it_goes_to_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ichor Slick
Alice library: Island
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Ichor Slick
resolve
  Alice chooses may: yes
  Alice chooses targets: Craw Wurm
expect Alice graveyard: Ichor Slick
expect Craw Wurm power 6
""")
    assert code == 0, out


def test_702_35a_a_card_in_exile_cant_be_cast_for_madness_otherwise(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice exile: Ichor Slick
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {B}{C}{C}{C}
expect refused "only as its madness ability resolves": Alice casts Ichor Slick using madness targeting Craw Wurm
expect Alice exile: Ichor Slick
""")
    assert code == 0, out


# ---- suspend (702.62a, 116.2f) ---------------------------------------------------------------
def test_702_62a_suspended_then_cast_free_when_the_last_counter_is_removed(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rift Bolt
Alice library: Island, Island
Bob library: Island
turn Alice precombat main
Alice pool: {R}
Alice suspends Rift Bolt
expect Alice exile: Rift Bolt
expect Rift Bolt counters: 1 time
expect Alice pool: empty
advance to Alice's upkeep
resolve
resolve
  Alice chooses may: yes
  Alice chooses targets: Bob
resolve
expect Bob life 17
expect Alice graveyard: Rift Bolt
""")
    assert code == 0, out


def test_116_2f_suspend_only_when_it_could_be_cast(tmp_path):
    # a sorcery: only in its owner's main phase with an empty stack
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rift Bolt
turn Alice upkeep
Alice pool: {R}
expect refused "main phase": Alice suspends Rift Bolt
expect Alice hand: Rift Bolt
expect Alice pool: {R}
""")
    assert code == 0, out


# ---- foretell (702.143a, 116.2h) -------------------------------------------------------------
def test_702_143a_foretold_then_cast_on_a_later_turn_for_its_foretell_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Demon Bolt
Alice library: Island
Bob battlefield: Craw Wurm
Bob library: Island
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice foretells Demon Bolt paying {C}, {C}
expect Alice exile: Demon Bolt
expect refused "after the turn it was foretold": Alice casts Demon Bolt using foretell targeting Craw Wurm
advance to Bob's upkeep
Bob passes
Alice pool: {R}
Alice casts Demon Bolt using foretell targeting Craw Wurm
resolve
expect Bob graveyard: Craw Wurm
expect Alice graveyard: Demon Bolt
""")
    assert code == 0, out   # 4 damage to the 6/4 Craw Wurm: destroyed (704.5g)


def test_116_2h_foretell_only_during_your_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Demon Bolt
turn Bob upkeep
Bob passes
Alice pool: {C}{C}
expect refused "during its owner's turn": Alice foretells Demon Bolt
expect Alice hand: Demon Bolt
expect Alice pool: {C}, {C}
""")
    assert code == 0, out


# ---- plot (702.170a, d; 116.2k) --------------------------------------------------------------
def test_702_170d_plotted_then_cast_free_on_a_later_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Djinn of Fool's Fall
Alice library: Island, Island
Bob library: Island
turn Alice precombat main
Alice pool: {U}{C}{C}{C}
Alice plots Djinn of Fool's Fall
expect Alice exile: Djinn of Fool's Fall
expect refused "on a turn after it was plotted": Alice casts Djinn of Fool's Fall using plot
advance to Bob's upkeep
advance to Alice's precombat main
Alice casts Djinn of Fool's Fall using plot
resolve
expect Alice battlefield: Djinn of Fool's Fall
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_170d_a_plotted_card_is_cast_only_at_sorcery_speed(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Djinn of Fool's Fall
Alice library: Island, Island
Bob library: Island
turn Alice precombat main
Alice pool: {U}{C}{C}{C}
Alice plots Djinn of Fool's Fall
advance to Bob's upkeep
Bob passes
expect refused "main phase": Alice casts Djinn of Fool's Fall using plot
expect Alice exile: Djinn of Fool's Fall
""")
    assert code == 0, out
