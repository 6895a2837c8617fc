"""``windows="slowest"`` of toolkit.app.mixing_diagram.mixing_diagram (issue 24): at each size
the slowest of the windows of that size inside the largest window, so that a slow local spot off
the nested window's centre is seen at every size and its entry into a growing window is not read
as growth. Pinned on a template whose truth is a closed form."""

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from benchmarks import mixing_calibration as mc
from tests.old_thresholds import at_old
from toolkit.app import mixing_diagram as md
from toolkit.app.mixing_diagram import (
    Cell,
    mixing_diagram,
    slowest_cell,
    window_family,
    window_starts,
)
from toolkit.app.phase import window_positions
from toolkit.exceptions import InvalidInputError
from toolkit.growth import POLYNOMIAL, Timescale
from toolkit.models.masked_toy import MaskedToy
from toolkit.models.toy import Pairwise


# ---------------------------------------------------------------------- window_starts
@given(st.integers(0, 50), st.integers(1, 40), st.data())
def test_every_short_run_lies_inside_one_window(first, length, data):
    n = data.draw(st.integers(1, length))
    nested = data.draw(st.integers(first, first + length - n))
    starts = window_starts(first, length, n, nested)
    assert list(starts) == sorted(set(starts)) and nested in starts
    assert all(first <= s <= first + length - n for s in starts)  # every window inside the largest
    assert first in starts and first + length - n in starts
    r = n // 2 + 1  # every run of r consecutive sites (or of the whole window, if shorter) is inside one
    r = min(r, length)
    for p in range(first, first + length - r + 1):
        assert any(s <= p and p + r <= s + n for s in starts), (p, r, starts)
    # about 2 length / n windows, not every start
    assert len(starts) <= 2 * length // n + 3


def test_window_starts_rejects_a_window_outside():
    with pytest.raises(InvalidInputError, match="`n` must be in 1..8"):
        window_starts(0, 8, 9)
    with pytest.raises(InvalidInputError, match="`nested`"):
        window_starts(0, 8, 4, nested=5)


# ---------------------------------------------------------------------- slowest_cell
def _ts(kind, lo, hi, n=4, q="t_rel", censored=False):
    value = hi if kind == "upper" else lo
    return Timescale(q, kind, value, lo, hi, "hand", n, 1.0, censored=censored)


def test_slowest_bracket_is_the_largest_low_and_the_largest_high_end():
    a = Cell(4, 1.0, (_ts("lower", 10, math.inf), _ts("upper", 0, 50)), "sampled", seconds=1.0, n_model_calls=3)
    b = Cell(4, 1.0, (_ts("lower", 30, math.inf, censored=True), _ts("upper", 0, 40)), "sampled", seconds=2.0,
             n_model_calls=4, starts_disagree=True)
    c = slowest_cell((0, 2), (a, b))
    # the slowest truth is in [max(10, 30), max(50, 40)]; its low end 30 is b's censored one, and the
    # largest uncensored low end (10) is kept beside it
    assert c.bracket("t_rel") == (30.0, 50.0, True, False)
    assert sorted(t.low for t in c.timescales if t.kind == "lower") == [10.0, 30.0]
    assert c.window_starts == (0, 2) and c.window_cells == (a, b)
    assert (c.seconds, c.n_model_calls, c.starts_disagree) == (3.0, 7, True)
    # a window with no upper end leaves the slowest without one; a quantity of no window is absent
    d = Cell(4, 1.0, (_ts("lower", 5, math.inf),), "sampled")
    e = slowest_cell((0, 1, 2), (a, b, d))
    assert e.bracket("t_rel")[:2] == (30.0, math.inf) and not [t for t in e.timescales if t.quantity == "t_mix"]


def test_slowest_of_exact_cells_is_exact_and_mixed_kinds_are_bounds():
    a = Cell(4, 1.0, (_ts("exact", 4, 4),), "exact")
    b = Cell(4, 1.0, (_ts("exact", 9, 9.5),), "exact")
    kinds = {t.kind for t in slowest_cell((0, 1), (a, b)).timescales}
    assert kinds == {"exact"} and slowest_cell((0, 1), (a, b)).bracket("t_rel")[:2] == (9.0, 9.5)
    s = Cell(4, 1.0, (_ts("upper", 0, 7),), "sampled")
    mixed = slowest_cell((0, 1), (a, s))
    assert {t.kind for t in mixed.timescales} == {"lower", "upper"} and mixed.bracket("t_rel")[:2] == (4.0, 7.0)


def test_slowest_cell_rejects_mismatched_windows():
    a = Cell(4, 1.0, (), "none")
    with pytest.raises(InvalidInputError, match="one entry per window"):
        slowest_cell((0, 1), (a,))
    with pytest.raises(InvalidInputError, match="one size and temperature"):
        slowest_cell((0, 1), (a, Cell(5, 1.0, (), "none")))


