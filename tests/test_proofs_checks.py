"""The lemma checks in ``proofs_checks``: every lemma proven and numerically confirmed,
the zero test conservative, and the command's exit status tied to the results."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import sympy

import proofs_checks
import proofs_checks.__main__ as cli
from proofs_checks import LEMMAS, run_all
from proofs_checks._core import LemmaResult, is_nonnegative, is_positive, is_zero

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def results() -> dict[str, LemmaResult]:
    return {r.name: r for r in run_all()}


@pytest.mark.parametrize("lemma", LEMMAS, ids=lambda m: m.NAME)
def test_lemma_ok(lemma, results):
    result = results[lemma.NAME]
    assert result.proven, result.detail
    assert result.numeric_ok, result.detail
    assert result.ok
    assert lemma.__doc__ and len(lemma.__doc__.strip()) > 40


@pytest.mark.parametrize("lemma", LEMMAS, ids=lambda m: m.NAME)
def test_numeric_check_depends_on_seed_only(lemma, results):
    again = lemma.check(rng=0)
    assert again == results[lemma.NAME]


def test_is_zero_accepts_true_identities():
    x = sympy.Symbol("x")
    assert is_zero(sympy.sin(x) ** 2 + sympy.cos(x) ** 2 - 1)
    assert is_zero(sympy.Matrix([[x - x, 0], [0, sympy.log(sympy.E) - 1]]))


def test_is_zero_rejects_nonzero_and_undecided():
    x = sympy.Symbol("x")
    assert not is_zero(x)
    assert not is_zero(sympy.Matrix([[0, 0], [0, x]]))
    # sqrt(x**2) - x vanishes only for x >= 0; without that assumption it is undecided.
    assert not is_zero(sympy.sqrt(x**2) - x)
    y = sympy.Symbol("y", nonnegative=True)
    assert is_zero(sympy.sqrt(y**2) - y)


def test_sign_deciders_need_assumptions():
    x, y = sympy.Symbol("x", real=True), sympy.Symbol("y", positive=True)
    assert not is_positive(x) and not is_nonnegative(x)
    assert not is_positive(sympy.exp(y) - 1)  # true, but sympy's assumptions cannot tell
    assert is_positive(1 - 1 / (1 + y)) and is_nonnegative(y**2 - 2 * y + 1)


def test_failed_steps_make_a_lemma_not_ok():
    result = LemmaResult("demo", "s", "m", proven=False, numeric_ok=True, detail="")
    assert not result.ok
    assert not LemmaResult("demo", "s", "m", proven=True, numeric_ok=False, detail="").ok


def test_run_all_reports_a_raising_check(monkeypatch):
    def broken(*, rng=0):
        raise RuntimeError("boom")

    monkeypatch.setattr(proofs_checks.softmax_tv, "check", broken)
    by_name = {r.name: r for r in run_all()}
    assert not by_name["softmax_tv"].ok and "boom" in by_name["softmax_tv"].detail
    assert by_name["rectangle_joint"].ok


def test_command_prints_every_lemma_and_exits_zero():
    proc = subprocess.run(
        [sys.executable, "-m", "proofs_checks"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for lemma in LEMMAS:
        assert lemma.NAME in proc.stdout
    assert f"{len(LEMMAS)}/{len(LEMMAS)} lemmas ok" in proc.stdout


def test_command_exits_nonzero_when_a_lemma_fails(monkeypatch, capsys):
    canned = [
        LemmaResult("good_lemma", "s", "m", proven=True, numeric_ok=True, detail="fine"),
        LemmaResult("bad_lemma", "s", "m", proven=False, numeric_ok=True, detail="undecided"),
    ]
    monkeypatch.setattr(cli, "run_all", lambda: canned)
    assert cli.main() == 1
    out = capsys.readouterr().out
    assert "NOT PROVEN" in out and "failed: bad_lemma" in out
    monkeypatch.setattr(cli, "run_all", lambda: canned[:1])
    assert cli.main() == 0
