"""Judging in worker processes (``review.parallel``): a review's decisions (``review(...,
jobs=n)``) with the same numbers in the order played, one decision's futures (a hint's judge,
``jobs=n``) with the same valuation, a cancel that stops the workers, and how many processes a
review takes unless told."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import pytest

from mahjong_gui.engine.rules import get_profile
from mahjong_gui.review import parallel
from mahjong_gui.review.advice import advise
from mahjong_gui.review.futures import fork
from mahjong_gui.review.judge import POLICY, Budget, judge
from mahjong_gui.review.review import decision_points, hands_of, review
from mahjong_gui.review.stakes import stakes_for
from tests.review.helpers import played

SMALL = Budget(most=8, least=8, batch=8, settle=8)


@pytest.mark.parametrize(("profile_id", "seed", "hands"), [("mil", 3, 2), ("hk-modern", 5, 1)])
def test_worker_processes_judge_every_decision_as_this_process_does(
        profile_id: str, seed: int, hands: int) -> None:
    events = played(profile_id, seed, hands=hands)
    here = list(review(events, 0, budget=SMALL))
    there = list(review(events, 0, budget=SMALL, jobs=2))
    assert len(here) > 10
    assert there == here  # every field: the candidates' values, losses, reasons, in order


def test_one_hand_only_and_a_seat_with_no_decision_left() -> None:
    events = played("mil", 3, hands=2)
    here = list(review(events, 2, hand=1, budget=SMALL))
    assert {d.hand for d in here} == {1}
    assert list(review(events, 2, hand=1, budget=SMALL, jobs=2)) == here


def test_a_cancel_stops_the_workers_and_yields_no_more() -> None:
    events = played("hk-modern", 5, hands=1)
    stop = threading.Event()
    got = []
    for d in review(events, 0, budget=Budget(), cancelled=stop.is_set, jobs=2):
        got.append(d)
        if len(got) == 2:  # the first is judged by both, the others by one each
            stop.set()
            cancelled_at = time.monotonic()
    assert len(got) == 2
    # The other worker was judging the next decision (seconds of work here, 12 s before its
    # end when it is not told): it stops before its next future (0.15 s here).
    assert time.monotonic() - cancelled_at < 5


def test_how_many_processes_a_review_takes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parallel.JOBS_VARIABLE, "3")
    assert parallel.default_jobs() == 3
    for bad in ("0", "65", "two", "\u0663", "-1", ""):
        monkeypatch.setenv(parallel.JOBS_VARIABLE, bad)
        jobs = parallel.default_jobs()
        assert 1 <= jobs <= parallel.MOST_JOBS  # the machine's cores, never the bad value
    monkeypatch.delenv(parallel.JOBS_VARIABLE)
    monkeypatch.setattr(parallel.os, "sched_getaffinity", lambda pid: set(range(64)),
                        raising=False)
    assert parallel.default_jobs() == parallel.MOST_JOBS
    monkeypatch.setattr(parallel.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert parallel.default_jobs() == 1


def test_one_decision_s_futures_in_processes_give_the_same_valuation() -> None:
    # A hint's judge plays each batch's futures in the kept pool: the same numbers, with a
    # ranked game's stakes too (competition counts rank points), the table given or not.
    for profile_id, seed, hands, k in (("hk-modern", 5, 1, 3), ("competition", 4, 2, 3)):
        events = played(profile_id, seed, hands=hands)
        i, j = hands_of(events)[-1]
        pt = list(decision_points(events[i:j], 0, i))[k]
        stakes = stakes_for(get_profile(profile_id), events[:i])
        here = judge(pt.events, 0, chosen=pt.chosen, table=pt.table, budget=SMALL,
                     stakes=stakes)
        there = judge(pt.events, 0, chosen=pt.chosen, table=pt.table, budget=SMALL,
                      stakes=stakes, jobs=2)
        again = judge(pt.events, 0, chosen=pt.chosen, budget=SMALL, stakes=stakes, jobs=2)
        assert here == there == again
    pool = parallel._POOL[0][1]
    assert parallel._kept_pool(2) is pool  # kept for the next hint


def test_a_hint_in_processes_names_the_same_move_and_numbers() -> None:
    events = played("hk-modern", 5, hands=1)
    pt = list(decision_points(events, 0))[5]
    assert advise(fork(pt.table), 0, jobs=2) == advise(fork(pt.table), 0)


def test_a_stale_hint_in_processes_stops_at_once() -> None:
    events = played("hk-modern", 5, hands=1)
    pt = next(iter(decision_points(events, 0)))  # the first discard: seconds of futures
    calls = 0

    def stale() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3  # stale while the first batch is played
    start = time.monotonic()
    assert advise(fork(pt.table), 0, cancelled=stale, jobs=2) is None
    assert time.monotonic() - start < 2  # the whole hint: about 7 s of work here


class _NoProcesses:
    """A pool whose processes cannot start (a system out of processes)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass

    def submit(self, *args: object, **kwargs: object) -> None:
        raise BrokenProcessPool("no process could start")

    def shutdown(self, *args: object, **kwargs: object) -> None:
        pass

    def __enter__(self) -> _NoProcesses:
        return self

    def __exit__(self, *args: object) -> None:
        pass


