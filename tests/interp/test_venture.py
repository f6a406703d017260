"""Venturing into the dungeon (CR 701.49) and dungeon cards (CR 309).

A player's dungeon cards begin outside the game (309.2; a script's ``Alice outside: ...``);
venturing with none in the command zone brings one in with the venture marker on its
topmost room (701.49a, 309.4a); each room's ability triggers as the marker moves into it
(309.4c); the marker follows an arrow, the player choosing among several (309.5a, 701.49b);
a dungeon whose marker is on its bottommost room is removed from the game once no room
ability of it waits to leave the stack (309.6, 704.5t), which completes it (309.7); venturing
from the bottommost room removes it and brings in a dungeon again (701.49c)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Lost Mine of Phandelver
Dungeon
Cave Entrance — Scry 1. (Leads to: Goblin Lair, Mine Tunnels)
Goblin Lair — Create a 1/1 red Goblin creature token. (Leads to: Storeroom, Dark Pool)
Mine Tunnels — Create a Treasure token. (Leads to: Dark Pool, Fungi Cavern)
Storeroom — Put a +1/+1 counter on target creature. (Leads to: Temple of Dumathoin)
Dark Pool — Each opponent loses 1 life and you gain 1 life. (Leads to: Temple of Dumathoin)
Fungi Cavern — Target creature gets -4/-0 until your next turn. (Leads to: Temple of Dumathoin)
Temple of Dumathoin — Draw a card.
end
card:
Test Crypt
Dungeon
Crypt Door — You gain 2 life. (Leads to: Crypt Vault)
Crypt Vault — Each opponent loses 3 life.
end
card:
Test Map {3}
Artifact
{T}: Venture into the dungeon.
end
card:
Test Torch {1}
Artifact
{1}: Venture into the dungeon.
end
card:
Test Gargoyle {2}
Artifact Creature — Gargoyle
As long as you've completed a dungeon, this creature gets +3/+0.
1/4
end
card:
Test Sage {1}{U}
Creature — Human
Whenever you complete a dungeon, draw a card.
1/1
end
"""


def test_701_49a_the_first_venture_brings_a_dungeon_in_and_its_first_room_triggers(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice outside: Test Crypt
Alice battlefield: Test Map
turn Alice precombat main
Alice activates Test Map
all pass
expect Alice command: Test Crypt
expect Alice outside: nothing
expect log: "Alice moves their venture marker into Crypt Door"
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_309_5a_the_player_chooses_the_arrow_and_each_room_triggers(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice outside: Lost Mine of Phandelver
Alice battlefield: Test Torch
Alice library: Island, Forest, Mountain
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice activates Test Torch
all pass
all pass
Alice chooses scry: nothing
Alice activates Test Torch
all pass
Alice chooses room: Goblin Lair
all pass
expect Alice battlefield: Test Torch, Goblin Token
Alice activates Test Torch
all pass
Alice chooses room: Dark Pool
all pass
expect Alice life 21
expect Bob life 19
""")
    assert code == 0, out
    rooms = asked(r, "room")
    assert [d.options for d in rooms] == [["Goblin Lair", "Mine Tunnels"], ["Storeroom", "Dark Pool"]]


def test_309_6_a_dungeon_is_completed_once_its_last_room_ability_has_left_the_stack(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice outside: Test Crypt
Alice battlefield: Test Torch, Test Gargoyle, Test Sage
Alice library: Island, Forest
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Test Torch
all pass
all pass
expect Test Gargoyle power 1
Alice activates Test Torch
all pass
expect stack: "Crypt Vault — Each opponent loses 3 life."
expect Alice command: Test Crypt
all pass
expect Bob life 17
expect Alice command: nothing
expect Alice outside: Test Crypt
expect log: "Alice completes Test Crypt"
expect Test Gargoyle power 4
all pass
expect Alice hand: Island
""")
    assert code == 0, out
    assert r.game.dungeons_completed[r.game.pid("Alice")] == ("Test Crypt",)


def test_701_49c_venturing_from_the_bottommost_room_completes_it_and_starts_again(tmp_path):
    # in response to the last room's ability, Alice ventures again: the dungeon is removed
    # (completed) and she brings one in again -- the same card, back outside the game
    code, r, out = run_script(tmp_path, CARDS + """Alice outside: Test Crypt
Alice battlefield: Test Torch
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice activates Test Torch
all pass
all pass
Alice activates Test Torch
all pass
Alice activates Test Torch
all pass
expect log: "Alice completes Test Crypt"
expect Alice command: Test Crypt
all pass
all pass
expect Alice life 24
expect Bob life 17
""")
    assert code == 0, out


def test_701_49a_the_player_chooses_among_their_dungeons(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice outside: Test Crypt, Lost Mine of Phandelver
Alice battlefield: Test Map
turn Alice precombat main
Alice activates Test Map
all pass
Alice chooses dungeon: Test Crypt
expect Alice command: Test Crypt
expect Alice outside: Lost Mine of Phandelver
""")
    assert code == 0, out


def test_101_3_no_dungeon_outside_the_game_nothing_happens(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Map
turn Alice precombat main
Alice activates Test Map
all pass
expect Alice command: nothing
expect stack: nothing
""")
    assert code == 0, out
