"""The night's money: a session's totals in points times its stake per point, each loss cut to
the night's cap when it has one, settled with the fewest transfers (who pays whom). Pure
Python on whole hundredths of the money unit: no Qt, no floats, no files."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

MAX_STAKE = 100_000_000  # hundredths a point: at most 1,000,000.00 a point
MAX_CAP = 10 ** 12  # hundredths: at most 10,000,000,000.00 lost in a night
MAX_TOTAL = 2 ** 53  # a night's total in points beyond this is not one a session makes
_AMOUNT = re.compile(r"^\s*(\d{1,13})(?:[.,](\d{1,2}))?\s*$")


class MoneyError(ValueError):
    """A stake, a cap or totals that cannot be used: ``code`` (``bad_stake``, ``bad_cap``,
    ``bad_totals``), ``path`` the JSON path at fault (``money.stake_cents`` ...)."""

    def __init__(self, code: str, message: str, path: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path


@dataclass(frozen=True, slots=True)
class Terms:
    """A session's money: ``stake`` hundredths a point (1 to MAX_STAKE) and, when it has one,
    the most a player pays in the night, ``cap`` hundredths (1 to MAX_CAP)."""

    stake: int
    cap: int | None = None


@dataclass(frozen=True, slots=True)
class Transfer:
    """``payer`` gives ``payee`` ``amount`` hundredths; ``payee`` None: the pot (the penalties
    the session's payments send to nobody)."""

    payer: int
    payee: int | None
    amount: int


@dataclass(frozen=True, slots=True)
class Night:
    """The night's money by seat: ``owed`` (totals times the stake), ``balances`` (after the
    cap: what each seat gets, negative what it pays), ``pot`` (what goes to nobody), the seats
    whose loss the cap cut, and the transfers that settle the balances."""

    owed: tuple[int, ...]
    balances: tuple[int, ...]
    pot: int
    capped: tuple[int, ...]
    transfers: tuple[Transfer, ...]


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_terms(stake: Any, cap: Any = None) -> Terms:
    """The terms when ``stake`` and ``cap`` are in range, else ``MoneyError``."""
    if not (_whole(stake) and 1 <= stake <= MAX_STAKE):
        raise MoneyError("bad_stake", f"the stake is a whole number of hundredths from 1 to "
                         f"{MAX_STAKE} a point", "money.stake_cents")
    if cap is not None and not (_whole(cap) and 1 <= cap <= MAX_CAP):
        raise MoneyError("bad_cap", f"the cap is a whole number of hundredths from 1 to "
                         f"{MAX_CAP}, or none", "money.cap_cents")
    return Terms(stake, cap)


def parse_amount(text: str, code: str = "bad_stake") -> int:
    """``"0.5"``, ``"12,50"`` or ``"3"`` as hundredths (50, 1250, 300); ``MoneyError``
    ``code`` for anything else (a sign, more than two decimals, letters)."""
    m = _AMOUNT.match(text) if isinstance(text, str) else None
    if m is None:
        raise MoneyError(code, f"{text!r} is not an amount like 0.50")
    return int(m.group(1)) * 100 + int((m.group(2) or "0").ljust(2, "0"))


def format_amount(hundredths: int) -> str:
    """Hundredths as ``-12.50`` (a point, two decimals; a spreadsheet's reading)."""
    sign = "-" if hundredths < 0 else ""
    whole, part = divmod(abs(hundredths), 100)
    return f"{sign}{whole}.{part:02d}"


def _shares(amount: int, claims: Sequence[int]) -> list[int]:
    """``amount`` shared in proportion to ``claims`` (each >= 0, their sum >= amount): each
    its floor, the hundredths left over one each to the largest remainders (ties: the first)."""
    total = sum(claims)
    if total == 0:
        return [0] * len(claims)
    out = [amount * c // total for c in claims]
    rest = amount - sum(out)
    order = sorted(range(len(claims)), key=lambda i: (-(amount * claims[i] % total), i))
    for i in order[:rest]:
        out[i] += 1
    return out


def fewest_transfers(balances: Sequence[int]) -> tuple[Transfer, ...]:
    """Transfers that settle ``balances`` (each seat's gain, negative a loss; their sum at
    most 0, the rest going to the pot): the largest debtor pays the largest creditor as much
    as one of them needs, again until nobody is owed (ties: the lower seat first); then each
    debtor still owing pays the pot. Each transfer settles a debtor or a creditor, so
    ``n`` seats need at most ``n - 1`` transfers between them."""
    if sum(balances) > 0:
        raise MoneyError("bad_totals", "the players gain more than they lose")
    debt = {s: -b for s, b in enumerate(balances) if b < 0}
    credit = {s: b for s, b in enumerate(balances) if b > 0}
    out: list[Transfer] = []
    while credit:
        payer = min(debt, key=lambda s: (-debt[s], s))
        payee = min(credit, key=lambda s: (-credit[s], s))
        amount = min(debt[payer], credit[payee])
        out.append(Transfer(payer, payee, amount))
        for book, seat in ((debt, payer), (credit, payee)):
            book[seat] -= amount
            if not book[seat]:
                del book[seat]
    for payer in sorted(debt, key=lambda s: (-debt[s], s)):
        out.append(Transfer(payer, None, debt[payer]))
    return tuple(out)


def night(totals: Sequence[int], terms: Terms) -> Night:
    """The night's money of a session whose totals in points are ``totals`` (their sum is 0,
    or less by the penalties paid to nobody).

    Each seat is owed its total times the stake. With a cap, nobody pays more than the cap:
    what the losers pay is shared among the winners and the pot in proportion to what each
    was owed (whole hundredths, the leftover ones to the largest remainders), so a cap that
    cuts no loss changes nothing."""
    if not (all(_whole(t) and -MAX_TOTAL <= t <= MAX_TOTAL for t in totals)
            and sum(totals) <= 0):
        raise MoneyError("bad_totals", "the totals are whole numbers whose sum is at most 0")
    owed = tuple(t * terms.stake for t in totals)
    pot = -sum(owed)
    paid = {s: -o if terms.cap is None else min(-o, terms.cap)
            for s, o in enumerate(owed) if o < 0}
    capped = tuple(s for s, p in paid.items() if p < -owed[s])
    claimants = [s for s, o in enumerate(owed) if o > 0]
    shares = _shares(sum(paid.values()), [owed[s] for s in claimants] + [pot])
    balances = [0] * len(owed)
    for s, p in paid.items():
        balances[s] = -p
    for s, share in zip(claimants, shares, strict=False):
        balances[s] = share
    return Night(owed, tuple(balances), shares[-1], capped, fewest_transfers(balances))


def night_json(result: Night, terms: Terms) -> dict[str, Any]:
    """The night's money as the exports write it (docs/guide.md "The night's money"): amounts in
    whole hundredths, seats by index."""
    return {"stake_cents": terms.stake, "cap_cents": terms.cap,
            "owed_cents": list(result.owed), "balances_cents": list(result.balances),
            "pot_cents": result.pot, "capped": list(result.capped),
            "transfers": [{"from": t.payer, "to": t.payee, "cents": t.amount}
                          for t in result.transfers]}
