"""Coverage-driven pins of :mod:`toolkit.app.testing` (issue 30, branch cov5h3): the lines no
default test ran. Each expected value comes from the documented contract (the error names the
argument and its value; ``with_specials`` takes a callable; a step may return float tokens that
are whole numbers; a row that left ``0..q-1`` is not stepped on again)."""

import copy
import dataclasses

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.testing import (
    check_sampler,
    check_stationary,
    planted_step,
    reference_step,
    text_step,
    with_specials,
)


def _model():
    return potts(2, 3, 1.0)


def test_with_specials_callable_logits_are_returned_as_floats():
    # documented: `logits` may be a callable (x (B, n), sites (B,)) -> (B, s); special_logits returns its values
    m = with_specials(_model(), lambda x, s: [[0.5, -2]] * len(s))
    out = m.special_logits(np.zeros((2, 3), dtype=int), np.array([0, 2]))
    assert out.dtype == float and out.tolist() == [[0.5, -2.0], [0.5, -2.0]]


def test_with_specials_refuses_another_set_name():
    m = with_specials(_model(), [0.0, -1.0])
    with pytest.raises(InvalidInputError, match=r"`which` must be 'special'; got 'outside'"):
        m.special_logits(np.zeros((1, 3), dtype=int), np.array([0]), "outside")


def test_with_specials_copies_without_recursion():
    # a copy is built without __init__ and then asked for attributes: the guard must answer
    # AttributeError for `model` and dunders instead of recursing through self.model
    m = with_specials(_model(), [0.0, -1.0])
    c = copy.deepcopy(m)
    assert c.special_logits(np.zeros((1, 3), dtype=int), np.array([1])).tolist() == [[0.0, -1.0]]
    bare = type(m).__new__(type(m))
    assert not hasattr(bare, "tokens")  # AttributeError, not RecursionError


def test_planted_special_tokens_checks_the_callable_shape_and_values():
    # the special-tokens mistake checks model.special_logits once, on one row: shape (1, s), no NaN/+inf
    bad_shape = with_specials(_model(), lambda x, s: np.zeros(len(s)))  # (B,) instead of (B, s)
    with pytest.raises(InvalidInputError, match=r"must return shape \(1, s\) with s >= 1; got \(1,\)"):
        planted_step(bad_shape, 1.0, "special-tokens")
    nan = with_specials(_model(), lambda x, s: np.full((len(s), 2), np.nan))
    with pytest.raises(InvalidInputError, match="returned NaN or \\+inf"):
        planted_step(nan, 1.0, "special-tokens")
    plus_inf = with_specials(_model(), lambda x, s: np.full((len(s), 2), np.inf))
    with pytest.raises(InvalidInputError, match="returned NaN or \\+inf"):
        planted_step(plus_inf, 1.0, "special-tokens")
    # -inf is a token that is never drawn: allowed (documented "finite or -inf")
    ok = with_specials(_model(), lambda x, s: np.full((len(s), 2), -np.inf))
    assert callable(planted_step(ok, 1.0, "special-tokens"))


def test_planted_step_refuses_unknown_mistake_and_backend():
    with pytest.raises(InvalidInputError, match=r"`mistake` must be 'none' or one of .*; got 'typo'"):
        planted_step(_model(), 1.0, "typo")
    with pytest.raises(InvalidInputError, match=r"`backend` must be 'numpy' or 'torch'; got 'jax'"):
        planted_step(_model(), 1.0, "none", backend="jax")


def test_text_step_refuses_a_non_callable_and_a_wrong_row_count():
    with pytest.raises(InvalidInputError, match=r"`step` must be a callable \(rows, rng\) -> rows; got list"):
        text_step([1, 2], ["a", "b"])
    drop = text_step(lambda rows, rng: rows[:1], ["a", "b"])
    with pytest.raises(InvalidInputError, match=r"`step` must return 2 rows; got 1"):
        drop(np.array([[0, 1], [1, 0]]), None)