# ---------------------------------------------------------------------- a closed-form template
K = 3.0
#: The two coupled sites' random-scan heat-bath chain (q = 2, Potts coupling K, no field): with
#: p = e^K / (e^K + 1) its eigenvalues are 1, p (f = [x = 00] - [x = 11]), 1 - p and 0, so
#: t_pair = 1 / (1 - p) = 1 + e^K (worked by hand; the kernel is written out in _pair_kernel).
T_PAIR = 1.0 + math.exp(K)


def _pair_kernel():
    p = math.exp(K) / (math.exp(K) + 1.0)
    # states 00, 01, 10, 11; pick a site (1/2), redraw it equal to the other with probability p
    P = np.array([[p, (1 - p) / 2, (1 - p) / 2, 0], [p / 2, 1 - p, 0, p / 2], [p / 2, 0, 1 - p, p / 2],
                  [0, (1 - p) / 2, (1 - p) / 2, p]])
    return P


def test_the_pair_kernel_has_the_stated_relaxation_time():
    ev = np.sort(np.linalg.eigvals(_pair_kernel()).real)
    assert ev[-1] == pytest.approx(1.0) and 1.0 / (1.0 - ev[-2]) == pytest.approx(T_PAIR, rel=1e-12)


class _Template:
    """Windows of an 8-site q = 2 template: sites 0 and 1 coupled by K, every other site free of
    any field and coupling. A window's sites fall into independent blocks, so (random scan: a block
    of c of the n sites moves with probability c / n) t_rel = n * max(1, t_pair / 2) when the
    window holds both sites 0 and 1, and n otherwise (a lone site is redrawn from a fixed law: gap 1)."""

    def __init__(self):
        J = np.zeros((8, 8, 2, 2))
        J[0, 1] = J[1, 0] = K * np.eye(2)
        self.base = Pairwise(np.zeros((8, 2)), J)
        self.__name__ = "pair template"

    def positions(self, n):
        return window_positions(8, n, 4)

    def window(self, pos):
        return MaskedToy(self.base, "AAAAAAAA", list(pos))

    def __call__(self, n):
        return self.window(self.positions(n))


def test_the_slowest_window_grows_like_n_where_the_nested_one_jumps(tmp_path):
    fam = _Template()
    d = mixing_diagram(fam, [2, 4, 8], [1.0], windows="slowest", store=str(tmp_path / "cells"))
    nested = mixing_diagram(fam, [2, 4, 8], [1.0], store=str(tmp_path / "nested"))
    for i, n in enumerate((2, 4, 8)):
        lo, hi = d.cells[i][0].bracket("t_rel")[:2]
        assert lo == pytest.approx(n * T_PAIR / 2, rel=1e-8) and hi == pytest.approx(n * T_PAIR / 2, rel=1e-8)
    # the nested windows (3..4, 2..5, 0..7) miss the pair until n = 8: t_rel = 2, 4, then 8 t_pair / 2
    truth = [2.0, 4.0, 8 * T_PAIR / 2]
    assert [nested.cells[i][0].bracket("t_rel")[0] for i in range(3)] == pytest.approx(truth, rel=1e-8)
    assert d.verdicts[0].verdict == POLYNOMIAL and d.verdicts[0].exponent == pytest.approx(1.0, abs=1e-6)
    assert nested.verdicts[0].verdict != POLYNOMIAL  # a jump of 21.1 / 2 over 4..8: n^3.4
    assert d.windows == "slowest" and "slowest window" in d.statement()
    # n = 2: stride ceil(2 / 2) = 1, every start (a run of 2 sites needs its own window); n = 4:
    # stride 2 and the nested 2..5; n = 8: the one window. The nested cell is the nested run's
    assert [row[0].window_starts for row in d.cells] == [(0, 1, 2, 3, 4, 5, 6), (0, 2, 4), ()]
    own = d.cells[0][0].window_cells[d.cells[0][0].window_starts.index(3)]
    assert own.bracket("t_rel") == nested.cells[0][0].bracket("t_rel")
    names = {p.name for p in (tmp_path / "cells").iterdir() if p.name.startswith("cell-")}
    assert {"cell-n2-T1-at0.json", "cell-n2-T1.json", "cell-n4-T1-at0.json", "cell-n8-T1.json"} <= names
    assert "cell-n2-T1-at3.json" not in names and len(names) == 7 + 3 + 1


