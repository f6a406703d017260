""""Choose one or both —" (CR 700.2): the controller chooses one mode or both, each at
most once (700.2d); the chosen modes happen in printed order; a mode not chosen needs
no target (700.2c)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Artful Takedown {2}{U}{B}
Instant
Choose one or both —
• Tap target creature.
• Target creature gets -2/-4 until end of turn.
end
"""

SETUP = """players Alice 20, Bob 20
Alice hand: Artful Takedown
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {U}{B}{U}{U}
"""
TAP = "Tap target creature."
SHRINK = "Target creature gets -2/-4 until end of turn."


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + SETUP + text)


def test_700_2_both_modes_each_with_its_target(tmp_path):
    code, r, out = run(tmp_path, f"""Alice casts Artful Takedown choosing "{TAP}", "{SHRINK}" targeting Craw Wurm, Grizzly Bears
all pass
expect Craw Wurm tapped
expect Grizzly Bears untapped
expect Alice graveyard: Artful Takedown
expect Bob graveyard: Grizzly Bears
""")
    # 2/2 Grizzly Bears gets -2/-4: toughness -2, put into the graveyard (704.5f)
    assert code == 0, out


def test_700_2_one_mode_only_needs_only_its_target(tmp_path):
    code, r, out = run(tmp_path, f"""Alice casts Artful Takedown choosing "{SHRINK}" targeting Grizzly Bears
all pass
expect Craw Wurm untapped
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_700_2_stopping_before_one_mode_is_refused_and_nothing_changes(tmp_path):
    code, r, out = run(tmp_path, """expect refused "not a legal answer": Alice casts Artful Takedown
  Alice chooses mode: no more modes
expect Alice hand: Artful Takedown
expect stack: nothing
""")
    assert code == 0, out


def test_700_2_asked_one_mode_then_no_more(tmp_path):
    code, r, out = run(tmp_path, f"""Alice casts Artful Takedown
  Alice chooses mode: "{TAP}"
  Alice chooses mode: no more modes
  Alice chooses targets: Craw Wurm
all pass
expect Craw Wurm tapped
expect battlefield: Grizzly Bears, Craw Wurm
""")
    assert code == 0, out
    modes = asked(r, "mode")
    # the first question has no way out (at least one mode); the second offers to stop
    assert "no more modes" not in modes[0].options and "no more modes" in modes[1].options


def test_700_2d_the_same_mode_cant_be_chosen_twice(tmp_path):
    code, r, out = run(tmp_path, f"""expect refused "illegal mode choice": Alice casts Artful Takedown choosing "{TAP}", "{TAP}" targeting Craw Wurm, Grizzly Bears
expect Alice hand: Artful Takedown
""")
    assert code == 0, out
