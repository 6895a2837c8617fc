"""Contract sweep (issue 30, branch sweep6s5): toolkit.models.families' defaults (each
builder's keyword defaults are the family's defaults on the command line) and what each
family is, and toolkit.models.registry's dense-array sizes by hand, the memory guard with a
family's default n, None meaning the default."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models.basins import planted_margin
from toolkit.models.families import TOY_MODELS
from toolkit.models.registry import REAL_MODELS, dense_array_bytes, make_model


@pytest.mark.parametrize("name, q, n", [
    ("potts", 3, 6), ("curie-weiss", 2, 8), ("independent", 2, 4), ("random-pairwise", 2, 6),
    ("asymmetric-pairwise", 2, 6), ("symmetric-pairwise", 2, 6), ("random-table", 2, 6),
    ("random-joint", 2, 6), ("planted-margin", 2, 6), ("mean-field-potts", 3, 6), ("identical-sites", 2, 4),
    ("exchangeable-table", 3, 6), ("nn-chain", 3, 6)])
def test_family_default_sizes(name, q, n):
    m = TOY_MODELS[name]()
    assert (m.vocab_size, m.length) == (q, n)


def test_family_default_parameters():
    p = TOY_MODELS["potts"]()
    assert (p.coupling, p.graph) == (1.0, "complete")
    cw = TOY_MODELS["curie-weiss"]()
    assert (cw.beta, cw.field) == (1.0, 0.0)
    assert TOY_MODELS["mean-field-potts"]().beta == 1.0
    c = TOY_MODELS["nn-chain"]()
    assert (c.graph, c.coupling) == ("cycle", 1.0)
    # seed 0, scale 1: the fields are N(0, 1) draws of default_rng(0)
    np.testing.assert_array_equal(TOY_MODELS["independent"]().h, np.random.default_rng(0).normal(0, 1, (4, 2)))
    np.testing.assert_array_equal(TOY_MODELS["identical-sites"]().h, np.random.default_rng(0).normal(0, 1, 2))


def test_pairwise_family_symmetry():
    assert not TOY_MODELS["random-pairwise"]().is_compatible()      # symmetric=False by default
    assert not TOY_MODELS["asymmetric-pairwise"]().is_compatible()
    assert TOY_MODELS["symmetric-pairwise"]().is_compatible()
    assert TOY_MODELS["random-pairwise"](symmetric=True).is_compatible()


def test_planted_margin_gamma_from_coupling_and_default_two():
    np.testing.assert_array_equal(TOY_MODELS["planted-margin"](coupling=3.0).table,
                                  planted_margin(2, 6, 3.0, rng=0).table)
    np.testing.assert_array_equal(TOY_MODELS["planted-margin"]().table, planted_margin(2, 6, 2.0, rng=0).table)
    assert not np.array_equal(planted_margin(2, 6, 3.0, rng=0).table, planted_margin(2, 6, 2.0, rng=0).table)


def test_dense_array_bytes_by_hand():
    # independent: h (n, q): 8 * 10 * 3 = 240 bytes
    assert dense_array_bytes("independent", 3, 10)[0] == pytest.approx(math.log10(240))
    # nn-chain and the pairwise families: J (n, n, q, q)
    for name in ("nn-chain", "asymmetric-pairwise", "symmetric-pairwise", "random-pairwise"):
        assert dense_array_bytes(name, 3, 10)[0] == pytest.approx(math.log10(7200))
    # planted-margin: a logit table (n, q**(n-1), q): 8 * 5 * 3**5
    assert dense_array_bytes("planted-margin", 3, 5)[0] == pytest.approx(math.log10(9720))
    # exchangeable-table: C(n-1 + q-1, q-1) count vectors x q: q = 3, n = 6: C(7, 2) = 21 rows x 3 x 8
    assert dense_array_bytes("exchangeable-table", 3, 6)[0] == pytest.approx(math.log10(504))
    assert dense_array_bytes("exchangeable-table", 4, 5)[0] == pytest.approx(math.log10(math.comb(7, 3) * 4 * 8))
    for small in ("curie-weiss", "mean-field-potts", "identical-sites"):
        assert dense_array_bytes(small, 3, 10) is None


def test_memory_guard_uses_the_family_default_n():
    # random-table, default n = 6: 8 * 6 * 2**6 = 3072 bytes
    make_model("random-table", max_memory=3072)
    with pytest.raises(MemoryLimitError):
        make_model("random-table", max_memory=3071)
    make_model("random-table", n=None, max_memory=3072)        # None: the family's default


def test_real_models_list():
    assert REAL_MODELS == ("tiny-en", "antiberty", "sapiens-vh", "sapiens-vl", "sceptr")
