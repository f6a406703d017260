"""More modal choices and variable numbers of targets (interp/modal_more.py).

* "one or two target creatures", "one, two, or three target creatures": the player announces
  how many targets, from the fewest to the most written (CR 601.2c, 115.1); "Distribute ...
  among one or two target creatures" divides among those chosen (601.2d);
* a modal activated ability ("{2}, {T}: Choose one — • ... • ..."): its controller chooses the
  mode as they activate it (700.2a, 602.2b), a mode without legal targets can't be chosen, and a
  restriction written with the choice ("Choose one. Activate only once each turn.") is the
  ability's (602.5b);
* spree (702.172a): one or more modes, each chosen mode's cost paid as an additional cost
  (700.2h, 601.2f);
* "Choose three. You may choose the same mode more than once." (700.2d): a mode chosen twice
  happens twice, with its own targets each time; "Choose up to four" allows fewer;
* "choose one that hasn't been chosen this turn —": a mode chosen for the ability this turn
  can't be chosen again until the next turn;
* "Choose up to five {P} worth of modes." (700.2i): modes whose pawprints total at most five;
* "Choose one. If ..., choose both instead.": the condition as the modes are chosen (700.2b);
* "divided as you choose among one or two targets" (any targets, 115.4); an activated or
  triggered ability's division is announced as it's activated or put on the stack (602.2b,
  603.3d, 601.2d)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Wind Test {U}
Instant
One or two target creatures gain flying until end of turn.
end
card:
Footwork Test {W}
Instant
Untap one or two target creatures. They each get +2/+2 until end of turn.
end
card:
Rite Test {G}
Sorcery
Distribute two +1/+1 counters among one or two target creatures.
end
card:
Volley Test {R}
Instant
Volley Test deals 3 damage divided as you choose among one, two, or three target creatures.
end
card:
Spree Test {R}
Instant
Spree (Choose one or more additional costs.)
+ {2} — Spree Test deals 4 damage to target creature.
+ {1} — You gain 3 life.
end
card:
Confluence Test {3}{R}{R}
Instant
Choose three. You may choose the same mode more than once.
• Confluence Test deals 2 damage to target creature.
• Confluence Test deals 1 damage to each opponent.
• You gain 1 life.
end
card:
Reckoning Test {B}
Sorcery
Choose up to two. You may choose the same mode more than once.
• Target player loses 2 life.
• You gain 3 life.
end
card:
Twice Test {1}{W}
Creature — Human
When this creature enters, choose two. You may choose the same mode more than once.
• Target player gains 2 life.
• Target creature gets +1/+1 until end of turn.
1/1
end
card:
Intimidator Test {1}{R}
Creature — Human Warrior
{1}: Choose one that hasn't been chosen this turn —
• This creature gets +1/+1 until end of turn.
• You gain 1 life.
1/1
end
card:
Season Test {G}{G}
Sorcery
Choose up to five {P} worth of modes. You may choose the same mode more than once.
{P} — You gain 1 life.
{P}{P} — Each opponent loses 2 life.
{P}{P}{P} — Draw two cards.
end
card:
Titan Test {4}{U}{R}
Creature — Giant Wizard
When this creature enters, choose one. If you control three or more lands, choose both instead.
• This creature deals 4 damage to any target.
• You gain 4 life.
4/6
end
card:
Forked Test {R}
Sorcery
Forked Test deals 2 damage divided as you choose among one or two targets.
end
card:
Arc Test {R}
Creature — Human Shaman
{2}{R}, {T}: This creature deals 2 damage divided as you choose among one or two targets.
1/1
end
card:
Hellkite Test {1}{R}
Creature — Dragon
When this creature enters, it deals 5 damage divided as you choose among any number of targets.
5/5
end
card:
Corps Test {2}{G}
Creature — Human Soldier
When this creature enters, distribute two +1/+1 counters among one or two target creatures you control.
2/2
end
card:
Myojin Test {G}
Artifact
{T}: Distribute three +1/+1 counters among any number of target creatures you control.
end
card:
Horror Test {2}{U}
Creature — Kraken Horror
Whenever you cast a spell, choose up to one —
• You gain 2 life.
• Target player draws a card.
3/3
end
card:
Saga Test {B}
Enchantment — Saga
(As this Saga enters and after your draw step, add a lore counter.)
I, II — Choose one —
• You gain 2 life.
• Each opponent loses 1 life.
III — Draw a card.
end
card:
Doom Test {B}
Instant
Destroy target creature.
end
card:
Breya Test {2}
Artifact
{2}, {T}: Choose one —
• This artifact deals 3 damage to target player.
• Target creature gets -4/-4 until end of turn.
• You gain 5 life.
end
card:
Shifter Test {G}
Creature — Human
{G}: Choose one. Activate only once each turn.
• Until end of turn, this creature gains trample.
• This creature gets +2/+2 until end of turn.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + "players Alice 20, Bob 20\n" + text)


def test_601_2c_one_or_two_targets_with_one(tmp_path):
    # 601.2c: the player announces one target; only that creature is affected
    code, r, out = run(tmp_path, """Alice hand: Footwork Test
