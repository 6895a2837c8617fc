"""prm27e (issue 30, tenth sweep): plant_margin gives EACH planted state its own gamma.

The docstring: ``gamma : float > 0, or array (K,) of them``; each of ``states`` becomes a
strict argmax fixed point with margin exactly ``gamma`` (its own) at every site. Mutant
prm27e.basins.first_gamma_for_all planted the first gamma at every state: the tests' gammas
were scalars. The margin is read off the table through the model's own ``logits`` (the
logit of the state's token less the largest other logit)."""

import numpy as np

from toolkit.models.basins import plant_margin


def test_each_state_gets_its_own_gamma():
    rng = np.random.default_rng(3)
    q, n = 3, 3
    table = rng.normal(size=(n, q ** (n - 1), q))
    states = np.array([[0, 0, 0], [1, 1, 1], [2, 2, 2]])
    gammas = np.array([0.5, 2.0, 7.0])
    model = plant_margin(table, states, gammas)
    for x, g in zip(states, gammas, strict=True):
        for i in range(n):
            row = np.asarray(model.logits(x[None, :], [i]), dtype=float).reshape(-1)
            others = np.delete(row, x[i])
            assert abs((row[x[i]] - others.max()) - g) < 1e-12
