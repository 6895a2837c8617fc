"""Seventeenth blind mutation audit, part a (issue 30): 54 mutants in the 12 modules dealt to
part 17a by ``python benchmarks/blind_audit_5_draw.py --audit 17 --seed 2026120517`` (basins,
growth, the model zoo, the transformers adapter, the exact analysis, the rectangle certificate,
results, the toy families, the verification report's package, mixing_truth, the scan command,
SCEPTR), written without reading ``scripts/mutants.py``, the earlier audits' catalogues or any
file under ``tests/`` (protocol: benchmarks/blind_audit_17_protocol.md). Each mutant is a bug a
developer could make in the source, read for this audit: 3 per module under 150 statements, 5
for 150-400, 8 above 400. Mutants believed equivalent are marked (``EQUIVALENT``) before
anything ran; the ones found after the first run to be the same bug as an entry of
``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``automut.default_tests(module)`` (the test files
that name the module by dotted path or import, or that the catalogue runs against it, then the
module itself, so its doctests run last), computed when this file loads, so on the commit the
run starts from. A mutant first failed by its module's doctest is a kill; the record also gives
the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_17a.py --list
    python benchmarks/blind_audit_17a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_17a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

BA, GR, ZO, AD = "exact/basins.py", "toolkit/growth.py", "toolkit/models/zoo.py", "toolkit/models/adapter.py"
AN, RC, RS, FA = "exact/analysis.py", "toolkit/_rectangle.py", "toolkit/results.py", "toolkit/models/families.py"
RP, MT, SC, SP = ("toolkit/app/report/__init__.py", "toolkit/app/mixing_truth.py", "toolkit/app/commands/scan.py",
                  "toolkit/models/sceptr.py")
TESTS = {f: automut.default_tests(f) for f in (BA, GR, ZO, AD, AN, RC, RS, FA, RP, MT, SC, SP)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/basins.py (181 statements: 5)
    _m("audit17a.basins.terminal_by_incoming_edge", BA,
       "terminal[comp[Ac.row[leaving]]] = False", "terminal[comp[Ac.col[leaving]]] = False",
       "basins: a component with an edge INTO another is still terminal and one with an edge coming in from "
       "another is not (the edge direction of 'terminal SCC' flipped)"),
    _m("audit17a.basins.start_guard_off_by_one", BA,
       "if start >= N or not mask[start]:", "if start > N or not mask[start]:",
       "uphill_moves: start == N (one past the last state) passes the guard (an IndexError, not the "
       "InvalidInputError naming `start`)"),
    _m("audit17a.basins.fixed_points_smallest_first", BA,
       'idx = idx[np.argsort(-m[idx], kind="stable")]', 'idx = idx[np.argsort(m[idx], kind="stable")]',
       "fixed_points lists the smallest margin first (documented: largest margin first)"),
    _m("audit17a.basins.str_drops_attractor_zero", BA,
       "np.bincount(self.labels[self.labels >= 0], minlength=self.n_attractors)",
       "np.bincount(self.labels[self.labels > 0], minlength=self.n_attractors)",
       "Basins.__str__ counts the exclusive basin of attractor 0 as empty (label 0 dropped with the -1s)"),
    _m("audit17a.basins.uphill_ignores_tie_atol", BA,
       "uphill = deficit > tie_atol", "uphill = deficit > 0",
       "least_uphill_path counts a move within tie_atol of the argmax as uphill (the tolerance ignored)"),
    # ------------------------------------------------------------------ toolkit/growth.py (232 statements: 5)
    _m("audit17a.growth.jump_uses_censored_middle", GR,
       "jumped = bool(jump and not poly and not cw[-2] and s_top <= z_poly)",
       "jumped = bool(jump and not poly and s_top <= z_poly)",
       "growth_verdict: the jump branch uses a censored lower end at the middle size (documented: not used)"),
    _m("audit17a.growth.interval_low_end_lo_lo", GR,
       "interval = (_slope(lhi[0], llo[-1], span) if lw[-1] > 0",
       "interval = (_slope(llo[0], llo[-1], span) if lw[-1] > 0",
       "the polynomial verdict's exponent interval starts at ln(lo_K / lo_{K-2}) / span, not the documented "
       "ln(lo_K / hi_{K-2}) / span (too narrow when the brackets have width)"),
    _m("audit17a.growth.change_highest_poly_above", GR,
       "return ChangeTemperature(nv, float(T[k_fast]), float(T[min(above)]), monotone, note)",
       "return ChangeTemperature(nv, float(T[k_fast]), float(T[max(above)]), monotone, note)",
       "change_temperature: `high` is the highest polynomial temperature above the faster one, not the lowest"),
    _m("audit17a.growth.info_needs_both_ends", GR,
       "info = (lo > 0) | np.isfinite(hi)", "info = (lo > 0) & np.isfinite(hi)",
       "growth_verdict drops every size with only one end of its bracket (a lower bound alone, or an upper "
       "bound alone), not only the sizes with no information"),
    _m("audit17a.growth.steepening_m_without_log", GR,
       "m = np.diff(nw**FAST_POWER) / d", "m = np.diff(nw**FAST_POWER)",
       "the steepening test's m_k = (n_{k+1}^b - n_k^b) / ln(n_{k+1}/n_k) loses its division by the log ratio"),
    # ------------------------------------------------------------------ toolkit/models/zoo.py (87 statements: 3)
    _m("audit17a.zoo.q_equal_default_refused", ZO,
       "if q > len(default):", "if q >= len(default):",
       "load_model refuses q equal to the number of default tokens (e.g. q=20 for the antibody models)"),
    _m("audit17a.zoo.q_tokens_fewer_accepted", ZO,
       "if len(parsed) != int(q):", "if len(parsed) > int(q):",
       "load_model accepts fewer `tokens` than `q` (only too many are refused)"),
    _m("audit17a.zoo.sceptr_unknown_message", ZO,
       "if name in TOY_MODELS or name == \"sceptr\":", "if name in TOY_MODELS:",
       "load_model('sceptr') says 'unknown real model' instead of naming it as a non-transformers model "
       "built by make_model"),
    # ------------------------------------------------------------------ toolkit/models/adapter.py (442 statements: 8)
    _m("audit17a.adapter.roberta_offset_no_plus_one", AD,
       'offset = int(getattr(embeddings, "padding_idx", 0) or 0) + 1',
       'offset = int(getattr(embeddings, "padding_idx", 0) or 0)',
       "MaskedLM._max_length: a RoBERTa-family model's usable positions lose only padding_idx, not "
       "padding_idx + 1 (a template one token too long is accepted)"),
    _m("audit17a.adapter.free_position_equal_length", AD,
       "bad = [p for p in free_positions if not 0 <= p < len(body)]",
       "bad = [p for p in free_positions if not 0 <= p <= len(body)]",
       "a free position equal to the text's length (one past its last token) passes the range check"),
    _m("audit17a.adapter.pool_over_all_positions", AD,
       "out_h.append(((h * m[None, :, None]).sum(1) / m.sum()).cpu())",
       "out_h.append(((h * m[None, :, None]).sum(1) / m.numel()).cpu())",
       "the pooled hidden state divides by every position (special ones too), not by the content positions"),
    _m("audit17a.adapter.free_sites_not_content", AD,
       "        special[self.free_positions] = False\n", "",
       "the content mask leaves out the free sites of a prefix/suffix template (their template token is "
       "[MASK], a special token), so pooling ignores the sites the chain moves"),
    _m("audit17a.adapter.all_conditionals_site_order", AD,
       "pos = self._free.repeat(B)\n        inp[torch.arange(B * n, device=self.device), pos] = self.mask_id",
       "pos = self._free.repeat_interleave(B)\n        inp[torch.arange(B * n, device=self.device), pos] = "
       "self.mask_id",
       "all_conditionals: the masked positions repeat each site B times instead of cycling the n sites per "
       "state (rows get the wrong site when B > 1)"),
    _m("audit17a.adapter.logit_error_no_floor", AD,
       "return rtol * np.maximum(np.abs(logits).max(axis=1), 1.0)",
       "return rtol * np.abs(logits).max(axis=1)",
       "MaskedLM.logit_error loses its floor of 1 on the row scale (documented: at least 1)"),
    _m("audit17a.adapter.max_length_equal_refused", AD,
       "if self.max_length is not None and len(full) > self.max_length:",
       "if self.max_length is not None and len(full) >= self.max_length:",
       "a template of exactly the model's maximum length is refused"),
    _m("audit17a.adapter.one_token_accepted", AD,
       "if not tokens or len(tokens) < 2:", "if not tokens or len(tokens) < 1:",
       "MaskedLM accepts a token set of one token (q = 1; documented: at least 2)"),
    # ------------------------------------------------------------------ exact/analysis.py (201 statements: 5)
    _m("audit17a.analysis.count_context_n_not_n_minus_1", AN,
       "c = (n - 1) * np.eye(q, dtype=np.int64)", "c = n * np.eye(q, dtype=np.int64)",
       "_max_abs_logit evaluates the count logits at n (not n - 1) copies of one token: counts of all n sites, "
       "not of the other sites"),
    _m("audit17a.analysis.min_temperature_no_factor", AN,
       "return 4.0 * max_logit / float(np.finfo(np.float64).max)",
       "return max_logit / float(np.finfo(np.float64).max)",
       "min_temperature drops its factor 4: logit / T - max can still overflow at the T it allows"),
    _m("audit17a.analysis.warning_temperature_inverted", AN,
       "above T ~ {T * rel / PI_RTOL_WARN:.2g}", "above T ~ {T * PI_RTOL_WARN / rel:.2g}",
       "report_warnings names T * threshold / rel as the least accurate temperature (the 1/T scaling inverted)"),
    _m("audit17a.analysis.lump_q2_at_twelve", AN,
       "(q == 2 and n > LUMP_Q2_ABOVE_N)", "(q == 2 and n >= LUMP_Q2_ABOVE_N)",
       "exact_method lumps a q = 2 exchangeable model already at n = LUMP_Q2_ABOVE_N (documented: above it)"),
    _m("audit17a.analysis.lower_bound_not_clamped", AN,
       "t_mix_lower_bound=None if bounds.lower is None else float(max(bounds.lower, 0.0))",
       "t_mix_lower_bound=None if bounds.lower is None else float(bounds.lower)",
       "exact_report keeps a negative t_mix lower bound (documented: reported as 0)"),
    # ------------------------------------------------------------------ toolkit/_rectangle.py (21 statements: 3)
    _m("audit17a.rectangle.certified_at_equality", RC,
       "return np.abs(log_r_value) > bound_value", "return np.abs(log_r_value) >= bound_value",
       "certified counts |log R| equal to the bound as certified (documented: strictly above)"),
    _m("audit17a.rectangle.bound_u_without_abs", RC,
       "u = np.abs(np.asarray(u, dtype=float)).sum(axis=-1)", "u = np.asarray(u, dtype=float).sum(axis=-1)",
       "bound sums the u logits with their signs (negative ones cancel), not their magnitudes"),
    _m("audit17a.rectangle.gamma_drops_k", RC,
       "return k * UNIT_ROUNDOFF / (1.0 - k * UNIT_ROUNDOFF)", "return UNIT_ROUNDOFF / (1.0 - k * UNIT_ROUNDOFF)",
       "gamma(k) loses the factor k in its numerator (gamma_7 about 7 times too small)"),
    # ------------------------------------------------------------------ toolkit/results.py (907 statements: 8)
    _m("audit17a.results.z_one_sided", RS,
       "return float(norm.ppf(0.5 + level / 2))", "return float(norm.ppf(level))",
       "Estimate's interval at a level other than 0.95 uses the one-sided quantile (too narrow)"),
    _m("audit17a.results.covers_open", RS,
       "return bool(lo <= x <= hi)", "return bool(lo < x < hi)",
       "Estimate.covers excludes the interval's ends (an exact estimate does not cover its own value)"),
    _m("audit17a.results.quantile_position_n", RS,
       "h = (N - 1) * p", "h = N * p",
       "abs_log_r_quantiles with integer weights places quantile p at N p, not numpy's (N - 1) p"),
    _m("audit17a.results.witness_pairs_by_id", RS,
       "lead = order[np.sort(first)]", "lead = order[first]",
       "witness_order lists the pairs' worst rectangles in pair-id order, not by their worst |log R|"),
    _m("audit17a.results.contracting_at_one", RS,
       "return self.alpha_col < 1", "return self.alpha_col <= 1",
       "InfluenceSummary.contracting holds at alpha = 1 (Dobrushin needs alpha < 1)"),
    _m("audit17a.results.failed_needs_true_hypothesis", RS,
       "return self.kind == \"theorem\" and self.hypothesis_holds is not False and self.holds is False",
       "return self.kind == \"theorem\" and self.hypothesis_holds is True and self.holds is False",
       "Claim.failed: a theorem with an undecided hypothesis (None) that does not hold is not a failure "
       "(documented: fails unless its hypothesis fails)"),
    _m("audit17a.results.range_n_zero_accepted", RS,
       "if name in _AT_LEAST_ONE and x < 1:", "if name in _AT_LEAST_ONE and x < 0:",
       "a saved result with n = 0 (or q = 0) loads (documented: n and q >= 1)"),
    _m("audit17a.results.from_blocks_earliest_t_mix", RS,
       "t_mix = max(r[1] for r in results)", "t_mix = min(r[1] for r in results)",
       "MixingResult.from_blocks takes the earliest block's t_mix, not the latest (the worst start mixes last)"),
    # ------------------------------------------------------------------ toolkit/models/families.py (45 statements: 3)
    _m("audit17a.families.asymmetric_is_symmetric", FA,
       "def _asymmetric_pairwise(q=2, n=6, scale=1.0, seed=0):\n"
       "    return toy.random_pairwise(q, n, scale, symmetric=False,",
       "def _asymmetric_pairwise(q=2, n=6, scale=1.0, seed=0):\n"
       "    return toy.random_pairwise(q, n, scale, symmetric=True,",
       "the 'asymmetric-pairwise' family builds a symmetric model"),
    _m("audit17a.families.planted_default_gamma", FA,
       "gamma = gamma if gamma is not None else 2.0", "gamma = gamma if gamma is not None else 1.0",
       "planted-margin's default margin is 1, not the documented 2"),
    _m("audit17a.families.curie_weiss_field_dropped", FA,
       "return CurieWeiss(n, beta, field=field)", "return CurieWeiss(n, beta)",
       "the curie-weiss family ignores its `field` keyword"),
    # ------------------------------------------------------------------ toolkit/app/report/__init__.py (64 statements: 3)
    _m("audit17a.report.one_stream_for_all", RP,
       "np.random.default_rng([seed, mod.STREAM])", "np.random.default_rng(seed)",
       "verify: every sampled section draws from the same stream of the seed (the section's number dropped)"),
    _m("audit17a.report.stage_counts_current_done", RP,
       "done = sum(weight[:k - 1])", "done = sum(weight[:k])",
       "_stage_line counts the section now starting as done (the estimate of the rest too small)"),
    _m("audit17a.report.seconds_from_start", RP,
       "sec.seconds = time.perf_counter() - t0", "sec.seconds = time.perf_counter() - t_start",
       "a section's seconds are counted from the start of the whole run, not of the section"),
    # ------------------------------------------------------------------ toolkit/app/mixing_truth.py (92 statements: 3)
    _m("audit17a.mixing_truth.barrier_deeper_well", MT,
       "return max(0.0, saddle - max(float(phi[a]), float(phi[b])))",
       "return max(0.0, saddle - min(float(phi[a]), float(phi[b])))",
       "mean_field_barrier (Curie-Weiss) measures the saddle above the deeper well, not the shallower one"),
    _m("audit17a.mixing_truth.field_not_tempered", MT,
       "K, H = beta / T, field / T", "K, H = beta / T, field",
       "_profile: the field is not divided by T (H = field, documented H = field / T)"),
    _m("audit17a.mixing_truth.potts_spinodal_inverted", MT,
       "return float(beta) / potts_spinodal(int(q))", "return float(beta) * potts_spinodal(int(q))",
       "spinodal_temperature (mean-field Potts) multiplies by beta_s(q) instead of dividing"),
    # ------------------------------------------------------------------ toolkit/app/commands/scan.py (91 statements: 3)
    _m("audit17a.scan.none_all_hold_fails", SC,
       "ok = res.all_hold is not False", "ok = bool(res.all_hold)",
       "scan nlogn exits 1 when no size had an applicable bound (all_hold None), documented not a failure"),
    _m("audit17a.scan.n_max_excluded", SC,
       "\"n_max\", minimum=lo) + 1)", "\"n_max\", minimum=lo))",
       "scan nlogn leaves out --n-max (the range stops one short)"),
    _m("audit17a.scan.guard_at_smallest", SC,
       "args.n = max(sizes)", "args.n = min(sizes)",
       "scan nlogn runs its up-front guards at the smallest size, not the largest (a too large scan is "
       "refused only after the smaller sizes ran)"),
    # ------------------------------------------------------------------ toolkit/models/sceptr.py (337 statements: 5)
    _m("audit17a.sceptr.window_start_max", SP,
       "start = min(_CDR3_START if loop.startswith(\"CDR3\") else 0, len(seq) - n)",
       "start = max(_CDR3_START if loop.startswith(\"CDR3\") else 0, len(seq) - n)",
       "the default window of n sites starts at max(4, len - n), not min: past CASS when the loop is long, "
       "off its end when n is near the loop's length"),
    _m("audit17a.sceptr.with_template_keeps_text", SP,
       "        if {\"tcr\", \"loop\"} & set(changes) and \"text\" not in changes:\n"
       "            kw[\"text\"] = None  # a text was the old loop's sequence\n", "",
       "SceptrMLM.with_template keeps the old loop's `text` when the TCR or the loop changes"),
    _m("audit17a.sceptr.pool_over_all_tokens", SP,
       "(last.double() * m[None, :, None]).sum(1) / m.sum()", "(last.double() * m[None, :, None]).sum(1) / m.numel()",
       "the pooled hidden state divides by every token (<cls> too), not by the residue tokens"),
    _m("audit17a.sceptr.q_twenty_refused", SP,
       "if q > len(AMINO_ACIDS):", "if q >= len(AMINO_ACIDS):",
       "load_sceptr refuses q = 20 (all the residues)"),
    _m("audit17a.sceptr.position_equal_length", SP,
       "bad = [p for p in positions if not 0 <= p < length]", "bad = [p for p in positions if not 0 <= p <= length]",
       "a free position equal to the loop's length passes the range check"),
]

#: Mutants believed to change no behaviour, marked before the first run (none).
EQUIVALENT: dict = {}

#: Mutant id -> the entry of scripts/mutants.py that is the same bug (same file, same place, same
#: behaviour change), filled in after the first run was committed. Fresh (no entry is the same bug):
#: basins.str_drops_attractor_zero (sweep6s1's entry there counts inclusive basins), growth.steepening_m_without_log
#: (fast.power_log_d divides by n's differences, not drops the division), zoo.sceptr_unknown_message,
#: rectangle.bound_u_without_abs (harden8h1's entry there drops the float cast), rectangle.gamma_drops_k
#: (sweep6s3's entry drops the denominator), report.seconds_from_start (sweep8s1's entry adds t0),
#: mixing_truth.potts_spinodal_inverted (cov5h3's entry swaps the family branch), sceptr.q_twenty_refused
#: (cov5h2's entry accepts q = 21).
DUPLICATE_OF: dict = {
    "audit17a.basins.terminal_by_incoming_edge": "blind.basins.terminal_target",
    "audit17a.basins.start_guard_off_by_one": "sweep6s1.basins.start_past_end",
    "audit17a.basins.fixed_points_smallest_first": "metastable.fixed_points_order",
    "audit17a.basins.uphill_ignores_tie_atol": "once.uphill_no_tolerance",
    "audit17a.growth.jump_uses_censored_middle": "i24rule.jump_censored_ignored",
    "audit17a.growth.interval_low_end_lo_lo": "audit5c.growth.interval_low_from_low_ends",
    "audit17a.growth.change_highest_poly_above": "audit5c.growth.change_high_is_max",
    "audit17a.growth.info_needs_both_ends": "harden8h2.growth.upper_only_sizes_dropped",
    "audit17a.zoo.q_equal_default_refused": "audit4e.zoo.q_equal_default_refused",
    "audit17a.zoo.q_tokens_fewer_accepted": "audit4e.zoo.q_tokens_mismatch_short",
    "audit17a.adapter.roberta_offset_no_plus_one": "sweep6s5.adapter.roberta_offset_no_plus_one",
    "audit17a.adapter.free_position_equal_length": "audit4b.adapter.free_pos_upper",
    "audit17a.adapter.pool_over_all_positions": "audit6c.adapter.pool_over_all_positions",
    "audit17a.adapter.free_sites_not_content": "audit6c.adapter.free_sites_not_content",
    "audit17a.adapter.all_conditionals_site_order": "audit4b.adapter.all_cond_order",
    "audit17a.adapter.logit_error_no_floor": "audit4b.adapter.err_no_floor",
    "audit17a.adapter.max_length_equal_refused": "sweep6s5.adapter.max_length_ge",
    "audit17a.adapter.one_token_accepted": "audit4b.adapter.one_token_ok",
    "audit17a.analysis.count_context_n_not_n_minus_1": "audit7c.analysis.max_logit_counts_n",
    "audit17a.analysis.min_temperature_no_factor": "blind3.analysis.min_temperature",
    "audit17a.analysis.warning_temperature_inverted": "blind3.analysis.warn_temperature",
    "audit17a.analysis.lump_q2_at_twelve": "blind3.analysis.lump_q2_boundary",
    "audit17a.analysis.lower_bound_not_clamped": "audit5b.analysis.lower_bound_not_clipped",
    "audit17a.rectangle.certified_at_equality": "sweep6s3._rectangle.certified_ge",
    "audit17a.results.z_one_sided": "blind2.results.z_one_sided",
    "audit17a.results.covers_open": "audit15a.results.covers_strict",
    "audit17a.results.quantile_position_n": "audit5c.results.weighted_quantile_position",
    "audit17a.results.witness_pairs_by_id": "sweep6s3.results.witness_lead_unsorted",
    "audit17a.results.contracting_at_one": "sweep6s3.results.contracting_le",
    "audit17a.results.failed_needs_true_hypothesis": "audit5c.results.claim_failed_needs_true_hypothesis",
    "audit17a.results.range_n_zero_accepted": "audit5c.results.at_least_one_zero",
    "audit17a.results.from_blocks_earliest_t_mix": "audit7c.results.from_blocks_min_tmix",
    "audit17a.families.asymmetric_is_symmetric": "audit4b.families.asym_symmetric",
    "audit17a.families.planted_default_gamma": "audit4b.families.gamma_default",
    "audit17a.families.curie_weiss_field_dropped": "harden8h2.families.curie_weiss_drops_field",
    "audit17a.report.one_stream_for_all": "audit5a.report.stream_without_number",
    "audit17a.report.stage_counts_current_done": "audit5a.report.stage_weight_off_by_one",
    "audit17a.mixing_truth.barrier_deeper_well": "blind2.mixing_truth.deeper_well",
    "audit17a.mixing_truth.field_not_tempered": "prm19b.mixing_truth.field_not_over_T",
    "audit17a.scan.none_all_hold_fails": "audit4d.scan.none_fails",
    "audit17a.scan.n_max_excluded": "audit4d.scan.nmax_exclusive",
    "audit17a.scan.guard_at_smallest": "sweep7a4.scan.1",
    "audit17a.sceptr.window_start_max": "audit9b.sceptr.window_start_max",
    "audit17a.sceptr.with_template_keeps_text": "audit9b.sceptr.with_template_text",
    "audit17a.sceptr.pool_over_all_tokens": "audit6c.sceptr.pool_with_cls",
    "audit17a.sceptr.position_equal_length": "sweep6s5.sceptr.positions_last_refused",
}

#: Notes on the first run's survivors, and the test that kills each (protocol step 6).
SURVIVOR_NOTES = {
    "audit17a.sceptr.q_twenty_refused": {
        "note": "no test loaded SCEPTR with q = 20, the largest q its docstring allows (its first q of the 20 "
                "amino acids); a test gap, not a bug in the code",
        "killed_by": "tests/toolkit/test_audit17a_sceptr.py::test_q_twenty_is_every_residue_and_twenty_one_is_refused",
    },
}

#: The new test file imports toolkit.models.sceptr by name, so automut.default_tests puts it in the
#: module's targeted set when this file loads: the after-run picks it up without AFTER_TESTS.
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())
