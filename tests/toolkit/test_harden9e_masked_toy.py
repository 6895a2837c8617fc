"""harden9e: MaskedToy.with_template carries what it is not told to change, and reduced()
claims a base's graph only where it still holds (issue 30, the model layer's audit)."""

import numpy as np

from toolkit.models import toy
from toolkit.models.masked_toy import MaskedToy


def test_with_template_keeps_the_token_strings():
    # "A new MaskedToy on the same base with text and/or free_positions changed": the token
    # strings V are not among the changes, so a masked toy built on "x y z" keeps them
    m = MaskedToy(toy.potts(3, 4, 1.0), "x y z x", [1, 2], tokens=["x", "y", "z"])
    w = m.with_template(free_positions=[0, 3])
    assert w.tokens == ["x", "y", "z"]
    assert w.decode(w.initial_state()) == "xx"  # positions 0 and 3 of "x y z x"


def test_with_template_text_keeps_the_free_positions():
    # a new text alone changes the text only: the free positions stay [1, 2]
    m = MaskedToy(toy.potts(3, 4, 1.0), [0, 1, 2, 0], [1, 2])
    w = m.with_template(text=[2, 2, 1, 2])
    assert w.free_positions.tolist() == [1, 2]
    assert w.length == 2
    assert w.initial_state().tolist() == [2, 1]  # the new text at positions 1 and 2


def test_reduced_in_another_order_does_not_claim_a_path():
    # base: a path 0 - 1 - 2. Freeing every position in the order (1, 0, 2) makes reduced
    # site k the base position order[k]; its edges are then {0,1} and {0,2} (a path 1 - 0 - 2
    # in the new numbering), so the reduced model is no longer the path 0 - 1 - 2 and must not
    # say graph="path" (samplers specialized to lattices read the attribute)
    base = toy.potts(2, 3, 1.0, graph="path")
    r = MaskedToy(base, [0, 0, 0], [1, 0, 2]).reduced()
    support = {(i, j) for i in range(3) for j in range(i + 1, 3) if np.any(r.J[i, j] != 0)}
    assert support == {(0, 1), (0, 2)}  # hand: the base's edges relabelled
    assert getattr(r, "graph", None) != "path"
    # in the base's own order the claim is true and kept
    same = MaskedToy(base, [0, 0, 0], "all").reduced()
    assert getattr(same, "graph", None) == "path"
