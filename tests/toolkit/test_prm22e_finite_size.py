"""prm22e: toolkit.finite_size: the 1/n term of the logarithmic law from 5 sizes on (documented), and
the Binder crossing's error keeping the grid's interpolation term when the crossings agree."""
import math

import numpy as np

from toolkit import finite_size as fs


def test_log_law_fits_its_1_over_n_term_from_five_sizes():
    # 1/T* = (ln n + d)/c + e/n with c = 2, d = 1, e = 3: five exact points are fitted exactly
    # (chi2 = 0, k = 3 parameters); four points get the two-parameter law
    n = np.array([4.0, 8.0, 16.0, 32.0, 64.0])
    Ts = 1.0 / ((np.log(n) + 1.0) / 2.0 + 3.0 / n)
    c, d, chi2, k = fs._log_law_fit(n, Ts, np.full(5, 1e-3))
    assert k == 3 and math.isclose(c, 2.0, rel_tol=1e-9) and math.isclose(d, 1.0, rel_tol=1e-9)
    assert chi2 < 1e-12
    assert fs._log_law_fit(n[:4], Ts[:4], np.full(4, 1e-3))[3] == 2


def test_binder_tc_error_is_at_least_the_grid_term():
    # the module's worked example: U = u((T - 1) sqrt(n)) crosses at T = 1 exactly for every n,
    # a grid point, so the last two crossings agree (drift ~ 0) and exact data has no sampling
    # error: the error is the grid's interpolation term, a tenth of the median step 0.02
    T = np.linspace(0.6, 1.4, 41)
    ns = np.array([16, 64, 256, 1024])
    x = (T[None, :] - 1.0) * np.sqrt(ns[:, None])
    U = (2 / 3) / (1 + np.exp(2 * x))
    chi = np.sqrt(ns[:, None]) / (1 + x**2)
    v = fs.fss_verdict(fs.ScalingData(T, ns, binder=U, susceptibility=chi))
    assert v.verdict == "transition" and abs(v.critical_temperature - 1.0) < 1e-9
    assert math.isclose(v.critical_temperature_stderr, 0.1 * 0.02, rel_tol=1e-6)
