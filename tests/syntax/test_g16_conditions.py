"""G16: conditions, restrictions, "once each turn" permissions and attack taxes on real
Oracle lines (grammar/rules/98_conditions_restrictions.lark, ast/conditions_more.py).

Each test parses a corpus line, checks the typed AST, and the round trip both ways:
print(parse(text)) == text (helpers.one) and parse(print(ast)) == ast (``both_ways``)."""

import pytest

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from syntax_helpers import first, one, type_names


def both_ways(text: str, names=("~",)):
    names = (names,) if isinstance(names, str) else names
    node = one(text, names)
    again, diags = parse_ability(to_text(node), names)
    assert again == node, [d.format() for d in diags]
    return node


# -- player designations -------------------------------------------------------------------
def test_monarch_is_an_intervening_if_of_a_trigger():
    # CR 724.1: the monarch is a player designation; CR 603.4: intervening "if" of a trigger
    node = both_ways("At the beginning of your end step, if you're the monarch, put a +1/+1 counter on "
                     "Throne Warden.", "Throne Warden")
    trig = first(node, A.TriggeredAbility)
    assert isinstance(first(trig, A.YouAreMonarch), A.YouAreMonarch)
    assert isinstance(first(trig, A.PutCounters), A.PutCounters)


def test_monarch_instead_sentence():
    node = both_ways("At the beginning of your upkeep, this enchantment deals 2 damage to any target. "
                     "If you're the monarch, it deals 7 damage instead.")
    sentence = node.body.sentences.items[1]
    assert isinstance(sentence, A.ConditionalSentence) and isinstance(sentence.condition, A.YouAreMonarch)
    # CR 614.1a: "instead" replaces the 2 damage by 7
    assert first(sentence.chain, A.DealDamageInstead).amount.number.value == 7


def test_defending_player_condition():
    # CR 506.2: the defending player
    node = both_ways("Whenever a creature an opponent controls attacks, if you're the defending player, "
                     "create a 3/3 red Ogre creature token.")
    assert isinstance(first(node, A.YouAreDefendingPlayer), A.YouAreDefendingPlayer)


def test_been_attacked_this_step_joins_a_casting_restriction():
    # CR 601.3: both restrictions limit when the spell may be cast; CR 508.1: attackers
    node = both_ways("Cast this spell only during the declare attackers step and only if you've been "
                     "attacked this step.")
    both = first(node, A.RestrictionAnd)
    assert isinstance(both.restriction, A.CastOnlyDuringStep)
    assert isinstance(both.also.condition, A.BeenAttackedThisStep)


# -- negated conditions and "it's [quality]" --------------------------------------------------
def test_isnt_a_land_card():
    node = both_ways("{T}: Draw a card and reveal it. If it isn't a land card, discard it.")
    cond = first(node, A.IsNotACondition)
    assert isinstance(cond.subject, A.It)
    assert type_names(cond.filter) == ["land", "card"]


def test_isnt_a_creature_or_vehicle():
    node = both_ways("Put X +1/+1 counters on target artifact you control. If it isn't a creature or "
                     "Vehicle, it becomes a 0/0 Construct artifact creature.")
    assert type_names(first(node, A.IsNotACondition).filter) == ["creature", "Vehicle"]


@pytest.mark.parametrize("text, quality", [
    ("Dragonlord Ojutai has hexproof as long as it's untapped.", A.Untapped),
    ("Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1.", A.ColorAdjective),
    ("Will of the All-Hunter: Target creature gets +2/+2 until end of turn. If it's blocking, instead put "
     "two +1/+1 counters on it.".split(": ", 1)[1], A.Blocking),
])
def test_it_is_quality(text, quality):
    node = both_ways(text, ("Dragonlord Ojutai",))
    assert isinstance(first(node, A.ItIsCondition).quality, quality)


def test_it_is_white_names_the_color():
    node = both_ways("Destroy target creature if it's white. A creature destroyed this way can't be regenerated.")
    cond = first(node, A.EffectIfSentence).condition
    assert isinstance(cond, A.ItIsCondition) and cond.quality.color.name == "white"


def test_it_is_enchanted():
    node = both_ways("Whenever Krond the Dawn-Clad attacks, if it's enchanted, exile target permanent.",
                     "Krond the Dawn-Clad")
    assert isinstance(first(node, A.ItIsEnchanted), A.ItIsEnchanted)


# -- things you did this turn --------------------------------------------------------------------
def test_drawn_two_or_more_cards_this_turn():
    node = both_ways("This creature gets +2/+0 as long as you've drawn two or more cards this turn.")
    deed = first(node, A.YouDidThisTurn).deed
    assert isinstance(deed, A.DrewOrMore) and deed.amount.number.value == 2


def test_committed_a_crime_this_turn():
    # CR 700.13: a crime is targeting an opponent, their permanents or spells, or their graveyard cards
    node = both_ways("If you've committed a crime this turn, discard a card. Otherwise, discard two cards.".join(
        ["[+1]: Draw two cards. ", ""]))
    assert isinstance(first(node, A.YouDidThisTurn).deed, A.CommittedCrime)


@pytest.mark.parametrize("text, deed", [
    ("{1}, {T}, Pay 1 life: Draw a card. Activate only if you've discarded a card this turn.", A.DiscardedDeed),
    ("As long as you've lost life this turn, this creature has flying and vigilance.", A.LostLifeDeed),
    ("At the beginning of your end step, draw a card if you've gained 3 or more life this turn.",
     A.GainedLifeOrMoreDeed),
    ("At the beginning of each end step, if you've been dealt 5 or more damage this turn, abandon this scheme.",
     A.DealtDamageOrMoreDeed),
    ("As long as you've put one or more +1/+1 counters on a creature this turn, ~ has trample and lifelink.",
     A.PutCountersDeed),
])
def test_deeds_this_turn(text, deed):
    node = both_ways(text)
    assert isinstance(first(node, A.YouDidThisTurn).deed, deed)


def test_completed_a_dungeon():
    # CR 309.7: a player completes a dungeon as its last room's ability leaves the stack
    node = both_ways("Other creatures you control get +1/+1 as long as you've completed a dungeon.")
    assert isinstance(first(node, A.GetsAsLongAs).condition, A.CompletedDungeon)


