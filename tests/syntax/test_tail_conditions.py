"""gC: conditions, static abilities, restrictions, replacements and modes of the corpus tail
(grammar/rules/99_tail_conditions.lark, cardlang/syntax/ast/tail_conditions.py).

Each test parses a real Oracle line, checks the typed AST, and the round trip both ways:
print(parse(text)) == text (syntax_helpers.one) and parse(print(ast)) == ast (``both_ways``)."""

import pytest

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from cardlang.syntax.lexer import WordLexer  # noqa: F401  (the marks below are the word lexer's)
from syntax_helpers import first, one, type_names


def both_ways(text: str, names=("~",)):
    names = (names,) if isinstance(names, str) else names
    node = one(text, names)
    again, diags = parse_ability(to_text(node), names)
    assert again == node, [d.format() for d in diags]
    return node


def keyword_names(node):
    return [w.name.name.lower() for w in node.walk() if isinstance(w, A.KeywordWord)]


# -- "The same is true for ..." ----------------------------------------------------------------
def test_same_is_true_for_two_kinds_of_objects():
    # CR 604.1: the characteristic-changing ability applies to these objects as well
    node = both_ways("Creatures you control are every creature type. The same is true for creature spells you "
                     "control and creature cards you own that aren't on the battlefield.", "Maskwood Nexus")
    same = first(node, A.SameIsTrueForBoth)
    assert type_names(same.first) == ["creature", "spell"]
    assert type_names(same.second) == ["creature", "card"]
    # CR 400.1: "that aren't on the battlefield" (the other zones)
    assert isinstance(first(same.second, A.NotOnBattlefield), A.NotOnBattlefield)


def test_same_is_true_for_one_kind_of_objects():
    node = both_ways("Each opponent who controls more creatures than you can't cast creature spells. The same is "
                     "true for artifacts and enchantments.", "Ward of Bones")
    same = first(node, A.SameIsTrueForObjects)
    assert type_names(same.what) == ["artifact", "enchantment"]


def test_same_is_true_for_keywords():
    node = both_ways("At the beginning of each combat, this creature gains flying until end of turn if you control "
                     "a creature with flying. The same is true for first strike, double strike, deathtouch, haste, "
                     "hexproof, indestructible, lifelink, menace, reach, trample, and vigilance.", "Majestic Myriarch")
    same = first(node, A.SameIsTrueForKeywords)
    names = keyword_names(same)
    assert names[0] == "first strike" and names[-1] == "vigilance" and len(names) == 11


# -- conditions ------------------------------------------------------------------------------------
def test_cast_using_teamwork_condition():
    node = both_ways("Helicarrier Strike deals 2 damage to target attacking or blocking creature. If this spell "
                     "was cast using teamwork, it deals 4 damage to that creature instead.", "Helicarrier Strike")
    cond = first(node, A.CastUsingCondition)
    assert isinstance(cond.spell, A.SelfThis)
    assert cond.keyword.name.lower() == "teamwork"


def test_teamwork_keyword_line():
    # the keyword the condition names reads as a numbered keyword on its own line
    node = both_ways("Teamwork 2 (As an additional cost to cast this spell, you may tap any number of creatures you "
                     "control with total power 2 or more.)")
    assert isinstance(first(node, A.NumberedKeyword), A.NumberedKeyword)


def test_if_no_one_does():
    # CR 101.4: each player in turn order may accept; the effect happens only if none did
    node = both_ways("Any player may have Browbeat deal 5 damage to them. If no one does, target player draws "
                     "three cards.", "Browbeat")
    sentence = node.body.sentences.items[1]
    assert isinstance(sentence, A.ConditionalSentence) and isinstance(sentence.condition, A.NoOneDoes)
    assert isinstance(first(sentence.chain, A.Draw), A.Draw)


def test_no_one_keeps_one_a_number_word():
    # "no one" is one lexer word: "one" elsewhere is still a number ("No more than one creature")
    node = both_ways("No more than one creature can attack each combat.")
    limit = first(node, A.NoMoreThanCanAttack)
    assert limit.amount.number.value == 1


# -- "also" ------------------------------------------------------------------------------------------
def test_it_also_gains_is_the_plain_effect():
    # "also" has no rules meaning: the node is the plain ObjectGets (only its wording differs)
    node = both_ways("Target creature gets +2/+1 until end of turn. If it's legendary, it also gains lifelink "
                     "until end of turn.")
    sentence = node.body.sentences.items[1]
    gets = first(sentence.chain, A.ObjectGets)
    assert isinstance(gets.subject, A.It) and isinstance(gets.predicate, A.GainsKeywords)
    plain, _ = parse_ability("Target creature gets +2/+1 until end of turn. If it's legendary, it gains lifelink "
                             "until end of turn.", ("~",))
    assert plain == node  # the same meaning; the printer keeps "also" from the node's wording


