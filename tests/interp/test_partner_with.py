""""Partner with [name]" (CR 702.124j): besides letting two commanders be designated (deck
construction, nothing in a game), it means "When this permanent enters, target player may
search their library for a card named [name], reveal it, put it into their hand, then
shuffle." Before, the keyword could not run ("the keyword ability KeywordNamed")."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Blaring Recruiter {3}{W}
Creature — Goblin Warrior
Partner with Blaring Captain (When this creature enters, target player may put Blaring Captain into their hand from their library, then shuffle.)
2/2
end
card:
Blaring Captain {3}{R}
Creature — Goblin Warrior
Partner with Blaring Recruiter (When this creature enters, target player may put Blaring Recruiter into their hand from their library, then shuffle.)
3/3
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_124j_the_player_targeted_may_search_for_the_partner(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Blaring Recruiter
Alice library: Island, Blaring Captain, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{W}
Alice casts Blaring Recruiter
all pass
  Alice chooses targets: Alice
all pass
  Alice chooses may: yes
  Alice chooses search: Blaring Captain
expect Alice hand: Blaring Captain
expect Alice library count 2
""")
    assert code == 0, out
    # only a card with that name could be found (701.23: the search is for what it names)
    searched = asked(r, "search")
    assert searched and {r.game.name_of(i) for i in searched[0].options} == {"Blaring Captain"}


def test_702_124j_the_player_may_decline(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Blaring Recruiter
Alice library: Island, Blaring Captain, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{W}
Alice casts Blaring Recruiter
all pass
  Alice chooses targets: Alice
all pass
  Alice chooses may: no
expect Alice hand: nothing
expect Alice library count 3
""")
    assert code == 0, out