# -- entered this turn ---------------------------------------------------------------------------
def test_another_creature_entered_under_your_control_this_turn():
    node = both_ways("Whenever this creature attacks, if another creature entered the battlefield under your "
                     "control this turn, this creature gains flying until end of turn.")
    cond = first(node, A.EnteredThisTurnCondition)
    assert type_names(cond.subject) == ["creature"]
    assert isinstance(cond.how, A.EntersUnderControl)


def test_opponent_had_two_or_more_creatures_enter():
    node = both_ways("If an opponent had two or more creatures enter the battlefield under their control this "
                     "turn, you may pay {U} rather than pay this spell's mana cost.")
    cond = first(node, A.HadEnterThisTurnCondition)
    assert type_names(cond.player) == ["opponent"]
    assert isinstance(cond.subject, A.CountedOrMore) and cond.subject.amount.number.value == 2


# -- control of this object as a duration ----------------------------------------------------------
def test_for_as_long_as_you_control_this_creature():
    # CR 611.2b: the effect ends when you no longer control the source
    node = both_ways("When this creature enters, gain control of target artifact for as long as you control "
                     "this creature.")
    cond = first(node, A.ForAsLongAs).condition
    assert isinstance(cond, A.ControlsSelfCondition)
    assert isinstance(cond.player, A.You) and isinstance(cond.self_ref, A.SelfThis)


# -- "once each turn" permissions -------------------------------------------------------------------
def test_once_during_each_of_your_turns():
    node = both_ways("Once during each of your turns, you may cast a creature spell from your graveyard.")
    once = first(node, A.OnceEachSentence)
    assert isinstance(once.limit, A.OnceDuringEachOfYourTurns)
    assert isinstance(first(once.body, A.CastEffect), A.CastEffect)


# -- trigger: you're dealt damage -----------------------------------------------------------------
def test_whenever_you_are_dealt_damage():
    # CR 120.3: damage dealt to a player
    node = both_ways("Whenever you're dealt damage, put that many vitality counters on Living Artifact.",
                     "Living Artifact")
    event = first(node, A.YouAreDealtDamage)
    assert event.combat is None


# -- attack and block taxes ----------------------------------------------------------------------
def test_cant_attack_or_block_unless_you_pay_for_each_counter():
    # CR 508.1d / 509.1d: the cost is paid as attackers or blockers are declared
    node = both_ways("Phyrexian Marauder can't attack unless you pay {1} for each +1/+1 counter on it.",
                     "Phyrexian Marauder")
    tax = first(node, A.CantAttackUnlessPays)
    assert isinstance(tax.pays, A.UnlessPaysForEach) and isinstance(tax.pays.player, A.You)
    assert tax.pays.for_each is not None


def test_cant_attack_or_block_unless_its_controller_pays():
    node = both_ways("Enchanted creature can't attack or block unless its controller pays {3}.")
    tax = first(node, A.CantAttackOrBlockUnlessPays)
    assert isinstance(tax.pays, A.UnlessPays) and isinstance(tax.pays.player, A.ItsController)


def test_cant_block_unless_their_controller_pays():
    node = both_ways("{X}{R}: This turn, creatures can't block unless their controller pays {X} for each "
                     "blocking creature they control.")
    tax = first(node, A.CantBlockUnlessPays)
    assert isinstance(tax.pays.player, A.TheirController)


# -- more "can't" restrictions (CR 101.2) ----------------------------------------------------------
def test_cant_have_or_gain_keywords_chained_after_lose():
    node = both_ways("Creatures your opponents control lose flying and can't have or gain flying.")
    rule = first(node, A.CantHaveOrGain)
    # CR 101.2: the "can't" wins over any later effect that would grant flying
    assert [k.name.name for k in rule.keywords.items] == ["flying"]


@pytest.mark.parametrize("text, kind", [
    ("This creature can't have counters put on it.", None),
    ("Creatures you control can't have -1/-1 counters put on them.", "-1/-1"),
])
def test_cant_have_counters_put_on(text, kind):
    # CR 122.1: counters; "counters" alone means any kind
    rule = first(both_ways(text), A.CantHaveCountersPut)
    if kind is None:
        assert rule.kind is None
    else:
        change = rule.kind.name
        assert f"{change.power}/{change.toughness}" == kind


def test_cant_untap_more_than_one_creature():
    # CR 502.3: the untap step untaps what may untap
    rule = first(both_ways("Players can't untap more than one creature during their untap steps."),
                 A.CantUntapMoreThan)
    assert rule.amount.number.value == 1 and type_names(rule.filter) == ["creature"]


def test_cant_search_libraries():
    rule = first(both_ways("Players can't search libraries."), A.CantSearchLibraries)
    assert rule.zone.name == "library"


def test_cant_draw_more_than_one_card_each_turn():
    rule = first(both_ways("Each opponent can't draw more than one card each turn."), A.CantDrawMoreThan)
    assert rule.amount.number.value == 1


@pytest.mark.parametrize("text, cls", [
    ("Enchanted creature loses all abilities and can't become untapped.", A.CantBecomeUntapped),
    ("Spells with the chosen name can't be cast.", A.CantBeCast),
])
def test_simple_restrictions(text, cls):
    assert isinstance(first(both_ways(text), cls), cls)


def test_cant_block_this_creature_by_name():
    node = both_ways("{1}{R}: Target creature can't block Duct Crawler this turn.", "Duct Crawler")
    assert first(node, A.CantBlockSelf).attacker.name == "Duct Crawler"
    assert isinstance(first(node, A.ThisTurn), A.ThisTurn)


@pytest.mark.parametrize("text, damage, duration", [
    ("Damage can't be prevented this turn. Stomp deals 2 damage to any target.", A.AllDamage, A.ThisTurn),
    ("Combat damage can't be prevented.", A.CombatDamageWords, None),
    ("Combust deals 5 damage to target white or blue creature. The damage can't be prevented.", A.ThatDamage, None),
])
def test_damage_cant_be_prevented(text, damage, duration):
    # CR 615.12: prevention effects don't apply to damage that can't be prevented
    rule = first(both_ways(text, ("Stomp", "Combust")), A.DamageCantBePrevented)
    assert isinstance(rule.damage, damage)
    assert (rule.duration is None) if duration is None else isinstance(rule.duration, duration)


