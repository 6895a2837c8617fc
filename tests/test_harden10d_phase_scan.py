"""harden10d: automut --fresh-lines survivors in ``glauber phase`` and ``glauber scan``.

- ``glauber phase --json``: ``timings.seconds`` is the command's own wall-clock time, so it lies
  between 0 and the time measured around the call (mutant: ``perf_counter() + t0``).
- ``glauber scan nlogn --method auto`` lumps an exchangeable family beyond enumeration: no
  ``q**n`` guard at build (mutant: ``method == "enumerate"`` -> ``!=`` in the guard's rule).
"""

from __future__ import annotations

import json
import time

from toolkit.cli import main


def test_phase_seconds_is_the_wall_clock_of_the_run(capsys, tmp_path):
    t0 = time.perf_counter()
    rc = main(["phase", "--model", "curie-weiss", "--beta", "1.0", "--n", "8,16,32", "--temperature", "0.7:1.4:5",
               "--store", str(tmp_path / "p.sqlite"), "--json"])
    wall = time.perf_counter() - t0
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert 0.0 <= out["timings"]["seconds"] <= wall


def test_scan_nlogn_lumps_an_exchangeable_family_beyond_enumeration(capsys):
    # ``--method auto``: curie-weiss "on their chain of token counts beyond enumeration" (its help):
    # n = 40 is 2^40 states to enumerate but 41 token counts, so no state-space guard applies
    rc = main(["scan", "nlogn", "--model", "curie-weiss", "--sizes", "30,40", "--temperature", "1.5", "--json"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n"] == [30, 40]
