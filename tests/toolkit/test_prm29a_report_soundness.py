"""prm29a: the soundness section's escape claim covers every strict fixed point of each model,
and its certificate-formula case divides by 4 err_i + 4 err_j with both sites' errors (issue 30,
twelfth sweep: one inner item offending; a side)."""

import itertools

import numpy as np

import exact
from toolkit.app.report import soundness
from toolkit.models import potts


class _Recorder:
    def __init__(self):
        self.calls = {}

    def check(self, name, cases, **kw):
        self.calls[name] = cases


def _strict_fixed_points(m):
    # by hand: x is a strict argmax fixed point when every site's token is the unique argmax
    # of its logits given the others (temperature-free)
    q, n = m.vocab_size, m.length
    out = []
    for x in itertools.product(range(q), repeat=n):
        X = np.array([x])
        ok = True
        for i in range(n):
            lg = np.asarray(m.logits(X, np.array([i])), dtype=float)[0]
            top = np.flatnonzero(lg == lg.max())
            ok &= top.tolist() == [x[i]]
        if ok:
            out.append(x)
    return out


def test_escape_claim_covers_every_strict_fixed_point():
    eq, ineq = _Recorder(), _Recorder()
    soundness._contraction_escape(exact, eq, ineq)
    cases = ineq.calls["escape: ln E[tau_exit] >= ln(e^(gamma/T)/(q-1))"]
    models = {"Potts q=3 n=3 field, T=0.3": potts(3, 3, 1.0, field=(0.3, 0.0, -0.2)),
              "Potts q=2 n=4 cycle field, T=0.5": potts(2, 4, 1.0, graph="cycle", field=(0.2, 0.0))}
    for label, m in models.items():
        fps = _strict_fixed_points(m)
        assert len(fps) >= 2   # the constant states at least: the claim has something to miss
        got = [c for c in cases if c[0].startswith(label + ",")]
        assert len(got) == len(fps), (label, len(got), fps)
        # every case holds: ln E[tau] >= the bound
        assert all(v >= b for _, v, b in got)


def test_certificate_formula_reads_both_sites_errors():
    eq, ineq = _Recorder(), _Recorder()
    soundness._certificates(exact, eq, ineq)
    cases = eq.calls["certificate: bound = gamma_7 sum|t| + 4 err_i + 4 err_j (ratio to 4 err_i + 4 err_j)"]
    # the arithmetic term gamma_7 sum|t| is ~1e-8 of 4 err_i + 4 err_j (|l| ~ 3000 in float32),
    # and the sites' errors differ by ~1e-3 relative: a reference reading one site twice is off
    assert len(cases.computed) == 1
    assert abs(cases.computed[0] - cases.closed[0]) <= 1e-6
