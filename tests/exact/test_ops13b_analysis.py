"""ops13b: ``ExactChain.report(t_max=...)`` passes its cap to the mixing search.

One free site with the uniform law on two tokens: the random-scan step refreshes the site from
its conditional, which is ``pi`` itself, so every row of ``P`` is ``pi = (1/2, 1/2)`` and by hand
``d(0) = 1 - 1/2 = 1/2 > 1/4``, ``d(1) = 0``: ``t_mix(1/4) = 1``. With ``t_max = 0`` the search
may not pass ``t = 0`` (:meth:`exact.markov.ExactChain.report`, ``t_max``: give up beyond this
time), so ``t_mix`` is not reached: None.
"""

import numpy as np

from exact.markov import ExactChain
from toolkit.models import IndependentSites


def _chain():
    return ExactChain(IndependentSites(np.log([[0.5, 0.5]])), temperature=1.0)


def test_report_t_mix_by_hand():
    assert _chain().report().t_mix == 1


def test_report_respects_t_max():
    rep = _chain().report(t_max=0)
    assert rep.t_mix is None  # d(0) = 1/2 > 1/4 and the search stops at t_max = 0
    assert _chain().report(t_max=1).t_mix == 1