def test_it_also_deals_damage():
    node = both_ways("Goblin Barrage deals 4 damage to target creature. If this spell was kicked, it also deals 4 "
                     "damage to target player or planeswalker.", "Goblin Barrage")
    deal = first(node.body.sentences.items[1], A.DealDamage)
    assert isinstance(deal.source, A.It) and deal.amount.number.value == 4


def test_it_also_costs_less():
    # CR 601.2f: two cost reductions of one spell
    node = both_ways("This spell costs {1} less to cast if you control a Spirit. It also costs {1} less to cast if "
                     "you control an enchantment.")
    assert len([n for n in node.walk() if isinstance(n, A.CostsLessIf)]) == 2


# -- damage ------------------------------------------------------------------------------------------
def test_damage_dealt_by_cant_be_prevented():
    # CR 615.12: prevention effects don't apply to this damage
    node = both_ways("Damage that would be dealt by this creature can't be prevented.")
    rule = first(node, A.ScopedDamageCantBePrevented)
    assert isinstance(rule.damage, A.AllDamage) and isinstance(rule.scope, A.DealtBy)


def test_combat_damage_dealt_by_cant_be_prevented():
    node = both_ways("Combat damage that would be dealt by creatures you control can't be prevented.")
    rule = first(node, A.ScopedDamageCantBePrevented)
    assert isinstance(rule.damage, A.CombatDamageWords)
    assert type_names(rule.scope) == ["creature"]


@pytest.mark.parametrize("text, name, sources", [
    ("Prevent all damage that would be dealt to Desert Nomads by Deserts.", "Desert Nomads", ["Desert"]),
    ("Prevent all damage that would be dealt to Argothian Treefolk by artifact sources.", "Argothian Treefolk",
     ["artifact", "source"]),
    ("Prevent all combat damage that would be dealt to this creature by creatures blocking it.", "~",
     ["creature"]),
])
def test_prevent_damage_to_by(text, name, sources):
    # CR 615.1a: only damage from those sources to that object is prevented
    node = both_ways(text, name)
    scope = first(node, A.DealtToBy)
    assert isinstance(scope.to, A.SelfByName | A.SelfThis)
    assert type_names(scope.by) == sources


# -- mana production replaced (CR 614.1a) ---------------------------------------------------
def test_land_produces_black_instead_of_any_other_type():
    node = both_ways("If a land is tapped for mana, it produces {B} instead of any other type.")
    rule = first(node, A.ProducesInsteadOfType)
    assert isinstance(rule.event, A.TappedForMana) and type_names(rule.event.what) == ["land"]
    assert isinstance(rule.event.amount, A.AnyMana)
    assert isinstance(rule.produced, A.ManaCost)


def test_land_produces_colorless_instead_of_type_and_amount():
    # Damping Sphere: two or more mana become exactly {C}
    node = both_ways("If a land is tapped for two or more mana, it produces {C} instead of any other type and "
                     "amount.")
    rule = first(node, A.ProducesInsteadOfTypeAndAmount)
    assert rule.event.amount.amount.number.value == 2


def test_land_produces_mana_of_a_chosen_color():
    node = both_ways("If a basic land you control is tapped for mana, it produces mana of a color of your choice "
                     "instead of any other type.")
    assert isinstance(first(node, A.ProducesInsteadOfType).produced, A.ManaOfChosenColor)


def test_land_produces_colorless_mana():
    node = both_ways("If a land is tapped for mana, it produces colorless mana instead of any other type.")
    assert isinstance(first(node, A.ProducesInsteadOfType).produced, A.ColorMana)


def test_you_tap_a_land_for_mana():
    node = both_ways("{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of "
                     "any other type.")
    rule = first(node, A.ProducesInsteadOfType)
    assert isinstance(rule.event, A.YouTapForMana) and type_names(rule.event.what) == ["land"]


def test_one_mana_of_a_chosen_color_instead_of_type_and_amount():
    node = both_ways("{G}, {T}, Discard a card: Until end of turn, if you tap a land for mana, it produces one mana "
                     "of a color of your choice instead of any other type and amount.")
    produced = first(node, A.ProducesInsteadOfTypeAndAmount).produced
    assert isinstance(produced, A.AmountOfChosenColor) and produced.amount.number.value == 1


