"""prm23c: the reference section's two-site Potts claim checks BOTH alphas against
tanh(c/(2T)). For the symmetric two-site Potts a right engine gives alpha_row = alpha_col, so
an engine whose row-sum alpha alone is wrong is simulated here: the real influence report with
its alpha_row moved by 0.1."""

import types

import exact
from toolkit.app.report import reference
from toolkit.app.report._model import Section


def _fake_exact(shift):
    def influence(model, **kwargs):
        rep = exact.influence(model, **kwargs)
        return types.SimpleNamespace(R=rep.R, L=rep.L, softmax_slack=rep.softmax_slack, alpha_col=rep.alpha_col,
                                     alpha_row=types.SimpleNamespace(value=rep.alpha_row.value + shift),
                                     T0_col=rep.T0_col, contraction_bound=rep.contraction_bound)
    return types.SimpleNamespace(influence=influence)


def _alpha_claim(shift):
    s = Section("reference", "t")
    reference._ref_two_site_potts(_fake_exact(shift), reference._Agreement(s))
    (claim,) = [c for c in s.claims if c.name.startswith("two-site Potts: alpha")]
    return claim


def test_alpha_row_is_held_to_the_closed_form():
    assert _alpha_claim(0.0).holds is True      # the real engine: both alphas = tanh(c/(2T))
    wrong = _alpha_claim(0.1)
    assert wrong.holds is False
    assert abs(abs(wrong.value - wrong.bound) - 0.1) < 1e-12
