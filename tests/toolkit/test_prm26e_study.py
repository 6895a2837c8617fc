"""prm26e (issue 30, ninth sweep): ``toolkit.app.study`` hands the user's coupling, the progress
callback and the semantic run's record spacing on to the library call of its section
(benchmarks/default_only_args.py --sites: no test handed anything but the callee's default at
these call sites). The toy model is real; the library call is a stub where ``study`` looks it
up, recording what it received and stopping the section.

Contracts: ``study(coupling=...)``: ``auto`` (a pilot picks) or a name, the coupling of the
mixing bounds; ``progress`` gets each line of the phase section's dynamic diagram prefixed
``[phase]``; the semantic run records every ``max(1, steps // 200)`` steps (at most ~200 records
a chain, whatever the budget's steps)."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app import study
from toolkit.models import potts


class _Stop(Exception):
    pass


def _recorder(seen):
    def stub(*a, **kw):
        seen.update(kw)
        raise _Stop
    return stub


def test_named_coupling_reaches_the_mixing_bounds(monkeypatch, tmp_path):
    seen = {}
    monkeypatch.setattr(study, "mixing_bounds", _recorder(seen))
    with pytest.raises(_Stop):
        study._mixing(potts(2, 3, 1.0), [1.0], study.Budget(seconds=10.0, per_call=1e-4, per_row=1e-5), "crn",
                      str(tmp_path), 0, None)
    assert seen["coupling"] == "crn"   # not mixing_bounds' own default, "maximal"


def test_progress_reaches_the_dynamic_diagram_with_the_phase_prefix(monkeypatch):
    seen = {}
    monkeypatch.setattr(study, "mixing_diagram", _recorder(seen))
    lines = []
    s = study.Section("phase", "Phase")
    with pytest.raises(_Stop):
        study._phase_dynamic(s, potts(2, 8, 1.0), [2, 3, 4], [1.0], study.Budget(seconds=1e6, per_call=1e-6,
                                                                                   per_row=1e-9),
                             1e6, np.random.default_rng(0), lines.append)
    assert callable(seen.get("progress"))
    seen["progress"]("n = 2 done")
    assert lines == ["[phase] n = 2 done"]


def _text_model(n=4, q=3):
    # what _semantic asks of a text MLM: the MLM's attributes, word tokens, hidden states
    return SimpleNamespace(vocab_size=q, length=n, split_chars=False, with_template=None, decode=None,
                           _template_args=None, logits_and_hidden=None,
                           initial_state=lambda: np.zeros(n, dtype=np.int64))


def test_semantic_run_records_every_steps_over_200(monkeypatch, tmp_path):
    seen = {}
    monkeypatch.setattr(study, "semantic_trajectories", _recorder(seen))
    with pytest.raises(_Stop):
        study._semantic(_text_model(), [1.0], study.Budget(seconds=100.0, per_call=1e-3, per_row=1e-6),
                        str(tmp_path), 0)
    steps = seen["n_steps"]
    assert steps >= 400                       # a budget of many steps: records spaced out
    assert seen["record_every"] == steps // 200
