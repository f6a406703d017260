"""Power/toughness changes and granted or lost abilities on real Oracle lines
(grammar/rules/99_v_pt_keywords.lark). Each test parses a corpus line, demands the round trip
(``one``: print(parse(text)) == text, and parse(print(ast)) == ast) and checks the typed AST
against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from syntax_helpers import first
from syntax_helpers import one as _one


def one(text, names=("~",)):
    node = _one(text, names)
    again, _ = parse_ability(to_text(node), (names,) if isinstance(names, str) else names)
    assert again == node  # the printed text means the same
    return node


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- keyword costs set by a sentence (CR 702.34a, 702.138a) ---------------------------------

def test_flashback_cost_equal_to_its_mana_cost():
    # CR 702.34a: "Flashback [cost]"; the sentence names the cost of the flashback granted before
    node = one("The flashback cost is equal to its mana cost.")
    cost = first(node, A.KeywordCostEqual)
    assert cost.keyword.name == "flashback" and cost.cost == A.ItsManaCost() and cost.plus is None
    node = one("The flashback cost is equal to that card's mana cost.")
    assert isinstance(first(node, A.KeywordCostEqual).cost, A.RefManaCost)


def test_escape_cost_plus_another_cost():
    # CR 702.138a, 118.8: the escape cost is the mana cost and an additional exile cost
    node = one("The escape cost is equal to the card's mana cost plus exile three other cards from your "
               "graveyard.")
    cost = first(node, A.KeywordCostEqual)
    assert cost.keyword.name == "escape" and isinstance(cost.cost, A.TheObjectManaCost)
    assert isinstance(cost.plus, A.CostPlus)


def test_unless_you_pay_its_mana_cost():
    node = one('Enchanted creature has "At the beginning of your upkeep, sacrifice this creature unless you '
               'pay its mana cost."')
    # "unless you pay ..." (CR 118.12: the sacrifice happens unless the cost is paid)
    assert isinstance(first(node, A.UnlessDoes).effect.cost, A.ItsManaCost)


def test_may_pay_to_end_the_effect():
    # CR 611.2: the Licid's controller may end the effect by paying
    node = one("{U}, {T}: Gliding Licid loses this ability and becomes an Aura enchantment with enchant "
               "creature. Attach it to target creature. You may pay {U} to end this effect.", "Gliding Licid")
    end = first(node, A.MayPayToEndEffect)
    assert isinstance(end.payer, A.You) and [s.symbol for s in end.cost.symbols] == ["U"]


# -- base power and toughness (CR 613.4b) -----------------------------------------------------

def test_has_base_power_until_end_of_turn():
    # CR 613.4b: sets the base power only (layer 7b)
    node = one("{T}: Target attacking creature has base power 0 until end of turn.")
    base = first(node, A.HasBaseStat)
    assert base.stat == A.BasePower() and base.value.number.value == 0
    node = one("Creatures your opponents control have base toughness 1.")
    assert first(node, A.HasBaseStat).stat == A.BaseToughness()


def test_base_power_and_base_toughness_each_equal():
    node = one("{1}{W}: Target non-Aura enchantment you control becomes a creature in addition to its other "
               "types and has base power and base toughness each equal to its mana value.")
    assert isinstance(first(node, A.HasBasePtEachEqual).value, A.ItsStat)


def test_with_base_power_in_a_filter():
    # CR 208.1: base power compared like power
    node = one("Whenever another creature you control with base power 1 enters, it gains haste until end "
               "of turn.")
    assert _has(node, A.BasePower)
    node = one("Equipped creature gets +1/+1 for each creature you control with base power or toughness 1.")
    assert first(node, A.WithBasePowerOrToughness).value is not None


# -- losing abilities and types (CR 613.1d, 613.1f) -------------------------------------------

def test_loses_all_other_abilities_and_card_types():
    node = one("Enchanted creature has base power and toughness 0/4, has defender, loses all other "
               "abilities, and is a blue Wall in addition to its other colors and types.")
    assert isinstance(first(node, A.LosesAllOther).kind, A.LostAbilities)
    node = one("Enchanted permanent is an enchantment and loses all other card types. (It still has its "
               "abilities, but it's no longer a creature.)")
    assert isinstance(first(node, A.LosesAllOther).kind, A.LostCardTypes)


def test_loses_all_creature_types_and_landwalk_abilities():
    node = one("Target creature gets +3/-3 and loses all creature types until end of turn.")
    kind = first(node, A.LosesAllOf).kind
    assert isinstance(kind, A.LostSubtypes) and kind.type.name == "creature"
    node = one("{T}: Target creature loses all landwalk abilities until end of turn.")
    assert first(node, A.LostKeywordAbilities).keyword.name == "landwalk"


def test_loses_all_unspent_mana():
    # CR 106.4: the mana pool empties
    node = one("Each player loses all unspent mana.")
    assert isinstance(first(node, A.LosesUnspentMana).subject, A.Quantified)


def test_unspent_mana_becomes_a_color_instead():
    # CR 614.1a: a replacement of the emptying of the pool (106.4)
    node = one("If you would lose unspent mana, that mana becomes red instead.")
    assert first(node, A.UnspentManaBecomes).color.name == "red"
    node = one("Ozai has flying and indestructible as long as you have six or more unspent mana.", "Ozai")
    assert first(node, A.HasUnspentMana).amount.number.value == 6


# -- choices ---------------------------------------------------------------

def test_gets_one_change_or_the_other():
    # CR 608.2d: the controller chooses one change as the ability resolves
    node = one("{1}: This creature gets +1/-1 or -1/+1 until end of turn.")
    choice = first(node, A.GetsPtChoice)
    assert (choice.first.power, choice.first.toughness) == ("+1", "-1")
    assert (choice.second.power, choice.second.toughness) == ("-1", "+1")


# -- attached objects, plural designations ----------------------------------------------------

def test_equipped_creatures_you_control():
    # CR 301.5: the creatures Equipment is attached to, limited to those you control
    node = one("Equipped creatures you control get +1/+1.")
    ref = first(node, A.EquippedControlled)
    assert isinstance(ref.controller, A.You)
    node = one("Enchanted creatures you control have shroud.")
    assert _has(node, A.EnchantedControlled)


def test_commanders_outlaws_and_heroes_in_plural():
    node = one("Commanders you control have menace and deathtouch.")
    assert _has(node, A.CommanderWord)
    node = one("Other outlaws you control have haste. (Assassins, Mercenaries, Pirates, Rogues, and "
               "Warlocks are outlaws.)")
    assert _has(node, A.OutlawWord)
    node = one("Heroes you control get +2/+2.")
    assert [w.name.name for w in node.walk() if isinstance(w, A.TypeWord)] == ["Hero"]


# -- landwalk and protection (CR 702.14, 702.16) -----------------------------------------------

def test_landwalk_of_the_chosen_type():
    # CR 702.14a: landwalk of a land type chosen before
    node = one("Enchanted creature has landwalk of the chosen type. (It can't be blocked as long as "
               "defending player controls a land of that type.)")
    assert first(node, A.LandwalkOfChosenType).keyword.name == "landwalk"


def test_qualified_landwalk():
    # CR 702.14c: landwalk of lands with a supertype (702.14a: of the chosen land type)
    node = one("{2}{R}, {T}: Choose a land type. Target creature you control gains snow landwalk of the chosen "
               "type until end of turn.")
    assert isinstance(first(node, A.GainsQualifiedLandwalkOfChosenType).quality, A.WalkSupertype)


def test_protection_from_colors_of_objects():
    # CR 702.16a: protection from a quality of other objects
    node = one("Each creature has protection from its colors.")
    assert _has(node, A.FromItsColors)
    node = one("~ has protection from the colors of permanents you control.")
    assert isinstance(first(node, A.FromColorsOf).controller, A.You)
    node = one("{2}: Target creature gains protection from the color of its controller's choice until end "
               "of turn. Any player may activate this ability.")
    assert _has(node, A.FromColorOfControllersChoice)


# -- having another player act, turns, triggers -------------------------------------------------

def test_have_a_player_gain_control():
    # CR 608.2c: the player named does what the instruction says
    node = one("At the beginning of each opponent's upkeep, you may have that player gain control of "
               "equipped creature until end of turn. If you do, untap it.")
    assert isinstance(first(node, A.HaveEffect).action, A.GainControl)
    node = one("Whenever another Villain you control enters, you may have it connive. Do this only once each "
               "turn.")
    assert isinstance(first(node, A.HaveEffect).action, A.Connives)


def test_that_turns_end_step():
    # CR 500.7: the extra turn's end step
    node = one("Take an extra turn after this one. At the beginning of that turn's end step, you lose the "
               "game.")
    assert first(node, A.ThatTurnsStep).step.name == "end step"


def test_crews_and_saddles_trigger():
    # CR 702.122a crew, 702.171a saddle
    node = one("Whenever this creature crews a Vehicle, that Vehicle gets +1/+1 until end of turn.")
    assert _has(node, A.CrewsEvent)
    node = one("Whenever this creature saddles a Mount or crews a Vehicle during your main phase, that "
               "Mount or Vehicle gains flying until end of turn.")
    assert _has(node, A.SaddlesOrCrewsEvent) and _has(node, A.PlayersStep)


def test_target_one_one_creature():
    # CR 208: power 1 and toughness 1
    node = one("{1}, {T}: Target 1/1 creature gets +1/+2 until end of turn.")
    assert first(node, A.TargetWithPt).pt.text() == "1/1"
    node = one("{T}: Each 1/1 creature you control gets +1/+2 until end of turn.")
    assert _has(node, A.EachWithPt)


def test_most_common_color():
    # CR 105.1
    node = one("Halam Djinn gets -2/-2 as long as red is the most common color among all permanents or is "
               "tied for most common.", "Halam Djinn")
    assert first(node, A.MostCommonColor).color.name == "red"


def test_blocks_as_though_abilities_were_missing():
    # CR 702.28b (shadow), 702.14 (landwalk)
    node = one("Aetherflame Wall can block creatures with shadow as though they didn't have shadow.",
               "Aetherflame Wall")
    block = first(node, A.CanBlockAsThoughNoKeyword)
    assert block.keyword.name.name == "shadow" and isinstance(block.pronoun, A.They)
    node = one("Creatures with landwalk abilities can be blocked as though they didn't have those abilities.")
    assert _has(node, A.WithKeywordAbilities) and _has(node, A.BlockableAsThoughNoAbilities)


def test_for_the_rest_of_the_game():
    # CR 611.2a
    node = one("Return all instant and sorcery cards from your graveyard to your hand. You have no maximum "
               "hand size for the rest of the game.")
    assert _has(node, A.ForRestOfGame)


def test_activations_and_resolutions_this_turn():
    node = one("{R}: This creature gets +1/+0 until end of turn. If this ability has been activated four or "
               "more times this turn, sacrifice this creature at the beginning of the next end step.")
    assert first(node, A.AbilityActivatedTimes).amount.number.value == 4
    node = one("{2}: Until end of turn, equipped creature gets +X/+0, where X is the number of times this "
               "ability has resolved this turn.")
    assert _has(node, A.TimesAbilityResolved)


def test_exactly_n_colors():
    node = one("Each spell you cast that's exactly three colors has replicate {3}.")
    assert first(node, A.ExactlyColors).number.value == 3


def test_speed_and_tapped_this_way():
    # CR 702.179f: a player's speed
    node = one("Other creatures you control get +X/+0, where X is your speed.")
    assert isinstance(first(node, A.PlayerSpeed).player, A.Your)
    node = one("Tap an untapped creature you control: Keldon Battlewagon gets +X/+0 until end of turn, where "
               "X is the power of the creature tapped this way.", "Keldon Battlewagon")
    assert _has(node, A.TappedThisWay)


def test_legendary_condition():
    node = one("As long as equipped creature is legendary, it has trample and haste.")
    assert first(node, A.IsSupertypeCondition).supertype.name == "legendary"


# -- protection, Auras, abilities of other objects ----------------------------------------------

def test_protection_from_one_quality_or_another():
    # CR 702.16a, 608.2d: one of the two qualities, chosen as the effect begins
    node = one("Target permanent you control gains protection from artifacts or from the color of your "
               "choice until end of turn.")
    either = first(node, A.ProtectionEither)
    assert isinstance(either.first, A.FromTypes) and isinstance(either.second, A.FromChosenColor)


def test_protection_from_creatures_qualified():
    node = one("Human creatures you control have protection from creatures of the chosen type.")
    assert _has(node, A.FromTypesOfChosenType)
    node = one("Target creature you control gains protection from creatures your opponents control until end "
               "of turn. Untap it.")
    assert isinstance(first(node, A.FromTypesControlled).controller, A.YourOpponents)


def test_cant_be_enchanted_by_other_auras():
    # CR 303.4d
    node = one("Enchanted land has indestructible and can't be enchanted by other Auras.")
    assert _has(first(node, A.CantBeEnchantedBy).auras, A.Other)


def test_gains_all_activated_and_loyalty_abilities():
    # CR 613.1f: ability-adding effects
    node = one("{U}: ~ gains all activated abilities of target creature until end of turn.")
    assert isinstance(first(node, A.GainsAllActivatedAbilities).source, A.Target)
    node = one("Nicol Bolas has all loyalty abilities of all other planeswalkers on the battlefield.",
               "Nicol Bolas")
    assert first(node, A.GainsAllLoyaltyAbilities).loyalty.name == "loyalty"


# -- states in conditions ------------------------------------------------------------------------

def test_modified_renowned_and_not_attacking():
    node = one("This creature has flying as long as it's modified. (Equipment, Auras you control, and "
               "counters are modifications.)")
    assert _has(node, A.Modified)
    node = one("Whenever this creature attacks, if it's renowned, other attacking creatures you control get "
               "+1/+1 until end of turn.")
    assert _has(node, A.RenownedState)
    node = one("Each untapped creature you control gets +0/+2 as long as it's not attacking.")
    assert _has(node, A.ItIsNotAttacking)
    node = one("{R}: Cinder Crawler gets +1/+0 until end of turn. Activate only if Cinder Crawler is blocked.",
               "Cinder Crawler")
    assert isinstance(first(node, A.IsBlockedCondition).object, A.SelfByName)


def test_blockers_and_attachments_counted():
    # CR 509.1 (blockers), 301.5 (Equipment attached)
    node = one("This creature gets -2/-0 as long as two or more creatures are blocking it.")
    assert isinstance(first(node, A.AreBlockingCondition).blockers, A.CountedOrMore)
    node = one("Balan, Wandering Knight has double strike as long as two or more Equipment are attached to it.",
               "Balan, Wandering Knight")
    assert _has(node, A.AreAttachedCondition)
    node = one("Whenever Jungle Wurm becomes blocked, it gets -1/-1 until end of turn for each creature "
               "blocking it beyond the first.", "Jungle Wurm")
    assert _has(node, A.ForEachBeyondFirst)


def test_devoured_exploited_and_drawn():
    node = one("This creature has flying and trample if it devoured a creature.")
    assert isinstance(first(node, A.DevouredCondition).devoured, A.Quantified)  # CR 702.82b
    node = one("Whenever another creature you control dies, put a +1/+1 counter on this creature. It gains "
               "haste until end of turn if it exploited that creature.")
    assert _has(node, A.ExploitedCondition)  # CR 702.110b
    node = one("This spell costs {U}{U}{U} less to cast if an opponent has drawn four or more cards this turn.")
    assert first(node, A.HasDrawnThisTurn).amount.number.value == 4


def test_attack_and_block_requirements():
    node = one("Enchanted creature gets +3/+0 and can only attack alone.")  # CR 506.5
    assert _has(node, A.CanOnlyAttackAlone)
    node = one("Equipped creature gets +3/+1 and must be blocked by an Eldrazi if able.")  # CR 509.1c
    assert _has(first(node, A.MustBeBlockedBy).blockers, A.TypeWord)


def test_becomes_plotted():
    # CR 702.170a
    node = one("When this card becomes plotted, target creature gets +3/+2 and gains trample until end of "
               "turn.")
    assert _has(node, A.BecomesPlottedEvent)


# -- companion conditions, the creature named before ---------------------------------------------

def test_companion_conditions():
    # CR 702.139a: "Companion — [Condition]", a condition on the starting deck (CR 100.2a)
    node = one("Companion — Each permanent card in your starting deck has mana value 2 or less. (If this card "
               "is your chosen companion, you may put it into your hand from outside the game for {3} as a "
               "sorcery.)")
    condition = first(node, A.CompanionCondition)
    assert _has(condition.cards, A.InStartingDeck) and isinstance(condition.predicate, A.DeckHasStat)
    node = one("Companion — Each nonland card in your starting deck has a different name.")
    assert isinstance(first(node, A.CompanionCondition).predicate, A.DeckDifferentNames)
    node = one("Companion — Each nonland card in your starting deck shares a card type.")
    assert isinstance(first(node, A.CompanionCondition).predicate, A.DeckSharesCardType)


def test_the_creature_gets():
    # CR 608.2c: "the creature" is the one the instruction before named
    node = one("Whenever equipped creature attacks, you may return a land you control to its owner's hand. "
               "If you do, the creature gets +2/+2 until end of turn.")
    gets = first(node, A.TheCreatureGets)
    assert gets.type.name == "creature" and isinstance(gets.predicate, A.GetsPt)
