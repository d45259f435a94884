"""The scorebook page's import and export: a ledger file imported as a session on a worker
thread, a session exported as ledger JSON or a CSV table."""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import cast

from PySide6.QtCore import QEventLoop

from mahjong_gui.engine.inputs import InputLimitError
from mahjong_gui.store.files import UserFileError
from mahjong_gui.store.scorebook import ScorebookError, import_file
from mahjong_gui.ui import texts
from mahjong_gui.ui.scorebook.base import PageBase
from mahjong_gui.ui.texts.scorebook import csv_headings


class ScorebookPage(PageBase):
    """Import and export of a session.

    One of the parts ``page.ScorebookPage`` is made of, named like it so that its
    ``self.tr`` strings keep the page's translation context."""

    def csv_headings(self) -> dict[str, str]:
        """The CSV table's words in the page's language (store.scorebook.CSV_HEADINGS)."""
        return csv_headings()

    def export_to(self, path: str | Path, fmt: str | None = None,
                  translated: bool = False) -> None:
        """Write the session as a ledger JSON file (``ledger`` reads it) or a CSV table (with
        a byte-order mark; ``translated``: headings in the page's language), whole or not at
        all; raises ScorebookError (never over the scorebook itself) or OSError."""
        assert self.book is not None and self.session_id is not None
        self.book.export_to(path, self.session_id, fmt,
                            self.csv_headings() if translated else None)

    def import_from(self, path: str | Path) -> int | None:
        """``start_import`` and wait for its answer, the event loop running meanwhile (the
        window stays responsive): the new session's id, or None (the reason shown)."""
        answers: list[int | None] = []
        loop = QEventLoop()

        def done(sid: int | None) -> None:
            answers.append(sid)
            loop.quit()

        self.import_finished.connect(done)
        try:
            if self.start_import(path) and not answers:
                loop.exec()
        finally:
            self.import_finished.disconnect(done)
        return answers[0] if answers else None

    def start_import(self, path: str | Path, allow_duplicate: bool = False) -> bool:
        """Import a ledger file as a new session on a worker thread (reading, parsing, checking
        and writing take seconds for a big file; the window stays responsive). False when
        nothing starts (no scorebook, or an import already running); else ``import_finished``
        follows with the new session's id, or None with the reason shown."""
        if self.book is None or self.importing:
            return False
        self.importing = True
        self.import_button.setEnabled(False)
        self._say(self.tr("Importing {0}…").format(Path(path).name))
        book_path, file = self.path, str(path)

        def work() -> None:
            result: object
            try:  # its own connection: sqlite3 objects stay on the thread that made them
                result = import_file(book_path, file, allow_duplicate=allow_duplicate)
            except Exception as exc:  # reported on the GUI thread (_import_done)
                result = exc
            try:
                self._imported.emit(file, result, allow_duplicate)
            except RuntimeError:  # the page was closed meanwhile
                pass

        if self._import_pool is None:
            self._import_pool = ThreadPoolExecutor(max_workers=1,
                                                   thread_name_prefix="scorebook-import")
        self._import_pool.submit(work)
        return True

    def _import_done(self, path: str, result: object, again: bool) -> None:
        """The worker's answer, on the GUI thread: the new session shown, or why not."""
        self.importing = False
        self.import_button.setEnabled(True)
        sid: int | None = None
        try:
            if isinstance(result, UserFileError):  # a device, a pipe, too big, not UTF-8
                self._say(self.tr("This file cannot be read ({0}): {1}").format(
                    result.code, result.message), error=True)
            elif isinstance(result, InputLimitError):
                if result.code == "bad_json":
                    self._say(texts.ledger_error("bad_json"), error=True)
                else:  # too big, too deep, a number too long
                    self._say(self.tr("This file cannot be read ({0}): {1}").format(
                        result.code, result.message), error=True)
            elif isinstance(result, ScorebookError):
                if result.code != "duplicate_session" or again:
                    self._say(self.error_text(result), error=True)
                elif self._ask_import_again(result.detail or ""):
                    if self.start_import(path, allow_duplicate=True):
                        return  # import_finished follows that import
                else:  # show the one already kept
                    self._say("")
                    self.reload_sessions(select=result.session)
            elif isinstance(result, BaseException):
                raise result  # the last resort (ui/errors.py): logged, one message
            else:
                sid = cast(int, result)
                self.search_edit.clear()
                self.reload_sessions(select=sid)
                self._say(self.tr("Imported “{0}”.").format(self.info.name if self.info
                                                            else ""))
        finally:
            if not self.importing:
                self.import_finished.emit(sid)

    def export_filters(self) -> list[str]:
        return [self.tr("Ledger JSON (*.json)"), self.tr("CSV table (*.csv)"),
                self.tr("CSV table, headings in this language (*.csv)")]

    def _safe_name(self, suffix: str) -> str:
        assert self.info is not None
        return str(Path.home() / (re.sub(r'[\\/:*?"<>|]+', "_", self.info.name) + suffix))

    def _export_clicked(self) -> None:
        if self.info is None:
            return
        filters = self.export_filters()
        answer = self.choose_file(self.tr("Export session"), self._safe_name(".json"), filters,
                                  save=True, accept=self.tr("Export"))
        if answer is None:
            return
        path, chosen = answer
        is_csv = chosen != filters[0] or path.lower().endswith(".csv")
        if is_csv and not path.lower().endswith(".csv") and chosen != filters[0]:
            path += ".csv"
        try:
            self.export_to(path, "csv" if is_csv else "json", translated=chosen == filters[2])
        except ScorebookError as err:
            self._say(self.error_text(err), error=True)
            return
        except OSError as err:
            self._say(self.tr("Could not write the file: {0}").format(err.strerror), error=True)
            return
        self._say(self.tr("Exported to {0}.").format(path))

    def _import_clicked(self) -> None:
        answer = self.choose_file(self.tr("Import session"), str(Path.home()),
                                  [self.tr("Ledger JSON (*.json)")], save=False,
                                  accept=self.tr("Import"))
        if answer is not None:
            self.start_import(answer[0])
