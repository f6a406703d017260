"""Run game scripts: set up, act, answer, check; print the game log.

``run_scripts(scripts, explain=, as_json=, console=, err_console=) -> exit code``:
0 all expectations held, 1 an expectation failed, 2 a script error (syntax,
unknown card or player, an action refused that the script did not expect to be,
a question the script did not answer, an ability that can't run yet)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lark import Token, Tree

from cardlang.interp.abilities import UnrunnableAbility
from cardlang.kernel import Game, MissingChoice, RulesError
from cardlang.kernel.mana import MANA_TYPES
from cardlang.kernel.turn import STEPS

from .cards import CardBase
from .chooser import KIND_WORDS, Answer, ScriptChooser
from .parser import ScriptSyntaxError, parse_script, words
from .state import RULE_NOTES, game_state

STEP_WORDS = {
    "untap": "untap", "upkeep": "upkeep", "draw": "draw", "draw step": "draw",
    "main1": "main1", "main": "main1", "precombat main": "main1", "precombat main phase": "main1",
    "first main phase": "main1", "main phase": "main1",
    "begin combat": "begin_combat", "beginning of combat": "begin_combat", "combat": "begin_combat",
    "declare attackers": "declare_attackers", "declare blockers": "declare_blockers",
    "combat damage": "combat_damage", "end combat": "end_combat", "end of combat": "end_combat",
    "main2": "main2", "postcombat main": "main2", "postcombat main phase": "main2", "second main phase": "main2",
    "end": "end", "end step": "end", "cleanup": "cleanup", "cleanup step": "cleanup",
}
ACTIONS = {"cast", "activate", "play", "pass_stmt", "pass_all", "advance", "attack", "block", "set_in_motion"}


#: copies of one card in one entry of a zone list (set-up or expectation)
MAX_COPIES = 1000

class ScriptError(Exception):
    def __init__(self, message: str, line: int = 0, column: int = 1):
        super().__init__(message)
        self.message, self.line, self.column = message, line, column


def _pool_types(text: str, line: int, column: int = 1) -> str:
    """The mana types of a pool setup like ``{R}{R}{G}`` (CR 106.1: W, U, B, R, G, C).
    A pool holds mana of a type, never generic mana; an unknown symbol is a script error."""
    types = []
    at = 0
    for sym in text.replace("}", "} ").split():
        at = text.find(sym, at)
        body = sym.strip("{}").upper()
        if not body or any(ch not in MANA_TYPES for ch in body):
            hint = " (a pool holds no generic mana: write {C} for colorless)" if body.isdigit() else ""
            raise ScriptError(f"unknown mana symbol {sym!r} in a pool; a mana pool holds "
                              f"{{W}}, {{U}}, {{B}}, {{R}}, {{G}} or {{C}}{hint}", line, column + max(at, 0))
        types.append(body)
    return "".join(types)


class ExpectationFailed(Exception):
    def __init__(self, line: int, text: str, expected: Any, actual: Any):
        super().__init__(f"expected {expected}, got {actual}")
        self.line, self.text, self.expected, self.actual = line, text, expected, actual


def pick_mana(game, player: int, symbols: list, line: int = 0) -> list[int]:
    """"paying {R}{R}, {G} from Humble Naturalist" -> ids of specific mana in the pool (601.2h)."""
    pool = list(game.players[player].pool.mana)
    chosen: list[int] = []
    for item in symbols:
        sym, source = item if isinstance(item, tuple) else (item, None)
        for part in [p for p in str(sym).replace("}", "} ").split() if p]:
            t = part.strip("{}").upper()
            cands = [m for m in pool if m.type == t and m.id not in chosen]
            if source is not None:
                cands = [m for m in cands if m.source is not None and game.name_of(m.source).lower() == source.lower()]
            cands.sort(key=lambda m: len(m.riders))   # unnamed: mana without riders first
            if not cands:
                raise ScriptError(f"{game.name_of(player)} has no {part} mana" +
                                  (f" from {source}" if source else "") + " in their pool to pay with", line)
            chosen.append(cands[0].id)
    return chosen


@dataclass
class Stmt:
    tree: Tree
    line: int
    text: str


class Runner:
    def __init__(self, path: Path, *, explain: bool = False, console=None, quiet: bool = False):
        self.path = path
        self.explain = explain
        self.console = console
        self.quiet = quiet
        self.cards = CardBase()
        self.players: list[tuple[str, int]] = []
        self.players_line = 0   # the line of the 'players' statement (there is at most one)
        self.seed = 0
        self.game: Game | None = None
        self.chooser = ScriptChooser()
        self.started = False
        self.pending_pools: list = []
        self.pending_tapped: list = []   # set-up permanents tapped once the game is in its first step
        self.log_cursor = 0
        self.pending_turn: tuple | None = None
        self.lines: list[str] = []

    # ---- output -------------------------------------------------------------------
    def say(self, text: str, style: str = "") -> None:
        if self.console is not None and not self.quiet:
            self.console.print(f"[{style}]{_esc(text)}[/{style}]" if style else _esc(text))

    def flush_log(self) -> None:
        g = self.game
        if g is None:
            return
        for e in g.log[self.log_cursor:]:
            where = f"T{e.turn} {e.step or '-'}"
            text = e.text
            if self.explain:
                why = []
                if e.rule:
                    why.append(f"CR {e.rule}" + (f": {RULE_NOTES[e.rule]}" if e.rule in RULE_NOTES else ""))
                if e.replacements:
                    for name, who in zip(e.replacements, e.ordered_by):
                        if who:
                            why.append(f"{name} applied, chosen by {who} (CR 616.1: the affected player - the player "
                                       f"dealt damage or the controller of the affected permanent - orders the effects)")
                        else:
                            why.append(f"{name} applied (the only effect that applied then; CR 614.5: once per event)")
                self.say(f"    {where:<18} {text}", "")
                for w in why:
                    self.say(f"    {'':<18}   ↳ {w}", "dim")
            else:
                self.say(f"    {where:<18} {text}", "")
        self.log_cursor = len(g.log)

    # ---- running ----------------------------------------------------------------------
    def run(self) -> None:
        text = self.path.read_text(encoding="utf-8")
        self.lines = text.split("\n")
        try:
            tree = parse_script(text)
        except ScriptSyntaxError as e:
            raise ScriptError(e.message, e.line, e.column) from None
        stmts = [Stmt(t, t.meta.line if not t.meta.empty else 0, self._line(t)) for t in tree.children
                 if isinstance(t, Tree)]
        i = 0
        while i < len(stmts):
            st = stmts[i]
            kind = st.tree.data
            if kind == "answer":
                raise ScriptError("an answer must follow the action that makes the game ask", st.line)
            j = i + 1
            answers = []
            while j < len(stmts) and stmts[j].tree.data == "answer":
                answers.append(self._answer(stmts[j]))
                j += 1
            self.exec(st, answers)
            i = j
        self.ensure_started()
        self.flush_log()

    def _line(self, t: Tree) -> str:
        if t.meta.empty:
            return ""
        return self.lines[t.meta.line - 1].strip() if t.meta.line - 1 < len(self.lines) else ""

    def exec(self, st: Stmt, answers: list[Answer]) -> None:
        kind = st.tree.data
        handler = getattr(self, "do_" + kind, None)
        if handler is None:
            raise ScriptError(f"statement {kind} is not supported yet", st.line)
        if kind in ACTIONS or kind == "refused":
            self.ensure_started(st.line)
            self.say(f"▶ {st.text}", "bold")
        self.chooser.queue = list(answers)
        try:
            handler(st.tree, st)
        except MissingChoice as e:
            raise ScriptError(f"{e.message}", st.line) from None
        except RulesError as e:
            raise ScriptError(f"refused: {e}", st.line) from None
        except KeyError as e:
            raise ScriptError(str(e).strip("'\""), st.line) from None
        finally:
            self.flush_log()
        left = [a for a in self.chooser.queue if not a.used]
        if left:
            a = left[0]
            raise ScriptError(f"the game never asked for this answer ({a.text})", a.line)
        self.check_runnable(st.line)

    def check_runnable(self, line: int) -> None:
        """An ability that can't run yet may not function silently."""
        g = self.game
        if g is None:
            return
        for oid, o in g.objects.items():
            for ab in o.face.abilities:
                if isinstance(ab, UnrunnableAbility) and o.zone in ab.zones and (ab.face == o.face_index or o.copy_of):
                    lc = self.cards.get(o.card.name)
                    where = f"{lc.file}:{ab.line}" if lc and ab.line else (lc.file if lc else "?")
                    raise ScriptError(f"{o.face.name} is in the {o.zone} and its ability can't run yet "
                                      f"({where}: {ab.reason}): the script can't continue faithfully", line)

    # ---- setup ----------------------------------------------------------------------
    def do_use_stmt(self, t, st):
        p = Path(str(t.children[0]))
        for base in (self.path.parent, Path.cwd(), Path(__file__).resolve().parents[2]):
            if (base / p).exists():
                self.cards.load_file(base / p)
                return
        raise ScriptError(f"no such card file or folder: {p}", st.line)

    def do_card_block(self, t, st):
        raw = str(t.children[0])
        body = raw.split("\n", 1)[1].rsplit("\n", 1)[0]
        loaded = self.cards.load_text(body, str(self.path), line_offset=st.line)
        for lc in loaded:
            errs = [d for d in lc.parsed.diagnostics if d.severity == "error"]
            if errs:
                d = errs[0]
                raise ScriptError(f"inline card {lc.name}: {d.message}", d.line, d.column)

    def do_players_stmt(self, t, st):
        if self.game is not None:
            raise ScriptError("players must be declared before the game starts", st.line)
        if self.players_line:
            raise ScriptError(f"players are already declared (line {self.players_line}): "
                              "write one 'players' line naming every player", st.line)
        players: list[tuple[str, int]] = []
        for decl in t.children:
            name, life = decl.children
            if any(n == str(name) for n, _ in players):
                raise ScriptError(f"two players named {str(name)!r}: each player needs a different name", st.line)
            players.append((str(name), int(life) if life is not None else 20))
        self.players_line = st.line
        self.players = players

    def do_seed_stmt(self, t, st):
        self.seed = int(t.children[0])

    def need_game(self, line: int = 0) -> Game:
        if self.game is None:
            if not self.players:
                self.players = [("Alice", 20), ("Bob", 20)]
            self.game = Game(self.players, seed=self.seed, chooser=self.chooser)
            self.chooser.game = self.game
            self.game.card_pool.extend(lc.definition for lc in self._all_cards() if not lc.definition.token)
        return self.game

    def _all_cards(self):
        self.cards.ensure_library()
        seen = []
        for lc in self.cards.cards.values():
            if lc not in seen:
                seen.append(lc)
        return seen

    def pid(self, name: str, line: int) -> int:
        g = self.need_game(line)
        n = name[:-2] if name.endswith(("'s", "’s")) else name
        for p in g.players.values():
            if p.name.lower() == n.lower():
                return p.id
        raise ScriptError(f"no player named {name!r} (players: {', '.join(p.name for p in g.players.values())})", line)

    def do_turn_stmt(self, t, st):
        who, step_words = str(t.children[0]), words(t.children[1])
        step = self.step_name(step_words, st.line)
        self.need_game(st.line)
        self.pending_turn = (self.pid(who, st.line), step)
        self.ensure_started(st.line)

    def step_name(self, text: str, line: int) -> str:
        s = STEP_WORDS.get(text.lower())
        if s is None:
            raise ScriptError(f"unknown step {text!r}; steps: {', '.join(STEPS)}", line)
        return s

    def ensure_started(self, line: int = 0) -> None:
        g = self.need_game(line)
        if self.started:
            return
        self.started = True
        who, step = self.pending_turn or (g.order[0], "main1")
        g.start(first=who)
        try:
            g.goto(step, who)   # all or nothing (CR 732.1)
        except RulesError as e:
            raise ScriptError(f"the game can't go on to the script's first step ({step}): {e}; "
                              f"start the script earlier with 'turn PLAYER STEP'", line) from None
        # The setup describes the state in the step the script starts in: a permanent set
        # up `tapped` is tapped there, not untapped by the untap step of the first turn the
        # game passes through to get there (CR 502.3 applies to a game played, not to setup)
        for oid in self.pending_tapped:
            if oid in g.objects and g.objects[oid].zone in ("battlefield", "command"):
                g.objects[oid].tapped = True
        self.pending_tapped = []
        for p, mana in self.pending_pools:
            g.add_mana(p, mana)
        self.pending_pools = []

    def card_def(self, name: str, line: int):
        lc = self.cards.get(name)
        if lc is None:
            raise ScriptError(f"unknown card {name!r} (load it with 'use FILE' or define it in a 'card:' block)", line)
        return lc

    def do_setup_zone(self, t, st):
        who, zone_t, entries = t.children
        p = self.pid(str(who), st.line)
        zone = _tok(zone_t)
        g = self.game
        items = list(self.entries(entries, st.line))
        if zone == "outside":
            # cards the player owns outside the game (400.11): no objects, in no zone (dungeons 309.2)
            for lc, mods, count in items:
                if mods:
                    raise ScriptError("a card outside the game is in no zone: it has no status or counters", st.line)
                if lc.definition.token:
                    raise ScriptError("a token exists only on the battlefield (CR 111.7)", st.line)
                g.outside[p] = tuple(g.outside.get(p, ())) + (lc.definition,) * count
            self.check_runnable(st.line)
            return
        if zone == "library":
            items = list(reversed(items))    # written top first; the kernel's top is the end
        for lc, mods, count in items:
            for _ in range(count):
                back = "transformed" in mods
                if back and not lc.definition.double_faced:
                    raise ScriptError(f"{lc.name} has no back face", st.line)
                definition = lc.definition
                if zone == "battlefield" or zone == "command":
                    tapped = "tapped" in mods
                    oid = g.add_card(p, definition, zone, back_face_up=back, tapped=tapped and self.started,
                                     counters=mods.get("counters"))
                    if tapped and not self.started:
                        self.pending_tapped.append(oid)
                else:
                    oid = g.add_card(p, definition, zone)
                if "controller" in mods:
                    g.objects[oid].controller = self.pid(mods["controller"], st.line)
                if definition.token and zone != "battlefield":
                    raise ScriptError("a token exists only on the battlefield (CR 111.7)", st.line)
        self.check_runnable(st.line)

    def do_setup_planar_deck(self, t, st):
        """"Alice planar deck: Bant, Akoum": plane cards, top first, face down in the command
        zone (CR 901.3, 901.4). The face-up plane is set up as "Alice command: Panopticon"."""
        from cardlang.kernel.planechase import add_to_planar_deck, is_planar
        who, entries = t.children
        p = self.pid(str(who), st.line)
        g = self.game
        for lc, mods, count in self.entries(entries, st.line):
            if mods:
                raise ScriptError("a card of a planar deck is face down in the command zone: "
                                  "it can't be tapped, transformed, have counters or another controller", st.line)
            for _ in range(count):
                oid = g.add_card(p, lc.definition, "command")
                if not is_planar(g, oid):
                    raise ScriptError(f"{lc.name} isn't a plane or phenomenon card: "
                                      f"a planar deck holds only those (CR 901.3)", st.line)
                bad = [ab for ab in g.objects[oid].printed_face.abilities if isinstance(ab, UnrunnableAbility)]
                if bad:
                    raise ScriptError(f"{lc.name} would be turned face up with an ability that can't run yet "
                                      f"({bad[0].reason}): the script can't continue faithfully", st.line)
                add_to_planar_deck(g, p, oid)

    def _copies(self, count_t, line) -> int:
        """The count of an entry ("3 Grizzly Bears"): at most MAX_COPIES."""
        n = int(count_t) if count_t is not None else 1
        if n > MAX_COPIES:
            raise ScriptError(f"{n:,} copies of one card: an entry has at most {MAX_COPIES:,}", line)
        return n

    def entries(self, entries_t, line):
        for e in entries_t.children:
            if not isinstance(e, Tree):
                continue
            count_t, name_t, *mods_t = e.children
            name = words(name_t)
            lc = self.card_def(name, line)
            mods: dict = {}
            for m in mods_t:
                if m.data == "tapped":
                    mods["tapped"] = True
                elif m.data == "transformed":
                    mods["transformed"] = True
                elif m.data == "with_counters":
                    n, kind = m.children
                    mods.setdefault("counters", {})[_counter(kind)] = int(n)
                elif m.data == "controlled_by":
                    mods["controller"] = str(m.children[0])
            yield lc, mods, self._copies(count_t, line)

    def do_setup_pool(self, t, st):
        who, mana = t.children
        p = self.pid(str(who), st.line)
        types = _pool_types(str(mana), st.line, getattr(mana, "column", None) or 1)
        if self.started:
            self.game.add_mana(p, types)
        else:
            self.pending_pools.append((p, types))

    def do_setup_life(self, t, st):
        who, n = t.children
        self.need_game(st.line).players[self.pid(str(who), st.line)].life = int(n)

    def do_setup_energy(self, t, st):
        # CR 107.14, 122.1f: a player's energy counters
        who, n = t.children
        counters = self.need_game(st.line).players[self.pid(str(who), st.line)].counters
        counters["energy"] = int(n)
        if not int(n):
            counters.pop("energy")

    def do_skip_untap(self, t, st):
        self.need_game(st.line).skip_next_untap_step(self.pid(str(t.children[0]), st.line))

    # ---- answers ------------------------------------------------------------------------
    def _answer(self, st: Stmt) -> Answer:
        who, kind_t, *items = st.tree.children
        kind_words = words(kind_t).lower()
        kind = KIND_WORDS.get(kind_words)
        if kind is None:
            raise ScriptError(f"unknown decision {kind_words!r}; known: {', '.join(sorted(set(KIND_WORDS)))}", st.line)
        vals = []
        for it in items:
            if isinstance(it, Tree) and it.data == "name":
                vals.append(words(it))
            elif isinstance(it, Tree) and it.data == "number":
                vals.append(int(it.children[0]))
            elif isinstance(it, Tree) and it.data == "mana":
                vals.append(str(it.children[0]))
            elif isinstance(it, Tree) and it.data == "div_item":
                vals.append((int(it.children[0]), words(it.children[1])))
        return Answer(str(who), kind, vals, st.line, st.text)

    # ---- actions --------------------------------------------------------------------------
    def find(self, name: str, line: int, zones=("battlefield",), owner: int | None = None,
             allow_player: bool = False) -> int:
        g = self.game
        if allow_player:
            for p in g.players.values():
                if p.name.lower() == name.lower():
                    return p.id
        nth = 1
        if "#" in name:
            name, _, k = name.rpartition("#")
            nth = int(k)
        found = []
        for zone in zones:
            if zone in ("battlefield", "stack", "exile", "command"):
                ids = g.zone(zone)
            elif owner is not None:
                ids = g.zone(zone, owner)
            else:
                ids = [i for p in g.order for i in g.zone(zone, p)]
            if owner is not None and zone in ("battlefield", "exile", "command", "stack"):
                ids = [i for i in ids if g.objects[i].owner == owner or g.chars(i).controller == owner]
            for i in ids:
                c = g.chars(i)
                o = g.objects[i]
                if c.name.lower() == name.lower():
                    found.append((0, o.timestamp, i))
                elif o.card.name.lower() == name.lower() or any(f.name.lower() == name.lower() for f in o.card.faces):
                    found.append((1, o.timestamp, i))
        found.sort()
        if len(found) < nth:
            where = " or ".join(zones)
            raise ScriptError(f"no {name!r} in the {where}" + (f" of {g.name_of(owner)}" if owner else ""), line)
        exact = [f for f in found if f[0] == found[0][0]]
        exact.sort(key=lambda f: f[1])
        return exact[nth - 1][2] if nth <= len(exact) else found[nth - 1][2]

    def find_target(self, name: str, line: int) -> int:
        """A target by name: a player, a permanent or a spell; else a card in a
        graveyard or in exile ("target creature card from a graveyard")."""
        try:
            return self.find(name, line, ("battlefield", "stack"), allow_player=True)
        except ScriptError:
            try:
                return self.find(name, line, ("graveyard", "exile"))
            except ScriptError:
                raise ScriptError(f"no {name!r} in the battlefield, stack, graveyards or exile", line) from None

    def _opts(self, opts, st, p):
        kw: dict = {}
        for o in opts:
            if o.data == "targeting":
                kw["targets"] = [self.find_target(words(n), st.line) for n in o.children[0].children]
            elif o.data == "with_x":
                kw["x"] = int(o.children[0])
            elif o.data == "choosing":
                kw["modes"] = [str(s)[1:-1] for s in o.children]
            elif o.data == "dividing":
                kw["division"] = {self.find(words(d.children[1]), st.line, ("battlefield",), allow_player=True):
                                  int(d.children[0]) for d in o.children}
            elif o.data == "paying":
                items = []
                for pi in o.children:
                    sym, src = pi.children
                    items.append((str(sym), words(src) if src is not None else None))
                kw["payment"] = items
            elif o.data == "using":
                kw["using"] = [words(w) for w in o.children]
            elif o.data == "convoking":   # creatures tapped for convoke (702.51a)
                kw["convoke"] = [self.find(words(n), st.line, ("battlefield",)) for n in o.children[0].children]
            elif o.data == "delving":     # cards exiled from the graveyard for delve (702.66a)
                kw["delve"] = [self.find(words(n), st.line, ("graveyard",), owner=p) for n in o.children[0].children]
            elif o.data == "improvising":   # artifacts tapped for improvise (702.126a)
                kw["improvise"] = [self.find(words(n), st.line, ("battlefield",)) for n in o.children[0].children]
            elif o.data == "waterbending":  # artifacts and creatures tapped for a waterbend cost (701.67a)
                kw["waterbend"] = [self.find(words(n), st.line, ("battlefield",)) for n in o.children[0].children]
        return kw

    def do_cast(self, t, st):
        who, name_t, *opts = t.children
        p = self.pid(str(who), st.line)
        kw = self._opts(opts, st, p)
        # 601.2b: the script names the alternative and optional additional costs it pays
        # ("using flashback", "using kicker"); none named, none paid
        kw.setdefault("using", [])
        card = self.find(words(name_t), st.line, self._alternative_zones(p, kw["using"]) or self._cast_zones(p), owner=p)
        if "payment" in kw:
            kw["payment"] = pick_mana(self.game, p, kw["payment"], st.line)
        self.game.cast_spell(p, card, **kw)

    def _cast_zones(self, p) -> tuple:
        """Where a spell cast for its mana cost may be: the hand, and exile or the graveyard
        if an effect or the card itself lets the player cast a card there (warp 702.185a,
        "You may cast this card from your graveyard", 601.3)."""
        from cardlang.kernel.casting import CastFromZones, cast_zones
        zones = ["hand"]
        for zone in ("exile", "graveyard"):
            # a card there the game lets the player cast now, or one whose own permission
            # names the zone (the game then says why it can't be cast, 601.3)
            if any(zone in cast_zones(self.game, i, p) or any(
                    isinstance(a, CastFromZones) and zone in a.from_zones for a in self.game.chars(i).abilities)
                   for i in self.game.zone(zone, p)):
                zones.append(zone)
        return tuple(zones)

    def _alternative_zones(self, p, using) -> tuple:
        """The zones an alternative cost named in ``using`` casts from (flashback: the
        graveyard, CR 702.34a); () for the hand."""
        from cardlang.kernel.casting import AlternativeCost
        zones: list = []
        for zone in ("graveyard", "exile", "hand"):
            for i in self.game.zone(zone, p):
                for a in self.game.chars(i).abilities:
                    if isinstance(a, AlternativeCost) and a.name in [u.lower() for u in using]:
                        zones += [z for z in a.from_zones if z not in zones]
        return tuple(zones)

    def do_activate(self, t, st):
        who, name_t, index, *opts = t.children
        p = self.pid(str(who), st.line)
        try:
            src = self.find(words(name_t), st.line, ("battlefield",))
        except ScriptError:
            # an ability that functions in a hand or graveyard (CR 113.6: cycling, 702.29a)
            src = self.find(words(name_t), st.line, ("hand", "graveyard"), owner=p)
        kw = self._opts(opts, st, p)
        for k in ("using", "convoke", "delve", "improvise"):   # (waterbend, modes and division are for both)
            if k in kw:
                raise ScriptError(f"'{k}' is for casting spells", st.line)
        if "payment" in kw:
            kw["payment"] = pick_mana(self.game, p, kw["payment"], st.line)
        idx = int(index) - 1 if index is not None else 0
        self.game.activate_ability(p, src, idx, **kw)

    #: the script's verb -> the special action's name (CR 116.2f, h, k)
    SPECIAL_VERBS = {"suspends": "suspend", "foretells": "foretell", "plots": "plot"}

    def do_special(self, t, st):
        """"Alice foretells Saw It Coming": a card's special action (CR 116.2)."""
        who, verb, name_t, *opts = t.children
        self._special_action(who, name_t, opts, st, "hand", self.SPECIAL_VERBS[str(verb.children[0])])

    def do_turn_face_up(self, t, st):
        """"Alice turns Den Protector face up": the morph special action (CR 702.37e, 116.2b)."""
        who, name_t, *opts = t.children
        self._special_action(who, name_t, opts, st, "battlefield", "turn face up")

    def _special_action(self, who, name_t, opts, st, zone: str, action: str) -> None:
        """A special action on a card of ``zone`` (the player's own hand, or the battlefield);
        the only option it takes is a payment."""
        p = self.pid(str(who), st.line)
        kw = self._opts(opts, st, p)
        for k in kw:
            if k != "payment":
                raise ScriptError(f"'{k}' is for casting spells", st.line)
        if "payment" in kw:
            kw["payment"] = pick_mana(self.game, p, kw["payment"], st.line)
        card = self.find(words(name_t), st.line, (zone,), owner=p if zone == "hand" else None)
        self.game.take_special_action(p, card, action, **kw)

    def do_play(self, t, st):
        who, name_t = t.children
        p = self.pid(str(who), st.line)
        # a land an effect lets the player play from exile ("you may play that card")
        from cardlang.kernel.casting import may_play_from_exile
        exiled = any(may_play_from_exile(self.game, i, p, land=True) for i in self.game.zone("exile"))
        zones = ("hand", "exile") if exiled else ("hand",)
        try:
            card = self.find(words(name_t), st.line, zones, owner=p)
        except ScriptError:
            # not in hand: a zone a permanent of theirs lets them play lands from ("You may
            # play lands from your graveyard", 305.1; the game then says if this one can't be)
            from cardlang.kernel.casting import PlayLandsFromZones
            others = tuple(dict.fromkeys(z for i in self.game.battlefield(p) for a in self.game.chars(i).abilities
                                         if isinstance(a, PlayLandsFromZones) for z in a.from_zones))
            if not others:
                raise
            card = self.find(words(name_t), st.line, others, owner=p)
        self.game.play_land(p, card)

    def do_pass_stmt(self, t, st):
        self.game.pass_priority(self.pid(str(t.children[0]), st.line))

    def do_pass_all(self, t, st):
        g = self.game
        if g.priority is None:
            g.give_priority(g.active_player)
        g.pass_all()

    def do_advance(self, t, st):
        g = self.game
        text = words(t.children[0])
        parts = text.split()
        who = None
        if parts and parts[0].endswith(("'s", "’s")):
            who = self.pid(parts[0], st.line)
            parts = parts[1:]
        if " ".join(parts).lower() in ("next turn",):
            target_turn = g.turn + 1
            with g.atomic():   # several steps: all or nothing (CR 732.1)
                while g.turn < target_turn:
                    g.advance_step()
            return
        step = self.step_name(" ".join(parts), st.line)
        if g.stack_items:
            raise ScriptError("the stack isn't empty: resolve it before advancing (CR 500.2)", st.line)
        if g.step == step and (who is None or g.active_player == who):
            return
        with g.atomic():   # the next step, then on to the one named: all or nothing (CR 732.1)
            g.advance_step()
            g.goto(step, who)

    def do_attack(self, t, st):
        who, defender, attackers = t.children
        p = self.pid(str(who), st.line)
        d = self.pid(words(defender), st.line)
        g = self.game
        attacks = {self.find(words(n), st.line): d for n in attackers.children}
        with g.atomic():   # going to the step and declaring are one action (CR 732.1)
            if g.step != "declare_attackers":
                if g.stack_items:
                    raise ScriptError("the stack isn't empty", st.line)
                g.goto("declare_attackers", p)
            g.declare_attackers(p, attacks)

    def do_block(self, t, st):
        who, attacker, blockers = t.children
        p = self.pid(str(who), st.line)
        g = self.game
        a = self.find(words(attacker), st.line)
        blocks = {self.find(words(n), st.line): a for n in blockers.children}
        with g.atomic():   # going to the step and declaring are one action (CR 732.1)
            if g.step != "declare_blockers":
                if g.stack_items:
                    raise ScriptError("the stack isn't empty", st.line)
                g.pass_all() if g.priority is not None else None
                if g.step != "declare_blockers":
                    g.goto("declare_blockers")
            g.declare_blockers(p, blocks)

    def do_roll_planar_die(self, t, st):
        """"Alice rolls the planar die [paying {C}]": the Planechase special action (CR 901.9)."""
        from cardlang.kernel.planechase import roll_planar_die
        who, *opts = t.children
        p = self.pid(str(who), st.line)
        kw = self._opts(opts, st, p)
        if set(kw) - {"payment"}:
            raise ScriptError("rolling the planar die takes only a payment ('paying {1}')", st.line)
        payment = pick_mana(self.game, p, kw["payment"], st.line) if "payment" in kw else None
        roll_planar_die(self.game, p, payment)

    def do_set_in_motion(self, t, st):
        who, name_t = t.children
        p = self.pid(str(who), st.line)
        self.game.set_scheme_in_motion(p, self.find(words(name_t), st.line, ("command",)))

    # ---- expectations -------------------------------------------------------------------------
    def do_refused(self, t, st):
        words_ = str(t.children[0])[1:-1]
        action = t.children[1]
        g = self.game
        before = g.snapshot()
        try:
            getattr(self, "do_" + action.data)(action, st)
        except (RulesError, ScriptError) as e:
            msg = str(e)
            after = g.snapshot()
            self.say(f"    refused as expected: {msg}", "green")
            if words_.lower() not in msg.lower():
                raise ExpectationFailed(st.line, st.text, f"refused with a message containing {words_!r}",
                                        f"refused with {msg!r}") from None
            if isinstance(e, RulesError) and after != before:
                raise ExpectationFailed(st.line, st.text, "the game state unchanged after the refusal (CR 732)",
                                        "the state changed") from None
            return
        raise ExpectationFailed(st.line, st.text, f"the action refused ({words_!r})", "the action was allowed")

    def do_expect(self, t, st):
        self.ensure_started(st.line)
        self.flush_log()
        e = t.children[0]
        fn = getattr(self, "x_" + e.data[2:])
        expected, actual = fn(e, st)
        if expected != actual:
            if e.data == "e_types":
                expected, actual = expected[1], actual[1]
            raise ExpectationFailed(st.line, st.text, _show(expected), _show(actual))
        self.say(f"✔ {st.text}", "green")

    def _obj(self, name_t, st):
        return self.find(words(name_t), st.line, ("battlefield", "stack", "command", "exile", "graveyard", "hand"))

    def x_life(self, e, st):
        return int(e.children[1]), self.game.players[self.pid(words(e.children[0]), st.line)].life

    def x_poison(self, e, st):
        return int(e.children[1]), self.game.players[self.pid(words(e.children[0]), st.line)].poison

    def x_energy(self, e, st):
        return int(e.children[1]), self.game.players[self.pid(words(e.children[0]), st.line)].counters.get("energy", 0)

    def x_power(self, e, st):
        return int(e.children[1]), self.game.chars(self._obj(e.children[0], st)).power

    def x_toughness(self, e, st):
        return int(e.children[1]), self.game.chars(self._obj(e.children[0], st)).toughness

    def x_mana_value(self, e, st):
        return int(e.children[1]), self.game.mana_value(self._obj(e.children[0], st))

    def x_face(self, e, st):
        o = self.game.objects[self._obj(e.children[0], st)]
        return str(e.children[1]).lower(), "back" if o.back_face_up else "front"

    def x_name(self, e, st):
        return words(e.children[1]), self.game.chars(self._obj(e.children[0], st)).name

    def x_tapped(self, e, st):
        return "tapped", "tapped" if self.game.objects[self._obj(e.children[0], st)].tapped else "untapped"

    def x_untapped(self, e, st):
        return "untapped", "tapped" if self.game.objects[self._obj(e.children[0], st)].tapped else "untapped"

    def x_controller(self, e, st):
        return str(e.children[1]), self.game.name_of(self.game.chars(self._obj(e.children[0], st)).controller)

    # ---- characteristics, computed through the layers (613) -----------------------------
    def _chars(self, e, st):
        return self.game.chars(self._obj(e.children[0], st))

    @staticmethod
    def _ability_names(c) -> list[str]:
        out = []
        for a in c.abilities:
            kw = getattr(a, "keyword", None)
            text = str(getattr(a, "text", "") or "").strip()
            out.append(text if text and (not kw or text.lower().startswith(kw)) else (kw or text or "?"))
        return out

    def _has(self, c, want: str) -> bool:
        want = want.lower().rstrip(".")
        for a in c.abilities:
            kw = getattr(a, "keyword", None)
            text = str(getattr(a, "text", "") or "").strip().lower().rstrip(".")
            if want in (kw, text):
                return True
        return False

    def _abilities_shown(self, c) -> str:
        names = self._ability_names(c)
        return "abilities: " + ("; ".join(names) if names else "none")

    def x_has(self, e, st):
        c = self._chars(e, st)
        want = words(e.children[1])
        return f"has {want}", f"has {want}" if self._has(c, want) else self._abilities_shown(c)

    def x_lacks(self, e, st):
        c = self._chars(e, st)
        want = words(e.children[1])
        return f"lacks {want}", self._abilities_shown(c) if self._has(c, want) else f"lacks {want}"

    def x_colors(self, e, st):
        want = [words(w).lower() for w in e.children[1:]]
        for w in want:
            if w not in _COLOR_WORDS:
                raise ScriptError(f"unknown color {w!r}; colors: {', '.join(_COLOR_WORDS)}", st.line)
        want = [w for w in want if w != "colorless"]
        got = [str(x).lower() for x in self._chars(e, st).colors]
        return _colors_shown(want), _colors_shown(got)

    def x_types(self, e, st):
        c = self._chars(e, st)
        line_t = e.children[1]
        front = words(line_t.children[0]).split()
        back = words(line_t.children[2]).split() if line_t.children[2] is not None else []
        want = (sorted(t.lower() for t in front), sorted(t.lower() for t in back))
        got = (sorted(t.lower() for t in list(c.supertypes) + list(c.types)), sorted(t.lower() for t in c.subtypes))
        shown_want = " ".join(front) + (" — " + " ".join(back) if back else "")
        shown_got = _type_line(c)
        return (want, shown_want), (got, shown_got) if got != want else (want, shown_want)

    def x_subtypes(self, e, st):
        want = sorted(words(w) for w in e.children[1].children if isinstance(w, Tree))
        got = sorted(self._chars(e, st).subtypes)
        return ", ".join(want) or "nothing", ", ".join(got) or "nothing"

    def x_counters(self, e, st):
        want = {}
        for it in e.children[1].children:
            if isinstance(it, Tree):
                want[_counter(it.children[1])] = int(it.children[0])
        return want, dict(self.game.objects[self._obj(e.children[0], st)].counters)

    def _names(self, entries_t, st) -> list[str]:
        out = []
        for en in entries_t.children:
            if isinstance(en, Tree):
                out += [words(en.children[1])] * self._copies(en.children[0], st.line)
        return out

    def x_zone(self, e, st):
        who, zone_t, entries = e.children
        p = self.pid(words(who), st.line)
        zone = _tok(zone_t)
        g = self.game
        if zone == "outside":
            return sorted(self._names(entries, st)), sorted(cd.name for cd in g.outside.get(p, ()))
        if zone in ("battlefield", "exile", "command"):
            ids = [i for i in self._listed(zone) if (g.chars(i).controller if zone == "battlefield" else g.objects[i].owner) == p]
        else:
            ids = g.zone(zone, p)
        want = self._names(entries, st)
        got = [self._zone_name(i) for i in ids]
        if zone == "library":
            return want, list(reversed(got))
        return sorted(want), sorted(got)

    def x_zone_count(self, e, st):
        who, zone_t, n = e.children
        p = self.pid(words(who), st.line)
        zone = _tok(zone_t)
        g = self.game
        if zone == "outside":
            return int(n), len(g.outside.get(p, ()))
        ids = g.zone(zone, p) if zone in ("hand", "library", "graveyard") else \
            [i for i in self._listed(zone) if g.objects[i].owner == p]
        return int(n), len(ids)

    def x_shared_zone(self, e, st):
        zone_t, entries = e.children
        zone = _tok(zone_t)
        g = self.game
        if zone in ("hand", "library", "graveyard", "outside"):
            raise ScriptError(f"whose {zone}? write 'expect NAME {zone}: ...'", st.line)
        return sorted(self._names(entries, st)), sorted(self._zone_name(i) for i in self._listed(zone))

    def _listed(self, zone: str) -> list[int]:
        """A shared zone's objects as an expectation lists them: the command zone without the
        face-down cards of planar decks (CR 901.4, 708.2)."""
        g = self.game
        if zone == "command":
            return [i for i in g.zone(zone) if not g.objects[i].face_down]
        return g.zone(zone)

    def _zone_name(self, i) -> str:
        """An object's name in a zone listing; an emblem, which has none (CR 114.5), as the
        log names it ("emblem from Garruk")."""
        name = self.game.chars(i).name
        return name or (self.game.name_of(i) if self.game.objects[i].zone == "command" else name)

    def x_stack(self, e, st):
        return self._names(e.children[0], st), [it.text for it in self.game.stack_items]

    def x_pool(self, e, st):
        who, pool_t = e.children
        p = self.pid(words(who), st.line)
        want = []
        for it in pool_t.children:
            if isinstance(it, Tree):
                sym, *riders = it.children
                for part in str(sym).replace("}", "} ").split():
                    want.append((part.strip("{}").upper(), tuple(str(r)[1:-1] for r in riders)))
        got = [(m.type, tuple(r.text for r in m.riders)) for m in self.game.players[p].pool.mana]
        return sorted(want), sorted(got)

    def x_timestamps(self, e, st):
        names = [words(n) for n in e.children]
        ids = [self._obj(n, st) for n in e.children]
        ts = [self.game.objects[i].timestamp for i in ids]
        return " < ".join(names), " < ".join(n for _, n in sorted(zip(ts, names)))

    def x_turn(self, e, st):
        return int(e.children[0]), self.game.turn

    def x_step(self, e, st):
        text = words(e.children[0])
        parts = text.split()
        g = self.game
        if parts and parts[0].endswith(("'s", "’s")):
            who = self.pid(parts[0], st.line)
            return (g.name_of(who), self.step_name(" ".join(parts[1:]), st.line)), (g.name_of(g.active_player), g.step)
        return self.step_name(text, st.line), g.step

    def x_active(self, e, st):
        return str(e.children[0]), self.game.name_of(self.game.active_player)

    def x_log(self, e, st):
        want = str(e.children[0])[1:-1]
        found = any(want.lower() in x.text.lower() for x in self.game.log)
        return f"a log line containing {want!r}", f"a log line containing {want!r}" if found else "no such line"


