"""prm24e (seventh sweep, issue 30): toolkit.lattice.lattice_scaling_data's ``label``, never
passed by a test (``benchmarks/results/default-only-args-2026-12-06.md``): a given label names
the data (``ScalingData.label``), the empty default falls back to the model's description."""

from __future__ import annotations

from toolkit.lattice import lattice_scaling_data


def test_a_given_label_names_the_data():
    d = lattice_scaling_data(2, [4, 6], [1.5, 2.0, 2.5], n_groups=2, chains_per_group=1, n_sweeps=4, burn_in=1, dimension=1,
                             rng=0, label="my rings")
    assert d.label == "my rings"  # default: "Potts q=2 on rings"
