""""Put a menace counter on a creature you control." -- the player following the
instruction chooses the creature as it resolves (CR 608.2c: not a target; 122.1b: a
keyword counter gives its keyword). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

BLOOD_CURDLE = """card:
Blood Curdle {3}{B}
Instant
Destroy target creature. Put a menace counter on a creature you control. (It can't be blocked except by two or more creatures.)
end
"""


def test_608_2c_the_caster_chooses_which_creature_gets_the_counter(tmp_path):
    code, r, out = run_script(tmp_path, BLOOD_CURDLE + """players Alice 20, Bob 20
Alice hand: Blood Curdle
Alice battlefield: Grizzly Bears, Savannah Lions
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts Blood Curdle targeting Craw Wurm
all pass
  Alice chooses put: Savannah Lions
expect Bob graveyard: Craw Wurm
expect Savannah Lions counters: 1 menace
expect Savannah Lions has menace
expect Grizzly Bears lacks menace
""")
    assert code == 0, out


def test_608_2c_no_creature_no_counter(tmp_path):
    code, r, out = run_script(tmp_path, BLOOD_CURDLE + """players Alice 20, Bob 20
Alice hand: Blood Curdle
Bob battlefield: Craw Wurm, Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts Blood Curdle targeting Craw Wurm
all pass
expect Bob graveyard: Craw Wurm
expect Grizzly Bears lacks menace
""")
    assert code == 0, out
