"""prm29d: descent_labels' strict improvement and the aggregation's group limit, at equality."""

import importlib

import numpy as np

from exact import glauber_kernel
from toolkit.models import IndependentSites, potts

st = importlib.import_module("exact.stationary")  # the module (exact.stationary is also a function's name)


def test_descent_labels_no_improving_move_at_a_tie():
    # zero fields: every conditional is 1/q, so no single-site move is an improvement (gain 0);
    # the docstring's "most probable improving move (or to itself)": every state is its own end
    K = glauber_kernel(IndependentSites(np.zeros((3, 2))), temperature=1.0)
    labels = st.descent_labels(K)
    assert np.array_equal(np.sort(labels), np.arange(K.n_states))


def test_descent_labels_indifferent_site_keeps_its_groups():
    # fields favour token 0 at sites 0 and 1 (equally: their moves tie), none at site 2: every
    # state descends to (0, 0, x2), and a move at site 2 gains 0 (no improvement), so the groups
    # are the 2 values of site 2
    h = np.array([[1.0, 0.0], [1.0, 0.0], [0.0, 0.0]])
    K = glauber_kernel(IndependentSites(h), temperature=1.0)
    labels = st.descent_labels(K)
    assert len(np.unique(labels)) == 2


def test_aggregation_used_at_exactly_aggregate_max_groups(monkeypatch):
    # two-well Potts chain: the descent groups number K > 1; aggregation runs when 1 < K <= AGGREGATE_MAX
    K = glauber_kernel(potts(2, 5, 1.0, graph="cycle"), temperature=0.6)
    groups = int(st.descent_labels(K).max()) + 1
    assert groups > 1
    monkeypatch.setattr(st, "AGGREGATE_MAX", groups)
    assert st.stationary_law(K, method="krylov").method == "krylov + aggregation/disaggregation"
    monkeypatch.setattr(st, "AGGREGATE_MAX", groups - 1)
    assert st.stationary_law(K, method="krylov").method == "krylov + balance sweeps"
