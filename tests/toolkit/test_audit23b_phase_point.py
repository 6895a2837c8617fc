"""Audit 23b (issue 30): the reference state of mlm_phase_point's overlap without a template.

mlm_phase_point's docstring: ``relaxation`` is the integrated autocorrelation time of the
overlap with the start-independent reference, ``x*`` or, for a model without a template (no
``initial_state``: a toy model), *the first chain's last state*. The run is left as it is
(the real sampler, wrapped only to keep what it returned); the expected value is the
docstring's definition computed here from those states.
"""

import numpy as np

import toolkit.app.phase_point as pp
from toolkit.diagnostics import integrated_autocorrelation_time
from toolkit.models import potts


def test_mlm_overlap_reference_is_the_first_chains_last_state(monkeypatch):
    runs = []
    for name in ("run_chains", "run_rejection_free"):
        real = getattr(pp, name)

        def keep(model, _real=real, **kw):
            run = _real(model, **kw)
            runs.append(run)
            return run

        monkeypatch.setattr(pp, name, keep)
    model = potts(2, 4, 1.0)
    assert not hasattr(model, "initial_state")  # no template: no x*, the reference is a recorded state
    out = pp.mlm_phase_point(model, 2.0, n_groups=2, chains_per_group=2, n_sweeps=40, burn_in=2, rng=0)
    assert len(runs) == 1
    X = runs[0].states  # (chains, records, n)
    ref = X[0, -1]
    assert not np.array_equal(X[0, 0], ref)  # the first record would be another reference
    ov = (X == ref[None, None, :]).mean(axis=2)
    assert np.ptp(ov) > 0
    expected = float(integrated_autocorrelation_time(ov).value)
    assert out["relaxation"] == expected
