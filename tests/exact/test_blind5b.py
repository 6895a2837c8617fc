"""Fifth blind audit, part b (issue 30): tests for the survivors of its first run in exact/
(benchmarks/blind_audit_5b.py), each from the documented contract, a closed form or an
independent computation, with its source in a comment."""

from __future__ import annotations

import dataclasses
import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


# ------------------------------------------------------------------ exact/metastable.py
def test_escape_check_to_dict_has_the_escape_bound():
    from exact.kernel import glauber_kernel
    from exact.metastable import escape_checks

    T, q = 0.7, 3
    checks = escape_checks(glauber_kernel(potts(q, 3, 1.0), temperature=T))
    assert checks
    for c in checks:
        d = c.to_dict()
        # the escape bound e^{gamma/T} / (q - 1)
        assert d["escape_bound"] == pytest.approx(math.exp(c.fixed_point.gamma / T) / (q - 1), rel=1e-12)


# ------------------------------------------------------------------ exact/analysis.py
def test_auto_never_lumps_the_systematic_scan():
    from exact.analysis import exact_method
    from toolkit.models.exchangeable import CurieWeiss

    # the systematic scan is not symmetric under site permutations: enumerate, even where the
    # random scan lumps (q = 2, n = 20 > LUMP_Q2_ABOVE_N)
    assert exact_method(CurieWeiss(20, 1.0), scan="random") == "lumped"
    assert exact_method(CurieWeiss(20, 1.0), scan="systematic") == "enumerate"


def test_lumped_size_is_held_to_a_lower_max_states():
    from exact.analysis import exact_method
    from toolkit.models.exchangeable import CurieWeiss

    # CurieWeiss(500): 501 count vectors, above max_states = 100
    with pytest.raises(InvalidInputError, match="max_states"):
        exact_method(CurieWeiss(500, 1.0), method="lumped", max_states=100)


def test_exact_report_reports_a_negative_lower_bound_as_zero():
    from exact import analyze
    from exact.analysis import exact_report
    from exact.markov import ExactChain

    model = potts(2, 2, 1.0)
    chain = ExactChain(model, temperature=2.0)
    r = analyze(model, temperature=2.0)
    own = {"lambda_2", "lambda_star", "spectral_gap", "relaxation_time", "reversibilization_gap",
           "pseudo_spectral_gap", "spectral_method", "gap_error", "gap_lower", "gap_upper", "log_gap",
           "log_gap_lower", "log_gap_upper", "gap_certified", "gap_note", "bound_kind", "t_mix_lower_bound",
           "t_mix_upper_bound", "log_t_mix_lower_bound", "log_t_mix_upper_bound", "bounds_note"}
    fields = {f.name: getattr(r, f.name) for f in dataclasses.fields(r) if f.name not in own}
    bounds = SimpleNamespace(kind="reversible", lower=-0.25, upper=3.0, log_lower=None, log_upper=math.log(3.0),
                             note="")
    # documented: "a lower bound below 0 is reported as 0"
    assert exact_report(chain.spectrum, bounds, **fields).t_mix_lower_bound == 0.0


# ------------------------------------------------------------------ exact/observables.py
def test_exact_iat_is_scale_free_even_where_f_squared_overflows():
    from exact.observables import exact_iat

    # two-state chain, f = (0, 1): rho(t) = 0.6^t, tau = (1 + 0.6) / (1 - 0.6) = 4, for f and 1e200 f
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    pi = np.array([0.75, 0.25])
    assert exact_iat(P, pi, np.array([0.0, 1e200])) == pytest.approx(4.0, rel=1e-12)
    assert exact_iat(P, pi, np.array([3.0, 4.0])) == pytest.approx(4.0, rel=1e-12)
