"""prm24d: ``glauber study`` options no test had given a non-default value: the model the
study runs on (a spy on :func:`toolkit.app.study.study` as the command imports it, which stops
before any estimator runs) is the family built with the given ``--beta``/``--field``
(Curie-Weiss), ``--graph`` (Potts), ``--scale``/``--model-seed`` (random pairwise: the same
fields and couplings as :func:`toolkit.models.random_pairwise` with that scale and seed, not
the defaults'); a real MLM's ``--free``, ``--device`` and ``--batch-size`` reach its loader (a
spy on ``_common.make_model``)."""

from __future__ import annotations

import numpy as np
import pytest

import toolkit.app.commands._common as common
import toolkit.app.commands.study as study_cmd
from toolkit.app.cli import main
from toolkit.models import potts, random_pairwise


class _Stop(Exception):
    pass


def _model(argv, tmp_path, monkeypatch):
    seen = {}

    def spy(model, out, **kw):
        seen["model"] = model
        raise _Stop

    monkeypatch.setattr(study_cmd, "study", spy)
    with pytest.raises(_Stop):
        main(["study", *argv, "--out", str(tmp_path / "o"), "--quiet"])
    return seen["model"]


def _same(m, ref):
    return np.array_equal(m.h, ref.h) and np.array_equal(m.J, ref.J)


def test_beta_field(tmp_path, monkeypatch):
    m = _model(["--model", "curie-weiss", "--n", "3", "--beta", "0.4", "--field", "0.2"], tmp_path, monkeypatch)
    assert (m.beta, m.field) == (0.4, 0.2)


def test_graph(tmp_path, monkeypatch):
    m = _model(["--model", "potts", "--q", "2", "--n", "4", "--graph", "path"], tmp_path, monkeypatch)
    assert _same(m, potts(2, 4, 1.0, graph="path")) and not _same(m, potts(2, 4, 1.0))


@pytest.mark.parametrize("opts, scale, seed", [(["--scale", "0.4"], 0.4, 0), (["--model-seed", "3"], 1.0, 3)])
def test_scale_and_model_seed(opts, scale, seed, tmp_path, monkeypatch):
    m = _model(["--model", "random-pairwise", "--q", "2", "--n", "3", *opts], tmp_path, monkeypatch)
    assert _same(m, random_pairwise(2, 3, scale, rng=seed)) and not _same(m, random_pairwise(2, 3, 1.0, rng=0))


def test_real_options_reach_the_loader(tmp_path, monkeypatch):
    seen = {}

    def spy(name, **kw):
        seen.update(name=name, **kw)
        raise _Stop

    monkeypatch.setattr(common, "make_model", spy)
    with pytest.raises(_Stop):
        main(["study", "--model", "tiny-en", "--text", "the lord said", "--free", "0,1", "--device", "cpu",
              "--batch-size", "3", "--out", str(tmp_path / "o"), "--quiet"])
    assert seen["free_positions"] == [0, 1] and seen["device"] == "cpu" and seen["batch_size"] == 3
    assert seen["text"] == "the lord said"
