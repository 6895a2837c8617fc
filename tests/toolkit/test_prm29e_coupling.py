"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.coupling`: the L-lag bound's few-apart note
counts the replicates still apart at t, not every replicate."""

import math

import numpy as np

from toolkit.coupling import LAG_FEW_APART, lag_coupling_tv_bound
from toolkit.models import make_model


# ---- lag_coupling_tv_bound: at time t a replicate contributes v = max(0, ceil((tau - L - t) / L)) (module
# docstring), and "an L-lag bound with fewer positive replicates [than LAG_FEW_APART] says its upper end rests on
# few values" (the constant's comment). The count k is recomputed by hand from the meeting times at each t:
# at t = 0 most of the 40 replicates are apart, at t = 30 (far past the meeting of two fast sites) few or none.
def test_few_apart_note_counts_only_the_replicates_apart():
    model = make_model("independent", q=2, n=2, seed=0)
    L, R = 1, 40
    res = lag_coupling_tv_bound(model, lag=L, times=[0, 30], n_replicates=R, max_steps=200, rng=3)
    tau = np.where(np.isinf(res.meeting_times), L + 200, res.meeting_times)
    notes = []
    for t, b in zip(res.times, res.bounds, strict=True):
        k = int((np.maximum(0.0, np.ceil((tau - L - t) / L)) > 0).sum())
        note = f"only {k} of {R} replicates still apart at t = {t}"
        assert (note in b.method) == (k < LAG_FEW_APART)
        notes.append(note in b.method)
    assert notes == [False, True]  # many apart at t = 0, few at t = 30: the note only there
    assert not math.isnan(res.bounds[1].value)