Alice battlefield: Grizzly Bears tapped, Llanowar Elves tapped
turn Alice precombat main
Alice pool: {W}
Alice casts Footwork Test targeting Grizzly Bears
all pass
expect Grizzly Bears untapped
expect Grizzly Bears power 4
expect Llanowar Elves tapped
expect Llanowar Elves power 1
""")
    assert code == 0, out


def test_601_2c_one_or_two_targets_with_two(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Footwork Test
Alice battlefield: Grizzly Bears tapped, Llanowar Elves tapped
turn Alice precombat main
Alice pool: {W}
Alice casts Footwork Test targeting Grizzly Bears, Llanowar Elves
all pass
expect Grizzly Bears untapped
expect Grizzly Bears power 4
expect Llanowar Elves untapped
expect Llanowar Elves power 3
""")
    assert code == 0, out


def test_601_2c_one_or_two_targets_refuses_three_and_none(tmp_path):
    # 601.2c: no more than two targets; and at least one ("one or two"): with no creature
    # to target the spell can't be cast at all
    code, r, out = run(tmp_path, """Alice hand: Wind Test
Alice battlefield: Grizzly Bears, Llanowar Elves, Craw Wurm
turn Alice precombat main
Alice pool: {U}
expect refused "too many targets": Alice casts Wind Test targeting Grizzly Bears, Llanowar Elves, Craw Wurm
Alice casts Wind Test targeting Grizzly Bears, Craw Wurm
all pass
expect Grizzly Bears has flying
expect Craw Wurm has flying
expect Llanowar Elves lacks flying
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice hand: Wind Test
turn Alice precombat main
Alice pool: {U}
expect refused "at least 1 target": Alice casts Wind Test
""")
    assert code == 0, out


def test_601_2d_distribute_among_one_or_two_targets(tmp_path):
    # one target: it gets both counters; two targets: one each (601.2d: at least one each)
    code, r, out = run(tmp_path, """Alice hand: Rite Test, Rite Test
Alice battlefield: Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Rite Test targeting Grizzly Bears
all pass
expect Grizzly Bears counters: 2 +1/+1
expect Llanowar Elves counters: nothing
Alice casts Rite Test targeting Grizzly Bears, Llanowar Elves dividing 1 to Grizzly Bears, 1 to Llanowar Elves
all pass
expect Grizzly Bears counters: 3 +1/+1
expect Llanowar Elves counters: 1 +1/+1
""")
    assert code == 0, out


def test_601_2c_one_two_or_three_targets(tmp_path):
    # "one, two, or three target creatures" with 3 damage divided (601.2d): two targets, then
    # three; four are refused
    code, r, out = run(tmp_path, """Alice hand: Volley Test, Volley Test
Bob battlefield: Grizzly Bears, Llanowar Elves, Craw Wurm, Serra Angel, Savannah Lions
turn Alice precombat main
Alice pool: {R}{R}
expect refused "too many targets": Alice casts Volley Test targeting Grizzly Bears, Llanowar Elves, Craw Wurm, Serra Angel dividing 1 to Grizzly Bears, 1 to Llanowar Elves, 1 to Craw Wurm
Alice casts Volley Test targeting Grizzly Bears, Llanowar Elves dividing 2 to Grizzly Bears, 1 to Llanowar Elves
all pass
expect Bob graveyard: Grizzly Bears, Llanowar Elves
Alice casts Volley Test targeting Savannah Lions, Craw Wurm, Serra Angel dividing 1 to Savannah Lions, 1 to Craw Wurm, 1 to Serra Angel
all pass
expect Bob graveyard: Grizzly Bears, Llanowar Elves, Savannah Lions
expect Bob battlefield: Craw Wurm, Serra Angel
""")
    assert code == 0, out


BOLT, SHRINK, GAIN = ("This artifact deals 3 damage to target player.", "Target creature gets -4/-4 until end of turn.",
                      "You gain 5 life.")