def test_a_resumed_slowest_diagram_reuses_the_nested_store(tmp_path, monkeypatch):
    """The nested window keeps its cell seed and file: a store of a nested run is read back."""
    f = window_family("masked-chain", {"q": 3, "length": 8, "seed": 1})
    store = str(tmp_path / "s")
    nested = mixing_diagram(f, [2, 4], [0.5], method="sampled", sampled={"n_sweeps": 4, "chains_per_start": 2,
                            "low_chains": 4, "n_replicates": 2, "coupling_sweeps": 4, "n_random": 2}, store=store,
                            rng=3)
    calls = []
    real = md._cell
    monkeypatch.setattr(md, "_cell", lambda model, n, T, *a: calls.append(list(model.free_positions)) or
                        real(model, n, T, *a))
    d = mixing_diagram(f, [2, 4], [0.5], method="sampled", sampled={"n_sweeps": 4, "chains_per_start": 2,
                       "low_chains": 4, "n_replicates": 2, "coupling_sweeps": 4, "n_random": 2}, store=store,
                       rng=3, windows="slowest")
    # inside the largest window 2..5: at n = 2 the windows at 2, 3 (nested: read back) and 4; at
    # n = 4 only the nested one (read back)
    assert calls == [[2, 3], [4, 5]]
    c = d.cells[0][0]
    assert c.window_cells[c.window_starts.index(3)].to_dict() == nested.cells[0][0].to_dict()
    # the calibration's nested view picks the same cells back out
    view = mc.nested_view({"build": lambda s: f}, 0, d)
    assert [row[0].to_dict() for row in view.cells] == [row[0].to_dict() for row in nested.cells]


def test_windows_argument_is_checked():
    f = window_family("masked-independent", {"q": 3, "length": 8, "seed": 0})
    with pytest.raises(InvalidInputError, match="`windows` must be one of"):
        mixing_diagram(f, [2, 4], [1.0], windows="all")
    with pytest.raises(InvalidInputError, match="needs a family of windows of one template"):
        mixing_diagram(lambda n: f(n), [2, 4], [1.0], windows="slowest")


def test_every_site_free_families_keep_the_nested_cell_with_a_note():
    f = window_family("masked-independent", {"q": 3, "seed": 0})  # no template length: every site free
    d = mixing_diagram(f, [2, 3, 4], [1.0], windows="slowest")
    assert all(not row[0].window_cells for row in d.cells) and "each size has one window" in d.notes[0]
    assert [round(row[0].bracket("t_rel")[0], 6) for row in d.cells] == [2.0, 3.0, 4.0]  # closed form: t_rel = n


def test_a_collective_barrier_is_not_hidden_by_the_slowest_window():
    """Curie-Weiss on a 12-site template (beta = 1, no field; exact by enumeration): at T = 0.3 the
    barrier grows with the window (the whole template's t_rel ~ 3e6 against ~ 70 at n = 8): every
    window of a size has it, so the slowest window rises as the centred one does and is not called
    polynomial (the top size's cell is the one window itself); at T = 3 (beta / T = 1/3: high
    temperature) it is polynomial."""
    f = window_family("masked-curie-weiss", {"length": 12, "beta": 1.0, "seed": 0})
    d = mixing_diagram(f, [4, 8, 12], [0.3, 3.0], windows="slowest")
    cold, hot = d.verdicts
    assert cold.verdict != POLYNOMIAL and hot.verdict == POLYNOMIAL
    t8, t12 = (d.cell(n, 0.3).bracket("t_rel")[1] for n in (8, 12))
    assert math.log(t12 / t8) / math.log(12 / 8) > 10
    assert d.cell(12, 0.3).bracket("t_rel") == mixing_diagram(f, [12], [0.3]).cells[0][0].bracket("t_rel")


def test_the_real_mlm_path_runs_the_slowest_windows(monkeypatch, tmp_path):
    """``glauber phase --dynamic`` on a real MLM and benchmarks/mixing_real.py run the real-MLM
    path's windows (REAL_WINDOWS); a toy family keeps the nested ones."""
    from types import SimpleNamespace

    from benchmarks import mixing_real as mr
    from toolkit.app.commands import phase as cmd

    assert md.REAL_WINDOWS == "slowest"
    seen = []
    monkeypatch.setattr(cmd, "mixing_diagram", lambda *a, **k: seen.append(k["windows"]))
    args = SimpleNamespace(dynamic=True, store_path=str(tmp_path / "p.sqlite"), progress=False, model="sceptr", seed=0)
    cmd._dynamic(args, [2, 4], [1.0], window_family("masked-independent", {"q": 3, "length": 8}), md.REAL_WINDOWS)
    cmd._dynamic(args, [2, 4], [1.0], lambda n: None)
    assert seen == ["slowest", "nested"]
    # tiny-en's family (its own sentence) has the windows' interface: positions of the 14 words
    f = mr.family("tiny-en", "cpu")
    assert f.positions(4) == [5, 6, 7, 8] and f.positions(14) == list(range(14))
    # (the model's free_positions are token indices, after the tokenizer's [CLS]): the window of
    # the words 0, 1 frees the first two tokens the whole sentence frees
    assert f.window([0, 1]).free_positions.tolist() == f(14).free_positions[:2].tolist()
    assert f.window(f.positions(4)).free_positions.tolist() == f(4).free_positions.tolist()


