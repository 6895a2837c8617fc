"""prm23b sixth sweep (issue 30): toolkit.models.masked_toy.masked_chain hands ``symmetric`` on to
nn_chain: with disorder, ``symmetric=False`` draws J[i+1, i] independently of J[i, i+1]^T, an
incompatible chain with probability one (nn_chain's docstring), ``symmetric=True`` a compatible one."""

from __future__ import annotations

from toolkit.models.masked_toy import masked_chain


def test_symmetric_flag_reaches_the_chain():
    assert masked_chain(q=3, n=4, disorder=0.5, symmetric=False, seed=0).base.is_compatible() is False
    assert masked_chain(q=3, n=4, disorder=0.5, symmetric=True, seed=0).base.is_compatible() is True