# -- durations (CR 611.2) ----------------------------------------------------------------------------
@pytest.mark.parametrize("text, duration", [
    ("Target blocking Wall you control gets +10/+0 until end of combat.", A.UntilEndOfCombat),
    ("{T}: Until your next upkeep, target noncreature artifact becomes an artifact creature.",
     A.UntilYourNextStep),
    ("{T}: Target land becomes a Forest until ~ leaves the battlefield.", A.UntilLeavesBattlefield),
    ("That creature can't block this combat.", A.ThisCombat),
    ("During turns other than yours, tapped creatures you control have hexproof.", A.DuringTurnsOtherThanYours),
])
def test_durations(text, duration):
    assert isinstance(first(both_ways(text), duration), duration)


# -- conditions: a choice of two controlled objects ----------------------------------------------------
def test_enters_tapped_unless_you_control_either_of_two_lands():
    node = both_ways("This land enters tapped unless you control a Mountain or a Plains.")
    cond = first(node, A.EntersTappedUnless).condition
    assert isinstance(cond, A.ControlsEitherCondition)
    assert type_names(cond.first) == ["Mountain"] and type_names(cond.second) == ["Plains"]


# -- added phases (CR 500.8) ------------------------------------------------------------------------
def test_additional_combat_phase_followed_by_main_phase():
    node = both_ways("Untap all creatures that attacked this turn. After this main phase, there is an "
                     "additional combat phase followed by an additional main phase.")
    added = first(node, A.PhasesAddedAfter)
    assert isinstance(added.after, A.ThisNamedPhase) and added.after.phase.name == "main phase"
    assert isinstance(added.phases.phase, A.CombatPhase)
    assert added.phases.followed_by.phase.name == "main phase"


def test_two_additional_combat_phases():
    node = both_ways("After this main phase, there are two additional combat phases.")
    added = first(node, A.PhasesAddedAfter)
    assert added.phases.amount.number.value == 2


def test_after_this_phase_inside_an_effect_chain():
    node = both_ways("Whenever this creature attacks, you may pay {5}{R}{R}. If you do, untap all attacking "
                     "creatures and after this phase, there is an additional combat phase.")
    added = first(node, A.PhasesAddedAfter)
    assert isinstance(added.after, A.ThisPhase) and added.phases.followed_by is None


# -- "this way" (the result of the instruction before) ------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("Regenerate target creature. You gain control of that creature if it regenerates this way.",
     A.RegeneratesThisWay),
    ("The next time a source of your choice would deal damage to you this turn, prevent that damage. If damage "
     "is prevented this way, ~ deals that much damage to that source's controller.",
     A.DamagePreventedThisWayCondition),
    ("Whenever another creature you control enters, this creature deals 2 damage to it. If a Dinosaur is dealt "
     "damage this way, this creature gets +2/+0 until end of turn.", A.DealtDamageThisWayCondition),
])
def test_this_way_conditions(text, cls):
    assert isinstance(first(both_ways(text), cls), cls)


def test_reflexive_trigger_on_a_discard_this_way():
    # CR 603.12: "When you discard a nonland card this way" triggers on the effect's own result
    node = both_ways("Discard a card, then draw a card. When you discard a nonland card this way, ~ deals "
                     "damage equal to that card's mana value to target creature or planeswalker.")
    trig = first(node, A.WhenThisWay)
    assert isinstance(trig.subject, A.You) and isinstance(trig.predicate, A.DiscardsEvent)


# -- trigger events (98_triggers_events.lark) -----------------------------------------------------------
def test_dies_or_is_put_into_exile():
    # CR 406.3: exile; the "or" joins two events of one trigger (CR 603.2)
    node = both_ways("When enchanted permanent dies or is put into exile, return that card to the "
                     "battlefield under your control.")
    event = first(node, A.Event)
    assert [type(p) for p in event.predicates] == [A.Dies, A.PutIntoExile]
    assert event.predicates[1].origin is None


def test_put_into_exile_from_your_graveyard():
    node = both_ways("Whenever one or more cards are put into exile from your graveyard, put that many "
                     "+1/+1 counters on this creature.")
    assert isinstance(first(node, A.PutIntoExile).origin, A.FromZone)


def test_event_during_your_turn():
    node = both_ways("Whenever you sacrifice a permanent during your turn, create a 1/1 white Ally creature "
                     "token. This ability triggers only once each turn.")
    event = first(node, A.EventDuring)
    assert isinstance(event.subject, A.You) and isinstance(event.predicate, A.SacrificesEvent)
    assert isinstance(event.turn, A.PlayersTurn)


def test_causes_you_to_discard_this_card():
    # CR 701.9: the trigger looks at the spell or ability that made you discard
    node = both_ways("When a spell or ability an opponent controls causes you to discard Quagnoth, return it "
                     "to your hand.", "Quagnoth")
    event = first(node, A.Event)
    assert type_names(event.subject) == ["spell", "ability"]
    assert isinstance(first(event.subject, A.ControlledBy), A.ControlledBy)
    assert isinstance(event.predicates[0], A.CausesYouToDiscard)
    assert isinstance(event.predicates[0].card, A.SelfByName)


# -- token creation replacements (CR 614.1a, 111.1) ------------------------------------------------------
def test_twice_that_many_tokens_are_created_instead():
    node = both_ways("If one or more tokens would be created under your control, twice that many of those "
                     "tokens are created instead.")
    rep = first(node, A.TokensCreatedInstead)
    assert isinstance(rep.tokens, A.CountedOrMore) and type_names(rep.tokens) == ["token"]
    assert isinstance(rep.event.how, A.EntersUnderControl)
    assert isinstance(rep.result, A.TokensAreCreated)
    assert isinstance(first(rep.result, A.Twice), A.Twice)


def test_an_effect_would_create_tokens_it_creates_twice_that_many():
    node = both_ways("If an effect would create one or more tokens under your control, it creates twice that "
                     "many of those tokens instead.")
    rep = first(node, A.EffectCreatesInstead)
    assert isinstance(rep.how, A.EntersUnderControl)
    assert isinstance(rep.result, A.CreatesTokens) and isinstance(rep.result.amount, A.Twice)


