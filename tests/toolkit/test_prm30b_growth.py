"""prm30b (thirteenth sweep, one inner item offending): combine_verdicts names the deciding
quantities only.

Docstring of ``combine_verdicts``: "a class established by one and contradicted by none";
the combined verdict's ``quantity`` joins the quantities that established it. With three
inputs where only the MIDDLE one is undetermined, the name must leave that one out (a rule
that joins every input passes when the undetermined one is last or absent)."""

import numpy as np

from toolkit.growth import POLYNOMIAL, UNDETERMINED, combine_verdicts, growth_verdict


def test_an_undetermined_middle_quantity_is_not_named():
    n = np.array([8, 16, 32])
    a = growth_verdict(n, n**1.0, n**1.0, quantity="t_rel")
    b = growth_verdict(n, np.zeros(3), np.full(3, np.inf), quantity="t_mix")   # no bracket: undetermined
    c = growth_verdict(n, n**2.0, n**2.0, quantity="t_iat")
    assert (a.verdict, b.verdict, c.verdict) == (POLYNOMIAL, UNDETERMINED, POLYNOMIAL)
    v = combine_verdicts([a, b, c])
    assert v.verdict == POLYNOMIAL
    assert v.quantity == "t_rel + t_iat"
    # the reasons still list every input, the undetermined one included
    assert [r.split(":")[0] for r in v.reasons[:3]] == ["t_rel", "t_mix", "t_iat"]
