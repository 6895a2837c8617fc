"""harden10h: summarize_run keeps the record interval (issue 30): ObservableSummary's ``iat`` is
in draws and ``record_every`` steps separate draws."""

import numpy as np

from toolkit.diagnostics import summarize_run


def test_summarize_run_keeps_the_record_interval():
    # ObservableSummary: ``iat`` in draws, ``record_every`` steps separate draws; records every 3 steps
    from toolkit.models import potts
    from toolkit.sampling import run_chains

    run = run_chains(potts(2, 3, 1.0), n_chains=4, n_steps=30, record_every=3, rng=0,
                     observables={"m": lambda x: (np.asarray(x) == 0).mean(axis=-1)})
    out = summarize_run(run)
    assert out["m"].record_every == 3
