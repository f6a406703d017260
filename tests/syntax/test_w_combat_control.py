"""Corpus tail (session 7): attacking, blocking, combat, control, untapping and phasing
(grammar/rules/99_v_combat_control.lark, second part). Each test parses a real Oracle line,
demands the round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability
from syntax_helpers import first, one, type_names


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- what crewed or saddled it (CR 702.122b, 702.171c) ----------------------------------------

def test_creature_that_crewed_it_this_turn():
    node = one("Whenever this Vehicle attacks, create a Treasure token for each creature that crewed it this turn.")
    crewed = first(node, A.ThatCrewed)
    assert isinstance(crewed.vehicle, A.It) and isinstance(crewed.period, A.ThisTurn)
    assert not _has(node, A.ThatSaddled)


def test_creature_that_saddled_it_this_turn():
    node = one("Whenever ~ deals combat damage to a player, you may sacrifice a creature that saddled it this turn.")
    saddled = first(node, A.ThatSaddled)
    assert isinstance(saddled.mount, A.It) and isinstance(saddled.period, A.ThisTurn)


# -- skipping combat (CR 500.11, 614.10) ------------------------------------------------------

def test_skip_next_combat_phase():
    node = one("When this creature enters, target opponent skips their next combat phase.")
    skip = first(node, A.SkipNextCombatPhase)
    assert isinstance(skip.subject, A.Target) and isinstance(skip.owner, A.Their)


def test_skip_all_combat_phases_of_next_turn():
    node = one("Target opponent skips all combat phases of their next turn.")
    skip = first(node, A.SkipCombatPhasesOfNextTurn)
    assert isinstance(skip.subject, A.Target) and not _has(node, A.SkipNextCombatPhase)


# -- entering untapped (CR 603.6a) ------------------------------------------------------------

def test_when_this_land_enters_untapped():
    node = one("When this land enters untapped, create a Food token.")
    assert _has(first(node, A.When), A.EntersUntappedEvent)
    node = one("When ~ enters the battlefield untapped, create a 1/1 red Dwarf creature token.")
    assert _has(first(node, A.When), A.EntersUntappedEvent)


# -- phasing (CR 702.26) ----------------------------------------------------------------------

def test_cant_phase_out_and_in():
    node = one("Pay 1 life: Until your next upkeep, target permanent can't phase out.")
    assert _has(node, A.CantPhaseOut) and not _has(node, A.CantPhaseIn)
    node = one("I, II — Another target nonland permanent phases out. It can't phase in for as long as you "
               "control this Saga.")
    assert _has(node, A.CantPhaseIn) and not _has(node, A.CantPhaseOut)


# -- exchanging control (CR 701.12b) ----------------------------------------------------------

def test_exchange_control_of_two_targets_that_share_a_type():
    node = one("Exchange control of two target permanents that share a card type.")
    exchange = first(node, A.ExchangeControlOfTargets)
    assert exchange.subject is None and isinstance(exchange.targets, A.Target)
    # the permanents, then the shared quality ("a card type")
    assert type_names(exchange.targets) == ["permanent", "card"] and _has(exchange.targets, A.Sharing)
    # two joined references keep their own rule (94_effects_statics)
    node = one("Exchange control of target artifact or creature you control and target artifact or creature "
               "an opponent controls.")
    assert not _has(node, A.ExchangeControlOfTargets)


# -- at end of combat (CR 603.7, 511) ---------------------------------------------------------

def test_effects_delayed_to_end_of_combat():
    node = one("Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature at end of combat.")
    damage = first(node, A.DealDamageDelayed)
    assert isinstance(damage.source, A.SelfByName) and isinstance(damage.when, A.DelayedEndOfCombat)
    node = one("Whenever ~ becomes blocked by a creature, gain control of that creature at end of combat.")
    control = first(node, A.GainControlDelayed)
    assert control.subject is None and isinstance(control.when, A.DelayedEndOfCombat)
    node = one("Whenever ~ blocks a creature with flying, put a +1/+1 counter on ~ at end of combat.")
    counters = first(node, A.PutCountersDelayed)
    assert isinstance(counters.object, A.SelfByName) and isinstance(counters.when, A.DelayedEndOfCombat)
    node = one("Whenever a creature you control attacks, it phases out at end of combat.")
    phase = first(node, A.PhasesOutDelayed)
    assert isinstance(phase.subject, A.It) and isinstance(phase.when, A.DelayedEndOfCombat)


# -- the creatures of a block (CR 509.1) ------------------------------------------------------

def test_the_blocking_and_the_attacking_creature():
    node = one("Whenever a creature becomes blocked by a creature with lesser power, destroy the blocking creature.")
    assert _has(node, A.BlockingWord) and not _has(node, A.AttackingWord)
    node = one("Whenever a creature blocks a creature with lesser power, destroy the attacking creature.")
    assert _has(node, A.AttackingWord) and not _has(node, A.BlockingWord)


# -- blocking restrictions with a condition (CR 509.1b, 509.1d) -------------------------------

def test_cant_be_blocked_unless_a_condition():
    node = one("~ can't be blocked unless defending player controls three or more creatures that share a "
               "creature type.")
    unless = first(node, A.CantBeBlockedUnless)
    assert isinstance(unless.condition.player, A.DefendingPlayer)


def test_cant_be_blocked_unless_defending_player_pays():
    # CR 509.1d: a cost to block, for each creature blocking it
    node = one("Enchanted creature can't be blocked unless defending player pays {3} for each creature they "
               "control that's blocking it.")
    unless = first(node, A.CantBeBlockedUnlessPays)
    assert isinstance(unless.subject, A.EnchantedRef)
    assert _has(unless.pays, A.BlockingIt)


# -- sacrifices to attack (CR 508.1h) ---------------------------------------------------------

def test_cant_attack_unless_you_sacrifice():
    node = one("~ can't attack unless you sacrifice two Islands. (This cost is paid as attackers are declared.)")
    cost = first(node, A.CantAttackUnlessSacrifices).cost
    assert isinstance(cost.player, A.You) and type_names(cost.sacrificed) == ["Island"]


# -- its power (CR 701.10e, 613.4d) -----------------------------------------------------------

def test_double_and_switch_its_power():
    node = one("Whenever this creature attacks, double its power until end of turn.")
    assert isinstance(first(node, A.DoubleItsPower).duration, A.UntilEndOfTurn)
    node = one("III — Choose target creature you control. Until end of turn, double its power and toughness "
               "and it gains trample.")
    assert _has(node, A.DoubleItsPowerAndToughness) and not _has(node, A.DoubleItsPower)
    node = one("Whenever this creature attacks, switch its power and toughness until end of turn.")
    assert isinstance(first(node, A.SwitchItsPt).duration, A.UntilEndOfTurn)


# -- untap steps (CR 502.3) -------------------------------------------------------------------

def test_doesnt_untap_during_their_next_untap_steps():
    node = one("Lands target player controls don't untap during their next untap step.")
    assert isinstance(first(node, A.DoesntUntapNext).whose, A.Their)
    node = one("It doesn't untap during its controller's next two untap steps.")
    steps = first(node, A.DoesntUntapNextSteps)
    assert isinstance(steps.whose, A.ItsControllers) and steps.count.number.value == 2


# -- players (the seats, CR 102.3) ------------------------------------------------------------

def test_the_player_to_your_right():
    node = one("{2}, {T}: Draw a card. The player to your right gains control of this artifact.")
    assert _has(node, A.PlayerToYourRight) and not _has(node, A.PlayerToYourLeft)


def test_one_or_more_of_your_opponents():
    node = one("Whenever a player attacks one or more of your opponents, that attacking player creates a "
               "Treasure token.")
    some = first(node, A.SomeOrMoreOfPlayers)
    assert some.amount.number.value == 1 and isinstance(some.whose, A.Your)
    assert first(node, A.ThatAttackingPlayer).kind.name == "player"


def test_enters_under_the_control_of_an_opponent_of_your_choice():
    node = one("This enchantment enters under the control of an opponent of your choice.")
    enters = first(node, A.EntersUnderChosenOpponentsControl)
    assert isinstance(enters.subject, A.SelfThis) and enters.opponent.name == "opponent"


# -- blocking this creature (CR 509.1b) -------------------------------------------------------

def test_cant_block_this_creature():
    node = one("{C}: Target creature can't block this creature this turn. ({C} represents colorless mana.)")
    block = first(node, A.CantBlockSelf)
    assert isinstance(block.attacker, A.SelfThis) and block.attacker.noun.name == "creature"
    assert isinstance(first(node, A.ObjectGets).duration, A.ThisTurn)
    # "this turn" after "block" is still the duration
    node = one("Target creature can't block this turn.")
    assert _has(node, A.CantBlock) and not _has(node, A.CantBlockSelf)


# -- attacking with several creatures (CR 508.1a) ---------------------------------------------

def test_attack_a_player_with_one_or_more_creatures():
    node = one("Whenever a player attacks enchanted player with one or more creatures, that attacking player "
               "may discard a card. If the player does, they draw a card.")
    attack = first(node, A.AttacksPlayerWith)
    assert isinstance(attack.attacked.what, A.EnchantedRef)
    assert isinstance(attack.attackers, A.CountedOrMore) and type_names(attack.attackers) == ["creature"]
    # "attack with" right after the verb keeps its own rule
    node = one("Whenever you attack with one or more creatures, draw a card.")
    assert _has(node, A.AttacksWith) and not _has(node, A.AttacksPlayerWith)


def test_a_player_with_a_qualifier_is_not_an_attack():
    # without an attack verb before it, "with one or more" is not ATTACK_WITH
    node, _ = parse_ability("Whenever you cast a spell with one or more targets, draw a card.", ("~",))
    assert node is None or not _has(node, A.AttacksPlayerWith)


# -- keywords and a quoted ability (CR 113.1a, 702.1) -----------------------------------------

def test_has_a_keyword_list_and_a_quoted_ability():
    # the list's last comma is QUOTE_COMMA, its other commas LIST_COMMA: one list of four keywords
    node = one('Equipped creature gets +5/+5 and has first strike, trample, indestructible, haste, and '
               '"Whenever this creature deals combat damage to a creature, exile that creature."')
    has = first(node, A.HasKeywordsAndAbility)
    assert len([n for n in has.keywords.walk() if isinstance(n, A.KeywordWord)]) == 4
    assert isinstance(has.ability, A.QuotedAbility) and _has(has.ability, A.TriggeredAbility)


def test_gains_and_token_with_a_keyword_list_and_a_quoted_ability():
    node = one('Until end of turn, target creature gets +4/+4 and gains trample, wither, and "When this creature '
               'attacks, target creature blocks it this turn if able." (It deals damage to creatures in the form '
               'of -1/-1 counters.)')
    gains = first(node, A.GainsKeywordsAndAbility)
    assert len([n for n in gains.keywords.walk() if isinstance(n, A.KeywordWord)]) == 2
    node = one('Create a 6/6 black and red Dragon creature token with flying, menace, and "Whenever this token '
               'deals combat damage to a player, gain control of target artifact that player controls."')
    token = first(node, A.TokenWithKeywordsAndAbility)
    assert len([n for n in token.keywords.walk() if isinstance(n, A.KeywordWord)]) == 2
    # a plain keyword list keeps its LIST_AND
    node = one("Creatures you control have flying, first strike, and lifelink.")
    assert not _has(node, A.HasKeywordsAndAbility)


# -- ending the combat phase (CR 723.2) ---------------------------------------------

def test_end_the_combat_phase():
    node = one("End the combat phase. (Remove all attackers and blockers from combat. Exile all spells and "
               "abilities from the stack, including this spell.)")
    assert first(node, A.EndTheCombatPhase).subject is None and not _has(node, A.EndTheTurn)


# -- combat damage as a number (CR 510.2) -----------------------------------------------------

def test_the_amount_of_damage_dealt():
    node = one("Whenever ~ deals combat damage to a player, exile the top X cards of their library, where X is "
               "the amount of damage dealt.")
    assert _has(first(node, A.WhereX), A.AmountOfDamageDealt)
    node = one("Whenever one or more creatures you control with trample deal combat damage to a player, create an "
               "X/X green Dinosaur Beast creature token with trample, where X is the amount of damage those "
               "creatures dealt to that player.")
    dealt = first(node, A.AmountOfDamageDealtTo)
    assert isinstance(dealt.source, A.ThoseRef) and _has(dealt.recipient, A.ThatRef)


def test_add_that_much_mana():
    node = one("Whenever a creature you control deals combat damage to a player, add that much {G}. Until end "
               "of turn, you don't lose this mana as steps and phases end.")
    much = first(node, A.AddThatMuch)
    assert [s.symbol for s in much.mana.symbols] == ["G"]


# -- creatures and/or other creatures (CR 105.2) ----------------------------------------------

def test_blocked_except_by_artifact_creatures_and_or_red_creatures():
    node = one("This creature can't be blocked except by artifact creatures and/or red creatures.")
    union = first(node, A.FilterUnion)
    # the first part is artifact creatures (no color), the second keeps its color
    assert type_names(union.types) == ["artifact", "creature"] and union.adjectives.items == ()
    assert union.other.adjective.color.name == "red" and type_names(union.other.types) == ["creature"]


# -- more attack requirements (CR 508.1d) -----------------------------------------------------

def test_each_creature_attacks_if_able_during_a_turn():
    node = one("[+2]: During target player's next turn, each creature that player controls attacks if able.")
    assert _has(node, A.AttacksIfAble) and not _has(node, A.AttacksRefIfAble)


def test_attack_this_planeswalker_if_able():
    node = one("[+2]: During target opponent's next turn, creatures that player controls attack Gideon Jura "
               "if able.", "Gideon Jura")
    assert isinstance(first(node, A.AttacksRefIfAble).attacked, A.SelfByName)
    node = one("[+2]: Up to one target creature an opponent controls attacks Gideon during its controller's next "
               "turn if able.", "Gideon")
    attack = first(node, A.AttacksRefNextTurnIfAble)
    assert isinstance(attack.attacked, A.SelfByName) and isinstance(attack.whose, A.ItsControllers)


def test_attacks_during_its_controllers_next_combat_phase():
    node = one("Whenever a land enters the battlefield under your control, target creature an opponent controls "
               "attacks during its controller's next combat phase if able.")
    assert isinstance(first(node, A.AttacksNextCombatIfAble).whose, A.ItsControllers)


def test_attack_a_player_each_combat():
    node = one("All creatures attack enchanted creature's controller each combat if able.")
    attack = first(node, A.AttacksRefEachCombat)
    assert not isinstance(attack.attacked, A.You) and not _has(node, A.AttacksEachCombat)


def test_if_a_creature_attacks_all_creatures_attack_if_able():
    # CR 508.1d: a requirement with a condition, checked as attackers are declared
    node = one("If a creature an opponent controls attacks, all creatures that opponent controls attack if able.")
    condition = first(node, A.AttacksCondition)
    assert type_names(condition.attacker) == ["creature"] and _has(condition.attacker, A.ControlledBy)
    assert _has(node, A.AttacksIfAble)
    node = one("If a creature you control attacks, ~ also attacks if able.")
    assert _has(node, A.AttacksCondition) and _has(node, A.AttacksIfAble)


# -- blocking as though (CR 509.1a) -----------------------------------------------------------

def test_can_block_as_though():
    node = one("This creature can block Dragons as though it had reach.")
    block = first(node, A.CanBlockTypesAsThoughItHad)
    assert type_names(block.blocked) == ["Dragon"] and isinstance(block.holder, A.It)
    node = one("Tapped creatures you control can block as though they were untapped.")
    assert isinstance(first(node, A.CanBlockAsThoughUntapped).holder, A.They)


# -- unblocked attackers and attacking states (CR 506.4, 506.5, 509.1h) -----------------------

def test_attacks_a_player_and_isnt_blocked():
    node = one("Whenever this creature attacks a player and isn't blocked, that player's life total becomes 1.")
    unblocked = first(node, A.AttacksPlayerUnblocked)
    assert type_names(unblocked.attacked) == ["player"]
    node = one("Whenever one or more creatures an opponent controls attack you and aren't blocked, that player "
               "draws three cards and gains control of this artifact. Untap it.")
    assert isinstance(first(node, A.AttacksPlayerUnblocked).attacked.what, A.You)


def test_attacking_alone_and_enchanted_or_equipped_conditions():
    node = one("As long as enchanted creature is attacking alone, it can't be blocked.")
    assert isinstance(first(node, A.IsAttackingAloneCondition).subject, A.EnchantedRef)
    node = one("As long as this creature is enchanted or equipped, it can attack as though it didn't have defender.")
    assert isinstance(first(node, A.IsEnchantedOrEquippedCondition).subject, A.SelfThis)


def test_creature_thats_attacking_one_of_your_opponents():
    node = one("Each creature that's attacking one of your opponents has trample.")
    attacking = first(node, A.AttackingOneOf)
    assert attacking.amount.number.value == 1 and isinstance(attacking.whose, A.Your)
