"""Sagas (CR 714), with real card text: chapter abilities are triggered abilities that
trigger as lore counters cross their chapter number (714.2a); a Saga enters with a lore
counter (714.3a) and gets one after its controller's precombat main phase begins
(714.3b, a turn-based action, 505.4); once its lore counters reach its final chapter
number and no chapter ability of it is waiting to trigger or on the stack, it is
sacrificed (714.4, state-based action 704.5s)."""
from __future__ import annotations

from interp_helpers import run_script

from cardlang.interp import compile_card_report
from cardlang.kernel.sagas import ChapterAbility, final_chapter
from cardlang.syntax import read_card_text

AVENGERS_UNDER_SIEGE = """card:
Avengers: Under Siege {2}{B}{R}
Enchantment — Saga
(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)
I — Create two 2/1 black Villain creature tokens with menace.
II — This Saga deals 2 damage to each non-Villain creature and each opponent.
III — Create a Treasure token for each Villain you control.
end
"""

SETUP = AVENGERS_UNDER_SIEGE + """players Alice 20, Bob 20
Alice hand: "Avengers: Under Siege"
Alice library: Island, Island, Island
Bob battlefield: Grizzly Bears
Bob library: Forest, Forest, Forest
turn Alice precombat main
Alice pool: {B}{R}{C}{C}
Alice casts "Avengers: Under Siege"
all pass
"""


def test_714_3a_chapter_one_triggers_as_the_saga_enters(tmp_path):
    code, r, out = run_script(tmp_path, SETUP + """expect "Avengers: Under Siege" counters: 1 lore
expect stack: "I — Create two 2/1 black Villain creature tokens with menace."
all pass
expect Alice battlefield: "Avengers: Under Siege", Villain Token, Villain Token
expect Bob life 20
""")
    # 714.3a: it enters with one lore counter; 714.2a: 0 -> 1 crosses chapter I only, whose
    # trigger is on the stack (the spell itself has resolved); it creates two Villains
    assert code == 0, out


def test_714_3b_chapter_two_after_the_next_precombat_main_begins(tmp_path):
    code, r, out = run_script(tmp_path, SETUP + """all pass
advance to Bob's precombat main
expect "Avengers: Under Siege" counters: 1 lore
advance to Alice's precombat main
expect "Avengers: Under Siege" counters: 2 lore
all pass
expect Bob life 18
expect battlefield: "Avengers: Under Siege", Villain Token, Villain Token
""")
    # 714.3b: a lore counter only in ITS CONTROLLER's precombat main (Bob's turn: still 1);
    # 1 -> 2 crosses chapter II only: 2 damage to each non-Villain creature (the Bears
    # die, 704.5g) and each opponent (Bob 20 -> 18); Alice isn't an opponent
    assert code == 0, out
    g = r.game
    assert g.players[g.pid("Alice")].life == 20


def test_714_4_chapter_three_resolves_then_the_saga_is_sacrificed(tmp_path):
    code, r, out = run_script(tmp_path, SETUP + """all pass
advance to Bob's precombat main
advance to Alice's precombat main
all pass
advance to Bob's precombat main
advance to Alice's precombat main
expect "Avengers: Under Siege" counters: 3 lore
expect stack: "III — Create a Treasure token for each Villain you control."
expect Alice battlefield: "Avengers: Under Siege", Villain Token, Villain Token
all pass
expect Alice battlefield: Villain Token, Villain Token, Treasure, Treasure
expect Alice graveyard: "Avengers: Under Siege"
""")
    # 714.4 / 704.5s: with 3 lore counters (its final chapter, 714.2c) it stays while its
    # chapter III ability is on the stack; that resolves (two Villains -> two Treasures),
    # then the state-based action sacrifices it
    assert code == 0, out
    assert any(e.cause == "704.5s" and "sacrifice" in e.text for e in r.game.log), "sacrificed by the state-based action 704.5s"


THE_TRIUMPH_OF_ANAX = """The Triumph of Anax {2}{R}
Enchantment — Saga
(As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)
I, II, III — Until end of turn, target creature gains trample and gets +X/+0, where X is the number of lore counters on this Saga.
IV — Target creature you control fights up to one target creature you don't control. (Each deals damage equal to its power to the other.)
"""


def test_714_2b_one_chapter_ability_per_listed_number_and_the_final_chapter():
    rep = compile_card_report(read_card_text(THE_TRIUMPH_OF_ANAX, "t.cards")[0].card)
    assert not rep.problems
    chapters = [a for a in rep.definition.front.abilities if isinstance(a, ChapterAbility)]
    # 714.2b: "I, II, III — [effect]" is three chapter abilities; 714.2c: the final chapter is IV
    assert [a.chapter for a in chapters] == [1, 2, 3, 4]
    assert final_chapter(rep.definition.front.abilities) == 4


ROAR_OF_ENDLESS_SONG = """Roar of Endless Song {2}{G}{U}{R}
Enchantment — Saga
(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)
I, II — Create a 5/5 green Elephant creature token.
III — Double the power and toughness of each creature you control until end of turn.
"""


def test_a_chapter_whose_effect_cannot_run_keeps_the_card_unrunnable():
    # a chapter ability is runnable only through its effect's handlers: chapter III's
    # "double the power and toughness" has none yet, so it's reported, never dropped
    rep = compile_card_report(read_card_text(ROAR_OF_ENDLESS_SONG, "t.cards")[0].card)
    assert [p.text.split(" — ")[0] for p in rep.problems] == ["III"]
    assert [a.chapter for a in rep.definition.front.abilities if isinstance(a, ChapterAbility)] == [1, 2]
