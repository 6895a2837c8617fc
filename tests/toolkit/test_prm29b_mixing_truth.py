"""prm29b twelfth sweep (issue 30), toolkit.app.mixing_truth.truth_label for the 2-D Potts torus:
polynomial at and above ``T_c`` (``truth_label``: "``either`` within 20% below ``T_c``"), so at
``T = T_c`` itself the label is polynomial. ``T_c = 1 / ln(1 + sqrt 2)`` for the Ising case
(q = 2, coupling 1; Onsager), ``T_c = 1 / ln(1 + sqrt 3)`` for q = 3."""

import math

from toolkit.app.mixing_truth import torus_tc, truth_label


def test_torus_at_tc_is_polynomial():
    for q in (2, 3):
        tc = 1.0 / math.log(1.0 + math.sqrt(q))
        assert torus_tc(q) == tc
        assert truth_label("torus", tc, 64, q=q) == "polynomial"
        assert truth_label("torus", math.nextafter(tc, 0.0), 64, q=q) == "either"   # just below
        assert truth_label("torus", 0.8 * tc, 64, q=q) == "faster"
