"""The script's answers to the game's questions (DESIGN principle 6).

Answers are written right after the action that makes the game ask, each
named by what it decides ("Bob orders replacement effects: Mending Hands,
Approach My Molten Realm").  A question with one legal answer needs none; any
other unanswered question is an error naming the decision."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardlang.kernel import MissingChoice, RulesError
from cardlang.kernel import choices as K

#: what a script calls a decision -> the kernel's decision kind
KIND_WORDS = {
    "replacement effects": K.ORDER_REPLACEMENTS, "replacement effect": K.ORDER_REPLACEMENTS,
    "replacement order": K.ORDER_REPLACEMENTS, "replacements": K.ORDER_REPLACEMENTS,
    "targets": K.TARGETS, "target": K.TARGETS,
    "mode": K.MODE, "modes": K.MODE,
    "x": K.X,
    "division": K.DIVIDE_DAMAGE, "damage division": K.DIVIDE_DAMAGE, "damage assignment": K.DIVIDE_DAMAGE,
    "payment": K.MANA_PAYMENT, "mana payment": K.MANA_PAYMENT,
    "card name": K.NAME_CARD, "name": K.NAME_CARD, "a card name": K.NAME_CARD,
    "named card": K.NAME_CARD,   # the older spelling ("card name" works too: kind_words in script.lark)
    "creature type": "creature_type", "a creature type": "creature_type",   # CR 205.3m
    "legend": K.LEGEND_RULE, "legend rule": K.LEGEND_RULE,
    "triggers": K.ORDER_TRIGGERS, "triggered abilities": K.ORDER_TRIGGERS, "trigger order": K.ORDER_TRIGGERS,
    "mana color": K.MANA_TYPE, "mana type": K.MANA_TYPE,
    "color": "color", "a color": "color",                          # CR 105.4 (also answers a mana color)
    "basic land type": "basic_land_type", "land type": "basic_land_type",   # CR 205.3i
    "discard": K.DISCARD, "cards to discard": K.DISCARD,
    "copy": "copy", "what to copy": "copy",
    "behold": "behold",                                             # CR 701.4a: the beheld card or permanent
    "forage": "forage",                                             # CR 701.61a: how (a quoted choice)
    "additional cost": K.ADDITIONAL_COST,                           # CR 601.2b: "sacrifice a creature or pay {3}"
    "may": "may", "optional": "may",
    "ward": "pay", "ward payment": "pay",
    "pay": "pay", "echo": "pay", "cumulative upkeep": "pay",   # "sacrifice it unless you pay" (118.12)
    "sacrifice": "sacrifice",
    # an object chosen as an instruction resolves (608.2c), named by the instruction's verb
    "return": "return", "put": "put", "exile": "exile", "destroy": "destroy", "tap": "tap", "untap": "untap", "attach": "attach",
    "reveal": "reveal", "choose": "choose",
    "search": "search", "cards found": "search",                    # CR 701.23
    "scry": "scry", "scry bottom": "scry",                          # CR 701.22: the cards put on the bottom
    "surveil": "surveil", "surveil graveyard": "surveil",           # CR 701.25: the cards put into the graveyard
    "manifest": "manifest",                                         # CR 701.62a: the card manifested
    "library order": "library_order", "order": "library_order",     # top first (401.4)
    "objects": "choose_objects",                                    # "choose up to N / any number of" (608.2c)
    "top or bottom": "top_or_bottom",                               # "puts it on the top or bottom of ..." (608.2d)
    "keyword": "keyword",                                           # "your choice of flying or haste" (608.2d)
    "vote": "vote",                                                 # CR 701.38a: a choice word or a card's name
    "dungeon": "dungeon", "room": "room",                           # CR 701.49a, 309.5a (kernel/dungeons.py)
    "learn": "learn",                                               # CR 701.48a (interp/learn.py)
}

#: decisions answered by a set of cards (a list of names, or `nothing`)
CARD_SET_KINDS = ("search", "scry", "surveil", "library_order", "choose_objects")

KIND_LABEL = {v: k for k, v in reversed(list(KIND_WORDS.items()))}


@dataclass
class Answer:
    player: str
    kind: str
    values: list
    line: int
    text: str = ""
    used: bool = False


@dataclass
class ScriptChooser:
    game: Any = None
    queue: list = field(default_factory=list)
    asked: list = field(default_factory=list)      # (Decision, answer, Answer | None)

    def choose(self, d):
        who = self.game.name_of(d.player) if self.game is not None else str(d.player)
        if self.queue and (self.queue[0].kind == d.kind or (self.queue[0].kind, d.kind) == ("color", K.MANA_TYPE)):
            a = self.queue[0]
            if a.player != who:
                raise MissingChoice(f"line {a.line}: {a.player} answers {KIND_LABEL.get(d.kind, d.kind)}, but the game "
                                    f"asks {who} ({d.prompt}; CR {d.rule})", d.kind)
            value = self._value(d, a)
            self.asked.append((d, value, a))
            return value
        opts = list(d.options)
        if len(opts) == 1 and d.kind not in ("may", "pay") and d.data.get("min", 1) >= d.data.get("max", 1):
            self.asked.append((d, opts[0], None))
            return opts[0]
        labels = ", ".join(self._label(o) for o in opts) or "none listed"
        nxt = f" (the next answer, line {self.queue[0].line}, is for {KIND_LABEL.get(self.queue[0].kind, self.queue[0].kind)})" \
            if self.queue else ""
        raise MissingChoice(f"the game asks {who} to decide {KIND_LABEL.get(d.kind, d.kind)}: {d.prompt} "
                            f"(CR {d.rule}); options: {labels}; the script gives no answer{nxt}", d.kind)

    def _label(self, o) -> str:
        if isinstance(o, int) and self.game is not None:
            return self.game.name_of(o)
        return str(getattr(o, "name", o))

    def _to_id(self, v, options):
        if isinstance(v, str):
            for o in options:
                if isinstance(o, int) and self.game.name_of(o).lower() == v.lower():
                    return o
        return v

    def _value(self, d, a: Answer):
        g = self.game
        kind = d.kind
        vals = a.values
        if kind == K.ORDER_REPLACEMENTS or kind == K.ORDER_TRIGGERS:
            first = vals[0]
            rest = vals[1:]
            if len(rest) > 1:
                a.values = rest            # 616.1f: asked again after each one applies
            else:
                self.queue.pop(0)
                a.used = True
            for o in d.options:
                if str(getattr(o, "name", o)).lower() == str(first).lower():
                    return o
            return first
        self.queue.pop(0)
        a.used = True
        if kind == K.TARGETS:
            if d.data.get("any_number") or d.data.get("up_to"):
                if [str(v).lower() for v in vals] == ["nothing"]:
                    return []     # "up to N": zero targets (601.2c)
                return [self._to_id(v, d.options) for v in vals]
            return self._to_id(vals[0], d.options)
        if kind == K.X:
            return int(vals[0])
        if kind == K.DIVIDE_DAMAGE:
            out = {}
            for v in vals:
                if not isinstance(v, tuple):
                    raise RulesError(f"line {a.line}: a division is written 'N to NAME'", "601.2d")
                n, who = v
                rec = who
                for r in d.data.get("recipients", []):
                    if g.name_of(r).lower() == str(who).lower():
                        rec = r
                out[rec] = n
            return out
        if kind == K.MANA_PAYMENT:
            from .runner import pick_mana
            return pick_mana(g, d.player, vals, a.line)
        if kind == K.MANA_TYPE:
            v = str(vals[0]).strip("{}").upper()
            return {"WHITE": "W", "BLUE": "U", "BLACK": "B", "RED": "R", "GREEN": "G", "COLORLESS": "C"}.get(v, v)
        if kind == K.MODE:
            return vals[0]
        if kind == "top_or_bottom":
            v = str(vals[0]).lower()
            if v not in ("top", "bottom"):
                raise RulesError(f"line {a.line}: answer top or bottom, not {vals[0]!r}", d.rule or "608.2d")
            return v
        if kind in ("may", "pay"):
            v = str(vals[0]).lower()
            return "yes" if v in ("yes", "true") else "no" if v in ("no", "false") else v
        if kind in CARD_SET_KINDS:
            if [str(v).lower() for v in vals] == ["nothing"]:
                return []
            out = []
            for v in vals:   # a name picks a card not picked yet (two Forests: "Forest, Forest")
                pick = next((o for o in d.options if o not in out and isinstance(v, str)
                             and g.name_of(o).lower() == v.lower()), v)
                out.append(pick)
            return out
        if kind in (K.DISCARD, K.LEGEND_RULE, "sacrifice", "return", "put", "exile", "destroy", "tap", "untap",
                    "reveal", "choose", "behold"):
            return self._to_id(vals[0], d.options)
        return vals[0] if len(vals) == 1 else vals
