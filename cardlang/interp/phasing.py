"""Phasing (CR 702.26): "Target creature phases out.", "~ phases out.", "Any number of target
nonland permanents you control phase out." and the keyword "Phasing".

Phasing out is the kernel's (``kernel/phasing.py``): the permanent and what is attached to it
are treated as though they don't exist (702.26b, g) until its controller's next untap step,
where they phase in before anything untaps (502.1, 702.26a). The keyword is a marker the
kernel's untap step reads."""
from __future__ import annotations

from cardlang.kernel.phasing import phase_out
from cardlang.syntax import ast as A

from .registry import handles
from .zones import _each


@handles(A.PhasesOut)
def phases_out(node, env):
    """CR 702.26b: each permanent named phases out (one on the battlefield; a phased-out one
    or a card elsewhere is unaffected)."""
    return _each(node.what, env, lambda g, c, i: phase_out(g, [i], cause=c.source), "phase out")
