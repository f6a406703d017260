"""Planechase (CR 901): planes in the command zone, the planar die, chaos and planeswalking.

A face-up plane's abilities function from the command zone (311.4, 901.7) and it is controlled
by the planar controller, the active player (311.5, 901.6); the cards of a planar deck are face
down and have no abilities (708.2). The active player may roll the planar die as a special
action during a main phase of their turn with the stack empty, for {1} more each time they
did this turn (901.9). The die has one chaos face, one Planeswalker face and four blanks
(901.3a): chaos triggers the plane's chaos abilities (901.9b, 311.7); the Planeswalker symbol
triggers the planeswalking ability (901.8, 901.9c), which planeswalks (701.31b).

The die comes from the game's seeded random source; each test names a seed whose first roll
gives the face it needs and checks that face in the log before checking what it did."""
from __future__ import annotations

import re

from interp_helpers import run_script

from cardlang.script.state import game_state

CARDS = """card:
Academy at Tolaria West
Plane — Dominaria
At the beginning of your end step, if you have no cards in hand, draw seven cards.
Whenever you roll {CHAOS}, discard your hand.
end
card:
Panopticon
Plane — Mirrodin
When you planeswalk to Panopticon, draw a card.
At the beginning of your draw step, draw an additional card.
Whenever you roll {CHAOS}, draw a card.
end
card:
Gavony
Plane — Innistrad
All creatures have vigilance.
Whenever you roll {CHAOS}, creatures you control gain indestructible until end of turn.
end
card:
Planewide Disaster
Phenomenon
When you encounter Planewide Disaster, destroy all creatures. (Then planeswalk away from this phenomenon.)
end
card:
Giant Spider {3}{G}
Creature — Spider
Reach
2/4
end
"""

#: seeds whose first planar die roll (the game's first random draw) gives each face
CHAOS_SEED, PLANESWALKER_SEED, BLANK_SEED = 1, 2, 5
FACE = re.compile(r"Alice rolls the planar die: (\w+)")


def play(tmp_path, seed: int, body: str):
    code, r, out = run_script(tmp_path, CARDS + f"seed {seed}\n" + body)
    assert code == 0, out
    return r, out


def hand(r, who="Alice") -> int:
    return len(r.game.zone("hand", who))


def test_901_9b_311_7_chaos_triggers_the_face_up_planes_chaos_ability(tmp_path):
    r, out = play(tmp_path, CHAOS_SEED, """Alice command: Academy at Tolaria West
Alice hand: Island, Forest
turn Alice precombat main
Alice rolls the planar die
all pass
expect Alice graveyard: Island, Forest
""")
    assert FACE.findall(out) == ["chaos"], out
    assert hand(r) == 0                                   # "discard your hand"


def test_901_9c_701_31b_the_planeswalker_symbol_planeswalks(tmp_path):
    r, out = play(tmp_path, PLANESWALKER_SEED, """Alice command: Academy at Tolaria West
Alice planar deck: Panopticon, Gavony
Alice library: 5 Island
turn Alice precombat main
Alice rolls the planar die
all pass
all pass
expect Alice command: Panopticon
""")
    assert FACE.findall(out) == ["planeswalker"], out
    g = r.game
    face_up = [i for i in g.zone("command") if not g.objects[i].face_down]
    # 701.31b: the top card of the planar deck is face up, the old plane face down at the bottom
    assert [g.chars(i).name for i in face_up] == ["Panopticon"]
    deck = g.planar_decks[g.pid("Alice")]
    assert [g.objects[i].printed_face.name for i in deck] == ["Gavony", "Academy at Tolaria West"]
    assert all(g.objects[i].face_down for i in deck)
    # 311.6: the plane turned face down is a new object
    assert "planeswalks to Panopticon" in out
    state = game_state(g)
    assert state["command"] == ["Panopticon"] and state["planar_decks"] == {"Alice": 2}
    # 701.31d: "When you planeswalk to Panopticon, draw a card." triggered and resolved
    assert hand(r) == 1, out


def test_901_9a_a_blank_face_does_nothing_and_the_player_keeps_priority(tmp_path):
    r, out = play(tmp_path, BLANK_SEED, """Alice command: Academy at Tolaria West
Alice hand: Island
turn Alice precombat main
Alice rolls the planar die
""")
    assert FACE.findall(out) == ["blank"], out
    g = r.game
    assert hand(r) == 1 and not g.stack_items and not g.pending_triggers
    assert g.priority == g.pid("Alice")


def test_901_9_each_roll_after_the_first_costs_one_more(tmp_path):
    r, out = play(tmp_path, BLANK_SEED, """Alice command: Academy at Tolaria West
turn Alice precombat main
Alice rolls the planar die
expect refused "can't pay": Alice rolls the planar die
Alice pool: {C}
Alice rolls the planar die
""")
    # the second roll was refused (no mana for {1}) and left the game as it was; the third paid {C}
    assert len(FACE.findall(out)) == 2, out
    g = r.game
    assert g.planar_rolls == 2
    assert not g.players[g.pid("Alice")].pool.mana


