"""prm18a: :func:`exact.lumped_checks.count_fixed_points` names each fixed point's class by
the model's tokens when it has them (``all up (n = 4)``), else by their indices."""

from __future__ import annotations

from exact.lumped_checks import count_fixed_points
from toolkit.models.exchangeable import CurieWeiss


def test_texts_use_the_models_tokens():
    m = CurieWeiss(4, 3.0)
    m.tokens = ("down", "up")
    texts = sorted(f.text for f in count_fixed_points(m))
    assert texts == ["all down (n = 4)", "all up (n = 4)"]


def test_texts_without_tokens_use_indices():
    texts = sorted(f.text for f in count_fixed_points(CurieWeiss(4, 3.0)))
    assert texts == ["all 0 (n = 4)", "all 1 (n = 4)"]
