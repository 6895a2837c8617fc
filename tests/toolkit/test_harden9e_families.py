"""harden9e: the planted-margin family's default margin and its CLI spelling ``coupling``
(issue 30, the model layer's audit)."""

import numpy as np
import pytest

from toolkit.models.families import TOY_MODELS


def _margins(model, a):
    # the margin at every site of the constant state (a, ..., a): own logit minus the best other
    n = model.length
    x = np.full((n, n), a)
    logits = model.logits(x, np.arange(n))
    own = logits[:, a]
    return own - np.delete(logits, a, axis=1).max(axis=1)


@pytest.mark.parametrize("a", [0, 1])
def test_default_margin_is_two(a):
    # docstring: "constant states have margin gamma ... default 2"; plant_margin makes it exact
    m = TOY_MODELS["planted-margin"](q=2, n=3)
    np.testing.assert_allclose(_margins(m, a), 2.0, rtol=0, atol=1e-12)


def test_coupling_alone_is_the_margin():
    # "--coupling on the CLI": coupling=0.5 given alone is the margin
    m = TOY_MODELS["planted-margin"](q=3, n=3, coupling=0.5)
    for a in range(3):
        np.testing.assert_allclose(_margins(m, a), 0.5, rtol=0, atol=1e-12)
