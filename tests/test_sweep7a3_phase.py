"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.app.commands.phase.

Survivors of ``scripts/automut.py --seed 2026120371``: the refusal of a ``--method`` that a
size cannot take built its flag text with ``-`` (a TypeError instead of the one-line error),
and the sizes kept by :func:`toolkit.app.commands.phase.mixing_change_of` took ``tau >= 0``
for ``tau > 0``. Near variants pinned too: each side of the grid checks' boundaries
(sizes, temperatures, sweeps, groups, torus sides) and the non-positive / non-finite
relaxation times.
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app.commands import phase
from toolkit.cli import main
from toolkit.exceptions import InvalidInputError


def _one_error_line(capsys, argv):
    assert main(["phase", *argv]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("glauber phase: error: "), lines
    return lines[0]


def test_method_a_size_cannot_take_names_the_method_and_the_size(tmp_path, monkeypatch, capsys):
    # _toy_grid: "`--method` M with `--n` N: <why>" for an explicit method (lumped chains need
    # the mean-field family; a Potts cycle has none)
    monkeypatch.chdir(tmp_path)
    line = _one_error_line(capsys, ["--model", "potts", "--graph", "cycle", "--q", "2", "--n", "16,36",
                                    "--temperature", "1,2,3", "--method", "lumped"])
    assert "`--method` lumped with `--n` 16: " in line
    assert list(tmp_path.iterdir()) == []


def test_auto_method_a_size_cannot_take_names_only_the_size(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    line = _one_error_line(capsys, ["--model", "random-table", "--q", "3", "--n", "4,12", "--temperature", "1,2,3"])
    assert "`--n` 12: " in line and "`--method`" not in line


# ------------------------------------------------------------------ boundaries of the grid checks
def test_sizes_bounds_both_sides():
    # docstring: integers >= 1, at most ``most``, at least two distinct, returned sorted
    assert phase._check_sizes([3, 1, 3]) == [1, 3]
    assert phase._check_sizes([2, 5], most=5) == [2, 5]
    with pytest.raises(InvalidInputError, match=r"`--n` sizes must be integers 1\.\.5; got 6"):
        phase._check_sizes([2, 6], most=5)
    with pytest.raises(InvalidInputError, match=r"`--n` sizes must be integers >= 1; got 0"):
        phase._check_sizes([0, 2])
    with pytest.raises(InvalidInputError, match=r"needs >= 2 distinct sizes .*got \[4\]"):
        phase._check_sizes([4, 4])


def test_temperatures_bounds_both_sides():
    assert phase._check_temperatures([2.0, 0.5, 1.0, 2.0]) == [0.5, 1.0, 2.0]
    for bad in (0.0, -1.0, float("inf"), float("nan")):
        with pytest.raises(InvalidInputError, match="`--temperature` values must be finite and > 0"):
            phase._check_temperatures([1.0, 2.0, bad])
    with pytest.raises(InvalidInputError, match="needs >= 3 distinct temperatures"):
        phase._check_temperatures([1.0, 2.0, 2.0])


def test_sampling_minimum_is_accepted_and_one_below_refused():
    def args(sweeps=None, groups=None):
        return SimpleNamespace(sweeps=sweeps, groups=groups)

    phase._check_sampling(args(sweeps=4, groups=2), min_sweeps=4)  # the minima themselves pass
    phase._check_sampling(args(), min_sweeps=4)  # unset: the defaults
    with pytest.raises(InvalidInputError, match=r"`--sweeps` must be >= 4 .*got 3"):
        phase._check_sampling(args(sweeps=3), min_sweeps=4)
    with pytest.raises(InvalidInputError, match=r"`--groups` must be >= 2 .*got 1"):
        phase._check_sampling(args(groups=1), min_sweeps=4)


def test_torus_sides():
    # lattice sampling (auto, lattice): L even and >= 4; enumeration: any square with L >= 3
    torus = {"graph": "torus"}
    phase._check_torus([16, 36], torus, "auto")
    phase._check_torus([16], torus, "lattice")
    phase._check_torus([9, 25], torus, "enumeration")
    phase._check_torus([7, 5], {"graph": "cycle"}, "auto")  # not a torus: nothing to check
    for n, method in ((25, "auto"), (4, "lattice"), (4, "enumeration"), (10, "enumeration")):
        with pytest.raises(InvalidInputError, match=rf"`--n` {n}: --graph torus"):
            phase._check_torus([n], torus, method)


# ------------------------------------------------------------------ mixing_change_of
def _data(tau, n=(8, 16, 32, 64)):
    T = np.linspace(0.8, 1.2, 5)
    return SimpleNamespace(relaxation=None if tau is None else np.asarray(tau, dtype=float),
                           n_values=np.asarray(n), temperatures=T)


def _tau(n=(8, 16, 32, 64)):
    # the worked example of toolkit.finite_size.mixing_change: tau = n^1.5 exp((1 - T) n / 10)
    T = np.linspace(0.8, 1.2, 5)
    ns = np.asarray(n, dtype=float)
    return ns[:, None] ** 1.5 * np.exp((1 - T)[None, :] * ns[:, None] / 10)


@pytest.mark.parametrize("bad", [0.0, -1.0, np.nan, np.inf])
def test_sizes_with_a_non_positive_or_non_finite_time_are_left_out(bad):
    tau = _tau()
    tau[1, 2] = bad  # size 16 loses one temperature: not "known at every temperature"
    r = phase.mixing_change_of(_data(tau))
    assert r["n_values"] == [8, 32, 64]
    assert r["T_change"] is not None and np.isfinite(r["T_change"])


@pytest.mark.parametrize("bad", [0.0, -2.0])
def test_two_usable_sizes_are_not_enough(bad):
    tau = _tau((8, 16, 32))
    tau[0, 0] = bad
    r = phase.mixing_change_of(_data(tau, (8, 16, 32)))
    assert r["T_change"] is None and r["T_change_stderr"] is None
    assert r["n_values"] == [16, 32]
    assert r["note"].startswith("relaxation times at every temperature for 2 size(s): 3 are needed")


def test_three_positive_sizes_suffice_and_no_relaxation_means_none():
    r = phase.mixing_change_of(_data(_tau((8, 16, 32)), (8, 16, 32)))
    assert r["n_values"] == [8, 16, 32] and r["note"].startswith("crossing of the local dynamic exponents")
    r = phase.mixing_change_of(_data(None))
    assert r["n_values"] == [] and r["T_change"] is None and "for 0 size(s)" in r["note"]
