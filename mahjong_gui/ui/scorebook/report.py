"""The scorebook page's printed report: the session as HTML and as a PDF file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.scorebook.base import PageBase


class ScorebookPage(PageBase):
    """The session printed: its HTML and its PDF.

    One of the parts ``page.ScorebookPage`` is made of, named like it so that its
    ``self.tr`` strings keep the page's translation context."""

    def session_html(self) -> str:
        """The session for printing: its name, rules, standings and every hand, as HTML for
        a QTextDocument."""
        model = self.model
        assert model is not None and model.info is not None and model.result is not None
        info, result = model.info, model.result
        e = plain.escape  # every text, the names and notes among them, as written
        names = [e(n) for n in self.seat_labels()]
        # (tr outside the f-strings: lupdate does not read inside them)
        count = self.tr("Hands: %n", "", len(model.hands))
        standings_word, hands_word = self.tr("Standings"), self.tr("Hands")
        hand_word, running_word = self.tr("Hand"), self.tr("Running total")
        out = [f"<h2>{e(info.name)}</h2>",
               f"<p>{e(texts.profile(info.rules))} · {e(info.created[:10])} · {e(count)}</p>"]
        plan = model.plan()
        if plan is not None:
            out.append(f"<p>{e(self.plan_text(plan))}</p>")
        cell = 'style="padding: 2px 8px; text-align: right"'
        head = "".join(f"<th {cell}>{n}</th>" for n in names)
        heads = "".join(f"<th {cell}>{e(n)}</th>" for n in self.standing_names())
        out.append(f"<h3>{e(standings_word)}</h3>")
        out.append(f'<table border="1" cellspacing="0"><tr><th></th>{heads}</tr>')
        for r, (label, values) in enumerate(self.standing_rows(result)):
            cells = "".join(f"<td {cell}>{self.standing_text(r, v)}</td>" for v in values)
            out.append(f"<tr><th {cell}>{e(label)}</th>{cells}</tr>")
        out.append("</table>")
        out.append(f"<h3>{e(hands_word)}</h3>")
        out.append(f'<table border="1" cellspacing="0"><tr><th>{e(hand_word)}</th>'
                   f"{head}</tr>")
        standings = model.standings()
        for view in model.hands:
            cells = "".join(f"<td {cell}><b>{texts.signed(d)}</b></td>" for d in view.result.deltas)
            seated = self.hand_names(view.index)
            out.append(f"<tr><td><b>{e(self.hand_title(view, seated))}</b></td>"
                       f"{cells}</tr>")
            for entry in view.entries:
                cells = "".join(f"<td {cell}>{texts.signed(d)}</td>" for d in entry.deltas)
                text = self.describe(entry.record, seated, model.profile)  # type: ignore
                out.append(f"<tr><td>&nbsp;&nbsp;{e(text)}</td>{cells}</tr>")
            if standings is not None:
                running = standings.running[view.index]
                cells = "".join(f"<td {cell}><i>{texts.signed(d)}</i></td>" for d in running)
                out.append(f"<tr><td><i>{e(running_word)}</i></td>{cells}</tr>")
        out.append("</table>")
        summary, rows = self.money_lines(self.standing_names())
        if summary:
            money_word = self.tr("Night's money")
            out.append(f"<h3>{e(money_word)}</h3>")
            out += [f"<p>{e(line)}</p>" for line in summary.split("\n")]
            if rows:
                titles = "".join(f"<th>{e(t)}</th>" for t in (
                    self.tr("Pays"), self.tr("To"), self.tr("Amount")))
                out.append(f'<table border="1" cellspacing="0"><tr>{titles}</tr>')
                out += [f"<tr><td>{e(a)}</td><td>{e(b)}</td><td {cell}>{e(c)}</td></tr>"
                        for a, b, c in rows]
                out.append("</table>")
        return "\n".join(out)

    def print_to_pdf(self, path: str | Path) -> bool:
        """The session's standings and hand list as a PDF file (A4); False, with the reason
        shown, when it cannot be written."""
        if self.model is None or self.model.result is None:
            return False
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        writer.setTitle(self.info.name if self.info else "")
        writer.setCreator("mahjong_gui")
        doc = QTextDocument()
        doc.setHtml(self.session_html())
        doc.print_(writer)
        if not Path(path).is_file():
            self._say(self.tr("Could not write the file: {0}").format(str(path)), error=True)
            return False
        self._say(self.tr("Saved the session as {0}.").format(str(path)))
        return True

    def _pdf_clicked(self) -> None:
        if self.info is None or self.result is None:
            return
        answer = self.choose_file(self.tr("Save as PDF"), self._safe_name(".pdf"),
                                  [self.tr("PDF document (*.pdf)")], save=True)
        if answer is not None:
            path = answer[0]
            self.print_to_pdf(path if path.lower().endswith(".pdf") else path + ".pdf")
