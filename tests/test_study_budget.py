"""``glauber study`` keeps each section within its share of the budget (issue 26, "Times that
hold"): the phase section's dynamic diagram is planned on what the finite-size grid leaves of
the phase share and cut (sizes, temperatures, sweeps) where it does not fit, saying so.

The model work is counted, not timed: a masked toy runs through the real-MLM path (windows of
its template) behind a meter that charges every call the cost the study's pilot is pinned to
(``per_call + per_row * rows``), so the check does not depend on the machine's load. The
pinned costs are far above the toy's real ones, so no wall-clock guard of the study binds and
the plan alone decides what runs."""

import numpy as np
import pytest

from toolkit.app import study as study_mod
from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import make_model
from toolkit.results import Estimate

PER_CALL, PER_ROW = 0.01, 0.001  # pinned pilot: seconds per call and per row


class Meter:
    """The pinned cost of every model call, summed (one shared total for all windows)."""

    def __init__(self):
        self.seconds, self.calls, self.rows = 0.0, 0, 0

    def charge(self, rows: int) -> None:
        self.calls += 1
        self.rows += int(rows)
        self.seconds += PER_CALL + PER_ROW * int(rows)


class Metered:
    """``model`` with each ``logits`` / ``all_conditionals`` call charged to ``meter``;
    its windows (``with_template``) share the meter."""

    def __init__(self, model, meter):
        self._model, self._meter = model, meter

    def logits(self, x, sites):
        self._meter.charge(np.asarray(x).shape[0])
        return self._model.logits(x, sites)

    def all_conditionals(self, x):
        x = np.asarray(x)
        self._meter.charge(x.shape[0] * int(self._model.length))
        return self._model.all_conditionals(x)

    def with_template(self, **changes):
        return Metered(self._model.with_template(**changes), self._meter)

    def __getattr__(self, name):
        return getattr(self._model, name)


@pytest.fixture
def pinned(monkeypatch):
    monkeypatch.setattr(study_mod, "pilot_cost", lambda model, **kw: (PER_CALL, PER_ROW))


def _phase_study(tmp_path, budget, meter):
    model = Metered(make_model("masked-chain", q=20, n=16, length=16, coupling=4.0, seed=0), meter)
    rep = study_mod.study(model, str(tmp_path), budget=budget, sections=["phase"], rng=1)
    return next(s for s in rep.sections if s.key == "phase")


def test_phase_section_stays_within_its_share(tmp_path, pinned):
    # 300 pinned seconds: the phase share is 0.14 x 300 = 42 s; the finite-size grid is planned
    # on a third of it (n = 2, 4, 8: 10.3 s by static_point_cost), the dynamic diagram on the
    # rest (at least 31.7 s): n = 2, 4, 8 at the two end temperatures with runs of 4 sweeps
    # (22.9 s by dynamic_cell_cost; with a third T 34.3 s, with runs of 6 sweeps 40.6 s)
    meter = Meter()
    sec = _phase_study(tmp_path, 300.0, meter)
    share = 300.0 * study_mod.SHARES["phase"]
    assert sec.skipped is None
    assert meter.seconds <= share, (meter.seconds, share, meter.calls, meter.rows)
    text = "\n".join(sec.text)
    assert "| 0.3 | " in text and "| 2 | " in text and "| 2..8 |" in text  # the diagram ran, n = 2..8
    assert "Not resolved within the budget: T = 0.6, 1; runs of 4 sweeps" in text
    assert "(grid planned on 33% of the share, 10 s; not resolved within the budget: n = 16)" in text
    dyn = [c for c in sec.claims if c.name.startswith("dynamic verdict at T")]
    assert len(dyn) == 4  # one per temperature, those left out of the diagram among them
    left_out = [c.name for c in dyn if c.verdict == "not resolved" and "within the budget" in c.reason]
    assert left_out == ["dynamic verdict at T = 0.6", "dynamic verdict at T = 1"]
    # every computed row carries its verdict word (issue 26): an established growth class holds,
    # an undetermined one is not resolved, each with its reason
    for c in dyn:
        assert c.status() == ("holds" if c.value in ("polynomial", "faster than polynomial") else "not resolved")
        assert c.reason


