"""Combat and control of the corpus tail, session 10 (grammar/rules/99_v_combat_control.lark, the
"session 10" part). Each test parses a real Oracle line, demands the round trip (``one``) and
checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names
from syntax_helpers import every as _all


# -- two conditions of one duration (CR 611.2b) ------------------------------------------------

def test_for_as_long_as_you_control_and_remains_tapped():
    # CR 611.2b: the control change lasts while both hold (Willow Satyr)
    node = one("{T}: Gain control of target legendary creature for as long as you control Willow Satyr and "
               "Willow Satyr remains tapped.", "Willow Satyr")
    duration = first(node, A.ForAsLongAs)
    both = duration.condition
    assert isinstance(both, A.CondAndCondition)
    assert isinstance(both.second, A.RemainsTapped)
    assert isinstance(both.second.subject, A.SelfByName)
    assert isinstance(first(both.first, A.SelfByName), A.SelfByName)


# -- several restrictions at once (CR 508.1c, 509.1b) ------------------------------------------

def test_cant_attack_block_or_transform():
    # CR 508.1c, 509.1b, 701.27: three restrictions of one Aura (Bound by Moonsilver)
    node = one("Enchanted creature can't attack, block, or transform.")
    pred = first(node, A.CantAttackBlockOr)
    assert isinstance(pred.third, A.CantThirdTransform)


def test_cant_attack_block_or_crew():
    # CR 702.122: crewing is the third restricted action (Revoke Privileges)
    node = one("Enchanted creature can't attack, block, or crew Vehicles.")
    third = first(node, A.CantAttackBlockOr).third
    assert isinstance(third, A.CantThirdKeyword)
    assert type_names(third.types) == ["Vehicle"] or type_names(third.types) == ["Vehicles"]


# -- attacking makes abilities trigger (CR 508.1m, 603.2) --------------------------------------

def test_attacking_causes_trigger_additional_time():
    # CR 603.2: an ability that triggers on an attack triggers once more (Isshin)
    node = one("If a creature attacking causes a triggered ability of a permanent you control to trigger, that "
               "ability triggers an additional time.")
    s = first(node, A.AttackingTriggersAdditionalTime)
    assert type_names(s.attacker) == ["creature"]
    assert type_names(s.source)[0] == "permanent"


def test_attacking_would_cause():
    # the same with "would cause" (Wulfgar of Icewind Dale)
    node = one("If a creature you control attacking would cause a triggered ability of a permanent you control "
               "to trigger, that ability triggers an additional time.")
    s = first(node, A.AttackingTriggersAdditionalTime)
    assert type_names(s.attacker) == ["creature"]


# -- the next step of this turn (CR 500.1) -----------------------------------------------------

def test_next_main_phase_this_turn():
    # CR 500.1, 603.7: a delayed trigger at a step of this turn only (Vivien's Stampede)
    node = one("At the beginning of the next main phase this turn, draw a card for each player who was dealt "
               "combat damage this turn.")
    step = first(node, A.StepThisTurn)
    assert isinstance(step.step, A.NextStep)
    assert isinstance(first(node, A.WasDealtCombatDamagePlayer).period, A.ThisTurn)


# -- additional combat phases (CR 500.8) -------------------------------------------------------

def test_additional_combat_phase_after_this_phase():
    # CR 500.8: the added combat phase comes right after this phase (Moraug)
    node = one("Landfall — Whenever a land enters the battlefield under your control, if it's your main phase, "
               "there's an additional combat phase after this phase.")
    added = first(node, A.AdditionalPhaseAfter)
    assert isinstance(added.phase, A.CombatPhase)
    assert isinstance(added.after, A.ThisPhase)
    assert added.followed_by is None


def test_additional_phase_after_followed_by():
    # CR 500.8: a combat phase then a main phase (All-Out Assault)
    node = one("When this enchantment enters, if it's your main phase, there is an additional combat phase after "
               "this phase followed by an additional main phase.")
    added = first(node, A.AdditionalPhaseAfter)
    assert isinstance(added.followed_by, A.FollowedByPhase)


def test_after_the_second_main_phase_this_turn():
    # CR 500.8, 505.1 (World at War)
    node = one("After the second main phase this turn, there's an additional combat phase followed by an "
               "additional main phase.")
    after = first(node, A.PhasesAddedAfter)
    assert isinstance(after.after, A.OrdinalPhaseThisTurn)
    assert isinstance(after.after.ordinal, A.Second)
    assert isinstance(after.phases, A.AdditionalPhase)


def test_at_the_beginning_of_that_combat():
    # CR 506.1: the combat phase named before (Moraug, World at War)
    node = one("At the beginning of that combat, untap all creatures you control.")
    assert isinstance(first(node, A.ThatCombat), A.ThatCombat)


# -- this combat, that combat (CR 506.1, 508.1d) -----------------------------------------------

def test_attacks_this_combat_if_able():
    # CR 508.1d: a requirement for this combat only (Howlsquad Heavy)
    node = one("That token attacks this combat if able.")
    assert isinstance(first(node, A.AttacksThisCombatIfAble), A.AttacksThisCombatIfAble)


def test_attacked_this_combat():
    # CR 508.1 (Kytheon, Hero of Akros)
    node = one("At end of combat, if Kytheon and at least two other creatures attacked this combat, exile "
               "Kytheon, then return him to the battlefield transformed under his owner's control.", "Kytheon")
    cond = first(node, A.AttackedThisCombatCondition)
    assert isinstance(cond.subject, A.Node)


# -- a condition, then a duration (CR 608.2c, 611.2a) ------------------------------------------

def test_if_then_until_end_of_turn():
    # CR 608.2c, 611.2a (Nogi, Draco-Zealot)
    node = one("Whenever Nogi attacks, if you control three or more Dragons, until end of turn, Nogi becomes a "
               "Dragon with base power and toughness 5/5 and gains flying.", "Nogi")
    s = first(node, A.ConditionalDurationSentence)
    assert isinstance(s.duration, A.UntilEndOfTurn)


# -- controlled continuously (CR 302.6) --------------------------------------------------------

def test_has_controlled_continuously():
    # CR 302.6 (Norritt)
    node = one("{T}: Choose target non-Wall creature the active player has controlled continuously since the "
               "beginning of the turn. That creature attacks this turn if able. Destroy it at the beginning of "
               "the next end step if it didn't attack this turn. Activate only before attackers are declared.")
    suffix = first(node, A.ControlledContinuouslyBy)
    assert isinstance(suffix.controller, A.TheActivePlayer)
    assert isinstance(suffix.since, A.SinceTurnBegan)


# -- what it blocked, whom they attacked (CR 509.1, 508.1) -------------------------------------

def test_players_you_attacked_this_combat():
    # CR 508.1b (Custodi Soulcaller)
    node = one("Whenever Custodi Soulcaller attacks, return target creature card with mana value X or less from "
               "your graveyard to the battlefield, where X is the number of players you attacked this combat.",
               "Custodi Soulcaller")
    s = first(node, A.AttackedByPlayer)
    assert isinstance(s.attacker, A.You) and isinstance(s.period, A.ThisCombat)


def test_each_player_self_attacked_this_turn():
    # CR 508.1b (Angel of Destiny)
    node = one("At the beginning of your end step, if you have at least 15 life more than your starting life "
               "total, each player Angel of Destiny attacked this turn loses the game.", "Angel of Destiny")
    s = first(node, A.AttackedBySelf)
    assert isinstance(s.attacker, A.SelfByName)


def test_creature_you_attacked_with_this_turn():
    # CR 508.1a (Search Party Captain)
    node = one("This spell costs {1} less to cast for each creature you attacked with this turn.")
    s = first(node, A.AttackedWithBy)
    assert isinstance(s.attacker, A.You) and isinstance(s.period, A.ThisTurn)


# -- damage as a number (CR 120.3) -------------------------------------------------------------

def test_gain_life_equal_to_that_damage():
    # CR 120.3 (Vigorous Charge)
    node = one("Target creature gains trample until end of turn. Whenever that creature deals combat damage this "
               "turn, if this spell was kicked, you gain life equal to that damage.")
    assert isinstance(first(node, A.ThatDamageAmount), A.ThatDamageAmount)


# ==== session 11 ===============================================================================

def test_target_artifact_or_tapped_creature():
    # CR 115.1: one target of either kind, the second with its own adjective (Radiant Strike)
    node = one("Destroy target artifact or tapped creature. You gain 3 life.")
    union = first(node, A.FilterUnion)
    assert type_names(union.types) == ["artifact"]
    assert isinstance(union.other.adjective, A.Tapped) and type_names(union.other.types) == ["creature"]


def test_attacks_one_of_your_opponents_or_planeswalker():
    # CR 506.2, 508.1b: either attacked object (Gahiji, Honored One)
    node = one("Whenever a creature attacks one of your opponents or a planeswalker an opponent controls, that "
               "creature gets +2/+0 until end of turn.")
    either = first(node, A.EitherRef)
    assert isinstance(either.first, A.SomeOfPlayers) and either.first.amount.number.value == 1
    assert type_names(either.second) == ["planeswalker"]


def test_attacks_or_blocks_this_combat():
    # CR 508.1d, 509.1c: a requirement for this combat only (Boros Battleshaper)
    node = one("At the beginning of each combat, up to one target creature attacks or blocks this combat if able "
               "and up to one target creature can't attack or block this combat.")
    assert first(node, A.AttacksOrBlocksThisCombat) is not None


def test_didnt_deal_combat_damage_condition():
    # CR 510.2 (Thirsting Axe)
    node = one("At the beginning of your end step, if equipped creature didn't deal combat damage to a creature "
               "this turn, sacrifice it.")
    cond = first(node, A.DidntDealDamageCondition)
    assert isinstance(cond.subject, A.EquippedRef) and cond.combat is not None
    assert type_names(cond.recipient) == ["creature"]


def test_no_creatures_attacked_this_turn():
    # CR 508.1a: no creature was declared as an attacker (Charging Cinderhorn)
    node = one("At the beginning of each player's end step, if no creatures attacked this turn, put a fury counter "
               "on Charging Cinderhorn. Then Charging Cinderhorn deals damage equal to the number of fury counters "
               "on it to that player.", "Charging Cinderhorn")
    cond = first(node, A.NoneAttackedCondition)
    assert type_names(cond.types) == ["creatures"] or type_names(cond.types) == ["creature"]


def test_untap_each_enchanted_permanent():
    # CR 303.4: the permanents an Aura is attached to (Estrid, the Masked)
    node = one("[+2]: Untap each enchanted permanent you control.")
    each = first(node, A.EachEnchanted)
    assert type_names(each.filter) == ["permanent"]
    assert isinstance(first(each.filter, A.ControlledBy).player, A.You)


def test_as_long_as_you_control_enchanted_creature():
    # CR 303.4: control of the enchanted creature (Mishra's Domination)
    node = one("As long as you control enchanted creature, it gets +2/+2. Otherwise, it can't block.")
    cond = first(node, A.ControlsObjectsCondition)
    assert isinstance(cond.player, A.You) and isinstance(cond.objects, A.EnchantedRef)


def test_each_combat_this_turn():
    # CR 506.1, 500.8: each combat phase of this turn (Full Throttle)
    node = one("At the beginning of each combat this turn, untap all creatures that attacked this turn.")
    assert isinstance(first(node, A.StepThisTurn).step, A.EachCombat)


def test_attack_a_player_other_than_you_if_able():
    # CR 701.15b, 508.1d: goad's second requirement (Kardur, Doomscourge)
    node = one("When Kardur enters, until your next turn, creatures your opponents control attack each combat if "
               "able and attack a player other than you if able.", ("Kardur, Doomscourge", "Kardur"))
    other = first(node, A.OtherThanPlayer)
    assert isinstance(other.player, A.You)


def test_cant_attack_you_or_planeswalkers_for_as_long_as():
    # CR 508.1c: the "or" is REF_OR before a duration (Promise of Loyalty)
    node = one("Each player puts a vow counter on a creature they control and sacrifices the rest. Each of those "
               "creatures can't attack you or planeswalkers you control for as long as it has a vow counter on it.")
    assert first(node, A.CantAttackYouOr) is not None and first(node, A.ForAsLongAs) is not None


def test_cant_attack_you_or_block():
    # CR 508.1c, 509.1b: two restrictions (Storm, Windrider)
    node = one("Creatures with flying can't attack you or block creatures you control.")
    assert type_names(first(node, A.CantAttackYouOrBlock).blocked) == ["creatures"] \
        or type_names(first(node, A.CantAttackYouOrBlock).blocked) == ["creature"]


def test_cant_attack_unless_pays_where_x():
    # CR 508.1d, 107.3: a cost to attack, X defined after it (Sphere of Safety)
    node = one("Creatures can't attack you or planeswalkers you control unless their controller pays {X} for each "
               "of those creatures, where X is the number of enchantments you control.")
    s = first(node, A.CantAttackYouOrUnlessPaysWhere)
    assert type_names(s.other) == ["planeswalkers"] or type_names(s.other) == ["planeswalker"]
    assert type_names(s.where) == ["enchantments"] or type_names(s.where) == ["enchantment"]


def test_must_be_blocked_by_exactly_one():
    # CR 509.1c (Nacatl War-Pride)
    node = one("Nacatl War-Pride must be blocked by exactly one creature if able.", "Nacatl War-Pride")
    must = first(node, A.MustBeBlockedByExactly)
    assert must.count.number.value == 1 and type_names(must.blockers) == ["creature"]


def test_as_long_as_blocking_and_you_control():
    # CR 611.2b: both conditions (Snow Devil)
    node = one("Enchanted creature has first strike as long as it's blocking and you control a snow land.")
    assert isinstance(first(node, A.CondAndCondition).second, A.ControlsObjectsCondition)


def test_during_target_players_next_untap_step():
    # CR 502.3 (Blinding Beam)
    node = one("Creatures don't untap during target player's next untap step.")
    assert first(node, A.TargetPlayers) is not None


# ==== session 12 ================================================================================

def test_have_it_assign_no_combat_damage():
    # CR 510.1: it assigns no combat damage (Cloak of Confusion)
    node = one("Whenever enchanted creature attacks and isn't blocked, you may have it assign no combat damage "
               "this turn.")
    have = first(node, A.HaveObjectGet)
    assert isinstance(have.object, A.It) or isinstance(first(have, A.It), A.It)
    pred = first(have, A.AssignsNoCombatDamage)
    assert pred.subject is None and isinstance(pred.duration, A.ThisTurn)


def test_have_it_assign_combat_damage_to_a_creature():
    # CR 510.1c-d: the unblocked creature assigns its combat damage elsewhere (Cunning Giant)
    node = one("If Cunning Giant is unblocked, you may have it assign its combat damage to a creature defending "
               "player controls.", "Cunning Giant")
    assign = first(node, A.AssignCombatDamageTo)
    assert type_names(assign.recipient) == ["creature"]
    assert isinstance(first(assign.recipient, A.ControlledBy).player, A.DefendingPlayer)


def test_fights_event():
    # CR 701.14a (Foe-Razer Regent)
    node = one("Whenever a creature you control fights, put two +1/+1 counters on it at the beginning of the "
               "next end step.")
    assert first(node, A.FightsEvent)
    put = first(node, A.PutCountersDelayed)
    assert put.amount.number.value == 2 and isinstance(put.object, A.It)


def test_create_token_unless_player_pays():
    # CR 118.12 (Kazuul, Tyrant of the Cliffs)
    node = one("Whenever a creature an opponent controls attacks, if you're the defending player, create a 3/3 red "
               "Ogre creature token unless that creature's controller pays {3}.",
               ("Kazuul, Tyrant of the Cliffs", "Kazuul"))
    create = first(node, A.CreateTokenUnless)
    assert "Ogre" in [w.name for w in create.token.words if isinstance(w, A.TypeName)]
    assert create.amount is not None and create.player is None
    assert isinstance(create.unless.effect.subject, A.ControllerOf)


def test_cant_block_creatures_unless_pays():
    # CR 509.1d: a cost to block (Heat Wave)
    node = one("Nonblue creatures can't block creatures you control unless their controller pays 1 life for each "
               "blocking creature they control.")
    cant = first(node, A.CantBlockCreaturesUnlessPays)
    assert type_names(cant.subject) == ["creature"] and type_names(cant.blocked) == ["creature"]
    assert isinstance(cant.pays, A.UnlessPaysForEach)


def test_creatures_goaded_this_way():
    # CR 701.15a, 608.2c: the creatures goaded by the instruction before (Havoc Eater)
    node = one("When this creature enters, for each opponent, goad up to one target creature that opponent "
               "controls. Put X +1/+1 counters on this creature, where X is the total power of creatures goaded "
               "this way.")
    assert first(node, A.GoadedThisWay) is not None


def test_gain_control_unless_you_sacrifice():
    # CR 110.2, 118.12 (Custody Battle)
    node = one("Enchanted creature has \"At the beginning of your upkeep, target opponent gains control of this "
               "creature unless you sacrifice a land.\"")
    gain = first(node, A.GainControlUnless)
    assert isinstance(gain.object, A.SelfThis)
    assert type_names(gain.unless) == ["land"]


def test_tap_for_each_counter():
    # CR 701.26a: one permanent tapped per fade counter (Tangle Wire)
    node = one("At the beginning of each player's upkeep, that player taps an untapped artifact, creature, or land "
               "they control for each fade counter on Tangle Wire.", "Tangle Wire")
    tap = first(node, A.TapForEach)
    assert type_names(tap.object) == ["artifact", "creature", "land"]
    assert isinstance(tap.for_each, A.ForEachCounter) and tap.for_each.kind.name.name == "fade"


def test_has_keyword_unless_attacking_or_blocking():
    # CR 611.3a, 506.4 (Tromokratis)
    node = one("Tromokratis has hexproof unless it's attacking or blocking.", "Tromokratis")
    has = first(node, A.HasKeywordsUnless)
    assert isinstance(has.subject, A.SelfByName)
    assert isinstance(has.condition, A.ItsAttackingOrBlocking)


def test_investigate_for_each_goaded_creature():
    # CR 701.16a, 701.15a-b (Serene Sleuth)
    node = one("At the beginning of combat on your turn, investigate for each goaded creature you control. Then "
               "each creature you control is no longer goaded.")
    inv = first(node, A.InvestigateForEach)
    assert first(inv.for_each, A.GoadedAdjective) is not None and type_names(inv.for_each) == ["creature"]
    assert first(node, A.NoLongerGoaded) is not None


def test_the_creature_named_before():
    # CR 608.2c: "the creature" is the one object of that type named before; the lexer marks the "the"
    # before a lone card type that ends the reference (THE_KIND) (Dark Temper, Ray of Command)
    node = one("Dark Temper deals 2 damage to target creature. If you control a black permanent, destroy the "
               "creature instead.", "Dark Temper")
    the = first(node, A.TheTypedObject)
    assert the.noun.name == "creature"
    node = one("Untap target creature an opponent controls and gain control of it until end of turn. That creature "
               "gains haste until end of turn. When you lose control of the creature, tap it.")
    assert first(node, A.TheTypedObject).noun.name == "creature"
    # "the dungeon" after "into" stays the venture (CR 309)
    node = one("Venture into the dungeon.")
    assert not _all(node, A.TheTypedObject)


# == session 13 (gcomb) =========================================================================

# -- blocking an object named by a target or an article (CR 509.1, 509.1h) ----------------------

def test_blocking_or_blocked_by_target_creature():
    # CR 509.1h: the blockers of the target and the creatures it blocks (Trial // Error)
    node = one("Return all creatures blocking or blocked by target creature to their owner's hand.")
    rel = first(node, A.BlockingOrBlockedBy)
    assert isinstance(rel.other, A.UnqualifiedTarget)
    assert type_names(rel.other) == ["creature"]


def test_blocking_target_attacking_creature():
    # CR 509.1 (Feint)
    node = one("Tap all creatures blocking target attacking creature. Prevent all combat damage that would be "
               "dealt this turn by that creature and each creature blocking it.")
    rel = first(node, A.BlockingObject)
    assert isinstance(rel.blocked, A.UnqualifiedTarget)
    assert isinstance(first(rel.blocked, A.Attacking), A.Attacking)


def test_that_blocked_or_was_blocked_by_a_zombie():
    # CR 509.1h (Time to Reflect)
    node = one("Exile target creature that blocked or was blocked by a Zombie this turn.")
    rel = first(node, A.ThatBlockedOrWasBlockedBy)
    assert isinstance(rel.other, A.UnqualifiedOne)
    assert type_names(rel.other) == ["Zombie"]
    assert isinstance(rel.period, A.ThisTurn)


def test_blocked_or_was_blocked_by_condition():
    # CR 509.1h: an activation condition (Sea Troll)
    node = one("{U}: Regenerate Sea Troll. Activate only if Sea Troll blocked or was blocked by a blue creature "
               "this turn.", "Sea Troll")
    cond = first(node, A.BlockedOrWasBlockedByCondition)
    assert isinstance(cond.subject, A.SelfByName)
    assert isinstance(first(cond.other, A.ColorAdjective), A.ColorAdjective)
    assert isinstance(cond.period, A.ThisTurn)


# -- attacking a named player, doing the same (CR 508.1b, 608.2c) -------------------------------

def test_attacking_that_player_does_the_same():
    # CR 508.1b, 608.2c: each attacking opponent draws too (Curse of Verbosity)
    node = one("Whenever enchanted player is attacked, you draw a card. Each opponent attacking that player "
               "does the same.")
    same = first(node, A.DoesTheSame)
    assert isinstance(first(same.subject, A.AttackingThatPlayer), A.AttackingThatPlayer)
    assert type_names(same.subject)[0] == "opponent"


def test_creatures_attacking_enchanted_player():
    # CR 303.4, 508.1b (Curse of Hospitality)
    node = one("Creatures attacking enchanted player have trample.")
    assert isinstance(first(node, A.AttackingEnchantedPlayer), A.AttackingEnchantedPlayer)


# -- a tapped creature that isn't attacking (CR 508.1f) -----------------------------------------

def test_isnt_being_declared_as_an_attacker():
    # CR 508.1f (Verity Circle)
    node = one("Whenever a creature an opponent controls becomes tapped, if it isn't being declared as an "
               "attacker, you may draw a card.")
    cond = first(node, A.NotDeclaredAsAttacker)
    assert isinstance(cond.subject, A.Node)


# -- dealt damage by an attached object, delayed "when you lose control" (CR 120.1, 603.7) ------

def test_dealt_damage_by_equipped_creature_this_turn():
    # CR 120.1 (Unscythe, Killer of Kings)
    node = one("Whenever a creature dealt damage by equipped creature this turn dies, you may exile that card. "
               "If you do, create a 2/2 black Zombie creature token.")
    dealt = first(node, A.DealtDamageByThisTurn)
    assert isinstance(dealt.source, A.EquippedRef)


def test_sacrifice_when_you_lose_control():
    # CR 603.7: a delayed trigger on a control change (Seraph)
    node = one("Whenever a creature dealt damage by Seraph this turn dies, put that card onto the battlefield "
               "under your control at the beginning of the next end step. Sacrifice the creature when you lose "
               "control of Seraph.", "Seraph")
    delayed = first(node, A.DelayedWhen)
    assert isinstance(delayed.event, A.LosesControlEvent)
    assert isinstance(delayed.event.what, A.SelfByName)


# -- changing base power and toughness (CR 613.4b) ----------------------------------------------

def test_change_base_toughness():
    # CR 613.4b: layer 7b (Wall of Tombstones)
    node = one("At the beginning of your upkeep, change Wall of Tombstones's base toughness to 1 plus the number "
               "of creature cards in your graveyard. (This effect lasts indefinitely.)", "Wall of Tombstones")
    change = first(node, A.ChangeBaseToughness)
    assert isinstance(change.what, A.SelfByName)
    assert change.value is not None


def test_change_base_pt_to_that_creatures():
    # CR 613.4b (Shape Stealer)
    node = one("Whenever Shape Stealer blocks or becomes blocked by a creature, change Shape Stealer's base power "
               "and toughness to that creature's power and toughness until end of turn.", "Shape Stealer")
    change = first(node, A.ChangeBasePtToThat)
    assert isinstance(change.what, A.SelfByName)
    assert type_names(change.source) == ["creature"]
    assert isinstance(change.duration, A.UntilEndOfTurn)


def test_change_base_pt_of_objects():
    # CR 613.4b (Brine Hag)
    node = one("When Brine Hag dies, change the base power and toughness of all creatures that dealt damage to "
               "it this turn to 0/2. (This effect lasts indefinitely.)", "Brine Hag")
    change = first(node, A.ChangeBasePtOf)
    assert (change.value.power, change.value.toughness) == ("0", "2")
    assert type_names(change.objects) == ["creature"] or type_names(change.objects)[0] == "creatures"


# -- tokens that enter attacking (CR 707.2, 508.4) ----------------------------------------------

def test_have_its_controller_create_token_attacking():
    # CR 111.2, 508.4 (Najeela, the Blade-Blossom)
    node = one("Whenever a Warrior attacks, you may have its controller create a 1/1 white Warrior creature token "
               "that's tapped and attacking.")
    made = first(node, A.HaveCreateTokenAttacking)
    assert isinstance(made.creator, A.ItsController)


# -- a delayed coin flip, owning, activation restrictions (CR 705, 108.3, 602.5b) ---------------

def test_flip_a_coin_at_end_of_combat():
    # CR 705.1, 603.7 (Fickle Efreet)
    node = one("Whenever Fickle Efreet attacks or blocks, flip a coin at end of combat. If you lose the flip, an "
               "opponent gains control of Fickle Efreet.", "Fickle Efreet")
    flip = first(node, A.FlipCoinDelayed)
    assert isinstance(flip.when, A.DelayedEndOfCombat)


def test_activate_only_if_you_own_a_card_in_exile():
    # CR 108.3 (Dreadlight Monstrosity)
    node = one("{3}{U}{U}: Dreadlight Monstrosity can't be blocked this turn. Activate only if you own a card in "
               "exile.", "Dreadlight Monstrosity")
    owns = first(node, A.OwnsCondition)
    assert isinstance(owns.owner, A.You)
    assert isinstance(first(owns.what, A.InExile), A.InExile)


def test_you_cant_activate_this_ability_during_combat():
    # CR 602.5b (Djinn of Infinite Deceits)
    node = one("{T}: Exchange control of two target nonlegendary creatures. You can't activate this ability during "
               "combat.")
    cant = first(node, A.CantActivateThisAbility)
    assert isinstance(cant.player, A.You)
    assert isinstance(cant.ability, A.SelfThis)
    assert isinstance(cant.when, A.DuringCombat)


# -- flavor words that begin with a keyword or a chapter numeral (CR 207.2d) ----------------------

def tokens_of(text, names=()):
    """The word lexer's tokens of ``text`` with the card's names ``names``."""
    from cardlang.syntax.lexer import SELF_NAMES
    from cardlang.syntax.parser import fast_card_parser
    token = SELF_NAMES.set(tuple(names))
    try:
        return list(fast_card_parser().lexer.lex(text))
    finally:
        SELF_NAMES.reset(token)


def test_flavor_word_starting_with_a_keyword():
    # CR 207.2d: "Fear Gas" is a flavor word, not the keyword fear (Wraith, Vicious Vigilante)
    one("Fear Gas — Wraith can't be blocked.", ("Wraith, Vicious Vigilante", "Wraith"))
    toks = tokens_of("Fear Gas — Wraith can't be blocked.", ("Wraith",))
    assert toks[0].type == "ABILITY_WORD" and str(toks[0]) == "Fear Gas"
    # a keyword alone before the dash stays the keyword's line ("Exhaust — {cost}: ...")
    assert tokens_of("Exhaust — {2}: Draw a card.")[0].type != "ABILITY_WORD"


def test_flavor_word_with_an_exclamation_mark():
    # CR 207.2d: "No One Dies!" (Spider-Man, To the Rescue); "I LOVE Squirrels!" begins with "I"
    for text in ("No One Dies! — When Spider-Man enters, you may tap him.",
                 "I LOVE Squirrels! — {1}{G}{G}{G}: Create a 1/1 green Squirrel creature token."):
        toks = tokens_of(text, ("Spider-Man",))
        assert toks[0].type == "ABILITY_WORD"
        assert str(toks[0]) == text.split(" — ")[0]


# -- a one-word name that is the sentence's verb (CR 201.5) ---------------------------------------

def test_name_that_is_the_verb():
    # "Exile target nonwhite attacking creature." on the card Exile: the verb, not the card
    node = one("Exile target nonwhite attacking creature. You gain life equal to its toughness.", "Exile")
    assert not any(isinstance(n, A.SelfByName) for n in node.walk())
    assert tokens_of("Exile target nonwhite attacking creature.", ("Exile",))[0].type != "SELF_NAME"
    assert tokens_of("When Exile enters, draw a card.", ("Exile",))[1].type == "SELF_NAME"
    assert isinstance(first(node, A.NonColor), A.NonColor)


# -- conditions on a face, on whom a player attacks; combat damage prevented (CR 708.2, 508.1b, 615) -

def test_if_its_face_down():
    # CR 708.2 (Showstopping Surprise)
    node = one("Choose target creature you control. Turn it face up if it's face down. Then it deals damage equal "
               "to its power to each other creature.")
    assert isinstance(first(node, A.ItsFaceSideCondition), A.ItsFaceSideCondition)


def test_if_they_arent_attacking_you():
    # CR 508.1b (Mirkwood Trapper)
    node = one("Whenever a player attacks, if they aren't attacking you, that player chooses an attacking "
               "creature. It gets +2/+0 until end of turn.")
    cond = first(node, A.ArentAttackingPlayerCondition)
    assert isinstance(cond.subject, A.They)
    assert isinstance(cond.player, A.You)


def test_if_combat_damage_would_be_dealt_prevent_and():
    # CR 615.1, 615.5 (Gloom Surgeon)
    node = one("If combat damage would be dealt to this creature, prevent that damage and exile that many cards "
               "from the top of your library.")
    rep = first(node, A.PreventCombatDamageToAnd)
    assert isinstance(rep.recipient, A.SelfThis)
    assert rep.then is not None


# -- some of a group, with qualifiers (CR 608.2c) -------------------------------------------------

def test_each_of_those_creatures_with_flying():
    # CR 608.2c (Winter Blast)
    node = one("Tap X target creatures. Winter Blast deals 2 damage to each of those creatures with flying.",
               "Winter Blast")
    each = first(node, A.EachOfGroupSuch)
    assert isinstance(each.group, A.ThoseRef)
    assert isinstance(each.qualifiers[0], A.WithKeyword)


def test_any_of_them_that_are_walls():
    # CR 608.2c (Blow Your House Down)
    node = one("Up to three target creatures can't block this turn. Destroy any of them that are Walls.")
    some = first(node, A.AnyOfGroupSuch)
    assert isinstance(some.group, A.Them)
    assert type_names(some) == ["Walls"] or type_names(some) == ["Wall"]
