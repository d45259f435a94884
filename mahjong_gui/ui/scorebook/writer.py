"""The scorebook page's writes, each on a thread of its own (``ScorebookWriter``)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from PySide6.QtCore import QEventLoop, QObject, QThread, QTimer, Signal

from mahjong_gui.store.scorebook import Scorebook

_T = TypeVar("_T")
SLOW_MS = 300  # a write not landed by then is said to be saving


class ScorebookWriter(QObject):
    """The page's writes, each on a thread of their own with a Scorebook of that thread on the
    page's file, so that the window keeps drawing while the store writes (and waits for
    another program's lock). ``run`` waits for the write with the event loop running, user
    input held back until the write has landed (it then comes, in order), and hands the
    session the write kept to the page's own scorebook (``Scorebook.adopt``): reading it
    afterwards settles and reads nothing again. With no event loop running yet (a script, a
    test driving the page) there is no window to keep drawing: it waits for the thread."""

    _landed = Signal(object)  # from the writer's thread: the job and its outcome

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ThreadPoolExecutor | None = None
        self._books: dict[str, Scorebook] = {}  # the writer thread's, by file
        self.writing = False
        self._landed.connect(self._arrived)
        self._answers: dict[int, tuple[object, BaseException | None, object]] = {}
        self._loops: dict[int, QEventLoop] = {}
        self._jobs = 0

    slow = Signal()  # a write has not landed after SLOW_MS (the page says it is saving)

    def run(self, book: Scorebook, session_id: int | None,
            write: Callable[[Scorebook], _T]) -> _T:
        """``write`` done on the writer thread with its Scorebook of ``book``'s file (told
        first what ``book`` keeps of ``session_id``); its answer, or its exception raised
        here. ``book`` then keeps the session as the write left it."""
        path = book.path
        if path == ":memory:":  # an in-memory scorebook has no file another thread can open
            return write(book)
        kept = book.kept(session_id) if session_id is not None else None
        self._jobs += 1
        job = self._jobs

        def work() -> tuple[object, BaseException | None, object]:
            result: object = None
            error: BaseException | None = None
            after: object = None
            try:
                mine = self._books.get(path)
                if mine is None:
                    mine = self._books[path] = Scorebook(path, book.timeout)
                if kept is not None:
                    mine.adopt(kept)
                result = write(mine)
                if session_id is not None:
                    after = mine.kept(session_id)
            except BaseException as exc:  # raised on the GUI thread
                error = exc
            try:
                self._landed.emit((job, result, error, after))
            except RuntimeError:  # the page was closed meanwhile
                pass
            return result, error, after

        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scorebook-write")
        self.writing = True
        try:
            if QThread.currentThread().loopLevel() == 0:
                result, error, after = self._pool.submit(work).result()
            else:
                result, error, after = self._wait(job, work)
        finally:
            self.writing = False
        if after is not None:
            book.adopt(after)  # type: ignore[arg-type]
        if error is not None:
            raise error
        return result  # type: ignore[return-value]

    def _wait(self, job: int, work: Callable[[], object]
              ) -> tuple[object, BaseException | None, object]:
        """``work`` on the thread, the event loop running until it lands (user input held
        back); past SLOW_MS, ``slow``."""
        assert self._pool is not None
        loop = QEventLoop()
        self._loops[job] = loop
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(self.slow.emit)
        try:
            self._pool.submit(work)
            if job not in self._answers:
                timer.start(SLOW_MS)
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            timer.stop()
            self._loops.pop(job, None)
        return self._answers.pop(job)

    def _arrived(self, answer: tuple[int, object, BaseException | None, object]) -> None:
        job, result, error, after = answer
        loop = self._loops.get(job)
        if loop is not None:  # (a write waited for without a loop is answered already)
            self._answers[job] = (result, error, after)
            loop.quit()

    def close(self) -> None:
        """Close the writer thread's scorebooks (on that thread) and let it end."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        books = self._books

        def shut() -> None:
            for b in books.values():
                b.close()
            books.clear()
        pool.submit(shut)
        pool.shutdown(wait=False)  # its thread ends once that last job has run
