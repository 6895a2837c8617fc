"""prm21e (issue 30, fourth sweep: loose assertions): small runs whose reported rows, worst
starts and drawn models are pinned by the documented rule (hand values)."""

import math

import numpy as np
import pytest
from hypothesis import find

from toolkit import exact_torch
from toolkit.calibration import sampled_summary
from toolkit.models import Pairwise, potts
from toolkit.strategies import contracting_models


def test_coupling_row_falls_back_to_max_steps_minus_one():
    # n = 6 sites, max_steps = 3: the extreme pair (all 0, all 1) cannot meet in 3 single-site
    # steps, so no crossing quantile is finite and the bound is read at max_steps - 1 = 2
    m = potts(2, 6, 0.5)
    s = sampled_summary(m, n_chains=2, n_steps=8, n_pairs=2, n_replicates=4, max_steps=3, rng=0)
    row = s["d(2) coupling bound"]
    assert row.kind == "upper bound"


def test_torch_stepping_cut_reports_farthest_start():
    # two-state chain P = [[1/2, 1/2], [1/4, 3/4]], pi = (1/3, 2/3); cut at t_max = 0: start 0 is
    # at TV 2/3 from pi, start 1 at 1/3: the worst start is 0
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    torch = pytest.importorskip("torch")
    K = exact_torch.TorchKernel.from_matrix(P)
    pi = torch.tensor([1 / 3, 2 / 3], dtype=torch.float64)
    r = exact_torch.mixing_time(K, pi, eps=0.1, t_max=0)
    assert r.t_mix is None
    assert r.worst_start == 0


def test_contracting_models_use_the_whole_budget():
    # alpha_max is split over the n - 1 other sites: c = 0.999 artanh(alpha_max / (n - 1)); at
    # n = 2, alpha_max = 0.9 couplings up to 1.47 are drawn (artanh(0.45) = 0.485 if split over n)
    def big(m):
        return isinstance(m, Pairwise) and float(np.abs(m.J).max()) > 1.0

    m = find(contracting_models(q=(2, 2), n=(2, 2), alpha_max=0.9), big)
    assert float(np.abs(m.J).max()) <= 0.999 * math.atanh(0.9)
