"""Naming a card as a permanent enters (CR 614.12, 201.4), prohibitions on
activating abilities (602.5, 605.1a), and copying a spell from a mana rider's
delayed trigger (106.6, 603.7a, 707.10).  Game scripts given inline."""
from __future__ import annotations

from interp_helpers import run_script

GOGGLES_RIDER = ("When that mana is spent to cast a red instant or sorcery spell, copy that spell "
                 "and you may choose new targets for the copy.")

HEIRLOOM = """card:
Neglected Heirloom {1}
Artifact — Equipment
Equipped creature gets +1/+1.
When equipped creature transforms, transform Neglected Heirloom.
Equip {1}
// transform
Ashmouth Blade
Artifact — Equipment
Equipped creature gets +3/+3 and has first strike.
Equip {3}
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, text)


# ---- 106.6 / 603.7a / 707.10: "When that mana is spent ..., copy that spell" ----------------
def test_603_7a_707_10_when_spent_rider_copies_the_spell(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: "Pyromancer's Goggles"
Alice hand: Shock
turn Alice precombat main
Alice activates "Pyromancer's Goggles"
Alice casts Shock targeting Bob
all pass
  Alice chooses may: no
expect stack: Shock, "copy of Shock"
all pass
all pass
expect Bob life 16
""")
    assert code == 0, out
    assert "Alice copies Shock" in out


def test_106_6_rider_mana_keeps_its_type_and_triggers_only_for_matching_spells(tmp_path):
    # the {R} pays Grizzly Bears' generic {1} (a creature spell): the delayed trigger
    # doesn't trigger (603.7a: only when spent to cast a red instant or sorcery spell)
    code, r, out = run(tmp_path, """Alice battlefield: "Pyromancer's Goggles"
Alice hand: Grizzly Bears
turn Alice precombat main
Alice pool: {G}
Alice activates "Pyromancer's Goggles"
expect Alice pool: {G}, {R} "%s"
Alice casts Grizzly Bears paying {R} from "Pyromancer's Goggles", {G}
expect stack: Grizzly Bears
all pass
expect stack: nothing
expect Alice battlefield: "Pyromancer's Goggles", Grizzly Bears
""" % GOGGLES_RIDER)
    assert code == 0, out
    assert "copies" not in out


def test_707_10c_the_copy_may_get_new_targets(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: "Pyromancer's Goggles"
Alice hand: Lightning Bolt
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice activates "Pyromancer's Goggles"
Alice casts Lightning Bolt targeting Bob
all pass
  Alice chooses may: yes
  Alice chooses targets: Alice
all pass
all pass
expect Alice life 17
expect Bob life 17
""")
    assert code == 0, out


# ---- 614.12 / 201.4: "As this artifact enters, choose a card name." -------------------------
def test_614_12_201_4_a_back_face_name_can_be_chosen_and_602_5_refuses_its_ability(tmp_path):
    code, r, out = run(tmp_path, HEIRLOOM + """Alice hand: Pithing Needle
Alice battlefield: Neglected Heirloom transformed, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{C}
Alice casts Pithing Needle
all pass
  Alice chooses named card: Ashmouth Blade
expect refused "can't be activated": Alice activates Ashmouth Blade targeting Grizzly Bears
expect Grizzly Bears power 2
""")
    assert code == 0, out
    g = r.game
    assert g.obj(g.find("Pithing Needle", "battlefield")).chosen["name"] == "Ashmouth Blade"
    d = [d for d, _, _ in r.chooser.asked if d.rule == "201.4"][0]
    assert "Ashmouth Blade" in d.options and "Neglected Heirloom" in d.options   # 201.4d: back faces too


def test_201_4_the_chosen_name_is_compared_with_the_current_name(tmp_path):
    # named the front face; the permanent is transformed (712.8e: only the back face's
    # characteristics), so its Equip {3} can be activated
    code, r, out = run(tmp_path, HEIRLOOM + """Alice hand: Pithing Needle
Alice battlefield: Neglected Heirloom transformed, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{C}
Alice casts Pithing Needle
all pass
  Alice chooses named card: Neglected Heirloom
Alice activates Ashmouth Blade targeting Grizzly Bears
all pass
expect Grizzly Bears power 5
""")
    assert code == 0, out


def test_602_5_605_1a_mana_abilities_are_not_stopped_other_abilities_are(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Pithing Needle, Pithing Needle
Alice battlefield: Llanowar Elves, Prodigal Pyromancer
turn Alice precombat main
Alice pool: {C}{C}
Alice casts Pithing Needle
all pass
  Alice chooses named card: Llanowar Elves
Alice casts Pithing Needle
all pass
  Alice chooses named card: Prodigal Pyromancer
Alice activates Llanowar Elves
expect Alice pool: {G}
expect refused "can't be activated": Alice activates Prodigal Pyromancer targeting Bob
expect Bob life 20
""")
    assert code == 0, out


