"""Token copies with exceptions (CR 707.9b: the exceptions are part of the copy's
copiable values; 205.1a: "it's a 1/1 green Frog" replaces its creature types and
colors; 205.1b: "in addition to its other types" keeps them)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Frog Copy Test {2}{G}{U}
Sorcery
Create a token that's a copy of target non-Frog creature, except it's a 1/1 green Frog.
end
card:
Fractal Copy Test {2}{G}{U}
Sorcery
Create a token that's a copy of target non-Aura permanent you control, except it's a 0/0 Fractal creature in addition to its other types. Put six +1/+1 counters on it.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_707_9b_a_copy_that_is_a_1_1_green_frog(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Frog Copy Test
Bob battlefield: Serra Angel
turn Alice precombat main
Alice pool: {G}{G}{U}{U}
Alice casts Frog Copy Test targeting Serra Angel
all pass
expect Alice battlefield: Serra Angel
expect Serra Angel#2 power 1
expect Serra Angel#2 toughness 1
expect Serra Angel#2 colors: green
expect Serra Angel#2 subtypes: Frog
expect Serra Angel#2 has flying
expect Serra Angel power 4
""")
    # the name and abilities are copied (707.2); the original is unchanged
    assert code == 0, out


def test_205_1b_in_addition_to_its_other_types(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Fractal Copy Test
Alice battlefield: Sol Ring
turn Alice precombat main
Alice pool: {G}{G}{U}{U}
Alice casts Fractal Copy Test targeting Sol Ring
all pass
expect Sol Ring#2 types: Artifact Creature — Fractal
expect Sol Ring#2 power 6
expect Sol Ring#2 counters: 6 +1/+1
""")
    assert code == 0, out
