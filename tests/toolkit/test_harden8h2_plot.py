"""toolkit.plot: lambda_* of a reducible kernel drawn by plot_spectrum (harden8h2, issue 30).

Hand values. ``lambda_*`` is the largest modulus among the eigenvalues other than ONE unit
eigenvalue (``plot_spectrum``'s docstring: "lambda_star from its eigenvalues"; toolkit.plot's
``_lambda_star``). A reducible kernel has the eigenvalue 1 once per closed class: ``P = I``
on 3 states has 1, 1, 1, so ``lambda_* = 1`` and the gap is 0; the block-diagonal
``diag(A, B)`` with ``A = [[0.5, 0.5], [0.5, 0.5]]`` (eigenvalues 1, 0) and
``B = [[0.9, 0.1], [0.3, 0.7]]`` (eigenvalues 1, 0.6) has ``lambda_* = 1`` too; the irreducible
``B`` alone has ``lambda_* = 0.6``.
"""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import numpy as np  # noqa: E402
import pytest  # noqa: E402

from toolkit.plot import plot_spectrum, pyplot  # noqa: E402


class _Kernel:
    def __init__(self, P):
        self.P, self.n_states = np.asarray(P, dtype=float), len(P)

    def dense(self):
        return self.P


def _lambda_label(ax):
    labels = [ln.get_label() for ln in ax.get_lines() if "lambda_*" in ln.get_label()]
    assert len(labels) == 1
    return labels[0]


A = [[0.5, 0.5], [0.5, 0.5]]
B = [[0.9, 0.1], [0.3, 0.7]]


@pytest.mark.parametrize("P,expected", [
    (np.eye(3), r"\lambda_* = 1$ (gap $0$)"),
    (np.block([[np.array(A), np.zeros((2, 2))], [np.zeros((2, 2)), np.array(B)]]), r"\lambda_* = 1$ (gap $0$)"),
    (np.array(B), r"\lambda_* = 0.6$ (gap $0.4$)"),
])
def test_lambda_star_of_reducible_kernels(P, expected):
    ax = plot_spectrum(_Kernel(P))
    try:
        assert expected in _lambda_label(ax)
    finally:
        pyplot().close(ax.figure)
