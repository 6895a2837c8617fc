"""prm30d (issue 30): the mixing section's 'vacuous lower bound' note names exactly the
temperatures whose lower bound is 1.

:func:`toolkit.app.study._mixing` adds "At T = ... the lower bound is 1, t_mix's floor" for
the temperatures where the distinguishing statistics found no signal (``t_lower + 1 <= 1``,
:func:`_bracket_verdict`'s ``vacuous``). Three temperatures with only the middle one vacuous:
the real bounds (as in tests/test_prm29e_study.py, short runs) with the lower curve replaced
by hand: 1/2 at the first grid time t = 1 (above eps = 1/4: ``t_lower = 1``, not vacuous) at
T = 0.5 and 2, 0 everywhere at T = 1 (``t_lower = 0``: vacuous)."""

from __future__ import annotations

import dataclasses

import numpy as np

import toolkit.app.study as study
from toolkit.models import potts


def test_only_the_inner_vacuous_temperature_is_named(tmp_path, monkeypatch):
    real = study.mixing_bounds

    def spy(model, **k):
        b = real(model, **{**k, "n_replicates": 2, "max_steps": 16, "n_times": 4, "budget_s": None})
        lower = np.zeros(b.times.size) if k["temperature"] == 1.0 else np.where(b.times == 1, 0.5, 0.0)
        return dataclasses.replace(b, d_lower=lower)

    monkeypatch.setattr(study, "mixing_bounds", spy)
    s = study._mixing(potts(2, 3, 1.0), [0.5, 1.0, 2.0], study.Budget(100.0, 0.0, 1e-3), "maximal", str(tmp_path),
                      0, None)
    per_t = s.data["per_temperature"]
    assert [per_t[t]["t_lower"] for t in ("0.5", "1", "2")] == [1, 0, 1]
    (note,) = [t for t in s.text if "t_mix's floor" in t and t.startswith("At T = ")]
    assert note.startswith("At T = 1 the lower bound is 1, t_mix's floor")
