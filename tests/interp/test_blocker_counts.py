"""How many creatures may block an attacker, and which (CR 509.1b): "can't be blocked
by more than one creature", "can't be blocked except by three or more creatures",
"can't be blocked except by <creatures with flying>"; real card text. The counts are
checked once the whole block is declared; a refused declaration changes nothing."""
from __future__ import annotations

from interp_helpers import run_script

def test_509_1b_not_blocked_by_more_than_one_creature(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Stalking Tiger {3}{G}
Creature — Cat
Stalking Tiger can't be blocked by more than one creature.
3/3
end
players Alice 20, Bob 20
Alice battlefield: Stalking Tiger
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Stalking Tiger
all pass
expect refused "more than 1 creature": Bob blocks Stalking Tiger with Grizzly Bears, Savannah Lions
Bob blocks Stalking Tiger with Grizzly Bears
advance to end
expect Bob life 20
expect Bob graveyard: Grizzly Bears
expect Bob battlefield: Savannah Lions
""")
    assert code == 0, out


def test_509_1b_blocked_only_by_three_or_more(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Phyrexian Colossus {7}
Artifact Creature — Phyrexian Golem
Phyrexian Colossus can't be blocked except by three or more creatures.
8/8
end
players Alice 20, Bob 20
Alice battlefield: Phyrexian Colossus
Bob battlefield: Grizzly Bears, Savannah Lions, Fortified Rampart
turn Alice declare attackers
Alice attacks Bob with Phyrexian Colossus
all pass
expect refused "at least 3 creatures": Bob blocks Phyrexian Colossus with Grizzly Bears, Savannah Lions
Bob blocks Phyrexian Colossus with Grizzly Bears, Savannah Lions, Fortified Rampart
""")
    assert code == 0, out
    g = r.game
    assert sorted(g.name_of(b) for b in g.combat.blockers) == ["Fortified Rampart", "Grizzly Bears", "Savannah Lions"]


def test_509_1b_a_group_static_limits_each_attacker(tmp_path):
    # "Each creature you control ..." (611.3a): every attacker of Alice's is limited
    code, r, out = run_script(tmp_path, """card:
Familiar Ground {2}{G}
Enchantment
Each creature you control can't be blocked by more than one creature.
end
players Alice 20, Bob 20
Alice battlefield: Familiar Ground, Craw Wurm
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Craw Wurm
all pass
expect refused "more than 1 creature": Bob blocks Craw Wurm with Grizzly Bears, Savannah Lions
Bob blocks Craw Wurm with Savannah Lions
advance to end
expect Bob graveyard: Savannah Lions
expect Bob battlefield: Grizzly Bears
""")
    assert code == 0, out


def test_509_1b_blocked_except_by_creatures_with_flying(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Treetop Scout {G}
Creature — Elf Scout
Treetop Scout can't be blocked except by creatures with flying.
1/1
end
players Alice 20, Bob 20
Alice battlefield: Treetop Scout
Bob battlefield: Grizzly Bears, Suntail Hawk
turn Alice declare attackers
Alice attacks Bob with Treetop Scout
all pass
expect refused "can't be blocked by Grizzly Bears": Bob blocks Treetop Scout with Grizzly Bears
Bob blocks Treetop Scout with Suntail Hawk
advance to end
expect Bob life 20
""")
    assert code == 0, out


def test_a_qualifier_on_the_last_item_of_a_blocker_list_is_not_guessed(tmp_path):
    # "Walls and/or creatures with flying": the parse hangs "with flying" on the whole
    # list, but the card means Walls, or creatures with flying -- so it stays a gap
    # instead of running with the wrong blockers.
    from cardlang.interp.runnable import unrunnable
    from cardlang.syntax.cardfile import read_card_text
    pc = read_card_text("Elven Riders {3}{G}{G}\nCreature — Elf\n"
                        "Elven Riders can't be blocked except by Walls and/or creatures with flying.\n3/3\n",
                        "t.cards")[0]
    assert pc.card is not None
    gaps = [d.message for d in unrunnable(pc)]
    assert any("last item has a qualifier" in m for m in gaps), gaps
