"""Judging in worker processes: a review's decisions (``review.review(..., jobs=n)``, each
worker re-playing the log once per hand, the answers back in the order played) and one
decision's futures (``judge.judge(..., jobs=n)``, what a hint asks: a pool kept for the next
one). A decision's numbers are the same in any process."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.memo import Memo

if TYPE_CHECKING:
    from mahjong_gui.engine.legal import Action
    from mahjong_gui.review.judge import Budget, Futures
    from mahjong_gui.review.review import JudgedDecision, Point
    from mahjong_gui.review.stakes import Stakes

MOST_JOBS = 8
"""The most worker processes a review starts by default (each holds its own engine tables)."""
KEPT_JOBS = 4
"""The most processes kept waiting for the next hint (``FuturesInProcesses``)."""
JOBS_VARIABLE = "MAHJONG_REVIEW_JOBS"
"""An environment variable that sets how many processes judge a review (1: in this one)."""
_POLL = 0.05  # seconds between looks at ``cancelled`` while an answer is awaited
WORKERS_FAILED = (BrokenProcessPool, OSError, EOFError)
"""What a pool raises when its processes cannot start or die (a worker killed, a system out of
processes): the work then goes on in the process that asked, with the same numbers."""


def default_jobs() -> int:
    """The processes a review uses unless told: ``MAHJONG_REVIEW_JOBS`` when it holds a whole
    number from 1 to 64, else the cores this process may run on, at most ``MOST_JOBS``."""
    given = os.environ.get(JOBS_VARIABLE, "").strip()
    if given.isascii() and given.isdigit() and 1 <= int(given) <= 64:
        return int(given)
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on every system
        cores = os.cpu_count() or 1
    return max(1, min(cores, MOST_JOBS))


# -- in a worker process -----------------------------------------------------------------------

_WORK: dict[str, Any] = {}


def _quiet() -> None:
    """A worker leaves Ctrl+C to the process that asked (which stops it): it would otherwise
    print its own traceback beside that process's one-line message."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _born_quiet() -> Iterator[None]:
    """Around a pool's ``submit`` (which starts its processes): SIGINT is blocked in this
    thread for that moment, so the processes started then are born with it blocked (as the
    standard library starts its resource tracker) and not only once their start-up has
    reached ``_quiet``. A Ctrl+C meanwhile still reaches this process's main thread."""
    if not hasattr(signal, "pthread_sigmask"):  # not on every system
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _start(events: tuple[ev.Event, ...], seat: int, budget: Budget, policy: str,
           stop: Any) -> None:
    _quiet()
    _WORK.update(events=events, seat=seat, budget=budget, policy=policy, stop=stop, hands={})


def _hand(n: int) -> tuple[list[Point], Any, Stakes | None]:
    """Hand ``n``'s decision points, profile and stakes, made once in this process."""
    from mahjong_gui.review.review import decision_points, hand_rules, hands_of

    hands: dict[int, tuple[list[Point], Any, Stakes | None]] = _WORK["hands"]
    got = hands.get(n)
    if got is None:
        events = _WORK["events"]
        i, j = hands_of(events)[n]
        got = hands[n] = (list(decision_points(events[i:j], _WORK["seat"], i)),
                          *hand_rules(events, i))
    return got


def _judge(n: int, k: int) -> JudgedDecision | None:
    """The ``k``-th decision of hand ``n`` judged (None once the review is stopped)."""
    from mahjong_gui.review.review import judge_point

    stop = _WORK["stop"]
    if stop.is_set():
        return None
    points, profile, stakes = _hand(n)
    return judge_point(points[k], _WORK["seat"], profile, _WORK["budget"], _WORK["policy"],
                       stop.is_set, stakes)


# -- in the process that asked -----------------------------------------------------------------


def judged_in_processes(events: Sequence[ev.Event], seat: int, work: Sequence[tuple[int, int]],
                        budget: Budget, policy: str, cancelled: Callable[[], bool] | None,
                        jobs: int) -> Iterator[JudgedDecision]:
    """The decisions ``work`` names (hand, decision of that hand), judged by ``jobs`` worker
    processes and yielded in that order; stops (and stops the workers) when ``cancelled()``
    says so or the caller stops asking."""
    if not work:
        return
    context = multiprocessing.get_context("spawn")  # never fork a process running threads
    stop = context.Event()
    with ProcessPoolExecutor(max_workers=max(1, min(jobs, len(work))), mp_context=context,
                             initializer=_start,
                             initargs=(tuple(events), seat, budget, policy, stop)) as pool:
        futures: list[Future[JudgedDecision | None]] = []
        # The submits inside the try: a Ctrl+C held back while they start the workers
        # (``_born_quiet``) lands as that ends, and the workers must be told to stop then too,
        # or leaving the pool waits for every decision submitted.
        try:
            with _born_quiet():
                for n, k in work:
                    futures.append(pool.submit(_judge, n, k))
            for f in futures:
                while True:
                    if cancelled is not None and cancelled():
                        return
                    try:
                        d = f.result(timeout=_POLL)
                        break
                    except FutureTimeout:
                        continue
                if d is None:
                    return
                yield d
        finally:
            stop.set()  # the workers stop before their next future
            for f in futures:
                f.cancel()


