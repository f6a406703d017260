"""Creating tokens (CR 111): predefined tokens (111.10), library token
definitions, and tokens described by their characteristics (111.4)."""
from __future__ import annotations

from dataclasses import replace

from cardlang.kernel import CardDef, FaceDef, predefined
from cardlang.syntax import ast as A

from .refs_groups import name_group
from .registry import Unrunnable, handles
from .targets import amount, for_each_count, resolver

#: token definitions by name line ("Treasure", "Goblin"), filled from token cards
#: the runner loads (cards/tokens.cards); the kernel's predefined tokens are the fallback.
TOKEN_LIBRARY: dict[str, CardDef] = {}


def register_token(definition: CardDef) -> None:
    TOKEN_LIBRARY[definition.front.name] = definition


def token_definition(desc: A.TokenDesc, *, tapped_ok: bool = False) -> CardDef:
    """The token's characteristics (CR 111.4).  "tapped" is a status, not a
    characteristic (110.5): only a caller that makes the token enter tapped may pass
    ``tapped_ok``."""
    power = toughness = None
    colors: list[str] = []
    types: list[str] = []
    subtypes: list[str] = []
    supertypes: list[str] = []
    words = getattr(desc, "words", None)
    if not isinstance(words, tuple):
        # a description of another shape (a token described by a choice, a copy, a list of
        # tokens): a gap in the interpreter, reported, never a crash
        raise Unrunnable(desc, "this token description")
    for w in words:
        if isinstance(w, A.PowerToughness):
            power, toughness = _pt(w.power), _pt(w.toughness)
        elif isinstance(w, A.Color):
            if w.name.lower() != "colorless":
                colors.append(w.name.lower())
        elif isinstance(w, A.TokenTapped) and tapped_ok:
            pass
        elif isinstance(w, A.TokenColorAnd) and all(isinstance(x, A.Color) for x in (w.first, w.second)):
            colors += [x.name.lower() for x in (w.first, w.second)]     # "green and white" (CR 111.4)
        elif isinstance(w, A.TypeName):
            if w.category == "card_type":
                types.append(w.name.capitalize())
            elif w.category == "subtype":
                subtypes.append(w.name)
            elif w.category == "supertype":
                supertypes.append(w.name.capitalize())
            elif w.category == "object" and w.name == "token":
                pass
            else:
                raise Unrunnable(w, "this word in a token description")
        else:
            raise Unrunnable(w, "this word in a token description")
    abilities = []
    if getattr(desc, "with_", None) is not None:
        from .registry import Env
        kws = getattr(desc.with_, "keywords", None)
        quoted = getattr(desc.with_, "ability", None)
        if kws is None and quoted is None:
            raise Unrunnable(desc.with_, "this ability of a token")
        if kws is not None:
            # each keyword compiles to what it means (a marker the kernel checks, or the
            # abilities it stands for: decayed, prowess...); an unknown one is Unrunnable
            from .keywords import keyword_abilities
            abilities.extend(keyword_abilities(kws, Env("token")))
        if quoted is not None:
            # 'a 1/1 Fish creature token with "This creature can't be blocked."' (CR 111.4):
            # the quoted ability is the token's own, "this creature" being the token (113.7)
            from .statics import quoted_abilities
            abilities.extend(quoted_abilities(quoted, Env("token")))
    if not types and power is None and len(subtypes) == 1 and not colors and not abilities:
        name = subtypes[0]
        if name in TOKEN_LIBRARY:
            return TOKEN_LIBRARY[name]
        try:
            return predefined(name)
        except KeyError:
            pass
        from .tokens_predefined import predefined_from_text
        if (definition := predefined_from_text(name, desc)) is not None:
            return definition      # CR 111.10e/g/u: compiled from its rules text
        raise Unrunnable(desc, f"no token definition named {name!r}")
    name = " ".join(subtypes) + " Token" if subtypes else "Token"   # CR 111.4
    face = FaceDef(name, None, tuple(types), tuple(supertypes), tuple(subtypes),
                   tuple(colors) if colors else None, power, toughness, None, tuple(abilities))
    return CardDef((face,), token=True)


