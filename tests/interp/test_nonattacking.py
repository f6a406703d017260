"""'target nonattacking creature' (CR 506.4): a creature that is not attacking. It ran as
'noncreature' before (the word's "non" was read as negating the card type)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Calm Guard {W}
Instant
Destroy target nonattacking creature.
end
card:
Iron Idol {2}
Artifact
end
card:
Wall Sentry {1}
Artifact Creature — Wall
0/3
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_506_4_a_creature_that_is_not_attacking_is_a_legal_target(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Calm Guard
Bob battlefield: Grizzly Bears, Wall Sentry
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
Bob passes
Alice pool: {W}
Alice casts Calm Guard targeting Wall Sentry
all pass
expect Bob graveyard: Wall Sentry
""")
    assert code == 0, out


def test_506_4_an_attacking_creature_is_not_a_legal_target(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Calm Guard
Bob battlefield: Grizzly Bears
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
Bob passes
Alice pool: {W}
expect refused "target": Alice casts Calm Guard targeting Grizzly Bears
expect Alice hand: Calm Guard
""")
    assert code == 0, out


def test_506_4_a_noncreature_is_not_a_legal_target(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Calm Guard
Bob battlefield: Iron Idol
turn Alice precombat main
Alice pool: {W}
expect refused "target": Alice casts Calm Guard targeting Iron Idol
expect Alice hand: Calm Guard
""")
    assert code == 0, out