# ---- 701.53 incubate X, "where X is that spell's mana value" (107.3, 202.3) ------------------
def test_701_53_107_3_incubate_x_where_x_is_that_spells_mana_value(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Chrome Host Seedshark
Alice hand: Lightning Bolt
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
all pass
expect Incubator counters: 1 +1/+1
all pass
expect Bob life 17
""")
    assert code == 0, out


def test_107_3_a_where_x_clause_is_never_dropped():
    # an unknown quantity makes the ability unrunnable instead of X silently being 0
    from cardlang.interp import compile_card_report
    from cardlang.syntax import read_card_text
    pc = read_card_text("Odd Bolt {R}\nInstant\nOdd Bolt deals X damage to any target, "
                        "where X is the amount of life you gained this turn.\n")[0]
    rep = compile_card_report(pc.card)
    assert rep.problems and "LifeGainedAmount" in rep.problems[0].reason   # the quantity of the where-clause


def test_201_4_a_back_face_is_judged_by_its_own_characteristics(tmp_path):
    # seed ruling: "If a player is instructed to choose a card name with certain
    # characteristics, use only the characteristics of the back face to determine if
    # this name can be chosen."  Kazandu Mammoth // Kazandu Valley: the back face is a land.
    code, r, out = run(tmp_path, """card:
Name Warden {1}
Artifact
As this artifact enters, choose a nonland card name.
end
Alice hand: Name Warden
turn Alice precombat main
Alice pool: {C}
Alice casts Name Warden
all pass
  Alice chooses named card: Insectile Aberration
""")
    assert code == 0, out
    d = [d for d, _, _ in r.chooser.asked if d.rule == "201.4"][0]
    assert "Kazandu Mammoth" in d.options and "Kazandu Valley" not in d.options
    assert "Insectile Aberration" in d.options and "Delver of Secrets" in d.options
    assert "Forest" not in d.options
    code, r, out = run(tmp_path, """card:
Name Warden {1}
Artifact
As this artifact enters, choose a nonland card name.
end
Alice hand: Name Warden
turn Alice precombat main
Alice pool: {C}
Alice casts Name Warden
all pass
  Alice chooses named card: Kazandu Valley
""")
    assert code == 2 and "201.4" in out, out


# ---- 614.12 "choose a creature type" + 106.6 a restriction with an effect (Cavern of Souls) ---
CAVERN = """Alice hand: Cavern of Souls, Grizzly Bears, Craw Wurm
Alice battlefield: Forest
Bob battlefield: Island, Island
Bob hand: Counterspell
turn Alice precombat main
Alice plays Cavern of Souls
  Alice chooses creature type: Bear
expect log: "Alice chooses the creature type Bear"
Alice activates Cavern of Souls ability 2
  Alice chooses mana color: G
"""


def test_106_6_cavern_mana_makes_a_spell_of_the_chosen_type_uncounterable(tmp_path):
    code, r, out = run(tmp_path, CAVERN + """Alice activates Forest
Alice casts Grizzly Bears paying {G} from Cavern of Souls, {G} from Forest
Alice passes
Bob activates Island
Bob activates Island#2
Bob casts Counterspell targeting Grizzly Bears
all pass
all pass
expect Alice battlefield: Cavern of Souls, Forest, Grizzly Bears
expect Bob graveyard: Counterspell
""")
    assert code == 0, out
    assert "can't be countered" in out


def test_106_6_cavern_mana_cant_pay_for_a_spell_of_another_type(tmp_path):
    code, r, out = run(tmp_path, CAVERN + """Alice pool: {G}{G}{G}{G}{G}
expect refused "can't be spent": Alice casts Craw Wurm paying {G} from Cavern of Souls, {G}, {G}, {G}, {G}, {G}
""")
    assert code == 0, out
