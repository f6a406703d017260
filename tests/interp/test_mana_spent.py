"""The mana spent to cast a spell (CR 601.2h, 106.3), remembered by the permanent it
becomes (400.7d): adamant, converge and sunburst (702.44a), with real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_adamant_three_white_mana_spent(tmp_path):
    paladin = """card:
Ardenvale Paladin {3}{W}
Creature — Human Knight
Adamant — If at least three white mana was spent to cast this spell, Ardenvale Paladin enters the battlefield with a +1/+1 counter on it.
2/5
end
"""
    for pool, counters in (("{W}{W}{W}{C}", "1 +1/+1"), ("{W}{W}{C}{C}", "nothing")):
        code, r, out = run_script(tmp_path, paladin + f"""players Alice 20, Bob 20
Alice hand: Ardenvale Paladin
turn Alice precombat main
Alice pool: {pool}
Alice casts Ardenvale Paladin
all pass
expect Ardenvale Paladin counters: {counters}
""")
        assert code == 0, out


def test_106_3_converge_and_702_44a_sunburst_count_colors_spent(tmp_path):
    # {R}{G}{C}{C} for Crystalline Crawler: two colors -> two +1/+1 counters (3/3);
    # Baton of Courage (not a creature) with {W}{U}{B}: three charge counters
    code, r, out = run_script(tmp_path, """card:
Crystalline Crawler {4}
Artifact Creature — Construct
Converge — Crystalline Crawler enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.
Remove a +1/+1 counter from Crystalline Crawler: Add one mana of any color.
{T}: Put a +1/+1 counter on Crystalline Crawler.
1/1
end
card:
Baton of Courage {3}
Artifact
Flash
Sunburst (This enters the battlefield with a charge counter on it for each color of mana spent to cast it.)
Remove a charge counter from Baton of Courage: Target creature gets +1/+1 until end of turn.
end
players Alice 20, Bob 20
Alice hand: Crystalline Crawler, Baton of Courage
turn Alice precombat main
Alice pool: {R}{G}{C}{C}
Alice casts Crystalline Crawler
all pass
expect Crystalline Crawler counters: 2 +1/+1
expect Crystalline Crawler power 3
Alice pool: {W}{U}{B}
Alice casts Baton of Courage
all pass
expect Baton of Courage counters: 3 charge
""")
    assert code == 0, out
