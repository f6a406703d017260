"""Keyword actions that are one-shot game actions of their own (CR 701): proliferate
(701.34), bolster (701.39), amass (701.47), investigate (701.16), clash (701.30), and
switching power and toughness (613.4d).

Plain functions over a :class:`~cardlang.kernel.game.Game` (no mixin: the game class
stays as it is); every choice is a :class:`Decision` through the one Chooser
(principle 6), named by what it decides:

* ``choose_objects``: the permanents and players proliferated (a set, possibly empty);
* ``choose``: the creature bolstered or the Army amassed, among the tied ones;
* ``may``: whether a clashing player puts the revealed card on the bottom (yes/no).
"""
from __future__ import annotations

from typing import Any

from .choices import Decision
from .errors import RulesError
from .events import MarkerEvent
from .layers import ContinuousEffect, add_types


def exert(game, permanent: int, player: int, cause: Any = None, as_attacks: bool = False) -> bool:
    """CR 701.43a: to exert a permanent, ``player`` (its controller) chooses to have it not
    untap during their next untap step (502.3); 701.43b: exerted again before then, each
    such effect ends in that same untap step; 701.43c: only a permanent on the battlefield.
    A marker "exerted" for "Whenever you exert a creature" and for the "When you do"
    linked to "You may exert this creature as it attacks" (``as_attacks``, 607.2h)."""
    from .restrictions import DOESNT_UNTAP, Restriction
    o = game.objects.get(permanent)
    if o is None or o.zone != "battlefield":
        return False
    game.add_restriction(Restriction(f"{game.name_of(permanent)} is exerted (doesn't untap during "
                                     f"{game.name_of(player)}'s next untap step)", DOESNT_UNTAP,
                                     lambda g, ch: ch.id == permanent, locked=frozenset({permanent}),
                                     untap_player=player))
    game.perform(MarkerEvent(name="exerted", data={"object": permanent, "player": player, "as_attacks": as_attacks},
                             say=f"{game.name_of(player)} exerts {game.name_of(permanent)}"))
    return True


def proliferate(game, player: int, cause: Any = None) -> list[int]:
    """CR 701.34a: choose any number of permanents and/or players that have a counter,
    then give each one additional counter of each kind it already has.  Returns the
    permanents and players chosen."""
    with_counters = [p for p in game.order if not game.players[p].lost and game.players[p].counters]
    with_counters += [i for i in game.battlefield() if game.objects[i].counters]
    chosen = game._ask_cards("choose_objects", "proliferate: choose permanents and/or players with counters",
                             player, with_counters, 0, len(with_counters), "701.34a")
    for i in chosen:
        store = game.players[i].counters if i in game.players else game.objects[i].counters
        for kind in list(store):
            game.put_counters(i, kind, 1, cause=cause)
    game.perform(MarkerEvent(name="proliferate", data={"player": player, "chosen": list(chosen)},
                             say=f"{game.name_of(player)} proliferates: "
                                 f"{', '.join(game.name_of(i) for i in chosen) or 'nothing'}"))
    return chosen


def _choose_one(game, player: int, options: list[int], prompt: str, rule: str) -> int | None:
    """One of ``options`` (a ``choose`` decision; a single option needs no question)."""
    if not options:
        return None
    if len(options) == 1:
        return options[0]
    d = Decision("choose", prompt, player, list(options), rule=rule)
    ans = game._target_answer(game.ask(d), options)
    if ans not in options:
        raise RulesError(f"{game.name_of(ans) if isinstance(ans, int) else ans} can't be chosen ({prompt})", rule)
    return ans


def bolster(game, player: int, n: int, cause: Any = None) -> int | None:
    """CR 701.39a: choose a creature you control with the least toughness (or tied for
    it) among creatures you control; put N +1/+1 counters on it."""
    mine = [i for i in game.battlefield() if game.chars(i).controller == player and game.chars(i).is_creature]
    if not mine:
        return None
    def tough(i):
        t = game.chars(i).toughness
        return t if isinstance(t, int) else 0
    least = min(tough(i) for i in mine)
    pick = _choose_one(game, player, [i for i in mine if tough(i) == least],
                       "bolster: choose a creature with the least toughness", "701.39a")
    if n > 0:
        game.put_counters(pick, "+1/+1", n, cause=cause)
    return pick


