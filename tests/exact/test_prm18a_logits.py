"""prm18a: ``SiteLogits.error_source`` says how the logit errors were obtained: the model's
declaration (:func:`toolkit.models.base.logit_error_source`), for a model that declares one
(``Pairwise``: ``declared by Pairwise (...)``), not the "assumed" default of a table built by hand."""

from __future__ import annotations

import numpy as np

from exact.logits import SiteLogits, site_logits
from toolkit.models.toy import Pairwise


def test_a_declaring_model_is_named_as_the_source():
    m = Pairwise(np.zeros((2, 2)), np.zeros((2, 2, 2, 2)))
    L = site_logits(m)
    assert L.error_source.startswith("declared by Pairwise")
    assert L.error_source != SiteLogits.error_source     # the dataclass default, "assumed ..."
