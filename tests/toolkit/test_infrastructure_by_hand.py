"""Hand-computed values and documented contracts for the progress estimates, the model
registry's memory sizes, the zoo's defaults, the plots' marked values, the exceptions'
byte counts and the sweep's executors and runner (blind audit 4e, issue 30: each test
here kills a mutant that survived the audit's first run; the mutant is named in the test)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit import _progress
from toolkit.exceptions import (
    InvalidInputError,
    ReducibleChainError,
    StateSpaceTooLargeError,
    _human_bytes,
    _sci,
)


# ---------------------------------------------------------------- _progress
def test_format_seconds_sixty_is_one_minute():
    # audit4e.progress.sixty_seconds: 60 s is a whole minute (the doc: '3 min 10 s' style from 60 on)
    assert _progress.format_seconds(59.4) == "59 s"
    assert _progress.format_seconds(60) == "1 min"


def test_estimate_rest_constant_rate_by_hand():
    # audit4e.progress.rest_no_divide: a quarter done in 10 s leaves 3 quarters: 10 (1 - 1/4) / (1/4) = 30 s
    assert _progress.estimate_rest(10.0, 0.25) == pytest.approx(30.0)
    assert _progress.estimate_rest(10.0, 0.0) == math.inf


def test_power_law_rest_divides_the_fit_by_the_workers():
    # audit4e.progress.fit_not_per_worker: seconds = n**2 / 100 (from (10, 1) and (20, 4));
    # two pending tasks of n = 40 take 16 s each, 32 s on one worker, 16 s on two
    done = [(10, 1.0), (20, 4.0)]
    assert _progress.power_law_rest(done, [40, 40], workers=1) == pytest.approx(32.0)
    assert _progress.power_law_rest(done, [40, 40], workers=2) == pytest.approx(16.0)


def test_power_law_rest_one_size_uses_the_mean_time():
    # audit4e.progress.fit_on_two_tasks_one_size: two tasks of one size give no exponent; the
    # documented fallback is the mean time per task: (1 + 3) / 2 = 2 s, times 3 pending tasks
    assert _progress.power_law_rest([(10, 1.0), (10, 3.0)], [10, 10, 10]) == pytest.approx(6.0)


def test_defaults_do_not_override_an_explicit_progress(monkeypatch):
    # audit4e.progress.default_overrides_explicit: defaults(False) is what progress=None means;
    # an explicit progress=True still asks for progress (the module docstring)
    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    with _progress.defaults(False):
        assert _progress.resolve(None) == "off"
        assert _progress.resolve(True) != "off"


# ---------------------------------------------------------------- exceptions
def test_sci_carries_a_mantissa_that_rounds_to_ten():
    # audit4e.exceptions.sci_round_carry: 9.97e5 to one decimal is 1.0e+06, never '10.0e+05'
    assert _sci(math.log10(9.97e5)) == "1.0e+06"
    assert _sci(math.log10(3.14e170)) == "3.1e+170"


def test_human_bytes_1024_is_one_kib():
    # audit4e.exceptions.bytes_1024_boundary: the largest unit keeping the number >= 1: 1024 B = 1.0 KiB
    assert _human_bytes(1023) == "1023 B"
    assert _human_bytes(1024) == "1.0 KiB"


def test_state_space_error_bytes_by_hand():
    # audit4e.exceptions.state_bytes_no_factor: 2**10 states of 8 bytes = 8192 bytes
    e = StateSpaceTooLargeError(2, 10, 100)
    assert e.n_states == 1024
    assert e.bytes_needed == 8192.0
    assert StateSpaceTooLargeError(3, 4, 10, bytes_per_state=2.0).bytes_needed == 162.0  # 81 states x 2


# ---------------------------------------------------------------- models.registry / zoo
def test_dense_array_bytes_by_hand():
    from toolkit.models.registry import dense_array_bytes

    # audit4e.registry.pairwise_q_once: J (n, n, q, q) float64: 8 * 10 * 10 * 3 * 3 = 7200 bytes
    assert dense_array_bytes("potts", 3, 10)[0] == pytest.approx(math.log10(7200))
    # audit4e.registry.table_q_power_n_minus_1: (n, q**(n-1), q) = n q**n entries: 8 * 5 * 3**5 = 9720
    assert dense_array_bytes("random-table", 3, 5)[0] == pytest.approx(math.log10(9720))
    # the joint (q,)*n: 8 * 2**6 = 512 bytes
    assert dense_array_bytes("random-joint", 2, 6)[0] == pytest.approx(math.log10(512))


def test_make_model_never_passes_a_default_q_to_a_real_model(monkeypatch):
    # audit4e.registry.defaults_q_to_real: make_model's doc: a command's default q applies
    # only where the family takes it, "never q for a real model, whose default token set decides"
    from toolkit.models import registry

    seen = {}

    def fake_builder(name, *, tokens=None, n=None, q=None):   # the real builders take tokens, n, q
        seen.update(tokens=tokens, n=n, q=q)
        return name

    monkeypatch.setattr(registry, "_real_builder", lambda name: fake_builder)
    registry.make_model("tiny-en", defaults={"q": 3, "n": 5})
    assert seen == {"tokens": None, "n": 5, "q": None}


def test_zoo_default_tokens_all_of_them_and_a_short_list_refused():
    from toolkit.models.zoo import DEFAULTS, _tokens_for

    default = list(DEFAULTS["tiny-en"]["tokens"])
    # audit4e.zoo.q_equal_default_refused: q equal to the number of default tokens takes them all
    assert _tokens_for("tiny-en", None, len(default)) == default
    assert _tokens_for("tiny-en", None, 2) == default[:2]
    with pytest.raises(InvalidInputError, match="exceeds"):
        _tokens_for("tiny-en", None, len(default) + 1)
    # audit4e.zoo.q_tokens_mismatch_short: two tokens for q = 3 is a mismatch, named
    with pytest.raises(InvalidInputError, match="`q`=3"):
        _tokens_for("tiny-en", ["the", "lord"], 3)


def test_zoo_window_past_the_chain_end_ends_at_the_last_residue():
    # audit4e.zoo.window_end_off_by_one: a window of n sites that would run past the reference
    # chain is moved back to end at its last residue (n sites, the last one len - 1)
    from toolkit.models.zoo import REFERENCE_VH, _template_for

    n = 40
    t = _template_for("antiberty", n, None, None, None, None)
    assert t["text"] == REFERENCE_VH
    assert t["free_positions"] == list(range(len(REFERENCE_VH) - n, len(REFERENCE_VH)))


# ---------------------------------------------------------------- plot
def _legend_labels(ax):
    return ax.get_legend_handles_labels()[1]


def test_plot_tv_curve_t_mix_is_the_first_d_at_or_below_eps():
    # audit4e.plot.tmix_strict: t_mix(eps) = min{t : d(t) <= eps}; d = 1, 0.5, 0.25, 0.1 gives 2 at eps = 1/4
    from toolkit.plot import plot_tv_curve

    ax = plot_tv_curve(np.array([1.0, 0.5, 0.25, 0.1]), eps=0.25)
    assert any("= 2$" in s and "mix" in s for s in _legend_labels(ax))


def test_plot_trace_chain_index_n_refused_naming_chains():
    # audit4e.plot.chains_index_equal_n: indices are 0..n_chains-1; n_chains itself is out
    from toolkit.plot import plot_trace

    with pytest.raises(InvalidInputError, match="`chains`"):
        plot_trace(np.zeros((3, 5)), chains=[3])


def test_plot_nlogn_fit_over_n_at_least_3_by_hand():
    # audit4e.plot.nlogn_fit_from_2: the documented fit c n ln n over n >= 3 only;
    # rows n = 2..4 with t_mix 10, 6, 11: c = sum x t / sum x^2 over x = n ln n for n = 3, 4
    from types import SimpleNamespace

    from toolkit.plot import plot_nlogn

    rows = [SimpleNamespace(n=n, t_mix=t, bound=None) for n, t in ((2, 10), (3, 6), (4, 11))]
    x = np.array([3 * math.log(3), 4 * math.log(4)])
    c = float(x @ np.array([6.0, 11.0]) / (x @ x))
    ax = plot_nlogn(SimpleNamespace(rows=rows, eps=0.25))
    assert any(f"{c:.2f}" in s and "fit" in s for s in _legend_labels(ax))


def test_plot_spectrum_of_a_kernel_marks_the_largest_non_unit_modulus():
    # audit4e.plot.kernel_lambda_star_min: lambda_* = max |lambda| over the eigenvalues other
    # than 1; a birth-death kernel on 3 states, its eigenvalues from numpy directly
    from toolkit.plot import plot_spectrum

    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])   # eigenvalues 1, 0.5, 0
    ev = np.sort(np.abs(np.linalg.eigvals(P)))
    assert ev == pytest.approx([0.0, 0.5, 1.0], abs=1e-12)

    class Kernel:
        n_states = 3

        def dense(self):
            return P

    ax = plot_spectrum(Kernel())
    assert any("lambda_* = 0.5" in s for s in _legend_labels(ax))


# ---------------------------------------------------------------- sweep executors / runner
def test_parse_executor_refuses_local_0_and_an_empty_dask_address():
    from toolkit.app.sweep.executors import parse_executor

    # audit4e.executors.local_zero_accepted / dask_empty_address: the errors name the spec
    with pytest.raises(InvalidInputError, match="'local:0'"):
        parse_executor("local:0")
    with pytest.raises(InvalidInputError, match="'dask:'"):
        parse_executor("dask:")


def test_serial_executor_yields_a_failing_task_with_its_exception():
    # audit4e.executors.serial_raises: every executor yields (task, exception) for a failed
    # task, so the sweep can name it (TaskFailedError)
    from toolkit.app.sweep.executors import _run_serial

    bad = object()   # run_task cannot run it: an exception, yielded
    (task, out), = list(_run_serial([bad]))
    assert task is bad and isinstance(out, Exception)


def _grid():
    from toolkit.app.sweep import make_grid

    return make_grid("potts", n=[2, 3], temperature=[1.0], params={"q": 2})


def test_run_sweep_counts_duplicates_once_and_refuses_an_empty_grid(tmp_path):
    from toolkit.app.sweep import run_sweep

    tasks = _grid()
    # audit4e.runners.skipped_counts_duplicates: a task given twice is one task, run once, skipped 0 times
    s = run_sweep(tasks + tasks, tmp_path / "s.sqlite", progress=False)
    assert (s.n_tasks, s.n_new, s.n_skipped) == (2, 2, 0)
    again = run_sweep(tasks + tasks, tmp_path / "s.sqlite", progress=False)
    assert (again.n_tasks, again.n_new, again.n_skipped) == (2, 0, 2)
    # audit4e.runners.empty_sweep_accepted: the documented error
    with pytest.raises(InvalidInputError, match="no tasks"):
        run_sweep([], tmp_path / "t.sqlite", progress=False)


def test_run_sweep_names_a_task_failing_with_any_domain_error(tmp_path, monkeypatch):
    # audit4e.runners.only_input_errors_wrapped: run_sweep's doc: "A task that raises a domain
    # error stops the sweep with TaskFailedError naming it" (any GlauberError, not only bad input)
    from toolkit.app.sweep import runners
    from toolkit.app.sweep.tasks import TaskFailedError

    def failing(tasks):
        for t in tasks:
            yield t, ReducibleChainError("two closed classes", n_classes=2)

    monkeypatch.setattr(runners, "_run_serial", failing)
    with pytest.raises(TaskFailedError):
        runners.run_sweep(_grid(), tmp_path / "s.sqlite", progress=False)
