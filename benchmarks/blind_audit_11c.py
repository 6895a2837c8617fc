"""Eleventh blind mutation audit, part c (issue 30): 51 mutants in the 12 modules dealt to part c
by the draw (``python benchmarks/blind_audit_5_draw.py --audit 11 --seed 2026120411``, modules
dealt round-robin to 11a, 11b, 11c): exact/analysis, toolkit/plot, toolkit/app/sweep/tasks,
toolkit/metastable, toolkit/models/base, toolkit/models/_hf_convert, toolkit/models/adapter,
toolkit/unmasking, exact/unmasking, toolkit/app/commands/check, exact/compat, exact/metastable.
Written without reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under
``tests/`` (protocol: benchmarks/blind_audit_11_protocol.md). Each mutant is a bug a developer
could make in the source, read for this audit: 3 per module under 150 statements, 5 for
150-400, 8 above 400. Mutants believed equivalent are marked (``EQUIVALENT``) before anything
ran; the ones found after the first run to be the same bug as an entry of
``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests as the project defines them,
``python scripts/automut.py MODULE --list-tests`` (:func:`scripts.automut.default_tests`: the
test files that name the module by dotted path or import, plus the files that entries of
``scripts/mutants.py`` on the module run, then the module itself for its doctests), computed
when this file is loaded, so on the commit it runs on (the GO commit for the first run). No
file was added to or dropped from those sets before the first run.

Usage::

    python benchmarks/blind_audit_11c.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_11c.py --id 'audit11c.metastable.*' --timeout 300
    python benchmarks/blind_audit_11c.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)
import automut  # noqa: E402  (the targeted test sets: automut.default_tests)

ROOT = Path(__file__).resolve().parents[1]

AN, PL, TA, TM = "exact/analysis.py", "toolkit/plot.py", "toolkit/app/sweep/tasks.py", "toolkit/metastable.py"
BA, HF, AD, TU = "toolkit/models/base.py", "toolkit/models/_hf_convert.py", "toolkit/models/adapter.py", \
    "toolkit/unmasking.py"
EU, CH, CO, EM = "exact/unmasking.py", "toolkit/app/commands/check.py", "exact/compat.py", "exact/metastable.py"

#: Each module's targeted tests (automut.default_tests), computed on the commit this file runs on.
TESTS = {m: automut.default_tests(m) for m in (AN, PL, TA, TM, BA, HF, AD, TU, EU, CH, CO, EM)}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ exact/analysis.py (5)
    _m("audit11c.analysis.q2_lump_at_threshold", AN,
       "(q == 2 and n > LUMP_Q2_ABOVE_N)", "(q == 2 and n >= LUMP_Q2_ABOVE_N)",
       "exact_method lumps a q = 2 exchangeable model already at n = LUMP_Q2_ABOVE_N (documented: above it)"),
    _m("audit11c.analysis.count_logits_n_not_n_minus_1", AN,
       "c = (n - 1) * np.eye(q, dtype=np.int64)", "c = n * np.eye(q, dtype=np.int64)",
       "_max_abs_logit reads the count logits at n copies of a token instead of the n - 1 other sites"),
    _m("audit11c.analysis.largest_temperature_checked", AN,
       "T = float(temps.min())", "T = float(temps.max())",
       "check_logit_scale checks the largest of several temperatures, so a too-small one in a list passes"),
    _m("audit11c.analysis.lower_bound_not_clamped", AN,
       "t_mix_lower_bound=None if bounds.lower is None else float(max(bounds.lower, 0.0))",
       "t_mix_lower_bound=None if bounds.lower is None else float(bounds.lower)",
       "exact_report keeps a negative t_mix lower bound (documented: reported as 0)"),
    _m("audit11c.analysis.no_digit_strict", AN,
       "not math.isfinite(rel) or rel >= 1 else", "not math.isfinite(rel) or rel > 1 else",
       "report_warnings says pi 'is known only roughly' at a relative error of exactly 1 (no correct digit)"),
    # ------------------------------------------------------------------ toolkit/plot.py (5)
    _m("audit11c.plot.tv_curve_tmix_strict", PL,
       "below = np.flatnonzero(d <= eps)", "below = np.flatnonzero(d < eps)",
       "plot_tv_curve of an array marks t_mix at the first d(t) < eps instead of d(t) <= eps"),
    _m("audit11c.plot.trace_mean_of_drawn_chains", PL,
       "ax.plot(t, v.mean(axis=0), color=\"k\"", "ax.plot(t, v[idx].mean(axis=0), color=\"k\"",
       "plot_trace's mean is over the drawn chains only (documented: over all chains)"),
    _m("audit11c.plot.nlogn_fit_from_n2", PL,
       "ok = (n >= 3) & np.isfinite(t)", "ok = (n >= 2) & np.isfinite(t)",
       "plot_nlogn fits c n ln n over n >= 2 (documented: over n >= 3)"),
    _m("audit11c.plot.rectangles_counts_not_fractions", PL,
       "weights=np.full(v.size, 1.0 / v.size)", "weights=np.ones(v.size)",
       "plot_rectangles draws counts per bin instead of the fraction of rectangles"),
    _m("audit11c.plot.spectrum_summary_ignored_for_chain", PL,
       "summary = spectrum.spectrum if summary is None else summary",
       "summary = spectrum.spectrum",
       "plot_spectrum of a chain ignores the `summary` given and marks the chain's own lambda_*"),
    # ------------------------------------------------------------------ toolkit/app/sweep/tasks.py (3)
    _m("audit11c.tasks.deterministic_last_seed", TA,
       "s = seeds[0]", "s = seeds[-1]",
       "make_grid gives a deterministic estimator its task at the last seed (documented: the first)"),
    _m("audit11c.tasks.fractional_int_option_truncated", TA,
       "            if not v.is_integer():\n", "            if False:\n",
       "_coerce truncates a fractional value of an integer option instead of refusing it"),
    _m("audit11c.tasks.canonical_unsorted", TA,
       "json.dumps(self.spec(), sort_keys=True, separators=(\",\", \":\"))",
       "json.dumps(self.spec(), separators=(\",\", \":\"))",
       "Task.canonical (what the key hashes) without sorted keys (documented: canonical JSON, sorted keys)"),
    # ------------------------------------------------------------------ toolkit/metastable.py (5)
    _m("audit11c.metastable.exit_at_max_steps_censored", TM,
       "late = new_clock > max_steps", "late = new_clock >= max_steps",
       "exit_times censors a chain that leaves exactly at step max_steps"),
    _m("audit11c.metastable.quench_ties_move", TM,
       "ya[:, i]] <= QUENCH_TIE_ATOL", "ya[:, i]] < QUENCH_TIE_ATOL",
       "quench moves a site tied with the maximum to the first argmax (documented: ties keep x_i)"),
    _m("audit11c.metastable.threshold_high_open", TM,
       "return (v >= lo) & (v <= hi)", "return (v >= lo) & (v < hi)",
       "threshold_set excludes observable == high (documented: low <= observable <= high)"),
    _m("audit11c.metastable.lines_more_at_exact_max", TM,
       "if len(self.times) > max_lines:", "if len(self.times) >= max_lines:",
       "Trajectory.lines prints '... 0 more changes' when there are exactly max_lines changes"),
    _m("audit11c.metastable.auto_threshold_swapped", TM,
       "threshold = 1.0 if getattr(model, \"all_conditionals\", None) is not None else float(n)",
       "threshold = float(n) if getattr(model, \"all_conditionals\", None) is not None else 1.0",
       "_choose_method's holding-time threshold swapped between models with and without all_conditionals"),
    # ------------------------------------------------------------------ toolkit/models/base.py (3)
    _m("audit11c.base.declared_error_row_min", BA,
       "err = err.max(axis=1) if err.shape[1] else", "err = err.min(axis=1) if err.shape[1] else",
       "logit_error_bound takes a row's smallest declared (B, q) error instead of its largest"),
    _m("audit11c.base.assumed_error_no_factor_2", BA,
       "LOW_PRECISION_RTOL.get(dtype, 2.0 * int(model.length) * EPS64)",
       "LOW_PRECISION_RTOL.get(dtype, int(model.length) * EPS64)",
       "the assumed logit error is n eps instead of 2 n eps times the row's largest |logit|"),
    _m("audit11c.base.row_scale_no_floor", BA,
       "return np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size",
       "return np.abs(logits).max(axis=1) if logits.size",
       "_row_scale drops the 'at least 1' floor: rows of small logits get an error bound near 0"),
    # ------------------------------------------------------------------ toolkit/models/_hf_convert.py (3)
    _m("audit11c._hf_convert.q_k_swapped", HF,
       "\"self_attn.q_proj\": \"attention.self.query\",\n        \"self_attn.k_proj\": \"attention.self.key\",",
       "\"self_attn.q_proj\": \"attention.self.key\",\n        \"self_attn.k_proj\": \"attention.self.query\",",
       "convert_sapiens_state_dict maps fairseq's q_proj onto the key and k_proj onto the query"),
    _m("audit11c._hf_convert.layer_norm_eps_bert_default", HF,
       "layer_norm_eps=1e-5,", "layer_norm_eps=1e-12,",
       "sapiens_config uses BERT's LayerNorm eps 1e-12 instead of fairseq's 1e-5"),
    _m("audit11c._hf_convert.eos_id_pad", HF,
       "special_tokens=[(\"<s>\", 0), (\"</s>\", 2)]", "special_tokens=[(\"<s>\", 0), (\"</s>\", 1)]",
       "sapiens_tokenizer's post-processor appends id 1 (<pad>) instead of </s> (2)"),
    # ------------------------------------------------------------------ toolkit/models/adapter.py (8)
    _m("audit11c.adapter.roberta_offset_no_plus_one", AD,
       "offset = int(getattr(embeddings, \"padding_idx\", 0) or 0) + 1",
       "offset = int(getattr(embeddings, \"padding_idx\", 0) or 0)",
       "_max_length of a RoBERTa-family model is one position too long (padding_idx, not padding_idx + 1)"),
    _m("audit11c.adapter.template_at_max_refused", AD,
       "if self.max_length is not None and len(full) > self.max_length:",
       "if self.max_length is not None and len(full) >= self.max_length:",
       "a template of exactly the model's maximum length is refused"),
    _m("audit11c.adapter.logit_error_no_floor", AD,
       "return rtol * np.maximum(np.abs(logits).max(axis=1), 1.0)",
       "return rtol * np.abs(logits).max(axis=1)",
       "MaskedLM.logit_error drops the 'at least 1' floor on the row's largest |logit|"),
    _m("audit11c.adapter.pool_skips_free_sites", AD,
       "        special[self.free_positions] = False\n", "",
       "the pooled hidden state leaves out the free sites of a prefix/suffix template (their [MASK] is special)"),
    _m("audit11c.adapter.with_template_keeps_old_template", AD,
       "if not ({\"prefix\", \"suffix\", \"text\", \"free_positions\"} & set(changes)):",
       "if True:",
       "with_template merges a new template into the old one instead of replacing it"),
    _m("audit11c.adapter.hub_id_is_path", AD,
       "name.count(\"/\") > 1", "name.count(\"/\") >= 1",
       "_looks_like_path takes a hub id 'org/name' for a local path"),
    _m("audit11c.adapter.free_position_one_past_end", AD,
       "bad = [p for p in free_positions if not 0 <= p < len(body)]",
       "bad = [p for p in free_positions if not 0 <= p <= len(body)]",
       "free_positions accepts the index one past the text (the trailing special token becomes a free site)"),
    _m("audit11c.adapter.all_conditionals_positions_interleaved", AD,
       "pos = self._free.repeat(B)", "pos = self._free.repeat_interleave(B)",
       "all_conditionals pairs the masked copies with the free positions in the wrong order (B > 1)"),
    # ------------------------------------------------------------------ toolkit/unmasking.py (3)
    _m("audit11c.unmasking.remask_default_k_1", TU,
       "k = r if k is None else check_int(k, \"k\", minimum=1)",
       "k = 1 if k is None else check_int(k, \"k\", minimum=1)",
       "sample_remasking's default k is 1 (one site per step) instead of r (one parallel step)"),
    _m("audit11c.unmasking.clopper_pearson_full_delta", TU,
       "L = float(beta.ppf(delta / 2, c, N2 - c + 1))", "L = float(beta.ppf(delta, c, N2 - c + 1))",
       "tv_interval's split lower end at level 1 - delta instead of 1 - delta/2 (coverage below level)"),
    _m("audit11c.unmasking.mcdiarmid_k_not_k_minus_1", TU,
       "mcdiarmid = math.sqrt((k - 1) / N) / 2", "mcdiarmid = math.sqrt(k / N) / 2",
       "tv_deviation_bound's expectation term sqrt(k/N)/2 instead of sqrt((k-1)/N)/2"),
    # ------------------------------------------------------------------ exact/unmasking.py (5)
    _m("audit11c.unmasking_exact.remask_k_not_capped", EU,
       "return Sampler(\"remask\", o, min(k, r), r)", "return Sampler(\"remask\", o, k, r)",
       "parse_sampler keeps a remasking k above r (its name then says k > r)"),
    _m("audit11c.unmasking_exact.default_remask_floor", EU,
       "sorted({min(2, n), (n + 1) // 2})", "sorted({min(2, n), n // 2})",
       "default_samplers remasks floor(n/2) sites instead of ceil(n/2)"),
    _m("audit11c.unmasking_exact.margin_top_minus_bottom", EU,
       "    elif order == \"margin\":\n        top = np.sort(P, axis=2)\n        score = top[:, :, -1] - top[:, :, -2]",
       "    elif order == \"margin\":\n        top = np.sort(P, axis=2)\n        score = top[:, :, -1] - top[:, :, 0]",
       "the exact margin order scores the largest minus the smallest probability (same as top-two at q = 2)"),
    _m("audit11c.unmasking_exact.remask_rounds_floor", EU,
       "for _ in range(-(-r // min(k, r))):", "for _ in range(r // min(k, r)):",
       "remasking_kernel runs floor(r/k) unmasking steps instead of ceil(r/k): sites stay masked when k does not divide r"),
    _m("audit11c.unmasking_exact.tv_after_restarts_count", EU,
       "for _ in range(tt - done):", "for _ in range(tt):",
       "compare_samplers steps t more times from the last t instead of t - t_prev (tv_after at cumulative steps)"),
    # ------------------------------------------------------------------ toolkit/app/commands/check.py (3)
    _m("audit11c.check.exit_status_always_0", CH,
       "return 0 if report.all_hold else 1", "return 0",
       "glauber check exits 0 when a claim whose hypothesis holds fails (documented: exit status 1)"),
    _m("audit11c.check.logit_rtol_not_checked", CH,
       "        check_nonnegative(args.logit_rtol, \"logit_rtol\")\n", "        pass\n",
       "glauber check does not refuse a negative --logit-rtol before loading the model"),
    _m("audit11c.check.text_warnings_dropped", CH,
       "        for w in warnings:\n            print(f\"warning: {w['message']}\")\n", "",
       "glauber check (text) prints no warning when pi is known only roughly"),
    # ------------------------------------------------------------------ exact/compat.py (3)
    _m("audit11c.compat.drift_mean_unweighted", CO,
       "means.append(float((kl * np.exp(lw[:, 0])).sum()))", "means.append(float(kl.mean()))",
       "conditional_drift's mean KL is the plain mean over contexts (documented: pi-weighted)"),
    _m("audit11c.compat.tolerance_signed_max_logit", CO,
       "M = float(np.abs(L.values).max()) if L.values.size else 0.0",
       "M = float(L.values.max()) if L.values.size else 0.0",
       "the reversibility tolerance uses the largest logit, not the largest |logit|"),
    _m("audit11c.compat.sparse_entries_transposed", CO,
       "return np.log(np.asarray(P.tocsr()[x, y]).ravel())", "return np.log(np.asarray(P.tocsr()[y, x]).ravel())",
       "Kolmogorov ratios of a sparse matrix read P(y, x) for P(x, y)"),
    # ------------------------------------------------------------------ exact/metastable.py (5)
    _m("audit11c.metastable_exact.singleton_lazy_sign", EM,
       "log_leave = log_leave + math.log1p(-kernel.lazy)", "log_leave = log_leave + math.log1p(kernel.lazy)",
       "singleton_log_exit_times multiplies the leaving probability by (1 + lazy) instead of (1 - lazy)"),
    _m("audit11c.metastable_exact.bottleneck_complement_mass", EM,
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) - eps",
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[~mask]).sum()) - eps",
       "bottleneck_lower_bound uses 1 - pi(S^c) - eps instead of 1 - pi(S) - eps"),
    _m("audit11c.metastable_exact.conductance_operator_into_set", EM,
       "out_prob = Pop @ (~mask).astype(float)", "out_prob = Pop @ mask.astype(float)",
       "conductance without listed edges (an operator) uses P(x, S) instead of P(x, S^c)"),
    _m("audit11c.metastable_exact.spsolve_never_warns", EM,
       "    if method != \"gth\":\n        res = residual(tau)", "    if method == \"iterative\":\n        res = residual(tau)",
       "expected_exit_times gives no ConvergenceWarning for method='spsolve' (documented: iterative/spsolve)"),
    _m("audit11c.metastable_exact.escape_bound_key", EM,
       "\"escape_bound\": self.bound", "\"bound\": self.bound",
       "EscapeCheck.to_dict writes the escape bound under 'bound' instead of 'escape_bound'"),
]

#: Mutants believed equivalent before the run (none).
EQUIVALENT: dict = {}

#: Mutants found, after the first run, to be the same bug as an entry of scripts/mutants.py
#: (the same line changed the same way, or the same promise broken on the same line).
DUPLICATE_OF = {
    "audit11c.analysis.q2_lump_at_threshold": "blind3.analysis.lump_q2_boundary",
    "audit11c.analysis.count_logits_n_not_n_minus_1": "audit7c.analysis.max_logit_counts_n",
    "audit11c.analysis.largest_temperature_checked": "audit5b.analysis.check_scale_max_temperature",
    "audit11c.analysis.lower_bound_not_clamped": "audit5b.analysis.lower_bound_not_clipped",
    "audit11c.plot.tv_curve_tmix_strict": "audit4e.plot.tmix_strict",
    "audit11c.plot.trace_mean_of_drawn_chains": "sweep6s3.plot.trace_mean_drawn",
    "audit11c.plot.nlogn_fit_from_n2": "audit4e.plot.nlogn_fit_from_2",
    "audit11c.tasks.deterministic_last_seed": "audit4c.tasks.unseeded_last_seed",
    "audit11c.tasks.fractional_int_option_truncated": "sweep6s4.tasks.int_truncated",
    "audit11c.metastable.exit_at_max_steps_censored": "tk_metastable.censor_at_max_steps",
    "audit11c.metastable.quench_ties_move": "tk_metastable.quench_ties_move",
    "audit11c.metastable.auto_threshold_swapped": "sweep6s3.metastable.auto_threshold_swapped",
    "audit11c.base.declared_error_row_min": "i30c.err_rowmin",
    "audit11c.base.assumed_error_no_factor_2": "audit4b.base.default_rtol_no2",
    "audit11c.base.row_scale_no_floor": "audit4b.base.row_scale_no_floor",
    "audit11c._hf_convert.q_k_swapped": "audit5a.hf_convert.query_key_swapped",
    "audit11c._hf_convert.layer_norm_eps_bert_default": "audit5a.hf_convert.layer_norm_eps",
    "audit11c.adapter.roberta_offset_no_plus_one": "sweep6s5.adapter.roberta_offset_no_plus_one",
    "audit11c.adapter.template_at_max_refused": "sweep6s5.adapter.max_length_ge",
    "audit11c.adapter.logit_error_no_floor": "audit4b.adapter.err_no_floor",
    "audit11c.adapter.pool_skips_free_sites": "audit6c.adapter.free_sites_not_content",
    "audit11c.adapter.with_template_keeps_old_template": "harden9e.adapter.with_template_keeps_old_suffix",
    "audit11c.adapter.hub_id_is_path": "sweep6s5.adapter.one_slash_is_path",
    "audit11c.adapter.free_position_one_past_end": "audit4b.adapter.free_pos_upper",
    "audit11c.adapter.all_conditionals_positions_interleaved": "audit4b.adapter.all_cond_order",
    "audit11c.unmasking.remask_default_k_1": "harden10h.unmasking.remask_default_k_one",
    "audit11c.unmasking_exact.remask_k_not_capped": "sweep6s2.unmasking.remask_k_not_clipped",
    "audit11c.unmasking_exact.default_remask_floor": "sweep6s2.unmasking.default_remask_half_floor",
    "audit11c.unmasking_exact.margin_top_minus_bottom": "unmasking.margin_top_minus_bottom",
    "audit11c.unmasking_exact.remask_rounds_floor": "blind2.unmasking.remask_rounds_floor",
    "audit11c.unmasking_exact.tv_after_restarts_count": "unmasking.glauber_repair_restarts",
    "audit11c.check.exit_status_always_0": "audit4d.check.exit_status",
    "audit11c.check.logit_rtol_not_checked": "audit4d.check.rtol_unchecked",
    "audit11c.check.text_warnings_dropped": "cov5h3.cli_check.text_warnings",
    "audit11c.compat.drift_mean_unweighted": "audit4a.compat.drift_unweighted_mean",
    "audit11c.metastable_exact.singleton_lazy_sign": "blind3.emeta.singleton_lazy_sign",
    "audit11c.metastable_exact.escape_bound_key": "audit5b.metastable.to_dict_bound_key",
}

#: Survivors of the first run: why they survived and the test that kills them now.
SURVIVOR_NOTES = {
    "audit11c.plot.spectrum_summary_ignored_for_chain": {
        "note": "toolkit/plot.py's targeted tests all pass under it: none checks that a `summary` given with a "
                "chain is what gets marked (the documented default, the chain's own, looks the same in a figure)",
        "killed_by": "tests/toolkit/test_audit11c_plot.py::test_spectrum_of_a_chain_marks_the_summary_given"},
    "audit11c.compat.tolerance_signed_max_logit": {
        "note": "not a code bug, and all but equivalent through the public API: the chain's own pi carries a "
                "relative error estimate that grows with max |logit| / T and offsets the signed M's negative "
                "terms, and a compatible chain's residual (1e-15 for a random joint) is far below the tolerance "
                "either way; "
                "with an exact pi (relative error 0) and logits near -1e8 the signed M makes the tolerance "
                "negative and a joint's chain non-reversible",
        "killed_by": "tests/exact/test_audit11c_compat.py::test_reversible_with_an_exact_pi_and_large_negative_logits"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit11c.plot.spectrum_summary_ignored_for_chain": ["tests/toolkit/test_audit11c_plot.py"],
    "audit11c.compat.tolerance_signed_max_logit": ["tests/exact/test_audit11c_compat.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())
