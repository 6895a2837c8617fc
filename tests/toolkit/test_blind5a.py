"""Fifth blind audit, part a (issue 30): tests for the survivors of its first run in
``toolkit/`` (benchmarks/blind_audit_5a.py; record
benchmarks/results/blind-audit-5a-2026-12-03.md). Each reference value is a closed form, a
hand computation, an independent computation or the documented contract, with its source in a
comment."""

from __future__ import annotations

import json
import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit import finite_size as fs
from toolkit.app import mixing_truth as mt
from toolkit.app.report import Section, VerifyReport, to_markdown, write_report
from toolkit.app.report._write import _ranges
from toolkit.chain import conditionals, tempered_conditionals, tempered_log_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites


# ---------------------------------------------------------------- toolkit/chain.py
def test_infinite_temperature_is_uniform_over_the_vocabulary():
    # T = inf: p = 1/q for every token, whatever the logits and the number of sites (3 sites, q = 2)
    logits = np.array([[0.0, 5.0], [1.0, -1.0], [2.0, 2.0]])
    assert np.allclose(tempered_log_conditionals(logits, np.inf), -math.log(2.0), rtol=0, atol=1e-15)


def test_each_row_is_shifted_by_its_own_maximum():
    # softmax is invariant under a shift of its row: (-2000, -2000 + ln 3) is (0, ln 3), i.e.
    # (1/4, 3/4), even though e^-2000 underflows (a shift by the global maximum would lose it)
    p = tempered_conditionals(np.array([[0.0, 0.0], [-2000.0, -2000.0 + math.log(3.0)]]), 1.0)
    assert np.allclose(p, [[0.5, 0.5], [0.25, 0.75]], rtol=1e-12, atol=0)


def test_conditionals_default_temperature_is_one():
    # toolkit/chain.py: p^T = softmax(l / T); logits (0, ln 3) at T = 1 give (1/4, 3/4) (the
    # module's two-state example), at T = 1/2 (1/10, 9/10)
    model = IndependentSites(np.array([[0.0, math.log(3.0)]]))
    x, sites = np.zeros((1, 1), dtype=np.int64), np.array([0])
    assert np.allclose(conditionals(model, x, sites), [[0.25, 0.75]], rtol=1e-12, atol=0)
    assert np.allclose(conditionals(model, x, sites, temperature=0.5), [[0.1, 0.9]], rtol=1e-12, atol=0)


# ---------------------------------------------------------------- toolkit/finite_size.py
def _grid():
    return np.array([0.5, 1.0, 1.5]), np.array([8.0, 16.0])


def test_binder_from_moments():
    # U = 1 - <m^4> / (3 <m^2>^2): Gaussian m (<m^4> = 3 <m^2>^2) gives 0, a sharp |m|
    # (<m^4> = <m^2>^2) gives 2/3; <m^2> = 0.25 so that a missing square shows
    T, n = _grid()
    m2 = np.full((2, 3), 0.25)
    m4 = np.array([[3 * 0.25**2] * 3, [0.25**2] * 3])
    d = fs.ScalingData(T, n, m2=m2, m4=m4, susceptibility=np.ones((2, 3)))
    assert np.allclose(d.binder, [[0.0] * 3, [2 / 3] * 3], rtol=0, atol=1e-15)


def test_scaling_data_rejects_a_repeated_temperature():
    # "`temperatures` must be >= 3 increasing positive values"
    with pytest.raises(InvalidInputError, match="temperatures"):
        fs.ScalingData([0.5, 0.5, 1.0], [8, 16], binder=np.zeros((2, 3)), susceptibility=np.ones((2, 3)))


def test_binder_crossing_between_adjacent_points_interpolates_linearly():
    # D = U_b - U_a = (0.1, 0.05, -0.2, -0.2): positive up to T = 2, negative from T = 3, so the
    # root of the line through (2, 0.05) and (3, -0.2) is T = 2 + 0.05 / 0.25 = 2.2
    T = np.array([1.0, 2.0, 3.0, 4.0])
    U = np.array([[0.5, 0.4, 0.3, 0.2], [0.6, 0.45, 0.1, 0.0]])
    (c,) = fs.binder_crossings(T, np.array([10.0, 20.0]), U)
    assert c["crossings"] == [pytest.approx(2.2, rel=1e-12)]


def test_jackknife_of_leave_one_out_means_is_the_standard_error_of_the_mean():
    # the jackknife standard error of the mean's leave-one-out values is s / sqrt(m) exactly
    # (Efron and Tibshirani, An Introduction to the Bootstrap, eq. 11.5)
    x = np.array([1.0, 2.0, 4.0, 7.0, 11.0])
    loo = [(x.sum() - v) / (x.size - 1) for v in x]
    assert fs._jackknife(loo) == pytest.approx(np.std(x, ddof=1) / math.sqrt(x.size), rel=1e-12)


