"""The night's money (store/money.py): the stake, the cap and the fewest transfers, with exact
amounts in hundredths."""

from __future__ import annotations

import random

import pytest

from mahjong_gui.store.money import (
    MAX_STAKE,
    MoneyError,
    Terms,
    Transfer,
    check_terms,
    fewest_transfers,
    format_amount,
    night,
    parse_amount,
)


def flows(n: int, transfers: tuple[Transfer, ...]) -> list[int]:
    out = [0] * n
    for t in transfers:
        out[t.payer] -= t.amount
        if t.payee is not None:
            out[t.payee] += t.amount
    return out


@pytest.mark.parametrize(("totals", "stake", "transfers"), [
    pytest.param([30, -10, -5, -15], 50,
                 [(3, 0, 750), (1, 0, 500), (2, 0, 250)], id="one_winner"),
    pytest.param([20, 10, -25, -5], 100,
                 [(2, 0, 2000), (2, 1, 500), (3, 1, 500)], id="two_winners"),
    pytest.param([10, 10, -10, -10], 1, [(2, 0, 10), (3, 1, 10)], id="ties_lower_seat_first"),
    pytest.param([0, 0, 0, 0], 50, [], id="nobody_moved"),
    pytest.param([12, 0, 0, -12], 25, [(3, 0, 300)], id="two_zero_players"),
])
def test_fewest_transfers(totals: list[int], stake: int,
                          transfers: list[tuple[int, int, int]]) -> None:
    result = night(totals, Terms(stake))
    assert result.owed == tuple(t * stake for t in totals)
    assert result.balances == result.owed and result.capped == () and result.pot == 0
    assert result.transfers == tuple(Transfer(*t) for t in transfers)


def test_the_cap_cuts_a_loss_and_the_winners_share_what_is_paid() -> None:
    result = night([60, 20, -30, -50], Terms(100, cap=4000))
    assert result.owed == (6000, 2000, -3000, -5000)
    assert result.capped == (3,)
    # 7,000 paid, shared 6,000 : 2,000
    assert result.balances == (5250, 1750, -3000, -4000)
    # seat 3 pays seat 0 first; then seat 1 is owed more (1,750) than seat 0 (1,250)
    assert result.transfers == (Transfer(3, 0, 4000), Transfer(2, 1, 1750),
                                Transfer(2, 0, 1250))


def test_a_cap_that_cuts_nothing_changes_nothing() -> None:
    assert night([60, 20, -30, -50], Terms(100, cap=5000)) == night([60, 20, -30, -50],
                                                                     Terms(100))


def test_the_capped_hundredths_left_over_go_to_the_largest_remainders() -> None:
    result = night([1, 1, 1, -3], Terms(1, cap=2))
    assert result.balances == (1, 1, 0, -2)  # 2 shared in thirds: seats 0 and 1 (ties)
    assert sum(result.balances) == 0


def test_penalties_paid_to_nobody_go_to_the_pot() -> None:
    result = night([10, -5, -8, 0], Terms(10))  # 3 points paid to nobody
    assert result.pot == 30
    assert result.transfers == (Transfer(2, 0, 80), Transfer(1, 0, 20), Transfer(1, None, 30))
    capped = night([10, -5, -8, 0], Terms(10, cap=60))  # 110 paid: 100 : 30 of 130
    assert capped.balances == (85, -50, -60, 0) and capped.pot == 25


def test_random_nights_balance_in_at_most_n_minus_one_transfers() -> None:
    rng = random.Random(29)
    for _ in range(2000):
        n = rng.randint(2, 6)
        totals = [rng.randint(-500, 500) for _ in range(n - 1)]
        totals.append(-sum(totals) - rng.choice([0, 0, 0, rng.randint(1, 40)]))
        terms = Terms(rng.randint(1, 300), rng.choice([None, rng.randint(1, 60_000)]))
        result = night(totals, terms)
        assert sum(result.balances) == -result.pot
        assert flows(n, result.transfers) == list(result.balances)
        between = [t for t in result.transfers if t.payee is not None]
        assert len(between) <= n - 1
        assert all(t.amount > 0 for t in result.transfers)
        if terms.cap is not None:
            assert all(b >= -terms.cap for b in result.balances)
        assert all(0 <= b <= o for b, o in zip(result.balances, result.owed, strict=True)
                   if o > 0)


def test_transfers_refuse_more_gains_than_losses() -> None:
    with pytest.raises(MoneyError) as err:
        fewest_transfers([5, -4])
    assert err.value.code == "bad_totals"


@pytest.mark.parametrize(("stake", "cap", "code"), [
    pytest.param(0, None, "bad_stake", id="no_stake"),
    pytest.param(True, None, "bad_stake", id="a_flag"),
    pytest.param(MAX_STAKE + 1, None, "bad_stake", id="stake_too_big"),
    pytest.param("50", None, "bad_stake", id="stake_text"),
    pytest.param(50, 0, "bad_cap", id="zero_cap"),
    pytest.param(50, 1.5, "bad_cap", id="cap_float"),
])
def test_terms_are_checked(stake: object, cap: object, code: str) -> None:
    with pytest.raises(MoneyError) as err:
        check_terms(stake, cap)
    assert err.value.code == code


def test_amounts_read_and_write_as_hundredths() -> None:
    assert [parse_amount(t) for t in ("0.5", "12,50", "3", " 0.05 ")] == [50, 1250, 300, 5]
    for bad in ("-1", "1.234", "abc", "", "1e3"):
        with pytest.raises(MoneyError):
            parse_amount(bad)
    assert [format_amount(a) for a in (0, 5, -1250, 123456)] == ["0.00", "0.05", "-12.50",
                                                                 "1234.56"]
