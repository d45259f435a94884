"""The words of the table in every language: the human seat has its own sentences ("You
discard 5p", never "You discards 5p") and the default seat names are translated, while a name
the user typed stays as typed."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import Payment, Reason
from mahjong_gui.ui import i18n, texts
from mahjong_gui.ui.texts.events import PHRASES, describe
from tests.helpers import t
from tests.ui.helpers import by_language

ROOT = Path(__file__).resolve().parents[2]
LANGS = [code for code in i18n.LANGUAGE_CODES if code != "en"]


def _events() -> list[ev.Event]:
    pay = (Payment(1, 0, 1, Reason.WIN_DISCARD),)
    plain = (("plain_win", 1, 1),)
    return [ev.Drew(0, t("5p"), False), ev.Drew(0, t("5p"), True), ev.Discarded(0, t("5p")),
            ev.ClaimPassed(0, t("5p"), "discard"), ev.Ponged(0, t("7s"), 2),
            ev.Ponged(2, t("7s"), 0),
            ev.KongDeclared(0, t("7s")), ev.KongRobbed(0, t("7s")),
            ev.Won(0, t("5p"), "discard", 1, (), (), (), plain, 1, pay),
            ev.Won(1, t("5p"), "discard", 0, (), (), (), plain, 1, ())]


def test_english_you_sentences_are_second_person() -> None:
    names = texts.seat_names(("", "", "", ""))
    assert names == ("You", "Right", "Across", "Left")
    lines = [describe(e, names) for e in _events()]
    assert lines[:8] == ["You draw 5 Dots", "You draw a replacement tile: 5 Dots",
                         "You discard 5 Dots", "You let 5 Dots go", "You pong 7 Bamboo from Across",
                         "Across pongs 7 Bamboo from you", "You add 7 Bamboo to a pong",
                         "You rob the kong on 7 Bamboo"]
    assert lines[8].startswith("You win on Right's discard with 5 Dots")
    assert lines[9].startswith("Right wins on your discard with 5 Dots")
    for line in lines:
        for wrong in ("You draws", "You discards", "You lets", "You pongs", "You wins",
                      "You pays", "You adds", "You robs", "from You", "You's"):
            assert wrong not in line, line
    # Nobody to speak to (a replay of bots): every seat in the third person.
    assert describe(ev.Discarded(0, t("5p")), ("An", "B", "C", "D"), None) == "An discards 5 Dots"


def test_typed_names_stay_and_default_names_follow_the_language() -> None:
    assert texts.custom_names(("You", "Bình", "", "Left")) == ("", "Bình", "", "")
    assert texts.seat_names(("Anh", "", "Right", "Chi")) == ("Anh", "Right", "Right", "Chi")


def _catalogue(code: str) -> dict[tuple[str, str], ET.Element]:
    tree = ET.parse(ROOT / "translations" / f"mahjong_gui_{code}.ts")
    return {(ctx.findtext("name"), msg.findtext("source")): msg
            for ctx in tree.getroot().iter("context") for msg in ctx.iter("message")}


YOU_SOURCES = [("Replay", source) for key, source in PHRASES.items()
               if key.endswith("_you") or "from_you" in key] + [
    ("PlayPage", "You win {0} with {1}\n{2}"), ("PlayPage", "You pay {0}"),
    ("HandEndDialog", "You won: {0} (value {1})"), ("HandEndDialog", "on your discard"),
    ("HandEndDialog", "robbing your kong"), ("HandEndDialog", "Next hand: you deal."),
    ("HandEndDialog", "You won {0} with {1}: {2} faan, base points {3}")]


@by_language(*LANGS)
def test_every_language_has_its_own_you_sentences(lang: str) -> None:
    catalogue = _catalogue(lang)
    for key in YOU_SOURCES:
        msg = catalogue.get(key)
        assert msg is not None, key
        tr = msg.find("translation")
        assert tr is not None and tr.get("type") is None and (tr.text or "").strip(), key
        # the third-person sentence with the name put in is not what the human reads
        assert QCoreApplication.translate(*key) != key[1] or lang == "en"
    names = texts.seat_names(("", "", "", ""))
    assert names != ("You", "Right", "Across", "Left")
    for seat, english in enumerate(("You", "Right", "Across", "Left")):
        assert names[seat] == texts.default_name(seat) != english
        assert texts.is_default_name(english, seat)  # an old English save reads as default
    lines = [describe(e, names) for e in _events()]
    for line in lines:
        for english in ("You", "Right", "Across", "Left"):
            assert english not in line, (lang, line)
    # A typed name stays as typed.
    assert texts.seat_names(("Anh", "", "", ""))[0] == "Anh"