@pytest.mark.parametrize("text, times", [
    ("If you tap a permanent for mana, it produces twice as much of that mana instead.", "TwiceTimes"),
    ("If you tap a permanent for mana, it produces three times as much of that mana instead.", "NumberOfTimes"),
])
def test_more_of_that_mana(text, times):
    # CR 614.1a: the mana ability's production is replaced by a multiple of it
    node = both_ways(text)
    rule = first(node, A.ProducesMoreOfThatMana)
    assert type_names(rule.event.what) == ["permanent"] and isinstance(rule.multiple, getattr(A, times))


# -- combat ---------------------------------------------------------------------------------------------
def test_assigns_no_combat_damage_this_turn():
    # CR 510.1: the creature assigns no combat damage
    node = both_ways("Whenever Laccolith Grunt becomes blocked, you may have it deal damage equal to its power to "
                     "target creature. If you do, Laccolith Grunt assigns no combat damage this turn.",
                     "Laccolith Grunt")
    rule = first(node.body.sentences.items[1], A.AssignsNoCombatDamage)
    assert isinstance(rule.duration, A.ThisTurn)


@pytest.mark.parametrize("text, cls", [
    ("No more than two creatures can attack each combat.", "NoMoreThanCanAttack"),
    ("No more than two creatures can attack you each combat.", "NoMoreThanCanAttackYou"),
    ("No more than one creature can block each combat.", "NoMoreThanCanBlock"),
])
def test_attack_and_block_limits(text, cls):
    # CR 508.1c, 509.1b: restrictions on the declaration of attackers and blockers
    node = both_ways(text)
    limit = first(node, getattr(A, cls))
    assert limit.amount.number.value in (1, 2)


# -- casting ------------------------------------------------------------------------------------------
def test_cant_cast_self_if():
    node = both_ways("You can't cast this spell if you've played a land this turn.")
    rule = first(node, A.CantCastSelfIf)
    assert isinstance(rule.player, A.You) and isinstance(rule.condition, A.YouDidThisTurn)


def test_cast_from_graveyard_or_exile():
    # CR 601.3: a permission to cast it from either zone
    node = both_ways("You may cast this card from your graveyard or from exile.", "Squee, the Immortal")
    what = first(node, A.SelfFromZoneOrExile)
    assert isinstance(what.zone, A.ZoneRef)


def test_cast_from_graveyard_by_an_additional_cost():
    # CR 601.2f: additional costs in gerund form
    node = both_ways("You may cast Demonic Embrace from your graveyard by paying 3 life and discarding a card in "
                     "addition to paying its other costs.", "Demonic Embrace")
    cast = first(node, A.CastByAdditionalCost)
    paying, discarding = cast.costs.items
    assert isinstance(paying, A.PayingLife) and paying.amount.number.value == 3
    assert isinstance(discarding, A.Discarding)


def test_cast_from_graveyard_by_an_alternative_cost():
    # CR 118.9: an alternative cost replaces the mana cost
    node = both_ways("You may cast Scourge of Nel Toth from your graveyard by paying {B}{B} and sacrificing two "
                     "creatures rather than paying its mana cost.", "Scourge of Nel Toth")
    cast = first(node, A.CastByAlternativeCost)
    paying, sacrificing = cast.costs.items
    assert isinstance(paying, A.PayingMana) and isinstance(sacrificing, A.Sacrificing)


def test_in_addition_to_their_other_types_still_reads():
    # the IN_ADDITION_TO lexer word also serves "in addition to their other types" (CR 205.1b)
    node = both_ways("Creatures you control are the chosen type in addition to their other types. The same is true "
                     "for creature spells you control and creature cards you own that aren't on the battlefield.")
    assert isinstance(first(node, A.InAddition), A.InAddition)
    assert isinstance(first(node, A.SameIsTrueForBoth), A.SameIsTrueForBoth)


def test_flash_aura_sacrificed_at_cleanup():
    # CR 608.3: the Aura spell becomes a permanent; its controller then sacrifices it
    node = both_ways("You may cast Soar as though it had flash. If you cast it any time a sorcery couldn't have "
                     "been cast, the controller of the permanent it becomes sacrifices it at the beginning of the "
                     "next cleanup step.", "Soar")
    sac = first(node, A.Sacrifice)
    assert isinstance(first(sac, A.ControllerOfPermanentItBecomes), A.ControllerOfPermanentItBecomes)


def test_ante_card():
    # CR 407.3: not playing for ante, the card can't be in the deck
    node = both_ways("Remove Rebirth from your deck before playing if you're not playing for ante.", "Rebirth")
    assert isinstance(first(node, A.RemoveIfNotPlayingForAnte).card, A.SelfByName)