def test_tokens_created_anywhere_without_control():
    rep = first(both_ways("If one or more tokens would be created, twice that many of those tokens are created "
                          "instead."), A.TokensCreatedInstead)
    assert rep.event.how is None


# -- colors, combat history, activation limits, transforming --------------------------------------------
def test_as_long_as_enchanted_creature_is_red():
    # CR 105.2: an object's color
    cond = first(both_ways("As long as enchanted creature is red, it loses all abilities."), A.IsColorCondition)
    assert isinstance(cond.subject, A.EnchantedRef) and cond.color.color.name == "red"


def test_is_one_of_two_colors():
    cond = first(both_ways("As long as enchanted permanent is red or green, it has haste."), A.IsColorCondition)
    assert isinstance(cond.color, A.EitherColor)


def test_attacked_or_blocked_this_combat():
    node = both_ways("At end of combat, if Clockwork Avian attacked or blocked this combat, remove a +1/+0 counter "
                     "from it.", "Clockwork Avian")
    cond = first(node, A.AttackedOrBlockedCondition)
    assert isinstance(cond.subject, A.SelfByName) and isinstance(cond.duration, A.ThisCombat)


@pytest.mark.parametrize("text, times", [
    ("{B}: Pit Imp gets +1/+0 until end of turn. Activate no more than twice each turn.", A.TwiceTimes),
    ("{1}: Add {B} or {R}. Activate no more than three times each turn.", A.NumberOfTimes),
])
def test_activate_no_more_than(text, times):
    # CR 602.5b: a restriction on how often the ability may be activated
    rule = first(both_ways(text, "Pit Imp"), A.ActivateNoMoreThan)
    assert isinstance(rule.times, times)


def test_transforms_into_the_back_face():
    # CR 701.28: transforming turns the permanent to its other face
    node = both_ways("When this creature transforms into Demon-Possessed Witch, you may destroy target creature.",
                     ("Kindly Stranger", "Demon-Possessed Witch"))
    assert first(node, A.TransformsInto).face.name.name == "Demon-Possessed Witch"


def test_put_a_counter_on_a_creature_this_turn():
    cond = first(both_ways("At the beginning of each end step, if you put a counter on a creature this turn, this "
                           "enchantment deals 2 damage to each opponent."), A.PutCountersThisTurnCondition)
    assert isinstance(cond.player, A.You) and cond.kind is None


# -- state triggers (CR 603.8) -------------------------------------------------------------------------
@pytest.mark.parametrize("text, condition", [
    ("When there are no creatures on the battlefield, sacrifice this enchantment.", A.ThereAreNoneCondition),
    ("When you have 20 or more life, you lose the game.", A.LifeOrMoreCondition),
    ("When there are four or more page counters on Mazemind Tome, exile it.", A.CountersOnCondition),
])
def test_state_triggers(text, condition):
    # CR 603.8: a state trigger triggers when the game state matches the condition
    trig = first(both_ways(text, "Mazemind Tome"), A.WhenState)
    assert isinstance(trig.condition, condition)


def test_state_trigger_life_names_the_player():
    cond = first(both_ways("When you have 20 or more life, you lose the game."), A.WhenState).condition
    assert isinstance(cond.player, A.You) and cond.amount.number.value == 20


# -- mana spent to cast (CR 601.2h) ------------------------------------------------------------------------
def test_hybrid_pair_spent_as_intervening_if():
    node = both_ways("When this creature enters, if {W}{W} was spent to cast it, create two 1/1 green and white "
                     "Kithkin creature tokens.")
    cond = first(node, A.ManaSpentCondition)
    assert [s.symbol for s in cond.mana.symbols] == ["W", "W"] and isinstance(cond.spell, A.It)


def test_sacrifice_unless_mana_was_spent():
    node = both_ways("When Plaxmanta enters the battlefield, sacrifice it unless {G} was spent to cast it.",
                     "Plaxmanta")
    unless = first(node, A.UnlessCondition)
    assert isinstance(unless.condition, A.ManaSpentCondition)


@pytest.mark.parametrize("text, cls", [
    ("If five or more mana was spent to cast that spell, put three +1/+1 counters on this creature.",
     A.ManaAmountSpentCondition),
    ("Adamant — If at least three mana of the same color was spent to cast this spell, draw a card.",
     A.SameColorManaSpentCondition),
    ("Whenever you cast a spell, if mana from a Treasure was spent to cast it, draw a card.",
     A.ManaFromSpentCondition),
])
def test_mana_spent_conditions(text, cls):
    assert isinstance(first(both_ways(text), cls), cls)


# -- day and night (CR 730) ------------------------------------------------------------------------------
def test_neither_day_nor_night_becomes_day_as_it_enters():
    node = both_ways("If it's neither day nor night, it becomes day as Firmament Sage enters the battlefield.",
                     "Firmament Sage")
    sentence = first(node, A.ConditionalSentence)
    assert isinstance(sentence.condition, A.NeitherDayNorNight)
    becomes = first(sentence.chain, A.BecomesDayOrNight)
    assert isinstance(becomes.which, A.Day) and isinstance(becomes.as_enters.self_ref, A.SelfByName)


def test_whenever_day_becomes_night_or_night_becomes_day():
    # CR 730.2: the game's designation changes as the untap step begins
    node = both_ways("Whenever day becomes night or night becomes day, draw a card.")
    assert isinstance(first(node, A.TriggeredAbility).trigger, A.WheneverDayNightChanges)


def test_if_its_night_it_becomes_day_otherwise_night():
    node = both_ways("{3}, {T}: If it's night, it becomes day. Otherwise, it becomes night. Activate only as a "
                     "sorcery.")
    assert isinstance(first(node, A.ItIsDayOrNight).which, A.Night)
    assert isinstance(first(first(node, A.OtherwiseSentence), A.BecomesDayOrNight).which, A.Night)


# -- conditions joined by "or" and "and" ---------------------------------------------------------------------
def test_left_the_battlefield_or_warped_this_turn():
    # CR 702.185: warp; either condition is enough
    node = both_ways("At the beginning of your end step, if a nonland permanent left the battlefield this turn or "
                     "a spell was warped this turn, put a +1/+1 counter on this creature.")
    either = first(node, A.EitherCondition)
    assert isinstance(either.first, A.LeftBattlefieldThisTurn)
    assert isinstance(either.second, A.WarpedThisTurn)


