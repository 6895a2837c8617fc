"""prm24b: the phase pipelines of :mod:`toolkit.app.phase` hand ``executor``, ``progress`` and
``seed`` on to the sweep (seventh sweep: the tests called them at their defaults only).

``executor`` and ``progress`` are documented as the sweep's own (:func:`run_sweep`), and
``seed`` is the seed of every task of the grid (``make_grid(seed=[seed])``). The sweep is heavy,
so ``run_sweep`` is replaced by a spy that records what it was given and stops the pipeline.
"""

import pytest

from toolkit.app import phase as ph


class _Stop(Exception):
    pass


@pytest.fixture
def spy(monkeypatch):
    seen = {}

    def fake(tasks, store, **kw):
        seen["tasks"], seen["kw"] = list(tasks), kw
        raise _Stop

    monkeypatch.setattr(ph, "run_sweep", fake)
    return seen


def test_exact_phase_grid_hands_on_executor_and_progress(spy, tmp_path):
    with pytest.raises(_Stop):
        ph.exact_phase_grid(tmp_path / "s.sqlite", n_values=[2], temperatures=[1.0], executor="local:2",
                            progress=True)
    assert spy["kw"]["executor"] == "local:2"
    assert spy["kw"]["progress"] is True


def test_phase_scaling_data_hands_on_executor_progress_and_seed(spy, tmp_path):
    with pytest.raises(_Stop):
        ph.phase_scaling_data(tmp_path / "s.sqlite", model="curie-weiss", params={"beta": 1.0}, n_values=[2, 3],
                              temperatures=[1.0], seed=7, executor="local:2", progress=True)
    assert spy["kw"]["executor"] == "local:2"
    assert spy["kw"]["progress"] is True
    assert {t.seed for t in spy["tasks"]} == {7}


def test_real_phase_data_hands_on_executor_progress_and_seed(spy, tmp_path):
    with pytest.raises(_Stop):
        ph.real_phase_data(tmp_path / "s.sqlite", "masked-independent", n_values=[2], temperatures=[1.0], seed=5,
                           executor="local:2", progress=True)
    assert spy["kw"]["executor"] == "local:2"
    assert spy["kw"]["progress"] is True
    assert {t.seed for t in spy["tasks"]} == {5}
