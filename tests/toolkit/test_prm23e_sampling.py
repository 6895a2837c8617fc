"""prm23e sixth sweep (issue 30): :func:`toolkit.sampling.run_rejection_free` hands its
``progress`` argument on: ``progress=True`` prints its first line at once even for a tiny run
(toolkit._progress: "nothing at all for work that ends within INTERVAL seconds, unless
progress=True asked for it"), ``progress=False`` nothing."""

from toolkit.models import potts
from toolkit.sampling import run_rejection_free


def test_rejection_free_progress_is_handed_on(capsys, monkeypatch):
    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    m = potts(2, 3, 1.0)
    run_rejection_free(m, n_chains=2, n_steps=3, progress=True, rng=0)
    assert "rejection-free chains: " in capsys.readouterr().err
    run_rejection_free(m, n_chains=2, n_steps=3, progress=False, rng=0)
    assert capsys.readouterr().err == ""
