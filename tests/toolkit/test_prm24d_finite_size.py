"""prm24d: ``toolkit.finite_size.fss_verdict``'s bootstrap of the peak-height exponent.

With replicates (sampled data), the error of ``gamma/nu (peak height)`` is the bootstrap
spread (module docstring: "for sampled data, the bootstrap spread"): each replica's slope of
``log chi*`` on ``log n`` from ITS OWN peak heights (``h_``) over the sizes whose peak is
interior in the full data and in that replica (``edge_``); no test had used replicates, so
the inner fit's ``h_``/``edge_``/``n_`` arguments were only ever their defaults (the full
data's). Here the spread is recomputed independently: the same generator draws, each
replica's peaks by :func:`peak_locations` (the documented peak finder), the slope by
``numpy.polyfit``, the standard deviation with ``ddof=1``. Four sizes: the fit window is
all of them (``MIN_FIT_SIZES``), so the error is the bootstrap spread alone (no drift).
"""

import numpy as np

from toolkit.finite_size import ScalingData, fss_verdict, peak_locations

T = np.linspace(0.5, 2.0, 16)
N = np.array([8, 16, 32, 64])
R, B = 6, 40


def _data():
    rng = np.random.default_rng(11)
    tc = 1.2 + 0.6 / N                                 # peaks drifting with n, interior
    chi = N[:, None] ** 0.5 * np.exp(-((T[None, :] - tc[:, None]) ** 2) / 0.08)
    # size 8: a plateau at the low-T end, its maximum one step inside; replica noise moves it to
    # the edge in some replicas
    chi[0] = 3.0 * np.exp(-((T - T[1]) ** 2) / 0.3)
    rep_chi = chi[:, :, None] * (1 + 0.05 * rng.standard_normal((N.size, T.size, R)))
    u = 2 / 3 - 0.3 * np.tanh((T[None, :] - 1.2) * N[:, None] ** 0.5 / 2)
    rep_u = u[:, :, None] + 0.002 * rng.standard_normal((N.size, T.size, R))
    reps = np.stack([rep_u, rep_chi], axis=-1)
    d = ScalingData(T, N, binder=reps[..., 0].mean(axis=2), susceptibility=reps[..., 1].mean(axis=2),
                    binder_err=reps[..., 0].std(axis=2, ddof=1) / np.sqrt(R),
                    susceptibility_err=reps[..., 1].std(axis=2, ddof=1) / np.sqrt(R), replicates=reps,
                    method="sampled")
    return d, reps


def test_peak_height_error_is_the_bootstrap_of_each_replicas_peaks():
    d, reps = _data()
    _h, _loc, edge = peak_locations(T, d.susceptibility)
    assert not edge.any()
    rng = np.random.default_rng(5)
    slopes, edges = [], []
    for _ in range(B):
        idx = rng.integers(0, R, size=R)
        h, _loc, e = peak_locations(T, reps[:, :, idx, 1].mean(axis=2))
        edges.append(e[0])
        ok = ~edge & ~e
        if ok.sum() >= 2:
            slopes.append(np.polyfit(np.log(N[ok]), np.log(h[ok]), 1)[0])
    assert any(edges) and not all(edges)              # the data do move size 8's peak to the edge
    want = float(np.std(slopes, ddof=1))
    got = fss_verdict(d, n_boot=B, rng=5).exponents["gamma/nu (peak height)"]
    assert want > 0.01
    assert got.stderr == np.float64(want) or abs(got.stderr - want) <= 1e-12 * want
