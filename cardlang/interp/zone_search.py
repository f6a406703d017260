"""Searching several zones of one player at once (CR 701.23): "Search your library
and/or graveyard for a card named ...", "Search target opponent's graveyard, hand, and
library for up to four cards with that name and exile them. Then that player shuffles."

One ``search`` decision over the cards of every zone searched (701.23a: the player
looks at all of them; a search for cards with a stated quality may find fewer,
701.23b).  With "and/or" the player chooses whether to search the library too (a
``may`` decision): "If you search your library this way, shuffle" then asks whether
they did.
"""
from __future__ import annotations

from cardlang.kernel.events import MarkerEvent
from cardlang.kernel.library import SEARCH
from cardlang.syntax import ast as A

from .library import search_count
from .registry import Unrunnable
from .sentences import CONDITIONS
from .targets import _filter_text, acting_players, filter_pred, zone_owners

SEARCHABLE = ("library", "graveyard", "hand")


def search_zones(node: A.SearchLibrary, env):
    zones_ref = node.zone
    words = [w for w in zones_ref.items if isinstance(w, A.TypeName)]
    zones = [w.name for w in words]
    if not zones or any(z not in SEARCHABLE for z in zones):
        raise Unrunnable(zones_ref, "searching this zone")
    either = any(isinstance(s, A.SepAndOr) for s in zones_ref.items)   # "library and/or graveyard"
    if either and set(zones) != {"library", "graveyard"}:
        raise Unrunnable(zones_ref, "searching one or more of these zones")
    who = acting_players(node, env)
    owners = zone_owners(zones_ref.owner, env)
    what = node.what
    # "for all cards with the same name as that spell": 701.23b, in a hidden zone (a hand, a
    # library: 400.2) the player may find some or none of them; in a public one, all of them
    find_all = isinstance(what, A.Quantified) and isinstance(what.quantifier, A.All)
    count = (lambda g, c: len(g.objects)) if find_all else search_count(what, env)
    pred, kind = filter_pred(what.filter, env)
    if kind != "card":
        raise Unrunnable(what.filter, "searching for this kind of object")
    description = _filter_text(what)
    env.data["searched_library"] = True      # "then shuffle" / "Then that player shuffles" (zones.shuffle)
    if not isinstance(zones_ref.owner, A.Your):
        env.it_player = owners               # "that player shuffles"

    def run(g, c):
        found = []
        for p in who(g, c):
            for owner in owners(g, c):
                searched = list(zones)
                if either:
                    from cardlang.kernel.choices import Decision
                    d = Decision("may", f"{g.name_of(p)} may: search {g.name_of(owner)}'s library too", p,
                                 ["yes", "no"], rule="701.23a")
                    if g.ask(d) not in ("yes", True):
                        searched.remove("library")
                cands = []
                for z in searched:
                    cands += [i for i in reversed(g.zones[f"{z}:{owner}"]) if pred(g, c, i)]
                must = [i for i in cands if g.objects[i].zone == "graveyard"] if find_all else []
                cands = [i for i in cands if i not in must]
                # 701.23b: searching for cards with a stated quality, fewer may be found
                picks = must + g._ask_cards(SEARCH, f"search for {description}", p, cands, 0, count(g, c), "701.23a")
                found += picks
                if "library" in searched:
                    c.data.setdefault("searched", []).append(owner)
                    c.data["searched_library_this_way"] = True
                g.perform(MarkerEvent(name="library_searched" if "library" in searched else "zones_searched",
                                      data={"player": p, "owner": owner, "found": picks, "zones": searched},
                                      say=f"{g.name_of(p)} searches {g.name_of(owner)}'s {', '.join(searched)} "
                                          f"and finds {len(picks)} card(s)"))
        c.data["found"] = found
    from .library import name_found_cards
    name_found_cards(env)
    return run


def _searched_this_way(node, env):
    zone = node.zone
    if not (isinstance(node.player, A.You) and isinstance(zone, A.ZoneRef)
            and getattr(zone.zone, "name", "") == "library"):
        raise Unrunnable(node, "this search condition")
    return lambda g, c: bool(c.data.get("searched_library_this_way"))


CONDITIONS[A.SearchedThisWay] = _searched_this_way
