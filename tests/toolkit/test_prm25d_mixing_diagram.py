"""prm25d (issue 30): toolkit.app.mixing_diagram.REAL_OPTIONS_LIGHT, entry by entry.

Its comment: REAL_OPTIONS with fewer sweeps (20), two coupled pairs (``max_pairs`` 2, was 1)
for 40 sweeps, ``low_chains`` 24 and ``max_tests`` 1; every other option REAL_OPTIONS's.
"""

from toolkit.app.mixing_diagram import REAL_OPTIONS, REAL_OPTIONS_LIGHT


def test_light_options_are_the_documented_ones():
    assert REAL_OPTIONS_LIGHT == {**REAL_OPTIONS, "n_sweeps": 20, "coupling_sweeps": 40, "max_pairs": 2,
                                  "low_chains": 24, "max_tests": 1}