def _tok(t) -> str:
    if isinstance(t, Tree):
        return str(t.children[0])
    return str(t)


def _counter(kind_t) -> str:
    return str(kind_t.children[0]).replace("−", "-") if isinstance(kind_t, Tree) else str(kind_t)


_COLOR_WORDS = ("white", "blue", "black", "red", "green", "colorless")


def _colors_shown(colors) -> str:
    order = [c for c in _COLOR_WORDS if c in colors] + sorted(c for c in colors if c not in _COLOR_WORDS)
    return ", ".join(order) if order else "colorless"


def _type_line(c) -> str:
    front = " ".join(list(c.supertypes) + list(c.types))
    return front + (" — " + " ".join(c.subtypes) if c.subtypes else "")


def _show(v) -> str:
    if isinstance(v, list):
        return ", ".join(map(str, v)) if v else "nothing"
    return str(v)


def _esc(text: str) -> str:
    return text.replace("[", "\\[")


def run_one(path: Path, *, explain: bool = False, console=None, err_console=None, quiet: bool = False):
    """Run one script -> (exit code, runner)."""
    r = Runner(path, explain=explain, console=console, quiet=quiet)
    try:
        r.run()
        return 0, r
    except ExpectationFailed as f:
        r.flush_log()
        if err_console is not None:
            err_console.print(f"[bold]{path}:{f.line}[/bold]: [red]expectation failed[/red]: {_esc(f.text)}")
            err_console.print(f"    expected: {_esc(str(f.expected))}")
            err_console.print(f"    actual:   {_esc(str(f.actual))}")
        return 1, r
    except ScriptError as e:
        if err_console is not None:
            err_console.print(f"[bold]{path}:{e.line}:{e.column}[/bold]: [red]error[/red]: {_esc(e.message)}")
        return 2, r


def run_scripts(scripts: list[Path], *, explain: bool, as_json: bool, console, err_console) -> int:
    worst = 0
    states = {}
    for path in scripts:
        path = Path(path)
        if not path.exists():
            err_console.print(f"[bold]{path}[/bold]: [red]error[/red]: no such script")
            worst = max(worst, 2)
            continue
        if not as_json:
            console.print(f"[bold underline]{_esc(str(path))}[/bold underline]")
        code, r = run_one(path, explain=explain, console=console, err_console=err_console, quiet=as_json)
        if r.game is not None:
            states[str(path)] = game_state(r.game)
        if not as_json:
            console.print("[green]all expectations held[/green]" if code == 0 else
                          "[red]failed[/red]" if code == 1 else "[red]script error[/red]")
        worst = max(worst, code)
    if as_json:
        data = next(iter(states.values())) if len(scripts) == 1 and states else {"scripts": states}
        console.print_json(json.dumps(data)) if False else console.print(json.dumps(data, indent=2, sort_keys=False),
                                                                           markup=False, highlight=False)
    return worst
