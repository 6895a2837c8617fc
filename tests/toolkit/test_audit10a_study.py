"""Tenth blind audit, part a: ``toolkit.app.study``'s metastability rows and its results.json.

- The metastability section's ``x*`` is "the fixed point reached from the sequence" (its
  table's row 0, "reached from: sequence"): on a ferromagnetic 1-D Potts chain the sequence
  ``CCCC`` is itself a zero-temperature fixed point (every site's argmax is the token its
  neighbours share), so row 0 is ``CCCC``, 0 sites changed, with the margin ``gamma`` = the
  coupling (an end site of the path sees one agreeing neighbour: ``c - 0``; inner sites
  ``2c``), and the escape bound is ``e^(gamma/T)/(q - 1)`` (``toolkit.theory``), here ``e^6``.
  The random starts reach other fixed points (``AAAA`` and mixed ones) that sort before it.
- ``results.json`` of a study is the verify report's layout (docs/json.md, "glauber verify
  --json": ``sections{}.title``, ``sections{}.skipped`` = why it was skipped, null when it ran,
  ``sections{}.figures``, ``sections{}.data``).
"""

import json
import math

import numpy as np
import pytest

from toolkit.app.study import Budget, _metastability, study
from toolkit.models import potts
from toolkit.models.masked_toy import masked_chain


@pytest.mark.parametrize("seed", [0, 2])
def test_metastability_row_zero_is_the_sequences_fixed_point(seed):
    c, T = 3.0, 0.5
    model = masked_chain(q=2, n=4, coupling=c, scale=0.0, text="CCCC")
    s = _metastability(model, [T], Budget(10.0, 1e-3, 1e-4), np.random.default_rng(seed))
    fixed = s.data["fixed_points"]
    assert len(fixed) >= 2 and "AAAA" in fixed  # another fixed point, lexicographically first
    assert fixed[0] == "CCCC"
    assert s.data["margins"][0] == pytest.approx(c, rel=1e-12)
    assert s.data[f"{T:g}"]["bound"] == pytest.approx(math.exp(c / T) / (2 - 1), rel=1e-12)
    row0 = next(line for line in s.text[1].splitlines() if line.startswith("| 0 |"))
    assert [cell.strip() for cell in row0.strip("|").split("|")][:4] == ["0", "sequence", "3", "0"]


def test_study_results_json_names_why_a_section_was_skipped(tmp_path):
    out = tmp_path / "study"
    rep = study(potts(2, 3, 0.5), str(out), budget=1.0, temperatures=[1.0], sections=["phase"], rng=0)
    phase = next(s for s in rep.sections if s.key == "phase")
    assert phase.skipped  # a toy family has no template: the phase section says why it skipped
    saved = json.loads((out / "results.json").read_text())["sections"]
    assert set(saved) == {"budget", "phase"}
    assert saved["phase"]["skipped"] == phase.skipped and "masked LM" in saved["phase"]["skipped"]
    assert saved["budget"]["skipped"] is None
    assert {"title", "skipped", "figures", "data"} <= set(saved["phase"])
