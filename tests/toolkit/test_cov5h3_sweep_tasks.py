"""Coverage-driven pins of :mod:`toolkit.app.sweep.tasks` (issue 30, branch cov5h3): numpy
scalars in a grid's parameters become plain Python values (the task key is JSON), other values
are refused naming them, an absent grid or a model that is not a name is refused, and estimator
options are coerced to their default's type (true/false words for a boolean, an integer only
when whole, a string for a string)."""

import json

import numpy as np
import pytest

from toolkit.app.sweep import estimators as est_mod
from toolkit.app.sweep import make_grid
from toolkit.exceptions import InvalidInputError


def test_numpy_scalars_become_python_values():
    tasks = make_grid("nn-chain", n=[3], temperature=[1.0], seed=[0], estimator=["exact"],
                      params={"q": np.int64(2), "coupling": np.float64(0.5), "symmetric": np.bool_(False),
                              "disorder": 0.25})
    p = dict(tasks[0].params)
    assert p["q"] == 2 and type(p["q"]) is int
    assert p["coupling"] == 0.5 and type(p["coupling"]) is float
    assert p["symmetric"] is False
    json.dumps(tasks[0].key)  # a plain JSON key
    assert "np." not in tasks[0].key and "numpy" not in tasks[0].key


def test_other_parameter_values_are_refused():
    with pytest.raises(InvalidInputError, match=r"sweep parameters must be numbers, strings or lists of them; "
                                                r"got \{'a': 1\}"):
        make_grid("potts", n=[3], temperature=[1.0], params={"coupling": {"a": 1}})


def test_absent_grid_and_model_not_a_name():
    with pytest.raises(InvalidInputError, match="`temperature` grid is empty"):
        make_grid("potts", n=[3], temperature=None)
    with pytest.raises(InvalidInputError, match="`n` grid is empty"):
        make_grid("potts", n=None, temperature=[1.0])
    for bad in (None, "", 3):
        with pytest.raises(InvalidInputError, match=rf"`model` must be a model name; got {bad!r}"):
            make_grid(bad, n=[3], temperature=[1.0])


@pytest.fixture
def typed_estimator():
    name = "_cov5h3_typed"
    est_mod.register_estimator(name, defaults={"flag": False, "label": "x", "count": 3, "extra": None},
                               hidden=True)(lambda task: {})
    yield name
    est_mod.ESTIMATORS.pop(name, None)


@pytest.mark.parametrize("word,value", [("yes", True), ("TRUE", True), ("1", True), ("no", False), ("False", False),
                                        ("0", False)])
def test_boolean_options_take_words(typed_estimator, word, value):
    (t,) = make_grid("potts", n=[3], temperature=[1.0], estimator=[typed_estimator], options={"flag": word})
    assert dict(t.options)["flag"] is value


def test_option_types_follow_the_defaults(typed_estimator):
    (t,) = make_grid("potts", n=[3], temperature=[1.0], estimator=[typed_estimator],
                     options={"flag": 1, "label": 7, "count": "4", "extra": "kept"})
    o = dict(t.options)
    assert o["flag"] is True and o["label"] == "7" and o["count"] == 4 and type(o["count"]) is int
    assert o["extra"] == "kept"
    with pytest.raises(InvalidInputError, match=r"`flag` must be true or false; got 'maybe'"):
        make_grid("potts", n=[3], temperature=[1.0], estimator=[typed_estimator], options={"flag": "maybe"})
    with pytest.raises(InvalidInputError, match=r"`count` must be an integer; got '2.5'"):
        make_grid("potts", n=[3], temperature=[1.0], estimator=[typed_estimator], options={"count": "2.5"})
    with pytest.raises(InvalidInputError, match=r"`count` must be a number; got 'many'"):
        make_grid("potts", n=[3], temperature=[1.0], estimator=[typed_estimator], options={"count": "many"})
