"""The input boundary for text that users hand the engine (ledgers, saves, imports): limits that
no real input reaches, checked before anything is built from it (docs/architecture.md).

``load_json`` reads JSON with a size limit, a nesting limit and an integer size limit and turns
every failure into ``InputLimitError`` with a code; ``MAX_VALUE`` bounds the numbers a ledger
or a save may carry.
"""

from __future__ import annotations

import json
from typing import Any

MAX_JSON_CHARS = 20_000_000  # a scorebook of many thousand hands is a few MB
MAX_DEPTH = 32  # a ledger nests six levels; a save's events four
MAX_INT_DIGITS = 19  # a 64-bit seed; every value is far smaller
MAX_VALUE = 10**9  # the largest win value, units or payment a ledger may state


class InputLimitError(ValueError):
    """Text that is not JSON, or JSON beyond a limit. ``code``: ``bad_json``, ``too_big``,
    ``too_deep`` or ``number_too_big``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _int(text: str) -> int:
    digits = text.lstrip("-")
    if len(digits) > MAX_INT_DIGITS:
        raise InputLimitError("number_too_big", f"a number of {len(digits)} digits (at most "
                              f"{MAX_INT_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 40:
        raise InputLimitError("number_too_big", "a number of more than 40 characters")
    return float(text)


def _constant(name: str) -> Any:
    raise InputLimitError("bad_json", f"{name} is not a JSON number")


def depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (a scalar is 0), without recursion."""
    best = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            stack.extend((x, d + 1) for x in v.values())
            best = max(best, d + 1)
        elif isinstance(v, list):
            stack.extend((x, d + 1) for x in v)
            best = max(best, d + 1)
    return best


def load_json(text: str, max_chars: int = MAX_JSON_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """Parse ``text`` as JSON within the limits; raises ``InputLimitError``."""
    if len(text) > max_chars:
        raise InputLimitError("too_big", f"{len(text)} characters (at most {max_chars})")
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except InputLimitError:
        raise
    except RecursionError:
        raise InputLimitError("too_deep", f"nested deeper than {max_depth} levels") from None
    except json.JSONDecodeError as err:
        raise InputLimitError("bad_json", f"not JSON: {err}") from None
    except ValueError as err:  # e.g. a number beyond Python's digit limit
        raise InputLimitError("number_too_big", str(err)) from None
    if depth(data) > max_depth:
        raise InputLimitError("too_deep", f"nested deeper than {max_depth} levels")
    return data