def test_log_law_must_win_by_the_margin(monkeypatch):
    # AIC_log = chi2_log + 2 k, AIC_power = chi2_power + 2 * 3; the log law wins only when it is
    # lower by LOG_AIC_MARGIN = 2 or more (a difference of 1 is not a win)
    n, Ts, sig = np.array([10.0, 20.0, 40.0, 80.0]), np.array([1.0, 0.9, 0.8, 0.7]), np.ones(4)
    monkeypatch.setattr(fs, "_log_law_fit", lambda n_, T_, s_: (1.0, 0.0, 10.0, 2))    # AIC 14
    monkeypatch.setattr(fs, "_fit_tc", lambda n_, T_, s_=None: (0.5, 1.0, 0.5))
    monkeypatch.setattr(fs, "_power_chi2", lambda *a: 9.0)                               # AIC 15
    wins, (_, _, _, aic0, aic1) = fs.log_law_wins(n, Ts, sig)
    assert (aic0, aic1) == (14.0, 15.0) and wins is False
    monkeypatch.setattr(fs, "_power_chi2", lambda *a: 10.0)                              # AIC 16
    assert fs.log_law_wins(n, Ts, sig)[0] is True


def test_four_sizes_over_a_narrow_range_are_inconclusive():
    # the module's worked example (curves crossing at T_c = 1) on 4 sizes with n_max / n_min = 2
    # < 4: too narrow to separate the cases, whatever the curves say
    T, ns = np.linspace(0.6, 1.4, 41), np.array([16, 20, 24, 32])
    x = (T[None, :] - 1.0) * np.sqrt(ns[:, None])
    v = fs.fss_verdict(fs.ScalingData(T, ns, binder=(2 / 3) / (1 + np.exp(2 * x)),
                                      susceptibility=np.sqrt(ns[:, None]) / (1 + x**2)))
    assert v.verdict == "inconclusive" and "too narrow" in v.reasons[0]


def test_mixing_change_error_is_at_least_a_tenth_of_the_grid_step():
    # mixing_change: the error is the drift between the last two crossings "or a tenth of the
    # grid step", whichever is larger (the module's worked example, step 0.02)
    T, ns = np.linspace(0.8, 1.2, 21), np.array([16, 32, 64, 128, 256])
    tau = ns[:, None] ** 1.5 * np.exp((1 - T)[None, :] * ns[:, None] / 10)
    r = fs.mixing_change(T, ns, tau)
    drift = abs(r["crossings"][-1]["T_x"] - r["crossings"][-2]["T_x"])
    assert r["T_change_stderr"] == pytest.approx(max(drift, 0.002), rel=1e-12)
    assert r["T_change_stderr"] >= 0.002 * (1 - 1e-12)


def test_interpolation_quality_leaves_each_size_out_of_its_own_prediction():
    # two sizes on different lines: each bracketed point is compared with the other size only;
    # y = x and y = x + 1 on [0, 2]: every point is off by 1 against the other, y's range is 3,
    # so the quality is (1/3)^2 (a size compared with itself would add zeros and halve it)
    xs = [np.array([0.0, 1.0, 2.0]), np.array([0.0, 1.0, 2.0])]
    ys = [xs[0], xs[1] + 1.0]
    assert fs._interp_quality(xs, ys) == pytest.approx(1 / 9, rel=1e-12)


# ---------------------------------------------------------------- toolkit/app/mixing_truth.py
def test_curie_weiss_spinodal_is_even_in_the_field():
    # m -> -m maps the field h to -h: the spinodal depends on |h| only (0.7287 at h = 0.1, the
    # module's doctest)
    assert mt.curie_weiss_spinodal(1.0, -0.1) == pytest.approx(mt.curie_weiss_spinodal(1.0, 0.1), rel=1e-12)
    assert mt.curie_weiss_spinodal(1.0, -0.1) == pytest.approx(0.7287, abs=1e-4)


def _cw_phi(m, K, H):
    # phi(m) = -K m^2/2 - H m - s(m), s the binary entropy of (1 + m)/2 (the module docstring)
    s = -((1 + m) / 2 * math.log((1 + m) / 2) + (1 - m) / 2 * math.log((1 - m) / 2))
    return -K * m * m / 2 - H * m - s