def test_a_step_returning_whole_floats_is_accepted():
    # documented: states are integer tokens; whole-number floats (a torch float tensor) are read as ints.
    # The reference step is the exact kernel, so the check passes (seeded; alpha 1e-3 over 8 starts)
    ref = reference_step(_model(), 1.0)
    rep = check_sampler(lambda s, rng: ref(s, rng).astype(float), _model(), 1.0, n_samples=200, rng=1)
    assert rep.passed and int(rep.outside.sum()) == 0
    with pytest.raises(InvalidInputError, match="must return integer tokens; got dtype float64"):
        check_sampler(lambda s, rng: ref(s, rng) + 0.5, _model(), 1.0, n_samples=20, rng=1)


def test_rows_that_left_the_tokens_are_not_stepped_again():
    # every row writes token q = 2 on its first step: the next 2 steps have no row left to step on
    calls = []

    def out(states, rng):
        calls.append(len(states))
        return np.full_like(states, 2)

    rep = check_sampler(out, _model(), 1.0, steps=3, n_samples=10, starts=[0], rng=0)
    assert calls == [10]
    assert not rep.passed and rep.outside.tolist() == [10]


def test_starts_out_of_range_are_refused():
    # 2**3 = 8 states: indices 0..7
    with pytest.raises(InvalidInputError, match=r"`starts` must be state indices in 0\.\.7"):
        check_sampler(reference_step(_model()), _model(), 1.0, starts=[8], n_samples=10)
    with pytest.raises(InvalidInputError, match=r"`starts` must be state indices in 0\.\.7"):
        check_sampler(reference_step(_model()), _model(), 1.0, starts=[-1], n_samples=10)


def test_report_text_when_no_known_mistake_explains_a_failure():
    rep = check_sampler(lambda s, rng: np.zeros_like(s), _model(), 1.0, n_samples=50, starts=[7], rng=0)
    assert not rep.passed
    blank = dataclasses.replace(rep, diagnosis="", candidates={"temperature used twice": -1.0})
    assert blank.table().endswith("none of the known mistakes explains the counts better than the claimed kernel")
    passing = dataclasses.replace(blank, passed=True)
    assert "none of the known mistakes" not in passing.table()


def test_check_stationary_refuses_bad_alpha_and_a_kernel_too_slow_for_max_steps():
    step = reference_step(_model())
    for a in (0.0, 1.0):
        with pytest.raises(InvalidInputError, match=rf"`alpha` must be in \(0, 1\); got {a!r}"):
            check_stationary(step, _model(), 1.0, alpha=a)
    # t_mix of a 3-site random scan is well above 1 step (one step moves one site): not reached in 1 step
    with pytest.raises(InvalidInputError, match="does not reach TV .* within 1 steps"):
        check_stationary(step, _model(), 1.0, max_steps=1, n_chains=100)


class _Named:
    """potts(2, 3) with token names (the right number, or one too many)."""

    def __init__(self, tokens):
        self._m, self.tokens = _model(), tokens

    def __getattr__(self, name):
        return getattr(self._m, name)


def test_worst_starts_use_the_token_names_only_when_they_fit():
    # a failing step (always the all-0 state) from the all-1 start (index 7): shown with the names when there are
    # q = 2 of them, as indices when the list has another length
    zero = lambda s, rng: np.zeros_like(s)  # noqa: E731
    rep = check_sampler(zero, _Named(["a", "b"]), 1.0, n_samples=50, starts=[7], rng=0)
    assert rep.worst[0]["start"] == "b b b"
    assert {c["state"] for c in rep.worst[0]["cells"]} <= {"a a a", "a a b", "a b a", "b a a", "b b b", "a b b",
                                                          "b a b", "b b a"}
    rep = check_sampler(zero, _Named(["a", "b", "c"]), 1.0, n_samples=50, starts=[7], rng=0)
    assert rep.worst[0]["start"] == "1 1 1"