def test_700_2a_activated_ability_choose_one(tmp_path):
    # 602.2b / 601.2b: the mode is announced as the ability is activated; only that mode happens
    code, r, out = run(tmp_path, f"""Alice battlefield: Breya Test, Breya Test
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {{C}}{{C}}{{C}}{{C}}
Alice activates Breya Test choosing "{GAIN}"
all pass
expect Alice life 25
expect Bob life 20
expect Grizzly Bears toughness 2
Alice activates Breya Test#2 choosing "{SHRINK}" targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
expect Alice life 25
expect Bob life 20
""")
    assert code == 0, out


def test_700_2a_activated_mode_choice_is_checked(tmp_path):
    # 700.2: one mode ("Choose one"), not two; 700.2a: a mode whose target can't be chosen
    # can't be chosen (no creature on the battlefield)
    code, r, out = run(tmp_path, f"""Alice battlefield: Breya Test
turn Alice precombat main
Alice pool: {{C}}{{C}}
expect refused "illegal mode choice": Alice activates Breya Test choosing "{GAIN}", "{BOLT}" targeting Bob
expect refused "no legal targets": Alice activates Breya Test choosing "{SHRINK}"
Alice activates Breya Test choosing "{BOLT}" targeting Bob
all pass
expect Bob life 17
expect Alice life 20
expect Breya Test tapped
""")
    assert code == 0, out


def test_602_5b_modal_choice_with_its_activation_restriction(tmp_path):
    # "Choose one. Activate only once each turn.": the second activation this turn is refused
    code, r, out = run(tmp_path, """Alice battlefield: Shifter Test
turn Alice precombat main
Alice pool: {G}{G}
Alice activates Shifter Test choosing "This creature gets +2/+2 until end of turn."
all pass
expect Shifter Test power 3
expect Shifter Test lacks trample
expect refused "the cost can't be paid": Alice activates Shifter Test choosing "Until end of turn, this creature gains trample."
""")
    assert code == 0, out


FOUR, THREE = "Spree Test deals 4 damage to target creature.", "You gain 3 life."