# -- modes (CR 700.2) ----------------------------------------------------------------------------------
def test_choose_one_that_hasnt_been_chosen_this_turn():
    node = both_ways("Whenever you discard a card, choose one that hasn't been chosen this turn —\n"
                     "• Draw a card.\n• Create a Treasure token.\n• Each opponent loses 3 life.")
    modal = first(node, A.ModalAbility)
    assert isinstance(modal.count, A.ChooseNotChosenThisTurn) and modal.count.number.value == 1
    assert len(modal.modes) == 3


def test_choose_one_that_hasnt_been_chosen():
    node = both_ways("At the beginning of your upkeep, choose one that hasn't been chosen —\n"
                     "• Your life total becomes 4.\n• Discard your hand.\n"
                     "• Each opponent creates five 2/2 black Zombie creature tokens.")
    assert isinstance(first(node, A.ModalAbility).count, A.ChooseNotYetChosen)


# -- two predicates as long as (CR 611.3a) ------------------------------------------------------------
def test_gets_and_has_as_long_as():
    node = both_ways("Infusion — Creatures you control get +1/+0 and have trample as long as you gained life this "
                     "turn.")
    rule = first(node, A.GetsAndAsLongAs)
    assert type_names(rule.subject) == ["creature"]
    assert isinstance(rule.first, A.GetsPt) and isinstance(rule.second, A.HasKeywords)
    assert isinstance(rule.condition, A.GainedLifeThisTurnCondition)


def test_gets_and_has_for_as_long_as_stays_an_effect():
    # "for as long as" is a duration of the effect (CR 611.2b): no PRED_AND there
    node = both_ways("{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as Everglove Courier "
                     "remains tapped.", "Everglove Courier")
    assert not any(isinstance(n, A.GetsAndAsLongAs) for n in node.walk())


# -- combat damage assignment (CR 510.1) -------------------------------------------------------------
def test_assigns_damage_by_toughness():
    # CR 510.1a: the creature assigns combat damage equal to its toughness instead of its power
    node = both_ways("Each creature you control assigns combat damage equal to its toughness rather than its "
                     "power.")
    assert isinstance(first(node, A.ObjectGets).predicate, A.AssignsDamageByToughness)


def test_assign_damage_as_though_unblocked():
    # CR 510.1c: a blocked creature assigns damage to its blockers unless told otherwise
    node = both_ways("{G}{G}, Discard a card: You may have Gurzigost assign its combat damage this turn as though it "
                     "weren't blocked.", "Gurzigost")
    pred = first(node, A.AssignsDamageAsThoughUnblocked)
    assert isinstance(pred.duration, A.ThisTurn) and isinstance(pred.pronoun, A.It)


def test_assign_damage_as_though_unblocked_permission():
    node = both_ways("You may have Rhox assign its combat damage as though it weren't blocked.", "Rhox")
    pred = first(node, A.AssignsDamageAsThoughUnblocked)
    assert pred.duration is None


# -- "Starting with you" (CR 101.4) -------------------------------------------------------------------
def test_starting_with_you():
    node = both_ways("Starting with you, each player may put a permanent card from their hand onto the "
                     "battlefield. Repeat this process until no one puts a card onto the battlefield."
                     .split(" Repeat")[0], "Eureka")
    sentence = node.body.sentences.items[0]
    assert isinstance(sentence, A.StartingWithSentence) and isinstance(sentence.first, A.You)


# -- states ---------------------------------------------------------------------------------------------
def test_is_suspended_condition():
    node = both_ways("Whenever an opponent casts a spell, if Deep-Sea Kraken is suspended, remove a time counter "
                     "from it.", "Deep-Sea Kraken")
    assert isinstance(first(node, A.IsSuspendedCondition).subject, A.SelfByName)


def test_is_poisoned_condition():
    node = both_ways("Counter target spell if its controller is poisoned.")
    assert isinstance(first(node, A.IsPoisonedCondition), A.IsPoisonedCondition)


def test_died_under_your_control_this_turn():
    node = both_ways("At the beginning of your end step, if a creature died under your control this turn, draw a "
                     "card.")
    cond = first(node, A.DiedUnderControlThisTurn)
    assert type_names(cond.subject) == ["creature"] and isinstance(cond.controller, A.Your)


# -- nontraditional type lines (CR 100.2d) --------------------------------------------------------------
@pytest.mark.parametrize("text, types, subtypes", [
    ("Hero", [], []),
    ("Hero Artifact — Equipment", ["artifact"], ["Equipment"]),
])
def test_hero_type_lines(text, types, subtypes):
    from cardlang.syntax import parse_type_line
    from cardlang.syntax.printer import type_line_text

    node, diags = parse_type_line(text)
    assert node is not None, [d.format() for d in diags]
    assert isinstance(node, A.NontraditionalTypeLine) and node.kind.name == "Hero"
    assert ([w.name for w in node.types.words] if node.types else []) == types
    assert ([w.name for w in node.subtypes.words] if node.subtypes else []) == subtypes
    assert type_line_text(node) == text


