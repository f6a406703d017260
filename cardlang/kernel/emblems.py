"""Emblems (CR 114): "You get an emblem with "..."" puts an emblem with those abilities into
the command zone (114.1); its owner and controller is the player who gets it (114.2); it is
neither a card nor a permanent (114.3), its abilities function there (114.4), and it has no
characteristics but them: no name, types, mana cost or color (114.5)."""
from __future__ import annotations

import dataclasses

from .abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from .objects import CardDef, FaceDef, GameObject

#: GameObject.linked key: the name of the object whose effect made the emblem (for the log)
EMBLEM_FROM = "emblem_from"


def create_emblem(game, player: int, abilities, source_name: str = "") -> int:
    """Put an emblem with ``abilities`` into the command zone under ``player`` (114.1-2)."""
    pid = game.pid(player)
    # 114.4: the abilities function in the command zone
    here = tuple(dataclasses.replace(a, zones=("command",))
                 if isinstance(a, (StaticAbility, TriggeredAbility, ActivatedAbility)) else a for a in abilities)
    # 114.3, 114.5: no name, types or cost; not a token either (704.5d would end it outside the battlefield)
    card = CardDef((FaceDef(name="", abilities=here),))
    nid = game._new_id()
    o = GameObject(id=nid, card=card, owner=pid, controller=pid, zone="command",
                   timestamp=game.new_timestamp(), entered_turn=game.turn)
    o.linked[EMBLEM_FROM] = source_name
    game.objects[nid] = o
    game.zones["command"].append(nid)
    game.note(f"{game.name_of(pid)} gets an emblem" + (f" from {source_name}" if source_name else ""), rule="114.1")
    return nid


def emblem_name(o: GameObject) -> str:
    """How the log and scripts name an emblem, which has no name (114.5)."""
    src = o.linked.get(EMBLEM_FROM)
    return f"emblem from {src}" if src else "emblem"
