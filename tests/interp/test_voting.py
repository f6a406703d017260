"""Voting (CR 701.38): "Starting with you, each player votes for death or torture."

Each player, starting with the player named and going on in turn order, chooses one of the
choices (701.38a); the choices are words with no rules meaning (701.38b) or objects. The rest
of the ability reads the votes: "If death gets more votes", "If torture gets more votes or the
vote is tied", "For each evidence vote, ...", "each permanent with the most votes or tied for
most votes"."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Tyrant's Choice {1}{B}
Sorcery
Will of the council — Starting with you, each player votes for death or torture. If death gets more votes, each opponent sacrifices a creature. If torture gets more votes or the vote is tied, each opponent loses 4 life.
end
card:
Council's Judgment {1}{W}{W}
Sorcery
Will of the council — Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.
end
card:
Capital Punishment {4}{B}{B}
Sorcery
Council's dilemma — Starting with you, each player votes for death or taxes. Each opponent sacrifices a creature for each death vote and discards a card for each taxes vote.
end
card:
Tivit's Offer {2}{U}
Sorcery
Council's dilemma — Starting with you, each player votes for evidence or bribery. For each evidence vote, draw a card. For each bribery vote, you gain 3 life.
end
"""


def play(tmp_path, body: str, players: str = ""):
    code, r, out = run_script(tmp_path, CARDS + players + body)
    assert code == 0, out
    return r, out


def test_701_38a_starting_with_you_in_turn_order(tmp_path):
    # Bob casts it: Bob votes first, then the next player in turn order (Carol), then Alice
    r, out = play(tmp_path, """Bob hand: Tyrant's Choice
Bob library: 3 Swamp
Alice battlefield: Grizzly Bears
turn Bob precombat main
Bob pool: {B}{B}
Bob casts Tyrant's Choice
all pass
  Bob chooses vote: torture
  Carol chooses vote: death
  Alice chooses vote: death
""", players="players Alice, Bob, Carol\n")
    g = r.game
    assert [g.name_of(d.player) for d in asked(r, "vote")] == ["Bob", "Carol", "Alice"]
    # death got more votes (2 to 1): each opponent of Bob sacrifices a creature
    assert not g.zone("battlefield") and g.players[g.pid("Alice")].life == 20, out


def test_701_38a_a_tied_vote_goes_to_the_choice_that_says_so(tmp_path):
    r, out = play(tmp_path, """Alice hand: Tyrant's Choice
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Tyrant's Choice
all pass
  Alice chooses vote: death
  Bob chooses vote: torture
expect Bob life 16
""")
    assert r.game.zone("battlefield"), out          # "If death gets more votes": it didn't (1 to 1)


def test_701_38a_a_vote_for_one_of_the_choices_only(tmp_path):
    code, _, out = run_script(tmp_path, CARDS + """Alice hand: Tyrant's Choice
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Tyrant's Choice
all pass
  Alice chooses vote: mercy
""")
    assert code != 0 and "isn't one of the choices" in out


def test_701_38b_votes_for_objects_the_most_voted_is_exiled(tmp_path):
    r, out = play(tmp_path, """Alice hand: Council's Judgment
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Council's Judgment
all pass
  Alice chooses vote: Grizzly Bears
  Bob chooses vote: Grizzly Bears
expect Bob battlefield: Savannah Lions
expect exile: Grizzly Bears
""")
    votes = asked(r, "vote")
    g = r.game
    # "a nonland permanent you don't control": Alice's spell, so none of Alice's permanents
    assert all(g.objects[o].controller == g.pid("Bob") for o in votes[0].options if o in g.objects)


def test_701_38b_tied_for_most_votes_are_all_exiled(tmp_path):
    play(tmp_path, """Alice hand: Council's Judgment
Alice battlefield: Craw Wurm
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Council's Judgment
all pass
  Alice chooses vote: Grizzly Bears
  Bob chooses vote: Savannah Lions
expect Bob battlefield: nothing
expect Alice battlefield: Craw Wurm
""")


def test_701_38a_for_each_vote_for_a_choice(tmp_path):
    r, out = play(tmp_path, """Alice hand: Tivit's Offer
Alice library: 5 Island
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Tivit's Offer
all pass
  Alice chooses vote: evidence
  Bob chooses vote: bribery
expect Alice life 23
""")
    assert len(r.game.zone("hand", "Alice")) == 1, out   # one evidence vote: one card drawn


def test_701_38a_107_1_sacrifice_and_discard_for_each_vote(tmp_path):
    r, out = play(tmp_path, """Alice hand: Capital Punishment
Bob battlefield: Grizzly Bears, Savannah Lions, Craw Wurm
Bob hand: Island, Forest
turn Alice precombat main
Alice pool: {B}{B}{B}{B}{B}{B}
Alice casts Capital Punishment
all pass
  Alice chooses vote: death
  Bob chooses vote: death
  Bob chooses sacrifice: Grizzly Bears
  Bob chooses sacrifice: Savannah Lions
expect Bob battlefield: Craw Wurm
""")
    assert len(r.game.zone("hand", "Bob")) == 2, out     # no taxes vote: no discard
