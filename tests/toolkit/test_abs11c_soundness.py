"""abs11c: the soundness report's exact side measures distances with absolute values.

``toolkit.app.report.soundness._Exact`` computes ``d(t) = max_x TV(P^t(x, .), pi)`` and
``dbar(t) = max_{x,y} TV(P^t(x, .), P^t(y, .))`` by dense powers. Closed form: a one-site model with
conditional ``p`` and laziness ``l`` has ``P = l I + (1 - l) 1 p^T``, so ``P^t - 1 p^T = l^t (I - 1 p^T)``
and ``dbar(t) = l^t`` (two point masses are at TV 1), ``d(t) = l^t max_x (1 - p_x)``.
"""

import math

import numpy as np

from toolkit.app.report.soundness import _Exact


class _OneSite:
    """q = 2, n = 1, logits (0, ln 3): p = (1/4, 3/4) at T = 1."""

    vocab_size, length = 2, 1

    def logits(self, x, sites):
        return np.tile([0.0, math.log(3.0)], (len(x), 1))


def test_dbar_and_d_closed_form_of_a_lazy_one_site_chain():
    ex = _Exact(_OneSite(), 1.0, lazy=0.5, t_max=6, dbar=True)
    np.testing.assert_allclose(ex.pi, [0.25, 0.75], rtol=1e-14)
    t = np.arange(ex.dbar.size)
    assert ex.dbar.size >= 4
    np.testing.assert_allclose(ex.dbar, 0.5**t, rtol=1e-12)
    np.testing.assert_allclose(ex.d, 0.75 * 0.5 ** np.arange(ex.d.size), rtol=1e-12)
    assert ex.t_mix == 2  # d(2) = 0.75 / 4 <= 1/4 < d(1) = 0.75 / 2


def test_stationary_claim_catches_an_underestimated_entry(monkeypatch):
    # a stationary law whose smallest entry is low by a relative 1e-6 (then renormalized): against the GTH
    # reference, pi'_k / pi_k - 1 = (1 - 1e-6) / (1 - 1e-6 pi_k) - 1 ~ -1e-6 (1 - pi_k), every other entry is high by
    # only ~1e-6 pi_k. The claim "max |pi/pi_ref - 1| <= reported relative_error" must show 1e-6 (1 - pi_k) and fail;
    # pi_k is the smallest of N >= 8 entries, so 1e-6 (1 - pi_k) lies in [0.875e-6, 1e-6] (a signed max: <= 0.125e-6).
    import dataclasses

    import exact
    from toolkit.app.report import soundness

    real = exact.stationary_law

    def low(K, *args, **kwargs):
        law = real(K, *args, **kwargs)
        pi = np.array(law.pi, dtype=float)
        k = int(np.argmin(pi))
        pi[k] *= 1.0 - 1e-6
        return dataclasses.replace(law, pi=pi / pi.sum())

    monkeypatch.setattr(exact, "stationary_law", low)
    s = soundness.Section(soundness.KEY, soundness.TITLE)
    eq, ineq = soundness._Agreement(s), soundness._Inequalities(s)
    soundness._certificates(exact, eq, ineq)
    rows = [r for r in ineq.rows if r["claim"].startswith("stationary law: max |pi/pi_ref - 1|")]
    assert len(rows) == 3
    for r in rows:
        assert 0.875e-6 * (1 - 1e-9) <= r["value"] <= 1e-6 * (1 + 1e-9), r["case"]
        assert not r["holds"]
