"""abs11c: the dense non-reversible path's eigenvalue condition is a modulus, ``|y^H x| / (||x|| ||y||)``.

``exact.timescales._general`` documents each eigenvalue's absolute error as ``N u ||P||_F / s_i`` with
``s_i = |y^H x| / (||x|| ||y||)``; dropping the modulus makes ``s_i`` a complex number (or a negative one)
and the reported relative errors complex. The cases here are closed forms.
"""

import math

import numpy as np

from exact.timescales import implied_timescales

U = float(np.finfo(float).eps) / 2


def test_circulant_errors_are_the_normal_matrix_closed_form():
    # a circulant chain is a normal matrix: left and right eigenvectors coincide (Fourier vectors), so every
    # s_i = 1 and the absolute error is N u ||P||_F. It is not reversible (pi uniform, P(0,1) = 0.4 != P(1,0) = 0.1),
    # so the dense eig path runs. Eigenvalues 0.5 + 0.4 w + 0.1 w^2 (w = e^{2 pi i / 3}) = 0.25 +- 0.2598i,
    # modulus sqrt(0.13); mu = 1 - sqrt(0.13); relative error of -1/log|lambda|: err / (|lambda| |log |lambda||).
    P = np.array([[0.5, 0.4, 0.1], [0.1, 0.5, 0.4], [0.4, 0.1, 0.5]])
    r = implied_timescales(P)
    assert not r.reversible and r.method.startswith("dense eig")
    mod = math.sqrt(0.13)
    err = 3 * U * math.sqrt(3 * (0.25 + 0.16 + 0.01))
    # plus the float64 rounding of -1/log(mod) itself (exact.timescales.ROUNDING_REL = 4u)
    want = err / (mod * abs(math.log(mod))) + 4 * U
    rel = np.asarray(r.relative_errors)
    assert np.isrealobj(rel)
    np.testing.assert_allclose(rel, [want, want], rtol=1e-6)
    np.testing.assert_allclose(r.timescales, [-1 / math.log(mod)] * 2, rtol=1e-12)


def test_non_normal_errors_are_real_and_at_least_the_normal_floor():
    # s_i <= 1 (Cauchy-Schwarz), so each absolute error is at least N u ||P||_F, a positive real number
    Q = np.array([[0.6, 0.3, 0.1], [0.05, 0.5, 0.45], [0.3, 0.2, 0.5]])
    r = implied_timescales(Q)
    assert r.method.startswith("dense eig")
    rel = np.asarray(r.relative_errors)
    assert np.isrealobj(rel) and np.all(rel > 0)
    floor = 3 * U * np.linalg.norm(Q)
    mod = np.asarray(r.moduli)
    assert np.all(rel * mod * np.abs(np.log(mod)) >= floor * (1 - 1e-9))
