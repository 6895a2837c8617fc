"""ops13b: ``sampled_summary(progress=...)`` passes its progress choice to the runs.

:mod:`toolkit._progress`: ``progress=True`` asks for progress (a first line at once, in
``lines`` mode off a terminal, short work too); ``False`` is silent; ``None`` (the default)
prints nothing for work that ends within the interval. A tiny summary (a second) with
``progress=True`` writes the chains' first line to stderr; with ``False`` nothing.
"""

from toolkit.calibration import sampled_summary
from toolkit.models import potts


def _run(progress):
    return sampled_summary(potts(2, 3, 0.5), n_chains=2, n_steps=8, n_pairs=1, n_replicates=2, max_steps=50,
                           progress=progress, rng=0)


def test_progress_true_reports_the_chains(capsys):
    _run(True)
    err = capsys.readouterr().err
    assert "glauber chains: 0/8 steps" in err


def test_progress_false_is_silent(capsys):
    _run(False)
    assert capsys.readouterr().err == ""