def test_plain_words_say_the_cells_are_the_slowest_windows():
    from toolkit.app.mixing_summary import plain_words

    f = window_family("masked-independent", {"q": 3, "length": 8, "seed": 0})
    words = " ".join(plain_words(mixing_diagram(f, [2, 4, 8], [1.0], windows="slowest")))
    assert "slowest of the windows of n sites inside the largest window (7, 3, 1 windows by size)" in words
    assert "slowest" not in " ".join(plain_words(mixing_diagram(f, [2, 4, 8], [1.0])))


def test_glauber_phase_dynamic_on_a_real_mlm_asks_for_the_slowest_windows(monkeypatch, tmp_path):
    """The real-MLM route of ``glauber phase --dynamic`` passes REAL_WINDOWS and a window family
    (the static data and the diagram itself are stubbed: only the call is checked)."""
    import argparse

    from toolkit.app.commands import phase as cmd

    seen = {}

    class Stop(Exception):
        pass

    def fake_dynamic(args, ns, temps, build, windows="nested"):
        seen.update(windows=windows, positions=build.positions(4))
        raise Stop

    monkeypatch.setattr(cmd, "real_phase_data", lambda *a, **k: ({}, {}, {"q": 20}))
    monkeypatch.setattr(cmd, "_dynamic", fake_dynamic)
    p = cmd.add_parser(argparse.ArgumentParser().add_subparsers())
    args = p.parse_args(["--model", "sceptr", "--dynamic", "--n", "2,4,7", "--temperature", "1,2,3",
                         "--store", str(tmp_path / "s.sqlite")])
    args.progress = False
    with pytest.raises(Stop):
        cmd._run_real(args)
    assert seen == {"windows": "slowest", "positions": [5, 6, 7, 8]}


def test_a_falling_top_pair_is_said_in_the_reasons():
    """The jump branch on a timescale that falls over the top pair (AntiBERTy's slowest 2-window,
    677 exact, against a coupling upper end of 61.6 at n = 4, T = 0.3): polynomial, with the
    reason that the verdict rests on the top size's upper end."""

    v = at_old([1, 2, 4], [1.0, 677.0, 7.23], [1.0, 677.0, 61.6], censored=[False, False, True])
    assert v.verdict == POLYNOMIAL and v.exponent_n == (2, 4)
    assert v.exponent_interval[1] == pytest.approx(math.log(61.6 / 677.0) / math.log(2))
    assert any("the timescale falls over the top pair" in r for r in v.reasons)
    rising = at_old([1, 2, 4], [1.0, 677.0, 700.0], [1.0, 677.0, 900.0])
    assert not any("falls" in r for r in rising.reasons)


def test_plain_words_read_a_real_mlm_record_of_slowest_windows():
    """A benchmarks/mixing_real.py record (flat cells, the counts in windows_per_size), as the
    report's phase section loads it."""
    import json
    from pathlib import Path

    from toolkit.app.mixing_summary import plain_words

    rec = json.loads((Path(__file__).parents[1] / "benchmarks/results/mixing-real-cpu.json").read_text())
    sceptr = next(m for m in rec["models"] if m["model"] == "sceptr")
    words = " ".join(plain_words({**sceptr, "label": "sceptr"}))
    assert sceptr["windows"] == "slowest" and "(13, 7, 3, 1 windows by size)" in words


def test_mixing_real_counts_every_stored_window_as_reused(monkeypatch, tmp_path):
    """benchmarks/mixing_real.py's ``cells_reused`` (the README's "computed by an earlier
    invocation") counts the slowest windows' files too, not only the nested one's."""
    from benchmarks import mixing_real as mr

    monkeypatch.setattr(mr, "family", lambda name, device: window_family("masked-independent",
                                                                         {"q": 3, "length": 8, "seed": 0}))
    first = mr.run_model("toy", "cpu", "cpu", str(tmp_path), 0, [2, 4, 8], [1.0])
    again = mr.run_model("toy", "cpu", "cpu", str(tmp_path), 0, [2, 4, 8], [1.0])
    assert first["cells_reused"] == 0 and first["windows_per_size"] == [7, 3, 1]
    assert again["cells_reused"] == 7 + 3 + 1
