""""Create a token that's a copy of target creature you control" (CR 707.2, 111.1):
the token's copiable values are the original's (707.2: as modified by other copy
effects; not counters, not other effects); a double-faced original gives a
double-faced token (707.8a).  An original that has left the battlefield is copied
as it last existed (608.2h).  "That token" / "it" is then the token created."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import amount, resolver


@handles(A.CreateTokenCopy)
def create_token_copy(node, env):
    exceptions = None
    if node.exception is not None:
        from .copy_exceptions import copy_exceptions
        exceptions = copy_exceptions(node.exception, env.card_name)    # 707.9b
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player creating the copy")
    words = [w for w in getattr(node.token, "words", ()) if not (isinstance(w, A.TypeName) and w.name == "token")]
    if words or getattr(node.token, "with_", None) is not None:
        raise Unrunnable(node.token, "a token copy with other characteristics")
    n = amount(node.amount, env)
    of = resolver(node.of, env)

    def run(g, c):
        ids = []
        with g.simultaneously():   # the copies are created at once: one batch (603.2c)
            for original in of(g, c):
                if original in g.players or not (original in g.objects or original in g.lki):
                    continue
                for _ in range(n(g, c)):
                    ids += g.create_token_copy(c.controller, original, cause=c.source, exceptions=exceptions)
        c.data["created"] = ids
    env.it = lambda g, c: [i for i in c.data.get("created", []) if i in g.objects]
    env.data["made_tokens"] = True      # "the token" (refs_back.py)
    return run
