"""The corpus tail, noun phrases (grammar/rules/99_tail_refs.lark): references, object filters
and their qualifiers, quantities, players and zones, on real Oracle lines.

Each test parses a corpus line, checks the typed AST, and the round trip both ways:
print(parse(text)) == text (helpers.one) and parse(print(ast)) == ast (``both_ways``)."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from cardlang.syntax.parser import fast_card_parser
from syntax_helpers import first, one, type_names


def both_ways(text: str, names=("~",)):
    node = one(text, names)
    again, diags = parse_ability(to_text(node), names)
    assert again == node, [d.format() for d in diags]
    return node


def suffixes(node):
    """Every filter qualifier below ``node`` (the items of its Suffixes), in order."""
    return [item for n in node.walk() if isinstance(n, A.Suffixes) for item in n.items]


def nodes(node, cls):
    return [n for n in node.walk() if isinstance(n, cls)]


# -- protection qualities (CR 702.16) ------------------------------------------------------------
def test_hexproof_from_each_of_its_colors():
    # CR 702.11d/702.16: "hexproof from [quality]"; the qualities are the object's own colors
    node = both_ways("Each other creature you control has hexproof from each of its colors.")
    quality = first(node, A.FromEachOfQualities)
    assert isinstance(quality.owner, A.ItsPossessive) and isinstance(quality.qualities, A.ColorsQuality)


def test_protection_from_each_of_the_exiled_cards_card_types():
    # CR 205.2a: card types; the exiled card named before (CR 607.2a)
    node = both_ways("Mirror Golem has protection from each of the exiled card's card types.", ("Mirror Golem",))
    quality = first(node, A.FromEachOfQualities)
    assert isinstance(quality.qualities, A.CardTypesQuality)
    assert isinstance(quality.owner, A.PossessiveOf) and isinstance(quality.owner.object, A.ThePastRef)


def test_protection_from_each_of_your_opponents():
    # CR 702.16j: protection from a player
    node = both_ways("Up to one target creature you control gains protection from each of your opponents "
                     "until end of turn. Draw a card.")
    players = first(node, A.FromEachOfPlayers)
    assert isinstance(players.owner, A.Your)


# -- type words and type lists ---------------------------------------------------------------------
def test_a_commander_you_control():
    # CR 903.3: "commander" names cards by a designation, as a type word would
    node = both_ways("Whenever a commander you control attacks, put a +1/+1 counter on it.")
    word = first(node, A.TypeWord)
    assert any(isinstance(n, A.CommanderWord) for n in word.walk())
    assert isinstance(suffixes(node)[0], A.ControlledBy)


def test_type_list_closed_by_comma_and_or():
    node = both_ways("Tap X target artifacts, creatures, and/or lands. You lose X life.")
    target = first(node, A.Target)
    assert type_names(target) == ["artifact", "creature", "land"]
    assert first(target, A.SepCommaAndOr) == A.SepCommaAndOr()


def test_comma_and_or_lexer_marks_both_paths():
    # the list pass turns ", and/or" into LIST_COMMA LIST_ANDOR on the fast and the plain path
    lexer = fast_card_parser().lexer
    for fast in (True, False):
        lexer.fast = fast
        try:
            kinds = [t.type for t in lexer.lex("Exile two target artifacts, creatures, and/or lands you control.")]
        finally:
            del lexer.fast
        assert kinds.count("LIST_COMMA") == 2 and kinds.count("LIST_ANDOR") == 1, (fast, kinds)


# -- players -------------------------------------------------------------------------------------
def test_that_player_or_that_planeswalkers_controller():
    # CR 306.5 / 115.1: a planeswalker target; "that planeswalker's controller" is the player
    node = both_ways("~ deals X damage to target player or planeswalker and each creature that player or "
                     "that planeswalker's controller controls.")
    who = first(node, A.ThatPlayerOrController)
    assert type_names(who) == ["planeswalker"]


# -- filter qualifiers ----------------------------------------------------------------------------
def test_spell_with_a_single_target():
    # CR 115.1: a spell with exactly one target
    node = both_ways("Change the target of target spell or ability with a single target.")
    assert A.WithSingleTarget() in suffixes(node)


def test_with_an_oil_counter_on_it():
    # CR 122.1: "with an ... counter on it" is the same qualifier as "with a ... counter on it"
    a = both_ways("Each permanent with an hourglass counter on it doesn't untap during its controller's untap step.")
    counter = first(a, A.WithCounter)
    assert isinstance(counter.holder, A.It)


def test_that_entered_the_battlefield_this_turn():
    # CR 603.6a: a permanent enters the battlefield
    node = both_ways("Destroy target nonblack creature that entered the battlefield this turn.")
    assert first(node, A.ThatEnteredBattlefieldThisTurn).how is None
    node = both_ways("{T}: Put a +1/+1 counter on each creature that entered the battlefield under your control "
                     "this turn.")
    how = first(node, A.ThatEnteredBattlefieldThisTurn).how
    assert isinstance(how, A.EntersUnderControl)


def test_creature_tapped_this_way():
    # CR 608.2c: the creatures the earlier instruction tapped
    node = both_ways("Tap any number of untapped creatures you control. You gain 4 life for each creature "
                     "tapped this way.")
    assert A.TappedThisWay() in suffixes(node)


def test_aura_attached_to_a_creature():
    # CR 303.4: an Aura is attached to the object it enchants
    node = both_ways("{T}: Destroy target Aura attached to a creature you control.")
    attached = first(node, A.AttachedToSome)
    assert type_names(attached) == ["creature"] and isinstance(attached.controller.player, A.You)
    node = both_ways("Attach target Aura attached to a creature or land to another permanent of that type.")
    assert type_names(first(node, A.AttachedToSome)) == ["creature", "land"]


def test_from_anywhere_other_than_your_hand():
    # CR 400.1: any zone but the hand
    node = both_ways("Spells you cast from anywhere other than your hand cost {2} less to cast.")
    # two qualifiers: from anywhere, other than the hand
    assert [type(q) for q in suffixes(node)][-2:] == [A.FromAnywhere, A.OtherThanZone]
    assert first(node, A.OtherThanZone).zone.zone.name == "hand"


def test_controlled_by_the_same_or_different_players():
    # CR 108.4: every permanent has a controller
    node = both_ways("Choose two target creatures controlled by the same player. Exile one of those creatures and "
                     "put two +1/+1 counters on the other.")
    assert isinstance(first(node, A.ControlledBySamePlayer), A.ControlledBySamePlayer)
    node = both_ways("Choose two target creatures controlled by different players. Return those creatures to their "
                     "owners' hands.")
    assert isinstance(first(node, A.ControlledByDifferentPlayers), A.ControlledByDifferentPlayers)


def test_with_power_and_toughness_each_equal_to():
    # CR 208.1, 613.4b: power and toughness set to a value
    node = both_ways("Each noncreature artifact you control is an artifact creature with power and toughness each "
                     "equal to its mana value.")
    value = first(node, A.WithPowerAndToughnessEach).value
    assert isinstance(value, A.ItsStat) and isinstance(value.stat, A.ManaValue)


# -- "the" and a described object -------------------------------------------------------------------
def test_the_creature_you_control_and_the_creature_an_opponent_controls():
    # CR 608.2c: the object the earlier target or choice named
    node = both_ways("The creature you control deals damage equal to its power to the creature an opponent controls.")
    described = nodes(node, A.TheDescribed)
    assert len(described) == 2
    assert all(isinstance(d.qualifier, A.ControlledBy) for d in described)
    assert isinstance(described[0].qualifier.player, A.You)
    assert isinstance(described[1].qualifier.player, A.QuantifiedPlayer)


def test_the_creature_you_chose():
    node = both_ways("{T}: You choose target creature an opponent controls, and that opponent chooses target "
                     "creature. Flip a coin. If you win the flip, destroy the creature you chose. If you lose the "
                     "flip, destroy the creature your opponent chose.")
    chosen = [d.qualifier for d in nodes(node, A.TheDescribed)]
    assert [type(c) for c in chosen] == [A.ChosenBy, A.ChosenBy]
    assert isinstance(chosen[0].chooser, A.You) and isinstance(chosen[1].chooser, A.YourOpponents)


def test_the_creature_with_the_greatest_power_or_tied():
    # CR 208: compared among all creatures on the battlefield
    node = both_ways("At the beginning of your upkeep, draw a card if you control the creature with the greatest "
                     "power or tied for the greatest power.")
    tied = first(node, A.WithGreatestOrTied)
    assert isinstance(tied.stat, A.Power) and isinstance(tied.tied_stat, A.Power)


def test_the_creatures_power():
    node = both_ways("Destroy target creature. If a white creature dies this way, Cinder Cloud deals damage to that "
                     "creature's controller equal to the creature's power.", ("Cinder Cloud",))
    stat = first(node, A.TheTypedStat)
    assert stat.noun.name == "creature" and isinstance(stat.stat, A.Power)


def test_the_controller_of_the_permanent_it_becomes():
    # CR 608.3: an Aura spell becomes a permanent as it resolves
    node = both_ways("You may cast Soar as though it had flash. If you cast it any time a sorcery couldn't have been "
                     "cast, the controller of the permanent it becomes sacrifices it at the beginning of the next "
                     "cleanup step.", ("Soar",))
    assert isinstance(first(node, A.ControllerOfPermanentItBecomes), A.ControllerOfPermanentItBecomes)


# -- zones and quantities --------------------------------------------------------------------------
def test_for_each_time_cast_from_the_command_zone():
    # CR 903.8: the commander tax counts the casts from the command zone
    node = both_ways("Creatures you control get +1/+1 for each time you've cast your commander from the command "
                     "zone this game.")
    count = first(node, A.ForEachTimeCast)
    assert isinstance(count.caster, A.You) and isinstance(count.spell, A.CommanderFromCommandZone)
    assert isinstance(count.spell.commander, A.YourCommander)
    node = both_ways("Whenever ~ attacks, Pirates you control get +1/+1 until end of turn for each time you've cast "
                     "a commander from the command zone this game.")
    count = first(node, A.ForEachTimeCast)
    assert [q.zone for q in suffixes(count.spell) if isinstance(q, A.FromZone)] == [A.CommandZone()]


def test_the_greatest_number_of():
    node = both_ways("This spell costs {X} less to cast, where X is the greatest number of artifacts an opponent "
                     "controls.")
    greatest = first(node, A.GreatestNumberOf)
    assert type_names(greatest) == ["artifact"]


def test_for_each_basic_land_type_after_a_cost_change():
    # domain (CR 207.2c): basic land types (CR 205.3i) among lands you control
    node = both_ways("Domain — This spell costs {2} less to cast for each basic land type among lands you control.")
    assert isinstance(first(node, A.ForEachTypeAmong), A.ForEachTypeAmong)


# -- joined references ----------------------------------------------------------------------------
def test_target_creature_and_all_auras_attached_to_it():
    node = both_ways("Return target creature and all Auras attached to it to their owners' hands.")
    both = first(node, A.BothRefs)
    assert isinstance(both.first, A.Target) and isinstance(both.second, A.Quantified)
    assert isinstance(first(both, A.AttachedTo).to, A.It)


def test_each_creature_and_each_player_this_turn():
    node = both_ways("{T}: Prevent the next 1 damage that would be dealt to each creature and each player this turn.")
    assert isinstance(first(node, A.BothRefs), A.BothRefs)


def test_a_card_and_or_a_card():
    node = both_ways("Search your library for an instant card and/or a sorcery card, reveal them, put them into your "
                     "hand, then shuffle.")
    both = first(node, A.AndOrRefs)
    assert type_names(both.first) == ["instant", "card"] and type_names(both.second) == ["sorcery", "card"]


def test_target_card_from_a_graveyard_and_target_creature_on_the_battlefield():
    node = both_ways("Return target creature card from a graveyard and target creature on the battlefield to their "
                     "owners' hands.")
    assert len(nodes(first(node, A.BothRefs), A.Target)) == 2


# -- players and their zones (CR 102, 400) ---------------------------------------------------------
def test_creatures_your_team_controls():
    # CR 810.2: Two-Headed Giant teams
    node = both_ways("Dragons your team controls have double strike.")
    assert first(node, A.ControlledBy).player == A.YourTeam()


def test_creatures_the_monarch_and_the_active_player_control():
    node = both_ways("~ can't be blocked by creatures the monarch controls.")
    assert first(node, A.ControlledBy).player == A.TheMonarch()       # CR 724
    node = both_ways("Creatures the active player controls attack this turn if able.")
    assert isinstance(first(node, A.ControlledBy).player, A.TheActivePlayer)  # CR 102.1
    node = both_ways("Creatures the chosen player controls can't attack you or planeswalkers you control.")
    assert isinstance(first(node, A.ControlledBy).player, A.TheChosenPlayer)  # CR 607.2


def test_each_opponents_and_all_opponents_zones():
    node = both_ways("{T}, Sacrifice this artifact: Exile each opponent's graveyard.")
    zone = first(node, A.ZoneRef)
    assert zone.owner == A.EachOpponents() and zone.zone.name == "graveyard"
    node = both_ways("Exile all opponents' graveyards.")
    assert first(node, A.ZoneRef).owner == A.AllOpponents()


def test_the_command_zone():
    # CR 408: the command zone
    node = both_ways("When this creature enters, you may put a commander you own from the command zone onto the "
                     "battlefield. It gains haste. Return it to the command zone at the beginning of the next end "
                     "step.")
    assert len(nodes(node, A.CommandZone)) == 2
    node = both_ways("At the beginning of your upkeep, if ~ is in the command zone, you gain 2 life.")
    assert isinstance(first(node, A.InZoneCondition).zone, A.CommandZone)


def test_in_a_zone_or_on_the_battlefield():
    node = both_ways("Eminence — Whenever you cast another Vampire spell, if ~ is in the command zone or on the "
                     "battlefield, create a 1/1 black Vampire creature token.")
    cond = first(node, A.InZoneOrOnBattlefield)
    assert isinstance(cond.zone, A.CommandZone) and isinstance(cond.subject, A.SelfByName)


# -- more objects and qualities ------------------------------------------------------------------------
def test_destroy_the_other_creature():
    node = both_ways("Whenever enchanted creature deals damage to a creature, destroy the other creature.")
    assert first(node, A.TheOtherObject).type.name == "creature"


def test_card_other_than_a_basic_land_card():
    node = both_ways("Choose target card in a graveyard other than a basic land card. Search its owner's graveyard, "
                     "hand, and library for any number of cards with the same name as that card and exile them. Then "
                     "that player shuffles.")
    other = first(node, A.OtherThanA)
    assert type_names(other) == ["land", "card"]


def test_aura_card_with_enchant_creature():
    # CR 702.5: what an Aura can enchant
    node = both_ways("Whenever you cast a Spirit or Arcane spell, you may search your library for an Aura card with "
                     "enchant creature, reveal it, put it into your hand, then shuffle.")
    assert type_names(first(node, A.WithEnchant)) == ["creature"]


# -- adjectives and states -----------------------------------------------------------------------------
def test_a_kicked_spell():
    # CR 702.33d: a kicked spell is one whose kicker cost was paid
    node = both_ways("Whenever you cast a kicked spell, scry 2.")
    flt = first(node, A.Filter)
    assert flt.adjectives.items == (A.Kicked(),) and type_names(flt) == ["spell"]


def test_an_equipped_creature_you_control():
    # CR 301.5: an equipped creature has an Equipment attached to it
    node = both_ways("Whenever an equipped creature you control dies, draw a card.")
    obj = first(node, A.ArticleInState)
    assert obj.state == A.EquippedState() and type_names(obj.filter) == ["creature"]
    assert isinstance(suffixes(obj)[0], A.ControlledBy)


def test_target_enchanted_permanent():
    # CR 303.4: an enchanted permanent has an Aura attached to it
    node = both_ways("Destroy target enchanted permanent.")
    target = first(node, A.TargetInState)
    assert target.state == A.EnchantedState() and type_names(target.filter) == ["permanent"]


def test_spells_that_target_enchanted_player():
    node = both_ways("Spells you cast that target enchanted player cost {1} less to cast.")
    assert isinstance(first(node, A.ThatTargets).what, A.EnchantedRef)


def test_creatures_enchanted_player_controls():
    # CR 303.4: an Aura with enchant player is attached to a player
    node = both_ways("Creatures enchanted player controls get -1/-1.")
    assert isinstance(first(node, A.ControlledBy).player, A.EnchantedPlayer)


def test_the_player_with_the_most_life():
    # CR 119: each player's life total
    node = both_ways("At the beginning of your upkeep, if a player has more life than each other player, the player "
                     "with the most life gains control of Ghazbán Ogre.", ("Ghazbán Ogre",))
    described = first(node, A.TheDescribed)
    assert described.qualifier == A.WithMostLife() and type_names(described) == ["player"]


def test_target_creatures_power():
    # CR 208: power; the creature is a target (CR 115.1)
    node = both_ways("You gain life equal to target creature's power.")
    stat = first(node, A.TargetStat)
    assert type_names(stat.filter) == ["creature"] and isinstance(stat.stat, A.Power)


def test_the_player_who_controls_the_most_creatures():
    node = both_ways("At the beginning of your upkeep, if a player controls more creatures than each other player, "
                     "the player who controls the most creatures gains control of Wild Mammoth.", ("Wild Mammoth",))
    assert type_names(first(node, A.WhoControlsMost)) == ["creature"]
    node = both_ways("At the beginning of your upkeep, if a player has more cards in hand than each other player, the "
                     "player who has the most cards in hand gains control of ~.")
    assert first(node, A.WhoHasMostInZone).zone.name == "hand"


def test_the_player_or_planeswalker_that_creature_is_attacking():
    # CR 506.3, 508.1b: the attacked player or planeswalker
    node = both_ways("Whenever a creature you control with power 2 or less attacks, this enchantment deals 1 damage to "
                     "the player or planeswalker that creature is attacking.")
    described = first(node, A.TheDescribed)
    assert isinstance(described.qualifier, A.AttackedBy) and type_names(described) == ["player", "planeswalker",
                                                                                         "creature"]


def test_the_cards_in_your_hand():
    node = both_ways("Whenever you cast a spell, put the cards in your hand on the bottom of your library in any "
                     "order, then draw that many cards.")
    qualifier = first(node, A.TheDescribed).qualifier
    assert isinstance(qualifier, A.InZone) and qualifier.zone.zone.name == "hand"


def test_each_of_two_other_target_creatures():
    node = both_ways("Target creature you control deals damage equal to its power to each of two other target "
                     "creatures.")
    count = first(node, A.OtherTargetsCount)
    assert count.amount.number.value == 2 and type_names(count.filter) == ["creature"]


def test_the_spells_mana_value_and_for_each_of_that_spells_colors():
    node = both_ways("Whenever a player casts a noncreature spell, counter that spell. That player creates X 1/1 white "
                     "and blue Bird creature tokens with flying, where X is the spell's mana value.")
    stat = first(node, A.TheTypedStat)
    assert stat.noun.name == "spell" and isinstance(stat.stat, A.ManaValue)
    node = both_ways("Whenever you cast a spell, put a +1/+1 counter on ~ for each of that spell's colors.")
    assert isinstance(first(node, A.ForEachColorOf).owner, A.PossessiveOf)


def test_joined_references_end_at_this_turn_and_hold_type_lists():
    # "you and permanents you control this turn": the second reference ends at "this turn"
    node = both_ways("Prevent all damage that would be dealt to you and permanents you control this turn.")
    both = first(node, A.BothRefs)
    assert isinstance(both.first, A.You) and isinstance(both.second, A.AllMatching)
    # "each opponent and each creature and planeswalker they control": a type list inside the second
    node = both_ways("When this creature enters, it deals 1 damage to each opponent and each creature and "
                     "planeswalker they control.")
    both = first(node, A.BothRefs)
    assert type_names(both.second) == ["creature", "planeswalker"]


# -- what was done to it this turn ------------------------------------------------------------------------
def test_for_each_card_youve_drawn_or_discarded_this_turn():
    # CR 121 (draw), 701.9 (discard): the deed distinguishes the qualifiers
    drawn = both_ways("{T}: Add {C} for each card you've drawn this turn.")
    assert first(drawn, A.YouDidToThisTurn).deed == A.TurnDrawn()
    discarded = both_ways("Discard your hand, then draw a card for each card you've discarded this turn.")
    assert first(discarded, A.YouDidToThisTurn).deed == A.TurnDiscarded()
    assert first(drawn, A.YouDidToThisTurn) != first(discarded, A.YouDidToThisTurn)
    cast = both_ways("Whenever you cast a spell, you gain 1 life for each spell you've cast this turn.")
    assert first(cast, A.YouDidToThisTurn).deed == A.TurnCast()


def test_creatures_that_didnt_attack_this_turn():
    # CR 508.1a: the creatures declared as attackers attacked
    node = both_ways("At the beginning of each player's end step, tap all untapped creatures that player controls "
                     "that didn't attack this turn. ~ deals damage to the player equal to the number of creatures "
                     "tapped this way.")
    assert A.ThatDidntAttackThisTurn() in suffixes(node)


def test_a_spell_thats_both_red_and_white():
    # CR 105.2: a multicolored object has each of its colors
    node = both_ways("Whenever you cast a spell that's both red and white, ~ has base power and toughness 4/2 until "
                     "end of turn and gains first strike until end of turn.")
    both = first(node, A.ThatsBothColors)
    assert (both.first.name, both.second.name) == ("red", "white")


def test_a_spell_with_equal_or_lesser_mana_value():
    node = both_ways("Counter target spell. You may cast a spell with equal or lesser mana value from your hand "
                     "without paying its mana cost.")
    assert isinstance(first(node, A.WithEqualOrLesser).stat, A.ManaValue)


def test_a_creature_you_control_thats_enchanted():
    # CR 303.4: an Aura is attached to it
    node = both_ways("If a creature you control that's enchanted would die, return it to its owner's hand instead.")
    assert first(node, A.ThatsAdjective).state == A.EnchantedState()


def test_cards_in_all_players_hands():
    node = both_ways("This creature enters with X +1/+1 counters on it, where X is the total number of cards in all "
                     "players' hands.")
    assert first(node, A.ZoneRef).owner == A.AllPlayers()


# -- third batch -------------------------------------------------------------------------------------------
def test_each_white_and_or_blue_creature():
    # CR 105.2: "white and/or blue" is either color or both
    node = both_ways("Evaporate deals 1 damage to each white and/or blue creature.", ("Evaporate",))
    colors = first(node, A.EitherColor)
    assert isinstance(colors, A.EitherColor)


def test_becomes_the_color_or_colors_of_your_choice():
    # CR 105.3: an effect may give an object one or more colors
    node = both_ways("Target creature becomes the color or colors of your choice until end of turn.")
    assert isinstance(first(node, A.BecomesColorsOfChoice), A.BecomesColorsOfChoice)


def test_the_number_of_differently_named_lands_you_control():
    # CR 201.2: objects with different names
    node = both_ways("This spell costs {X} less to cast, where X is the number of differently named lands you "
                     "control.")
    assert type_names(first(node, A.NumberDifferentlyNamed)) == ["land"]


def test_permanent_without_a_fate_counter_on_it():
    # CR 122: counters on a permanent
    node = both_ways("{5}, {T}, Sacrifice this artifact: Destroy each nonland permanent without a fate counter on it, "
                     "then remove all fate counters from all permanents.")
    without = first(node, A.WithoutCounter)
    assert isinstance(without.holder, A.It)


def test_defending_players_graveyard():
    # CR 506.2: the defending player
    node = both_ways("Whenever ~ attacks, put a +1/+1 counter on target creature of defending player's choice.")
    assert first(node, A.OfChoice).chooser == A.DefendingPlayers()


def test_for_each_different_mana_value_after_a_cost_change():
    node = both_ways("This spell costs {1} less to cast for each different mana value among cards in your graveyard.")
    assert isinstance(first(node, A.ForEachDifferent).stat, A.ManaValue)


# -- fourth batch ----------------------------------------------------------------------------------------------
def test_target_cards_each_with_mana_value():
    # CR 202.3: mana value; "each" puts the requirement on every target
    node = both_ways("Return one or two target creature cards each with mana value 3 or less from your graveyard to "
                     "the battlefield.")
    each = first(node, A.EachWithStat)
    assert isinstance(each.stat, A.ManaValue) and isinstance(each.comparison, A.AtMost)


def test_an_ability_that_isnt_a_mana_ability():
    # CR 605.1: mana abilities
    node = both_ways("Whenever a player activates an ability that isn't a mana ability, ~ deals 1 damage to that "
                     "player.")
    assert isinstance(first(node, A.ThatIsntManaAbility), A.ThatIsntManaAbility)


def test_choose_a_creature_type_other_than_wall_then_becomes_that_type():
    # CR 205.3m creature types; CR 607.2 the chosen type
    node = both_ways("Choose a creature type other than Wall. Each creature becomes that type until end of turn.")
    choose = first(node, A.ChooseTypeOtherThan)
    assert type_names(choose.excluded) == ["Wall"]
    assert isinstance(first(node, A.BecomesThatType), A.BecomesThatType)


def test_enters_with_your_choice_of_counters():
    # CR 122.1b: keyword counters; one of the two is chosen as it enters (CR 614.1c)
    node = both_ways("This creature enters with your choice of a flying counter or a hexproof counter on it.")
    choice = first(node, A.EntersWithCounterChoice)
    assert choice.first != choice.second and isinstance(choice.holder, A.It)
    node = both_ways("~ escapes with your choice of a +1/+1 counter or a flying counter on it.")
    assert isinstance(first(node, A.EntersWithCounterChoice).subject, A.SelfByName)


# -- fifth batch: players described by what they did -------------------------------------------------
def test_each_opponent_who_cant():
    # CR 608.2c: the instruction before says what the player couldn't do
    node = both_ways("[+1]: Each player discards a card. Each opponent who can't loses 3 life.")
    assert isinstance(first(node, A.WhoClause).predicate, A.Couldnt)


def test_each_player_who_drew_or_discarded_a_card_this_way():
    node = both_ways("{T}: Each player may draw a card, then each player who drew a card this way gains 1 life.")
    drew = first(node, A.DrewPredicate)
    assert type_names(drew.what) == ["card"] and drew.when == A.ThisWay()
    node = both_ways("Each player discards a card. Then each player who didn't discard a creature card this way "
                     "loses 4 life.")
    assert type_names(first(node, A.DidntDiscardPredicate).what) == ["creature", "card"]


def test_creatures_you_control_with_counters_on_them():
    # CR 122: counters of any kind
    node = both_ways("Creatures you control with counters on them have haste.")
    assert isinstance(first(node, A.WithAnyCounters).holder, A.Them)


def test_an_outlaw_spell():
    # outlaws: Assassins, Mercenaries, Pirates, Rogues, and Warlocks (the reminder text)
    node = both_ways("Whenever you cast an outlaw spell, copy that spell.")
    word = first(node, A.OutlawWord)
    assert word.name.category == "batch" and word.name.name == "outlaw"


def test_each_player_who_searched_their_library_this_way():
    # CR 701.23: searching a library; the searcher shuffles
    node = both_ways("Each player may search their library for up to X basic land cards and put them onto the "
                     "battlefield tapped. Then each player who searched their library this way shuffles.")
    assert first(node, A.WhoSearchedThisWay).zone.name == "library"


def test_for_each_opponent_who_does():
    node = both_ways("At the beginning of your upkeep, each opponent may create a Treasure token. For each opponent "
                     "who does, you create a Treasure token.")
    assert first(node, A.WhoClause).predicate == A.WhoDoes()


def test_the_greatest_number_of_cards_a_player_discarded_this_way():
    node = both_ways("Each player discards their hand, then draws cards equal to the greatest number of cards a "
                     "player discarded this way.")
    discarded = first(first(node, A.GreatestNumberOf), A.DiscardedByThisWay)
    assert isinstance(discarded.player, A.QuantifiedPlayer)


def test_a_card_or_a_card_with_a_comparison():
    # the "or" joins two references (REF_OR) even when the second compares a mana value (CMP_OR)
    node = both_ways("When this creature enters, search your library for a basic Plains card or a creature card "
                     "with mana value 1 or less, reveal it, put it into your hand, then shuffle.")
    either = first(node, A.EitherRef)
    assert type_names(either.first) == ["Plains", "card"] and type_names(either.second) == ["creature", "card"]
