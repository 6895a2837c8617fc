"""Blind audit 20b: toolkit.app.mixing_diagram.exact_timescales adds the t_rel upper bound
``1 + t_mix / ln 2`` (from ``(t_rel - 1) ln 2 <= t_mix``, Levin-Peres-Wilmer Thm 12.5, which
needs a reversible chain) only where the model's conditionals are compatible (module
docstring: "the chain being reversible"). A q >= 3 exchangeable table is generically
incompatible (toolkit.models.exchangeable: ``compatible`` None), so its chain gets no such bound."""

import math

from toolkit.app.mixing_diagram import exact_timescales
from toolkit.models.exchangeable import random_exchangeable


def _by(ts, quantity, kind):
    return [t for t in ts if t.quantity == quantity and t.kind == kind]


def test_reversible_t_rel_bound_only_for_compatible_models():
    # q = 3 random table: not known compatible; alpha < 1 at this scale, so the contraction
    # bound on t_mix is there, but t_rel gets no upper bound from it
    m3 = random_exchangeable(3, 4, 0.05, rng=0)
    assert m3.compatible is not True
    ts3, _, _ = exact_timescales(m3, 1.0)
    assert _by(ts3, "t_mix", "upper")          # the contraction bound applies
    assert not _by(ts3, "t_rel", "upper")      # ... but not the reversible relation
    # q = 2: always compatible (a birth-death count chain); the bound is 1 + b / ln 2
    m2 = random_exchangeable(2, 4, 0.05, rng=0)
    ts2, _, _ = exact_timescales(m2, 1.0)
    (b,) = _by(ts2, "t_mix", "upper")
    (u,) = _by(ts2, "t_rel", "upper")
    assert math.isclose(u.value, 1 + b.value / math.log(2), rel_tol=1e-12)
