"""+1/+1 counters a permanent enters with: graft (702.58a), devour (702.82a) and
amplify (702.38a); the choices are made as it enters (614.12); played through
real card text."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Aquastrand Spider {1}{G}
Creature — Spider Mutant
Graft 2 (This creature enters with two +1/+1 counters on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)
{G}: Target creature with a +1/+1 counter on it gains reach until end of turn. (It can block creatures with flying.)
0/0
end
card:
Caldera Hellion {3}{R}{R}
Creature — Hellion
Devour 1 (As this creature enters, you may sacrifice any number of creatures. It enters with that many +1/+1 counters on it.)
When this creature enters, it deals 3 damage to each creature.
3/3
end
card:
Aven Warhawk {4}{W}
Creature — Bird Soldier
Amplify 1 (As this creature enters the battlefield, put a +1/+1 counter on it for each Bird and/or Soldier card you reveal in your hand.)
Flying
2/2
end
card:
Daru Sentry {2}{W}
Creature — Human Soldier
1/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- graft (702.58a) -----------------------------------------------------------------------------
def test_702_58a_graft_enters_with_counters_and_moves_one(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Aquastrand Spider, Grizzly Bears
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Aquastrand Spider
resolve
Alice pool: {G}{C}
expect Aquastrand Spider counters: 2 +1/+1
expect Aquastrand Spider power 2
Alice casts Grizzly Bears
resolve
resolve
  Alice chooses may: yes
expect Grizzly Bears counters: 1 +1/+1
expect Aquastrand Spider counters: 1 +1/+1
""")
    assert code == 0, out


def test_702_58a_graft_doesnt_trigger_without_a_counter(tmp_path):
    # 603.4: "if this permanent has a +1/+1 counter on it" -- an intervening "if"
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Aquastrand Spider, Savannah Lions
Alice hand: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Grizzly Bears
resolve
expect stack: nothing
expect Grizzly Bears counters: nothing
""")
    assert code == 0, out


# ---- devour (702.82a) ----------------------------------------------------------------------------
def test_702_82a_devour_sacrifices_as_it_enters(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Caldera Hellion
Alice battlefield: Raging Goblin, Savannah Lions, Craw Wurm
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{R}{C}{C}{C}
Alice casts Caldera Hellion
resolve
  Alice chooses objects: Raging Goblin, Savannah Lions
expect Alice graveyard: Raging Goblin, Savannah Lions
expect Caldera Hellion counters: 2 +1/+1
resolve
expect Bob graveyard: Grizzly Bears
expect Alice battlefield: Craw Wurm, Caldera Hellion
""")
    assert code == 0, out


def test_702_82a_devour_nothing_no_counters(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Caldera Hellion
Alice battlefield: Raging Goblin
turn Alice precombat main
Alice pool: {R}{R}{C}{C}{C}
Alice casts Caldera Hellion
resolve
  Alice chooses objects: nothing
expect Caldera Hellion counters: nothing
expect Alice battlefield: Raging Goblin, Caldera Hellion
""")
    assert code == 0, out


# ---- amplify (702.38a) ---------------------------------------------------------------------------
def test_702_38a_amplify_reveals_cards_sharing_a_creature_type(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Aven Warhawk, Suntail Hawk, Daru Sentry, Grizzly Bears
turn Alice precombat main
Alice pool: {W}{C}{C}{C}{C}
Alice casts Aven Warhawk
resolve
  Alice chooses objects: Suntail Hawk, Daru Sentry
expect Aven Warhawk counters: 2 +1/+1
expect Alice hand: Suntail Hawk, Daru Sentry, Grizzly Bears
""")
    assert code == 0, out
    # a Bear shares no creature type with a Bird Soldier: it can't be revealed
    options = asked(r, "choose_objects")[0].options
    assert sorted(r.game.name_of(i) for i in options) == ["Daru Sentry", "Suntail Hawk"]
