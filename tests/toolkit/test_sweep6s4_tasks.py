"""Contract pins of toolkit.app.sweep.tasks (issue 30, sweep6s4): the canonical JSON (sorted keys,
no spaces) and the key (its sha256, 24 hex digits), the label, the task's rng, the grid's order
(estimator, n, T, seed) with a deterministic estimator at the first seed, a None parameter left
out, the grid dimensions refused as parameters, option coercion, the store's format constants."""

import hashlib
import json

import numpy as np
import pytest

from toolkit.app.sweep import tasks as tk
from toolkit.exceptions import InvalidInputError


def test_canonical_key_label_rng():
    t = tk.Task("potts", 3, 0.5, 7, "exact", (("q", 2),), (("b", 1), ("a", 2)))
    want = ('{"estimator":"exact","model":"potts","n":3,"options":{"a":2,"b":1},"params":{"q":2},"seed":7,'
            '"temperature":0.5}')
    assert t.canonical == want
    assert t.key == hashlib.sha256(want.encode()).hexdigest()[:24] and len(t.key) == 24
    assert t.label() == "exact on potts(n=3) at T=0.5, seed=7"
    assert t.rng().random() == np.random.default_rng(7).random()
    assert t.option("a") == 2
    assert (tk.STORE_FORMAT, tk.SCHEMA_VERSION, tk.TASK_FIELDS) == (
        "glauber-results", 1, ("model", "n", "temperature", "seed", "estimator"))


def test_grid_order_and_deterministic_estimator():
    g = tk.make_grid("potts", n=[3, 2], temperature=[2.0, 0.5], seed=[4, 1], estimator=["sampled-order", "exact"],
                     params={"q": 2, "field": None}, options={"n_chains": 4})
    sampled = [(t.n, t.temperature, t.seed) for t in g if t.estimator == "sampled-order"]
    assert sampled == [(3, 2.0, 4), (3, 2.0, 1), (3, 0.5, 4), (3, 0.5, 1), (2, 2.0, 4), (2, 2.0, 1),
                       (2, 0.5, 4), (2, 0.5, 1)]
    exact = [(t.n, t.temperature, t.seed) for t in g if t.estimator == "exact"]
    assert exact == [(3, 2.0, 4), (3, 0.5, 4), (2, 2.0, 4), (2, 0.5, 4)]   # the first seed, once per (n, T)
    assert [t.estimator for t in g][:8] == ["sampled-order"] * 8
    # None is left out (potts takes no `field`: kept, it would be refused); the defaults fill in the rest
    assert dict(g[0].params) == {"q": 2, "coupling": 1.0, "graph": "complete"}


def test_grid_dimensions_are_not_parameters_and_coercion():
    for k in ("n", "temperature"):
        with pytest.raises(InvalidInputError, match=f"`{k}` is a grid dimension, not a model parameter"):
            tk.make_grid("potts", n=[2], temperature=[1.0], params={k: 3})
    assert tk._coerce("Yes", True, "x") is True and tk._coerce("0", True, "x") is False
    with pytest.raises(InvalidInputError, match="`x` must be true or false; got 'maybe'"):
        tk._coerce("maybe", False, "x")
    assert tk._coerce("2.0", 5, "k") == 2 and type(tk._coerce("2.0", 5, "k")) is int
    with pytest.raises(InvalidInputError, match="`k` must be an integer; got '2.5'"):
        tk._coerce("2.5", 5, "k")
    assert tk._coerce("3", 0.5, "f") == 3.0 and type(tk._coerce("3", 0.5, "f")) is float
    assert tk._coerce(3, "s", "s") == "3"
    assert json.loads(tk.Task("m", 1, 1.0, 0, "e").canonical)["params"] == {}
