"""Modal triggered abilities (CR 700.2b: modes chosen as the ability is put on the
stack; 700.2a: a mode whose targets can't be chosen can't be chosen), "attach
this Equipment to target creature" (701.3a), two references joined by "and"
("each creature and each player"), and "your opponents" -- from real card text."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Herald of Choices {2}{W}
Creature — Human Cleric
When this creature enters, choose one —
• You gain 3 life.
• Destroy target artifact.
2/2
end
card:
Quick Sheath {1}
Artifact — Equipment
When this Equipment enters, attach it to target creature you control.
Equipped creature gets +2/+0.
Equip {3}
end
card:
Famine Wind {3}{B}{B}
Sorcery
Famine Wind deals 3 damage to each creature and each player.
end
card:
Cower Cloud {2}{B}
Instant
Creatures your opponents control get -1/-1 until end of turn.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_700_2b_modal_trigger_mode_chosen_as_it_goes_on_the_stack(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Herald of Choices
Bob battlefield: Sol Ring
turn Alice precombat main
Alice pool: {C}{C}{W}
Alice casts Herald of Choices
all pass
  Alice chooses mode: "Destroy target artifact."
all pass
expect Bob graveyard: Sol Ring
expect Alice life 20
""")
    assert code == 0, out
    assert [d.rule for d in asked(r, "mode")] == ["700.2b"]


def test_700_2a_a_mode_with_no_legal_target_cannot_be_chosen(tmp_path):
    # no artifact on the battlefield: only "You gain 3 life." is left, chosen without asking
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Herald of Choices
turn Alice precombat main
Alice pool: {C}{C}{W}
Alice casts Herald of Choices
all pass
all pass
expect Alice life 23
""")
    assert code == 0, out
    assert all(d.options == ["You gain 3 life."] for d in asked(r, "mode"))


def test_701_3a_attach_it_to_target_creature_you_control(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Quick Sheath
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}
Alice casts Quick Sheath
all pass
all pass
expect Grizzly Bears power 4
""")
    assert code == 0, out


def test_608_2c_each_creature_and_each_player(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Famine Wind
Alice battlefield: Craw Wurm
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{B}{B}
Alice casts Famine Wind
all pass
expect Alice life 17
expect Bob life 17
expect Bob graveyard: Grizzly Bears
expect Alice battlefield: Craw Wurm
""")
    assert code == 0, out


def test_102_2_creatures_your_opponents_control(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Cower Cloud
Alice battlefield: Grizzly Bears
Bob battlefield: Grizzly Bears, Raging Goblin
turn Alice precombat main
Alice pool: {C}{C}{B}
Alice casts Cower Cloud
all pass
expect Grizzly Bears power 2
expect Grizzly Bears#2 power 1
expect Bob graveyard: Raging Goblin
""")
    assert code == 0, out
