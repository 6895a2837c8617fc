"""cmp16b: boundaries and calls of exact modules that no test reached (compare/call sweep).

- ``exact._nonreversible_krylov._apply_complex``: ``A v`` of a complex ``v`` whose imaginary
  part is non-zero in *some* entries (one real entry is enough to make "all entries complex"
  false) keeps the imaginary part: the product is ``A v``, by hand.
- ``exact._gth._gth``: ``N = GTH_BLOCK`` states are the unblocked case (docstring: blocks only
  while more than ``GTH_BLOCK`` states are left), no block factorization; ``N = GTH_BLOCK + 1``
  eliminates one block of ``GTH_BLOCK`` states and leaves one state to :func:`_gth_small`.
"""

import numpy as np
import pytest

from exact import _gth as gth_module
from exact._nonreversible_krylov import _apply_complex


def test_apply_complex_keeps_a_partly_imaginary_vector():
    """[[1, 2], [3, 4]] @ [1 + i, 2] = [1 + i + 4, 3 + 3i + 8] = [5 + i, 11 + 3i] (by hand)."""
    A = np.array([[1.0, 2.0], [3.0, 4.0]])
    out = _apply_complex(A, np.array([1.0 + 1.0j, 2.0 + 0.0j]))
    np.testing.assert_array_equal(out, np.array([5.0 + 1.0j, 11.0 + 3.0j]))
    # a real vector stored as complex: the real product
    np.testing.assert_array_equal(_apply_complex(A, np.array([1.0 + 0j, 2.0 + 0j])), np.array([5.0, 11.0]))


def _spy_blocks(monkeypatch, N, *, seed=1, rtol=1e-11):
    """The sizes of the blocks ``_gth`` factors on a dense positive random ``N``-state chain,
    its ``pi`` checked against ``numpy.linalg.eig`` to ``rtol``."""
    rng = np.random.default_rng(seed)
    P = rng.random((N, N)) + 0.01
    P /= P.sum(axis=1, keepdims=True)
    sizes = []
    real = gth_module._gth_lu

    def spy(W, e):
        sizes.append(W.shape[0])
        return real(W, e)

    monkeypatch.setattr(gth_module, "_gth_lu", spy)
    x = gth_module._gth(P.copy())
    # independent: pi from numpy.linalg.eig of P^T (a dense positive chain: no tiny entries)
    w, V = np.linalg.eig(P.T)
    v = np.real(V[:, np.argmin(np.abs(w - 1.0))])
    np.testing.assert_allclose(x / x.sum(), v / v.sum(), rtol=rtol, atol=0)
    return sizes


def test_gth_block_states_are_not_blocked(monkeypatch):
    B = gth_module.GTH_BLOCK
    assert B == 128
    assert _spy_blocks(monkeypatch, B) == []
    assert _spy_blocks(monkeypatch, B + 1) == [B]


# a 5-state non-reversible chain (rows normalised; tests/exact/test_abs11a_spectral.py's Q5)
Q5 = np.array([[0.076, 1e-6, 1e-4, 0.539, 0.385],
               [1e-6, 1e-6, 1e-4, 0.777, 0.223],
               [0.849, 0.151, 1e-6, 1e-6, 1e-6],
               [0.637, 0.075, 0.247, 0.002, 0.04],
               [0.023, 0.807, 0.169, 0.001, 1e-6]])


def test_near_defective_mp_result_replaces_float64_only_when_narrower(monkeypatch):
    """``_nonreversible_dense``: a near-defective spectrum is redone in mpmath, whose result
    replaces float64's only when its interval is strictly narrower (relative width); at a tie
    (the same interval) the float64 result stays. The near-defective branch is forced
    (``KAPPA_MEASURE = 0``, a measured exponent 0.5) and mpmath's answer is a stub."""
    import exact.spectral as sp
    from exact.stationary import stationary_law

    P = Q5 / Q5.sum(axis=1, keepdims=True)
    law = stationary_law(P)
    monkeypatch.setattr(sp, "KAPPA_MEASURE", 0.0)
    monkeypatch.setattr(sp, "_perturbed_error", lambda Bb, w, j, e0: (0.0, 0.5))
    lam2, lam_star, gap, err, used, iv = sp._nonreversible_dense(P, law, allow_mp=False)
    assert "digit eig" not in used and err > 0

    def stub(half):
        e = err / 2 if half else err
        return lambda P_, g, lg: (0.1, 1.0 - gap, gap, e, None, None,
                                  sp._Interval.around(gap, e, certified=False, how="stub"), 99)

    monkeypatch.setattr(sp, "_mp_nonreversible", stub(False))        # the same width: float64 stays
    r = sp._nonreversible_dense(P, law)
    assert "digit eig" not in r[4] and r[0] == lam2 and r[3] == err
    monkeypatch.setattr(sp, "_mp_nonreversible", stub(True))         # half the width: mpmath's
    r = sp._nonreversible_dense(P, law)
    assert r[4].endswith(" + 99-digit eig (near-defective)") and r[0] == 0.1
    assert r[3] == pytest.approx(err / 2, rel=1e-12)
