"""prm26d (issue 30, ninth sweep): :meth:`toolkit.phase.PhaseGrid.finite_size` hands its ``rng``
on to :func:`toolkit.finite_size.fss_verdict`.

Contract (the method's docstring): the verdict is ``fss_verdict`` of ``scaling_data()`` with the
caller's ``rng``. ``fss_verdict`` draws from it only to bootstrap replicates, which this exact grid
does not carry (a sampled grid's groups of chains do since lead57: test_lead57_phase.py), so here the
generator leaves no trace in the verdict: the call site is observable only at the callee. A stand-in put where ``toolkit.phase`` looks ``fss_verdict`` up
records the generator it received.
"""

import numpy as np

import toolkit.phase as phase  # the module under test (automut's targeted set)


def _grid():
    T, n = np.array([0.5, 1.0, 1.5]), np.array([4, 8])
    a = np.array([[0.6, 0.5, 0.4], [0.65, 0.5, 0.35]])
    return phase.PhaseGrid(label="toy", method="exact", temperatures=T, n_values=n, mixing=a * 10,
                           mixing_label="t_mix", susceptibility=a, susceptibility_stderr=np.zeros_like(a),
                           order_mean=a, order_label="|m|", mixing_resolved=np.ones_like(a, dtype=bool), binder=a)


def test_finite_size_hands_its_rng_to_the_verdict(monkeypatch):
    seen = []
    monkeypatch.setattr(phase, "fss_verdict", lambda data, **kw: seen.append((data, kw.get("rng"))) or "verdict")
    rng = np.random.default_rng(7)
    assert _grid().finite_size(rng=rng) == "verdict"
    (data, got), = seen
    assert got is rng
    assert np.array_equal(data.binder, _grid().binder)
