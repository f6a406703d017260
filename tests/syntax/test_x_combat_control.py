"""Corpus tail (session 8): attacking, blocking and control (grammar/rules/99_v_combat_control.lark,
its "session 8" part). Each test parses a real Oracle line, demands the round trip (``one``) and
checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax.cardfile import self_names
from syntax_helpers import first, one, type_names


def _has(node, cls):
    return any(isinstance(n, cls) for n in node.walk())


# -- put onto the battlefield attacking (CR 508.4) -------------------------------------------

def test_enters_tapped_and_attacking_that_player():
    # CR 508.4: put onto the battlefield attacking; the effect names the player it attacks
    node = one("Whenever Shark Shredder deals combat damage to a player, put up to one target creature card "
               "from that player's graveyard onto the battlefield under your control. It enters tapped and "
               "attacking that player.", "Shark Shredder")
    enters = first(node, A.EntersTappedAndAttacking)
    assert isinstance(enters.subject, A.It)
    assert type_names(enters.whom) == ["player"] and isinstance(enters.whom.whom, A.ThatRef)


def test_they_enter_tapped_and_attacking_under_a_condition():
    # CR 508.4: no player named, so the controller chooses what each attacks
    node = one("Create three 1/1 white Ninja Turtle Spirit creature tokens. If this spell's sneak cost was paid, "
               "they enter tapped and attacking.")
    cond = first(node, A.ConditionalStaticSentence)
    assert isinstance(cond.condition, A.KeywordCostPaid)
    enters = first(cond, A.EntersTappedAndAttacking)
    assert isinstance(enters.subject, A.They) and enters.whom is None
    # not the plain "enters tapped" (CR 614.1c), which would leave it out of combat
    assert not _has(node, A.EntersTapped)


def test_put_onto_the_battlefield_tapped_and_attacking_that_opponent():
    node = one("Whenever Kaalia attacks an opponent, you may put an Angel, Demon, or Dragon creature card from "
               "your hand onto the battlefield tapped and attacking that opponent.", "Kaalia")
    put = first(node, A.PutEffect)
    mod = first(put, A.TappedAndAttackingWhomMod)
    assert type_names(mod.whom) == ["opponent"]
    assert type_names(put.what)[:3] == ["Angel", "Demon", "Dragon"]


def test_return_tapped_and_attacking_with_a_counter():
    # CR 508.4 and 122.6: it enters attacking and with the counter
    node = one("Whenever you attack with three or more creatures, you may pay {R}{R}. If you do, return this card "
               "from your graveyard to the battlefield tapped and attacking with a +1/+1 counter on it.")
    dest = first(node, A.ToBattlefieldWithCounters)
    assert isinstance(dest.mod, A.TappedAndAttackingMod)
    assert dest.counters.kind.name.power == "+1"


# -- what a player attacked with (CR 508.1a) -------------------------------------------------

def test_if_you_attacked_with_two_or_more_creatures_this_turn():
    node = one("If you attacked with two or more creatures this turn, draw a card.")
    cond = first(node, A.AttackedWithCondition)
    assert isinstance(cond.player, A.You) and isinstance(cond.period, A.ThisTurn)
    assert type_names(cond.attackers) == ["creature"]


def test_as_long_as_you_attacked_with_three_or_more_merfolk():
    node = one("As long as you attacked with three or more Merfolk this turn, Merfolk you control get +1/+0.")
    cond = first(node, A.AttackedWithCondition)
    assert type_names(cond.attackers) == ["Merfolk"]


def test_each_opponent_who_attacked_with_a_creature():
    node = one("Each opponent who attacked with a creature this turn can't cast spells.")
    who = first(node, A.AttackedWithPlayer)
    assert type_names(who.attackers) == ["creature"] and isinstance(who.period, A.ThisTurn)
    assert isinstance(first(node, A.WhoClause).predicate, A.AttackedWithPlayer)


# -- attacking and blocking together (CR 508.1c, 509.1c) -------------------------------------

def test_cant_be_blocked_by_creatures_with_greater_power():
    node = one("This creature can't be blocked by creatures with greater power.")
    greater = first(node, A.WithGreater)
    assert isinstance(greater.stat, A.Power)


def test_cant_attack_unless_a_creature_with_greater_power_also_attacks():
    # CR 508.1c: the restriction is checked against all declared attackers
    node = one("Okk can't attack unless a creature with greater power also attacks.", "Okk")
    cond = first(node, A.CantAttackUnless).condition
    assert isinstance(cond, A.AlsoAttacksCondition)
    assert _has(cond.attacker, A.WithGreater) and type_names(cond.attacker) == ["creature"]
    node = one("Okk can't block unless a creature with greater power also blocks.", "Okk")
    assert isinstance(first(node, A.CantBlockUnless).condition, A.AlsoBlocksCondition)


def test_cant_attack_unless_a_black_or_green_creature_also_attacks():
    node = one("Scarred Puma can't attack unless a black or green creature also attacks.", "Scarred Puma")
    cond = first(node, A.AlsoAttacksCondition)
    assert type_names(cond.attacker) == ["creature"]


def test_cant_attack_unless_at_least_two_other_creatures_attack():
    node = one("Orcish Conscripts can't attack unless at least two other creatures attack.", "Orcish Conscripts")
    cond = first(node, A.AtLeastAttackCondition)
    assert cond.count.number.value == 2 and type_names(cond.attackers) == ["creature"]
    assert _has(cond.attackers, A.Other)  # "two other creatures": not counting this one
    node = one("Orcish Conscripts can't block unless at least two other creatures block.", "Orcish Conscripts")
    assert first(node, A.AtLeastBlockCondition).count.number.value == 2


# -- the Horde (Horde Magic challenge decks) -------------------------------------------------

def test_the_horde_reveals_and_casts():
    node = one("At the beginning of the Horde's precombat main phase, reveal an additional card from the top of "
               "the Horde's library. The Horde casts that card.")
    reveal = first(node, A.RevealAdditionalFromTop)
    assert isinstance(reveal.zone.owner, A.TheHordes)
    assert isinstance(first(node, A.CastEffect).subject, A.TheHorde)


def test_the_horde_sacrifices():
    # the proper noun keeps its capital when printed back (one() checks the round trip)
    node = one("Hero's Reward — When Altar of Mogis is put into a graveyard from anywhere, the Horde sacrifices two "
               "Minotaurs.", "Altar of Mogis")
    assert _has(node, A.TheHorde)


# -- shortened names (CR 201.5c) -------------------------------------------------------------

def test_a_legendary_given_name_is_its_short_name():
    # CR 201.5c: "Zurgo" on Zurgo Helmsmasher means Zurgo Helmsmasher
    assert set(self_names("Zurgo Helmsmasher", legendary=True)) == {"Zurgo Helmsmasher", "Zurgo"}
    assert set(self_names("Legolas Greenleaf", legendary=True)) == {"Legolas Greenleaf", "Legolas"}
    # not a class word: "Sliver" is a creature type, "Serra's" a possessive
    assert self_names("Sliver Queen", legendary=True) == ("Sliver Queen",)
    assert self_names("Serra's Sanctum", legendary=True) == ("Serra's Sanctum",)
    # and only on a legendary card
    assert self_names("Zurgo Helmsmasher") == ("Zurgo Helmsmasher",)
    node = one("Zurgo attacks each combat if able.", self_names("Zurgo Helmsmasher", legendary=True))
    assert first(node, A.SelfByName).name.name == "Zurgo"


# -- attacking and blocking states (CR 506.4, 509.1h) ----------------------------------------

def test_nonattacking_and_blocking_or_blocked_creatures():
    node = one("Untap target nonattacking creature. It gets +1/+3 until end of turn.")
    word = first(node, A.NonattackingType)
    assert isinstance(word.negation, A.Negation) and word.name.name == "creature"
    node = one("Target blocking or blocked creature you control gets +2/+2 until end of turn.")
    assert _has(first(node, A.Target), A.BlockingOrBlocked)


def test_thats_attacking_or_blocking_and_that_attacked_or_blocked():
    node = one("Exile target white creature that's attacking or blocking. If it was a Gideon planeswalker, "
               "you gain 5 life.")
    assert isinstance(first(node, A.ThatsAdjective).state, A.AttackingOrBlocking)
    node = one("Each player sacrifices a creature of their choice that attacked or blocked this turn.")
    assert isinstance(first(node, A.ThatAttackedOrBlocked).period, A.ThisTurn)


def test_conditions_on_attackers_and_blocks():
    node = one("If four or more creatures are attacking, you may pay {1}{W} rather than pay this spell's mana cost.")
    assert type_names(first(node, A.AreAttackingCondition).subject) == ["creature"]
    node = one("When Fyndhorn Druid dies, if it was blocked this turn, you gain 4 life.", "Fyndhorn Druid")
    blocked = first(node, A.WasBlockedCondition)
    assert isinstance(blocked.subject, A.It) and isinstance(blocked.period, A.ThisTurn)
    node = one("As long as Cunning Giant is unblocked, it gets +1/+0.", "Cunning Giant")
    assert isinstance(first(node, A.IsUnblockedCondition).subject, A.SelfByName)


def test_creatures_attacking_them():
    # CR 506.2: each attacking creature attacks one player; "them" is each opponent in turn
    node = one("Whenever you attack, each opponent loses life equal to the number of creatures attacking them.")
    assert isinstance(first(node, A.AttackingThem).player, A.Them)


# -- combat triggers (CR 506.1, 509.1h) ------------------------------------------------------

def test_attacks_and_isnt_blocked_this_combat():
    node = one("Whenever a creature attacks and isn't blocked this combat, untap it and remove it from combat.")
    assert _has(first(node, A.Whenever), A.AttacksUnblockedThisCombat)


def test_dies_during_combat():
    node = one("When Mongrel Pack dies during combat, create four 1/1 green Dog creature tokens.", "Mongrel Pack")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.SelfByName) and isinstance(event.predicates[0], A.DiesDuringCombat)


# -- more restrictions (CR 508.1c, 502.3) ----------------------------------------------------

def test_cant_attack_with_creatures():
    node = one("Each opponent who cast a spell this turn can't attack with creatures.")
    assert type_names(first(node, A.CantAttackWith).attackers) == ["creature"]


def test_doesnt_untap_unless_monarch():
    node = one("Enchanted creature doesn't untap during its controller's untap step unless that player is the monarch.")
    untap = first(node, A.DoesntUntapUnless)
    assert isinstance(untap.condition, A.IsMonarchCondition)


# -- timing restrictions of combat (CR 601.3, 602.5b, 506.1) ---------------------------------

def test_activate_only_during_a_step_with_more_restrictions():
    node = one("{T}: Kongming's Contraptions deals 2 damage to target attacking creature. Activate only during the "
               "declare attackers step and only if you've been attacked this step.", "Kongming's Contraptions")
    both = first(node, A.RestrictionAnd)
    assert first(both.restriction, A.ActivateOnlyDuringStep).step.name == "declare attackers step"
    node = one("{R}: Grizzled Wolverine gets +2/+0 until end of turn. Activate only during the declare blockers step, "
               "only if at least one creature is blocking Grizzled Wolverine, and only once each turn.",
               "Grizzled Wolverine")
    three = first(node, A.ActivateOnlyDuringStepAndTwo)
    assert three.step.name == "declare blockers step"
    blocking = first(three.second, A.AtLeastBlockingCondition)
    assert blocking.count.number.value == 1 and isinstance(blocking.blocked, A.SelfByName)
    assert isinstance(three.third, A.OnlyOnceEachTurn)


def test_cast_only_at_moments_of_combat():
    node = one("Cast this spell only during the declare blockers step on an opponent's turn.")
    assert first(node, A.CastOnlyDuringStepMoment).step.name == "declare blockers step"
    node = one("Cast this spell only during an opponent's turn, before attackers are declared.")
    assert isinstance(first(node, A.CastOnlyOpponentsTurnBefore).before, A.BeforeAttackers)
    node = one("Cast this spell only before combat or during combat before blockers are declared.")
    assert isinstance(first(node, A.CastOnlyBeforeOrDuringCombat).moment, A.BeforeBlockersDeclared)
    node = one("Cast this spell only during your turn and only during combat before blockers are declared.")
    assert isinstance(first(node, A.OnlyDuringCombatMoment).moment, A.BeforeBlockersDeclared)


# -- more attack and block abilities (CR 509.1a, 509.1b, 508.1h) -----------------------------

def test_block_limits():
    node = one("Target creature defending player controls gets +3/+0 until end of turn. That creature can block up "
               "to two additional creatures this turn.")
    extra = first(node, A.CanBlockUpToAdditional)
    assert extra.count.number.value == 2 and isinstance(extra.period, A.ThisTurn)
    node = one("Whenever Mirri attacks, each opponent can't block with more than one creature this combat.", "Mirri")
    limit = first(node, A.CantBlockWithMoreThan)
    assert limit.count.number.value == 1 and isinstance(limit.period, A.ThisCombat)


def test_cant_attack_unless_you_return_a_permanent():
    # CR 508.1h: a cost to attack
    node = one("This creature can't attack unless you return an enchantment you control to its owner's hand. "
               "(This cost is paid as attackers are declared.)")
    cost = first(node, A.CantAttackUnlessYouReturn)
    assert type_names(cost.returned) == ["enchantment"] and cost.zone.zone.name == "hand"


def test_attack_history():
    node = one("Creatures that attacked during their controller's last turn can't attack.")
    assert _has(first(node, A.ThatAttackedDuringLastTurn), A.TheirControllers)
    node = one("Each creature you control gets +1/+0 for each time it has attacked this turn.")
    each_time = first(node, A.ForEachTimeAttacked)
    assert isinstance(each_time.object, A.It) and isinstance(each_time.period, A.ThisTurn)
    node = one("Whenever O-Kagachi deals combat damage to a player, if that player attacked you during their last "
               "turn, exile target nonland permanent that player controls.", "O-Kagachi")
    cond = first(node, A.AttackedPlayerDuringLastTurn)
    assert isinstance(cond.attacked, A.You) and isinstance(cond.whose, A.Their)


def test_is_attacking_or_blocking_condition():
    node = one("{1}: Sawback Manticore deals 2 damage to target attacking or blocking creature. Activate only if "
               "Sawback Manticore is attacking or blocking and only once each turn.", "Sawback Manticore")
    assert isinstance(first(node, A.IsAttackingOrBlockingCondition).subject, A.SelfByName)
