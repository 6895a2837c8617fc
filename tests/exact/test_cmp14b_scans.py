"""cmp14b (issue 30): exact.scans boundaries.

- ``nlogn_theory``: the mean-field Potts cutoff ``n ln n / (2 (1 - beta/(qT)))`` (Cuff, Ding,
  Louidor, Lubetzky, Peres and Sly 2012, Thm 1) is "below the spinodal", ``beta/T < beta_s(q)``;
  at the spinodal itself the mixing time is of order ``n^{4/3}`` (their Thm 2), no ``n ln n``
  constant (for ``q = 2``, ``beta_s = 2`` is the Curie-Weiss critical point).
- ``MetastabilityScan.all_hold``: the escape bound holds at *every* temperature.
- ``nlogn_scan``: enumerated contracting chains are stepped "above 256 states"; 256 itself is not.
"""

from __future__ import annotations

import exact.scans as scans
from exact.scans import ExitRow, MetastabilityScan, nlogn_theory, potts_spinodal
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts


def test_mean_field_potts_at_its_spinodal_has_no_nlogn_constant():
    for q in (2, 3):
        beta_s = potts_spinodal(q)
        assert nlogn_theory(MeanFieldPotts(q, 20, beta_s), 1.0) == (None, "")
        assert nlogn_theory(MeanFieldPotts(q, 20, 2.0 * beta_s), 2.0) == (None, "")
    # below the spinodal (beta_s(3) = 2.7456): 1 / (2 (1 - 2/3)) = 1.5
    c, src = nlogn_theory(MeanFieldPotts(3, 20, 2.0), 1.0)
    assert abs(c - 1.5) < 1e-12 and "Cuff-Ding-Louidor-Lubetzky-Peres-Sly" in src


def _scan(holds):
    # a row holds when ln E[tau_exit] >= ln bound (within 1e-12 relative)
    rows = tuple(ExitRow(temperature=t, log_exit_time=2.0 if h else 0.0, log_bound=1.0)
                 for t, h in zip((0.5, 1.0), holds, strict=True))
    return MetastabilityScan(state="x", set_kind="state", set_size=1, q=2, gamma=1.0, k=1, cost=1.0,
                             rows=rows, fit_points=2, slope=1.0, intercept=0.0)


def test_all_hold_needs_every_row():
    assert [r.holds for r in _scan((True, False)).rows] == [True, False]
    assert _scan((True, False)).all_hold is False
    assert _scan((False, True)).all_hold is False
    assert _scan((True, True)).all_hold is True


def test_stepping_only_above_256_states(monkeypatch):
    # q = 2, n = 8: exactly 2**8 = 256 states; n = 9: 512. Curie-Weiss at T = 4 beta contracts.
    seen = []
    real = scans.mixing_time

    def spy(K, **kw):
        seen.append((K.n_states, kw["method"]))
        return real(K, **kw)

    monkeypatch.setattr(scans, "mixing_time", spy)
    scan = scans.nlogn_scan(lambda n: CurieWeiss(n, 1.0), [8, 9], temperature=4.0, method="enumerate")
    assert all(r.t_mix is not None for r in scan.rows)
    assert seen == [(256, "auto"), (512, "stepping")]
