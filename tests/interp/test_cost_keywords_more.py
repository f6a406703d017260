"""Keywords about what a spell costs or where it is cast from -- improvise
(702.126a), undaunted (702.125a), retrace (702.81a), jump-start (702.133a) --
outlast (702.107a), and the attack triggers melee (702.121a) and training
(702.149a); played through real card text.  A refused action leaves the game
unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Bastion Inventor {5}{U}
Creature — Vedalken Artificer
Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)
Hexproof (This creature can't be the target of spells or abilities your opponents control.)
4/4
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
card:
Curtains' Call {5}{B}
Instant
Undaunted (This spell costs {1} less to cast for each opponent.)
Destroy two target creatures.
end
card:
Cenn's Enlistment {3}{W}
Sorcery
Create two 1/1 white Kithkin Soldier creature tokens.
Retrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)
end
card:
Direct Current {1}{R}{R}
Sorcery
Direct Current deals 2 damage to any target.
Jump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)
end
card:
Ainok Bond-Kin {1}{W}
Creature — Dog Soldier
Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)
Each creature you control with a +1/+1 counter on it has first strike.
2/1
end
card:
Menagerie Liberator {3}{G}
Creature — Human Warrior
Trample
Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)
3/2
end
card:
Gryff Rider {2}{W}
Creature — Human Knight
Flying
Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)
2/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- improvise (702.126a) ----------------------------------------------------------------------
def test_702_126a_improvise_taps_artifacts_for_generic_mana(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Bastion Inventor
Alice battlefield: Ornithopter, Sol Ring, Darksteel Myr
turn Alice precombat main
Alice pool: {U}{C}{C}
Alice casts Bastion Inventor improvising Ornithopter, Sol Ring, Darksteel Myr
resolve
expect Alice battlefield: Ornithopter, Sol Ring, Darksteel Myr, Bastion Inventor
expect Darksteel Myr tapped
expect Sol Ring tapped
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_126a_improvise_pays_only_generic_mana_refused(tmp_path):
    # {5}{U}: six artifacts are one too many for the five generic mana ({U} isn't generic)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Bastion Inventor
Alice battlefield: Ornithopter, Ornithopter, Sol Ring, Darksteel Myr, Mind Stone, Mind Stone, Grizzly Bears
turn Alice precombat main
Alice pool: {U}{C}{C}
expect refused "only generic": Alice casts Bastion Inventor improvising Ornithopter, Ornithopter#2, Sol Ring, Darksteel Myr, Mind Stone, Mind Stone#2
expect refused "untapped artifact": Alice casts Bastion Inventor improvising Grizzly Bears
expect Alice hand: Bastion Inventor
expect Ornithopter untapped
expect Alice pool: {U}, {C}, {C}
""")
    assert code == 0, out


# ---- undaunted (702.125a) ----------------------------------------------------------------------
def test_702_125a_undaunted_one_less_per_opponent(tmp_path):
    # 103.8a: in a multiplayer game the first player draws on their first turn
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice library: Island
Alice hand: Curtains' Call
Bob battlefield: Craw Wurm, Grizzly Bears
turn Alice precombat main
Alice pool: {B}{C}{C}{C}
Alice casts Curtains' Call targeting Craw Wurm, Grizzly Bears
resolve
expect Bob graveyard: Craw Wurm, Grizzly Bears
expect Alice pool: empty
""")
    assert code == 0, out


# ---- retrace (702.81a) and jump-start (702.133a) --------------------------------------------------
def test_702_81a_retrace_from_the_graveyard_discarding_a_land(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Cenn's Enlistment
Alice hand: Plains, Grizzly Bears
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
Alice casts Cenn's Enlistment using retrace
resolve
expect Alice battlefield: Kithkin Soldier Token, Kithkin Soldier Token
expect Alice graveyard: Plains, Cenn's Enlistment
expect Alice hand: Grizzly Bears
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_81a_retrace_needs_a_land_card_and_the_mana_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Cenn's Enlistment
Alice hand: Grizzly Bears
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
expect refused "can't be paid": Alice casts Cenn's Enlistment using retrace
expect Alice graveyard: Cenn's Enlistment
expect Alice hand: Grizzly Bears
expect Alice pool: {W}, {C}, {C}, {C}
""")
    assert code == 0, out


def test_702_133a_jump_start_discards_and_is_exiled(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Direct Current
Alice hand: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{R}{C}
Alice casts Direct Current using jump-start targeting Bob
resolve
expect Bob life 18
expect Alice exile: Direct Current
expect Alice graveyard: Grizzly Bears
""")
    assert code == 0, out


# ---- outlast (702.107a) -----------------------------------------------------------------------
def test_702_107a_outlast_taps_for_a_counter_as_a_sorcery(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Ainok Bond-Kin
Alice hand: Lightning Bolt
turn Alice precombat main
Alice pool: {W}{C}{R}
Alice casts Lightning Bolt targeting Bob
expect refused "sorcery": Alice activates Ainok Bond-Kin
resolve
Alice activates Ainok Bond-Kin
resolve
expect Ainok Bond-Kin counters: 1 +1/+1
expect Ainok Bond-Kin tapped
expect Ainok Bond-Kin has first strike
""")
    assert code == 0, out


# ---- melee (702.121a) and training (702.149a) ----------------------------------------------------
def test_702_121a_melee_counts_opponents_attacked_not_opponents(tmp_path):
    # three players, only Bob attacked: +1/+1, not +2/+2
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice library: Island
Alice battlefield: Menagerie Liberator, Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Menagerie Liberator, Grizzly Bears
resolve
expect Menagerie Liberator power 4
expect Menagerie Liberator toughness 3
""")
    assert code == 0, out


def test_702_121a_melee_two_opponents_attacked(tmp_path):
    # the script attacks one player; the kernel's declaration takes one defender per attacker (508.1b)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice library: Island
Alice battlefield: Menagerie Liberator, Grizzly Bears
turn Alice precombat main
""")
    assert code == 0, out
    g = r.game
    alice, bob, carol = g.pid("Alice"), g.pid("Bob"), g.pid("Carol")
    lib, bears = (next(i for i in g.battlefield() if g.name_of(i) == n) for n in ("Menagerie Liberator", "Grizzly Bears"))
    g.goto("declare_attackers", alice)
    g.declare_attackers(alice, {lib: bob, bears: carol})
    g.pass_all()   # the melee trigger resolves
    assert (g.chars(lib).power, g.chars(lib).toughness) == (5, 4)


def test_702_149a_training_with_a_stronger_attacker_only(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Gryff Rider, Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Gryff Rider, Craw Wurm
resolve
expect Gryff Rider counters: 1 +1/+1
""")
    assert code == 0, out


def test_702_149a_no_training_when_attacking_with_a_weaker_creature(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Gryff Rider, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Gryff Rider, Savannah Lions
expect stack: nothing
expect Gryff Rider counters: nothing
""")
    assert code == 0, out
