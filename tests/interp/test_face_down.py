"""Face-down spells and permanents (CR 708) cast with morph (702.37a, c) or
megamorph (702.37b) and turned face up by a special action (702.37e, 116.2b);
played through real card text.  A refused action leaves the game unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Ainok Tracker {5}{R}
Creature — Dog Scout
First strike
Morph {4}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)
3/3
end
card:
Dirgur Nemesis {5}{U}
Creature — Serpent
Defender
Megamorph {6}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)
6/5
end
card:
Echo Tracer {2}{U}
Creature — Human Wizard
Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)
When Echo Tracer is turned face up, return target creature to its owner's hand.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_37a_cast_face_down_for_3_a_nameless_2_2_with_no_text(tmp_path):
    # 708.2a: 2/2, no name, no subtypes, no mana cost (mana value 0), no abilities, colorless
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ainok Tracker
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Ainok Tracker using morph
resolve
expect Ainok Tracker power 2
expect Ainok Tracker toughness 2
expect Ainok Tracker mana value 0
expect Ainok Tracker lacks first strike
expect Ainok Tracker subtypes: nothing
expect Ainok Tracker colors: colorless
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_37e_turned_face_up_for_its_morph_cost_at_instant_speed(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ainok Tracker
Alice library: Island
Bob library: Island
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Ainok Tracker using morph
resolve
advance to Bob's upkeep
Bob passes
Alice pool: {R}{C}{C}{C}{C}
Alice turns Ainok Tracker face up
expect Ainok Tracker power 3
expect Ainok Tracker has first strike
expect Ainok Tracker subtypes: Dog, Scout
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_37e_not_enough_mana_refused_and_still_face_down(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ainok Tracker
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Ainok Tracker using morph
resolve
Alice pool: {R}
expect refused "can't pay": Alice turns Ainok Tracker face up
expect Ainok Tracker power 2
expect Alice pool: {R}
""")
    assert code == 0, out


def test_702_37e_a_face_up_permanent_cant_be_turned_face_up(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Ainok Tracker
turn Alice precombat main
Alice pool: {R}{C}{C}{C}{C}
expect refused "isn't face down": Alice turns Ainok Tracker face up
""")
    assert code == 0, out


def test_702_37b_megamorph_puts_a_counter_as_it_turns_face_up(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Dirgur Nemesis
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Dirgur Nemesis using morph
resolve
Alice pool: {U}{C}{C}{C}{C}{C}{C}
Alice turns Dirgur Nemesis face up
expect Dirgur Nemesis power 7
expect Dirgur Nemesis counters: 1 +1/+1
expect Dirgur Nemesis has defender
""")
    assert code == 0, out


def test_708_8_turned_face_up_triggers_but_enters_triggers_dont(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Echo Tracer
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Echo Tracer using morph
resolve
expect stack: nothing
Alice pool: {U}{C}{C}
Alice turns Echo Tracer face up
  Alice chooses targets: Craw Wurm
resolve
expect Bob hand: Craw Wurm
""")
    assert code == 0, out


def test_708_9_a_face_down_permanent_that_dies_is_revealed_as_its_card(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ainok Tracker
Bob hand: Lightning Bolt
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Ainok Tracker using morph
resolve
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Ainok Tracker
resolve
expect Alice graveyard: Ainok Tracker
""")
    assert code == 0, out
