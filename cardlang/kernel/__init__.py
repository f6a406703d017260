"""cardlang rules kernel: game state, events, replacement effects, layers,
the stack, turn structure and state-based actions.  Knows nothing of syntax.
See docs/kernel.md."""
from .abilities import (ANY_TARGET, TARGET_CREATURE, TARGET_PERMANENT, TARGET_PLAYER, ActivatedAbility, Context, Cost, DelayedTrigger, ManaAbility, SpellAbility,
                        StaticAbility, TargetSpec, TriggeredAbility, keyword)
from .choices import Decision, DefaultChooser, ScriptedChooser
from .durations import (END_OF_TURN, INDEFINITE, STATIC, THIS_TURN, Duration, as_long_as, until_event,
                        until_your_next_turn)
from .errors import MissingChoice, RulesError
from .events import (AddManaEvent, CountersEvent, CreateTokenEvent, DamageEvent, DrawEvent, Event,
                     LifeGainEvent, LifeLossEvent, LoseGameEvent, MarkerEvent, SpendManaEvent, TapEvent,
                     TransformEvent, ZoneChangeEvent)
from .game import Game, LogEntry, Player
from .layers import ContinuousEffect
from .mana import Mana, ManaRider, SpendTarget
from .objects import CardDef, Characteristics, FaceDef, GameObject, card, face, mana_value, parse_cost
from .replacement import PreventionShield, ReplacementEffect, double_damage, prevent_next
from .stack import StackItem
from .tokens import predefined

__all__ = [n for n in dir() if not n.startswith("_")]
