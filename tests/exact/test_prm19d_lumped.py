"""prm19d (issue 30, second promise sweep): ``lumped_exit_times`` honours ``lazy``, and
``lumped_spectral_gap`` takes ``lambda_2`` from every sector, not the symmetric one alone."""

import numpy as np

from exact.kernel import glauber_kernel
from exact.lumped import lumped_exit_times, lumped_spectral_gap
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts


def test_lumped_exit_times_lazy():
    # docstring: CurieWeiss(2, 0) leaving "both ones" stays w.p. 1/2, tau = 2; lazy 1/2 makes
    # the stay 1/2 + 1/2 * 1/2 = 3/4, so tau = 1 / (1 - 3/4) = 4
    set_ = lambda c: c[:, 1] == 2  # noqa: E731
    assert lumped_exit_times(CurieWeiss(2, 0.0), set_).round(12).tolist() == [2.0, 0.0, 0.0]
    assert lumped_exit_times(CurieWeiss(2, 0.0), set_, lazy=0.5).round(12).tolist() == [4.0, 0.0, 0.0]


def test_lumped_lambda_2_from_a_non_symmetric_sector():
    # antiferromagnetic mean-field Potts (q = 3, n = 4, beta = -2): the full chain's lambda_2
    # (0.789, from the enumerated 81-state kernel) lies outside the symmetric sector (the
    # count chain's own lambda_2 is 0.637), so the Gelfand-Tsetlin sectors must supply it
    m = MeanFieldPotts(3, 4, -2.0)
    want = np.sort(np.linalg.eigvals(glauber_kernel(m).dense()).real)[-2]
    g = lumped_spectral_gap(m, temperature=1.0)
    assert g.sector_kind == "full"
    assert abs(g.lambda_2 - want) < 1e-9
