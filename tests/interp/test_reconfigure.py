"""Reconfigure (702.151a: attach to another target creature you control / unattach,
each only as a sorcery; 702.151b: attached, it isn't a creature); played through
real card text.  A refused action leaves the game unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Lizard Blades {1}{R}
Artifact Creature — Equipment Lizard
Double strike
Equipped creature has double strike.
Reconfigure {2} ({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_151b_attached_it_isnt_a_creature_then_unattached_it_is(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Lizard Blades, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{C}
Alice activates Lizard Blades ability 1 targeting Grizzly Bears
resolve
expect Grizzly Bears has double strike
expect Lizard Blades types: Artifact — Equipment
Alice activates Lizard Blades ability 2
resolve
expect Lizard Blades types: Artifact Creature — Equipment Lizard
expect Grizzly Bears lacks double strike
""")
    assert code == 0, out


def test_702_151a_unattach_only_if_attached_and_not_to_itself(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Lizard Blades, Grizzly Bears
Bob battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {C}{C}
expect refused "isn't attached": Alice activates Lizard Blades ability 2
expect refused "not a legal target": Alice activates Lizard Blades ability 1 targeting Lizard Blades
expect refused "not a legal target": Alice activates Lizard Blades ability 1 targeting Savannah Lions
expect Lizard Blades types: Artifact Creature — Equipment Lizard
expect Alice pool: {C}, {C}
""")
    assert code == 0, out


# ---- web-slinging (702.188a) --------------------------------------------------------------------
WEB = """card:
Spider-Man, Web-Slinger {2}{W}
Legendary Creature — Spider Human Hero
Web-slinging {W} (You may cast this spell for {W} if you also return a tapped creature you control to its owner's hand.)
3/3
end
"""


def test_702_188a_web_slinging_returns_a_tapped_creature(tmp_path):
    code, r, out = run(tmp_path, WEB + """players Alice 20, Bob 20
Alice hand: "Spider-Man, Web-Slinger"
Alice battlefield: Grizzly Bears tapped, Savannah Lions
turn Alice precombat main
Alice pool: {W}
Alice casts "Spider-Man, Web-Slinger" using web-slinging
resolve
expect Alice battlefield: Savannah Lions, "Spider-Man, Web-Slinger"
expect Alice hand: Grizzly Bears
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_188a_web_slinging_needs_a_tapped_creature(tmp_path):
    code, r, out = run(tmp_path, WEB + """players Alice 20, Bob 20
Alice hand: "Spider-Man, Web-Slinger"
Alice battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {W}
expect refused "can't be paid": Alice casts "Spider-Man, Web-Slinger" using web-slinging
expect Alice battlefield: Savannah Lions
expect Alice pool: {W}
""")
    assert code == 0, out
