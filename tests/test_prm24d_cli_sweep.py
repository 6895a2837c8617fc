"""prm24d: ``glauber sweep`` options no test had given a non-default value: the grid's tasks
(a spy on ``run_sweep`` as the command imports it, which stops before any task runs) carry the
model parameters given by ``--beta``/``--field`` (Curie-Weiss), ``--coupling``/``--graph``
(Potts), ``--scale`` (random pairwise), and each task builds that model (the family built
directly with them, not with the defaults); a real MLM's ``--device`` is a task parameter."""

from __future__ import annotations

import numpy as np
import pytest

import toolkit.app.commands.sweep as sweep_cmd
from toolkit.app.cli import main
from toolkit.models import potts, random_pairwise


class _Stop(Exception):
    pass


def _tasks(argv, tmp_path, monkeypatch):
    seen = {}

    def spy(tasks, store, **kw):
        seen["tasks"] = tasks
        raise _Stop

    monkeypatch.setattr(sweep_cmd, "run_sweep", spy)
    with pytest.raises(_Stop):
        main(["sweep", *argv, "--store", str(tmp_path / "s.sqlite"), "--quiet"])
    return seen["tasks"]


def _same(m, ref):
    return np.array_equal(m.h, ref.h) and np.array_equal(m.J, ref.J)


def test_beta_field(tmp_path, monkeypatch):
    (task,) = _tasks(["--model", "curie-weiss", "--n", "3", "--beta", "0.4", "--field", "0.2"], tmp_path, monkeypatch)
    assert dict(task.params)["beta"] == 0.4 and dict(task.params)["field"] == 0.2
    m = task.build_model()
    assert (m.beta, m.field) == (0.4, 0.2)


@pytest.mark.parametrize("opts, ref", [(["--coupling", "0.5"], potts(2, 4, 0.5)),
                                       (["--graph", "path"], potts(2, 4, 1.0, graph="path"))])
def test_coupling_graph(opts, ref, tmp_path, monkeypatch):
    (task,) = _tasks(["--model", "potts", "--q", "2", "--n", "4", *opts], tmp_path, monkeypatch)
    m = task.build_model()
    assert _same(m, ref) and not _same(m, potts(2, 4, 1.0))


def test_scale(tmp_path, monkeypatch):
    (task,) = _tasks(["--model", "random-pairwise", "--q", "2", "--n", "3", "--scale", "0.4"], tmp_path, monkeypatch)
    assert _same(task.build_model(), random_pairwise(2, 3, 0.4, rng=0))


def test_device_reaches_the_tasks(tmp_path, monkeypatch):
    (task,) = _tasks(["--model", "tiny-en", "--text", "the lord said", "--free", "0,1", "--n", "2",
                      "--estimator", "sampled-order", "--device", "cpu"], tmp_path, monkeypatch)
    assert dict(task.params)["device"] == "cpu"
