"""prm24d: ``glauber samplers`` options no test had given a non-default value.

Each builds the model the command compares (``toolkit.app.commands._common``), so:

- ``--coupling``/``--graph`` (Potts) and ``--scale``/``--model-seed`` (random pairwise): the
  JSON's exact TVs are those of :func:`exact.unmasking.compare_samplers` on the family built
  directly with those parameters (``toolkit.models``), and differ from the defaults' model.
- ``--beta``/``--field``: only Curie-Weiss-like families read them, and none has masked
  conditionals, so the command refuses them; the model it was about to compare (a spy on
  ``compare_samplers``) carries the given ``beta``/``field``; an overflowing ``--beta`` is
  refused naming the flag.
- ``--max-memory``: the dense-array guard refuses a random table over 10 bytes, naming
  ``--max-memory``, where the default 8 GiB lets it run.
- ``--tokens``, ``--text``, ``--free``, ``--device``, ``--batch-size`` (real MLMs): handed to
  the model loader (a spy on ``_common.make_model`` that stops before anything loads).
"""

from __future__ import annotations

import json

import numpy as np
import pytest

import toolkit.app.commands._common as common
import toolkit.app.commands.samplers as samplers_cmd
from exact.unmasking import compare_samplers
from toolkit.app.cli import main
from toolkit.models import potts, random_pairwise


class _Stop(Exception):
    pass


def _tv(argv, capsys):
    assert main(["samplers", *argv, "--samplers", "random,l2r", "--steps", "1", "--json", "--quiet"]) == 0
    return np.array(json.loads(capsys.readouterr().out)["tv_pi"])


@pytest.mark.parametrize("argv, model, default", [
    (["--model", "potts", "--q", "2", "--n", "4", "--coupling", "0.5"], potts(2, 4, 0.5), potts(2, 4, 1.0)),
    (["--model", "potts", "--q", "2", "--n", "4", "--graph", "path"], potts(2, 4, 1.0, graph="path"),
     potts(2, 4, 1.0)),
    (["--model", "random-pairwise", "--q", "2", "--n", "4", "--scale", "0.4"], random_pairwise(2, 4, 0.4, rng=0),
     random_pairwise(2, 4, 1.0, rng=0)),
    (["--model", "random-pairwise", "--q", "2", "--n", "4", "--model-seed", "3"],
     random_pairwise(2, 4, 1.0, rng=3), random_pairwise(2, 4, 1.0, rng=0)),
])
def test_toy_options_build_the_compared_model(argv, model, default, capsys):
    want = compare_samplers(model, samplers=["random", "l2r"], t=(1,)).tv_pi
    other = compare_samplers(default, samplers=["random", "l2r"], t=(1,)).tv_pi
    assert np.abs(np.asarray(want) - np.asarray(other)).max() > 1e-6
    np.testing.assert_allclose(_tv(argv, capsys), want, rtol=0, atol=1e-14)


def test_beta_field_reach_the_model(monkeypatch):
    seen = {}

    def spy(model, **kw):
        seen["model"] = model
        raise _Stop

    monkeypatch.setattr(samplers_cmd, "compare_samplers", spy)
    with pytest.raises(_Stop):
        main(["samplers", "--model", "curie-weiss", "--n", "3", "--beta", "0.4", "--field", "0.2", "--quiet"])
    assert (seen["model"].beta, seen["model"].field) == (0.4, 0.2)


def test_overflowing_beta_is_refused(capsys):
    assert main(["samplers", "--model", "curie-weiss", "--n", "3", "--beta", "1e300"]) == 2
    assert "`--beta`" in capsys.readouterr().err


def test_max_memory_guard(capsys):
    argv = ["samplers", "--model", "random-table", "--q", "2", "--n", "3", "--samplers", "random", "--steps", "1",
            "--quiet"]
    assert main([*argv, "--max-memory", "10B"]) == 2
    assert "--max-memory" in capsys.readouterr().err
    assert main(argv) == 0


def test_real_options_reach_the_loader(monkeypatch):
    seen = {}

    def spy(name, **kw):
        seen.update(name=name, **kw)
        raise _Stop

    monkeypatch.setattr(common, "make_model", spy)
    with pytest.raises(_Stop):
        main(["samplers", "--model", "tiny-en", "--tokens", "the,lord,king", "--text", "the lord said",
              "--free", "0,1", "--device", "cpu", "--batch-size", "3", "--quiet"])
    assert seen == {"name": "tiny-en", "tokens": ["the", "lord", "king"], "text": "the lord said",
                    "free_positions": [0, 1], "device": "cpu", "batch_size": 3}
