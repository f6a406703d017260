""""Any player may ..." offers (the punisher wording): "Any player may have Browbeat deal 5
damage to them. If no one does, target player draws three cards.", "When ~ enters, any
player may sacrifice a land. If a player does, put ~ on top of its owner's library."

CR 101.4: players who may act make their choices in turn order, the active player first.
The instruction is done by one player: the first who takes the offer follows it (608.2c:
"them" is that player), and the players after are not asked. "If a player does" is true
when one did (608.2c), "If no one does" when every player declined."""
from __future__ import annotations

from cardlang.syntax import ast as A

from cardlang.kernel.choices import Decision

from .registry import Unrunnable, dispatch
from .targets import amount, filter_pred
from .sentences import CONDITIONS


def _able(effect, env):
    """-> fn(g, c, p): whether player p can do all of the offered action. A player who can't
    sacrifice two creatures or discard three cards can't take the offer (as a cost can't be
    paid without what it needs, CR 118.3), so "If a player does" never follows a half-done one."""
    if isinstance(effect, A.HaveDealDamage):
        return lambda g, c, p: True
    if isinstance(effect, (A.Sacrifice, A.Discard)) and isinstance(effect.what, (A.Counted, A.Quantified)):
        what = effect.what
        if isinstance(what, A.Quantified) and not isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
            raise Unrunnable(what.quantifier, "this many objects in an offer to any player")
        n = amount(what.amount, env) if isinstance(what, A.Counted) else (lambda g, c: 1)
        pred, _ = filter_pred(what.filter, env)
        if isinstance(effect, A.Sacrifice):
            return lambda g, c, p: sum(1 for i in g.battlefield()
                                       if g.chars(i).controller == p and pred(g, c, i)) >= n(g, c)
        return lambda g, c, p: sum(1 for i in g.zones[f"hand:{p}"] if pred(g, c, i)) >= n(g, c)
    raise Unrunnable(effect, "this action offered to any player")


def any_player_may(node: A.MayEffect, env, text: str):
    if getattr(node.player.noun, "name", None) != "player":
        raise Unrunnable(node.player, "'any' of these players")
    able = _able(node.effect, env)

    def acting(g, c):
        p = c.data.get("acting_player")
        return [p] if p is not None else []
    saved_it, saved_they = env.it, env.data.get("they")
    env.it, env.data["they"] = acting, acting     # "deal 5 damage to them": the player who does it
    try:
        inner = dispatch(node.effect, env, "effect")
    finally:
        env.data["they"] = saved_they
        if env.it is acting:
            env.it = saved_it

    env.data["offered_to"] = "any"    # for "If a player does" / "If no one does" after it

    def run(g, c):
        saved = c.data.get("acting_player")
        c.data["did"] = False
        try:
            for p in (q for q in g.apnap_order() if not g.players[q].lost):   # 101.4
                if not able(g, c, p):
                    continue
                ans = g.ask(Decision("may", f"{g.name_of(p)} may: {text}", p, ["yes", "no"], rule="101.4"))
                if ans not in ("yes", True, 0, "no", False, 1):
                    from cardlang.kernel import RulesError
                    raise RulesError(f"{ans!r} isn't yes or no", "609.3")
                if ans in ("yes", True, 0):
                    c.data["did"] = True
                    c.data["acting_player"] = p
                    inner(g, c)
                    break       # one player does it; the others aren't asked
        finally:
            c.data["acting_player"] = saved
            if saved is None:
                c.data.pop("acting_player", None)
    return run


def if_does(node, env):
    """"If you do, ...", "If a player does, ...", "If the player does / If they do, ..." (608.2c):
    the player offered the "may" just before took it. Another player's "does" is read only
    after an offer made to another player ("that player may ...") or to any player."""
    who, offered = node.player, env.data.get("offered_to")
    if isinstance(who, A.You):
        # after "you may ..." (or a payment, a reveal): whether the player chose to and did; after
        # an instruction that isn't optional: whether it was carried out (sentences._follow)
        return lambda g, c: bool(c.data["did"]) if c.data.get("did") is not None else bool(c.data.get("did_instruction"))
    that_player = isinstance(who, (A.They, A.ThatPlayer)) or \
        isinstance(who, A.TheObject) and getattr(who.noun, "name", None) == "player"    # "If the player does"
    if isinstance(who, A.Quantified) and offered == "any" or that_player and offered == "other":
        return lambda g, c: bool(c.data.get("did"))
    raise Unrunnable(who, "'if they do' with no offer to that player before")


def no_one_does(node, env):
    """"If no one does, ...": every player declined the offer just before (101.4)."""
    if env.data.get("offered_to") != "any":
        raise Unrunnable(node, "'if no one does' with no offer to any player before")
    return lambda g, c: c.data.get("did") is False


CONDITIONS[A.IfDoes] = if_does
CONDITIONS[A.NoOneDoes] = no_one_does
