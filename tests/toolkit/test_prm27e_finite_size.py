"""prm27e (issue 30, tenth sweep): two rules of toolkit.finite_size.fss_verdict that read one
of several values.

* The Binder crossing's bootstrap error is the spread of the crossing of the LARGEST pair of
  sizes (the crossing that gives T_c; "a crossing whose bootstrap error exceeds 25 % of it is
  not resolved"). Mutant prm27e.finite_size.boot_crossing_lowest_pair read the lowest pair's.
  Hand-built replicates: the two small sizes are identical in every replicate (their crossing
  at T = 1 never moves); the largest size's curve is shifted by c in {0.8, 1.2} (one per
  replicate), so its crossing with the middle size, T_x = 3 c_bar - 2, takes the values
  0.4, 1.0, 1.6 with probabilities 1/4, 1/2, 1/4 over bootstrap resamples: spread ~0.42,
  above 25 % of T_x = 1.
* "Peaks fall with n" is judged on the resolved peaks only: a peak at the grid's edge is not
  a located peak (its T* is censored by the grid). Mutant
  prm27e.finite_size.peaks_fall_with_edge_peaks counted the edge peak's grid-end temperature."""

import numpy as np

from toolkit.finite_size import TC_ERR_MAX_REL, ScalingData, fss_verdict


def _linear_binder(T, slope, centre):
    return 0.35 - slope * (T - centre)


def test_bootstrap_error_is_the_largest_pairs_crossing_spread():
    T = np.linspace(0.2, 1.8, 33)
    n = np.array([8.0, 16.0, 32.0])
    R = 2
    reps = np.empty((3, T.size, R, 2))
    chi = np.array([ni / (1.0 + ni * (T - 1.0) ** 2) for ni in n])
    for r, c in enumerate((0.8, 1.2)):
        reps[0, :, r, 0] = _linear_binder(T, 0.1, 1.0)
        reps[1, :, r, 0] = _linear_binder(T, 0.2, 1.0)
        reps[2, :, r, 0] = _linear_binder(T, 0.3, c)
        reps[:, :, r, 1] = chi
    data = ScalingData(T, n, binder=reps[..., 0].mean(axis=2), susceptibility=reps[..., 1].mean(axis=2),
                       replicates=reps, method="sampled")
    v = fss_verdict(data, n_boot=40, rng=5)
    # the point estimate: both pairs cross at T = 1 (c_bar = 1)
    assert [round(c["T_x"], 9) for c in v.crossings] == [1.0, 1.0]
    noisy = [r for r in v.reasons if "statistical error" in r]
    assert noisy and f"exceeds {100 * TC_ERR_MAX_REL:.0f}%" in noisy[0]
    assert v.verdict != "transition"


def test_peaks_fall_judged_on_resolved_peaks_only():
    T = np.linspace(0.5, 2.0, 31)
    n = np.array([4.0, 8.0, 16.0, 32.0])
    chi = np.empty((4, T.size))
    chi[0] = 10.0 - T                                   # the smallest size: largest at the grid's lower edge
    for k, ni in enumerate(n[1:], 1):
        t_star = 1.0 + 2.0 / ni                         # 1.25, 1.125, 1.0625: falling with n
        chi[k] = ni / (1.0 + ni * (T - t_star) ** 2)
    data = ScalingData(T, n, binder=np.full((4, T.size), 0.3), susceptibility=chi)
    v = fss_verdict(data, n_boot=0)
    assert tuple(bool(e) for e in v.peak_at_edge) == (True, False, False, False)
    res = np.array(v.peak_temperatures)[1:]
    assert np.all(np.diff(res) < 0)
    peak_reason = [r for r in v.reasons if r.startswith("peak locations")]
    assert peak_reason and peak_reason[0].endswith("they fall with n")
