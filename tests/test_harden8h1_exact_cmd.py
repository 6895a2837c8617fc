"""``glauber exact`` (toolkit/app/commands/exact.py) with options combined (harden8h1, issue 30):
``--start`` together with ``--scan systematic``, ``--lazy`` and ``--eps``. Each expected value
comes from a kernel built here by hand: the single-site update ``K_i`` is read off the
random-scan kernel (``P = (1/n) sum_i K_i``: ``K_i(x, y) = n P(x, y)`` for ``y`` differing
from ``x`` at site ``i`` only, the rest on the diagonal), the systematic sweep is the product
``K_0 K_1 ... K_{n-1}`` (exact/kernel.py, ``_log_dense_systematic``) and laziness
``lazy I + (1 - lazy) P`` (exact/kernel.py's docstring)."""

from __future__ import annotations

import json

import numpy as np
import pytest

from exact.distance import mixing_time_from
from exact.kernel import glauber_kernel
from toolkit.app.cli import main
from toolkit.models import potts

Q, N, C = 2, 3, 1.5
ARGS = ["exact", "--model", "potts", "--q", str(Q), "--n", str(N), "--coupling", str(C)]


def _site_updates(P, q, n):
    """``K_0..K_{n-1}`` from the random-scan kernel ``P`` (states in base q, site 0 most significant)."""
    S = P.shape[0]
    digits = np.array([[(s // q ** (n - 1 - i)) % q for i in range(n)] for s in range(S)])
    K = []
    for i in range(n):
        same_elsewhere = (np.delete(digits, i, axis=1)[:, None, :] == np.delete(digits, i, axis=1)[None, :, :]).all(-1)
        Ki = np.where(same_elsewhere & ~np.eye(S, dtype=bool), n * P, 0.0)
        Ki[np.diag_indices(S)] = 1.0 - Ki.sum(axis=1)
        K.append(Ki)
    return K


def _systematic(q=Q, n=N, c=C):
    P = np.asarray(glauber_kernel(potts(q, n, c), temperature=1.0).dense())
    K = _site_updates(P, q, n)
    np.testing.assert_allclose(sum(K) / n, P, atol=1e-15)  # the decomposition is exact
    out = np.eye(P.shape[0])
    for Ki in K:
        out = out @ Ki
    return P, out


def _run(capsys, *extra):
    assert main([*ARGS, *extra, "--json", "--quiet"]) == 0
    return json.loads(capsys.readouterr().out)


def test_start_with_systematic_scan_reports_the_sweep_chain(capsys):
    P, S = _systematic()
    out = _run(capsys, "--scan", "systematic", "--start", "0")
    eps = out["from_start"]["eps"]
    want = mixing_time_from(S, 0, eps=eps)
    assert out["from_start"]["t_mix"] == want.t_mix
    np.testing.assert_allclose(out["from_start"]["distances"], want.distances, rtol=1e-9, atol=1e-15)
    # the random scan gives another curve from the same start: the scan is not silently dropped
    assert list(mixing_time_from(P, 0, eps=eps).distances) != pytest.approx(list(want.distances))


def test_start_with_systematic_scan_and_lazy(capsys):
    _, S = _systematic()
    lazy = 0.5
    out = _run(capsys, "--scan", "systematic", "--lazy", str(lazy), "--start", "0")
    L = lazy * np.eye(S.shape[0]) + (1 - lazy) * S
    eps = out["from_start"]["eps"]
    assert out["from_start"]["t_mix"] == mixing_time_from(L, 0, eps=eps).t_mix
    assert mixing_time_from(S, 0, eps=eps).t_mix != out["from_start"]["t_mix"]


@pytest.mark.parametrize("eps", [0.1, 0.4])
def test_start_with_eps_takes_that_eps(eps, capsys):
    P = np.asarray(glauber_kernel(potts(Q, N, C), temperature=1.0).dense())
    out = _run(capsys, "--eps", str(eps), "--start", "0")
    assert out["from_start"]["eps"] == eps
    assert out["from_start"]["t_mix"] == mixing_time_from(P, 0, eps=eps).t_mix


def test_eps_changes_the_start_t_mix():
    # the two eps above give different t_mix from state 0 (so the test above can tell them apart)
    P = np.asarray(glauber_kernel(potts(Q, N, C), temperature=1.0).dense())
    assert mixing_time_from(P, 0, eps=0.1).t_mix != mixing_time_from(P, 0, eps=0.25).t_mix


def test_start_index_that_is_also_a_token(capsys):
    # on n = 3 sites "1" is a state index (the tokens of a state are 3); state 1 = tokens 0 0 1
    out = _run(capsys, "--start", "1")
    assert out["from_start"]["start"] == 1 and out["from_start"]["label"] == "0 0 1"