def test_activate_only_if_entered_this_turn_or_if_you_control_a_basic_land():
    node = both_ways("{T}: Add {G} or {W}. Activate only if this land entered this turn or if you control a basic "
                     "land.")
    either = first(node, A.EitherCondition)
    assert isinstance(either.first, A.EnteredThisTurnCondition)
    assert isinstance(either.second, A.ControlsObjectsCondition)


def test_control_a_desert_or_there_is_a_desert_card_in_your_graveyard():
    node = both_ways("When this Aura enters, if you control a Desert or there is a Desert card in your graveyard, "
                     "exile enchanted creature.")
    either = first(node, A.EitherCondition)
    assert isinstance(either.second, A.ThereAreCondition)


def _token_types(text: str) -> list[str]:
    from cardlang.syntax.parser import fast_card_parser
    return [t.type for t in fast_card_parser().lexer.lex(text)]


def test_the_lexer_marks_only_an_or_between_two_conditions():
    # "this turn or a spell was warped this turn": a second condition (COND_OR)
    assert "COND_OR" in _token_types("If a nonland permanent left the battlefield this turn or a spell was "
                                     "warped this turn, draw a card.")
    # "this turn or the amount of life you lost this turn": two amounts, the "or" stays a plain "or"
    types = _token_types("Put +1/+1 counters on target creature equal to the amount of life you gained this turn "
                         "or the amount of life you lost this turn, whichever is greater.")
    assert "COND_OR" not in types


def test_as_long_as_in_graveyard_and_you_control_a_swamp():
    # CR 611.3a: the ability applies only while both hold
    node = both_ways("As long as Filth is in your graveyard and you control a Swamp, creatures you control have "
                     "swampwalk.", "Filth")
    both = first(node, A.AsLongAsBoth)
    assert isinstance(both.first, A.InZoneCondition)
    assert isinstance(both.second, A.ControlsObjectsCondition)


# -- more conditions -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("As long as this creature is monstrous, it has trample.", A.IsMonstrous),
    ("As long as this creature is renowned, it has menace.", A.IsRenowned),
    ("Whenever this creature attacks, if it doesn't have first strike, put a first strike counter on it.",
     A.DoesntHaveKeywords),
    ("At the beginning of your end step, if ~ doesn't have a +1/+1 counter on it, return it to its owner's hand.",
     A.DoesntHaveCounter),
    ("At the beginning of each end step, if ~ was dealt damage this turn, put a +0/+1 counter on it.",
     A.WasDealtDamageThisTurnCondition),
    ("At the beginning of your end step, if you haven't cast a spell from your hand this turn, draw a card.",
     A.HaventCastThisTurn),
])
def test_more_conditions(text, cls):
    assert isinstance(first(both_ways(text), cls), cls)


def test_cant_attack_you_or_planeswalkers_unless_their_controller_pays():
    # CR 508.1d: the attack tax is paid per creature as attackers are declared
    node = both_ways("Creatures can't attack you or planeswalkers you control unless their controller pays {1} "
                     "for each of those creatures.")
    tax = first(node, A.CantAttackYouOrUnlessPays)
    assert type_names(tax.other) == ["planeswalker"] and isinstance(tax.pays.player, A.TheirController)


# -- prevention with the duration first (CR 615) ---------------------------------------------------------------
@pytest.mark.parametrize("text, scope", [
    ("Prevent all damage that would be dealt this turn to creatures you control.", A.DealtTo),
    ("Prevent all damage that would be dealt this turn by non-Human sources.", A.DealtBy),
])
def test_prevent_all_damage_this_turn_to_or_by(text, scope):
    rule = first(both_ways(text), A.PreventAllDamageDurationFirst)
    assert isinstance(rule.duration, A.ThisTurn) and isinstance(rule.scope, scope)


def test_prevent_the_next_damage_divided_as_you_choose():
    # CR 601.2d: the division among the targets is chosen as the spell is cast
    rule = first(both_ways("Prevent the next 5 damage that would be dealt this turn to any number of targets, "
                           "divided as you choose."), A.PreventNextDamageDivided)
    assert rule.amount.number.value == 5 and isinstance(rule.recipients, A.AnyNumberOfTargets)


def test_revealed_a_dragon_or_controlled_a_dragon():
    cond = first(both_ways("If you revealed a Dragon card or controlled a Dragon as you cast this spell, draw a "
                           "card."), A.RevealedOrControlledAsCast)
    assert type_names(cond.revealed) == ["Dragon", "card"] and type_names(cond.controlled) == ["Dragon"]


# -- timing restrictions (CR 601.3, 602.5b) ------------------------------------------------------------------
@pytest.mark.parametrize("text, moment", [
    ("Cast this spell only during combat before blockers are declared.", A.BeforeBlockersDeclared),
    ("Cast this spell only during combat after blockers are declared.", A.AfterBlockersDeclared),
    ("Cast this spell only during combat on an opponent's turn.", A.OnTurn),
])
def test_cast_only_during_combat_moment(text, moment):
    rule = first(both_ways(text), A.CastOnlyDuringCombatMoment)
    assert isinstance(rule.spell, A.SelfThis) and isinstance(rule.moment, moment)


@pytest.mark.parametrize("text, cls", [
    ("Cast this spell only before attackers are declared.", A.CastOnlyBeforeAttackers),
    ("Cast this spell only during an opponent's turn.", A.CastOnlyDuringOpponentsTurn),
    ("Cast this spell only during an opponent's upkeep.", A.CastOnlyDuringOpponentsStep),
    ("{T}: Draw a card. Activate only during any upkeep step.", A.ActivateOnlyDuringAnyStep),
    ("{T}: Draw a card. Activate only before the combat damage step.", A.ActivateOnlyBeforeStep),
])
def test_timing_restrictions(text, cls):
    assert isinstance(first(both_ways(text), cls), cls)


def test_cast_only_if_a_creature_is_attacking_you():
    cond = first(both_ways("Cast this spell only if a creature is attacking you."), A.IsAttackingPlayerCondition)
    assert type_names(cond.subject) == ["creature"] and isinstance(cond.player, A.You)


