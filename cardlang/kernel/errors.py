"""Errors raised by the rules kernel."""
from __future__ import annotations


class RulesError(Exception):
    """An illegal action, refused.  ``rule`` names the Comprehensive Rule.

    CR 732.1: an illegal action is reversed; the kernel validates before it
    mutates, so the game state after a RulesError equals the state before.
    """

    def __init__(self, message: str, rule: str = "732.1"):
        super().__init__(f"{message} (CR {rule})")
        self.rule = rule
        self.message = message


class MissingChoice(RulesError):
    """A Chooser was asked a decision it had no answer for."""

    def __init__(self, message: str, kind: str):
        super().__init__(message, rule="732.1")
        self.kind = kind
