"""gap15c: toolkit.models.registry lines its targeted tests never ran
(targeted-coverage-2026-12-05): ``pairwise:PATH`` names (no parameters, loads the saved
model) and the memory guard leaving a bad q or n to the family's own checks."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import Pairwise
from toolkit.models.registry import make_model, model_parameters


def _saved(tmp_path):
    rng = np.random.default_rng(4)
    h = rng.normal(size=(3, 2))
    J = rng.normal(size=(3, 3, 2, 2))
    J = J + J.transpose(1, 0, 3, 2)
    J[np.arange(3), np.arange(3)] = 0.0
    path = tmp_path / "m.npz"
    np.savez(path, h=h, J=J)          # the documented file: arrays h (n, q) and J (n, n, q, q)
    return f"pairwise:{path}", h, J


def test_pairwise_name_takes_no_parameters_and_loads_the_file(tmp_path):
    name, h, J = _saved(tmp_path)
    assert model_parameters(name) == ()
    m = make_model(name)
    assert isinstance(m, Pairwise)
    assert np.array_equal(m.h, h) and np.array_equal(m.J, J)
    # a command's soft defaults go only where the family takes them: none here
    m2 = make_model(name, defaults={"q": 5, "n": 9})
    assert (m2.vocab_size, m2.length) == (2, 3)
    with pytest.raises(InvalidInputError, match="takes no parameter `q`"):
        make_model(name, q=2)


@pytest.mark.parametrize("params,bad", [(dict(q=1, n=4), "q"), (dict(q=3, n=0), "n"), (dict(q="x", n=4), "q")])
def test_memory_guard_leaves_a_bad_size_to_the_family(params, bad):
    # the guard skips sizes it cannot read; the family's own checks name the bad value
    with pytest.raises(InvalidInputError, match=f"`{bad}`"):
        make_model("potts", **params)
