"""A random player for the rules kernel: legal and illegal actions, invariants, replay.

Used by the kernel property tests and by ``benchmarks/fuzz.py --kernel``. Every action
goes through the Game API the interpreter and the script runner use. An action the rules
forbid must raise ``RulesError`` and leave ``game.snapshot()`` exactly as before (CR
732.1); any other exception is a crash. After every action the invariants hold.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from cardlang.kernel import (DefaultChooser, Game, RulesError, ScriptedChooser, SpellAbility, TargetSpec, card,
                             double_damage, prevent_next)
from cardlang.kernel.mana import Mana

ZONES = ("library", "hand", "graveyard", "battlefield", "exile", "stack", "command")


# -- cards ---------------------------------------------------------------------------
def _any_target(game, ctx, t):
    return t in game.players or any(x in game.chars(t).types for x in ("Creature", "Planeswalker", "Battle"))


def _deal(n):
    def effect(game, ctx):
        for t in ctx.legal_targets():
            game.deal_damage(ctx.source, t, n)
    return effect


def _shield(game, ctx):
    for t in ctx.legal_targets():
        game.add_replacement(prevent_next("shield", 3, lambda g, e, t=t: e.recipient == t,
                                          source=ctx.source, controller=ctx.controller))


FALLBACK_CARDS = (
    card("Shock", "{R}", "Instant", abilities=(SpellAbility(_deal(2), (TargetSpec("any target", _any_target),),
                                                              text="Shock deals 2 damage to any target."),)),
    card("Lava Axe", "{4}{R}", "Sorcery", abilities=(SpellAbility(_deal(5), (TargetSpec("any target", _any_target),),
                                                                    text="deals 5 damage"),)),
    card("Mending Hands", "{W}", "Instant", abilities=(SpellAbility(_shield, (TargetSpec("any target", _any_target),),
                                                                      text="prevent the next 3"),)),
    card("Grizzly Bears", "{1}{G}", "Creature — Bear", "2/2"),
    card("Hill Giant", "{3}{R}", "Creature — Giant", "3/3"),
    card("Forest", None, "Basic Land — Forest"),
    card("Mountain", None, "Basic Land — Mountain"),
)


def library_cards() -> list:
    """The built-in card library compiled by the interpreter (cards that compile), plus
    hand-built kernel cards; just the latter when the interpreter is absent."""
    cards = list(FALLBACK_CARDS)
    try:
        from cardlang.interp.abilities import compile_card
        from cardlang.syntax.cardfile import read_card_file
        from robust_support import CARDS_DIR
    except ImportError:
        return cards
    for path in sorted(CARDS_DIR.glob("*.cards")):
        for pc in read_card_file(path):
            if pc.card is None or not pc.ok:
                continue
            try:
                cards.append(compile_card(pc.card))
            except Exception:  # noqa: BLE001 - a card the interpreter can't compile yet is not a kernel input
                continue
    return cards


# -- invariants ------------------------------------------------------------------------
def check_invariants(g: Game) -> None:
    seen: dict[int, str] = {}
    for key, ids in g.zones.items():
        for oid in ids:
            assert oid not in seen, f"object {oid} is in two zones: {seen[oid]} and {key}"
            seen[oid] = key
            assert oid in g.objects, f"zone {key} holds {oid}, which is no object"
            o = g.objects[oid]
            assert g.zone_key(o.zone, o.owner) == key, f"object {oid} says zone {o.zone}, but is in {key}"
    assert set(seen) == set(g.objects), f"objects in no zone: {set(g.objects) - set(seen)}"
    for p in g.players.values():
        assert type(p.life) is int, f"{p.name}'s life is {p.life!r}"
        assert type(p.poison) is int and p.poison >= 0, p.poison
        for m in p.pool.mana:
            assert isinstance(m, Mana) and m.type in "WUBRGC" and len(m.type) == 1, m
            assert m.id, f"mana without an id in {p.name}'s pool"
            assert isinstance(m.riders, tuple), m
        assert len({m.id for m in p.pool.mana}) == len(p.pool.mana), "one mana twice in a pool"
        for name, n in p.counters.items():
            assert type(n) is int and n > 0, (name, n)
    for oid, o in g.objects.items():
        for name, n in o.counters.items():
            assert type(n) is int and n >= 0, (oid, name, n)
        assert type(o.damage) is int and o.damage >= 0, (oid, o.damage)
    for item in g.stack_items:
        if item.obj is not None and not item.is_copy:
            assert item.obj in g.zones["stack"], f"spell {item.obj} on the stack is not in the stack zone"
    assert [e.seq for e in g.log] == list(range(len(g.log))), "log sequence numbers"
    if g.priority is not None:
        assert g.priority in g.players


# -- the random player ------------------------------------------------------------------
class RandomPlayer:
    """Draws actions from ``rng``; ``run(n)`` performs n of them, checking after each."""

    def __init__(self, rng: random.Random, seed: int = 0, cards: list | None = None):
        self.rng = rng
        # every action, effect actions (the interpreter's calls) included, gets unknown and
        # stale ids and player ids that aren't players (refused with a RulesError, state
        # unchanged); ``move`` takes any object anywhere, spells off the stack included
        self.cards = cards or list(FALLBACK_CARDS)
        self.g = Game(["Alice", "Bob"], seed=seed, chooser=_RandomChooser(rng))
        self.refused = self.done = 0
        for pid in self.g.order:
            for _ in range(12):
                self.g.add_card(pid, rng.choice(self.cards), "library")
            for _ in range(3):
                self.g.add_card(pid, rng.choice(self.cards), "hand")
            self.g.add_card(pid, rng.choice(self.cards), "battlefield")
        self.g.start()
        check_invariants(self.g)

    # an id: mostly a real object or player, sometimes one that isn't (an unknown id, or a
    # stale one: an object that changed zones is a new object, CR 400.7)
    def any_id(self, bogus: bool = True) -> int:
        g, r = self.g, self.rng
        pool = list(g.objects) + list(g.players)
        if bogus and r.random() < 0.1 or not pool:
            return r.choice((0, -1, 10 ** 6, g._next_id, max(g.lki) if g.lki else 1))
        return r.choice(pool)

    def eff_id(self) -> int:
        return self.any_id(bogus=True)

    def player(self, bogus: bool = True) -> int:
        if bogus and self.rng.random() < 0.03:
            return self.rng.choice((0, 999))
        return self.rng.choice(self.g.order)

    def eff_player(self) -> int:
        return self.player()

    def amount(self) -> int:
        return self.rng.choice((0, 1, 2, 3, 5, 20, -1))

    def actions(self) -> list[tuple[str, Callable[[], Any]]]:
        g, r = self.g, self.rng
        return [
            ("cast", lambda: g.cast_spell(self.player(), self.any_id(),
                                          targets=[self.any_id() for _ in range(r.randrange(3))] if r.random() < .7 else None)),
            ("cast_from_hand", self.cast_from_hand, True),
            ("activate", lambda: g.activate_ability(self.player(), self.any_id(), r.randrange(3))),
            ("activate_own", self.activate_own, True),
            ("play_land", lambda: g.play_land(self.player(), self.any_id())),
            ("play_own_land", self.play_own_land, True),
            ("pass", lambda: g.pass_priority(self.player())),
            ("pass_priority_holder", lambda: g.pass_priority(g.priority) if g.priority else g.pass_priority(self.player())),
            ("attack", lambda: g.declare_attackers(self.player(), {self.any_id(): self.any_id()})),
            ("attack_with_all", self.attack_with_all, True),
            ("block", lambda: g.declare_blockers(self.player(), {self.any_id(): self.any_id()})),
            # goto is many steps, all or nothing: refused part way, it changes nothing either (732.1)
            # (the same random draws as before, so saved fuzz inputs replay the same games)
            ("goto", lambda: g.goto(r.choice(("main1", "main2", "declare_attackers", "upkeep")))),
            ("add_mana", lambda: g.add_mana(self.eff_player(), "".join(r.choice("WUBRGC") for _ in range(r.randrange(1, 4))))),
            ("damage", lambda: g.deal_damage(self.eff_id() if r.random() < .7 else None, self.eff_id(), self.amount())),
            ("gain", lambda: g.gain_life(self.eff_player(), self.amount())),
            ("lose", lambda: g.lose_life(self.eff_player(), self.amount())),
            ("draw", lambda: g.draw(self.eff_player(), r.choice((0, 1, 2)))),
            ("move", lambda: g.move(self.eff_id(), r.choice(ZONES))),
            ("destroy", lambda: g.destroy(self.eff_id())),
            ("sacrifice", lambda: g.sacrifice(self.eff_id(), self.eff_player())),
            ("counters", lambda: g.put_counters(self.eff_id(), r.choice(("+1/+1", "-1/-1", "loyalty", "poison")), self.amount())),
            ("remove_counters", lambda: g.remove_counters(self.eff_id(), r.choice(("+1/+1", "-1/-1")), self.amount())),
            ("tap", lambda: g.tap(self.eff_id())),
            ("untap", lambda: g.untap(self.eff_id())),
            ("token", lambda: g.create_token(self.eff_player(), r.choice(("Treasure", "Food", "Clue", "Incubator")),
                                             r.choice((1, 2)))),
            ("pay_mana", lambda: g.pay_mana(self.eff_player(), ("{R}",) if r.random() < .5 else ("{1}", "{G}"))),
            ("advance", lambda: g.advance_step()),
            ("check_state", lambda: g.check_state()),
            ("shield", lambda: g.add_replacement(prevent_next("fuzz shield", r.choice((1, 3)), lambda gm, e: True))),
            ("doubler", lambda: g.add_replacement(double_damage("fuzz doubler"))),
        ]

    # mostly-legal player actions: the priority holder's own cards, mana to pay with
    def _holder(self) -> int:
        return self.g.priority or self.g.active_player

    def cast_from_hand(self):
        g, p = self.g, self._holder()
        hand = g.hand(p)
        if not hand:
            return lambda: None
        if self.rng.random() < 0.8:
            g.add_mana(p, "WUBRGC" * 2)
        card_id = self.rng.choice(hand)
        return lambda: g.cast_spell(p, card_id)

    def activate_own(self):
        g, p = self.g, self._holder()
        mine = g.battlefield(p)
        if not mine:
            return lambda: None
        if self.rng.random() < 0.5:
            g.add_mana(p, "WUBRGC")
        source, index = self.rng.choice(mine), self.rng.randrange(2)
        return lambda: g.activate_ability(p, source, index)

    def play_own_land(self):
        g, p = self.g, self._holder()
        lands = [c for c in g.hand(p) if "Land" in g.chars(c).types]
        if not lands:
            return lambda: None
        land = self.rng.choice(lands)
        return lambda: g.play_land(p, land)

    def attack_with_all(self):
        g = self.g
        p = g.active_player
        creatures = [c for c in g.battlefield(p) if g.chars(c).is_creature]
        foes = g.opponents(p) or [p]
        attacks = {c: foes[0] for c in creatures if self.rng.random() < .7}
        return lambda: g.declare_attackers(p, attacks)

    def step(self) -> str:
        name, act, *prepared = self.rng.choice(self.actions())
        if prepared and self.g.outcome is None:  # legal set-up (mana, a choice of card) first;
            act = act()                            # only the action itself is checked
            check_invariants(self.g)
        # once the game has ended (104.2a, 104.4) the set-up is itself an action, refused (104.1)
        before = self.g.snapshot()
        try:
            act()
        except RulesError as err:
            self.refused += 1
            after = self.g.snapshot()
            assert after == before, f"refused {name} ({err}) changed the game: {_diff(before, after)}"
        else:
            self.done += 1
        check_invariants(self.g)
        return name

    def run(self, n: int) -> list[str]:
        return [self.step() for _ in range(n)]


class _RandomChooser(DefaultChooser):
    """Answers every decision with a random legal option (seeded), or a bad answer at times."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.asked = []

    def choose(self, decision):
        self.asked.append(decision.kind)
        opts = list(decision.options or [])
        if opts:
            return self.rng.choice(opts)
        return super().choose(decision)  # no option at all: MissingChoice naming the decision


def _diff(a: dict, b: dict) -> str:
    keys = [k for k in a if a.get(k) != b.get(k)]
    return "; ".join(f"{k}: {a.get(k)!r} -> {b.get(k)!r}"[:300] for k in keys)


def replay_log(seed: int, n: int, cards: list | None = None) -> list:
    """The structured log of n random actions from ``seed``."""
    p = RandomPlayer(random.Random(seed), seed=seed, cards=cards)
    for _ in range(n):
        try:
            p.step()
        except AssertionError:
            raise
    return [repr(sorted(e.as_dict().items())) for e in p.g.log]
