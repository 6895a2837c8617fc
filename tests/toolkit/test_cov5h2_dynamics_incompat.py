"""Coverage-driven tests (issue 30, branch cov5h2) of toolkit/dynamics.py (record times,
resume checks, the degenerate distinguishing bound, relaxation_from_iat's ends, the ANOVA
disagreement's degenerate groups) and toolkit/incompat.py (context subsampling, explicit
pairs, the old-layout upgrade, the token-set check); each against the docstring or a hand
computation."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


# ---------------------------------------------------------------------- dynamics.py
def test_record_times_and_resume_checks():
    from toolkit.dynamics import sweep_records

    m = potts(3, 4, 1.0)
    x = np.array([[0, 0, 0, 0], [1, 1, 1, 1]])
    r = sweep_records(m, x, n_sweeps=2, records_per_sweep=2, rng=0)
    # n = 4, records_per_sweep = 2: a record every 2 steps, 2 sweeps = 8 steps -> records at 2, 4, 6, 8
    assert r.record_every == 2 and r.times.tolist() == [2, 4, 6, 8]
    with pytest.raises(InvalidInputError, match="`resume` must be the records of a call with the same starts"):
        sweep_records(m, x, n_sweeps=1, records_per_sweep=4, resume=r, rng=0)  # another record interval
    with pytest.raises(InvalidInputError, match="`resume` must be the records"):
        sweep_records(m, x[:1], n_sweeps=1, records_per_sweep=2, resume=r, rng=0)  # other starts


def test_distinguishing_bound_degenerate_and_relaxation_ends():
    from toolkit.dynamics import distinguishing_lower_bound, relaxation_from_iat

    z = np.zeros((4, 1, 2), int)
    # two equal starts (Hamming distance 0): nothing to distinguish -> (0, False)
    assert distinguishing_lower_bound(z, np.array([0, 0, 1, 1]), np.array([[0, 0], [0, 0]]), (0, 1), [5]) == (0, False)
    # the docstring's stuck chains (40 per start), but the two starts equal: still nothing to distinguish
    stuck = np.array([[[0, 0]]] * 40 + [[[1, 1]]] * 40)
    same = np.array([[0, 0], [0, 0]])
    assert distinguishing_lower_bound(stuck, np.repeat([0, 1], 40), same, (0, 1), [5]) == (0, False)
    # no chain of start 1
    assert distinguishing_lower_bound(z, np.zeros(4, int), np.array([[0, 0], [1, 1]]), (0, 1), [5]) == (0, False)
    # tau <= 1 (no autocorrelation): t_rel = 1; tau infinite: t_rel infinite; NaN stays NaN
    assert relaxation_from_iat(1.0, 1) == 1.0 and relaxation_from_iat(0.5, 3) == 1.0
    assert relaxation_from_iat(math.inf, 1) == math.inf and math.isnan(relaxation_from_iat(math.nan, 1))


def test_disagreement_degenerate_groups():
    from types import SimpleNamespace

    from toolkit.dynamics import _disagreement

    def rec(h, idx):
        return SimpleNamespace(hamming_ref=np.asarray(h, dtype=float), start_index=np.asarray(idx))

    # one start: 1 (nothing to compare)
    assert _disagreement(rec([[1, 1], [2, 2]], [0, 0])) == 1.0
    # constant within each start, different between them: 0; all equal: 1
    assert _disagreement(rec([[1, 1], [1, 1], [3, 3], [3, 3]], [0, 0, 1, 1])) == 0.0
    assert _disagreement(rec([[2, 2], [2, 2], [2, 2], [2, 2]], [0, 0, 1, 1])) == 1.0
    # a start with one chain (no within-group variance of its own): 1
    assert _disagreement(rec([[1, 1], [2, 2], [3, 3]], [0, 0, 1])) == 1.0


# ---------------------------------------------------------------------- incompat.py
def test_contexts_subsampled_and_explicit_pairs():
    from toolkit.incompat import contexts_from, site_pairs

    m = potts(3, 2, 1.0)
    x = np.array([[0, 0], [0, 1], [1, 0], [2, 2], [0, 1]])
    sub = contexts_from(m, x, max_contexts=2, rng=0)
    # deduplicated (4 distinct), then 2 of them kept in their sorted order
    distinct = np.unique(x, axis=0)
    assert sub.shape == (2, 2)
    rows = [int(np.flatnonzero((distinct == s).all(axis=1))[0]) for s in sub]
    assert rows == sorted(rows)
    assert contexts_from(m, x, max_contexts=5).shape == (4, 2)  # fewer than the cap: all
    assert contexts_from(m, x, max_contexts=4).tolist() == distinct.tolist()  # as many as the cap: all
    assert site_pairs(4, [[2, 1], [0, 3]]).tolist() == [[1, 2], [0, 3]]  # each pair sorted i < j
    with pytest.raises(InvalidInputError, match=r"`pairs` must have shape \(P, 2\); got \(3,\)"):
        site_pairs(4, [0, 1, 2])
    with pytest.raises(InvalidInputError, match=r"`pairs` must have shape \(P, 2\); got \(0, 2\)"):
        site_pairs(4, np.zeros((0, 2)))


def test_rectangle_tokens_check_and_old_layout_passthrough():
    from toolkit.incompat import RectangleResult, rectangle_test

    with pytest.raises(InvalidInputError, match="`tokens` must be 'top-k' or a sequence of token ids; got 'all'"):
        rectangle_test(potts(3, 2, 1.0), np.array([[0, 0]]), tokens="all")
    # a document of neither layout comes back unchanged (the decoder names what is wrong)
    odd = {"__type__": "toolkit.incompat:RectangleResult", "table": 5}
    assert RectangleResult._upgrade(odd) is odd
    new = {"count": 3}
    assert RectangleResult._upgrade(new) is new


def test_rectangle_result_text_without_witnesses():
    from toolkit.incompat import rectangle_test

    r = rectangle_test(potts(2, 2, 0.0), np.array([[0, 0], [1, 1]]), n_witnesses=0)
    text = str(r)
    assert text.startswith(f"rectangle test: {r.n_rectangles} rectangles over 2 contexts")
    assert "worst rectangles" not in text