def amass(game, player: int, subtype: str, n: int, cause: Any = None, source_name: str = "amass") -> int | None:
    """CR 701.47a: if you don't control an Army creature, create a 0/0 black [subtype]
    Army creature token; choose an Army creature you control; put N +1/+1 counters on
    it; if it isn't a [subtype], it becomes one in addition to its other types (an
    effect with no duration: for as long as it stays on the battlefield, 611.2a)."""
    from .objects import CardDef, FaceDef

    def armies():
        return [i for i in game.battlefield() if game.chars(i).controller == player
                and game.chars(i).is_creature and "Army" in game.chars(i).subtypes]
    if not armies():
        name = f"{subtype} Army Token"                                      # CR 111.4
        token = CardDef((FaceDef(name, None, ("Creature",), (), (subtype, "Army"), ("black",), 0, 0),), token=True)
        game.create_token(player, token, cause=cause)
    pick = _choose_one(game, player, armies(), "amass: choose an Army creature you control", "701.47a")
    if pick is None:
        return None      # 701.47b: it amassed even so
    if n > 0:
        game.put_counters(pick, "+1/+1", n, cause=cause)
    if pick in game.objects and subtype not in game.chars(pick).subtypes:
        ids = frozenset({pick})
        game.add_effect(add_types(source_name, subtypes=(subtype,), applies_to=lambda g, c: c.id in ids,
                                  locked=ids))
    return pick


def investigate(game, player: int, cause: Any = None) -> list[int]:
    """CR 701.16a: "Investigate" means "Create a Clue token" (111.10f)."""
    return game.create_token(player, "Clue", cause=cause)


def switch_pt(name: str, ids, **kw) -> ContinuousEffect:
    """CR 613.4d: an effect that switches a creature's power and toughness applies in
    layer 7d, after every other change to them (counters included, 7c)."""
    locked = frozenset(ids)

    def m(game, c):
        c.power, c.toughness = c.toughness, c.power
    return ContinuousEffect(name, "7d", m, lambda g, c: c.id in locked, locked=locked, **kw)


def clash(game, player: int, opponent: int, cause: Any = None) -> bool:
    """CR 701.30b-c: "Clash with an opponent": the player and that opponent each reveal
    the top card of their library at the same time, then in APNAP order each decides
    whether to put that card on the bottom (701.30a), then those cards move at the same
    time.  701.30d: the player wins if their card's mana value is higher.  Returns
    whether ``player`` won."""
    from .objects import mana_value
    clashing = [p for p in game.order if p in (player, opponent)]     # 101.4: APNAP order
    if game.active_player in clashing:
        i = clashing.index(game.active_player)
        clashing = clashing[i:] + clashing[:i]
    revealed = {p: (game.top_cards(p, 1) or [None])[0] for p in clashing}
    for p in clashing:
        card = revealed[p]
        game.note(f"{game.name_of(p)} clashes, revealing {game.name_of(card) if card else 'nothing'}", rule="701.30a")
    bottom = []
    for p in clashing:
        card = revealed[p]
        if card is None:
            continue
        d = Decision("may", f"clash: put {game.name_of(card)} on the bottom of your library?", p,
                     ["yes", "no"], rule="701.30a")
        if str(game.ask(d)).lower() in ("yes", "true"):
            bottom.append(p)
    for p in bottom:                                                   # 701.30c: at the same time
        game._restack(p, bottom=[revealed[p]])
    def mv(p):
        card = revealed.get(p)
        return mana_value(game.objects[card]) if card is not None and card in game.objects else None
    mine, theirs = mv(player), mv(opponent)
    won = mine is not None and (theirs is None or mine > theirs)
    game.perform(MarkerEvent(name="clash", data={"player": player, "opponent": opponent, "won": won},
                             say=f"{game.name_of(player)} {'wins' if won else 'does not win'} the clash"))
    return won


def flip_coin(game, player: int, cause: Any = None) -> bool:
    """CR 705.2: the player who flips calls "heads" or "tails" (a ``mode`` decision),
    then the coin lands heads or tails with equal likelihood (705.1; the game's seeded
    random source); they win the flip if the call matches the result.  Returns whether
    they won."""
    from .choices import MODE
    d = Decision(MODE, "call the coin flip: heads or tails", player, ["heads", "tails"], rule="705.2")
    call = str(game.ask(d)).lower()
    if call not in ("heads", "tails"):
        raise RulesError(f"{call!r} isn't heads or tails", "705.2")
    result = game.rng.choice(["heads", "tails"])
    won = call == result
    game.perform(MarkerEvent(name="coin_flip", data={"player": player, "call": call, "result": result, "won": won},
                             say=f"{game.name_of(player)} calls {call} and flips a coin: {result} "
                                 f"({'wins' if won else 'loses'} the flip)"))
    return won


