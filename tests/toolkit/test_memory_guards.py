"""Sizes are checked before the arrays exist: the sampler's own arrays (states, record times,
recorded observables, the log pseudo-likelihood's (n, n) array per chain, the coupled
chains) and the rectangle test's ``C(k, 2)**2`` rectangles per site pair. Too much is a
:class:`~toolkit.exceptions.MemoryLimitError` (a ``GlauberError``) with the size in readable
units, raised before the model is queried; on the command line one ``error:`` line naming
the flag to lower, exit status 2, never numpy's ``_ArrayMemoryError`` traceback."""

from __future__ import annotations

import os

import numpy as np
import pytest

from toolkit.calibration import sampled_summary
from toolkit.cli import main
from toolkit.exceptions import GlauberError, MemoryLimitError
from toolkit.incompat import rectangle_memory, rectangle_test, site_pairs
from toolkit.models import IndependentSites, potts
from toolkit.sampling import (
    log_pseudo_likelihood,
    make_record_times,
    run_chains,
    run_memory,
    run_rejection_free,
)


class Untouchable:
    """A model that must not be queried: the guards answer from its sizes alone."""

    def __init__(self, q: int, n: int):
        self.vocab_size, self.length, self.tokens = q, n, None

    def logits(self, x, sites):
        raise AssertionError("queried before the memory guard")


# ---------------------------------------------------------------------------- sampling, Python
def test_log_pseudo_likelihood_is_quadratic_in_n():
    m = Untouchable(2, 10**6)
    with pytest.raises(MemoryLimitError, match=r"would need ~14\.6 TiB.*log pseudo-likelihood") as err:
        run_chains(m, n_chains=2, n_steps=8, observables=log_pseudo_likelihood(m), record_states=False)
    assert isinstance(err.value, GlauberError) and err.value.bytes_needed > 2**40


@pytest.mark.parametrize("run", [run_chains, run_rejection_free])
def test_too_many_chains_refused_before_any_state(run):
    with pytest.raises(MemoryLimitError, match=r"a run of 99999999999 chains .* lower n_chains"):
        run(Untouchable(2, 3), n_chains=99_999_999_999, n_steps=8, record_states=False)


def test_too_many_record_times_refused():
    with pytest.raises(MemoryLimitError, match=r"727\.6 TiB.*the recorded values.*lower n_steps"):
        run_chains(Untouchable(2, 3), n_chains=2, n_steps=99_999_999_999_999, record_states=False)
    with pytest.raises(MemoryLimitError, match=r"100000000000000 record times .* would need ~727\.6 TiB"):
        make_record_times(99_999_999_999_999)


def test_sampled_summary_guards_its_chains():
    with pytest.raises(MemoryLimitError, match="99999999999 chains"):
        sampled_summary(Untouchable(2, 3), n_chains=99_999_999_999, n_steps=8)


def test_max_memory_is_the_limit_and_none_lifts_it():
    model = potts(2, 3, 1.0)
    with pytest.raises(MemoryLimitError, match=r"above the memory limit of 100 B"):
        run_chains(model, n_chains=4, n_steps=10, max_memory=100, rng=0)
    a = run_chains(model, n_chains=4, n_steps=10, rng=0)
    b = run_chains(model, n_chains=4, n_steps=10, max_memory=None, rng=0)
    assert np.array_equal(a.states, b.states)  # the guard changes nothing else
    run_rejection_free(model, n_chains=4, n_steps=10, max_memory="1MiB", rng=0)


def test_run_memory_parts():
    m = IndependentSites(np.zeros((100, 2)))
    parts = run_memory(m, n_chains=4, n_records=11, observables=[log_pseudo_likelihood(m)], record_states=True)
    assert parts["states"] == 2 * 4 * 100 * 8
    assert parts["records"] == 8 * 11 * (1 + 4 * (1 + 100))
    assert parts["observables"] >= 4 * 100 * 100 * 8  # the state repeated n times, per chain


# ---------------------------------------------------------------------------- sampling, CLI
@pytest.mark.parametrize("argv, flag, size", [
    (["--model", "independent", "--q", "2", "--n", "1000000", "--chains", "2", "--steps", "8"], "--n", "14.6 TiB"),
    (["--n", "3", "--q", "2", "--chains", "99999999999"], "--chains", "PiB"),
    (["--n", "3", "--q", "2", "--chains", "2", "--steps", "99999999999999"], "--steps", "PiB"),
    (["--n", "3", "--q", "2", "--pairs", "100000000"], "--pairs", "TiB"),
    (["--model", "independent", "--q", "2", "--n", "3000", "--max-memory", "100MB"], "--n", "MiB"),
])
def test_cli_sample_memory_guard(capsys, argv, flag, size):
    assert main(["sample", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("glauber sample: error: sampling ") and err.count("\n") == 1
    assert "Traceback" not in err and flag in err and size in err and "--max-memory" in err


def test_cli_sample_normal_run_passes_the_guard(capsys):
    argv = ["sample", "--model", "potts", "--q", "2", "--n", "3", "--chains", "4", "--steps", "16", "--pairs", "1",
            "--replicates", "4", "--coupling-steps", "50"]
    assert main(argv) == 0
    assert "mean frac(0)" in capsys.readouterr().out


# ---------------------------------------------------------------------------- rectangles
def test_rectangle_test_refuses_before_querying():
    with pytest.raises(MemoryLimitError, match=r"C\(200, 2\)\*\*2 = 396010000 rectangles .* TiB.* lower k"):
        rectangle_test(Untouchable(200, 2), np.zeros(2, int), k=200)
    assert rectangle_memory(Untouchable(200, 2), n_contexts=1, n_pairs=1, k=200) > 2**40


def test_rectangle_test_normal_and_unlimited():
    model = potts(3, 4, 1.0)
    a = rectangle_test(model, np.zeros(4, int), pairs="all", k=3)
    b = rectangle_test(model, np.zeros(4, int), pairs="all", k=3, max_memory=None)
    assert a.n_rectangles == b.n_rectangles == 6 * 9
    with pytest.raises(MemoryLimitError, match="above the memory limit of 1.0 KiB"):
        rectangle_test(model, np.zeros(4, int), pairs="all", k=3, max_memory="1KiB")


def test_site_pairs_without_the_full_pair_matrix():
    with pytest.raises(MemoryLimitError, match=r"499999500000 site pairs .* pairs='adjacent'"):
        site_pairs(10**6, "all")
    p = site_pairs(10**6, "random", n_pairs=3, rng=0)  # drawn by index, no n x n matrix
    assert p.shape == (3, 2) and (p[:, 0] < p[:, 1]).all() and p.max() < 10**6
    i, j = np.triu_indices(7, 1)
    allp = np.stack([i, j], axis=1)
    want = allp[np.sort(np.random.default_rng(5).choice(len(allp), 4, replace=False))]
    assert np.array_equal(site_pairs(7, "random", n_pairs=4, rng=5), want)  # the same draw as before


@pytest.mark.mlm
def test_cli_rectangle_top_k_guard(capsys):
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    assert main(["rectangle", "--text", "the king", "--top-k", "200"]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("glauber rectangle: error: the rectangle test on 1 context(s) x 1 site pair(s)")
    assert "396010000 rectangles" in err and "TiB" in err and "--top-k" in err and "--max-memory" in err
