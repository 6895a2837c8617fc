"""cmp14a: boundaries of ``exact.lumped`` that no test reached.

- :func:`exact.lumped.lumped_spectral_gap` for ``q = 3``: "every Gelfand-Tsetlin sector when
  ``sectors='all'``, or ``'auto'`` and their total dimension is at most
  ``MAX_SECTOR_DIMENSION``: the full chain's gap". ``n = 2`` is the smallest chain with
  more than one sector (partitions (2, 0, 0) and (1, 1, 0)), so it is solved by sectors
  (``sector_kind='full'``), and its gap is the 9-state kernel's own.
- ``q = 2``, sector ``j >= 1`` with a gap below ``INVERSE_ITERATION_BELOW``: the killed
  birth-death chain's gap (accurate relative to itself) replaces the Ritz value when its error
  is at most the Ritz error or ``1e-10`` of itself, the equality included. Injected here: the
  killed chain's true gap with an error of exactly ``1e-10`` of it.
"""

from __future__ import annotations

import numpy as np
import pytest

import exact.lumped as lumped
from exact import glauber_kernel
from toolkit.models import random_exchangeable
from toolkit.models.exchangeable import MeanFieldPotts


def _full_gap(model, T):
    # the heat-bath random-scan kernel is reversible and positive semi-definite: 1 - lambda_2
    ev = np.sort(np.linalg.eigvals(glauber_kernel(model, temperature=T).dense()).real)
    return 1.0 - ev[-2]


@pytest.mark.parametrize("sectors", ["all", "auto"])
def test_q3_two_sites_is_solved_by_every_sector(sectors):
    m, T = MeanFieldPotts(3, 2, 1.3), 0.9
    g = lumped.lumped_spectral_gap(m, temperature=T, sectors=sectors)
    assert g.sector_kind == "full"
    assert g.n_sectors == 2  # partitions of 2 into at most 3 parts
    assert g.spectral_gap == pytest.approx(_full_gap(m, T), rel=1e-12)


def test_killed_sector_gap_taken_at_an_error_of_exactly_1e10_of_itself(monkeypatch):
    m, T = random_exchangeable(2, 4, 40.0, rng=3), 0.5
    real = lumped._killed_birth_death_gap
    calls = []

    def boundary(s, **kw):
        mu, _ = real(s, **kw)
        calls.append(s.j)
        return mu, 1e-10 * mu  # the equality case of `err_k <= max(err, 1e-10 mu_k)`

    monkeypatch.setattr(lumped, "_killed_birth_death_gap", boundary)
    g = lumped.lumped_spectral_gap(m, temperature=T)
    assert calls and all(j >= 1 for j in calls)
    assert g.sector == 1 and g.spectral_gap < lumped.INVERSE_ITERATION_BELOW
    # the killed chain's value was taken, with its (injected) error
    assert g.gap_error == 1e-10 * g.spectral_gap
    assert g.spectral_gap == pytest.approx(_full_gap(m, T), rel=1e-6)


def test_monochromatic_starts_at_exactly_dense_count_max(monkeypatch):
    """``DENSE_COUNT_MAX``: "dense doubling of the count chain up to this many count vectors";
    the docstring: the dense ``monochromatic`` profile is a doubling one and reports
    ``distance_error = 2 products N u + ...`` (> 0), the sparse stepping one steps every ``t``.
    At ``N == DENSE_COUNT_MAX`` (``q = 3``, ``n = 4``: 15 count vectors) the dense route;
    one below, stepping; both give the ``t_mix`` of the 81-state chain from its monochromatic
    states, computed here by dense powers."""
    m, T, eps = MeanFieldPotts(3, 4, 1.5), 0.8, 0.25
    K = glauber_kernel(m, temperature=T)
    P = K.dense()
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    mono = [0, 40, 80]  # (0,0,0,0), (1,1,1,1), (2,2,2,2): base-3 indices
    D, t = np.eye(81)[mono], 0
    while 0.5 * np.abs(D - pi).sum(axis=1).max() > eps:
        D, t = D @ P, t + 1
    N = lumped.n_count_vectors(4, 3)
    assert N == 15
    monkeypatch.setattr(lumped, "DENSE_COUNT_MAX", N)
    dense = lumped.lumped_mixing_time(m, temperature=T, eps=eps, starts="monochromatic")
    assert dense.t_mix == t and dense.distance_error > 0
    assert list(dense.times) != list(range(len(dense.times)))  # doubling: some times skipped
    monkeypatch.setattr(lumped, "DENSE_COUNT_MAX", N - 1)
    step = lumped.lumped_mixing_time(m, temperature=T, eps=eps, starts="monochromatic")
    assert step.t_mix == t and step.distance_error == 0.0
    assert list(step.times) == list(range(len(step.times)))
