"""The public hypothesis strategies keep their guarantees (checked without ``exact``
where the guarantee is elementary, and with it where it is not)."""

from __future__ import annotations

import ast
import inspect

import numpy as np
from hypothesis import given

import toolkit.strategies as S
from toolkit.models import IndependentSites, JointModel, LogitTable, Pairwise
from toolkit.models.base import checked_logits


def _all_logits_finite(model):
    q, n = model.vocab_size, model.length
    x = np.array(np.unravel_index(np.arange(q**n), (q,) * n)).T
    for i in range(n):
        checked_logits(model, x, np.full(len(x), i))


@given(S.models())
def test_models_are_small_and_finite(model):
    assert 2 <= model.vocab_size <= 3 and 2 <= model.length <= 4
    _all_logits_finite(model)


@given(S.compatible_models())
def test_compatible_families(model):
    assert isinstance(model, (JointModel, Pairwise, IndependentSites))
    if isinstance(model, Pairwise):
        assert model.is_compatible()


@given(S.asymmetric_pairwise())
def test_asymmetric_pairwise_is_incompatible(model):
    # pairwise log R is context-free: DD(J[i, j]) - DD(J[j, i].T); the repair guarantees >= 0.5
    J = model.J
    D = J - np.swapaxes(np.swapaxes(J, 0, 1), 2, 3)
    dd = D[:, :, :, None, :, None] - D[:, :, None, :, :, None] - D[:, :, :, None, None, :] + D[:, :, None, :, None, :]
    assert np.abs(dd).max() >= 0.5 - 1e-9
    assert not model.is_compatible()


@given(S.planted_fixed_points())
def test_planted_fixed_point_has_its_margin(planted):
    model, state, gamma = planted
    assert isinstance(model, LogitTable) and 0.1 <= gamma <= 4.0
    x = np.array([state])
    for i in range(model.length):
        lg = model.logits(x, np.array([i]))[0]
        assert abs(lg[state[i]] - np.delete(lg, state[i]).max() - gamma) < 1e-9


def test_toolkit_strategies_do_not_import_exact():
    tree = ast.parse(inspect.getsource(S))
    names = [a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names]
    names += [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert not any(n == "exact" or n.startswith("exact.") for n in names)
