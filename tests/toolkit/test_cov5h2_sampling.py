"""Coverage-driven tests of toolkit/sampling.py (issue 30, branch cov5h2): the model-output
checks of model_logits / all_site_logits (shape; the non-finite row named by its site and
state), observables given by a built-in name or raising, the empty tidy frame of a run that
kept nothing, steps_per_second at zero wall time, to_arviz's vector dims and name clash,
and record_times' range; each against the documented contract or a hand count."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError, NonFiniteLogitsError
from toolkit.models import potts
from toolkit.sampling import (
    all_site_logits,
    evaluate_observable,
    make_record_times,
    model_logits,
    resolve_observables,
    run_chains,
)


class _Bad:
    vocab_size, length = 3, 2

    def __init__(self, shape=None, nan_at=None):
        self.shape, self.nan_at = shape, nan_at

    def logits(self, x, sites):
        return np.zeros(self.shape or (len(x), 3))

    def all_conditionals(self, x):
        out = np.zeros(self.shape or (len(x), 2, 3))
        if self.nan_at is not None:
            out[self.nan_at] = np.nan
        return out


def test_model_output_checks():
    x = np.zeros((2, 2), dtype=np.int64)
    with pytest.raises(InvalidInputError, match=r"model.logits must return shape \(2, 3\); got \(2, 4\)"):
        model_logits(_Bad(shape=(2, 4)), x, np.array([0, 1]), 3)
    with pytest.raises(InvalidInputError, match=r"model.all_conditionals must return shape \(2, 2, 3\); got \(2, 3\)"):
        all_site_logits(_Bad(shape=(2, 3)), x)
    y = np.array([[0, 1], [2, 0]])
    with pytest.raises(NonFiniteLogitsError) as err:
        all_site_logits(_Bad(nan_at=(1, 0)), y)  # state 1, site 0
    assert err.value.site == 0 and err.value.state == (2, 0)


def test_observables_by_builtin_name_and_failing():
    start = np.array([[0, 1, 2]])
    obs = resolve_observables("hamming_to_start", start)
    assert list(obs) == ["hamming_to_start"]
    np.testing.assert_array_equal(obs["hamming_to_start"](np.array([[0, 1, 2], [1, 1, 0]])), [0, 2])

    def boom(x):
        raise TypeError("bad type")

    with pytest.raises(InvalidInputError, match=r"observable 'boom' failed on states of shape \(2, 3\): bad type"):
        evaluate_observable("boom", boom, np.zeros((2, 3), dtype=int))


def test_run_without_records_has_an_empty_frame_and_infinite_rate():
    pytest.importorskip("pandas")
    run = run_chains(potts(3, 3, 0.5), n_chains=2, n_steps=3, record_states=False, progress=False, rng=0)
    assert run.traces() == {}
    frame = run.to_frame()
    assert list(frame.columns) == ["chain", "draw", "observable", "value"] and len(frame) == 0
    import dataclasses

    assert dataclasses.replace(run, wall_time=0.0).steps_per_second == math.inf
    r2 = dataclasses.replace(run, wall_time=2.0)
    assert r2.steps_per_second == pytest.approx(2 * 3 / 2.0)  # chains x steps / seconds


def test_to_arviz_vector_dims_and_state_clash():
    pytest.importorskip("arviz")
    m = potts(3, 3, 0.5)
    vec = run_chains(m, n_chains=2, n_steps=4, progress=False, rng=1,
                     observables={"onehot0": lambda x: (x[:, :1] == np.arange(3)).astype(float)})
    data = vec.to_arviz()
    post = data["posterior"]
    assert post["onehot0"].dims == ("chain", "draw", "onehot0_component")
    assert post["onehot0"].shape == (2, 5, 3)
    clash = run_chains(m, n_chains=2, n_steps=2, progress=False, rng=1, observables={"state": lambda x: x[:, 0]})
    with pytest.raises(InvalidInputError, match="an observable is named 'state'"):
        clash.to_arviz(states=True)


def test_record_times_range():
    assert make_record_times(5, times=[3, 0, 3]).tolist() == [0, 3]  # sorted, unique
    for bad in ([], [-1, 2], [6]):
        with pytest.raises(InvalidInputError, match=r"`record_times` must be non-empty and in 0\.\.n_steps=5"):
            make_record_times(5, times=bad)
