"""prm18a: ``ExactChain.mixing_from(start, label=...)``: ``label`` is how reports name the
start (:func:`exact.distance.mixing_time_from`), so the result carries it and prints it."""

from __future__ import annotations

from exact.markov import ExactChain
from toolkit.models import potts


def test_label_names_the_start():
    r = ExactChain(potts(2, 3, 1.0), temperature=1.0).mixing_from(0, label="the cat sat")
    assert r.label == "the cat sat"
    assert str(r).startswith("from the cat sat:")
