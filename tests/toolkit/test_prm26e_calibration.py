"""prm26e (issue 30, ninth sweep): ``toolkit.calibration.sampled_summary`` hands its
``max_memory``, ``progress`` and the exit run's step limit on to the inner runs
(benchmarks/default_only_args.py --sites: no test handed anything but the callee's default
at these call sites).

Contract (``sampled_summary``'s docstring): ``max_memory`` limits the arrays of the chains'
run before any exists (the rejection-free run included); each exit chain is followed for up
to ``max(100 n_steps, 10**6)`` steps; ``progress`` is the one switch of every inner run's bar."""

import numpy as np
import pytest

from toolkit import calibration as cal
from toolkit.exceptions import MemoryLimitError
from toolkit.models.exchangeable import CurieWeiss


class _Stop(Exception):
    pass


def _model():
    return CurieWeiss(2, 1.0)


def test_max_memory_guards_the_rejection_free_run():
    # 2 chains of n = 2 for 8 steps need hundreds of bytes: a 64-byte limit refuses the run
    with pytest.raises(MemoryLimitError):
        cal.sampled_summary(_model(), n_chains=2, n_steps=8, rejection_free=True, max_memory=64, rng=1)


def test_progress_reaches_the_rejection_free_run(monkeypatch):
    seen = []

    def spy(model, **kw):
        seen.append(kw.get("progress", "absent"))
        raise _Stop

    monkeypatch.setattr(cal, "run_rejection_free", spy)
    with pytest.raises(_Stop):
        cal.sampled_summary(_model(), n_chains=2, n_steps=8, rejection_free=True, progress=False, rng=1)
    assert seen == [False]  # off: never a bar, not the default's "on a terminal"


def _exit_call(monkeypatch, n_steps, **kw):
    """What ``exit_times`` receives; the chains' run shortened (its length is not under test)."""
    seen = {}
    real_run = cal.run_chains

    def short_run(model, **a):
        return real_run(model, **{**a, "n_steps": 16, "burn_in": 8})

    def spy(model, in_set, **a):
        seen.update(a)
        raise _Stop

    monkeypatch.setattr(cal, "run_chains", short_run)
    monkeypatch.setattr(cal, "exit_times", spy)
    with pytest.raises(_Stop):
        cal.sampled_summary(_model(), n_chains=2, n_steps=n_steps, n_pairs=1, n_replicates=2, max_steps=50,
                            exit_set=lambda x: (np.asarray(x) == 0).all(axis=-1), exit_start=np.zeros(2, int),
                            rng=1, **kw)
    return seen


def test_exit_chains_run_up_to_100_n_steps_beyond_a_million(monkeypatch):
    # n_steps = 20000: max(100 * 20000, 10**6) = 2 * 10**6 steps, not exit_times' own 10**6
    assert _exit_call(monkeypatch, 20_000)["max_steps"] == 2_000_000


def test_progress_reaches_the_exit_run(monkeypatch):
    assert _exit_call(monkeypatch, 16, progress=False)["progress"] is False
