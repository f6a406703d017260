"""The final game state as JSON (documented in docs/scripts.md; keep stable)."""
from __future__ import annotations

from cardlang.kernel import Game

#: short explanations of the rules the log cites most (``--explain``)
RULE_NOTES = {
    "120.3": "damage dealt to a player causes that much life loss; to a creature, it is marked",
    "601.2": "casting a spell: announce, choose modes/X/targets/division, pay costs",
    "608.2": "the spell or ability resolves: its instructions are followed in order",
    "614.1": "a replacement effect watches for an event and modifies it",
    "615.7": "a prevention shield prevents damage until used up",
    "616.1": "several replacement effects: the affected player or controller chooses the order",
    "611.2": "a continuous effect from a resolving spell or ability",
    "611.2a": "a continuous effect with a duration ends when the duration does",
    "701.27a": "transform: turn the double-faced permanent to its other face",
    "106.6": "mana is spent; any rider on it (a restriction, an effect on what it pays for, a trigger) applies",
    "106.3": "mana is added to a player's mana pool",
    "707.9": "enters as a copy: the copiable values are copied as it enters",
    "500.1": "a new turn begins",
    "400.7": "an object that changes zones becomes a new object",
    "904.9": "the archenemy sets a scheme in motion",
    "603.3": "a triggered ability is put on the stack the next time a player would receive priority",
    "500.5": "unspent mana empties from each pool at the end of each step and phase",
    "614.10": "a skipped step doesn't happen; 'until your next turn' effects still end as the turn begins",
}


def _plain(v):
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    return str(getattr(v, "name", v))


def game_state(g: Game) -> dict:
    players = {}
    for pid in g.order:
        p = g.players[pid]
        players[p.name] = {
            "life": p.life,
            "hand": [g.chars(i).name for i in g.hand(pid)],
            "library_count": len(g.library(pid)),
            "graveyard": [g.chars(i).name for i in g.graveyard(pid)],
            "exile": [g.chars(i).name for i in g.zone("exile") if g.objects[i].owner == pid],
            "mana_pool": [{"type": m.type, "riders": [r.text for r in m.riders]} for m in p.pool.mana],
        }
    bf = []
    for i in g.battlefield():
        c = g.chars(i)
        o = g.objects[i]
        bf.append({"name": c.name, "controller": g.name_of(c.controller), "owner": g.name_of(o.owner),
                   "types": list(c.supertypes) + list(c.types) + list(c.subtypes),
                   "power": c.power, "toughness": c.toughness, "mana_value": g.mana_value(i),
                   "face": "back" if o.back_face_up else "front", "tapped": o.tapped,
                   "counters": dict(o.counters), "timestamp": o.timestamp, "token": o.is_token,
                   "copy": o.copy_of is not None})
        if o.chosen:   # optional: only for a permanent with choices made for it (a card name, a creature type)
            bf[-1]["chosen"] = {str(k): _plain(v) for k, v in sorted(o.chosen.items())}
    state = {
        "turn": g.turn, "step": g.step, "active_player": g.name_of(g.active_player),
        "players": players, "battlefield": bf,
        "stack": [it.text for it in g.stack_items],
        # face up only: the cards of a planar deck are face down (CR 901.4, 708.2)
        "command": [g.chars(i).name for i in g.zone("command") if not g.objects[i].face_down],
        "events": [e.text for e in g.log],
    }
    if g.planar_decks:   # optional: a Planechase game's planar decks, as card counts (their faces are hidden)
        state["planar_decks"] = {g.name_of(p): len(ids) for p, ids in g.planar_decks.items()}
    return state
