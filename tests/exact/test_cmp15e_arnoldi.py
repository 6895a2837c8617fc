"""cmp15e: ``exact._arnoldi._selector`` keeps the Ritz values strictly above the cut.

Its docstring: the ``sort`` rule keeps the values whose key (modulus for ``"LM"``, real part for
``"LR"``) is strictly above ``thr``; a key equal to ``thr`` is not kept. Hand values: ``3 + 4i``
has modulus 5 exactly (``hypot(3, 4) == 5.0``), so at ``thr = 5`` it is not kept, just above
the cut it is; ``thr = -inf`` (every value wanted) keeps it.
"""

import math

from exact._arnoldi import _selector


def test_a_modulus_equal_to_the_cut_is_not_kept():
    keep = _selector("LM", 5.0)
    assert keep(3.0, 4.0) is False
    assert keep(3.0, math.nextafter(4.0, 5.0)) is True
    assert _selector("LM", -math.inf)(3.0, 4.0) is True


def test_a_real_part_equal_to_the_cut_is_not_kept():
    keep = _selector("LR", 0.5)
    assert keep(0.5, 2.0) is False
    assert keep(math.nextafter(0.5, 1.0), 0.0) is True
