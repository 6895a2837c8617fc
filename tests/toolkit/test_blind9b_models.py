"""Tests written for the ninth blind mutation audit, part 9b (issue 30; benchmarks/blind_audit_9b.py):
the model adapters (tiny-en, shipped; SCEPTR where its wheel is installed) and the phase section's
verdict helpers, each against a documented contract or a value computed independently."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError

torch = pytest.importorskip("torch")


# ---------------------------------------------------------------- toolkit/models/adapter.py
def test_adapter_bf16_alias_is_bfloat16():
    from toolkit.models.adapter import _resolve_dtype

    assert _resolve_dtype("bf16") is torch.bfloat16
    assert _resolve_dtype("fp16") is torch.float16


def test_adapter_roberta_max_length_leaves_the_position_offset():
    """RoBERTa numbers positions from padding_idx + 1: max_position_embeddings = 514 leaves 512
    input tokens (the RoBERTa family's documented 512)."""
    from toolkit.models.adapter import MaskedLM

    emb = SimpleNamespace(padding_idx=1, create_position_ids_from_input_ids=lambda *a: None)
    fake = SimpleNamespace(model=SimpleNamespace(config=SimpleNamespace(max_position_embeddings=514),
                                                 base_model=SimpleNamespace(embeddings=emb)))
    assert MaskedLM._max_length(fake) == 512


@pytest.fixture(scope="module")
def tiny():
    from toolkit.models.zoo import load_model

    return load_model("tiny-en", tokens=["the", "and", "of", "lord"], prefix="and god said", n=3)


def test_adapter_with_template_keeps_n(tiny):
    assert tiny.with_template(prefix="the king said").length == 3


def test_adapter_masked_logits_one_masked_site_is_logits(tiny):
    """Documented: masked_logits gives the model's conditionals with [MASK] at the masked sites;
    with one masked site that is logits(x, [i])."""
    x = np.array([[0, 1, 2], [3, 0, 1]])
    mask = np.zeros((2, 3), dtype=bool)
    mask[:, 1] = True
    np.testing.assert_allclose(tiny.masked_logits(x, mask)[:, 1], tiny.logits(x, [1, 1]), rtol=1e-5, atol=1e-5)


def test_adapter_hidden_state_is_the_mean_over_non_special_positions(tiny):
    """Documented: the last hidden state averaged over the non-special positions (template and
    free sites, not [CLS]/[SEP]), recomputed here from the encoder's output."""
    x = np.array([[0, 1, 2]])
    ids = tiny.input_ids(x)
    with torch.inference_mode():
        last = tiny.model.base_model(input_ids=ids).last_hidden_state.double()[0]
    keep = torch.tensor([int(t) not in set(tiny.tokenizer.all_special_ids) for t in ids[0]])
    want = last[keep].mean(0).numpy()
    np.testing.assert_allclose(tiny.hidden_states(x)[0], want, rtol=1e-6, atol=1e-6)


def test_adapter_text_outside_v_names_the_missing_tokens(tiny):
    m = tiny.with_template(text="the lord said", free_positions=[0, 2])
    assert m.text_outside_v() == [(1, "said")]


def test_adapter_free_position_past_the_text_refused(tiny):
    with pytest.raises(InvalidInputError, match="free_positions"):
        tiny.with_template(text="the lord said", free_positions=[3])


def test_adapter_unknown_template_text_refused(tiny):
    with pytest.raises(InvalidInputError, match="unknown"):
        tiny.with_template(prefix="the \u2603 said")


# ---------------------------------------------------------------- toolkit/models/sceptr.py
def test_sceptr_free_position_past_the_loop_refused():
    from toolkit.models.sceptr import _parse_positions

    assert _parse_positions([13], 14, "CDR3B") == [13]
    with pytest.raises(InvalidInputError, match="free_positions"):
        _parse_positions([14], 14, "CDR3B")


def test_sceptr_logit_error_scale_at_least_one():
    """Documented: FLOAT32_RTOL times the row's largest |logit|, at least 1."""
    from toolkit.models.sceptr import FLOAT32_RTOL, SceptrMLM

    logits = np.array([[5.0, -2.0], [0.1, -0.2]])
    err = SceptrMLM.logit_error(SimpleNamespace(dtype=torch.float32), None, None, logits)
    np.testing.assert_allclose(err, FLOAT32_RTOL * np.array([5.0, 1.0]))


@pytest.fixture(scope="module")
def sceptr():
    pytest.importorskip("libtcrlm")
    from toolkit.models.sceptr import load_sceptr

    return load_sceptr(n=4)


def test_sceptr_default_window_after_cass(sceptr):
    """Documented: n = 4 free sites in CDR3B after its CASS: CASS|EFQG|DNEQFF of REFERENCE_TCR."""
    assert sceptr.decode(sceptr.initial_state()) == "EFQG"
    assert sceptr.loop_positions.tolist() == [4, 5, 6, 7]


def test_sceptr_all_conditionals_rows_are_logits(sceptr):
    """Documented: row [b, i] of all_conditionals equals logits(x[b:b+1], [i])[0]."""
    x = np.array([[0, 1, 2, 3], [5, 4, 3, 2]])
    A = sceptr.all_conditionals(x)
    for b in range(2):
        for i in range(4):
            np.testing.assert_allclose(A[b, i], sceptr.logits(x[b:b + 1], [i])[0], rtol=1e-5, atol=1e-5)


def test_sceptr_with_template_new_loop_reads_its_own_sequence(sceptr):
    """A text replaces the loop it was given for; a new loop reads the TCR's own sequence."""
    from toolkit.models.sceptr import REFERENCE_TCR

    m = sceptr.with_template(text="CASSLGQAYEQYF")
    m2 = m.with_template(loop="CDR3A")
    assert m2.loops["CDR3A"] == REFERENCE_TCR["CDR3A"]


# ---------------------------------------------------------------- toolkit/app/report/phase.py
def test_phase_no_transition_truth_is_met_by_any_verdict_but_transition():
    from toolkit.app.report.phase import _right

    assert _right("no transition", "inconclusive") and _right("no transition", "crossover")
    assert not _right("no transition", "transition")
    assert _right("crossover", "crossover") and not _right("crossover", "inconclusive")


def test_phase_real_crossover_holds():
    """Documented (_real_verdict): a decided verdict, transition or crossover, holds."""
    from toolkit.app.report.phase import _real_verdict

    assert _real_verdict("crossover", [], [4, 8, 16])["verdict"] == "holds"
    assert _real_verdict("inconclusive", ["too few sizes."], [4, 8])["verdict"] == "not resolved"


def test_phase_exponents_from_value_stderr_lists():
    from toolkit.app.report.phase import _exps

    assert _exps({"1/nu (collapse)": [0.5, 0.1]}) == "1/nu 0.5 ± 0.1"
    assert _exps({"1/nu (collapse)": {"value": 0.5, "stderr": 0.1}}, spread=True) == "1/nu 0.5 (seed spread 0.1)"


def test_phase_loaded_exact_claims_use_their_stated_tolerances(monkeypatch, tmp_path):
    """A loaded exact case: T_c 'within 2 errors' (here 1.5 errors off: holds) and the mixing
    change at the spinodal within max(2 errors, 2 % of T_s) (here 0.019 off, 2 errors 0.02 and
    2 % of T_s 0.018: holds). The exact cases computed now, the records and the dynamic part are
    replaced so that only the loaded case is read."""
    from toolkit.app.report import phase as ph

    case = {"case": "mean-field potts", "kind": "exact", "method": "lumped", "truth": "transition",
            "verdict": "transition", "critical_temperature": 1.015, "critical_temperature_stderr": 0.01,
            "T_c": 1.0, "exponents": {}, "n_values": [10, 20],
            "mixing_change": {"T_change": 0.919, "T_change_stderr": 0.01}, "T_s": 0.9}
    monkeypatch.setattr(ph, "EXACT_CASES", {})
    monkeypatch.setattr(ph, "calibration_records", lambda kind, d: [("phase-calibration-x.json", {"cases": [case]})])
    monkeypatch.setattr(ph, "calibration_lines", lambda kind, loaded: [])
    monkeypatch.setattr(ph, "report_dynamic", lambda s, **kw: None)
    monkeypatch.setattr(ph, "RESULTS_DIR", str(tmp_path))
    s = ph.section(str(tmp_path), real=False)
    holds = {c.name: c.holds for c in s.claims}
    assert holds["T_c of mean-field potts vs the known 1 (phase-calibration-x.json)"] is True
    assert holds["mean-field potts: mixing changes at the spinodal (phase-calibration-x.json)"] is True
