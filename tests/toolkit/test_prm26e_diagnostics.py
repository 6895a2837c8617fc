"""prm26e (issue 30, ninth sweep): ``toolkit.diagnostics.summarize_run`` records, for each
component of a vector observable, the steps between its draws (benchmarks/default_only_args.py
--sites: no test handed anything but ``summarize``'s default ``record_every=1`` at that call).

Contract (``ObservableSummary``): ``iat`` is in draws; ``record_every`` steps separate draws
(the least gap between the run's record times)."""

from types import SimpleNamespace

import numpy as np

from toolkit.diagnostics import summarize_run


def test_vector_components_carry_the_record_spacing():
    rng = np.random.default_rng(3)
    times = np.arange(0, 40, 5)                       # records every 5 steps
    vec = rng.normal(size=(3, times.size, 2))          # (chains, records, components)
    run = SimpleNamespace(times=times, observables={"v": vec, "s": vec[:, :, 0]})
    out = summarize_run(run)
    assert {k: out[k].record_every for k in ("s", "v[0]", "v[1]")} == {"s": 5, "v[0]": 5, "v[1]": 5}