def test_phase_section_says_so_when_no_dynamic_diagram_fits(tmp_path, pinned):
    # 40 pinned seconds: a phase share of 5.6 s; the grid takes 3.35 s (n = 2, 4 at its
    # shortest, 3 sweeps), and the smallest dynamic diagram (n = 2, 4 at one T, runs of 4
    # sweeps: 4.42 s since the fixed points all get low_chains chains, 3.85 s before: +4 x 4 x 36 rows
    # x 0.001 s) does not fit the 2.25 s left
    meter = Meter()
    sec = _phase_study(tmp_path, 40.0, meter)
    assert meter.seconds <= 40.0 * study_mod.SHARES["phase"], meter.seconds
    text = "\n".join(sec.text)
    assert ("Dynamic verdict: not resolved within the budget: the smallest dynamic diagram (n = 2, 4 at one T, "
            "runs of 4 sweeps) needs about 4.42 s, and 2.25 s of the share are left") in text
    dyn = [c for c in sec.claims if c.name.startswith("dynamic verdict at T")]
    assert len(dyn) == 4 and all(c.verdict == "not resolved" for c in dyn)


# ---------------------------------------------------------------------- blind audit 4c (issue 30)
# study (toolkit/app/study.py): the verdict words' boundaries, the shares, the budget's check


def test_bracket_ratio_of_exactly_ten_holds():
    from toolkit.app.study import _bracket_verdict
    # t_mix in [10, 100]: the claim is "within 10x", so a ratio of 10 is inside it
    d = {"t_lower": 9, "t_upper": 100.0, "ratio": 10.0, "n_censored": 0, "n_steps": 1000}
    assert _bracket_verdict(d) == ("holds", "")


def test_escape_refuted_needs_the_whole_interval_below():
    from toolkit.app.study import _escape_verdict
    straddles = Estimate(50.0, stderr=10.0, ci=(30.0, 150.0))
    assert _escape_verdict(1.0, 100.0, straddles, 0)[0] == "not resolved"
    below = Estimate(50.0, stderr=10.0, ci=(30.0, 70.0))
    assert _escape_verdict(1.0, 100.0, below, 0)[0] == "refuted"


def test_escape_bound_of_one_step_is_vacuous():
    from toolkit.app.study import _escape_verdict
    # every escape takes at least one step: E[tau] >= 1 says nothing
    assert _escape_verdict(1.0, 1.0, Estimate(0.5, ci=(0.4, 0.6)), 0)[0] == "vacuous"


def test_study_shares_sum_to_one_without_semantic():
    from toolkit.app.study import SECTION_KEYS, SHARES, study_shares
    sh = study_shares(False, SECTION_KEYS)
    assert sh["semantic"] == 0.0 and sh["mixing"] == pytest.approx(SHARES["mixing"] + SHARES["semantic"])
    assert sum(sh.values()) == pytest.approx(1.0)


def test_plan_dynamic_keeps_the_growth_window_before_dropping_temperatures():
    from toolkit.app.study import dynamic_cell_cost, dynamic_options, plan_dynamic
    from toolkit.growth import WINDOW
    q, per_call, per_row = 20, 0.01, 0.001
    ns = [2, 4, 8, 16, 32][:WINDOW]
    temps = [0.3, 0.6, 1.0, 2.0]
    # exactly the cost of the WINDOW sizes at the two end temperatures, runs of level 2
    two_ends = 2 * sum(dynamic_cell_cost(q, v, dynamic_options(2), per_call, per_row) for v in ns)
    p = plan_dynamic(q, ns, temps, two_ends * 1.0001, per_call, per_row)
    assert p.n_values == tuple(ns) and len(p.n_values) == WINDOW


def test_study_refuses_a_zero_budget(tmp_path):
    from toolkit.app.study import study
    from toolkit.models import potts
    with pytest.raises(InvalidInputError, match="budget"):
        study(potts(2, 3, 1.0), str(tmp_path), budget=0.0)


# ---- soundness / reference checkers
