"""Blind audit 8b (issue 30): tests for the first run's survivors, from the documented contracts."""

import argparse
import math

import numpy as np

from exact._powers import _doubling_dense
from toolkit.app.output import envelope
from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import Task


def test_envelope_lists_minus_inf_pointers():
    # envelope's docstring: NaN and infinities are written null and their JSON Pointers listed
    # under `nonfinite` ("-inf" among them); a payload whose only non-finite number is -inf
    doc = envelope(argparse.Namespace(command="x"), {"a": -math.inf, "b": 1.0})
    assert doc["a"] is None
    assert doc["nonfinite"] == {"nan": [], "inf": [], "-inf": ["/a"]}


def test_doubling_t_max_zero_gives_none():
    # every row of P equal to pi = (1/4, 3/4): d(0) = 3/4 > eps = 1/4 and d(1) = 0, so t_mix = 1;
    # with t_max = 0 no t <= t_max mixes: t_mix is None (None beyond t_max), never 1 > t_max
    P, pi = np.array([[0.25, 0.75], [0.25, 0.75]]), np.array([0.25, 0.75])
    assert _doubling_dense(P, pi, 0.25, 1).t_mix == 1
    assert _doubling_dense(P, pi, 0.25, 0).t_mix is None


def test_load_results_prefixes_a_result_named_duration_s(tmp_path):
    # load_results' docstring: a name that would clash (duration_s, created) gets the `result_` prefix
    path = tmp_path / "r.sqlite"
    task = Task("curie-weiss", 3, 1.0, 0, "exact")
    with ResultStore(path) as store:
        store.add(task, {"duration_s": 123.0, "t_mix": 4}, duration_s=0.5)
    df = load_results(path)
    assert df["result_duration_s"].tolist() == [123.0]
    assert df["duration_s"].tolist() == [0.5]
