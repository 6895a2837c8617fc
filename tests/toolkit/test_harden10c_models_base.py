"""harden10c (issue 30): toolkit.models.base.masked_rule states the rule of each family of
MASKED_RULES. IndependentSites' conditionals do not depend on the context at all, so its
masked conditionals are exact (the fields h[i]): its stated rule is the table's "exact" one,
not a generic "declared by ..." or "none"."""

import numpy as np

from toolkit.models import IndependentSites
from toolkit.models.base import MASKED_RULES, masked_rule


def test_independent_sites_masked_rule_is_exact():
    m = IndependentSites(np.array([[0.0, 1.0], [0.5, -0.5]]))
    rule = masked_rule(m)
    assert rule.startswith("exact")
    assert rule == MASKED_RULES["IndependentSites"]
