"""The input boundary for text that users hand the engine (ledgers, saves, imports): limits that
no real input reaches, checked before anything is built from it (docs/architecture.md).

``load_json`` reads JSON with a size limit, a count of values, a nesting limit and an integer
size limit and turns every failure into ``InputLimitError`` with a code; ``MAX_VALUE`` bounds
the numbers a ledger or a save may carry.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

MAX_JSON_CHARS = 20_000_000  # a scorebook of many thousand hands is a few MB
MAX_DEPTH = 32  # a ledger nests six levels; a save's events four
# A ledger holds one element per 14 characters or so (a 14 MB one: a million); a list of small
# numbers of 19 MB holds 9.5 million, which took 660 MB and 23 s to parse and check.
MAX_JSON_VALUES = 1_000_000
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
    """How deeply lists and objects nest in ``value`` (a scalar is 0), without recursion; the
    walk holds one iterator per level open, never a list of every element."""
    if not isinstance(value, dict | list):
        return 0
    best = 1
    stack: list[Iterator[Any]] = [iter(value.values() if isinstance(value, dict) else value)]
    while stack:
        for v in stack[-1]:
            if isinstance(v, dict | list):
                stack.append(iter(v.values() if isinstance(v, dict) else v))
                best = max(best, len(stack))
                break
        else:
            stack.pop()
    return best


def value_bound(text: str) -> int:
    """At least the number of elements (list items and object members) JSON ``text`` holds:
    each follows a ``[``, ``{`` or ``,`` (those inside strings only add to the count). Counted
    in C before parsing, so a huge list is refused before it is built."""
    return text.count(",") + text.count("[") + text.count("{") + 1


def load_json(text: str, max_chars: int = MAX_JSON_CHARS, max_depth: int = MAX_DEPTH,
              max_values: int = MAX_JSON_VALUES) -> Any:
    """Parse ``text`` as JSON within the limits; raises ``InputLimitError``."""
    if len(text) > max_chars:
        raise InputLimitError("too_big", f"{len(text)} characters (at most {max_chars})")
    if value_bound(text) > max_values:
        raise InputLimitError("too_big", f"more than {max_values:,} values")
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
