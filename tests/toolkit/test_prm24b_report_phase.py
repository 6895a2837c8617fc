"""prm24b: arguments of :mod:`toolkit.app.report.phase` that no test passed off their defaults
(seventh sweep, ``benchmarks/default_only_args.py``).

- ``_exps(keys)``: only the exponents named in ``keys`` are written.
- ``section(store)``: documented as the resumable store of the exact calibration cases
  (default ``OUT/phase.sqlite``): the store given is the one the sweep reads (a spy of
  ``phase_scaling_data`` records it and stops the section).
"""

import os

import pytest

from toolkit.app.report import phase as rp


def test_exps_writes_only_the_keys_given():
    ex = {"1/nu (collapse)": {"value": 1.0, "stderr": 0.1}, "gamma/nu (collapse)": {"value": 1.75, "stderr": 0.2}}
    out = rp._exps(ex, keys=("gamma/nu (collapse)",))
    assert out.startswith("gamma/nu 1.75")
    assert "1/nu" not in out.replace("gamma/nu", "")
    assert "1/nu 1" in rp._exps(ex)  # the default keys name both


class _Stop(Exception):
    pass


def test_section_hands_the_store_to_the_sweep(monkeypatch, tmp_path):
    seen = []

    def spy(store, **kw):
        seen.append(store)
        raise _Stop

    monkeypatch.setattr(rp, "phase_scaling_data", spy)
    mine = tmp_path / "elsewhere.sqlite"
    with pytest.raises(_Stop):
        rp.section(str(tmp_path / "out"), quick=True, real=False, store=mine)
    assert seen == [os.fspath(mine)]
    with pytest.raises(_Stop):
        rp.section(str(tmp_path / "out"), quick=True, real=False)
    assert seen[-1] == os.path.join(str(tmp_path / "out"), "phase.sqlite")
