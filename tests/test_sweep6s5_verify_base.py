"""Contract sweep (issue 30, branch sweep6s5): ``glauber verify``'s defaults (out 'report',
full grids, the real MLMs, seed 0) and guards, its timings moved out of results.json, its
exit status, check_out_dir's cases; and toolkit.models.base's logit-error rules by hand
(logit_rtol attribute, a torch dtype's string, 2 n eps, a declared scalar / (B,) / (B, q)
error), model_tokens, format_state, masked_rule."""

from __future__ import annotations

import json
from types import SimpleNamespace

import numpy as np
import pytest

import toolkit.app.commands.verify as verify_cmd
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError
from toolkit.models.base import EPS64, format_state, logit_error_bound, masked_rule, model_tokens


# ---------------------------------------------------------------------------- glauber verify
@pytest.fixture
def spy(monkeypatch):
    seen = {}

    def verify(out, **kw):
        seen["out"], seen["kw"] = out, kw
        with open(f"{out}/results.json", "w") as fh:
            json.dump({"seconds": 12.5, "claims": 3, "sections": {"reference": {"seconds": 2.0, "rows": 1},
                                                                  "phase": {"rows": 2}}}, fh)
        return SimpleNamespace(ok=seen.get("ok", True), claims=[1, 2, 3], failures=[], seconds=12.5,
                               claims_table=lambda: "table")

    monkeypatch.setattr(verify_cmd, "verify", verify)
    return seen


def test_verify_defaults_and_timings(spy, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--quiet", "--json"]) == 0
    assert spy["out"] == "report"
    kw = spy["kw"]
    assert (kw["quick"], kw["real"], kw["sections"], kw["rng"]) == (False, True, None, 0)
    d = json.loads(capsys.readouterr().out)
    # every wall-clock number moved to timings; the rest kept
    assert "seconds" not in d and "seconds" not in d["sections"]["reference"] and d["sections"]["phase"] == {"rows": 2}
    assert d["timings"]["seconds"] == 12.5 and d["timings"]["sections"] == {"reference": 2.0}


def test_verify_options_and_exit(spy, capsys, tmp_path):
    out = str(tmp_path / "r")
    assert main(["verify", "--quiet", "--out", out, "--quick", "--no-real", "--sections", "reference, phase",
                 "--seed", "5"]) == 0
    kw = spy["kw"]
    assert (kw["quick"], kw["real"], kw["sections"], kw["rng"]) == (True, False, ["reference", "phase"], 5)
    assert "3 claims, 0 theorem check(s) failed" in capsys.readouterr().out
    spy["ok"] = False
    assert main(["verify", "--quiet", "--out", out]) == 1


@pytest.mark.parametrize("argv, needle", [(["--sections", " , "], "`--sections` names no section"),
                                          (["--no-real", "--sections", "semantic"], "`--sections` semantic needs")])
def test_verify_refusals(spy, capsys, tmp_path, argv, needle):
    assert main(["verify", "--out", str(tmp_path / "r"), *argv]) == 2
    assert needle in capsys.readouterr().err and "kw" not in spy


def test_check_out_dir(tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    with pytest.raises(InvalidInputError, match=r"is a file, not a directory"):
        verify_cmd.check_out_dir(str(f))
    with pytest.raises(InvalidInputError, match=r"cannot be created: .* is a file"):
        verify_cmd.check_out_dir(str(f / "a" / "b"), create=False)
    deep = tmp_path / "a" / "b"
    assert verify_cmd.check_out_dir(str(deep), create=False) == str(deep) and not deep.exists()
    assert verify_cmd.check_out_dir(str(deep)) == str(deep) and deep.is_dir()
    with pytest.raises(InvalidInputError, match=r"`--out` must be a directory path"):
        verify_cmd.check_out_dir("  ")


# ---------------------------------------------------------------------------- models.base
LG = np.array([[0.5, -0.25, 0.0], [3.0, -6.0, 1.0]])


def test_logit_error_rules_by_hand():
    # a logit_rtol attribute: rtol times each row's largest |logit|, at least 1
    m = SimpleNamespace(vocab_size=3, length=4, logit_rtol=1e-3)
    np.testing.assert_allclose(logit_error_bound(m, None, None, LG), [1e-3, 6e-3], rtol=1e-12)
    # a torch dtype's string 'torch.bfloat16': LOW_PRECISION_RTOL['bfloat16'] = 5e-2
    m = SimpleNamespace(vocab_size=3, length=4, dtype="torch.bfloat16")
    np.testing.assert_allclose(logit_error_bound(m, None, None, LG), [5e-2, 0.3], rtol=1e-12)
    # nothing declared: 2 n eps
    m = SimpleNamespace(vocab_size=3, length=4)
    np.testing.assert_allclose(logit_error_bound(m, None, None, LG), [8 * EPS64, 48 * EPS64], rtol=1e-12)


def test_declared_errors_scalar_rows_and_entries():
    m = SimpleNamespace(vocab_size=3, length=4, logit_error=lambda x, s, lg: 0.25)
    np.testing.assert_array_equal(logit_error_bound(m, None, None, LG), [0.25, 0.25])
    m.logit_error = lambda x, s, lg: np.array([0.1, 0.2])
    np.testing.assert_array_equal(logit_error_bound(m, None, None, LG), [0.1, 0.2])
    m.logit_error = lambda x, s, lg: np.array([[0.1, 0.3, 0.0], [0.0, 0.0, 0.05]])
    np.testing.assert_array_equal(logit_error_bound(m, None, None, LG), [0.3, 0.05])   # each row's largest
    m.logit_error = lambda x, s, lg: -1.0
    with pytest.raises(InvalidInputError, match=r"logit_error must give finite bounds >= 0"):
        logit_error_bound(m, None, None, LG)


def test_tokens_state_and_rule():
    toy = SimpleNamespace(vocab_size=3, length=2, logits=lambda x, s: None, tokens=None)
    assert model_tokens(toy) == ["0", "1", "2"] and format_state(toy, [2, 0]) == "2 0"
    named = SimpleNamespace(vocab_size=2, length=2, logits=lambda x, s: None, tokens=["the", "lord"])
    assert format_state(named, np.array([[1, 0]])) == "lord the"
    assert masked_rule(named) == "none"
    named.masked_logits = lambda x, m: None
    assert masked_rule(named) == "declared by SimpleNamespace"
