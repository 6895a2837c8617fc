"""toolkit.app.sweep.tasks: several seeds with a deterministic estimator, a parameter given as
None, a fractional integer option and a single site (harden8h2, issue 30).

Contract (``make_grid``'s docstring): "a deterministic estimator (``exact``) gets one task per
``(n, T)``, at the first seed"; ``params`` are the model's fixed parameters with the family's
defaults filling in the rest (None means the default); an option whose default is an integer
must be an integer ("must be an integer"); ``n`` is a size >= 1.
"""

from __future__ import annotations

import pytest

from toolkit.app.sweep.tasks import make_grid
from toolkit.exceptions import InvalidInputError


def test_exact_one_task_per_point_whatever_the_seeds():
    tasks = make_grid("curie-weiss", n=[2, 3], temperature=[0.5, 1.0], seed=[4, 1, 2], estimator=["exact"])
    assert len(tasks) == 4 and {t.seed for t in tasks} == {4}
    both = make_grid("curie-weiss", n=[2], temperature=[1.0], seed=[0, 1], estimator=["exact", "sampled-order"])
    assert sorted((t.estimator, t.seed) for t in both) == [("exact", 0), ("sampled-order", 0), ("sampled-order", 1)]


def test_none_parameter_is_the_default():
    given = make_grid("curie-weiss", n=[2], temperature=[1.0], params={"beta": None, "field": 0.0})
    plain = make_grid("curie-weiss", n=[2], temperature=[1.0])
    assert [t.key for t in given] == [t.key for t in plain]
    assert dict(given[0].params) == {"beta": 1.0, "field": 0.0}


@pytest.mark.parametrize("value", ["2.5", 2.5, "1e-3"])
def test_fractional_integer_option_refused(value):
    with pytest.raises(InvalidInputError, match="`n_sweeps` must be an integer"):
        make_grid("independent", n=[2], temperature=[1.0], estimator=["phase"], options={"n_sweeps": value})


def test_integer_option_from_text():
    t = make_grid("independent", n=[2], temperature=[1.0], estimator=["phase"], options={"n_sweeps": "40.0"})
    assert t[0].option("n_sweeps") == 40 and type(t[0].option("n_sweeps")) is int


def test_single_site_grid():
    (t,) = make_grid("independent", n=[1], temperature=[1.0])
    assert t.n == 1 and t.build_model().length == 1
    with pytest.raises(InvalidInputError, match="`n`"):
        make_grid("independent", n=[0], temperature=[1.0])