# -- one decision's futures (a hint) -------------------------------------------------------------

_POOL_LOCK = threading.Lock()
_POOL: list[tuple[int, ProcessPoolExecutor]] = []  # (its workers, the pool), kept for the next


def _kept_pool(jobs: int) -> ProcessPoolExecutor:
    """The pool kept for one decision's futures, made (again) with ``jobs`` workers, at most
    ``KEPT_JOBS``: a hint after the first finds its workers started and their tables read."""
    jobs = max(1, min(jobs, KEPT_JOBS))
    with _POOL_LOCK:
        if _POOL and _POOL[0][0] == jobs:
            return _POOL[0][1]
        if _POOL:
            _POOL.pop()[1].shutdown(wait=False, cancel_futures=True)
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context(
            "spawn"), initializer=_quiet)
        _POOL.append((jobs, pool))
        return pool


# In a worker: the last positions asked, each re-played once (a hint's batches come back to it).
_POSITIONS: Memo[tuple[Any, ...], Futures] = Memo("review.positions", 4)


def _future(position: tuple[Any, ...], i: int, racing: tuple[int, ...]) -> list[float]:
    """Future ``i`` of a position for the candidates ``racing`` (``judge.Futures.one``); the
    position's table is re-played once in this worker."""
    from mahjong_gui.review.futures import table_at
    from mahjong_gui.review.judge import Futures

    events, seat, cands, policy, stakes, seed = position
    key = (seed, seat, cands, policy, stakes)
    futures = _POSITIONS.data.get(key)
    if futures is None:
        futures = _POSITIONS.put(key, Futures(table_at(events), seat, cands, policy, stakes,
                                              events[0].scores, seed))
    return futures.one(i, racing)


def _drop_kept_pool(pool: ProcessPoolExecutor, wait: bool = False) -> None:
    """Forget a kept pool that failed or was interrupted (the next call makes a new one)."""
    with _POOL_LOCK:
        if _POOL and _POOL[0][1] is pool:
            _POOL.pop()
    pool.shutdown(wait=wait, cancel_futures=True)


class FuturesInProcesses:
    """``judge.Futures`` played by the kept pool's workers: each batch's futures at once,
    their rows back in order. If the workers fail (``WORKERS_FAILED``), ``here()`` (the same
    futures in this process) plays the rest."""

    def __init__(self, events: Sequence[ev.Event], seat: int, cands: Sequence[Action],
                 policy: str, stakes: Stakes | None, seed: int, jobs: int,
                 here: Callable[[], Futures]) -> None:
        self.position = (tuple(events), seat, tuple(cands), policy, stakes, seed)
        self.jobs = jobs
        self.here = here
        self.local: Futures | None = None

    def play(self, indices: Sequence[int], racing: Sequence[int],
             cancelled: Callable[[], bool] | None) -> list[list[float]]:
        """Futures ``indices``, one row each in order; fewer once ``cancelled()`` says so
        (the futures already running end on their own)."""
        if self.local is not None:
            return self.local.play(indices, racing, cancelled)
        if cancelled is not None and cancelled():
            return []
        rows: list[list[float]] = []
        futures: list[Future[list[float]]] = []
        pool = None
        try:
            pool = _kept_pool(self.jobs)
            with _born_quiet():
                futures = [pool.submit(_future, self.position, i, tuple(racing))
                           for i in indices]
            for f in futures:
                while True:
                    if cancelled is not None and cancelled():
                        return rows
                    try:
                        rows.append(f.result(timeout=_POLL))
                        break
                    except FutureTimeout:
                        continue
        except WORKERS_FAILED:
            if pool is not None:
                _drop_kept_pool(pool)
            self.local = self.here()
            return rows + self.local.play(indices[len(rows):], racing, cancelled)
        except BaseException:
            # Interrupted while its futures ran (Ctrl+C): the pool is not kept half-busy; it
            # is stopped here, its running futures let end (a fraction of a second).
            if pool is not None:
                for f in futures:
                    f.cancel()
                _drop_kept_pool(pool, wait=True)
            raise
        finally:
            for f in futures:
                f.cancel()
        return rows


def terminate_workers() -> None:
    """Ctrl+C in ``mahjong review``: end this process's worker processes at once (they hold
    nothing worth keeping; the command leaves right after, without the interpreter's usual
    wait for them, which an interrupted pool can make endless). Called from the command's
    SIGINT handler, so it takes no lock: the code it interrupted may hold ``_POOL_LOCK``."""
    children = multiprocessing.active_children()
    for process in children:
        process.terminate()
    for process in children:
        process.join(timeout=2)
