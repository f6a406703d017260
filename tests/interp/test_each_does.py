""""You and target opponent each draw a card.", "Any number of target players each mill
two cards.", "You and that player each create ..." -- each player named follows the
instruction in APNAP order (CR 101.4), as the player performing it (608.2c); real card
text."""
from __future__ import annotations

from interp_helpers import run_script


def test_608_2c_you_and_target_opponent_each_draw_a_card(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Diplomatic Scholar {1}{U}
Creature — Human Wizard
{T}: You and target opponent each draw a card.
1/1
end
players Alice 20, Bob 20
Alice battlefield: Diplomatic Scholar
Alice library: Opt, Shock
Bob library: Cancel, Murder
turn Alice precombat main
Alice activates Diplomatic Scholar targeting Bob
all pass
expect Alice hand: Opt
expect Bob hand: Cancel
""")
    # each draws the top card of their own library (libraries are listed top first)
    assert code == 0, out
    # CR 101.4: the active player (Alice) first
    assert out.index("Alice draws") < out.index("Bob draws"), out


def test_608_2c_you_and_that_player_each_create_tokens(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Benevolent Offering {2}{W}
Instant
Choose an opponent. You and that player each create three 1/1 white Spirit creature tokens with flying.
Choose an opponent. You gain 2 life for each creature you control and that player gains 2 life for each creature they control.
end
players Alice 20, Bob 20
Alice hand: Benevolent Offering
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Benevolent Offering
all pass
expect Alice life 26
expect Bob life 26
""")
    # then 2 life for each creature each controls: three tokens each, +6 each (119.3)
    assert code == 0, out
    g = r.game
    # each player controls their own three tokens (111.2: a token's controller is the
    # player who created it)
    for who in ("Alice", "Bob"):
        p = g.pid(who)
        mine = [i for i in g.battlefield() if g.chars(i).controller == p]
        assert len(mine) == 3 and all(g.chars(i).token for i in mine)
