"""prm26d (issue 30, ninth sweep): :mod:`exact.kernel` hands ``max_states`` and ``dtype`` on to
the on-the-fly pairwise logits (:class:`exact.pairwise_logits.PairwiseLogits`).

Contracts: ``enumerated_logits(model, max_states=M, logits="on-the-fly")`` refuses a state space
above ``M`` states (``max_states`` is the enumeration's guard, the same for both kinds of logits);
``GlauberKernel(..., dtype=D)`` keeps its tempered conditionals ``cond`` in ``D``, whichever
logits it is built on. Hand values: Potts q = 2 on n = 4 sites has 2**4 = 16 states; a two-site
q = 2 Potts conditional at T = 1 is ``sigmoid(+-c)``.
"""

import math

import numpy as np
import pytest

from exact import kernel  # the module under test (automut's targeted set)
from exact.pairwise_logits import PairwiseLogits
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts


def test_on_the_fly_logits_refuse_a_space_above_max_states():
    model = potts(2, 4, 1.0)  # 16 states
    with pytest.raises(StateSpaceTooLargeError):
        kernel.enumerated_logits(model, logits="on-the-fly", max_states=15)
    assert isinstance(kernel.enumerated_logits(model, logits="on-the-fly", max_states=16), PairwiseLogits)


def test_kernel_on_the_fly_keeps_its_dtype():
    c = 1.0
    K = kernel.glauber_kernel(potts(2, 2, c), logits="on-the-fly", dtype=np.float32)
    assert isinstance(K.logits, PairwiseLogits)
    assert K.cond.dtype == np.float32
    # x = (0, 0): site 0 keeps its token with probability sigmoid(c) (the neighbour agrees)
    s = 1.0 / (1.0 + math.exp(-c))
    assert sorted(np.unique(np.round(K.cond.astype(float), 6))) == pytest.approx([round(1 - s, 6), round(s, 6)])