def test_a_type_line_of_type_words_is_no_flavor_word():
    # "Hero Artifact — Equipment": words that are all type words before the dash are a type line,
    # but "Foil Their Scheme — ..." (a flavor word with a card type word in it) stays a label
    node = both_ways("Foil Their Scheme — Counter target spell.")
    assert isinstance(node.body, A.AbilityWordAbility)


def test_hero_card_is_reported_not_run():
    # the kernel has no rules for the Hero card type: the card parses but is not executable
    from cardlang.interp.runnable import unrunnable
    from cardlang.syntax.cardfile import read_json_record

    pc = read_json_record({"name": "The Avenger", "mana_cost": "", "type_line": "Hero", "layout": "normal",
                           "oracle_text": "{3}, {T}: Target creature you control gains deathtouch until end of turn."},
                          "<test>", 1)
    assert pc.ok
    assert any("nontraditional card type Hero" in d.message for d in unrunnable(pc))


# -- more types and colors -----------------------------------------------------------------------------------
def test_in_addition_to_its_other_colors_and_types():
    # CR 205.1b: the new color and type are added to the old ones
    node = both_ways("Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and types.")
    assert isinstance(first(node, A.InAddition).other, A.OtherColorsAndTypes)


@pytest.mark.parametrize("text, cls", [
    ("Transguild Courier is all colors.", "IsAllColors"),  # CR 105.2c
    ("Equipped creature gets +1/+1 and is all creature types.", "IsAllCreatureTypes"),  # CR 205.3m
])
def test_is_all(text, cls):
    node = both_ways(text, "Transguild Courier")
    assert isinstance(first(node, getattr(A, cls)), getattr(A, cls))


def test_blocks_it_if_able():
    # CR 509.1c: a requirement on the declaration of blockers
    node = both_ways("Put a +1/+1 counter on target creature you control. Another target creature blocks it this "
                     "turn if able.")
    pred = first(node, A.BlocksItIfAble)
    assert isinstance(pred.attacker, A.It) and isinstance(pred.duration, A.ThisTurn)


def test_copy_for_each_commander_cast():
    # CR 707.10: one copy per time
    node = both_ways("When you cast this spell, copy it for each time you've cast your commander from the command "
                     "zone this game.")
    copy = first(node, A.CopyForEach)
    assert isinstance(copy.what, A.It) and isinstance(copy.for_each, A.ForEachTimeCast)


# -- damage and life gain replaced (CR 614.1a) ----------------------------------------------------------------
def test_damage_plus_one_instead():
    node = both_ways("If a red source would deal damage to a player, it deals that much damage plus 1 to that player "
                     "instead.")
    rule = first(node, A.DamageChangedInstead)
    assert isinstance(rule.change, A.PlusAmount) and rule.change.amount.number.value == 1
    assert rule.new_recipient is not None


def test_damage_minus_one_instead():
    node = both_ways("If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that "
                     "permanent or player instead.")
    assert isinstance(first(node, A.DamageChangedInstead).change, A.MinusAmount)


def test_gain_that_much_life_plus_one_instead():
    node = both_ways("If you would gain life, you gain that much life plus 1 instead.")
    rule = first(node, A.Instead)
    gain = first(rule, A.GainLifePlus)
    assert isinstance(gain.amount, A.ThatMuch) and gain.extra.number.value == 1


# -- the next time (CR 614.1a, 614.9) ---------------------------------------------------------------------------
def test_next_time_you_would_draw():
    node = both_ways("{1}: The next time you would draw a card this turn, you gain 5 life instead.")
    rule = first(node, A.NextTimeDrawInstead)
    assert isinstance(rule.who, A.You) and isinstance(rule.duration, A.ThisTurn)
    assert first(rule.chain, A.GainLife).amount.number.value == 5


def test_next_time_you_would_draw_instead_first():
    node = both_ways("At the beginning of each opponent's upkeep, the next time they would draw a card this turn, "
                     "instead they exile the top card of their library. They may play it this turn.")
    assert isinstance(first(node, A.NextTimeDrawInsteadFirst).who, A.They)


def test_next_time_damage_is_redirected():
    # CR 614.9: a redirection of damage is a replacement effect
    node = both_ways("{T}: The next time a source of your choice would deal damage to you this turn, that damage is "
                     "dealt to Beacon of Destiny instead.", "Beacon of Destiny")
    assert isinstance(first(node, A.RedirectNextTime), A.RedirectNextTime)


