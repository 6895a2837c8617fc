"""Sweep 7, group a4 (issue 30): toolkit.app.report.semantic.section called without ``quick``
is the full run (12 chains x 1500 steps, as test_sweep6s4_semantic.py pins for quick=False),
not the quick one (8 x 600); and every section of the report registry has the uniform
signature's defaults ``quick=False, real=True, rng=None`` (toolkit.app.report's docstring:
``section(out_dir, *, quick, real, rng)``), so a direct call is the full section."""

import inspect

import numpy as np
import pytest

from toolkit.app import report as rep
from toolkit.app.report import semantic


class _Stop(Exception):
    pass


def test_default_is_the_full_run(tmp_path, monkeypatch):
    seen = {}

    def fake_study(**kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(semantic, "semantic_study", fake_study)
    rng = np.random.default_rng(1)
    with pytest.raises(_Stop):
        semantic.section(str(tmp_path), rng=rng)
    assert (seen["n_chains"], seen["n_steps"]) == (12, 1500) and seen["rng"] is rng
    with pytest.raises(_Stop):
        semantic.section(str(tmp_path), quick=True, rng=rng)
    assert (seen["n_chains"], seen["n_steps"]) == (8, 600)


@pytest.mark.parametrize("key", sorted(rep.SECTIONS))
def test_registry_sections_default_to_the_full_section(key):
    params = inspect.signature(rep.SECTIONS[key].section).parameters
    assert params["quick"].default is False and params["real"].default is True and params["rng"].default is None
    assert all(params[k].kind is inspect.Parameter.KEYWORD_ONLY for k in ("quick", "real", "rng"))


def test_semantic_is_registered_as_needing_the_real_model():
    assert semantic.KEY == "semantic" and semantic.NEEDS_REAL is True and semantic.STREAM == 5
    assert rep.SECTIONS["semantic"] is semantic
