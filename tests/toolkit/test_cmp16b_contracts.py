"""cmp16b: boundaries and calls of toolkit modules that no test reached (compare/call sweep).

- ``toolkit.app.commands.phase.sampling_warnings``: a real MLM's grid is warned about
  *below* ``MIN_SAMPLED_SWEEPS`` (4) recorded sweeps: 4 itself is enough (R-hat's four draws
  per chain), 3 is not.
- ``toolkit.app.study.static_point_cost``: the quench costs ``per_row * max(1, chains // 3)``
  per call: at least one row, a third of the chains beyond three.
- ``toolkit.growth.change_temperature``: ``monotone`` is False when *a* polynomial
  temperature lies below *a* faster one, the highest faster one included.
- ``toolkit.app.phase_point.mlm_phase_point``: the energy cumulant is
  ``1 - <E^4> / (3 <E^2>^2)`` with means (docstring), per group and over all records.
- ``toolkit.models.toy.Pairwise.masked_logits``: a state whose gather alone is past the
  ~32 MiB piece still goes through, one state per piece.
- ``toolkit._progress.working``: in ``lines`` mode the ``so far`` lines follow the start line;
  in a bar's mode only the start line is printed.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import toolkit.app.commands.phase as phase
import toolkit.app.phase_point as pp
from toolkit.app.study import static_point_cost
from toolkit.growth import FASTER, POLYNOMIAL, change_temperature
from toolkit.models import potts


# ------------------------------------------------------------------ commands.phase
def _rows(monkeypatch, sweeps, computed_by):
    rows = pd.DataFrame([{"key": "a", "n": 8, "temperature": 1.0, "n_sweeps": sweeps, "computed_by": computed_by,
                          "missing": None}])
    monkeypatch.setattr(phase, "load_results", lambda store: rows)
    monkeypatch.setattr(phase, "point_convergence", lambda r: (True, ""))
    return phase.sampling_warnings("s", ["a"])


def test_real_mlm_grid_at_four_sweeps_is_not_warned(monkeypatch):
    """Docstring: real MLMs are warned *below* MIN_SAMPLED_SWEEPS; 4 is the equality case and
    belongs to the trusted side (R-hat's four draws per chain are there)."""
    assert phase.MIN_SAMPLED_SWEEPS == 4
    assert _rows(monkeypatch, 4, "sampled (glauber, connected replica overlap)") == []
    (w,) = _rows(monkeypatch, 3, "sampled (glauber, connected replica overlap)")
    assert (w["kind"], w["value"], w["threshold"]) == ("sweeps", 3, 4)


def test_lattice_grid_at_the_minimum_is_not_warned(monkeypatch):
    """Lattice runs: warned below MIN_LATTICE_SWEEPS (100); 100 itself is not below it."""
    assert _rows(monkeypatch, phase.MIN_LATTICE_SWEEPS, "sampled (checkerboard)") == []
    (w,) = _rows(monkeypatch, phase.MIN_LATTICE_SWEEPS - 1, "sampled (checkerboard)")
    assert (w["kind"], w["threshold"]) == ("sweeps", phase.MIN_LATTICE_SWEEPS)


# ------------------------------------------------------------------ study
def test_static_point_cost_quench_rows():
    """By hand (n = 4, sweeps 6, burn 2, per_call 0.01, per_row 0.001):
    chains 6: quench 5*4*(0.01 + 0.001*max(1, 2)) = 0.24, passes 0.02 + 0.001*6*4*3 = 0.092,
    steps 8*4*(0.01 + 0.006) = 0.512: 0.844;
    chains 2: quench 5*4*(0.01 + 0.001*max(1, 0)) = 0.22, passes 0.02 + 0.001*2*4*3 = 0.044,
    steps 8*4*(0.01 + 0.002) = 0.384: 0.648."""
    assert static_point_cost(4, 6, 6, 2, 0.01, 0.001) == pytest.approx(0.844, rel=1e-12)
    assert static_point_cost(4, 2, 6, 2, 0.01, 0.001) == pytest.approx(0.648, rel=1e-12)


# ------------------------------------------------------------------ growth
def test_change_temperature_not_monotone_below_the_highest_faster():
    """Faster at T = 1 and 3, polynomial at 2 and 4: the polynomial T = 2 lies below the
    faster T = 3, so the grid is not monotone (docstring); low = 3, high = 4."""
    c = change_temperature([1.0, 2.0, 3.0, 4.0], [FASTER, POLYNOMIAL, FASTER, POLYNOMIAL])
    assert c.monotone is False
    assert (c.low, c.high) == (3.0, 4.0)
    assert c.note.startswith("not monotone")


# ------------------------------------------------------------------ phase_point
def test_mlm_energy_cumulant_uses_means(monkeypatch):
    """With E replaced by 1, 2, ..., N (in record order) the cumulant is, by hand,
    1 - mean(E^4) / (3 mean(E^2)^2) per group of chains and over all records."""
    monkeypatch.setattr(pp, "_energy", lambda model, X: np.arange(1.0, X.shape[0] + 1.0))
    R, C, S = 2, 2, 4
    r = pp.mlm_phase_point(potts(2, 3, 0.3), 2.0, n_groups=R, chains_per_group=C, n_sweeps=S, burn_in=0,
                           energy_every=1, rng=0)
    E = np.arange(1.0, R * C * S + 1.0)  # rows of (chains, records): group g = E[g*C*S:(g+1)*C*S]

    def cum(e):
        return 1.0 - np.mean(e**4) / (3.0 * np.mean(e**2) ** 2)

    assert r["energy_cumulant"] == pytest.approx(cum(E), rel=1e-12)
    assert r["energy_mean"] == pytest.approx(E.mean(), rel=1e-12)
    for g, (_, u) in enumerate(r["energy_replicates"]):
        assert u == pytest.approx(cum(E[g * C * S:(g + 1) * C * S]), rel=1e-12)


# ------------------------------------------------------------------ models.toy
def test_pairwise_masked_logits_when_one_state_exceeds_the_gather_piece():
    """``Pairwise.masked_logits`` gathers ``(B, n, n, q)`` in ~32 MiB pieces of at least one
    state: with ``n^2 q > 2^22`` (n = 1449, q = 2: one state's gather is past a piece) the
    conditionals are still ``h[i, a] + sum_{j unmasked} J[i, j, a, x_j]`` (docstring). ``J`` is
    a zero-stride view of one ``(q, q)`` table ``K``, so no ``n^2 q^2`` array is built: with
    only site 0 unmasked (token 1), site i >= 1 gets ``h[i, a] + K[a, 1]`` (by hand)."""
    from types import SimpleNamespace

    from toolkit.models.toy import Pairwise

    n, q = 1449, 2
    assert n * n * q > 1 << 22
    K = np.array([[0.5, -1.0], [2.0, 0.25]])
    J = np.broadcast_to(K, (n, n, q, q))
    h = np.arange(n * q, dtype=float).reshape(n, q) / n
    fake = SimpleNamespace(length=n, vocab_size=q, h=h, J=J)
    x = np.zeros((2, n), dtype=np.int64)
    x[:, 0] = 1
    mask = np.ones((2, n), dtype=bool)
    mask[:, 0] = False
    out = Pairwise.masked_logits(fake, x, mask)
    assert out.shape == (2, n, q)
    np.testing.assert_array_equal(out[:, 1:], np.broadcast_to(h[1:] + K[:, 1], (2, n - 1, q)))


# ------------------------------------------------------------------ _progress
def test_working_lines_mode_beats_and_bar_mode_prints_the_start_line_only(monkeypatch):
    """``working`` (docstring): a line when the stage starts, then ``desc: ... so far`` lines
    every ``interval`` seconds until it ends; a bar's mode: the start line only."""
    import io
    import time

    from toolkit._progress import working

    out = io.StringIO()   # not a tty: progress=True resolves to "lines"
    with working("stage", True, interval=0.01, file=out):
        t0 = time.perf_counter()
        while out.getvalue().count("\n") < 2 and time.perf_counter() - t0 < 10.0:
            time.sleep(0.01)
    lines = out.getvalue().splitlines()
    assert lines[0] == "stage ..."
    assert len(lines) >= 3 and all(s.startswith("stage: ") for s in lines[1:])
    assert lines[-1].startswith("stage: done")

    monkeypatch.setenv("GLAUBER_PROGRESS", "bar")
    out = io.StringIO()
    with working("stage", None, interval=0.01, file=out):
        time.sleep(0.1)
    assert out.getvalue() == "stage ...\n"
