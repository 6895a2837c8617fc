"""prm24b: arguments of :mod:`exact.spectral` that the targeted tests only used at their
defaults (seventh sweep, ``benchmarks/default_only_args.py``).

- ``is_reversible(P, pi)``: detailed balance is checked against the ``pi`` given. The kernel
  ``[[0.2, 0.8], [0.4, 0.6]]`` is reversible w.r.t. its stationary law ``(1/3, 2/3)`` (every
  two-state chain is), but not w.r.t. ``(1/2, 1/2)``: ``0.5 * 0.8 != 0.5 * 0.4``.
- ``spectral_mixing_bounds(eps)``: gap ``0.1`` (t_rel = 10), ``pi_min = 1/4``, ``eps = 0.1``:
  by hand (Levin-Peres-Wilmer (12.13), Thm 12.4) ``9 ln(1/(2 eps)) = 9 ln 5`` and
  ``10 ln(1/(eps pi_min)) = 10 ln 40``.
- ``_cluster_size(k_max)``: ``g = (0.1, 0.11, 0.12, 5, 6)``, ``tau = 0``: the scores
  ``g_k / g_{k-1}`` are 1.1, 12/11, 41.67, 1.2, so the best ``k`` is 3; with ``k_max = 2`` only
  ``k = 1, 2`` are tried and ``k = 1`` wins.
"""

import math

import numpy as np
import pytest

from exact.spectral import _cluster_size, is_reversible, spectral_mixing_bounds


def test_is_reversible_checks_the_given_pi():
    P = np.array([[0.2, 0.8], [0.4, 0.6]])
    assert is_reversible(P)
    assert is_reversible(P, pi=[1 / 3, 2 / 3])
    assert not is_reversible(P, pi=[0.5, 0.5])


def test_spectral_mixing_bounds_eps():
    b = spectral_mixing_bounds(math.log(0.1), math.log(0.1), math.log(0.25), eps=0.1)
    assert b.lower == pytest.approx(9 * math.log(5.0), rel=1e-12)
    assert b.upper == pytest.approx(10 * math.log(40.0), rel=1e-12)


def test_cluster_size_k_max():
    g = np.array([0.1, 0.11, 0.12, 5.0, 6.0])
    assert _cluster_size(g, 0.0) == 3
    assert _cluster_size(g, 0.0, k_max=2) == 1
