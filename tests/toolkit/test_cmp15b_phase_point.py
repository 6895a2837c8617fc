"""cmp15b: boundaries and dispatch of ``toolkit.app.phase_point`` that no test reached.

- ``_lumped_relaxation`` computes the ``q = 2`` full gap for ``n <= LUMPED_Q2_GAP_MAX_N`` and
  the ``q = 3`` colour-symmetric count chain's gap for "at most ``LUMPED_GAP_MAX_STATES``
  count vectors" (its docstring): both limits included. The constants are lowered to a small
  model's size (the equality case). At ``beta = 0`` every site resamples uniformly: the chain
  is a product chain with spectrum ``1 - k/n`` (``k = 0..n``; the symmetric sector holds every
  ``k``), absolute gap ``1/n``, so the relaxation time ``1/(n gap)`` is exactly 1 sweep.
- :func:`point_method` answers ``"mlm"`` for a real masked LM, a model with ``all_conditionals``,
  ``initial_state`` *and* ``with_template``; a wrapped toy (:class:`MemoizedModel`: only
  ``all_conditionals``) within the enumeration size is enumerated.
- :func:`mlm_phase_point` samples rejection-free "when every start promises *fewer than*
  ``RF_CHANGES_PER_SWEEP`` changes per sweep": at exactly that many, plain Glauber steps. Uniform
  logits over ``q = 4`` tokens give every start ``n (1 - 1/4) = 1.5`` changes per sweep at
  ``n = 2`` (exact in binary); the threshold is set to 1.5, then just above.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import toolkit.app.phase_point as pp
from exact.lumped import count_chain
from toolkit.app.window import MemoizedModel
from toolkit.models import IndependentSites
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts, n_count_vectors


def test_q2_full_gap_at_exactly_the_size_limit(monkeypatch):
    n = 4
    monkeypatch.setattr(pp, "LUMPED_Q2_GAP_MAX_N", n)  # n == limit: computed
    missing: dict = {}
    assert pp._lumped_relaxation(CurieWeiss(n, 0.0), 1.0, missing) == pytest.approx(1.0, rel=1e-10)
    assert "relaxation" not in missing
    monkeypatch.setattr(pp, "LUMPED_Q2_GAP_MAX_N", n - 1)  # one below: not computed
    assert math.isnan(pp._lumped_relaxation(CurieWeiss(n, 0.0), 1.0, missing))
    assert "not computed" in missing["relaxation"]


def test_q3_count_chain_gap_at_exactly_the_state_limit(monkeypatch):
    n = 3
    model = MeanFieldPotts(3, n, 0.0)
    assert n_count_vectors(n, 3) == 10  # C(n + 2, 2)
    monkeypatch.setattr(pp, "LUMPED_GAP_MAX_STATES", 10)  # the equality case: computed
    missing: dict = {}
    got = pp._lumped_relaxation(model, 1.0, missing)
    assert got == pytest.approx(1.0, rel=1e-10)
    # the same from the count chain's own spectrum (dense eigenvalues, 1 dropped)
    ev = np.sort(np.abs(np.linalg.eigvals(count_chain(model, temperature=1.0).P.toarray())))[::-1]
    assert got == pytest.approx(1.0 / (n * (1.0 - ev[1])), rel=1e-10)
    monkeypatch.setattr(pp, "LUMPED_GAP_MAX_STATES", 9)  # one below: not computed
    assert math.isnan(pp._lumped_relaxation(model, 1.0, {}))


def test_point_method_needs_every_real_model_attribute():
    inner = IndependentSites(np.zeros((3, 2)))
    wrapped = MemoizedModel(inner)
    assert hasattr(wrapped, "all_conditionals") and not hasattr(wrapped, "initial_state")
    assert pp.point_method(wrapped) == "enumeration"


@pytest.mark.parametrize("threshold, expected", [(1.5, "plain"), (math.nextafter(1.5, 2.0), "rejection-free")])
def test_rejection_free_only_below_the_changes_threshold(monkeypatch, threshold, expected):
    used = []
    real_rf, real_plain = pp.run_rejection_free, pp.run_chains

    def rf(*a, **k):
        used.append("rejection-free")
        return real_rf(*a, **k)

    def plain(*a, **k):
        used.append("plain")
        return real_plain(*a, **k)

    monkeypatch.setattr(pp, "run_rejection_free", rf)
    monkeypatch.setattr(pp, "run_chains", plain)
    monkeypatch.setattr(pp, "RF_CHANGES_PER_SWEEP", threshold)
    model = IndependentSites(np.zeros((2, 4)))  # p = 1/4 everywhere: 2 * 3/4 = 1.5 changes per sweep
    pp.mlm_phase_point(model, 1.0, n_groups=2, chains_per_group=2, n_sweeps=4, burn_in=0, rng=0)
    assert used == [expected]
