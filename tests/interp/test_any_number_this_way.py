""""Return any number of Plains you control ..." (CR 608.2c: chosen as it resolves,
none too; not targets) and "for each Plains returned this way" / "for each card exiled
this way" (the objects that instruction acted on, counted in the zone they went to)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Sweep Test {4}{W}
Instant
Return any number of Plains you control to their owner's hand. Creatures you control get +1/+1 until end of turn for each Plains returned this way.
end
card:
Honor Test {1}{W}
Instant
Exile all creature cards from all graveyards. You gain 1 life for each card exiled this way.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_any_number_chosen_then_counted(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Sweep Test
Alice battlefield: Plains, Plains, Plains, Grizzly Bears
turn Alice precombat main
Alice pool: {W}{W}{W}{W}{W}
Alice casts Sweep Test
all pass
  Alice chooses objects: Plains, Plains
expect Alice hand: Plains, Plains
expect Grizzly Bears power 4
""")
    assert code == 0, out
    assert asked(r, "choose_objects")[0].data.get("min", 0) == 0


def test_608_2c_choosing_none_returns_none_and_counts_zero(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Sweep Test
Alice battlefield: Plains, Grizzly Bears
turn Alice precombat main
Alice pool: {W}{W}{W}{W}{W}
Alice casts Sweep Test
all pass
  Alice chooses objects: nothing
expect Alice hand: nothing
expect Grizzly Bears power 2
""")
    assert code == 0, out


def test_608_2c_for_each_card_exiled_this_way(tmp_path):
    # three creature cards in graveyards are exiled (not the land): 3 life
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Honor Test
Alice graveyard: Grizzly Bears, Island
Bob graveyard: Craw Wurm, Llanowar Elves
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Honor Test
all pass
expect Alice life 23
expect Alice graveyard: Island, Honor Test
expect Bob graveyard: nothing
""")
    assert code == 0, out