def test_workers_that_cannot_start_leave_the_work_to_this_process(
        monkeypatch: pytest.MonkeyPatch) -> None:
    events = played("mil", 3, hands=1)
    here = list(review(events, 0, budget=SMALL))
    monkeypatch.setattr(parallel, "ProcessPoolExecutor", _NoProcesses)
    monkeypatch.setattr(parallel, "_POOL", [])
    assert list(review(events, 0, budget=SMALL, jobs=2)) == here
    assert parallel._POOL == []  # the pool that failed is not kept


def test_a_hint_whose_workers_die_goes_on_in_this_process() -> None:
    events = played("hk-modern", 5, hands=1)
    pt = list(decision_points(events, 0))[4]
    here = judge(pt.events, 0, table=pt.table, budget=SMALL)
    assert judge(pt.events, 0, table=pt.table, budget=SMALL, jobs=2) == here
    pool = parallel._POOL[0][1]
    for process in list(pool._processes.values()):  # killed as a system short of memory would
        os.kill(process.pid, signal.SIGKILL)
        process.join()
    assert judge(pt.events, 0, table=pt.table, budget=SMALL, jobs=2) == here
    assert not parallel._POOL or parallel._POOL[0][1] is not pool  # a new pool next time


def test_idle_workers_leave_ctrl_c_to_the_process_that_asked() -> None:
    # Ctrl+C reaches every process of the group; a waiting worker that took it would die
    # printing a traceback. The kept pool's workers ignore it (the process that asked stops
    # them) and go on serving.
    pool = parallel._kept_pool(2)
    assert len({pool.submit(os.getpid).result(timeout=60) for _ in range(8)}) >= 1
    workers = list(pool._processes.values())
    for process in workers:
        os.kill(process.pid, signal.SIGINT)
    time.sleep(0.5)
    assert workers and all(process.is_alive() for process in workers)
    assert pool.submit(os.getpid).result(timeout=60) in {p.pid for p in workers}


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signal masks")
def test_workers_are_born_deaf_to_ctrl_c() -> None:
    # A Ctrl+C while a worker is still starting (before its initializer) would print a
    # traceback from its imports: processes started inside _born_quiet have SIGINT blocked
    # from their first instruction.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:
        with parallel._born_quiet():
            born = pool.submit(signal.pthread_sigmask, signal.SIG_BLOCK, [])
        assert signal.SIGINT in born.result(timeout=60)
    with ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:  # and otherwise not
        assert signal.SIGINT not in pool.submit(signal.pthread_sigmask, signal.SIG_BLOCK,
                                                []).result(timeout=60)
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, [])  # ours again


class _StopSeen(ProcessPoolExecutor):
    """A review's pool that notes, when it is shut down, whether its workers were told to
    stop (the Event ``judged_in_processes`` hands their initializer last)."""

    told: list[bool] = []

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        initargs = kwargs.get("initargs")  # none: a hint's kept pool
        self.stop = initargs[-1] if isinstance(initargs, tuple) else None

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if self.stop is not None:
            _StopSeen.told.append(self.stop.is_set())
        super().shutdown(wait, cancel_futures=cancel_futures)


def test_ctrl_c_held_back_while_the_workers_start_still_stops_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # SIGINT is blocked while the pool starts its workers (_born_quiet); a Ctrl+C meanwhile
    # lands as the block ends. The workers must be told to stop before the pool is left: the
    # pool's shutdown waits for every decision submitted and not stopped (on a loaded machine
    # a whole review, minutes after the Ctrl+C).
    from contextlib import contextmanager

    @contextmanager
    def interrupted_as_it_ends():  # type: ignore[no-untyped-def]
        yield
        raise KeyboardInterrupt

    events = played("hk-modern", 5, hands=1)
    work = [(0, k) for k in range(len(list(decision_points(events, 0, 0))))]
    assert len(work) > 10
    monkeypatch.setattr(parallel, "_born_quiet", interrupted_as_it_ends)
    monkeypatch.setattr(parallel, "ProcessPoolExecutor", _StopSeen)
    _StopSeen.told = []
    with pytest.raises(KeyboardInterrupt):
        list(parallel.judged_in_processes(events, 0, work, Budget(), POLICY, None, 2))
    assert _StopSeen.told == [True]