def test_next_time_source_deals_damage_instead():
    node = both_ways("{1}: The next time an instant or sorcery spell would deal damage to you this turn, that spell "
                     "deals that damage to its controller instead.")
    rule = first(node, A.NextTimeSourceDealsInstead)
    assert type_names(rule.source) == ["instant", "sorcery", "spell"]


# -- untap steps, triggers, flash ---------------------------------------------------------------------------------
def test_dont_untap_during_their_controllers_next_untap_steps():
    # CR 502.3: these permanents don't untap in the next untap step of their controllers
    node = both_ways("Tap up to two target creatures. Those creatures don't untap during their controllers' next untap "
                     "steps. Scry 1.")
    # the plural of "its controller's next untap step": the same node, so the interpreter runs it
    assert isinstance(first(node, A.DoesntUntapNext).whose, A.ItsControllers)


def test_triggers_an_additional_time():
    # CR 603.2d: an ability may trigger an additional time
    node = both_ways("If a triggered ability of another Elemental you control triggers, it triggers an additional "
                     "time.")
    rule = first(node, A.TriggersAdditionalTime)
    assert type_names(rule.source) == ["Elemental"] and isinstance(rule.ability, A.It)


def test_cast_spells_this_turn_as_though_they_had_flash():
    # CR 702.8a: flash lets a spell be cast any time its controller could cast an instant
    node = both_ways("{2}, {T}: You may cast creature spells this turn as though they had flash.")
    cast = first(node, A.CastAsThoughDuring)
    assert type_names(cast.what) == ["creature", "spell"] and isinstance(cast.duration, A.ThisTurn)


def test_a_dungeon_room_of_subtype_words_stays_a_label():
    # CR 309.4b: a room's name is flavor text; "Goblin Lair" has no card type, so it is no type line
    node = both_ways("Goblin Lair — Create a 1/1 red Goblin creature token. (Leads to: Storeroom, Dark Pool)")
    assert isinstance(node.body, A.AbilityWordAbility)


# -- batch 3: spells cast, keywords had, prevention, damage replaced -------------------------------------------
def test_didnt_cast_a_spell_this_turn():
    node = both_ways("At the beginning of your end step, if you didn't cast a spell this turn, create a 2/2 green "
                     "Wolf creature token.")
    cond = first(node, A.DidntCastThisTurn)
    assert isinstance(cond.player, A.You) and type_names(cond.what) == ["spell"]


def test_has_keyword_condition():
    node = both_ways("Target creature you control gets +2/+2 until end of turn. If that creature has toxic, draw a "
                     "card.")
    cond = first(node, A.HasKeywordCondition)
    assert cond.keyword.name.name.lower() == "toxic"


@pytest.mark.parametrize("text, cls", [
    ("Prevent all damage target creature would deal this turn.", "PreventAllDamageSourceWouldDeal"),
    ("Sacrifice this enchantment: Prevent all combat damage a creature of your choice would deal this turn.",
     "PreventAllCombatDamageSourceWouldDeal"),
])
def test_prevent_all_damage_a_source_would_deal(text, cls):
    # CR 615.1a: a prevention effect over the damage from one source
    node = both_ways(text)
    rule = first(node, getattr(A, cls))
    assert type_names(rule.source) == ["creature"] and isinstance(rule.duration, A.ThisTurn)


def test_damage_to_replaced_by_counters():
    # CR 614.1a: the damage is replaced by putting counters
    node = both_ways("If damage would be dealt to this creature, put that many +1/+1 counters on it instead.")
    rule = first(node, A.DamageToReplaced)
    assert isinstance(rule.recipient, A.SelfThis) and isinstance(rule.effect, A.PutCounters)


def test_prevent_damage_to_and():
    # CR 615.5: a prevention effect may also do something else ("prevent that damage and ...")
    node = both_ways("If damage would be dealt to you, prevent that damage and mill twice that many cards.")
    rule = first(node, A.PreventDamageToAnd)
    assert isinstance(rule.recipient, A.You) and isinstance(first(rule.chain, A.Mill), A.Mill)


def test_prevent_damage_from_and():
    node = both_ways("If a source would deal damage to you, prevent that damage and put an incarnation counter on "
                     "this enchantment.")
    rule = first(node, A.PreventDamageFromAnd)
    assert isinstance(first(rule.chain, A.PutCounters), A.PutCounters)


def test_damage_reduces_life_only_to_one():
    node = both_ways("Damage that would reduce your life total to less than 1 reduces it to 1 instead.")
    rule = first(node, A.DamageReducesLifeToInstead)
    assert isinstance(rule.player, A.Your) and rule.limit.number.value == 1 and rule.floor.number.value == 1