def test_curie_weiss_barrier_is_over_the_shallower_well():
    # the stationary points solve atanh(m) = K m + H (phi'(m) = 0); below the spinodal there are
    # three: two wells and the saddle between. B = phi(saddle) - max(phi(wells)). Found here by
    # bisection on phi', independently of the module's grid
    from scipy.optimize import brentq

    beta, field, T = 1.0, 0.05, 0.6
    K, H = beta / T, field / T

    def dphi(m):
        return math.atanh(m) - K * m - H

    grid = np.linspace(-1 + 1e-9, 1 - 1e-9, 20001)
    vals = [dphi(m) for m in grid]
    roots = [brentq(dphi, grid[i], grid[i + 1], xtol=1e-15)
             for i in range(grid.size - 1) if vals[i] * vals[i + 1] < 0]
    assert len(roots) == 3
    lo, saddle, hi = roots
    B = _cw_phi(saddle, K, H) - max(_cw_phi(lo, K, H), _cw_phi(hi, K, H))
    assert B > 0
    assert mt.mean_field_barrier("curie-weiss", T, beta, field=field) == pytest.approx(B, rel=1e-5)


def test_a_cell_at_the_spinodal_is_polynomial():
    # truth_label: "one at or above T_s polynomial"; zero-field Curie-Weiss: T_s = beta
    assert mt.spinodal_temperature("curie-weiss", beta=1.0) == 1.0
    assert mt.truth_label("curie-weiss", 1.0, 10_000, beta=1.0) == "polynomial"


# ---------------------------------------------------------------- toolkit/app/report
def _claim(name, holds):
    from toolkit.app.report import ReportClaim

    return ReportClaim("s", name, "h", True, 1.0, 0.5 if holds else 2.0, holds)


def test_ranges_keep_the_last_run():
    # "[1, 2, 3, 5]" -> "1-3, 5" (the function's docstring), and a last run of two
    assert _ranges([1, 2, 3, 5]) == "1-3, 5"
    assert _ranges([1, 2, 3, 5, 7, 8]) == "1-3, 5, 7-8"
    assert _ranges([4]) == "4"


def test_markdown_and_json_count_one_failure(tmp_path):
    # one failing theorem among three: the head says so, results.json counts it
    sec = Section("s", "S", claims=[_claim("a", True), _claim("b", False), _claim("c", True)], seconds=0.5)
    report = VerifyReport([sec], str(tmp_path), 1.0)
    md = to_markdown(report)
    assert "**1 theorem check(s) FAIL**" in md and "every theorem check holds" not in md
    assert "- 1-3: h (holds)" in md
    write_report(report)
    doc = json.loads((tmp_path / "results.json").read_text())
    assert (doc["ok"], doc["n_claims"], doc["n_failed"]) == (False, 3, 1)


def test_verify_rejects_an_unknown_section(tmp_path):
    from toolkit.app.report import verify

    with pytest.raises(InvalidInputError, match="nosuch"):
        verify(str(tmp_path), sections=["nosuch"], real=False, progress=None)


def test_each_section_draws_from_its_own_numbered_stream(tmp_path, monkeypatch):
    # toolkit/app/report: "Each sampled section draws from its own numbered stream of the seed":
    # np.random.default_rng([seed, STREAM])
    from toolkit.app import report

    draws = {}

    def fake(key, stream):
        def section(out_dir, *, quick, real, rng):
            draws[key] = rng.random()
            return Section(key, key)
        return SimpleNamespace(KEY=key, STREAM=stream, NEEDS_REAL=False, TITLE=key, section=section)

    monkeypatch.setitem(report.SECTIONS, "fake1", fake("fake1", 101))
    monkeypatch.setitem(report.SECTIONS, "fake2", fake("fake2", 202))
    report.verify(str(tmp_path), sections=["fake1", "fake2"], real=False, rng=7, progress=None)
    assert draws == {"fake1": np.random.default_rng([7, 101]).random(),
                     "fake2": np.random.default_rng([7, 202]).random()}


def test_stage_line_weighs_the_sections_already_done():
    # section 2 of (reference, soundness, phase) starts after 10 s: done = 5.3 / (5.3 + 2.1 + 294.7)
    # of the typical time, so the rest is 10 (1 - done) / done seconds (estimate_rest)
    from toolkit._progress import format_seconds
    from toolkit.app.report import _stage_line

    done = 5.3 / (5.3 + 2.1 + 294.7)
    want = (f"[soundness] section 2/3 started, {format_seconds(10.0)} so far, "
            f"~{format_seconds(10.0 * (1 - done) / done)} left")
    assert _stage_line("soundness", 2, ("reference", "soundness", "phase"), 10.0, real=True) == want


