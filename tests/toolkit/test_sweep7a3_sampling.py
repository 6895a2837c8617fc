"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.sampling.

Survivors of ``scripts/automut.py --seed 2026120371`` and their near variants:

- the ``"observables"`` key of ``RUN_MEMORY_PARTS`` renamed, so a memory refusal named the
  part by its key instead of "one evaluation of the observables": each of the four parts
  named by its words and its hint (the texts of ``run_memory``'s docstring), and a part of
  no table named by its key with the caller's hint;
- the default ``temperature = 1.0`` of ``run_chains`` and ``rejection_free_jump`` doubled:
  every public function of the module with a temperature defaults to ``T = 1`` (the
  glossary), checked on closed forms (independent sites: the conditionals are the site
  laws, the n-fold-way exit rate ``(1 - lazy) sum_i (1 - p_i(x_i)) / n``) or against the
  explicit ``T = 1`` with the same seed;
- ``record_every or 1`` -> ``record_every and 1`` in ``run_rejection_free``'s memory guard:
  the guard of either run sizes ``(n_steps - burn_in) // record_every + 1`` record times
  (one when a rejection-free run is given neither ``record_every`` nor ``record_times``).

Equivalent (noted, no test): ``rng.random(B) >= lazy`` -> ``>`` in ``glauber_step`` differs
only when a uniform draw equals ``lazy`` exactly (probability at most 2**-53 per draw); the law
``P(move) = 1 - lazy`` is unchanged.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models import IndependentSites
from toolkit.sampling import (
    all_site_conditionals,
    check_run_memory,
    glauber_step,
    log_pseudo_likelihood,
    rejection_free_jump,
    run_chains,
    run_rejection_free,
)

# independent sites: site 0 uniform, site 1 with P(0) = 0.9 (logits = log-probabilities)
P0, P1 = np.array([0.5, 0.5]), np.array([0.9, 0.1])


def _sites():
    return IndependentSites(np.log(np.stack([P0, P1])))

PART_WORDS = {
    "states": ("the chains' states", "lower n_chains"),
    "step": ("one step's conditionals", "lower n_chains"),
    "records": ("the recorded values", "lower n_steps or n_chains, or raise burn_in or record_every"),
    "observables": ("one evaluation of the observables",
                    "lower n_chains, or leave out the log pseudo-likelihood (quadratic in n)"),
}


@pytest.mark.parametrize("part", sorted(PART_WORDS))
def test_the_largest_part_is_named_by_its_words_and_hint(part):
    parts = {k: 80 for k in PART_WORDS}
    parts[part] = 10**13  # ~9.1 TiB
    words, hint = PART_WORDS[part]
    with pytest.raises(MemoryLimitError) as info:
        check_run_memory(parts, "2 chains", max_memory="8GiB")
    msg = str(info.value)
    assert f"the largest part is {words} (~9.1 TiB): {hint}, or pass a larger max_memory" in msg, msg


def test_a_part_of_no_table_is_named_by_its_key_with_the_callers_hint():
    with pytest.raises(MemoryLimitError, match=r"the largest part is buffers \(~9\.1 TiB\): shrink it"):
        check_run_memory({"buffers": 10**13, "states": 80}, "x", max_memory="8GiB", hint=lambda k: "shrink it")


def test_a_run_with_a_quadratic_observable_is_refused_naming_the_observables():
    # run_memory: log_pseudo_likelihood declares two (n, n) int64 arrays per state; n = 20000,
    # 2 chains: 2 * 2 * 8 * 20000**2 bytes = 12.8 GB, the largest part by far
    m = IndependentSites(np.zeros((20_000, 2)))
    with pytest.raises(MemoryLimitError, match="the largest part is one evaluation of the observables"):
        run_chains(m, n_chains=2, n_steps=1, observables={"lpl": log_pseudo_likelihood(m)}, max_memory="1GiB",
                   record_states=False, rng=0)


# ------------------------------------------------------------------ T = 1 by default
def test_conditionals_and_pseudo_likelihood_default_to_t_one():
    m, x = _sites(), np.array([[0, 0], [1, 1]])
    np.testing.assert_allclose(all_site_conditionals(m, x), np.stack([np.stack([P0, P1])] * 2), rtol=1e-14)
    np.testing.assert_allclose(log_pseudo_likelihood(m)(x), [np.log(0.5 * 0.9), np.log(0.5 * 0.1)], rtol=1e-13)


def test_rejection_free_jump_rate_at_the_default_temperature():
    # r(x) = (1 - lazy) sum_i (1 - p_i(x_i)) / n: at x = (0, 0), T = 1: (0.5 + 0.1) / 2 = 0.3;
    # at T = 2 site 1 is sqrt(0.9) : sqrt(0.1) = 3 : 1, so (0.5 + 0.25) / 2 = 0.375
    m, x = _sites(), np.zeros((1, 2), dtype=np.int64)
    assert rejection_free_jump(m, x, rng=0)[2][0] == pytest.approx(0.3, rel=1e-14)
    assert rejection_free_jump(m, x, temperature=2.0, rng=0)[2][0] == pytest.approx(0.375, rel=1e-14)
    assert rejection_free_jump(m, x, lazy=0.5, rng=0)[2][0] == pytest.approx(0.15, rel=1e-14)


def test_runs_and_steps_default_to_t_one():
    m = _sites()
    kw = dict(n_chains=64, n_steps=20, record_states=True)
    for run in (run_chains, run_rejection_free):
        a, b, c = run(m, rng=3, **kw), run(m, temperature=1.0, rng=3, **kw), run(m, temperature=2.0, rng=3, **kw)
        np.testing.assert_array_equal(a.final, b.final)
        assert not np.array_equal(a.final, c.final)  # the temperature is used: T = 2 is another run
    x = np.zeros((64, 2), dtype=np.int64)
    ya, yb = x.copy(), x.copy()
    glauber_step(m, ya, rng=5)
    glauber_step(m, yb, temperature=1.0, rng=5)
    np.testing.assert_array_equal(ya, yb)


# ------------------------------------------------------------------ rejection-free memory guard
@pytest.mark.parametrize("run", [run_chains, run_rejection_free])
@pytest.mark.parametrize("record_every, burn_in, n_records", [(100, 0, 101), (100, 50, 100), (1, 0, 10_001),
                                                              (3, 1, 3334)])
def test_the_memory_guard_counts_the_record_times_of_the_run(run, record_every, burn_in, n_records):
    # n_record_times: (n_steps - burn_in) // record_every + 1; the guard runs before any array,
    # so a limit of 1 KiB refuses the run at once, naming the count it sized
    with pytest.raises(MemoryLimitError, match=rf"for 10000 steps \({n_records} record times\)"):
        run(_sites(), n_chains=1000, n_steps=10_000, record_every=record_every, burn_in=burn_in,
            max_memory="1KiB", rng=0)


def test_rejection_free_default_records_only_the_last_time():
    # record_every and record_times both None: one record time, n_steps
    with pytest.raises(MemoryLimitError, match=r"for 10000 steps \(1 record times\)"):
        run_rejection_free(_sites(), n_chains=1000, n_steps=10_000, max_memory="1KiB", rng=0)
