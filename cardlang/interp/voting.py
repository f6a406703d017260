"""Voting (CR 701.38): "Starting with you, each player votes for death or torture." and what
the votes decide.

To vote, each player, starting with the player named and going on in turn order, chooses one
of the choices (701.38a). The choices are words with no rules meaning of their own ("death",
"torture", 701.38b) or objects ("votes for a nonland permanent you don't control"). Each
player votes once (701.38d: a player with more votes, from another effect, is not done here:
no such effect runs yet). A script answers ``Alice chooses vote: death`` (or a card's name).
The votes are kept in the resolving context (``votes``: (voter, choice) in the order cast),
where the rest of the ability reads them:

* "If death gets more votes, ..." / "If torture gets more votes or the vote is tied, ...";
* "for each death vote" (a multiplier, 107.1), "For each time vote, take an extra turn.";
* "each permanent with the most votes or tied for most votes"."""
from __future__ import annotations

from collections import Counter

from cardlang.kernel.choices import Decision
from cardlang.kernel.errors import RulesError
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .sentences import CONDITIONS, compile_chain
from .targets import MULTIPLIERS, _filter_text, filter_pred, resolver

VOTE = "vote"


def _choice_text(choice) -> str:
    from cardlang.syntax import to_text
    return to_text(choice).strip().lower()


def _voters(env):
    """The players in turn order from the one "Starting with" names (701.38a, 101.4)."""
    first = env.data.get("vote_starts_with")
    if first is None:
        raise Unrunnable(None, "a vote with no player to start it")

    def voters(g, c):
        starts = first(g, c)
        order = [p for p in g.order if not g.players[p].lost]
        if len(starts) != 1 or starts[0] not in order:
            return order
        k = order.index(starts[0])
        return order[k:] + order[:k]
    return voters


def _each_player(subject) -> bool:
    if subject is None:
        return True
    return isinstance(subject, A.Quantified) and isinstance(subject.quantifier, A.Each) and \
        _filter_text(subject.filter).strip().lower() == "player"


@handles(A.StartingWithSentence, role="sentence")
def starting_with(node, env):
    """"Starting with you, each player ..." (101.4): the players act in turn order from the one
    named. Only a vote is read this way here; other instructions stay Unrunnable."""
    items = [i for i in (node.chain.items if isinstance(node.chain, A.EffectChain) else (node.chain,))
             if isinstance(i, (A.VoteForChoice, A.VoteForObject))]
    if not items:
        raise Unrunnable(node, "'starting with' an instruction other than a vote")
    saved = env.data.get("vote_starts_with")
    env.data["vote_starts_with"] = resolver(node.first, env)
    try:
        return compile_chain(node.chain, env)
    finally:
        env.data["vote_starts_with"] = saved


def _cast_votes(g, c, voters, options, label, describe):
    """701.38a: each voter in turn chooses one of ``options``; returns [(voter, choice)]."""
    votes = []
    for p in voters(g, c):
        if not options:
            break
        d = Decision(VOTE, f"{g.name_of(p)} votes for {describe}", p, list(options), rule="701.38a")
        ans = g.ask(d)
        pick = next((o for o in options if o == ans or isinstance(ans, str) and label(o).lower() == ans.lower()), None)
        if pick is None:
            raise RulesError(f"{ans!r} isn't one of the choices of this vote ({describe})", "701.38a")
        votes.append((p, pick))
        g.note(f"{g.name_of(p)} votes for {label(pick)}", rule="701.38a")
    c.data["votes"] = votes
    return votes


@handles(A.VoteForChoice)
def vote_for_choice(node, env):
    """"each player votes for sickness or psychosis" (701.38a-b)."""
    if not _each_player(node.subject):
        raise Unrunnable(node.subject, "these players voting")
    voters = _voters(env)
    choices = [_choice_text(node.first), _choice_text(node.second)]
    describe = " or ".join(choices)
    return lambda g, c: _cast_votes(g, c, voters, choices, str, describe)


@handles(A.VoteForObject)
def vote_for_object(node, env):
    """"each player votes for a nonland permanent you don't control": the choices are the
    objects that match as the vote is held ("you" is the ability's controller)."""
    if not _each_player(node.subject):
        raise Unrunnable(node.subject, "these players voting")
    what = node.choice
    if not (isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(what, "voting for this")
    pred, kind = filter_pred(what.filter, env)
    from_zone = any(isinstance(x, (A.FromZone, A.InZone)) for x in (what.filter.suffixes.items if what.filter.suffixes else ()))
    if kind not in ("permanent", "card") or kind == "card" and not from_zone:
        raise Unrunnable(what, f"voting for a {kind}")
    voters = _voters(env)
    describe = _filter_text(what.filter)

    def run(g, c):
        if kind == "permanent":
            ids = g.battlefield()
        else:
            ids = [i for i, o in g.objects.items() if o.zone in ("graveyard", "hand", "exile", "library")]
        options = [i for i in ids if pred(g, c, i)]
        _cast_votes(g, c, voters, options, g.name_of, describe)
    return run


def _tally(c) -> Counter:
    return Counter(choice for _, choice in c.data.get("votes", ()))


def _gets_more(node, env):
    """"If death gets more votes" (701.38a): more votes than each other choice."""
    choice = _choice_text(node.choice)

    def more(g, c):
        t = _tally(c)
        return t[choice] > max((n for k, n in t.items() if k != choice), default=0)
    return more


def _more_or_tied(node, env):
    """"If torture gets more votes or the vote is tied": at least as many votes as each other choice."""
    choice = _choice_text(node.choice)

    def more_or_tied(g, c):
        t = _tally(c)
        return t[choice] >= max((n for k, n in t.items() if k != choice), default=0)
    return more_or_tied


CONDITIONS[A.VoteChoiceWins] = _gets_more
CONDITIONS[A.VoteChoiceWinsOrTied] = _more_or_tied


def _votes_for(node, env):
    """"for each death vote" (107.1): the number of votes cast for that choice."""
    choice = _choice_text(node.choice)
    return lambda g, c: _tally(c)[choice]


MULTIPLIERS[A.ForEachVote] = _votes_for


@handles(A.ForEachVoteSentence, role="sentence")
def for_each_vote(node, env):
    """"For each time vote, take an extra turn after this one.": the instructions, once per vote
    for that choice (701.38a)."""
    count = _votes_for(node, env)
    body = compile_chain(node.chain, env)

    def run(g, c):
        for _ in range(count(g, c)):
            body(g, c)
    return run


@handles(A.WithMostVotes, role="qualifier")
def with_most_votes(node, env):
    """"each permanent with the most votes or tied for most votes": the objects voted for that
    no other choice got more votes than."""
    def most(g, c, i):
        t = _tally(c)
        return bool(t) and t.get(i, 0) == max(t.values())
    return most