# ---------------------------------------------------------------- toolkit/models/_hf_convert.py
def _fairseq_sd(n_layers=2, vocab=25, hidden=8, ffn=16, n_pos=12):
    """A Sapiens-shaped fairseq state dict with distinct random tensors."""
    torch = pytest.importorskip("torch")
    g = torch.Generator().manual_seed(0)
    p = "decoder.sentence_encoder."

    def t(*shape):
        return torch.randn(*shape, generator=g)

    sd = {p + "embed_tokens.weight": t(vocab, hidden), p + "embed_positions.weight": t(n_pos, hidden),
          p + "emb_layer_norm.weight": t(hidden), p + "emb_layer_norm.bias": t(hidden)}
    shapes = {"self_attn.q_proj": (hidden, hidden), "self_attn.k_proj": (hidden, hidden),
              "self_attn.v_proj": (hidden, hidden), "self_attn.out_proj": (hidden, hidden),
              "self_attn_layer_norm": (hidden,), "fc1": (ffn, hidden), "fc2": (hidden, ffn),
              "final_layer_norm": (hidden,)}
    for i in range(n_layers):
        for name, shape in shapes.items():
            sd[f"{p}layers.{i}.{name}.weight"] = t(*shape)
            sd[f"{p}layers.{i}.{name}.bias"] = t(shape[0])
    sd.update({"decoder.lm_head.dense.weight": t(hidden, hidden), "decoder.lm_head.dense.bias": t(hidden),
               "decoder.lm_head.layer_norm.weight": t(hidden), "decoder.lm_head.layer_norm.bias": t(hidden),
               "decoder.lm_head.weight": sd[p + "embed_tokens.weight"], "decoder.lm_head.bias": t(vocab)})
    return sd


def test_sapiens_config_reads_the_sizes_and_fairseq_layer_norm_eps():
    pytest.importorskip("transformers")
    from toolkit.models._hf_convert import sapiens_config

    cfg = sapiens_config(_fairseq_sd(n_layers=3), n_heads=2)
    assert (cfg.num_hidden_layers, cfg.hidden_size, cfg.intermediate_size, cfg.vocab_size,
            cfg.max_position_embeddings) == (3, 8, 16, 25, 12)
    # fairseq's RoBERTa LayerNorms are torch.nn.LayerNorm with its default eps = 1e-5
    assert cfg.layer_norm_eps == 1e-5


def test_sapiens_conversion_maps_each_projection_onto_its_namesake():
    torch = pytest.importorskip("torch")
    from toolkit.models._hf_convert import convert_sapiens_state_dict

    sd = _fairseq_sd(n_layers=2)
    out = convert_sapiens_state_dict(sd, hidden_size=8)
    p = "decoder.sentence_encoder.layers."
    for i in range(2):
        for src, dst in (("q_proj", "query"), ("k_proj", "key"), ("v_proj", "value")):
            for kind in ("weight", "bias"):
                assert torch.equal(out[f"roberta.encoder.layer.{i}.attention.self.{dst}.{kind}"],
                                   sd[f"{p}{i}.self_attn.{src}.{kind}"])
    assert not any(k.startswith("roberta.encoder.layer.2.") for k in out)


# ---------------------------------------------------------------- toolkit/app/commands/window.py
def test_window_rejects_fewer_than_8_steps(capsys):
    from toolkit.app.cli import main

    assert main(["window", "--steps", "4"]) == 2
    assert "`steps` must be >= 8; got 4" in capsys.readouterr().err


def test_window_free_reaches_the_model(monkeypatch):
    # --free given alone is the window's free sites (the --free-positions alias left unset)
    import toolkit.app.commands.window as window
    from toolkit.app.cli import main

    seen = []

    def build_model(args, **kw):
        seen.append(args.free)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(window, "build_model", build_model)
    assert main(["window", "--free", "0,1"]) == 2
    assert seen == ["0,1"]


def test_window_warns_about_an_undefined_rhat(monkeypatch):
    # window_warnings: "an undefined (NaN) R-hat: every recorded draw the same"
    import toolkit.app.commands.window as window

    monkeypatch.setattr(window, "report_warnings", lambda exact_report: [])
    monkeypatch.setattr(window, "sampling_warnings", lambda summary, table: [])
    q = SimpleNamespace(name="R-hat energy", spec={"quantity": "rhat"}, estimate=SimpleNamespace(value=math.nan))
    report = SimpleNamespace(exact=None, temperature=1.0,
                             calibration=SimpleNamespace(summary=SimpleNamespace(quantities=[q]), rows=[]))
    out = window.window_warnings(report)
    assert [(w["kind"], w["quantity"]) for w in out] == [("rhat", "R-hat energy")]
    assert "undefined" in out[0]["message"]