# -- more conditions (2) ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("Lieutenant — As long as you control your commander, this creature gets +2/+2.", A.ControlsYourCommander),
    ("Whenever a Rat you control enters, create a 1/1 black Snail creature token if you don't control a Snail.",
     A.DoesntControlCondition),
    ("At the beginning of combat on your turn, if you have a full party, draw a card.", A.HasFullParty),
])
def test_more_conditions_2(text, cls):
    assert isinstance(first(both_ways(text), cls), cls)


def test_enters_tapped_unless_two_or_more_opponents():
    # CR 102.1: a multiplayer game
    cond = first(both_ways("This land enters tapped unless you have two or more opponents."), A.HasPlayersOrMore)
    assert cond.amount.number.value == 2 and cond.kind.name == "opponent"


def test_pack_tactics_total_power():
    cond = first(both_ways("Pack tactics — Whenever ~ attacks, if you attacked with creatures with total power 6 "
                           "or greater this combat, draw a card."), A.AttackedWithTotalPower)
    assert cond.amount.number.value == 6 and isinstance(cond.when, A.ThisCombat)


# -- statics (2) ---------------------------------------------------------------------------------------------
def test_escapes_with_counters():
    # CR 702.138c: "escapes with" counters when it enters after being cast with escape
    rule = first(both_ways("This creature escapes with two +1/+1 counters on it."), A.EscapesWithCounters)
    assert rule.amount.number.value == 2


@pytest.mark.parametrize("text, cls", [
    ("Untap all artifacts you control during each other player's untap step.", A.UntapDuringOthersUntapSteps),
    ("All permanents untap during each player's untap step.", A.UntapDuringEachUntapStep),
])
def test_untap_during_other_untap_steps(text, cls):
    # CR 502.3: the active player untaps their permanents; these effects add more untapping
    assert isinstance(first(both_ways(text), cls), cls)


@pytest.mark.parametrize("text, duration", [
    ("This creature must be blocked if able.", None),
    ("Each creature you control gets +3/+3 until end of turn and must be blocked this turn if able.", A.ThisTurn),
])
def test_must_be_blocked(text, duration):
    # CR 509.1c: a requirement the defending player must obey if able
    rule = first(both_ways(text), A.MustBeBlocked)
    assert (rule.duration is None) if duration is None else isinstance(rule.duration, duration)


# -- trigger events (2) ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("Whenever you exert a creature, tap target creature an opponent controls.", A.ExertsEvent),
    ("Whenever another player loses the game, you gain 2 life.", A.LosesGameEvent),
])
def test_more_trigger_events(text, cls):
    assert isinstance(first(both_ways(text), A.Event).predicates[0], cls)


# -- more conditions (3) and statics ---------------------------------------------------------------------------
def test_put_into_your_graveyard_from_your_library():
    node = both_ways("Whenever one or more creature cards are put into your graveyard from your library, put one "
                     "of them onto the battlefield.")
    pred = first(node, A.Event).predicates[0]
    assert isinstance(pred, A.PutIntoZoneFromZone)
    assert pred.to.zone.name == "graveyard" and pred.origin.zone.name == "library"


@pytest.mark.parametrize("text, where", [
    ("If you don't put the card onto the battlefield, put it into your hand.", A.OntoBattlefield),
    ("If you didn't put a card into your hand this way, draw a card.", A.IntoZone),
])
def test_didnt_put_conditions(text, where):
    cond = first(both_ways(text), A.DidntPutCondition)
    assert isinstance(cond.player, A.You) and isinstance(cond.where, where)


def test_may_cast_as_though_it_had_flash_if_you_pay_more():
    # CR 702.8a: flash; CR 601.2f: the extra cost is part of the total cost
    rule = first(both_ways("You may cast Ghitu Fire as though it had flash if you pay {2} more to cast it.",
                           "Ghitu Fire"), A.MayCastAsThoughIf)
    assert rule.keyword.name.name == "flash"
    assert isinstance(rule.condition, A.PayMoreToCast) and rule.condition.mana.symbols[0].symbol == "2"


def test_cant_attack_unless_defending_player_has_cards_in_their_graveyard():
    cond = first(both_ways("Vantress Gargoyle can't attack unless defending player has seven or more cards in their "
                           "graveyard.", "Vantress Gargoyle"), A.CardsInTheirZoneOrMore)
    assert cond.amount.number.value == 7 and cond.zone.name == "graveyard"


@pytest.mark.parametrize("text, cls", [
    ("Creatures with islandwalk can be blocked as though they didn't have islandwalk.",
     A.BlockableAsThoughNoKeyword),
    ("Wall of Diffusion can block creatures with shadow as though Wall of Diffusion had shadow.",
     A.CanBlockAsThoughItHad),
    ("{W}: Mounted Archers can block an additional creature this turn.", A.CanBlockAdditionalFor),
])
def test_blocking_permissions(text, cls):
    # CR 509.1a-b: blocking restrictions and permissions
    assert isinstance(first(both_ways(text, ("Wall of Diffusion", "Mounted Archers")), cls), cls)


def test_prevent_all_noncombat_damage():
    rule = first(both_ways("Prevent all noncombat damage that would be dealt to other creatures you control."),
                 A.PreventAllNoncombatDamage)
    assert isinstance(rule.scope, A.DealtTo) and rule.duration is None


# -- more conditions (4) -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("{T}, Remove a depletion counter from ~: Add {U}{U}. If there are no depletion counters on ~, sacrifice it.",
     A.NoCountersOnCondition),
    ("At the beginning of the end step, if no creatures are on the battlefield, sacrifice ~.", A.NoneOnBattlefield),
    ("Destroy target artifact. If you controlled that artifact, create three 1/1 red Phyrexian Goblin creature "
     "tokens.", A.ControlledCondition),
    ("At the beginning of your end step, if a card left your graveyard this turn, draw a card.", A.LeftZoneThisTurn),
])
def test_more_conditions_4(text, cls):
    assert isinstance(first(both_ways(text), cls), cls)


def test_activate_only_if_and_only_once():
    # CR 602.5b: both restrictions apply
    both = first(both_ways("{4}{U}{U}: Draw three cards. Activate only if this creature is blue and only once."),
                 A.RestrictionAnd)
    assert isinstance(both.restriction.condition, A.IsColorCondition) and isinstance(both.also, A.OnlyOnce)


