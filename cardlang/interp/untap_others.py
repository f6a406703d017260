""""Untap all creatures you control during each other player's untap step.", "Untap this
creature during each other player's untap step." (CR 502.3): a static ability (kernel
``turn.UntapDuringOtherUntapSteps``) -- in the untap step of each player other than its
controller, the permanents it names untap too (the active player's untap, 502.3, is unchanged)."""
from __future__ import annotations

from cardlang.kernel.turn import UntapDuringOtherUntapSteps
from cardlang.syntax import ast as A

from .conditions import static_context
from .registry import Env, Unrunnable, handles


@handles(A.UntapDuringOthersUntapSteps, role="static")
def untap_during_others(node, env: Env):
    from .targets import filter_pred
    what = node.what
    if isinstance(what, (A.SelfThis, A.SelfByName)):
        perms = lambda g, src: [src]   # noqa: E731
    elif isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.All, A.Each)) or isinstance(what, A.AllMatching):
        pred, kind = filter_pred(what.filter, env)
        if kind != "permanent":
            raise Unrunnable(what, f"untapping {kind}s")
        perms = lambda g, src: [i for i in g.battlefield() if pred(g, static_context(g.objects[src]), i)]   # noqa: E731
    else:
        raise Unrunnable(what, "untapping these")
    return UntapDuringOtherUntapSteps(text=env.data.get("text", ""), permanents=perms)
