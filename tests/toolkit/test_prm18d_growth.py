"""prm18d promise sweep: combine_verdicts, undetermined, reports the longest window.

Docstring of ``combine_verdicts``: an undetermined combination is about the longest window
among the inputs (its ``n_values`` and ``slopes``), whichever quantity comes first."""

from toolkit.growth import UNDETERMINED, GrowthVerdict, combine_verdicts


def test_undetermined_combination_is_about_the_longest_window():
    short = GrowthVerdict(UNDETERMINED, 1.0, "t_rel", (8, 16), slopes=((8, 16, 1.0, 1.0, 1.0, 1.0),))
    long_ = GrowthVerdict(UNDETERMINED, 1.0, "t_mix", (8, 16, 32, 64),
                          slopes=((8, 16, 1.0, 2.0, 1.0, 2.0), (16, 32, 1.0, 2.0, 1.0, 2.0),
                                  (32, 64, 1.0, 2.0, 1.0, 2.0)))
    v = combine_verdicts([short, long_])
    assert v.verdict == UNDETERMINED
    assert v.n_values == (8, 16, 32, 64) and v.n_range == (8, 64)
    assert len(v.slopes) == 3
