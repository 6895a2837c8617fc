"""The stationary law's large-chain path (exact/stationary.py): descent groups of
non-reversible chains (pointer cycles), site-by-site balance sweeps, the Krylov-Schur Perron
vector, against references written here (plain pointer chasing over enumerated states; GTH).
"""

from __future__ import annotations

import importlib
import itertools

import numpy as np
import pytest

from exact import glauber_kernel
from toolkit.models import random_pairwise, random_table

st = importlib.import_module("exact.stationary")  # exact.stationary (the function) shadows it


def test_a_pointer_cycle_is_one_group():
    # 0 -> 1 -> 2 -> 3 -> 1 (cycle 1, 2, 3), 4 -> 4, 5 -> 4, 6 -> 0
    succ = np.array([1, 2, 3, 1, 4, 4, 0])
    lab = st._follow(succ)
    assert len(set(lab[[0, 1, 2, 3, 6]])) == 1 and lab[4] == lab[5] != lab[0]


def brute_force_groups(model, T):
    """Most probable improving single-site move of every state (first site wins ties),
    followed one step at a time until a state repeats; the group is the smallest state on
    the cycle reached."""
    q, n = model.vocab_size, model.length
    states = list(itertools.product(range(q), repeat=n))
    index = {s: k for k, s in enumerate(states)}
    succ = np.arange(len(states))
    for k, s in enumerate(states):
        best = 0.0
        for i in range(n):
            lg = model.logits(np.array([s]), np.array([i]))[0] / T
            lp = lg - np.logaddexp.reduce(lg)
            a = int(np.argmax(lp))
            gain = lp[a] - lp[s[i]]
            if gain > best:
                best = gain
                t = list(s)
                t[i] = a
                succ[k] = index[tuple(t)]
    groups = np.empty(len(states), dtype=np.int64)
    for k in range(len(states)):
        seen, x = [], k
        while x not in seen:
            seen.append(x)
            x = int(succ[x])
        cycle = seen[seen.index(x):]
        groups[k] = min(cycle)
    return groups


@pytest.mark.parametrize("model", [random_pairwise(2, 6, 0.5, rng=1), random_pairwise(2, 8, 0.5, rng=7),
                                   random_table(2, 7, 1.0, rng=2)])
def test_descent_groups_of_non_reversible_chains(model):
    """These chains have pointer cycles (the doubled pointer alone made 6, 6 and several
    groups where there are 1, 3 and a few)."""
    lab = st.descent_labels(glauber_kernel(model, temperature=1.0))
    ref = brute_force_groups(model, 1.0)
    # the same partition (labels are numbered differently)
    pairs = set(zip(lab.tolist(), ref.tolist(), strict=True))
    assert len(pairs) == len(set(lab.tolist())) == len(set(ref.tolist()))


@pytest.mark.parametrize("model,T", [(random_pairwise(2, 11, 1.0, rng=3), 0.4), (random_table(3, 6, 2.0, rng=1), 0.25)])
def test_site_by_site_sweeps_keep_relative_accuracy(model, T, monkeypatch):
    """The sweeps' inflow site by site (used above 2**16 states; here forced at 2048 and 729
    states) against GTH, every entry to relative accuracy."""
    K = glauber_kernel(model, temperature=T)
    ref = st.stationary_law(K, method="gth").pi
    monkeypatch.setattr(st, "SITE_RESIDUAL_MIN", 0)
    law = st.stationary_law(K, method="krylov")
    err = float(np.max(np.abs(law.pi / ref - 1)))
    assert err < 1e-10 and err <= 10 * law.relative_error
    assert ref.min() < 1e-6  # small entries are part of the test