def test_equipment_attached_only_to():
    # CR 301.5c: an Equipment that can't legally be attached stays where it is
    rule = first(both_ways("This Equipment can be attached only to a creature with power 3 or greater."),
                 A.AttachedOnlyTo)
    assert type_names(rule.to) == ["creature"]


def test_becomes_unattached_trigger():
    node = both_ways("Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent.")
    assert isinstance(first(node, A.Event).predicates[0], A.BecomesUnattached)


# -- more trigger events (2) -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("Whenever an Aura becomes attached to this creature, draw a card.", A.BecomesAttached),
    ("Whenever this creature attacks for the first time each turn, untap it.", A.AttacksFirstTimeEachTurn),
    ("Whenever you complete a dungeon, draw a card.", A.CompletesDungeon),
    ("Whenever a permanent you control enters tapped, untap it.", A.EntersTappedEvent),
])
def test_more_trigger_events_2(text, cls):
    assert isinstance(first(both_ways(text), A.Event).predicates[0], cls)


@pytest.mark.parametrize("text", ["Crew 2", "Saddle 1"])
def test_crew_and_saddle_stay_keyword_abilities(text):
    # CR 702.122, 702.171: keyword abilities (class words, never literals of the grammar)
    assert isinstance(first(one(text), A.KeywordLine), A.KeywordLine)


def test_at_the_beginning_of_your_upkeep_and_whenever():
    # CR 603.2: one ability with two trigger conditions (the lexer marks the "and": TRIGGER_AND)
    node = both_ways("At the beginning of your upkeep and whenever you cast a blue spell, scry 1.")
    both = first(node, A.BothTriggers)
    assert isinstance(both.first, A.AtBeginningOf) and isinstance(both.second, A.Whenever)


@pytest.mark.parametrize("text, step", [
    ("At the beginning of each other player's draw step, draw a card.", A.EachOtherPlayersStep),
    ("At the beginning of combat on each opponent's turn, draw a card.", A.CombatOnEachOpponentsTurn),
])
def test_more_step_refs(text, step):
    assert isinstance(first(both_ways(text), A.AtBeginningOf).step, step)


# -- counters (CR 122) ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("Whenever a +1/+1 counter is put on this creature, you may draw a card.", A.CounterPutOnEvent),
    ("Whenever a time counter is removed from this card while it's exiled, draw a card.",
     A.CounterRemovedInExileEvent),
    ("When the last time counter is removed from this card while it's exiled, draw a card.",
     A.LastCounterRemovedInExileEvent),
])
def test_counter_trigger_events(text, cls):
    # CR 702.62a: suspend removes time counters from the exiled card
    assert isinstance(first(both_ways(text), cls), cls)


def test_win_a_coin_flip():
    # CR 705: coin flips; "coin" stays the lexer's counter word, so "Flip a coin." still reads
    node = both_ways("Whenever you win a coin flip, put a luck counter on Chance Encounter.", "Chance Encounter")
    assert isinstance(first(node, A.Event).predicates[0], A.WinsCoinFlipEvent)
    assert isinstance(first(both_ways("{3}, {T}: Flip a coin. If you win the flip, draw a card."), A.FlipCoin),
                      A.FlipCoin)


@pytest.mark.parametrize("text, result", [
    ("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are "
     "put on it instead.", A.ThatManyPlusCounters),
    ("If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put "
     "on it instead.", A.TwiceThatManyCounters),
])
def test_counter_replacements(text, result):
    # CR 614.1a: the counters are put on instead of the original number
    rep = first(both_ways(text), A.CountersPutInstead)
    assert isinstance(rep.result, result) and type_names(rep.on) == ["creature"]


# -- more conditions (5) -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("When this creature dies, if it's not a token, draw a card.", A.ItIsNotACondition),
    ("Vexing Beetle gets +3/+3 as long as no opponent controls a creature.", A.NoPlayerControls),
    ("{T}: Draw a card. Activate only if you created a token this turn.", A.CreatedThisTurn),
    ("Draw a card if an opponent has cast a blue or black spell this turn.", A.HasCastThisTurn),
    ("At the beginning of your end step, if this creature didn't attack this turn, it deals 2 damage to you.",
     A.DidntAttackThisTurn),
    ("At the beginning of your end step, if you didn't attack with a creature this turn, sacrifice this "
     "enchantment.", A.DidntAttackWithThisTurn),
    ("When this creature dies, if there's a Lesson card in your graveyard, you gain 2 life.", A.ThereAreCondition),
    ("When Rushing-Tide Zubera dies, if 4 or more damage was dealt to it this turn, draw three cards.",
     A.DamageDealtToThisTurn),
])
def test_more_conditions_5(text, cls):
    assert isinstance(first(both_ways(text, ("Vexing Beetle", "Rushing-Tide Zubera")), cls), cls)


def test_discard_unless_you_attacked_this_turn():
    unless = first(both_ways("[+1]: Draw a card. Then discard a card unless you attacked this turn."),
                   A.UnlessCondition)
    assert isinstance(unless.condition, A.AttackedThisTurnCondition)


def test_a_deck_can_have_any_number():
    # CR 100.2a: the card's own exception to the four-copy limit
    rule = first(both_ways("A deck can have any number of cards named Rat Colony.", "Rat Colony"), A.DeckCanHave)
    assert isinstance(rule.count, A.AnyNumberOfCopies) and isinstance(rule.name, A.SelfByName)
    rule = first(both_ways("A deck can have up to seven cards named Seven Dwarves.", "Seven Dwarves"), A.DeckCanHave)
    assert rule.count.amount.number.value == 7


def test_cant_block_or_be_blocked_by():
    rule = first(both_ways("Sneaky Homunculus can't block or be blocked by creatures with power 2 or greater.",
                           "Sneaky Homunculus"), A.CantBlockOrBeBlockedBy)
    assert type_names(rule.other) == ["creature"]


def test_do_this_only_once_each_turn():
    node = both_ways("Whenever a creature you control dies, you may discard a card. If you do, draw a card. Do this "
                     "only once each turn.")
    assert isinstance(first(node, A.DoThisOnlyOnceEachTurn), A.DoThisOnlyOnceEachTurn)


