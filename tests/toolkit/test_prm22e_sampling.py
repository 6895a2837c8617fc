"""prm22e: toolkit.sampling at two switches: geometric_times with a rate rounded above 1 (one step,
as for r = 1), and ChainRun's HTML summary rows from 4 records on (summarize_run's minimum)."""
import numpy as np

from toolkit import sampling
from toolkit.models import IndependentSites


def test_geometric_rate_at_and_above_one():
    r = np.array([1.0 + 4e-16, 1.0, 0.0, 1.0 + 4e-16])
    g = sampling.geometric_times(r, np.random.default_rng(0))
    # P(G > k) = (1 - min(r, 1))^k = 0 for k >= 1: G = 1; r = 0: never (inf)
    assert g.tolist() == [1.0, 1.0, np.inf, 1.0]


def _run(n_steps):
    m = IndependentSites(np.zeros((3, 2)))
    return sampling.run_chains(m, n_chains=4, n_steps=n_steps, observables={"ones": lambda X: X.sum(axis=1)},
                               progress=False, rng=0)


def test_html_summary_from_four_records():
    assert len(_run(3).times) == 4 and "R-hat" in _run(3)._repr_html_()
    assert len(_run(2).times) == 3 and "R-hat" not in _run(2)._repr_html_()
