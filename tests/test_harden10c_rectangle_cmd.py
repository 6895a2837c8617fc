"""harden10c (issue 30): `glauber rectangle` needs "at least 2 tokens" of text (its error
says so): a 2-token text (one site pair) runs the test, a 1-token one is refused with that
error. The model and the test are stand-ins (as in test_sweep8s1_rectangle_cmd)."""

from types import SimpleNamespace

import numpy as np

from toolkit.app.cli import main
from toolkit.app.commands import rectangle as rect
from toolkit.results import Estimate


class _Model:
    def __init__(self, n):
        self.text, self.length, self.vocab_size, self.tokens = "a b", n, 4, ["a", "b", "c", "d"]

    def initial_state(self):
        return np.zeros(self.length, dtype=int)

    def decode(self, x):
        return self.text


def _run(monkeypatch, n):
    seen = []
    summary = SimpleNamespace(count=1, n_certified=0, prevalence=Estimate(0.0, ci=(0.0, 0.9), method="m"),
                              quantiles={"q50": 0.1}, max_bound=1e-6, incompatible=False, witnesses=[])
    res = SimpleNamespace(table={"i": [0], "j": [1]}, n_queries=2, n_rectangles=1, summary=lambda: summary)

    def test(model, x, **kw):
        seen.append(kw)
        return res
    monkeypatch.setattr(rect, "build_model", lambda args, **kw: _Model(n))
    monkeypatch.setattr(rect, "check_rectangle_memory", lambda model, **kw: None)
    monkeypatch.setattr(rect, "rectangle_test", test)
    return main(["rectangle", "--quiet", "--top-k", "2"]), seen


def test_two_tokens_are_enough_one_is_not(monkeypatch, capsys):
    status, seen = _run(monkeypatch, 2)
    assert status == 0 and len(seen) == 1
    capsys.readouterr()
    status, seen = _run(monkeypatch, 1)
    assert status == 2 and not seen
    assert "`--text` must hold at least 2 tokens; got 1" in capsys.readouterr().err
