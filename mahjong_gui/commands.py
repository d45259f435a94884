"""The headless subcommands moved to the ``mahjong_gui.cli`` package (one module per command);
this module keeps the old import path working."""

from __future__ import annotations

from mahjong_gui.cli import COMMANDS, dispatch
from mahjong_gui.cli.analyze import analyze_report, cmd_analyze
from mahjong_gui.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_NOT_WIN,
    EXIT_OK,
    InputError,
    UsageError,
    payment_json,
)
from mahjong_gui.cli.ledger import cmd_ledger, ledger_report
from mahjong_gui.cli.replay import cmd_replay
from mahjong_gui.cli.score import cmd_score, hk_score_report, score_report
from mahjong_gui.cli.scorebook import cmd_scorebook
from mahjong_gui.cli.simulate import cmd_simulate

__all__ = [
    "COMMANDS", "EXIT_BAD_INPUT", "EXIT_NOT_WIN", "EXIT_OK", "InputError", "UsageError",
    "analyze_report", "cmd_analyze", "cmd_ledger", "cmd_replay", "cmd_score", "cmd_scorebook",
    "cmd_simulate", "dispatch", "hk_score_report", "ledger_report", "payment_json",
    "score_report",
]
