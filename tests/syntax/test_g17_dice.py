"""G17: die rolls, their results tables (CR 706) and station symbols (CR 721), on real Oracle
wording (grammar/rules/99_die_rolls.lark). ``one`` demands print(parse(t)) == t; ``again``
demands parse(print(ast)) == ast."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from cardlang.syntax.cardfile import group_abilities, read_json_record
from cardlang.syntax.parser import fast_card_parser
from syntax_helpers import first, one


def again(node, names=("~",)):
    back, diags = parse_ability(to_text(node), names)
    assert back == node, [d.format() for d in diags]
    return node


def ranges(ability):
    return [(row.results.low, row.results.high) for row in ability.rows]


# -- results tables (CR 706.3) -----------------------------------------------------------
DJINNI = ("When Djinni Windseer enters the battlefield, roll a d20.\n1—9 | Scry 1.\n10—19 | Scry 2.\n"
          "20 | Scry 3.")


def test_results_table_rows_are_one_ability_with_the_roll():
    # CR 706.3b: the roll and its results table are one ability
    ability = again(one(DJINNI, "Djinni Windseer"), ("Djinni Windseer",))
    assert isinstance(ability, A.DieRollAbility)
    roll = first(ability.body, A.RollDice)
    assert roll.die == A.Die(20) and isinstance(roll.count, A.One) and roll.player is None
    # CR 706.3a: a range "N1–N2", a single number
    assert ranges(ability) == [(1, 9), (10, 19), (20, 20)]
    assert [first(row.effects, A.Scry).amount.number.value for row in ability.rows] == [1, 2, 3]


def test_result_range_holds():
    # CR 706.3a: "If the result was in this range, [effect]"; "N+" has a single endpoint
    assert A.ResultRange(10, 19).holds(10) and A.ResultRange(10, 19).holds(19)
    assert not A.ResultRange(10, 19).holds(20)
    assert A.ResultRange(15, None).holds(40) and not A.ResultRange(15, None).holds(14)


def test_open_ended_row_and_added_modifier():
    # CR 706.2: "add the number of cards in your hand" modifies the natural result;
    # 706.3a: "15+" is a range with a single endpoint
    text = ("Roll a d20 and add the number of cards in your hand.\n1—14 | Draw X cards.\n"
            "15+ | Scry X, then draw X cards.")
    ability = again(one(text))
    roll = first(ability.body, A.RollDiceModified)
    assert isinstance(roll.modifier, A.AddToRoll)
    assert isinstance(roll.modifier.amount, A.NumberOf)
    assert ranges(ability) == [(1, 14), (15, None)]


def test_subtract_modifier_and_result_condition():
    # The Deck of Many Things (its last row's wording, "from any graveyard", is another family's)
    text = ("{2}, {T}: Roll a d20 and subtract the number of cards in your hand. If the result is 0 or less, "
            "discard your hand.\n1—9 | Return a card at random from your graveyard to your hand.\n"
            "10—19 | Draw two cards.")
    ability = again(one(text))
    roll = first(ability.body, A.RollDiceModified)
    assert isinstance(roll.modifier, A.SubtractFromRoll)
    # CR 706.2: the result is the number after the modifiers
    condition = first(ability.body, A.QuantityCondition)
    assert isinstance(condition.quantity, A.RollResult)
    assert isinstance(condition.comparison, A.AtMost) and condition.comparison.amount.number.value == 0


def test_two_dice_ignore_the_lower_roll():
    # CR 706.6: the ignored roll is considered never to have happened
    roll = first(again(one("Roll two d20 and ignore the lower roll.")), A.RollDiceModified)
    assert roll.count.number.value == 2 and roll.die.sides == 20
    assert isinstance(roll.modifier, A.IgnoreLowerRoll)


def test_choose_one_result_and_the_other_result():
    text = ("Roll two d8 and choose one result. Draw cards equal to that result. Then you may cast an instant "
            "or sorcery spell with mana value less than or equal to the other result from your hand without "
            "paying its mana cost.")
    ability = again(one(text))
    roll = first(ability, A.RollDiceModified)
    assert isinstance(roll.modifier, A.ChooseResults) and roll.modifier.count.number.value == 1
    assert any(isinstance(n, A.RollResult) for n in ability.walk())
    assert any(isinstance(n, A.OtherResult) for n in ability.walk())


def test_roll_without_table_uses_the_result():
    # CR 706.4: no results table; the text says how the result is used
    text = ("{3}, {T}, Sacrifice ~: Roll a d10. Return up to X cards from among cards exiled with ~ to their "
            "owners' hands, where X is the result.")
    ability = again(one(text))
    assert isinstance(ability.body, A.ActivatedAbility)
    assert first(ability, A.RollDice).die.sides == 10
    assert isinstance(first(ability, A.WhereX).quantity, A.RollResult)


def test_each_player_rolls():
    roll = first(one("At the beginning of combat on your turn, each player rolls a d20."), A.RollDice)
    assert roll.player is not None and roll.die.sides == 20


def test_roll_the_planar_die():
    # CR 901.9: rolling the planar die
    ability = again(one("{T}: Roll the planar die. Activate only as a sorcery."))
    assert isinstance(first(ability, A.RollPlanarDie), A.RollPlanarDie)


def test_roll_again_in_a_row():
    # CR 706.3c: "Roll again." uses the same dice (Delina's row, with a simpler first sentence)
    text = "Whenever ~ attacks, roll a d20.\n1—14 | Draw a card.\n15—20 | Draw a card. You may roll again."
    ability = again(one(text))
    assert isinstance(first(ability.rows[-1], A.RollAgain), A.RollAgain)
    assert not any(isinstance(n, A.RollAgain) for n in ability.rows[0].walk())


# -- triggers and replacements ------------------------------------------------------------
def test_whenever_you_roll_one_or_more_dice():
    # CR 706.7: rolling the planar die counts too
    ability = again(one("Whenever you roll one or more dice, ~ deals 1 damage to each opponent."))
    assert first(ability, A.RollsDice).at_least.number.value == 1


def test_when_you_roll_a_natural_20():
    # CR 706.2: the natural result is the number on the die before modifiers
    text = ("When you roll a natural 20, return ~ from your graveyard to your hand. (A natural 20 is a roll "
            "that displays 20 on the die.)")
    ability = again(one(text))
    assert first(ability, A.RollsNatural).result.value == 20


def test_replace_a_roll_with_more_dice():
    # CR 614.1a (replacement), 706.6 (ignore the lowest roll)
    text = "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll."
    ability = again(one(text))
    assert first(ability, A.WouldRollDice).at_least.number.value == 1
    plus = first(ability, A.RollDicePlus)
    assert isinstance(plus.count, A.ThatMany) and plus.plus.number.value == 1
    assert isinstance(first(ability, A.IgnoreLowerRoll), A.IgnoreLowerRoll)


# -- station symbols (CR 721) --------------------------------------------------------------
def test_station_symbol_keyword():
    # CR 721.2a: "{N+}[abilities]": N or more charge counters
    station = again(one("8+ | Flying, lifelink")).body
    assert isinstance(station, A.StationAbility)
    assert (station.threshold.low, station.threshold.high) == (8, None)
    assert isinstance(station.body, A.KeywordLine)


def test_station_symbol_activated_ability():
    station = again(one("12+ | {G}, {T}: Add {G} for each creature you control.")).body
    assert isinstance(station, A.StationAbility) and station.threshold.low == 12
    assert isinstance(station.body, A.ActivatedAbility)


def test_station_symbol_triggered_ability():
    text = "10+ | Whenever you attack, ~ deals 100 damage to up to one target creature or planeswalker."
    station = again(one(text)).body
    assert isinstance(station.body, A.TriggeredAbility)


def test_grouping_joins_table_rows_but_not_station_rows():
    # CR 706.3b: a table belongs to the ability that rolls; CR 721.2: each station symbol
    # is a static ability of its own
    lines = [(1, "When this creature enters, roll a d20."), (2, "1—9 | Scry 1."), (3, "10—20 | Scry 2."),
             (4, "Station (Tap another creature you control: Put charge counters equal to its power on this "
                 "Spacecraft. Station only as a sorcery. It's an artifact creature at 8+.)"),
             (5, "8+ | Flying")]
    groups = group_abilities(lines)
    assert [number for number, _ in groups] == [1, 4, 5]
    assert groups[0][1].count("\n") == 2


def test_station_card_record_parses():
    record = {"name": "Galvanizing Sawship", "mana_cost": "{5}{R}", "type_line": "Artifact — Spacecraft",
              "oracle_text": "Station (Tap another creature you control: Put charge counters equal to its power "
                             "on this Spacecraft. Station only as a sorcery. It's an artifact creature at 3+.)\n"
                             "3+ | Flying, haste",
              "power": "6", "toughness": "5", "layout": "normal"}
    pc = read_json_record(record)
    assert pc.ok, [d.format() for d in pc.diagnostics]
    kinds = [type(a.body).__name__ for a in pc.card.faces[0].abilities]
    assert kinds[-1] == "StationAbility"


def test_lexer_marks_rows_and_dice():
    kinds = [t.type for t in fast_card_parser().lexer.lex("Roll a d20 and add 2.\n1—9 | Scry 1.\n15+ | Scry 2.")]
    assert "DIE_SIZE" in kinds and "ROLL_AND" in kinds
    assert kinds.count("ROW_BEGIN") == 2
    assert "RANGE_CLOSED" in kinds and "RANGE_OPEN" in kinds


def test_and_after_a_die_before_an_effect_still_joins():
    # "Roll a d4 and create ...": the "and" joins two effects (not a modifier, CR 706.2)
    text = "{1}, {T}: Roll a d4 and create a number of Treasure tokens equal to the result."
    ability = again(one(text))
    assert isinstance(first(ability, A.RollDice), A.RollDice)
    assert not any(isinstance(n, A.RollDiceModified) for n in ability.walk())
