"""Hong Kong payment rows on the command line say why a payer pays double (issue 30 item 4:
"x2 discarder, x2 dealer"), in the JSON of ``score`` and ``ledger`` and in their text."""

from __future__ import annotations


def test_hong_kong_payment_rows_say_why_a_payer_pays_double(capsys) -> None:
    # Classical (docs/rules.md §3): the discarder pays 2Q, East pays 2Q, the other Q; the
    # JSON rows and the text name each doubling.
    import json

    from mahjong_gui.cli import dispatch

    args = ["score", "--rules", "hk-classical", "12345678911m", "--meld", "pong:7z", "--seat",
            "1", "--win", "discard", "--from", "2"]
    assert dispatch([*args, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["payments"]
    assert [(r["from"], r["amount"], r.get("doublings")) for r in rows] == [
        (0, 32, ["dealer_pays"]), (2, 32, ["discarder"]), (3, 16, None)]
    assert dispatch(args) == 0
    out = capsys.readouterr().out
    assert "32  win_discard  (x2 discarder)" in out and "(x2 dealer pays)" in out
    # The dealer as discarder: both doublings, 4Q.
    assert dispatch([*args[:-1], "0", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["payments"]
    assert rows[0]["amount"] == 64 and rows[0]["doublings"] == ["discarder", "dealer_pays"]
