"""prm20d (issue 30): ritz_vector on a run stopped early, where the last Lanczos vector's
weight y_m is not negligible. For orthonormal Lanczos vectors v_1..v_m and the unit
eigenvector y of the tridiagonal T_m, the Ritz vector x = V_m y has norm 1 and residual
||A x - theta x|| = beta_m |y_m| (the Lanczos relation A V_m = V_m T_m + beta_m v_{m+1} e_m^T;
Golub and Van Loan, Matrix Computations, section 10.1)."""
import numpy as np

from exact._lanczos import lanczos_top, ritz_vector


def _matrix():
    rng = np.random.default_rng(20261206)
    B = rng.standard_normal((60, 60))
    return (B + B.T) / 2.0


def test_ritz_vector_of_an_unconverged_run_has_unit_norm_and_the_lanczos_residual():
    A = _matrix()
    run = lanczos_top(lambda v: A @ v, A.shape[0], np.float64, tol=1e-14, maxiter=5)
    assert not run.converged and run.steps == 5
    assert abs(float(run.y[-1])) > 1e-3          # the last vector matters here
    x = ritz_vector(lambda v: A @ v, run)
    assert abs(np.linalg.norm(x) - 1.0) < 1e-10
    r = np.linalg.norm(A @ x - run.theta * x)
    assert abs(r - run.estimate) < 1e-9 * max(1.0, run.estimate)
    # theta is the Rayleigh quotient of x
    assert abs(float(x @ A @ x) - run.theta) < 1e-10
