"""More "for each ..." multipliers on draw / gain life / lose life (CR 107.1: counted as the
instruction is followed, 608.2h), and "lose life unless <condition>"."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Dusk Urchins {2}{B}
Creature — Ouphe
Whenever Dusk Urchins attacks or blocks, put a -1/-1 counter on it.
When Dusk Urchins dies, draw a card for each -1/-1 counter on it.
4/3
end
card:
Mind Unbound {4}{U}{U}
Enchantment
At the beginning of your upkeep, put a lore counter on this enchantment, then draw a card for each lore counter on this enchantment.
end
card:
Lightkeeper of Emeria {3}{W}
Creature — Angel
Multikicker {W} (You may pay an additional {W} any number of times as you cast this spell.)
Flying
When this creature enters, you gain 2 life for each time it was kicked.
2/4
end
card:
Wandering Stream {2}{G}
Sorcery
Domain — You gain 2 life for each basic land type among lands you control.
end
card:
Fathom Fleet Boarder {2}{B}
Creature — Orc Pirate
When this creature enters, you lose 2 life unless you control another Pirate.
3/3
end
card:
Golden Ratio {1}{G}{U}
Sorcery
Draw a card for each different power among creatures you control.
end
card:
Soul of Ravnica {4}{U}{U}
Creature — Avatar
Flying
{5}{U}{U}: Draw a card for each color among permanents you control.
{5}{U}{U}, Exile this card from your graveyard: Draw a card for each color among permanents you control.
6/6
end
"""


def _hand(r, name):
    g = r.game
    p = next(p for p in g.players if g.players[p].name == name)
    return len(g.hand(p))


def test_122_draw_a_card_for_each_counter_on_it_counts_that_kind(tmp_path):
    # CR 122, 608.2h: Mind Unbound had 2 lore counters and a charge counter; the upkeep
    # trigger adds a third lore counter, then draws 3 (the charge counter isn't counted)
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice battlefield: Mind Unbound with 2 lore counters
Alice library: Island, Island, Island, Island, Island, Island
Bob library: Island, Island
turn Bob precombat main
advance to Alice's upkeep
all pass
expect Mind Unbound counters: 3 lore
""")
    assert code == 0, out
    assert _hand(r, "Alice") == 3


def test_122_draw_for_each_counter_on_it_after_it_died_uses_last_known_information(tmp_path):
    # CR 704.5f, 608.2h: Dusk Urchins with three -1/-1 counters is 1/0 and dies; "it" is
    # the creature as it last existed -- three counters, three cards
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice battlefield: Dusk Urchins with 3 -1/-1 counters
Alice library: Island, Island, Island, Island
turn Alice upkeep
all pass
expect Alice graveyard: Dusk Urchins
""")
    assert code == 0, out
    assert _hand(r, "Alice") == 3


def test_702_33c_gain_2_life_for_each_time_it_was_kicked(tmp_path):
    # CR 702.33c: multikicker paid twice -> the enters trigger gains 2 * 2 = 4 life (400.7d)
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Lightkeeper of Emeria
turn Alice precombat main
Alice pool: {W}{W}{W}{C}{C}{C}
Alice casts Lightkeeper of Emeria using kicker, kicker
resolve
resolve
expect Alice life 24
""")
    assert code == 0, out


def test_702_33c_not_kicked_gains_nothing(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Lightkeeper of Emeria
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
Alice casts Lightkeeper of Emeria
resolve
resolve
expect Alice life 20
""")
    assert code == 0, out


def test_305_6_domain_gain_2_life_for_each_basic_land_type(tmp_path):
    # CR 305.6: Plains, Island and two Forests are three basic land types -> 6 life;
    # Bob's Swamp isn't among lands Alice controls
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice battlefield: Plains, Island, Forest, Forest
Bob battlefield: Swamp
Alice hand: Wandering Stream
turn Alice precombat main
Alice pool: {G}{C}{C}
Alice casts Wandering Stream
all pass
expect Alice life 26
""")
    assert code == 0, out


def test_608_2c_lose_life_unless_you_control_another_pirate(tmp_path):
    # no other Pirate -> Alice loses 2 life
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Fathom Fleet Boarder
turn Alice precombat main
Alice pool: {B}{C}{C}
Alice casts Fathom Fleet Boarder
resolve
resolve
expect Alice life 18
""")
    assert code == 0, out


def test_608_2c_no_life_lost_when_you_control_another_pirate(tmp_path):
    # a second Fathom Fleet Boarder (a Pirate) already there -> the condition holds, no loss
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice battlefield: Fathom Fleet Boarder
Alice hand: Fathom Fleet Boarder
turn Alice precombat main
Alice pool: {B}{C}{C}
Alice casts Fathom Fleet Boarder
resolve
resolve
expect Alice life 20
""")
    assert code == 0, out


def test_107_1_draw_a_card_for_each_different_power(tmp_path):
    # powers 2, 2 and 5 among Alice's creatures -> two different powers, two cards;
    # Bob's 1-power creature isn't counted
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice battlefield: Grizzly Bears, Grizzly Bears, Craw Wurm
Bob battlefield: Savannah Lions
Alice library: Island, Island, Island, Island
Alice hand: Golden Ratio
turn Alice precombat main
Alice pool: {G}{U}{C}
Alice casts Golden Ratio
all pass
""")
    assert code == 0, out
    assert _hand(r, "Alice") == 2



def test_105_2_draw_a_card_for_each_color_among_permanents_you_control(tmp_path):
    # CR 105.2: the blue Soul of Ravnica, a green Bears and a green Wurm are two colors
    # -> two cards; Bob's white Lions isn't among Alice's permanents
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice battlefield: Soul of Ravnica, Grizzly Bears, Craw Wurm
Bob battlefield: Savannah Lions
Alice library: Island, Island, Island, Island
turn Alice precombat main
Alice pool: {U}{U}{C}{C}{C}{C}{C}
Alice activates Soul of Ravnica
all pass
""")
    assert code == 0, out
    assert _hand(r, "Alice") == 2