def populate(game, player: int, cause: Any = None) -> list[int]:
    """CR 701.36a: choose a creature token you control and create a token that's a copy
    of it (707.2); with none, nothing happens."""
    tokens = [i for i in game.battlefield() if game.chars(i).controller == player and game.chars(i).token
              and game.chars(i).is_creature]
    pick = _choose_one(game, player, tokens, "populate: choose a creature token you control", "701.36a")
    return game.create_token_copy(player, pick, cause=cause) if pick is not None else []


def adapt(game, permanent: int, n: int, cause: Any = None) -> None:
    """CR 701.46a: if this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."""
    o = game.objects.get(permanent)
    if o is not None and o.zone == "battlefield" and not o.counters.get("+1/+1") and n > 0:
        game.put_counters(permanent, "+1/+1", n, cause=cause)


def monstrosity(game, permanent: int, n: int, cause: Any = None) -> bool:
    """CR 701.37a: if this permanent isn't monstrous, put N +1/+1 counters on it and it
    becomes monstrous (701.37b: a designation kept until it leaves the battlefield --
    on the object, so a new object isn't monstrous, 400.7).  Returns whether it became
    monstrous."""
    o = game.objects.get(permanent)
    if o is None or o.zone != "battlefield" or o.linked.get("monstrous"):
        return False
    if n > 0:
        game.put_counters(permanent, "+1/+1", n, cause=cause)
    if permanent in game.objects:
        game.objects[permanent].linked["monstrous"] = True
        game.perform(MarkerEvent(name="becomes_monstrous", data={"object": permanent},
                                 say=f"{game.name_of(permanent)} becomes monstrous"))
    return True


def explore(game, permanent: int, cause: Any = None) -> None:
    """CR 701.44a: the permanent's controller (as it last existed, 701.44c) reveals the
    top card of their library; a land card goes to their hand; otherwise the permanent
    gets a +1/+1 counter and the player may put the revealed card into their graveyard."""
    c = game.chars(permanent)          # last known information if it left (701.44c)
    p = c.controller
    top = game.top_cards(p, 1)
    if not top:
        game.note(f"{game.name_of(permanent)} explores: {game.name_of(p)}'s library is empty", rule="701.44a")
    else:
        card = top[0]
        game.note(f"{game.name_of(permanent)} explores: {game.name_of(p)} reveals {game.name_of(card)}",
                  rule="701.44a")
        if "Land" in game.chars(card).types:
            game.move(card, "hand", reason="explore", cause=cause)
        else:
            if permanent in game.objects and game.objects[permanent].zone == "battlefield":
                game.put_counters(permanent, "+1/+1", 1, cause=cause)
            d = Decision("may", f"explore: put {game.name_of(card)} into your graveyard?", p, ["yes", "no"],
                         rule="701.44a")
            if str(game.ask(d)).lower() in ("yes", "true"):
                game.move(card, "graveyard", reason="explore", cause=cause)
    game.perform(MarkerEvent(name="explores", data={"object": permanent, "player": p},
                             say=f"{game.name_of(permanent)} explores"))


def connive(game, permanent: int, cause: Any = None, discard=None) -> None:
    """CR 701.50a: the permanent's controller (as it last existed, 701.50c) draws a card,
    then discards a card; if a nonland card is discarded this way, they put a +1/+1
    counter on the conniving permanent.  ``discard(game, player, n) -> new ids`` is the
    discard the caller uses (a player's choice, 701.9a)."""
    c = game.chars(permanent)
    p = c.controller
    game.draw(p, 1, cause=cause)
    gone = discard(game, p, 1) if discard is not None else []
    nonland = any(i is not None and i in game.objects and "Land" not in game.chars(i).types for i in gone)
    if nonland and permanent in game.objects and game.objects[permanent].zone == "battlefield":
        game.put_counters(permanent, "+1/+1", 1, cause=cause)
    game.perform(MarkerEvent(name="connives", data={"object": permanent, "player": p},
                             say=f"{game.name_of(permanent)} connives"))


def allow_additional_land(game, player: int) -> None:
    """CR 305.2: "You may play an additional land this turn": one more land play for the
    rest of this turn (begin_turn resets it)."""
    pl = game.player(player)
    pl.extra_land_plays = getattr(pl, "extra_land_plays", 0) + 1
    game.note(f"{pl.name} may play an additional land this turn", rule="305.2")
