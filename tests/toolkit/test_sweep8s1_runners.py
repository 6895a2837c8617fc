"""Contract pins of :mod:`toolkit.app.sweep.runners` (issue 30, sweep8s1): a SweepSummary is a
result like the others: ``==`` is :func:`toolkit.results.results_equal` (NaN equals NaN, a bool is
not the integer 1), equal summaries hash alike, and its JSON round trip gives an equal object."""

import math

from toolkit.app.sweep.runners import SweepSummary
from toolkit.results import load_result, save_result


def _s(seconds=1.5, n_new=2, keys=("a", "b")):
    return SweepSummary(store="s.sqlite", executor="serial", n_tasks=2, n_skipped=0, n_new=n_new, n_stored=2,
                        seconds=seconds, keys=keys)


def test_equality_is_results_equal():
    a, b = _s(float("nan")), _s(float("nan"))
    assert a == b and hash(a) == hash(b)            # NaN equals NaN (two different NaN objects)
    assert _s(1.5) == _s(1.5) and _s(1.5) != _s(2.5)
    assert _s(n_new=True) != _s(n_new=1)            # a bool is not a count
    assert _s(keys=("a", "b")) != _s(keys=["a", "b"])   # a list never equals a tuple


def test_json_round_trip(tmp_path):
    s = _s(float("nan"))
    save_result(s, tmp_path / "s.json")
    back = load_result(tmp_path / "s.json")
    assert type(back) is SweepSummary and back == s and math.isnan(back.seconds)


class _Bar:
    made = []

    def __init__(self, total, label, unit, progress, rest):
        self.rest = rest
        _Bar.made.append(self)

    def update(self, k):
        pass

    def close(self):
        pass


class _Client:
    closed = False

    def close(self):
        _Client.closed = True


def test_rest_estimate_counts_workers_of_local_only(tmp_path, monkeypatch):
    # the rest of a sweep is estimated with N workers for local:N, one otherwise (serial, dask:ADDRESS:
    # whatever the address spells, even digits only)
    from toolkit.app.sweep import make_grid, runners

    tasks = make_grid("potts", n=[2, 3], temperature=[1.0], params={"q": 2}, estimator=["_sleep"],
                      options={"sleep": 0.0})
    seen = []
    monkeypatch.setattr(runners, "Progress", _Bar)
    monkeypatch.setattr(runners, "power_law_rest", lambda timed, left, workers: seen.append(workers))
    monkeypatch.setattr(runners, "_run_local", lambda pending, n: runners._run_serial(pending))
    monkeypatch.setattr(runners, "_run_dask", lambda pending, client: runners._run_serial(pending))
    monkeypatch.setattr(runners, "_dask_client", lambda address, timeout: _Client())
    for k, (executor, workers) in enumerate((("dask:8786", 1), ("local:2", 2), ("serial", 1), ("local:1", 1))):
        _Bar.made.clear()
        runners.run_sweep(tasks, tmp_path / f"s{k}.sqlite", executor=executor)
        _Bar.made[-1].rest()
        assert seen[-1] == workers, executor
    assert _Client.closed
