"""prm26b (issue 30): truth_label judges a mean-field cell against the spinodal of its own ``beta``.

``benchmarks/default_only_args.py --sites`` found ``spinodal_temperature(beta=)`` in
``truth_label`` (``toolkit.app.mixing_truth``) reached by tests only with ``beta`` at its default
1. The rule (module docstring): a cell at or above the spinodal ``T_s`` is ``"polynomial"``.
Curie-Weiss at zero field with coupling ``beta``: the mean-field free energy
``-K m^2 / 2 - H(m)``, ``K = beta / T``, has one well iff ``K <= 1``, so ``T_s = beta`` (hand
value). With ``beta = 2``: ``T = 1.5`` is below ``T_s = 2`` (not polynomial, though it is above
the ``T_s = 1`` of ``beta = 1``), and ``T = 2.5`` is above it.
"""

from toolkit.app.mixing_truth import truth_label


def test_curie_weiss_cell_uses_its_own_beta():
    assert truth_label("curie-weiss", 1.5, 200, beta=2.0) != "polynomial"
    assert truth_label("curie-weiss", 2.5, 200, beta=2.0) == "polynomial"
    assert truth_label("curie-weiss", 1.5, 200, beta=1.0) == "polynomial"   # the same T under beta = 1
