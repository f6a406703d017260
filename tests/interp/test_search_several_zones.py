"""Searching several zones at once (CR 701.23): "Search your library and/or graveyard for
a card named ..., reveal it, and put it into your hand. If you search your library this
way, shuffle." and "Search target opponent's graveyard, hand, and library for ... and
exile them. Then that player shuffles." """
from __future__ import annotations

from interp_helpers import asked, run_script


def _zone_when_asked(g, i):
    """The zone an option was in when the search asked (a card found has moved since:
    its last known information, 400.7)."""
    return g.objects[i].zone if i in g.objects else g.lki[i][0].zone

BOLT_TUTOR = """card:
Bolt Finder {1}{R}
Sorcery
Search your library and/or graveyard for a card named Lightning Bolt, reveal it, and put it into your hand. If you search your library this way, shuffle.
end
"""


def test_701_23_searching_only_the_graveyard_does_not_shuffle(tmp_path):
    code, r, out = run_script(tmp_path, BOLT_TUTOR + """players Alice 20, Bob 20
Alice hand: Bolt Finder
Alice library: Island, Lightning Bolt, Mountain, Forest
Alice graveyard: Lightning Bolt, Swamp
turn Alice precombat main
Alice pool: {C}{R}
Alice casts Bolt Finder
all pass
  Alice chooses may: no
  Alice chooses search: Lightning Bolt
expect Alice hand: Lightning Bolt
expect Alice graveyard: Swamp, Bolt Finder
expect Alice library: Island, Lightning Bolt, Mountain, Forest
""")
    assert code == 0, out
    # the library wasn't searched: only the graveyard's Bolt was an option
    d = asked(r, "search")[0]
    assert [_zone_when_asked(r.game, i) for i in d.options] == ["graveyard"]


def test_701_23_searching_the_library_too_finds_there_and_shuffles(tmp_path):
    code, r, out = run_script(tmp_path, BOLT_TUTOR + """players Alice 20, Bob 20
seed 2
Alice hand: Bolt Finder
Alice library: Island, Lightning Bolt, Mountain, Forest
Alice graveyard: Swamp
turn Alice precombat main
Alice pool: {C}{R}
Alice casts Bolt Finder
all pass
  Alice chooses may: yes
  Alice chooses search: Lightning Bolt
expect Alice hand: Lightning Bolt
expect Alice library count 3
expect log: "Alice searches Alice's library, graveyard and finds 1 card(s)"
""")
    assert code == 0, out
    assert any("shuffle" in e.text.lower() for e in r.game.log), out   # 701.24a


EXTRACTION = """card:
Bolt Extraction {3}{B}
Sorcery
Search target opponent's graveyard, hand, and library for up to three cards named Lightning Bolt and exile them. Then that player shuffles.
end
"""


def test_701_23_searching_an_opponents_graveyard_hand_and_library(tmp_path):
    code, r, out = run_script(tmp_path, EXTRACTION + """players Alice 20, Bob 20
Alice hand: Bolt Extraction
Bob hand: Lightning Bolt, Forest
Bob library: Lightning Bolt, Island
Bob graveyard: Lightning Bolt
turn Alice precombat main
Alice pool: {C}{C}{C}{B}
Alice casts Bolt Extraction targeting Bob
all pass
  Alice chooses search: Lightning Bolt, Lightning Bolt, Lightning Bolt
expect Bob hand: Forest
expect Bob graveyard: nothing
expect Bob library: Island
expect exile: Lightning Bolt, Lightning Bolt, Lightning Bolt
""")
    assert code == 0, out
    d = asked(r, "search")[0]
    assert sorted(_zone_when_asked(r.game, i) for i in d.options) == ["graveyard", "hand", "library"]
