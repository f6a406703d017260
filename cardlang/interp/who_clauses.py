"""Players described by a relative clause: "each player who controls a multicolored
creature", "an opponent who controls more lands than you", "each opponent who lost life this
turn", "target player who attacked this turn", "each opponent who cast a spell this turn".

A ``WhoClause`` is a qualifier of a player filter: ``test(game, ctx, player)``, asked of each
player as the filter is (as the instruction resolves, CR 608.2c; for a target, as it is chosen
and again on resolution, 608.2b). A clause about what happened "this way" (an earlier
instruction's results) has no handler yet and stays unrunnable."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .conditions_more import attacked_this_turn_by, controlled_count as _controlled
from .registry import Env, Unrunnable, handles
from .targets import filter_pred, player_test


@handles(A.WhoClause, role="qualifier")
def _who(node: A.WhoClause, env: Env):
    what = node.predicate
    if isinstance(what, A.ControlsObjects):
        objects = what.objects
        if not (isinstance(objects, A.Quantified) and isinstance(objects.quantifier, (A.ArticleA, A.ArticleAn))):
            raise Unrunnable(objects, "controlling this many objects")
        pred, kind = filter_pred(objects.filter, env)
        if kind != "permanent":
            raise Unrunnable(objects, "controlling these objects")
        # "who controls a white creature": at least one such permanent (108.4)
        return lambda g, c, p: p in g.players and _controlled(g, c, p, pred) > 0
    if isinstance(what, A.ControlsMoreThan) and what.player is None:
        # "an opponent who controls more lands than you" (109.4): more than each player named
        pred, kind = filter_pred(what.filter, env)
        if kind != "permanent":
            raise Unrunnable(what.filter, "counting these objects")
        other = player_test(what.other, env)

        def more(g, c, p):
            rest = [q for q in g.order if q != p and not g.players[q].lost and other(g, c, q)]
            return p in g.players and bool(rest) and all(_controlled(g, c, p, pred) > _controlled(g, c, q, pred)
                                                        for q in rest)
        return more
    if isinstance(what, A.LostLifeThisTurn):
        # "who lost life this turn" (119.3: any life lost this turn counts)
        return lambda g, c, p: p in g.players and g.players[p].life_lost_this_turn > 0
    if isinstance(what, A.AttackedThisTurnPlayer):
        # "who attacked this turn" (508.1)
        return lambda g, c, p: p in g.players and attacked_this_turn_by(g, p)
    if isinstance(what, A.CastThisTurn):
        spell = what.spell
        if not (isinstance(spell, A.Quantified) and isinstance(spell.quantifier, (A.ArticleA, A.ArticleAn))
                and _is_any_spell(spell.filter)):
            raise Unrunnable(spell, "casting this kind of spell")
        # "who cast a spell this turn" (601.2i: a spell becomes cast once its costs are paid)
        return lambda g, c, p: p in g.players and g.players[p].spells_cast_this_turn > 0
    raise Unrunnable(what, f"the player qualifier 'who' {type(what).__name__}")


def _is_any_spell(flt) -> bool:
    """The filter is just "spell" (no color, type or other requirement)."""
    words = [w for g in getattr(flt.types, "items", ()) if isinstance(g, A.TypeGroup) for w in g.words]
    return not flt.adjectives.items and not flt.suffixes.items and len(words) == 1 \
        and words[0].negation is None and words[0].name.name == "spell"
