"""prm30e: all_site_logits names the state whose logits are not finite, and the run
recorder gives each chain its own state when another chain has no record in a call (issue 30,
thirteenth sweep: one inner item offending)."""

import numpy as np
import pytest

from toolkit.exceptions import NonFiniteLogitsError
from toolkit.models import IndependentSites
from toolkit.sampling import _Recorder, all_site_logits


class _NaNAtState(IndependentSites):
    """Independent sites whose all_conditionals are NaN at one state (site 1)."""

    def __init__(self, h, bad):
        super().__init__(h)
        self.bad = tuple(bad)

    def all_conditionals(self, x):
        out = np.broadcast_to(self.h, (x.shape[0],) + self.h.shape).astype(float).copy()
        for b, row in enumerate(np.asarray(x)):
            if tuple(int(v) for v in row) == self.bad:
                out[b, 1] = np.nan
        return out


def test_nonfinite_error_names_the_offending_state():
    m = _NaNAtState(np.zeros((3, 2)), bad=(1, 0, 1))
    x = np.array([[0, 0, 0], [1, 0, 1], [1, 1, 1]])   # only the middle state is bad
    with pytest.raises(NonFiniteLogitsError) as exc:
        all_site_logits(m, x)
    assert exc.value.site == 1
    assert exc.value.state == (1, 0, 1)


def test_recorder_fill_keeps_each_chain_state_when_one_has_no_record():
    # fill's contract: records r_lo[k] <= r < r_hi[k] of chain chains[k] take state x[k];
    # the middle chain has none (r_lo == r_hi), the others must still get their own state
    rec = _Recorder(np.arange(4), 3, 2, True, {})
    chains = np.arange(3)
    x = np.array([[0, 1], [1, 1], [1, 0]])
    rec.fill(chains, x, np.array([0, 2, 0]), np.array([2, 2, 1]))
    assert rec.states[0, :2].tolist() == [[0, 1], [0, 1]]
    assert rec.states[2, 0].tolist() == [1, 0]
    assert rec.states[1].tolist() == [[0, 0]] * 4   # untouched
