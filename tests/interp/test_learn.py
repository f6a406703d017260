"""Learn (CR 701.48a): "You may discard a card. If you do, draw a card. If you didn't discard
a card, you may reveal a Lesson card you own from outside the game and put it into your
hand."  A script gives a player cards outside the game with ``Alice outside: ...`` (400.11)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Test Quiz {U}
Sorcery
You gain 1 life.
Learn.
end
card:
Test Lesson {1}{R}
Sorcery — Lesson
Test Lesson deals 2 damage to any target.
end
card:
Test Lecture {W}
Sorcery — Lesson
You gain 3 life.
end
card:
Test Rock {1}
Artifact
end
"""


def test_701_48a_reveal_a_lesson_from_outside_the_game_into_the_hand(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Quiz, Island
Alice outside: Test Lesson, Test Rock
turn Alice precombat main
Alice pool: {U}
Alice casts Test Quiz
all pass
Alice chooses learn: Test Lesson
expect Alice hand: Island, Test Lesson
expect Alice outside: Test Rock
expect log: "Alice reveals Test Lesson from outside the game"
""")
    assert code == 0, out
    # only Lesson cards are offered (the artifact isn't a Lesson), with discarding and nothing
    assert asked(r, "learn")[0].options == ["discard", "Test Lesson", "nothing"]


def test_701_48a_or_discard_a_card_to_draw_a_card(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Quiz, Island
Alice outside: Test Lesson
Alice library: Forest
turn Alice precombat main
Alice pool: {U}
Alice casts Test Quiz
all pass
Alice chooses learn: discard
expect Alice hand: Forest
expect Alice graveyard: Island, Test Quiz
expect Alice outside: Test Lesson
""")
    assert code == 0, out


def test_701_48a_or_nothing(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Quiz, Island
Alice outside: Test Lecture
turn Alice precombat main
Alice pool: {U}
Alice casts Test Quiz
all pass
Alice chooses learn: nothing
expect Alice hand: Island
expect Alice outside: Test Lecture
expect Alice life 21
""")
    assert code == 0, out


def test_701_48a_a_lesson_put_into_the_hand_can_be_cast(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Quiz
Alice outside: Test Lecture
turn Alice precombat main
Alice pool: {U}{W}
Alice casts Test Quiz
all pass
Alice chooses learn: Test Lecture
Alice casts Test Lecture
all pass
expect Alice life 24
""")
    assert code == 0, out


WISHES = """card:
Test Wish {2}{U}
Sorcery
You may reveal an instant card you own from outside the game and put it into your hand. Exile Test Wish.
end
card:
Test Acquisition {2}{B}{B}
Sorcery
Put a card you own from outside the game into your hand.
end
card:
Test Shock {R}
Instant
Test Shock deals 2 damage to any target.
end
card:
Test Bear {1}{G}
Creature — Bear
2/2
end
"""


def test_400_11b_reveal_a_card_from_outside_the_game_and_put_it_into_your_hand(tmp_path):
    code, r, out = run_script(tmp_path, WISHES + """Alice hand: Test Wish
Alice outside: Test Shock, Test Bear
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Test Wish
all pass
Alice chooses may: yes
expect Alice hand: Test Shock
expect Alice outside: Test Bear
expect Alice exile: Test Wish
expect log: "Alice reveals Test Shock from outside the game"
""")
    assert code == 0, out


def test_400_11b_only_a_matching_card_and_none_without_one(tmp_path):
    # no instant card outside the game: nothing is revealed or put into the hand
    code, r, out = run_script(tmp_path, WISHES + """Alice hand: Test Wish
Alice outside: Test Bear
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Test Wish
all pass
Alice chooses may: yes
expect Alice hand: nothing
expect Alice outside: Test Bear
""")
    assert code == 0, out


def test_400_11b_put_a_card_you_own_from_outside_the_game_into_your_hand(tmp_path):
    code, r, out = run_script(tmp_path, WISHES + """Alice hand: Test Acquisition
Alice outside: Test Shock, Test Bear
Bob outside: Test Wish
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts Test Acquisition
all pass
Alice chooses put: Test Bear
expect Alice hand: Test Bear
expect Alice outside: Test Shock
expect Bob outside: Test Wish
""")
    assert code == 0, out
    assert asked(r, "put")[0].options == ["Test Shock", "Test Bear"]
