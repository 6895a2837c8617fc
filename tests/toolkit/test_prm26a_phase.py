"""prm26a (ninth sweep, issue 30): ``toolkit.app.phase`` hands its ``executor`` and ``progress``
on to :func:`toolkit.app.sweep.runners.run_sweep` at each of its three sweeps.

Documented effects: the sweep's summary names the executor it ran with (``SweepSummary.executor``);
an executor that is none of ``serial``, ``local:N``, ``dask:ADDRESS`` is refused; ``progress=True``
asks for progress lines even for work shorter than the line interval (a first line at once and a
``done`` line at the end, :mod:`toolkit._progress`), where the default prints nothing for it.
"""

from __future__ import annotations

import pytest

import toolkit.app.phase as phase
from toolkit.exceptions import InvalidInputError

TS = [0.8, 1.0, 1.2]


@pytest.fixture(autouse=True)
def _lines(monkeypatch):
    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    monkeypatch.delenv("GLAUBER_PROGRESS_INTERVAL", raising=False)


def _progress_lines(err: str) -> list[str]:
    return [ln for ln in err.splitlines() if ln.startswith("sweep:")]


def test_exact_phase_grid_hands_on_the_executor(tmp_path):
    with pytest.raises(InvalidInputError, match="executor"):
        phase.exact_phase_grid(tmp_path / "a.db", n_values=[2], temperatures=[1.0], executor="no-such-executor")
    # nothing was run into the store before the refusal... and a valid one runs
    g = phase.exact_phase_grid(tmp_path / "b.db", n_values=[2], temperatures=[1.0], executor="local:1")
    assert g.n_computed == 1


def test_phase_scaling_data_hands_on_executor_and_progress(tmp_path, capsys):
    _, summary = phase.phase_scaling_data(tmp_path / "s.db", model="curie-weiss", params={"beta": 1.0},
                                          n_values=[2, 3], temperatures=TS, executor="local:1", progress=True)
    assert summary.executor == "local:1"
    assert summary.n_new == 6
    lines = _progress_lines(capsys.readouterr().err)
    assert lines and lines[0].startswith("sweep: 0/6 tasks")
    assert lines[-1].startswith("sweep: done, 6 tasks")
    with pytest.raises(InvalidInputError, match="executor"):
        phase.phase_scaling_data(tmp_path / "t.db", model="curie-weiss", params={"beta": 1.0},
                                 n_values=[2, 3], temperatures=TS, executor="no-such-executor")


def test_phase_scaling_data_progress_false_is_silent(tmp_path, capsys):
    phase.phase_scaling_data(tmp_path / "s.db", model="curie-weiss", params={"beta": 1.0},
                             n_values=[2, 3], temperatures=TS, progress=False)
    assert _progress_lines(capsys.readouterr().err) == []


def test_real_phase_data_hands_on_executor_and_progress(tmp_path, capsys):
    opts = dict(n_groups=2, chains_per_group=2, n_sweeps=4, burn_in=1)
    _, summary, spec = phase.real_phase_data(tmp_path / "r.db", "masked-curie-weiss", n_values=[2, 3],
                                             temperatures=TS, options=opts, executor="local:1", progress=True)
    assert summary.executor == "local:1"
    assert summary.n_new == 6 and spec["n_values"] == [2, 3]
    lines = _progress_lines(capsys.readouterr().err)
    assert lines and lines[0].startswith("sweep: 0/6 tasks")
    assert lines[-1].startswith("sweep: done, 6 tasks")