def _pt(v: str):
    try:
        return int(v)
    except ValueError:
        return v


def with_x(definition: CardDef):
    """-> fn(ctx) -> the definition with an "X/X" token's X as it is when the token is
    created (CR 107.3: X of the spell or ability, or ", where X is ...", 608.2h); the
    definition itself when its power and toughness have no X."""
    face = definition.front
    if face.power not in ("X", "*X") and face.toughness not in ("X", "*X"):
        return lambda c: definition

    def concrete(c):
        x = c.x or 0
        pt = {k: x if v in ("X", "*X") else v for k, v in (("power", face.power), ("toughness", face.toughness))}
        return replace(definition, faces=(replace(face, **pt),) + definition.faces[1:])
    return concrete


@handles(A.CreateToken)
def create_token(node, env):
    n = amount(node.amount, env)
    definition = with_x(token_definition(node.token, tapped_ok=True))
    # "create a tapped Powerstone token": the token enters tapped (CR 111.1, 110.5)
    tapped = any(isinstance(w, A.TokenTapped) for w in getattr(node.token, "words", ()))
    # "create a ... token for each <filter>" (CR 107.1): counted as the effect happens (608.2h)
    times = for_each_count(node.for_each, env)
    # "Its controller creates ...": the player named creates the tokens (CR 111.2)
    who = None if node.subject is None or isinstance(node.subject, A.You) else resolver(node.subject, env)
    # "Create two 1/1 ... tokens. ... those creatures gain deathtouch" (608.2c)
    group = None if isinstance(node.amount, A.One) and times is None else name_group(env)

    def run(g, c):
        # with no subject: the player following the instruction (608.2c), e.g. each of
        # "You and that player each create ..."
        players = who(g, c) if who is not None else [c.data.get("acting_player", c.controller)]
        ids = []
        with g.simultaneously():   # each player's tokens are created at once (101.4): one batch
            for p in players:
                count = n(g, c) * (times(g, c) if times is not None else 1)
                ids += g.create_token(p, definition(c), count, cause=c.source, tapped=tapped)
        c.data["created"] = ids
        if group is not None:
            c.data[group] = list(ids)
    env.it = lambda g, c: [i for i in c.data.get("created", []) if i in g.objects]
    env.data["made_tokens"] = True      # "the token" (refs_back.py)
    return run


@handles(A.CreateTokenAttacking, A.CreateTokenAttackingUntapped)
def create_token_attacking(node, env):
    """"create a 1/1 white Bird creature token with flying that's tapped and attacking"
    (CR 508.4): put onto the battlefield attacking, never declared as an attacker (no
    "attacks" trigger, 508.3a). Its controller chooses the player it attacks, unless the
    text names one ("attacking that player"). Outside combat it's just created (506.3a)."""
    from .attack_keywords import put_onto_battlefield_attacking
    n = amount(node.amount, env)
    definition = with_x(token_definition(node.token, tapped_ok=True))
    tapped = isinstance(node, A.CreateTokenAttacking)
    times = for_each_count(getattr(node, "for_each", None), env)
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player creating attacking tokens")
    whom = resolver(node.whom, env) if node.whom is not None else None

    def run(g, c):
        count = n(g, c) * (times(g, c) if times is not None else 1)
        ids = g.create_token(c.controller, definition(c), count, cause=c.source, tapped=tapped)
        c.data["created"] = ids
        for t in ids:
            if whom is None:
                put_onto_battlefield_attacking(g, c.controller, t, "508.4")
                continue
            opps = [p for p in whom(g, c) if p in g.opponents(c.controller) and not g.players[p].lost]
            if g.combat is not None and opps and t in g.objects and g.chars(t).is_creature \
                    and c.controller == g.active_player:
                g.combat.attackers[t] = opps[0]
                g.note(f"{g.name_of(t)} is attacking {g.name_of(opps[0])}", rule="508.4")
    env.it = lambda g, c: [i for i in c.data.get("created", []) if i in g.objects]
    env.data["made_tokens"] = True      # "the token" (refs_back.py)
    return run
