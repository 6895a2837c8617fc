"""Contract sweep s3 (issue 30): toolkit.calibration promises left unpinned: the censoring parse
(with and without a cap), the notes and the table's note column, the ">= " cell, the 16-site
edge of the pseudo-likelihood rule, the burn_in default and its last allowed value."""

from types import SimpleNamespace

import pytest

from toolkit import calibration as cal
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.results import Estimate


def test_censoring_notes_and_cells():
    capped = Estimate(13.0, method="coalescence, 179 censored at 20: lower estimate", n_samples=400)
    plain = Estimate(7.5, method="exit times, 3 censored: lower estimate")
    assert cal.censoring(capped) == (179, 20) and cal.censoring(plain) == (3, None)
    assert cal.estimate_note(capped) == "179 of 400 censored at 20: a lower estimate"
    assert cal.estimate_note(plain) == "3 censored: a lower estimate"
    assert cal.estimate_note(Estimate(2.0, method="iat (window not reached: chains too short)")) == \
        "window not reached: chains too short"
    assert cal.estimate_note(Estimate(2.0, method="iat")) == ""
    assert cal.sampled_cell(capped) == ">= 13" and cal.sampled_cell(Estimate(1.25, method="x")) == 1.25
    t = cal.noted_table([("a", 1.0), ("b", 2.0)], ("q", "v"), [Estimate(1.0, method="x"), plain])
    assert t.splitlines()[0].split() == ["q", "v", "note"] and t.splitlines()[-1].endswith("3 censored: a lower estimate")
    assert cal.noted_table([("a", 1.0)], ("q", "v"), [Estimate(1.0, method="x")]).splitlines()[0].split() == ["q", "v"]


def test_pseudo_likelihood_up_to_sixteen_sites_of_a_real_mlm():
    assert cal.LPL_MAX_SITES == 16

    def mlm(n):
        return SimpleNamespace(vocab_size=3, length=n, forward_pass_per_site=True, logits=lambda x, s: None)

    assert cal.records_pseudo_likelihood(mlm(16)) and not cal.records_pseudo_likelihood(mlm(17))
    toy = SimpleNamespace(vocab_size=3, length=40, logits=lambda x, s: None)
    assert cal.records_pseudo_likelihood(toy)


def test_burn_in_default_is_half_and_must_leave_four_steps():
    m = potts(2, 3, 0.5)
    s = cal.sampled_summary(m, n_chains=2, n_steps=8, coupling_times=[1], n_pairs=1, n_replicates=2, max_steps=4,
                            rng=0)
    assert s.burn_in == 4
    cal.sampled_summary(m, n_chains=2, n_steps=8, burn_in=4, coupling_times=[1], n_pairs=1, n_replicates=2,
                        max_steps=4, rng=0)
    with pytest.raises(InvalidInputError, match="`burn_in` must leave at least 4"):
        cal.sampled_summary(m, n_chains=2, n_steps=8, burn_in=5, rng=0)
    with pytest.raises(InvalidInputError, match="`n_steps`"):
        cal.sampled_summary(m, n_chains=2, n_steps=7, rng=0)
    with pytest.raises(InvalidInputError, match="`n_chains`"):
        cal.sampled_summary(m, n_chains=1, n_steps=8, rng=0)


def test_summary_quantities_names_specs_and_coupling_times():
    m = potts(2, 3, 0.5)
    s = cal.sampled_summary(m, n_chains=4, n_steps=16, coupling_times=[1, 3], n_pairs=2, n_replicates=8,
                            max_steps=50, name="toy", rng=1)
    names = [q.name for q in s.quantities]
    assert names[:3] == ["mean frac(0)", "iat frac(0)", "R-hat frac(0)"]
    assert "d(1) coupling bound" in names and "d(3) coupling bound" in names
    assert names[-1] == "mean coalescence time"
    assert s["d(3) coupling bound"].spec == {"quantity": "d", "t": 3} and s["d(3) coupling bound"].kind == "upper bound"
    assert s["iat frac(0)"].spec == {"quantity": "iat", "observable": "frac(0)", "scan": "random"}
    assert s["R-hat frac(0)"].kind == "diagnostic" and s.method == "glauber (random scan)"
    d = s.to_dict()
    assert (d["model"], d["n_chains"], d["n_steps"], d["burn_in"]) == ("toy", 4, 16, 8)
    assert [q["name"] for q in d["quantities"]] == names
    assert s.head() == "toy: T=1, 4 chains x 16 steps (burn-in 8, glauber (random scan))"
    from toolkit.exceptions import UnknownNameError
    with pytest.raises(UnknownNameError, match="no quantity 'x'"):
        s["x"]
    rf = cal.sampled_summary(m, n_chains=4, n_steps=16, coupling_times=[1], n_pairs=1, n_replicates=4,
                             max_steps=20, rejection_free=True, rng=1)
    assert rf.method == "rejection-free"
    with pytest.raises(InvalidInputError, match="`rejection_free` simulates the random-scan chain"):
        cal.sampled_summary(m, n_chains=4, n_steps=16, rejection_free=True, scan="systematic", rng=1)
    with pytest.raises(InvalidInputError, match="`exit_set` needs `exit_start`"):
        cal.sampled_summary(m, n_chains=4, n_steps=16, coupling_times=[1], n_pairs=1, n_replicates=4, max_steps=20,
                            exit_set=lambda x: x[:, 0] == 0, rng=1)
