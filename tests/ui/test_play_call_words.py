"""The Play page's calls and exchange banner in words (ui/texts/events.py): tiles by name,
never by code, from the right seat; each call its own words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import Payment, Reason, WinType
from mahjong_gui.engine.rules.base import ExchangeDirection
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.tiles import parse
from mahjong_gui.ui import i18n
from mahjong_gui.ui.texts.events import call_text, exchange_banner

PICKS = (parse("1m2m3m"), parse("4p5p6p"), parse("7s8s9s"), parse("1z2z3z"))
NAMES = ("You", "Right", "Across", "Left")


@pytest.fixture()
def vietnamese(qapp) -> Iterator[None]:
    i18n.install_translators(QCoreApplication.instance(), "vi")
    yield
    i18n.install_translators(QCoreApplication.instance(), i18n.DEFAULT_LANGUAGE)


def test_the_exchange_banner_names_the_tiles_and_who_passed_them(qapp) -> None:
    # passing to the next seat (s -> s + 1), seat 0 receives seat 3's tiles
    assert exchange_banner(ev.TilesExchanged(PICKS, ExchangeDirection.NEXT), NAMES, 0) == (
        "Everyone passed three tiles to the player on your right.\n"
        "You received East, South, West from Left.")
    assert exchange_banner(ev.TilesExchanged(PICKS, ExchangeDirection.ACROSS), NAMES, 0) == (
        "Everyone passed three tiles across the table.\n"
        "You received 7 8 9 Bamboo from Across.")
    assert "from Right." in exchange_banner(
        ev.TilesExchanged(PICKS, ExchangeDirection.PREVIOUS), NAMES, 0)


def test_the_exchange_banner_in_vietnamese(vietnamese: None) -> None:
    assert exchange_banner(ev.TilesExchanged(PICKS, ExchangeDirection.NEXT),
                           ("Bạn", "Phải", "Đối", "Trái"), 0) == (
        "Mọi người đã chuyển ba quân cho người bên phải.\nBạn nhận Đông, Nam, Tây từ Trái.")


def test_each_call_has_its_words(qapp) -> None:
    t = parse("5p")[0]
    pay = (Payment(1, 0, 2, Reason.WIN_DISCARD),)
    wins = [ev.Won(0, t, w, None if w is WinType.SELF else 1, (), (), (), (), 1, pay)
            for w in WinType]
    kongs = [ev.Konged(1, t, k, 2, True, pay) for k in KongKind]
    said = [call_text(e) for e in (*wins, *kongs, ev.Ponged(2, t, 1),
                                   ev.Chowed(2, t, parse("3p")[0], 1), ev.KongDeclared(1, t))]
    assert said == ["Self-drawn win!", "Win!", "Robbing the kong!", "Kong!", None,
                    "Concealed kong!", "Pong!", "Chow!", "Added kong!"]
    assert call_text(ev.Discarded(1, t)) is None
