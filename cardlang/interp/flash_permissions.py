""""You may cast sorcery spells as though they had flash.", "Any player may cast creature and
enchantment spells as though they had flash.", "You may cast this spell as though it had flash."
(CR 702.8a, 601.3): kernel ``casting.CastAsThoughFlash``, asked as a spell is cast."""
from __future__ import annotations

from cardlang.kernel.casting import CASTING_ZONES, CastAsThoughFlash
from cardlang.syntax import ast as A

from .conditions import static_context
from .keywords import _kwname
from .mana import _spell_filter
from .registry import Env, Unrunnable, handles
from .targets import filter_pred


@handles(A.MayCastAsThough, role="static")
def may_cast_as_though(node: A.MayCastAsThough, env: Env):
    if _kwname(node.keyword) != "flash":
        raise Unrunnable(node.keyword, "casting as though it had this keyword")
    text = env.data.get("text", "")
    if isinstance(node.spell, (A.SelfThis, A.SelfByName)):
        if not isinstance(node.player, A.You):
            raise Unrunnable(node.player, "another player casting this card as though it had flash")
        # the card's own permission functions wherever it may be cast from (601.3e)
        return CastAsThoughFlash(own=True, zones=CASTING_ZONES, text=text)
    if not isinstance(node.player, (A.You, A.AnyPlayer)):
        raise Unrunnable(node.player, "this player casting as though it had flash")
    # "sorcery spells": the spell word says only that they are being cast; the card's
    # characteristics are matched (its types and colors as it is cast)
    pred, _ = filter_pred(_spell_filter(node.spell), env)
    return CastAsThoughFlash(spells=lambda g, src, card: pred(g, static_context(g.objects[src]), card),
                             anyone=isinstance(node.player, A.AnyPlayer), text=text)
