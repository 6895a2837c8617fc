"""ign17c (issue 30): ``real_window(progress=True)`` shows the progress of the enumeration's
forward passes (its docstring: "progress : progress bars (the enumeration's forward passes;
None: on a terminal)"); False shows none. Under pytest stderr is not a terminal, so the
default (None) would show nothing: the line appears only when ``progress`` is passed on."""

from toolkit.app.window import real_window
from toolkit.models import potts

SMALL = dict(n_chains=2, n_steps=8, burn_in=2, n_pairs=1, n_replicates=2, n_contexts=1, context_steps=1,
             k=2, exit_time=False, rng=0)


def test_real_window_progress_true_shows_the_enumeration(capsys):
    real_window(potts(2, 2, 1.0), progress=True, **SMALL)
    err = capsys.readouterr().err
    assert "model logits" in err


def test_real_window_progress_false_is_silent(capsys):
    real_window(potts(2, 2, 1.0), progress=False, **SMALL)
    assert "model logits" not in capsys.readouterr().err
