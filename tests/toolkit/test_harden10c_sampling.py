"""harden10c (issue 30): toolkit.sampling.ChainRun.to_frame is one tidy table, one row per
chain, record and observable, indexed 0..rows-1 as its doctest shows: with two
observables (and a vector one) the rows of each are not indexed from 0 again."""

import numpy as np

from toolkit.models import potts
from toolkit.sampling import run_chains


def test_to_frame_of_several_observables_is_indexed_once():
    obs = {"ones": lambda x: x.sum(axis=1).astype(float),
           "pair": lambda x: x[:, :2].astype(float)}          # a vector observable: pair[0], pair[1]
    run = run_chains(potts(2, 3, 1.0), n_chains=2, n_steps=4, record_every=2, observables=obs, rng=0)
    df = run.to_frame()
    R = len(run.times)
    assert len(df) == 2 * R * 3                                 # 2 chains x R records x 3 columns of values
    assert sorted(set(df["observable"])) == ["ones", "pair[0]", "pair[1]"]
    assert df.index.tolist() == list(range(len(df)))
    # the rows of one observable, looked up by label, are that observable's
    ones = df[df["observable"] == "ones"]
    np.testing.assert_array_equal(df.loc[ones.index, "observable"], "ones")
