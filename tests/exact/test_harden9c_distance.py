"""harden9c: exact.distance at a tie d_mu(0) = eps and with label + stepping (issue 30)."""

import numpy as np

from exact.distance import mixing_time_from

# the module docstring's chain: pi = (1/3, 2/3)
P = np.array([[0.5, 0.5], [0.25, 0.75]])


def test_start_at_distance_eps_is_t_mix_zero():
    # from state 0: d(0) = 1 - pi(0) = 2/3 exactly, so t_mix(2/3) = 0 (the tie rule absorbs the
    # one ulp by which 1 - fl(1/3) exceeds fl(2/3)); by doubling and by stepping
    for method in ("doubling", "stepping"):
        assert mixing_time_from(P, 0, eps=2 / 3, pi=np.array([1 / 3, 2 / 3]), method=method).t_mix == 0


def test_label_kept_by_every_method():
    # "label: how reports name the start": kept whatever the method; d(t) = (2/3) 4^-t, so
    # t_mix(1/100) = 4 (module docstring)
    for method in ("doubling", "stepping"):
        r = mixing_time_from(P, 0, eps=0.01, method=method, label="the all-A start")
        assert r.t_mix == 4 and r.label == "the all-A start"
        assert str(r).startswith("from the all-A start: t_mix(")
