"""prm22b (issue 30, fifth sweep): exact._arnoldi.krylov_schur with the basis handled in
several column blocks (COLUMN_BLOCK is 65536 columns: every other test has one block).

The lazy cyclic shift on 40 states, (v + roll(v, 1)) / 2, has eigenvalues
(1 + e^{2 pi i k / 40}) / 2 (module docstring): modulus 1 for k = 0, then |cos(pi / 40)| for
k = +-1. With 7-column blocks the rotation V_p <- Z_p^T V_m, the Ritz vectors and the Gram
matrix V^T V behind ``orthogonality`` each sum over 6 blocks; the result must be the one-block
result: the same eigenvalues (closed form), eigenvectors (A x = lambda x checked in float64)
and an orthonormal basis (max |V^T V - I| at round-off level, the dataclass' promise).
"""

import numpy as np

from exact import _arnoldi


def _shift(v):
    return 0.5 * (v + np.roll(v, 1))


def test_column_blocks_give_the_one_block_run(monkeypatch):
    monkeypatch.setattr(_arnoldi, "COLUMN_BLOCK", 7)
    run = _arnoldi.krylov_schur(_shift, 40, 3, tol=1e-12)
    assert run.converged
    mu = 0.5 * (1 + np.exp(2j * np.pi / 40))
    assert abs(run.values[0] - 1) < 1e-12
    np.testing.assert_allclose(sorted(run.values[1:3], key=lambda z: z.imag), [np.conj(mu), mu], atol=1e-10)
    for lam, x in zip(run.values, run.vectors.T, strict=True):
        assert abs(np.linalg.norm(x) - 1) < 1e-10
        assert np.linalg.norm(_shift(x.real) + 1j * _shift(x.imag) - lam * x) < 1e-9
    # the basis is orthonormal to round-off: the Gram matrix summed over all 6 blocks
    assert run.orthogonality < 1e-12
