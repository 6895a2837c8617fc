"""prm25c (issue 30, eighth sweep): ``run_sweep`` on ``local:N`` hands the worker count to its
estimate of the time left.

Contract (``run_sweep``; ``toolkit._progress.power_law_rest``): the rest is the fitted time of
the pending tasks divided by ``workers``; ``local:3`` runs 3 workers. The local executor is
replaced by the serial one and the progress bar by a stand-in that asks for the rest at every
update (a spy on the inner call)."""

from toolkit.app.sweep import make_grid, runners


class _Bar:
    def __init__(self, total, desc, *, unit="task", progress=None, rest=None, **kw):
        self.rest = rest

    def update(self, k):
        self.rest()

    def close(self):
        pass


def test_rest_estimate_gets_the_worker_count(monkeypatch, tmp_path):
    seen = []

    def spy(done, pending, *, workers=1):
        seen.append(workers)
        return None

    monkeypatch.setattr(runners, "_run_local", lambda pending, arg: runners._run_serial(pending))
    monkeypatch.setattr(runners, "Progress", _Bar)
    monkeypatch.setattr(runners, "power_law_rest", spy)
    tasks = make_grid("potts", n=[2, 3], temperature=[1.0], params={"q": 2}, estimator=["exact"])
    s = runners.run_sweep(tasks, tmp_path / "s.sqlite", executor="local:3", progress=False)
    assert s.n_new == 2
    assert seen == [3, 3]
