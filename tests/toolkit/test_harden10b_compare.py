"""harden10b: a survivor of ``automut --fresh-lines`` (seed 2026120422) in toolkit.app.compare:
``exact_values`` evaluates an observable on the enumerated states in chunks of 2**16; a space of
more than 2**16 states must come out whole (here 2**17 states, known in closed form)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from exact import ExactChain
from exact.logits import SiteLogits
from exact.space import StateSpace
from toolkit.app import compare
from toolkit.calibration import sampled_summary
from toolkit.models import potts
from toolkit.results import StationaryLaw


def test_exact_means_over_more_than_one_chunk_of_states():
    n, q = 17, 2                                   # 2**17 = 131072 states: two chunks of 2**16
    N = q**n
    summary = sampled_summary(potts(q, n, 0.0), temperature=1.0, n_chains=2, n_steps=8, rng=0)
    summary = dataclasses.replace(summary, quantities=[r for r in summary.quantities
                                                       if r.name == "mean frac(0)"])
    chain = ExactChain(SiteLogits(np.zeros((n, N)), StateSpace(q, n, max_states=2 * N)), max_states=2 * N)
    # zero logits: every conditional is uniform, so the stationary law is uniform (closed form);
    # exact_values uses an ExactChain's cached law as it is (its docstring), so it is given here
    pi = np.full(N, 1.0 / N)
    chain.__dict__["law"] = StationaryLaw(pi=pi, log_pi=np.log(pi), method="closed form (uniform)", residual=0.0,
                                          max_relative_residual=0.0, relative_error=0.0, n_states=N)
    out = compare.exact_values(chain, summary)
    # under the uniform law each site is token 0 with probability 1/2
    assert list(out) == ["mean frac(0)"]
    assert out["mean frac(0)"].value == pytest.approx(0.5, rel=1e-12)
