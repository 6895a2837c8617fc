"""prm25d (issue 30): toolkit.models.families, the mean-field Potts builder's defaults.

families' docstring: "Each builder's keyword defaults are the family's defaults on the
command line"; glauber phase's --beta help: "Curie-Weiss / mean-field Potts coupling
(default 1.0)". So the builder's default beta is 1.0 (q 3, n 6 as its signature says).
"""

from toolkit.models.families import TOY_MODELS


def test_mean_field_potts_default_beta_is_one():
    m = TOY_MODELS["mean-field-potts"]()
    assert m.beta == 1.0
    assert (m.vocab_size, m.length) == (3, 6)
    assert TOY_MODELS["curie-weiss"]().beta == 1.0