def test_901_9_only_the_active_player_in_a_main_phase_with_an_empty_stack(tmp_path):
    play(tmp_path, BLANK_SEED, """Alice command: Academy at Tolaria West
Alice hand: Giant Spider
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Giant Spider
expect refused "stack is empty": Alice rolls the planar die
all pass
Alice passes
expect refused "only the active player": Bob rolls the planar die
advance to Alice's end step
expect refused "main phase": Alice rolls the planar die
""")


def test_901_3_no_planar_die_outside_a_planechase_game(tmp_path):
    play(tmp_path, BLANK_SEED, """turn Alice precombat main
expect refused "Planechase": Alice rolls the planar die
""")


def test_901_6_the_planar_controller_is_the_active_player(tmp_path):
    # Alice's plane: on Bob's turn Bob controls it, so "your draw step" is Bob's (311.5)
    r, out = play(tmp_path, BLANK_SEED, """Alice command: Panopticon
Alice library: 10 Island
Bob library: 10 Island
turn Alice draw
all pass
advance to Bob's draw step
all pass
""")
    g = r.game
    panopticon = g.zone("command")[0]
    assert g.chars(panopticon).controller == g.pid("Bob")
    assert hand(r, "Bob") == 2, out                # his draw, and "draw an additional card"
    assert hand(r, "Alice") == 1                   # on her turn it was hers: she skipped her first draw (103.8a)


def test_311_4_a_face_up_planes_static_ability_functions_from_the_command_zone(tmp_path):
    r, _ = play(tmp_path, BLANK_SEED, """Alice command: Gavony
Bob battlefield: Giant Spider
turn Alice precombat main
""")
    g = r.game
    spider = g.zone("battlefield")[0]
    assert g.chars(spider).has_keyword("vigilance")  # "All creatures have vigilance."


def test_708_2_a_plane_in_a_planar_deck_is_face_down_and_has_no_abilities(tmp_path):
    r, _ = play(tmp_path, BLANK_SEED, """Alice command: Academy at Tolaria West
Alice planar deck: Gavony
Bob battlefield: Giant Spider
turn Alice precombat main
""")
    g = r.game
    spider = g.zone("battlefield")[0]
    assert not g.chars(spider).has_keyword("vigilance")


def test_901_3_a_planar_deck_holds_only_planes(tmp_path):
    code, _, out = run_script(tmp_path, CARDS + """Alice planar deck: Giant Spider
turn Alice precombat main
""")
    assert code != 0 and "isn't a plane or phenomenon card" in out


def test_312_5_704_6f_a_phenomenon_is_encountered_then_planeswalked_away_from(tmp_path):
    r, out = play(tmp_path, PLANESWALKER_SEED, """Alice command: Academy at Tolaria West
Alice planar deck: Planewide Disaster, Panopticon
Alice library: 5 Island
Bob battlefield: Giant Spider
turn Alice precombat main
Alice rolls the planar die
all pass
all pass
all pass
""")
    assert FACE.findall(out) == ["planeswalker"], out
    g = r.game
    # 312.5: "When you encounter Planewide Disaster" triggered and resolved: all creatures destroyed
    assert not g.zone("battlefield") and g.zone("graveyard", "Bob"), out
    # 704.6f: then Alice planeswalked away from it, to Panopticon ("When you planeswalk to ...": a card)
    face_up = [i for i in g.zone("command") if not g.objects[i].face_down]
    assert [g.chars(i).name for i in face_up] == ["Panopticon"], out
    deck = g.planar_decks[g.pid("Alice")]
    assert [g.objects[i].printed_face.name for i in deck] == ["Academy at Tolaria West", "Planewide Disaster"]
    assert hand(r) == 1, out


def test_603_2_when_you_planeswalk_to_it_or_at_the_beginning_of_your_upkeep(tmp_path):
    # one ability with two trigger events (603.2): both function from the command zone (311.4)
    cards = """card:
Fountain Plane
Plane — Testworld
When you planeswalk to Fountain Plane or at the beginning of your upkeep, you gain 2 life.
Whenever you roll {CHAOS}, you gain 10 life.
end
"""
    code, r, out = run_script(tmp_path, CARDS + cards + f"""seed {PLANESWALKER_SEED}
Alice command: Academy at Tolaria West
Alice planar deck: Fountain Plane
turn Alice precombat main
Alice rolls the planar die
all pass
all pass
expect Alice life 22
advance to Bob's upkeep
all pass
expect Bob life 22
""")
    assert code == 0, out
    assert FACE.findall(out) == ["planeswalker"], out
