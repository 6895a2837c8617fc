"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.app.phase`: the incompatible nearest-neighbour
chain's default sizes at q = 2 and q = 3 (the grid's comment: "q = 3: n = 2..8, q = 2: n = 3..12")."""

import math

from toolkit.app.phase import preset_for


def test_incompatible_nn_chain_default_sizes_by_q():
    # the largest size with at most 8000 states: q^n <= 8000, n = floor(ln 8000 / ln q): 12 at q = 2, 8 at q = 3
    assert math.floor(math.log(8000) / math.log(2)) == 12 and math.floor(math.log(8000) / math.log(3)) == 8
    ns2, _ = preset_for("nn-chain", {"q": 2, "symmetric": False, "disorder": 0.5})
    ns3, _ = preset_for("nn-chain", {"q": 3, "symmetric": False, "disorder": 0.5})
    assert ns2 == tuple(range(3, 13))   # q = 2 starts at n = 3
    assert ns3 == tuple(range(2, 9))    # q > 2 starts at n = 2