def test_is_goaded():
    # CR 701.15b: goaded is a designation
    node = both_ways("Enchanted creature gets +2/+2 and is goaded. (It attacks each combat if able and attacks a "
                     "player other than you if able.)")
    assert isinstance(first(node, A.IsGoaded), A.IsGoaded)


def test_cant_lose_and_cant_win_the_game():
    # CR 104.3: effects may keep a player from losing (or winning) the game
    node = both_ways("You can't lose the game and your opponents can't win the game.")
    assert isinstance(first(node, A.CantLoseGame), A.CantLoseGame)
    assert isinstance(first(node, A.CantWinGame), A.CantWinGame)


@pytest.mark.parametrize("text", [
    "Max speed — This creature gets +1/+2.",
    "Max speed — This creature gets +0/+1 and has vigilance.",
])
def test_max_speed_static_ability(text):
    # CR 702.178a: a max speed ability is a special kind of static ability
    node = both_ways(text)
    ability = node.body
    assert isinstance(ability, A.KeywordStaticAbility | A.KeywordStaticAbilityTwo)
    assert ability.keyword.name.lower() == "max speed" and isinstance(ability.subject, A.SelfThis)
    assert isinstance(ability.predicate, A.GetsPt)


def test_entering_triggers_an_additional_time():
    # CR 603.2d, 603.6a
    node = both_ways("If a permanent entering causes a triggered ability of a permanent you control to trigger, that "
                     "ability triggers an additional time.")
    rule = first(node, A.EnteringTriggersAdditionalTime)
    assert type_names(rule.entering) == ["permanent"]


def test_deals_noncombat_damage_event():
    # CR 120.2: noncombat damage is any damage dealt outside the combat damage step
    node = both_ways("Whenever a source you control deals noncombat damage to an opponent, Chandra's Pyreling gets "
                     "+1/+0 and gains double strike until end of turn.", "Chandra's Pyreling")
    event = first(node, A.DealsNoncombatDamageEvent)
    assert event.recipient is not None


# -- batch 4 ------------------------------------------------------------------------------------------------------
def test_choose_both_instead_rider():
    # CR 700.2: the rider changes how many modes may be chosen
    node = both_ways("Choose one. If this spell was cast using teamwork, choose both instead.\n"
                     "• Target creature gains deathtouch until end of turn.\n"
                     "• Target creature gets -2/-2 until end of turn.")
    rider = first(node, A.ChooseMoreInsteadIf)
    assert isinstance(rider.condition, A.CastUsingCondition) and isinstance(rider.modes, A.ChooseBoth)


def test_choose_any_number_instead_rider():
    node = both_ways("Choose one. If this spell was kicked, choose any number instead.\n"
                     "• Target opponent discards two cards.\n"
                     "• Return target creature card with mana value 2 or less from your graveyard to the "
                     "battlefield.\n"
                     "• Destroy target creature with mana value 3 or less.")
    assert isinstance(first(node, A.ChooseMoreInsteadIf).modes, A.ChooseAnyNumber)


def test_at_this_turns_next_end_of_combat():
    # CR 603.7: a delayed triggered ability
    node = both_ways("Choose target Wall creature. At this turn's next end of combat, destroy all creatures that "
                     "were blocked by that creature this turn.")
    assert isinstance(first(node, A.AtThisTurnsNextEndOfCombat), A.AtThisTurnsNextEndOfCombat)


def test_at_the_beginning_of_their_next_upkeep():
    node = both_ways("When this creature dies, return it to the battlefield tapped under its owner's control at the "
                     "beginning of their next upkeep.")
    assert isinstance(first(node, A.TheirNextStep), A.TheirNextStep)


def test_attacked_during_your_last_turn():
    node = both_ways("Goblin Rock Sled doesn't untap during your untap step if it attacked during your last turn.",
                     "Goblin Rock Sled")
    cond = first(node, A.AttackedDuringLastTurn)
    assert isinstance(cond.subject, A.It) and isinstance(cond.whose, A.Your)


def test_life_above_starting_total():
    # CR 103.4: each player's starting life total
    node = both_ways("As long as you have at least 7 life more than your starting life total, creatures you control "
                     "get +2/+2.")
    cond = first(node, A.LifeAboveStartingTotal)
    assert cond.amount.number.value == 7


def test_prevent_damage_that_self_would_deal():
    node = both_ways("Prevent all damage that Goblin Furrier would deal to snow creatures.", "Goblin Furrier")
    rule = first(node, A.PreventAllDamageSelfWouldDeal)
    assert isinstance(rule.source, A.SelfByName)


