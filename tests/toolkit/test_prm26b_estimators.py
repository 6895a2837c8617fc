"""prm26b (issue 30): the ``phase`` estimator hands its ``method`` and ``chains_per_group``
options on to ``phase_point``.

``benchmarks/default_only_args.py --sites`` found ``phase_point(method=, chains_per_group=)`` in
``toolkit.app.sweep.estimators`` off the callee's defaults ("auto", 4) only outside that
module's targeted tests. Both are registered options of the estimator (``make_grid(options=)``):
a task that asks for method "enumeration" and 3 chains per group must run ``phase_point`` with
them. A spy where the module looks ``phase_point`` up records what it received and calls it;
the point's ``computed_by`` says which method ran (curie-weiss takes the lumped chain under "auto",
``phase_point``'s docstring: exact where a symmetry allows).
"""

import toolkit.app.sweep.estimators as est
from toolkit.app.sweep import make_grid


def test_phase_task_hands_method_and_chains_per_group_on(monkeypatch):
    calls, real = [], est.phase_point

    def spy(model, temperature, **kw):
        calls.append(kw)
        return real(model, temperature, **kw)
    monkeypatch.setattr(est, "phase_point", spy)
    (task,) = make_grid("curie-weiss", n=3, temperature=1.0, estimator="phase",
                        options={"method": "enumeration", "chains_per_group": 3})
    key, result, seconds = est.run_task(task)
    assert [(c["method"], c["chains_per_group"]) for c in calls] == [("enumeration", 3)]
    assert result["computed_by"] == "exact (enumeration)"