def test_activate_this_ability_only_if():
    # CR 602.5b: a restriction on the ability's own activation ("ability" stays a class word)
    rule = first(both_ways("{T}: Draw two cards. Activate this ability only if an opponent lost life this turn."),
                 A.ActivateSelfOnlyIf)
    assert rule.ability.noun.name == "ability" and isinstance(rule.condition, A.LostLifeThisTurnCondition)


def test_during_that_players_next_turn():
    node = both_ways("Each opponent can't cast instant or sorcery spells during that player's next turn.")
    assert isinstance(first(node, A.DuringPlayersNextTurn).player, A.ThatPlayers)


# -- more conditions (6) -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("Whenever an opponent casts a spell, if it's not their turn, you create a 3/3 green Elephant creature token.",
     A.NotTheirTurn),
    ("When this enchantment enters, if it's your main phase, draw a card.", A.ItsYourStep),
    ("Whenever a creature you control leaves the battlefield, draw a card if it was attacking. Otherwise, each "
     "opponent loses 1 life.", A.WasAttackingCondition),
    ("At the beginning of your end step, if you gained or lost life this turn, target opponent loses 3 life.",
     A.GainedOrLostLifeThisTurn),
    ("When this creature enters, if its prowl cost was paid, draw a card.", A.KeywordCostWasPaid),
])
def test_more_conditions_6(text, cls):
    assert isinstance(first(both_ways(text), cls), cls)


@pytest.mark.parametrize("text, cls", [
    ("At the beginning of your upkeep, you lose 1 life unless you control another colorless creature.",
     A.ControlsObjectsCondition),
    ("Draw two cards. Then discard a card unless there are five or more mana values among cards in your "
     "graveyard.", A.ThereAreDistinctAmong),
])
def test_unless_conditions(text, cls):
    assert isinstance(first(both_ways(text), A.UnlessCondition).condition, cls)


def test_if_its_legendary():
    cond = first(both_ways("Put a +1/+1 counter on target creature you control if it's legendary."), A.ItIsCondition)
    assert isinstance(cond.quality, A.Supertype)


@pytest.mark.parametrize("text, cls", [
    ("Regenerate ~. When it regenerates this way, that player may draw a card.", A.RegeneratesEvent),
    ("When ~ enters the battlefield, it connives. When it connives this way, draw a card.", A.ConnivesEvent),
])
def test_reflexive_this_way_events(text, cls):
    assert isinstance(first(both_ways(text), A.WhenThisWay).predicate, cls)


# -- more trigger events (3) -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text, cls", [
    ("Whenever a permanent is returned to a player's hand, draw a card.", A.ReturnedToAPlayersZone),
    ("Whenever this creature or another creature you control leaves the battlefield without dying, draw a card.",
     A.LeavesWithoutDying),
    ("Whenever you get one or more {E}, draw a card.", A.GetsEnergyEvent),
    ("Whenever a player draws their second card each turn, draw a card.", A.DrawsNth),
    ("Whenever a creature you control attacks or enters attacking, draw a card.", A.EntersAttackingEvent),
    ("When a player doesn't pay Thought Lash's cumulative upkeep, draw a card.", A.DoesntPayUpkeep),
])
def test_more_trigger_events_3(text, cls):
    assert isinstance(first(both_ways(text, "Thought Lash"), cls), cls)


def test_at_the_beginning_of_combat_this_turn():
    # CR 603.7: a delayed trigger created for this turn's combat
    assert isinstance(first(both_ways("At the beginning of combat this turn, draw a card."), A.AtBeginningOf).step,
                      A.CombatThisTurn)


# -- more conditions (7) -------------------------------------------------------------------------------------
def test_if_an_opponent_causes_you_to_discard_this_card():
    # CR 614.1a: the card is put onto the battlefield instead of into the graveyard
    cond = first(both_ways("If a spell or ability an opponent controls causes you to discard this card, put it onto "
                           "the battlefield instead of putting it into your graveyard."),
                 A.CausesYouToDiscardCondition)
    assert type_names(cond.cause) == ["spell", "ability"] and isinstance(cond.card, A.SelfThis)


def test_as_long_as_this_equipment_is_attached_to_a_creature():
    cond = first(both_ways("As long as this Equipment is attached to a creature, equipped creature has flying."),
                 A.IsAttachedToCondition)
    assert type_names(cond.to) == ["creature"]


def test_have_target_creature_block_this_creature_if_able():
    # CR 509.1c: a requirement the defending player obeys if able
    rule = first(both_ways("Landfall — Whenever a land you control enters, you may have target creature block this "
                           "creature this turn if able."), A.BlocksSelfIfAble)
    assert isinstance(rule.attacker, A.SelfThis) and isinstance(rule.duration, A.ThisTurn)


def test_destroy_unless_you_pay():
    rule = first(both_ways("At the beginning of your upkeep, destroy this creature unless you pay {1}."),
                 A.DestroyUnless)
    assert isinstance(rule.what, A.SelfThis) and isinstance(rule.unless, A.UnlessDoes)


def test_attacks_each_combat_unless():
    # CR 508.1d: the attack requirement, unless the condition holds
    rule = first(both_ways("This creature attacks each combat if able unless you control another Ally."),
                 A.AttacksEachCombatUnless)
    assert isinstance(rule.condition, A.ControlsObjectsCondition)


@pytest.mark.parametrize("text, timing", [
    ("{2}: Draw a card. Any player may activate this ability but only during their draw step.", A.DuringTheirStep),
    ("{1}: Untap it. Any player may activate this ability but only as a sorcery.", A.OnlyAsSorcery),
])
def test_any_player_may_activate_but_only(text, timing):
    # CR 602.2: players other than the controller may activate it, with a timing restriction
    may = first(both_ways(text), A.MayEffect)
    assert isinstance(may.player, A.AnyPlayer)
    assert isinstance(first(may, A.ActivateButOnly).timing, timing)


@pytest.mark.parametrize("text, actions", [
    ("Spells and abilities your opponents control can't cause you to sacrifice permanents.",
     [A.SacrificePermanentsAction]),
    ("Spells and abilities your opponents control can't cause you to discard cards or sacrifice permanents.",
     [A.DiscardCardsAction, A.SacrificePermanentsAction]),
])
def test_cant_cause_you_to(text, actions):
    rule = first(both_ways(text), A.CantCauseYouTo)
    assert [type(a) for a in rule.actions] == actions