def test_702_172a_spree_two_modes_pay_both_costs_and_do_both(tmp_path):
    # {R} + {2} + {1}: exactly the four mana in the pool are spent (601.2f: mana cost plus the
    # additional costs of the chosen modes); both modes happen
    code, r, out = run(tmp_path, f"""Alice hand: Spree Test
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {{R}}{{C}}{{C}}{{C}}
Alice casts Spree Test choosing "{FOUR}", "{THREE}" targeting Craw Wurm
all pass
expect Bob graveyard: Craw Wurm
expect Alice life 23
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_172a_spree_one_mode_pays_only_its_cost(tmp_path):
    # only "+ {1}" chosen: {R}{C} pays it all; the {2} of the other mode isn't paid, and its
    # target isn't chosen (700.2c)
    code, r, out = run(tmp_path, f"""Alice hand: Spree Test
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {{R}}{{C}}{{C}}
Alice casts Spree Test choosing "{THREE}"
all pass
expect Alice life 23
expect Bob battlefield: Craw Wurm
expect Alice pool: {{C}}
""")
    assert code == 0, out


def test_702_172a_spree_needs_a_mode_and_its_costs(tmp_path):
    # "Choose one or more modes": none is refused (no way out at the first question); both
    # modes with too little mana for both costs is refused (601.2h); nothing changes (732)
    code, r, out = run(tmp_path, f"""Alice hand: Spree Test
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {{R}}{{C}}{{C}}
expect refused "not a legal answer": Alice casts Spree Test
  Alice chooses mode: no more modes
expect refused "can't pay": Alice casts Spree Test choosing "{FOUR}", "{THREE}" targeting Craw Wurm
expect Alice hand: Spree Test
expect Alice life 20
expect Alice pool: {{R}}, {{C}}, {{C}}
""")
    assert code == 0, out


TWO, ONE, GAIN1 = ("Confluence Test deals 2 damage to target creature.",
                   "Confluence Test deals 1 damage to each opponent.", "You gain 1 life.")


def test_700_2d_choose_three_one_mode_twice(tmp_path):
    # the damage mode twice (each with its own target: here two different creatures, then the
    # same one twice) and the life mode once, in printed order
    code, r, out = run(tmp_path, f"""Alice hand: Confluence Test, Confluence Test
Bob battlefield: Grizzly Bears, Savannah Lions, Craw Wurm
turn Alice precombat main
Alice pool: {{R}}{{R}}{{C}}{{C}}{{C}}
Alice casts Confluence Test choosing "{TWO}", "{GAIN1}", "{TWO}" targeting Grizzly Bears, Savannah Lions
all pass
expect Bob graveyard: Grizzly Bears, Savannah Lions
expect Alice life 21
expect Bob life 20
Alice pool: {{R}}{{R}}{{C}}{{C}}{{C}}
Alice casts Confluence Test choosing "{TWO}", "{TWO}", "{ONE}" targeting Craw Wurm, Craw Wurm
all pass
expect Bob graveyard: Grizzly Bears, Savannah Lions, Craw Wurm
expect Bob life 19
expect Alice life 21
""")
    assert code == 0, out


def test_700_2d_choose_three_the_same_mode_three_times_and_not_four(tmp_path):
    code, r, out = run(tmp_path, f"""Alice hand: Confluence Test
turn Alice precombat main
Alice pool: {{R}}{{R}}{{C}}{{C}}{{C}}
expect refused "illegal mode choice": Alice casts Confluence Test choosing "{ONE}", "{ONE}", "{ONE}", "{ONE}"
expect refused "illegal mode choice": Alice casts Confluence Test choosing "{ONE}", "{ONE}"
Alice casts Confluence Test choosing "{ONE}", "{ONE}", "{ONE}"
all pass
expect Bob life 17
expect Alice life 20
""")
    assert code == 0, out


def test_700_2d_choose_up_to_two_the_same_mode(tmp_path):
    # "Choose up to two": one mode twice, each time with its own target player
    code, r, out = run(tmp_path, """Alice hand: Reckoning Test
turn Alice precombat main
Alice pool: {B}
Alice casts Reckoning Test choosing "Target player loses 2 life.", "Target player loses 2 life." targeting Bob, Bob
all pass
expect Bob life 16
expect Alice life 20
""")
    assert code == 0, out


def test_700_2b_700_2d_triggered_ability_the_same_mode_twice(tmp_path):
    # a modal triggered ability's modes are chosen as it's put on the stack (700.2b); the
    # same mode twice, a target for each appearance (here Alice, then Bob)
    code, r, out = run(tmp_path, """Alice hand: Twice Test
turn Alice precombat main
Alice pool: {C}{W}
Alice casts Twice Test
all pass
  Alice chooses mode: "Target player gains 2 life."
  Alice chooses mode: "Target player gains 2 life."
  Alice chooses targets: Alice
  Alice chooses targets: Bob
all pass
expect Alice life 22
expect Bob life 22
expect Twice Test power 1
""")
    assert code == 0, out


def test_700_2_mode_not_chosen_this_turn(tmp_path):
    # the second activation can't choose the mode the first chose this turn; the next turn it can
    code, r, out = run(tmp_path, """Alice battlefield: Intimidator Test
Alice library: Island, Island, Island
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice activates Intimidator Test choosing "You gain 1 life."
all pass
expect Alice life 21
expect refused "already chosen this turn": Alice activates Intimidator Test choosing "You gain 1 life."
Alice activates Intimidator Test choosing "This creature gets +1/+1 until end of turn."
all pass
expect Intimidator Test power 2
expect refused "already chosen this turn": Alice activates Intimidator Test choosing "This creature gets +1/+1 until end of turn."
advance to Bob's upkeep
Bob passes
Alice pool: {C}
Alice activates Intimidator Test choosing "You gain 1 life."
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_700_2i_pawprint_modes_up_to_five(tmp_path):
    # {P}{P}{P} + {P}{P} = five: both happen; {P}{P}{P} twice (six) is refused; {P} five times
    code, r, out = run(tmp_path, """Alice hand: Season Test, Season Test
Alice library: Island, Island, Island, Island
turn Alice precombat main
Alice pool: {G}{G}
expect refused "worth more than 5": Alice casts Season Test choosing "Draw two cards.", "Draw two cards."
Alice casts Season Test choosing "Draw two cards.", "Each opponent loses 2 life."
all pass
expect Alice hand count 3
expect Bob life 18
Alice pool: {G}{G}
Alice casts Season Test choosing "You gain 1 life.", "You gain 1 life.", "You gain 1 life.", "You gain 1 life.", "You gain 1 life."
all pass
expect Alice life 25
expect Alice hand count 2
""")
    assert code == 0, out


def test_700_2b_choose_both_instead_if(tmp_path):
    # the condition is checked as the modes are chosen: with three lands, both modes (one mode
    # is refused as an answer to the second question, which has no "no more modes")
    code, r, out = run(tmp_path, """Alice hand: Titan Test, Titan Test
Alice battlefield: Island, Island, Mountain
turn Alice precombat main
Alice pool: {U}{R}{C}{C}{C}{C}
Alice casts Titan Test
all pass
  Alice chooses mode: "You gain 4 life."
  Alice chooses mode: "This creature deals 4 damage to any target."
  Alice chooses targets: Bob
all pass
expect Alice life 24
expect Bob life 16
""")
    assert code == 0, out
    modes = asked(r, "mode")
    assert "no more modes" not in modes[1].options      # both, not one
    code, r, out = run(tmp_path, """Alice hand: Titan Test
Alice battlefield: Island, Mountain
turn Alice precombat main
Alice pool: {U}{R}{C}{C}{C}{C}
Alice casts Titan Test
all pass
  Alice chooses mode: "You gain 4 life."
all pass
expect Alice life 24
expect Bob life 20
""")
    assert code == 0, out
    assert len(asked(r, "mode")) == 1      # one mode only: two lands


def test_601_2d_divided_among_one_or_two_targets(tmp_path):
    # one target: both damage to it; two targets (a player and a creature): one each
    code, r, out = run(tmp_path, """Alice hand: Forked Test, Forked Test
Bob battlefield: Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Forked Test targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
expect Bob life 20
Alice casts Forked Test targeting Bob, Llanowar Elves dividing 1 to Bob, 1 to Llanowar Elves
all pass
expect Bob graveyard: Grizzly Bears, Llanowar Elves
expect Bob life 19
""")
    assert code == 0, out


def test_602_2b_activated_ability_divides_as_it_is_activated(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Arc Test
Bob battlefield: Llanowar Elves
turn Alice precombat main
Alice pool: {R}{C}{C}
expect refused "too many targets": Alice activates Arc Test targeting Bob, Llanowar Elves, Alice dividing 1 to Bob, 1 to Llanowar Elves
Alice activates Arc Test targeting Bob, Llanowar Elves dividing 1 to Bob, 1 to Llanowar Elves
all pass
expect Bob life 19
expect Bob graveyard: Llanowar Elves
""")
    assert code == 0, out


def test_603_3d_triggered_ability_divides_as_it_is_put_on_the_stack(tmp_path):
    # "it deals 5 damage divided as you choose among any number of targets": the targets and
    # the division are chosen as the trigger is put on the stack, each part dealt (601.2d)
    code, r, out = run(tmp_path, """Alice hand: Hellkite Test
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Hellkite Test
all pass
  Alice chooses targets: Bob, Grizzly Bears
  Alice chooses division: 3 to Bob, 2 to Grizzly Bears
all pass
expect Bob life 17
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_603_3d_triggered_ability_distributes_counters(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Corps Test
Alice battlefield: Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice pool: {G}{C}{C}
Alice casts Corps Test
all pass
  Alice chooses targets: Grizzly Bears, Llanowar Elves
  Alice chooses division: 1 to Grizzly Bears, 1 to Llanowar Elves
all pass
expect Grizzly Bears counters: 1 +1/+1
expect Llanowar Elves counters: 1 +1/+1
expect Corps Test counters: nothing
""")
    assert code == 0, out


def test_602_2b_activated_ability_distributes_counters(tmp_path):
    # 601.2d: each target gets at least one; the division is checked as it's activated
    code, r, out = run(tmp_path, """Alice battlefield: Myojin Test, Grizzly Bears, Llanowar Elves
turn Alice precombat main
expect refused "illegal division": Alice activates Myojin Test targeting Grizzly Bears, Llanowar Elves dividing 3 to Grizzly Bears, 0 to Llanowar Elves
Alice activates Myojin Test targeting Grizzly Bears, Llanowar Elves dividing 2 to Grizzly Bears, 1 to Llanowar Elves
all pass
expect Grizzly Bears counters: 2 +1/+1
expect Llanowar Elves counters: 1 +1/+1
""")
    assert code == 0, out


def test_700_2b_choose_up_to_one_none_removes_the_trigger(tmp_path):
    # "choose up to one": one mode, or none -- then the triggered ability is removed (700.2b)
    code, r, out = run(tmp_path, """Alice battlefield: Horror Test
Alice hand: Doom Test, Doom Test
Bob battlefield: Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Doom Test targeting Grizzly Bears
  Alice chooses mode: "You gain 2 life."
all pass
expect Alice life 22
Alice casts Doom Test targeting Llanowar Elves
  Alice chooses mode: no more modes
all pass
expect Alice life 22
expect log: "is removed"
""")
    assert code == 0, out


def test_714_2b_700_2b_modal_chapter_ability(tmp_path):
    # a modal chapter ability: its mode is chosen as it's put on the stack
    code, r, out = run(tmp_path, """Alice hand: Saga Test
turn Alice precombat main
Alice pool: {B}
Alice casts Saga Test
all pass
  Alice chooses mode: "Each opponent loses 1 life."
all pass
expect Bob life 19
expect Alice life 20
""")
    assert code == 0, out
