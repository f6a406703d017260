"""Counters of the corpus tail, session 10 (grammar/rules/99_w_counters.lark, "session 10 (gct2)"):
each kind of counter, counters an object returns or enters with, counters that can't be put or
removed, costs that remove "one or more" counters, the last counter removed, connive N, cumulative
upkeep costs that are actions. Each test parses a real Oracle line, demands the round trip (``one``)
and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names
from syntax_helpers import every as _all


# -- returning and entering with counters (CR 614.1c, 122.6, 110.2) -------------------------------

def test_return_tapped_under_owners_control_with_counter():
    # CR 110.2: under its owner's control; CR 614.1c: it enters with the counter on it
    node = one("Until end of turn, target creature gains \"When this creature dies, return it to the battlefield "
               "tapped under its owner's control with a +1/+1 counter on it.\"")
    dest = first(node, A.ToBattlefieldTappedUnderWithCounters)
    assert isinstance(dest.under, A.UnderControl) and isinstance(dest.under.player, A.ItsOwners)
    counters = dest.counters
    assert isinstance(counters.amount, A.One) and counters.kind.name.power == "+1"
    assert isinstance(counters.on, A.It)


def test_return_with_two_stun_counters():
    node = one("When this creature dies, if it had no counters on it, return it to the battlefield tapped under "
               "its owner's control with two stun counters on it.")
    dest = first(node, A.ToBattlefieldTappedUnderWithCounters)
    assert dest.counters.amount.number.value == 2 and dest.counters.kind.name.name == "stun"


def test_tapped_under_control_without_counters_is_unchanged():
    # no counters after "with": the "tapped" stays the plain modifier (the lexer's TAPPED_UNDER
    # needs counters after "control with")
    node = one("Return target creature card from your graveyard to the battlefield tapped under your control.")
    assert not _all(node, A.ToBattlefieldTappedUnderWithCounters)
    assert _all(node, A.TappedMod)


def test_enters_under_your_control_with_a_counter():
    # CR 603.6a: an enters trigger; CR 122.1: a counter of any kind
    node = one("Whenever a creature enters the battlefield under your control with a counter on it, you may have "
               "it deal damage equal to its power to any target.")
    how = first(node, A.EntersUnderControlWithCounters)
    assert isinstance(how.player, A.Your)
    mod = how.counters
    assert isinstance(mod, A.WithAnyCountersMod) and isinstance(mod.amount, A.One) and isinstance(mod.on, A.It)


# -- is exiled (CR 406, 603.4) ----------------------------------------------------------------------

def test_if_this_card_is_exiled():
    # CR 603.4: the intervening "if" is checked as the ability triggers and resolves
    node = one("At the beginning of your upkeep, if this card is exiled, remove a hone counter from it.")
    sentence = first(node, A.ConditionalSentence)
    assert isinstance(sentence.condition, A.IsExiledCondition)
    assert isinstance(sentence.condition.subject, A.SelfThis)
    assert first(sentence.chain, A.RemoveCounters).kind.name.name == "hone"


def test_if_named_card_is_exiled():
    node = one("Whenever a land enters the battlefield under your control, if Cosima is exiled, you may put a "
               "voyage counter on it.", "Cosima")
    assert isinstance(first(node, A.IsExiledCondition).subject, A.SelfByName)


# -- connive N (CR 701.50e) --------------------------------------------------------------------------

def test_connives_x_where_x():
    # CR 701.50e: connive N draws N and discards N; X is defined after the effect (CR 107.3a)
    node = one("Whenever you attack, target attacking creature connives X, where X is the number of attacking "
               "creatures.")
    connive = first(node, A.ConnivesN)
    assert isinstance(connive.amount, A.X) and isinstance(connive.subject, A.Target)
    assert first(node, A.EffectChain).where is not None


# -- counters that can't be put or removed (CR 122.6, 122.8, 614.1a) --------------------------------

def test_counters_cant_be_put_on():
    node = one("Counters can't be put on artifacts, creatures, enchantments, or lands.")
    rule = first(node, A.CountersCantBePutOn)
    assert rule.kind is None  # any kind (CR 122.1)
    assert type_names(rule.on) == ["artifact", "creature", "enchantment", "land"]


def test_stun_counters_cant_be_removed():
    # CR 122.1d: a stun counter is removed instead of untapping; here it can't be removed
    node = one("Stun counters can't be removed from permanents your opponents control.")
    rule = first(node, A.CountersCantBeRemovedFrom)
    assert rule.kind.name.name.lower() == "stun"
    assert type_names(rule.source) == ["permanent"]


# -- removing one or more counters as a cost (CR 118.1, 601.2b) --------------------------------------

def test_remove_one_or_more_counters_from_among_cost():
    node = one("{1}{G}, Remove one or more +1/+1 counters from among creatures you control: Create an X/X green "
               "Ooze creature token, where X is the number of +1/+1 counters removed this way.")
    cost = first(node, A.RemoveCountersOrMoreAmongCost)
    assert cost.amount.number.value == 1 and cost.kind.name.power == "+1"
    assert type_names(cost.among) == ["creature"]


def test_remove_one_or_more_counters_cost_and_comparison():
    # CR 608.2c: the number removed by the cost of this ability
    node = one("{T}, Remove one or more +1/+1 counters from this creature: Gain control of target creature with "
               "power less than or equal to the number of +1/+1 counters removed this way.")
    cost = first(node, A.RemoveCountersOrMoreCost)
    assert isinstance(cost.source, A.SelfThis)
    removed = first(node, A.NumberOfCountersRemoved)
    assert removed.kind.name.power == "+1"


# -- any counters, counted (CR 122.1) ------------------------------------------------------------------

def test_with_one_or_more_counters():
    node = one("Each creature with one or more counters on it can't attack you or planeswalkers you control.")
    suffix = first(node, A.WithAnyCountersOrMoreOn)
    assert suffix.amount.number.value == 1 and isinstance(suffix.holder, A.It)


def test_for_each_counter_among():
    node = one("Ascendant Acolyte enters the battlefield with a +1/+1 counter on it for each +1/+1 counter among "
               "other creatures you control.", "Ascendant Acolyte")
    per = first(node, A.ForEachCounterAmong)
    assert per.kind.name.power == "+1" and type_names(per.among) == ["creature"]


def test_put_counters_equal_to():
    # CR 107.1: as many counters as the number
    node = one("Put loyalty counters on Garruk the Slayer equal to that creature's toughness.", "Garruk the Slayer")
    put = first(node, A.PutCountersOnEqual)
    assert put.kind.name.name == "loyalty" and isinstance(put.target, A.SelfByName)
    node = one("Whenever this creature or another creature you control is turned face up, put +1/+1 counters on "
               "that creature equal to its power.")
    assert first(node, A.PutCountersOnEqual).kind.name.power == "+1"


def test_no_counters_removed_this_way_and_no_more_counters():
    node = one("If no counters were removed this way, put a flood counter on this enchantment and draw a card.")
    assert isinstance(first(node, A.ConditionalSentence).condition, A.NoCountersRemovedThisWay)
    node = one("If there are no more scream counters on it, put it into your graveyard.")
    cond = first(node, A.NoMoreCountersOnCondition)
    assert cond.kind.name.name == "scream" and isinstance(cond.holder, A.It)


def test_has_exactly_counters_and_fewer_than():
    node = one("Then if it has exactly four +1/+1 counters on it, draw a card.")
    cond = first(node, A.HasExactlyCountersCondition)
    assert cond.amount.number.value == 4 and cond.kind.name.power == "+1"
    node = one("{X}: Put a +1/+1 counter on target creature with fewer than X +1/+1 counters on it.")
    suffix = first(node, A.WithFewerCountersOn)
    assert isinstance(suffix.amount, A.X) and isinstance(suffix.on, A.It)


# -- each kind of counter (CR 122.1) -------------------------------------------------------------------

def test_for_each_kind_put_another_or_remove_one():
    node = one("When Dramatist's Puppet enters the battlefield, for each kind of counter on target permanent, put "
               "another counter of that kind on it or remove one from it.", "Dramatist's Puppet")
    sentence = first(node, A.ForEachCounterSentence)
    assert isinstance(sentence.each, A.EachKindOfCounter)
    assert isinstance(sentence.each.place, A.CountersOnPlace) and isinstance(sentence.each.place.holder, A.Target)
    choice = first(node, A.PutOrRemoveCounters)
    assert isinstance(choice.put, A.PutAnotherCounterOfThatKind) and isinstance(choice.put.target, A.It)


def test_for_each_kind_give_another_counter():
    # CR 122.1: players may have counters too
    node = one("{T}: For each kind of counter on target permanent or player, give that permanent or player another "
               "counter of that kind. Activate only as a sorcery.")
    give = first(node, A.GiveAnotherCounterOfThatKind)
    assert type_names(give.target) == ["permanent", "player"]


def test_for_each_kind_among_on_either_of_those_tokens():
    node = one("Create two 1/1 blue Fish creature tokens with \"This creature can't be blocked.\" Then for each kind "
               "of counter among creatures you control, put a counter of that kind on either of those tokens.")
    sentence = first(node, A.ThenForEachCounterSentence)
    assert isinstance(sentence.each.place, A.CountersAmongPlace)
    put = first(node, A.PutCounterOfThatKind)
    assert isinstance(put.amount, A.One) and isinstance(put.target, A.EitherOfGroup)


def test_copy_for_each_kind_of_counter():
    node = one("When you cast this spell, copy it for each kind of counter among permanents you control.")
    per = first(node, A.ForEachKindOfCounter)
    assert type_names(per.place.among) == ["permanent"]


def test_choose_a_kind_of_counter():
    node = one("Choose a kind of counter on a creature you control. Put a counter of that kind on each other "
               "creature you control.")
    assert type_names(first(node, A.ChooseKindOfCounter).holder) == ["creature"]
    assert isinstance(first(node, A.PutCounterOfThatKind).amount, A.One)


def test_either_of_them():
    # CR 608.2d: the player chooses one of the objects as the effect resolves
    node = one("Put a deathtouch counter on either of them. Then put a menace counter on either of them.")
    assert len(_all(node, A.EitherOfGroup)) == 2


# -- the last counter, evolve, counters put this way (CR 122, 603.2, 608.2c) ---------------------------

def test_last_counter_removed():
    node = one("When the last ore counter is removed from Orcish Mine, destroy enchanted land and Orcish Mine deals "
               "2 damage to that land's controller.", "Orcish Mine")
    event = first(node, A.LastCounterRemovedEvent)
    assert event.kind.name.name == "ore" and isinstance(event.source, A.SelfByName)
    node = one("When you remove the last intervention counter from Divine Intervention, the game is a draw.",
               "Divine Intervention")
    assert first(node, A.RemovesLastCounterEvent).kind.name.name == "intervention"


def test_evolves_event():
    # CR 702.100a
    node = one("Whenever this creature evolves, put a +1/+1 counter on each other creature you control with a "
               "+1/+1 counter on it.")
    assert _all(node, A.EvolvesEvent)


def test_that_had_counters_put_on_it_this_way():
    node = one("Goad each creature that had counters put on it this way.")
    assert isinstance(first(node, A.ThatHadCountersPutThisWay).on, A.It)
    node = one("Put a double strike counter on target creature, then goad each creature that had a double strike "
               "counter put on it this way.")
    suffix = first(node, A.ThatHadKindCountersPutThisWay)
    assert isinstance(suffix.kind, A.KeywordCounter) and isinstance(suffix.amount, A.One)


# -- cumulative upkeep costs that are actions (CR 702.24a, 118.1) ---------------------------------------

def test_cumulative_upkeep_draw_a_card():
    node = one("Cumulative upkeep—Draw a card. (At the beginning of your upkeep, put an age counter on this "
               "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)")
    cost = first(node, A.DrawCost)
    assert isinstance(cost.cards.amount, A.One)


def test_cumulative_upkeep_opponent_gains_life():
    node = one("Cumulative upkeep—An opponent gains 1 life.")
    cost = first(node, A.PlayerGainsLifeCost)
    assert cost.amount.number.value == 1


# ==== session 11 ===============================================================================

def test_number_of_different_kinds_of_counters():
    # CR 122.1: each kind counted once (Perrie, the Pulverizer)
    node = one("Whenever Perrie attacks, target creature you control gains trample and gets +X/+X until end of "
               "turn, where X is the number of different kinds of counters among permanents you control.",
               ("Perrie, the Pulverizer", "Perrie"))
    kinds = first(node, A.NumberOfCounterKinds)
    assert isinstance(kinds.place, A.CountersAmongPlace) and type_names(kinds.place) == ["permanents"] \
        or type_names(kinds.place) == ["permanent"]


def test_three_or_more_kinds_of_counters():
    # CR 122.1 (Hundred-Battle Veteran)
    node = one("As long as there are three or more different kinds of counters among creatures you control, this "
               "creature gets +2/+4.")
    assert first(node, A.CounterKindsOrMoreCondition).amount.number.value == 3


# ==== session 12 ================================================================================

def test_as_turned_face_up_put_counters():
    # CR 708.8, 614.1e: the counters are put as it turns face up (Hooded Hydra)
    node = one("As this creature is turned face up, put five +1/+1 counters on it.")
    face_up = first(node, A.AsTurnedFaceUp)
    assert isinstance(face_up.subject, A.SelfThis)
    put = first(face_up.effects, A.PutCounters)
    assert put.amount.number.value == 5 and isinstance(put.target, A.It)
