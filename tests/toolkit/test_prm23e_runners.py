"""prm23e sixth sweep (issue 30): :func:`toolkit.app.sweep.runners.run_sweep` hands its
``progress`` argument to the progress bar (docstring: "progress : bool or None ... False:
none"): a short sweep with ``progress=True`` prints its first line at once (toolkit._progress:
"nothing at all for work that ends within INTERVAL seconds, unless progress=True asked for
it"), and ``progress=False`` prints nothing."""

from toolkit.app.sweep import make_grid, runners


def _tasks():
    return make_grid("potts", n=[2], temperature=[1.0], params={"q": 2}, estimator=["_sleep"],
                     options={"sleep": 0.0})


def test_progress_true_and_false_reach_the_bar(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    runners.run_sweep(_tasks(), tmp_path / "a.sqlite", progress=True)
    assert "sweep: " in capsys.readouterr().err
    runners.run_sweep(_tasks(), tmp_path / "b.sqlite", progress=False)
    assert capsys.readouterr().err == ""
