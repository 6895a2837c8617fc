"""prm26a (ninth sweep, issue 30): :func:`toolkit.metastable.dwell_times` hands its progress bar
on to the loop that runs the chains (``advance_active``), which moves it and closes it.

Documented (:mod:`toolkit._progress`): ``progress=True`` on a stream that is no terminal prints a
first line at once and, when the work ends, a ``done`` line; the bar is closed by the loop, so
without it the ``done`` line never comes.
"""

from __future__ import annotations

import numpy as np

import toolkit.metastable as metastable
from toolkit.models import potts


def test_dwell_times_progress_is_moved_and_closed(monkeypatch, capsys):
    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    monkeypatch.delenv("GLAUBER_PROGRESS_INTERVAL", raising=False)
    m = potts(2, 3, 1.0)
    res = metastable.dwell_times(m, lambda X: np.asarray(X)[:, 0] == 0, n_chains=2, n_steps=200,
                                 method="glauber", progress=True, rng=0)
    assert 0.0 <= res.fraction_inside.value <= 1.0
    lines = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("dwell times (glauber)")]
    assert lines and lines[0].startswith("dwell times (glauber): 0/200 steps")
    done = [ln for ln in lines if ": done, " in ln]
    assert len(done) == 1 and done[0] == lines[-1]
    # the bar followed the chains' clocks: the done line counts more than 0 and at most 200 steps
    count = int(done[0].split(": done, ")[1].split()[0])
    assert 0 < count <= 200
