"""prm23c: the sweep's exact estimator hands its scan option on. Independent sites tell the
scans apart by hand: one systematic sweep redraws every site from its own law, so P(x, .) = pi
after one step (t_mix = 1, every non-unit eigenvalue 0: gap 1), while random scan leaves each
site unchanged w.p. 1 - 1/n per step (gap 1/n)."""

from toolkit.app.sweep.estimators import ESTIMATORS
from toolkit.app.sweep.tasks import Task


def _run(scan):
    task = Task("independent", 3, 1.0, 0, "exact", params=(("q", 2),), options=(("eps", 0.25), ("scan", scan)))
    return ESTIMATORS["exact"].fn(task)


def test_exact_estimator_uses_the_scan_option():
    sys_ = _run("systematic")
    assert sys_["t_mix"] == 1
    assert abs(sys_["spectral_gap"] - 1.0) < 1e-9
    rnd = _run("random")
    assert abs(rnd["spectral_gap"] - 1 / 3) < 1e-9
    assert rnd["t_mix"] > 1
