"""harden10b: survivors of ``automut --fresh-lines`` (seed 2026120422) in
toolkit.app.sweep.estimators and toolkit.app.sweep.runners, killed by hand values and contracts."""

from __future__ import annotations

import inspect
import time

import pytest

from toolkit.app.cli import build_parser
from toolkit.app.sweep import estimators as es
from toolkit.app.sweep import make_grid, runners


def test_exact_phase_moments_of_the_three_state_potts_order():
    # q = 3, n = 2, T = inf: uniform over the 9 states. |m|^2 = q/(q-1) sum_a (rho_a - 1/q)^2
    # (phase_point._order_moments): the 3 aligned states have rho = (1, 0, 0) up to order,
    # |m|^2 = 3/2 (4/9 + 1/9 + 1/9) = 1; the 6 others rho = (1/2, 1/2, 0), |m|^2 = 3/2 (1/36 + 1/36 + 1/9) = 1/4.
    # <m^2> = (3 + 6/4)/9 = 1/2, <m^4> = (3 + 6/16)/9 = 3/8
    (t,) = make_grid("potts", n=[2], temperature=[float("inf")], estimator=["exact-phase"], params={"q": 3})
    _, r, _ = es.run_task(t)
    assert r["n_states"] == 9
    assert r["m2"] == pytest.approx(0.5, rel=1e-12) and r["m4"] == pytest.approx(3 / 8, rel=1e-12)


def test_estimator_repr_leaves_out_its_functions():
    # fn and check are field(repr=False): the repr names the estimator and its options, with no
    # function object (whose address would change from run to run)
    text = repr(es.ESTIMATORS["exact"])
    assert text.startswith("Estimator(name='exact'") and "function" not in text and " at 0x" not in text


def test_run_sweep_connect_timeout_default_is_the_cli_default():
    # `glauber sweep --connect-timeout` documents its default in --help; a library caller of
    # run_sweep waits as long by default
    sweep = build_parser().commands["sweep"]
    cli = next(a for a in sweep._actions if a.dest == "connect_timeout").default
    assert inspect.signature(runners.run_sweep).parameters["connect_timeout"].default == cli == 5.0


def test_run_sweep_seconds_is_the_wall_clock_of_the_call(tmp_path):
    tasks = make_grid("potts", n=[2], temperature=[1.0], params={"q": 2}, estimator=["exact"])
    t0 = time.perf_counter()
    s = runners.run_sweep(tasks, tmp_path / "s.sqlite", progress=False)
    wall = time.perf_counter() - t0
    assert s.n_new == 1 and 0.0 <= s.seconds <= wall