def test_redirect_all_combat_damage():
    # CR 614.9: the damage is dealt to another object instead
    node = both_ways("As long as Weathered Bodyguards is untapped, all combat damage that would be dealt to you by "
                     "unblocked creatures is dealt to Weathered Bodyguards instead.", "Weathered Bodyguards")
    rule = first(node, A.RedirectAllCombatDamage)
    assert isinstance(rule.scope, A.DealtToBy) and isinstance(rule.new_recipient, A.SelfByName)


def test_dont_lose_for_having_no_life():
    # CR 104.3b: the state-based action does not make you lose
    node = both_ways("You don't lose the game for having 0 or less life.")
    assert first(node, A.DoesntLoseForNoLife).amount.number.value == 0


def test_deal_combat_damage_instead_first():
    node = both_ways("If a Zombie you control would deal combat damage to a player, instead that player mills that "
                     "many cards.")
    rule = first(node, A.DealCombatDamageInsteadFirst)
    assert type_names(rule.source) == ["Zombie"] and isinstance(first(rule.chain, A.Mill), A.Mill)


def test_gets_instead_as_long_as():
    node = both_ways("Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon.")
    rule = first(node, A.GetsInsteadAsLongAs)
    assert isinstance(rule.subject, A.It) and isinstance(rule.condition, A.CompletedDungeon)


def test_cast_from_graveyard_as_long_as():
    # CR 601.3: the permission holds while the condition does
    node = both_ways("You may cast this card from your graveyard as long as you control a Zombie.")
    cast = first(node, A.CastAsLongAs)
    assert isinstance(cast.card, A.SelfThis) and isinstance(cast.zone, A.ZoneRef)


# -- reminder text inside a modal ability (CR 207.2, 700.2) --------------------------------------------------------
def test_reminder_text_after_a_middle_mode():
    node = both_ways("Choose one —\n"
                     "• Target creature you control fights target creature you don't control. (Each deals damage "
                     "equal to its power to the other.)\n"
                     "• Counter target noncreature spell unless its controller pays {3}.")
    modal = first(node, A.ModalAbility)
    first_mode, second_mode = modal.modes
    assert isinstance(first_mode, A.ModeWithReminder) and first_mode.reminder.text().startswith("(Each deals")
    assert isinstance(second_mode, A.Mode)
    assert isinstance(first(first_mode.sentences, A.Fight), A.Fight)


def test_reminder_text_after_a_labelled_mode():
    node = both_ways("Choose one —\n"
                     "• Look Around — Mill three cards. You may put a permanent card from among them into your hand. "
                     "You gain 3 life. (To mill three cards, put the top three cards of your library into your "
                     "graveyard.)\n"
                     "• Bring Down — Destroy target creature with flying.")
    assert isinstance(first(node, A.ModalAbility).modes[0], A.LabelledModeWithReminder)


def test_quoted_ability_ends_a_mode_before_the_next_bullet():
    # CR 113.1a: the sentence ends inside the quotes; the next line is the next mode
    node = both_ways("Choose two —\n"
                     "• Creatures you don't control get -2/-0 until end of turn.\n"
                     "• Create a tapped Powerstone token.\n"
                     "• Create a tapped 0/0 colorless Construct artifact creature token with \"This token gets +1/+1 "
                     "for each artifact you control.\"\n"
                     "• Scry 1, then draw a card.")
    assert len(first(node, A.ModalAbility).modes) == 4


def test_mode_reminders_run_like_modes():
    # the interpreter reads a mode's sentences whatever its node: the reminder changes nothing
    from cardlang.interp.runnable import unrunnable
    from cardlang.syntax.cardfile import read_json_record

    pc = read_json_record({"name": "Valorous Stance", "mana_cost": "{1}{W}", "type_line": "Instant",
                           "layout": "normal",
                           "oracle_text": "Choose one —\n• Target creature gains indestructible until end of turn. "
                                          "(Damage and effects that say \"destroy\" don't destroy it.)\n"
                                          "• Destroy target creature with toughness 4 or greater."}, "<test>", 1)
    assert pc.ok
    assert not any("ModeWithReminder" in d.message for d in unrunnable(pc))


def test_ante_the_top_card():
    # CR 407.4: to ante an object is to put it into the ante zone
    node = both_ways("Discard your hand, ante the top card of your library, then draw seven cards.")
    ante = first(node, A.AnteEffect)
    assert ante.player is None and isinstance(ante.what, A.TopOfZone)


def test_each_player_may_ante():
    node = both_ways("Each player may ante the top card of their library. If a player does, that player's life total "
                     "becomes 20.", "Rebirth")
    assert isinstance(first(node, A.MayEffect).effect, A.AnteEffect)
