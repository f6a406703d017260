"""Manifest (CR 701.40) and manifest dread (701.62): "Manifest dread.", "Its controller
manifests dread.", "Manifest the top card of your library, then put two +1/+1 counters on it.",
"Manifest the top two cards of your library.", "Manifest a card from your hand.".

The kernel's ``manifest`` module puts the card onto the battlefield face down as a 2/2
(701.40a, 708.2a) and gives its controller the special action that turns it face up for its mana
cost if it's a creature card (701.40b). "It" / "that creature" afterwards is the manifested
permanent (608.2c)."""
from __future__ import annotations

from cardlang.kernel.manifest import manifest, manifest_dread
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import each_player_acting, player_resolver, resolver, zone_owners


def _actor(c) -> int:
    """The player following the instruction (its subject, else the ability's controller)."""
    return c.data.get("acting_player", c.controller)


def _manifested(env) -> None:
    env.it = lambda g, c: [i for i in c.data.get("manifested", []) if i in g.objects]


def _dread(times: int):
    def run(g, c):
        made = []
        for _ in range(times):
            new = manifest_dread(g, _actor(c), cause=c.source)
            if new is not None:
                made.append(new)
        c.data["manifested"] = made
    return run


@handles(A.ManifestDread)
def manifest_dread_effect(node, env):
    """CR 701.62a: look at the top two cards of your library, manifest one, put the other into
    your graveyard."""
    _manifested(env)
    return _dread(1)


@handles(A.ManifestDreadTwice)
def manifest_dread_twice(node, env):
    """"Manifest dread twice": the action done two times in a row (701.62a)."""
    _manifested(env)
    return _dread(2)


@handles(A.PlayerManifestsDread)
def player_manifests_dread(node, env):
    """"Its controller manifests dread.": that player looks at the top two cards of their
    library, manifests one under their control, and the other goes to their graveyard."""
    who = player_resolver(node.player, env)
    _manifested(env)
    return each_player_acting(who, _dread(1))


def _top_card(node, env):
    """"the top card of <zone>": only a library's (701.40a)."""
    zone = node.zone
    if not (isinstance(zone, A.ZoneRef) and getattr(zone.zone, "name", "") == "library"):
        raise Unrunnable(zone, "manifesting from this zone")
    return zone_owners(zone.owner, env)


def _manifest_tops(owners):
    def run(g, c):
        made = []
        for p in owners(g, c):
            lib = g.zones[f"library:{p}"]
            if lib:
                new = manifest(g, _actor(c), lib[-1], cause=c.source)
                if new is not None:
                    made.append(new)
        c.data["manifested"] = made
    return run


@handles(A.ManifestTop)
def manifest_top(node, env):
    """"Manifest the top card of your library." (701.40a)"""
    owners = _top_card(node, env)
    _manifested(env)
    return _manifest_tops(owners)


@handles(A.PlayerManifestsTop)
def player_manifests_top(node, env):
    """"Its controller manifests the top card of their library.": under that player's control
    (701.40a)."""
    who = player_resolver(node.player, env)
    owners = _top_card(node, env)
    _manifested(env)
    return each_player_acting(who, _manifest_tops(owners))


@handles(A.ManifestCards)
def manifest_cards(node, env):
    """"Manifest the top two cards of your library.", "Manifest a card from your hand.": the
    cards are manifested one at a time (701.40e)."""
    saved, env.data["verb"] = env.data.get("verb"), "manifest"
    try:
        res = resolver(node.what, env)
    finally:
        env.data["verb"] = saved
    _manifested(env)

    def run(g, c):
        made = []
        for i in res(g, c):
            if i in g.objects and g.objects[i].zone != "battlefield":
                new = manifest(g, _actor(c), i, cause=c.source)
                if new is not None:
                    made.append(new)
        c.data["manifested"] = made
    return run


@handles(A.FaceDown, role="qualifier")
def face_down_qualifier(adj, env):
    """"face-down creatures", "a face-down permanent you control", "face-down creature spells"
    (CR 708.2): a face-down object (morph 702.37c, manifest 701.40a, exiled face down 406.3)."""
    return lambda g, c, i: i in g.objects and g.objects[i].face_down


@handles(A.TurnFaceUp)
def turn_face_up_effect(node, env):
    """"Turn target face-down creature face up." (CR 708.8: it regains its normal
    characteristics, no enters triggers; a manifested instant or sorcery card is revealed and
    stays face down, 701.40g); "turn the exiled card face up": a card exiled face down (406.3).
    One that isn't face down is unaffected."""
    from cardlang.kernel.manifest import turn_face_up
    from .zones import _each

    def act(g, c, i):
        o = g.objects[i]
        if not o.face_down:
            return
        if o.zone == "exile":
            o.face_down = False
            g.note(f"{g.name_of(i)} is turned face up in exile", rule="406.3")
            return
        if o.zone != "battlefield":
            return
        pf = o.printed_face
        if o.manifested and ("Instant" in pf.types or "Sorcery" in pf.types):
            g.note(f"{pf.name} is revealed and stays face down", rule="701.40g")
            return
        turn_face_up(g, i, cause=c.source)
    return _each(node.object, env, act, "turn face up")
