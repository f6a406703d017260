""""<creature> can block only creatures with flying." (CR 509.1b): a restriction on
which attackers it can block, checked as blockers are declared; real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_509_1b_can_block_only_creatures_with_flying(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Cloud Pirates {U}
Creature — Human Pirate
Flying
Cloud Pirates can block only creatures with flying.
1/1
end
players Alice 20, Bob 20
Alice battlefield: Grizzly Bears, Suntail Hawk
Bob battlefield: Cloud Pirates
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Suntail Hawk
all pass
expect refused "can't block": Bob blocks Grizzly Bears with Cloud Pirates
Bob blocks Suntail Hawk with Cloud Pirates
expect Bob life 20
""")
    assert code == 0, out
