"""More costs: the untap symbol {Q} (107.6), "Activate no more than twice each turn"
(602.5b), "Exert this creature" (701.43a), "Unattach [this Equipment]" (701.3d),
"Pay half your life, rounded up" (119.4, 107.1a) and "Mill a card" (701.17b);
played through real card text.  A refused action leaves the game unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Farmstead Gleaner {3}
Artifact Creature — Scarecrow
This creature doesn't untap during your untap step.
{2}, {Q}: Put a +1/+1 counter on this creature. ({Q} is the untap symbol.)
2/2
end
card:
Pit Imp {B}
Creature — Imp
Flying
{B}: Pit Imp gets +1/+0 until end of turn. Activate no more than twice each turn.
0/1
end
card:
Fervent Paincaster {2}{R}
Creature — Human Wizard
{T}: This creature deals 1 damage to target player or planeswalker.
{T}, Exert this creature: It deals 1 damage to target creature. (An exerted creature won't untap during your next untap step.)
3/1
end
card:
Leonin Bola {1}
Artifact — Equipment
Equipped creature has "{T}, Unattach Leonin Bola: Tap target creature."
Equip {1}
end
card:
Lurking Evil {B}{B}{B}
Enchantment
Pay half your life, rounded up: Lurking Evil becomes a 4/4 Phyrexian Horror creature with flying.
end
card:
Deranged Assistant {1}{U}
Creature — Human Wizard
{T}, Mill a card: Add {C}. (To mill a card, put the top card of your library into your graveyard.)
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- {Q} (107.6) -------------------------------------------------------------------------------
def test_107_6_untap_symbol_untaps_as_a_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Farmstead Gleaner tapped
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Farmstead Gleaner
resolve
expect Farmstead Gleaner untapped
expect Farmstead Gleaner counters: 1 +1/+1
""")
    assert code == 0, out


def test_107_6_an_untapped_permanent_cant_pay_q(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Farmstead Gleaner
turn Alice precombat main
Alice pool: {C}{C}
expect refused "already untapped": Alice activates Farmstead Gleaner
expect Alice pool: {C}, {C}
""")
    assert code == 0, out


# ---- "Activate no more than twice each turn" (602.5b) ------------------------------------------------
def test_602_5b_no_more_than_twice_each_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Pit Imp
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice activates Pit Imp
resolve
Alice activates Pit Imp
resolve
expect Pit Imp power 2
expect refused "can't be paid": Alice activates Pit Imp
expect Alice pool: {B}
advance to Bob's upkeep
Bob passes
Alice pool: {B}
Alice activates Pit Imp
resolve
expect Pit Imp power 1
""")
    assert code == 0, out


# ---- exert (701.43a) -----------------------------------------------------------------------------
def test_701_43a_exerted_creature_doesnt_untap_next_untap_step(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Fervent Paincaster
Alice library: Island, Island
Bob battlefield: Suntail Hawk
Bob library: Island, Island
turn Alice precombat main
Alice activates Fervent Paincaster ability 2 targeting Suntail Hawk
resolve
expect Bob graveyard: Suntail Hawk
advance to Bob's upkeep
advance to Alice's upkeep
expect Fervent Paincaster tapped
advance to Bob's upkeep
advance to Alice's upkeep
expect Fervent Paincaster untapped
""")
    assert code == 0, out


# ---- unattach (701.3d) ---------------------------------------------------------------------------
def test_701_3d_unattach_the_equipment_as_a_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Leonin Bola, Savannah Lions
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}
Alice activates Leonin Bola targeting Savannah Lions
resolve
Alice activates Savannah Lions targeting Grizzly Bears
resolve
expect Grizzly Bears tapped
expect Savannah Lions tapped
expect Alice battlefield: Leonin Bola, Savannah Lions
""")
    assert code == 0, out
    g = r.game
    bola = next(i for i in g.battlefield() if g.name_of(i) == "Leonin Bola")
    assert g.objects[bola].attached_to is None


# ---- pay half your life (119.4) and mill a card (701.17b) ---------------------------------------------
def test_119_4_pay_half_your_life_rounded_up(tmp_path):
    code, r, out = run(tmp_path, """players Alice 15, Bob 20
Alice battlefield: Lurking Evil
turn Alice precombat main
Alice activates Lurking Evil
resolve
expect Alice life 7
expect Lurking Evil power 4
""")
    assert code == 0, out


def test_701_17b_mill_a_card_cost_needs_a_card(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Deranged Assistant, Deranged Assistant
Alice library: Island
turn Alice precombat main
Alice activates Deranged Assistant
expect Alice pool: {C}
expect Alice graveyard: Island
expect refused "can't be paid": Alice activates Deranged Assistant#2
expect Deranged Assistant#2 untapped
""")
    assert code == 0, out


# ---- "This spell costs {X} less to cast, where X is ..." (601.2f) and "... and sacrifice it" ---------
MORE = """card:
Molten Monstrosity {7}{R}
Creature — Hellion
This spell costs {X} less to cast, where X is the greatest power among creatures you control.
Trample
5/5
end
card:
Ior Ruin Expedition {1}{U}
Enchantment
Landfall — Whenever a land you control enters, you may put a quest counter on this enchantment.
Remove three quest counters from this enchantment and sacrifice it: Draw two cards.
end
"""


def test_601_2f_costs_x_less_where_x_is_the_greatest_power(tmp_path):
    # the greatest power among creatures Alice controls: Boggart Brute's 3 (Craw Wurm is Bob's);
    # {7}{R} less 3 is {4}{R}
    code, r, out = run(tmp_path, MORE + """players Alice 20, Bob 20
Alice hand: Molten Monstrosity
Alice battlefield: Grizzly Bears, Boggart Brute
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{C}{C}{C}{C}
Alice casts Molten Monstrosity
resolve
expect Alice battlefield: Grizzly Bears, Boggart Brute, Molten Monstrosity
expect Alice pool: empty
""")
    assert code == 0, out


def test_601_2f_costs_x_less_not_more_than_that(tmp_path):
    code, r, out = run(tmp_path, MORE + """players Alice 20, Bob 20
Alice hand: Molten Monstrosity
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}{C}{C}{C}
expect refused "can't pay": Alice casts Molten Monstrosity
expect Alice hand: Molten Monstrosity
""")
    assert code == 0, out


def test_118_3_remove_counters_and_sacrifice_it(tmp_path):
    code, r, out = run(tmp_path, MORE + """players Alice 20, Bob 20
Alice battlefield: Ior Ruin Expedition with 3 quest counters
Alice library: Island, Forest
turn Alice precombat main
Alice activates Ior Ruin Expedition
resolve
expect Alice graveyard: Ior Ruin Expedition
expect Alice hand: Island, Forest
""")
    assert code == 0, out


def test_118_3_two_quest_counters_arent_enough(tmp_path):
    code, r, out = run(tmp_path, MORE + """players Alice 20, Bob 20
Alice battlefield: Ior Ruin Expedition with 2 quest counters
Alice library: Island, Forest
turn Alice precombat main
expect refused "can't be paid": Alice activates Ior Ruin Expedition
expect Alice battlefield: Ior Ruin Expedition
expect Ior Ruin Expedition counters: 2 quest
""")
    assert code == 0, out
