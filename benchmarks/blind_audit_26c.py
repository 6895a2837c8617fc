"""Twenty-sixth blind mutation audit, part c (issue 30): 52 mutants in the 12 modules dealt to part
26c by ``python benchmarks/blind_audit_5_draw.py --audit 26 --seed 2026120726`` (exact/space.py,
exact/_rounding.py, toolkit/app/mixing_summary.py, toolkit/models/_hf_convert.py,
toolkit/app/testing.py, toolkit/app/report/soundness.py, exact/influence.py, toolkit/app/output.py,
toolkit/app/report/_math.py, toolkit/device_chains.py, toolkit/dynamics.py,
toolkit/app/report/phase.py), written without reading ``scripts/mutants.py``, any other audit's
catalogue or any file under ``tests/`` (protocol: benchmarks/blind_audit_26_protocol.md). 3 mutants
per module under 150 statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before
anything runs, ``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_26c.py --list
    python benchmarks/blind_audit_26c.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_26c.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

SPACE = "exact/space.py"
ROUND = "exact/_rounding.py"
MSUM = "toolkit/app/mixing_summary.py"
HF = "toolkit/models/_hf_convert.py"
TEST = "toolkit/app/testing.py"
SOUND = "toolkit/app/report/soundness.py"
INFL = "exact/influence.py"
OUT = "toolkit/app/output.py"
MATH = "toolkit/app/report/_math.py"
DEV = "toolkit/device_chains.py"
DYN = "toolkit/dynamics.py"
PHASE = "toolkit/app/report/phase.py"
TESTS = {f: automut.default_tests(f) for f in (SPACE, ROUND, MSUM, HF, TEST, SOUND, INFL, OUT, MATH, DEV, DYN, PHASE)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/space.py (41 statements: 3)
    _m("audit26c.space.states_upper_guard_off_by_one", SPACE,
       "idx.max() >= self.size", "idx.max() > self.size",
       "states(): the index q**n (one past the last state) is accepted instead of raising"),
    _m("audit26c.space.states_bad_index_ignores_negative", SPACE,
       "bad = int(idx[(idx < 0) | (idx >= self.size)][0])", "bad = int(idx[idx >= self.size][0])",
       "states(): the offender is looked for among the too-large indices only (a negative index: IndexError, "
       "not InvalidInputError)"),
    _m("audit26c.space.hamming_wrong_axis", SPACE,
       "return (self.states(i) != self.states(j)).sum(axis=1)", "return (self.states(i) != self.states(j)).sum(axis=0)",
       "hamming(): summed over the pairs (axis 0) instead of over the sites"),
    # ------------------------------------------------------------------ exact/_rounding.py (30 statements: 3)
    _m("audit26c._rounding.log_rounding_factor_two", ROUND,
       "site = 4.0 * U * z + (K.q + 4) * U", "site = 2.0 * U * z + (K.q + 4) * U",
       "log_rounding(): the tempered-logit term 4 u L/T halved (the logsumexp's doubling dropped)"),
    _m("audit26c._rounding.log_rounding_scan_swapped", ROUND,
       "return site * (1 if K.is_random_scan else K.n)", "return site * (K.n if K.is_random_scan else 1)",
       "log_rounding(): the n conditionals of a sweep charged to the random scan and not to the systematic one"),
    _m("audit26c._rounding.gap_rounding_drops_n", ROUND,
       "return abs(float(gap)) * (d + 3.0 * path_steps(P) * d)", "return abs(float(gap)) * (d + 3.0 * d)",
       "gap_rounding(): rho_pi = n delta replaced by delta (the path length dropped)"),
    # ------------------------------------------------------------------ toolkit/app/mixing_summary.py (171 statements: 5)
    _m("audit26c.mixing_summary.first_change_not_last", MSUM,
       "c = changes[-1]", "c = changes[0]",
       "plain_words(): the change of class read on the smallest window instead of the largest"),
    _m("audit26c.mixing_summary.exponents_min_max_swapped", MSUM,
       "f\"; fitted exponents {min(zs):.2g} to {max(zs):.2g}\")", "f\"; fitted exponents {max(zs):.2g} to {min(zs):.2g}\")",
       "plain_words(): the range of fitted exponents printed from max to min"),
    _m("audit26c.mixing_summary.wrong_rate_from_right", MSUM,
       "f\"{100 * r['wrong'] / max(r['n'], 1):.1f}%\"", "f\"{100 * r['right'] / max(r['n'], 1):.1f}%\"",
       "calibration_table(): the wrong-verdict rate computed from the right verdicts"),
    _m("audit26c.mixing_summary.rate_claim_strict", MSUM,
       "r[\"wrong\"] / max(r[\"n\"], 1) <= limit, kind=", "r[\"wrong\"] / max(r[\"n\"], 1) < limit, kind=",
       "report_dynamic(): the wrong-rate claim strict (an exact family with 0 wrong of limit 0 fails)"),
    _m("audit26c.mixing_summary.gpu_records_prefix", MSUM,
       "f.startswith(\"mixing-real-gpu\")", "f.startswith(\"mixing-real\")",
       "real_gpu_records(): the CPU record mixing-real-cpu.json counted among the GPU records"),
    # ------------------------------------------------------------------ toolkit/models/_hf_convert.py (93 statements: 3)
    _m("audit26c._hf_convert.n_layers_off_by_one", HF,
       "return 1 + max(int(k[len(p):].split(\".\")[0]) for k in fairseq_sd if k.startswith(p))",
       "return max(int(k[len(p):].split(\".\")[0]) for k in fairseq_sd if k.startswith(p))",
       "_n_layers(): the largest layer index taken as the count (the last layer dropped)"),
    _m("audit26c._hf_convert.pad_token_zero", HF,
       "pad_token_id=1,", "pad_token_id=0,",
       "sapiens_config(): padding index 0 (RoBERTa's position ids start at padding_idx + 1: shifted by one)"),
    _m("audit26c._hf_convert.eos_special_id", HF,
       "special_tokens=[(\"<s>\", 0), (\"</s>\", 2)]", "special_tokens=[(\"<s>\", 0), (\"</s>\", 3)]",
       "sapiens_tokenizer(): </s> added with the id of <unk>"),
    # ------------------------------------------------------------------ toolkit/app/testing.py (472 statements: 8)
    _m("audit26c.testing.holm_not_monotone", TEST,
       "adj = np.minimum(1.0, np.maximum.accumulate((m - np.arange(m)) * p[order]))",
       "adj = np.minimum(1.0, (m - np.arange(m)) * p[order])",
       "_holm(): the step-down running maximum dropped (adjusted p-values not monotone)"),
    _m("audit26c.testing.pearson_impossible_missed", TEST,
       "impossible = int(counts[p <= 0].sum())", "impossible = int(counts[p < 0].sum())",
       "_pearson(): draws of a state of probability 0 are not counted as impossible (dropped silently)"),
    _m("audit26c.testing.detectable_w_no_bonferroni", TEST,
       "alpha / len(S), n_samples)", "alpha, n_samples)",
       "check_sampler(): the detectable effect size at level alpha, not the Bonferroni level alpha / starts"),
    _m("audit26c.testing.worst_cells_signed", TEST,
       "idx = np.argsort(-np.abs(dev))[:cells]", "idx = np.argsort(-dev)[:cells]",
       "_worst(): the cells shown by signed deviation (an under-drawn cell never shown)"),
    _m("audit26c.testing.rows_matvec", TEST,
       "mu = K.rmatvec(mu)", "mu = K.matvec(mu)",
       "_rows(): P^k applied to the column (P mu) instead of the row (mu P)"),
    _m("audit26c.testing.states_out_off_by_one", TEST,
       "return arr, ((arr < 0) | (arr >= q)).any(axis=1)", "return arr, ((arr < 0) | (arr > q)).any(axis=1)",
       "_states_out(): the token q (the first special token) not detected as outside 0..q-1"),
    _m("audit26c.testing.run_left_index", TEST,
       "left[live[bad]] = True", "left[bad] = True",
       "_run(): the rows that left 0..q-1 marked by their index among the live rows, not in the batch"),
    _m("audit26c.testing.temperature_twice_doubled", TEST,
       "{\"temperature-twice\": T * T,", "{\"temperature-twice\": 2 * T,",
       "_mistaken_temperature(): 'temperature applied twice' as 2T instead of T^2"),
    # ------------------------------------------------------------------ toolkit/app/report/soundness.py (467 statements: 8)
    _m("audit26c.soundness.kernel_lazy_dropped", SOUND,
       "(1.0 - lazy) * p[:, a] / n)", "p[:, a] / n)",
       "_kernel(): the moves not scaled by 1 - lazy (rows of a lazy kernel sum past 1)"),
    _m("audit26c.soundness.gth_sum_whole_row", SOUND,
       "s = A[k, :k].sum()", "s = A[k, :].sum()",
       "_gth(): the pivot sum over the whole row (diagonal and eliminated states included)"),
    _m("audit26c.soundness.reversible_gap_relative", SOUND,
       "self.gap = float(1.0 - max(abs(ev[0]), abs(ev[-2])))", "self.gap = float(1.0 - ev[-2])",
       "_Exact: the reversible reference gap relative (1 - lambda_2), not absolute (the negative end ignored)"),
    _m("audit26c.soundness.alpha_row_sums", SOUND,
       "return float(R.sum(axis=0).max())", "return float(R.sum(axis=1).max())",
       "_alpha(): the reference alpha from row sums (Dobrushin) instead of column sums"),
    _m("audit26c.soundness.inequality_best_case", SOUND,
       "if worst_key is None or margin < worst_key:", "if worst_key is None or margin > worst_key:",
       "_Inequalities.check(): the claim shows (and is decided by) the case of most slack, not least"),
    _m("audit26c.soundness.mult_gap_not_squared", SOUND,
       "out.append(float(1.0 - sv[1] ** 2))", "out.append(float(1.0 - sv[1]))",
       "_Exact.mult_gaps(): gamma_k = 1 - sigma_2 (the square dropped)"),
    _m("audit26c.soundness.coupling_formula_no_doubling", SOUND,
       "[2.0 * float(t[i2[0]])]", "[float(t[i2[0]])]",
       "_coupling(): the reference t_upper = min(t_1, t_2) (the doubling of t_2 dropped)"),
    _m("audit26c.soundness.escape_bound_q", SOUND,
       "gamma / T - math.log(m.vocab_size - 1), case)", "gamma / T - math.log(m.vocab_size), case)",
       "_contraction_escape(): the reference escape bound e^(gamma/T)/q instead of /(q-1)"),
    # ------------------------------------------------------------------ exact/influence.py (121 statements: 3)
    _m("audit26c.influence.adjacent_token_pairs", INFL,
       "for b, b2 in itertools.combinations(range(q), 2):", "for b, b2 in zip(range(q), range(1, q)):",
       "_influence_pass(): only adjacent token pairs (b, b+1) compared at site j (misses (0, 2) for q >= 3)"),
    _m("audit26c.influence.target_drops_n", INFL,
       "path_coupling_target=1 - (1 - alpha_col) / n,", "path_coupling_target=1 - (1 - alpha_col),",
       "influence(): the path-coupling target 1 - (1 - alpha) without the 1/n"),
    _m("audit26c.influence.softmax_holds_sign", INFL,
       "return self.softmax_slack >= -TOL", "return self.softmax_slack >= TOL",
       "InfluenceReport.softmax_lemma_holds: the tolerance's sign flipped (equality, q = 2, fails)"),
    # ------------------------------------------------------------------ toolkit/app/output.py (79 statements: 3)
    _m("audit26c.output.nonfinite_always", OUT,
       "if any(found.values()):", "if found:",
       "envelope(): the nonfinite key written even when nothing is non-finite"),
    _m("audit26c.output.arguments_keep_command", OUT,
       "if not k.startswith(\"_\") and k != \"command\"}", "if not k.startswith(\"_\")}",
       "arguments(): the command kept among the arguments"),
    _m("audit26c.output.free_positions_raw", OUT,
       "out[\"free_positions\"] = [where[int(k)] for k in free]", "out[\"free_positions\"] = [int(k) for k in free]",
       "describe_real(): the free positions in the token stream (specials counted) instead of in the text"),
    # ------------------------------------------------------------------ toolkit/app/report/_math.py (83 statements: 3)
    _m("audit26c._math.operator_order", MATH,
       "OPERATORS = ((\"<=>\", \"⇔\"), (\"<=\", \"≤\"),", "OPERATORS = ((\"<=\", \"≤\"), (\"<=>\", \"⇔\"),",
       "OPERATORS: '<=' tried before '<=>' ('<=>' rendered as '≤>')"),
    _m("audit26c._math.group_close_kept", MATH,
       "return s[i + 1:j], j + 1", "return s[i + 1:j], j",
       "_group(): the index after the group is the closing bracket itself (it is rendered again)"),
    _m("audit26c._math.roman_ignored", MATH,
       "elif len(word) == 1 and not roman:", "elif len(word) == 1:",
       "_render(): single letters in a subscript set in italics too (roman ignored)"),
    # ------------------------------------------------------------------ toolkit/device_chains.py (68 statements: 3)
    _m("audit26c.device_chains.inverse_cdf_strict", DEV,
       "return (c <= (u * c[..., -1])[..., None]).sum(dim=-1)", "return (c < (u * c[..., -1])[..., None]).sum(dim=-1)",
       "inverse_cdf_torch(): strict comparison (u = 0 draws a leading zero-weight token)"),
    _m("audit26c.device_chains.lazy_inverted", DEV,
       "keep = torch.rand(B, generator=gen, device=dev) < lazy", "keep = torch.rand(B, generator=gen, device=dev) > lazy",
       "run_chains_on_device(): holds with probability 1 - lazy instead of lazy"),
    _m("audit26c.device_chains.last_site_never", DEV,
       "sites = torch.randint(0, n, (B,), generator=gen, device=dev)",
       "sites = torch.randint(0, n - 1, (B,), generator=gen, device=dev)",
       "run_chains_on_device(): the site drawn from 0..n-2 (the last site never updated)"),
    # ------------------------------------------------------------------ toolkit/dynamics.py (390 statements: 5)
    _m("audit26c.dynamics.distinguishing_event_off_by_one", DYN,
       "for c in (0, D - 1):", "for c in (0, D):",
       "distinguishing_lower_bound(): the second event {h > D} (empty) instead of {h >= D}"),
    _m("audit26c.dynamics.escape_radius_not_halved", DYN,
       "radius = max(1, math.ceil((1.0 - 1.0 / q) * n / 2.0))", "radius = max(1, math.ceil((1.0 - 1.0 / q) * n))",
       "_escapes(): the escape radius a random state's whole distance, not half of it"),
    _m("audit26c.dynamics.hits_skip_first_random", DYN,
       "if k >= int(first):", "if k > int(first):",
       "find_basins(): the first random start's quench not counted in the hits"),
    _m("audit26c.dynamics.far_first_on_tie", DYN,
       "far = int(len(X) - 1 - np.argmax(dist[::-1]))", "far = int(np.argmax(dist))",
       "dynamic_point(): the farthest start, the first on a tie instead of the last"),
    _m("audit26c.dynamics.extend_strict", DYN,
       "while not converged() and 2 * done <= extend * n_sweeps:", "while not converged() and 2 * done < extend * n_sweeps:",
       "_extend_until_converged(): the last doubling (to exactly extend x n_sweeps) never run"),
    # ------------------------------------------------------------------ toolkit/app/report/phase.py (157 statements: 5)
    _m("audit26c.report_phase.right_no_transition", PHASE,
       "return verdict == truth if truth != \"no transition\" else verdict != \"transition\"",
       "return verdict == truth",
       "_right(): 'no transition' right only for the verdict 'no transition' (crossover/inconclusive now wrong)"),
    _m("audit26c.report_phase.tc_claim_one_error", PHASE,
       "abs(tce - c[\"T_c\"]) <= 2 * tcs", "abs(tce - c[\"T_c\"]) <= tcs",
       "section(): a loaded exact T_c within 1 error instead of 2"),
    _m("audit26c.report_phase.real_verdict_crossover_unresolved", PHASE,
       "if verdict in (\"transition\", \"crossover\"):", "if verdict in (\"transition\",):",
       "_real_verdict(): a crossover on a real MLM reported 'not resolved'"),
    _m("audit26c.report_phase.exps_spread_swapped", PHASE,
       "err = f\" (seed spread {_num(se, 2)})\" if spread else f\" ± {_num(se, 2)}\"",
       "err = f\" (seed spread {_num(se, 2)})\" if not spread else f\" ± {_num(se, 2)}\"",
       "_exps(): 'seed spread' and '±' swapped"),
    _m("audit26c.report_phase.num_inf_printed", PHASE,
       "(isinstance(x, float) and not math.isfinite(x))", "(isinstance(x, float) and math.isnan(x))",
       "_num(): an infinity printed as 'inf' instead of '-'"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record;
#: 'the same mutated file': applying both gives the same source; 'judgement': a different spelling of the same bug)
DUPLICATE_OF: dict = {
    'audit26c.space.states_upper_guard_off_by_one':
        'space.index_range_off_by_one (and sweep6s2.space.upper_inclusive): the same mutated file',
    'audit26c.space.hamming_wrong_axis':
        'audit4a.space.hamming_axis: the same mutated file',
    'audit26c._rounding.log_rounding_scan_swapped':
        'audit5a.rounding.scan_factor_swapped: the same mutated file',
    'audit26c._rounding.gap_rounding_drops_n':
        'audit4a._rounding.gap_no_path_steps: the same mutated file',
    'audit26c.mixing_summary.first_change_not_last':
        'blind3.summary.first_change (and sweep6s4, prm18b): the same mutated file',
    'audit26c.mixing_summary.exponents_min_max_swapped':
        'audit9a.mixing_summary.exponent_range_swapped: the same mutated file',
    'audit26c.mixing_summary.rate_claim_strict':
        'sweep6s4.mixing_summary.sampled_limit_strict: the same mutated file',
    'audit26c._hf_convert.n_layers_off_by_one':
        'audit5a.hf_convert.n_layers_off_by_one (and audit10b): the same mutated file',
    'audit26c._hf_convert.pad_token_zero':
        'sweep6s5.hf_convert.pad_id_zero: the same mutated file',
    'audit26c._hf_convert.eos_special_id':
        'audit11c._hf_convert.eos_id_pad (judgement: the same bug, </s> added with a wrong id; there the id of <pad>, here of <unk>)',
    'audit26c.testing.holm_not_monotone':
        'blind.testing.holm_not_monotone: the same mutated file',
    'audit26c.testing.pearson_impossible_missed':
        'audit7b.testing.impossible_strict: the same mutated file',
    'audit26c.testing.detectable_w_no_bonferroni':
        'sweep6s4.testing.no_bonferroni: the same mutated file',
    'audit26c.testing.worst_cells_signed':
        'abs11c.testing.worst_cells_signed (judgement: -(dev) there, -dev here: the same code)',
    'audit26c.testing.rows_matvec':
        'audit9b.testing.rows_matvec: the same mutated file',
    'audit26c.testing.states_out_off_by_one':
        'audit8b.testing.token_q_inside: the same mutated file',
    'audit26c.testing.run_left_index':
        'prm19c.testing.run_left_index: the same mutated file',
    'audit26c.testing.temperature_twice_doubled':
        'audit10c.testing.planted_twice_2T: the same mutated file',
    'audit26c.soundness.kernel_lazy_dropped':
        'sweep6s4.soundness.kernel_lazy_unscaled: the same mutated file',
    'audit26c.soundness.reversible_gap_relative':
        'audit16b.soundness.gap_not_absolute: the same mutated file',
    'audit26c.soundness.alpha_row_sums':
        'audit7a.soundness.alpha_row_sums (and harden11d): the same mutated file',
    'audit26c.soundness.inequality_best_case':
        'audit4c.soundness.best_case_shown: the same mutated file',
    'audit26c.soundness.mult_gap_not_squared':
        'audit4c.soundness.mult_gap_not_squared (and sweep6s4.soundness.mult_gap_sv): the same mutated file',
    'audit26c.soundness.coupling_formula_no_doubling':
        'audit4c.soundness.coupling_no_doubling: the same mutated file',
    'audit26c.soundness.escape_bound_q':
        'audit7a.soundness.escape_ref_log_q: the same mutated file',
    'audit26c.influence.adjacent_token_pairs':
        'audit25c.influence.adjacent_token_pairs (judgement: zip(range(q - 1), range(1, q)) there, zip(range(q), range(1, q)) here: zip stops at the shorter, the same pairs)',
    'audit26c.output.nonfinite_always':
        'audit4c.output.nonfinite_always: the same mutated file',
    'audit26c.output.arguments_keep_command':
        'harden10g.output.arguments_keep_command: the same mutated file',
    'audit26c.output.free_positions_raw':
        'harden10g.output.free_positions_model_indices: the same mutated file',
    'audit26c._math.operator_order':
        'audit4c.math.operator_order (and sweep6s4, audit10b): the same mutated file',
    'audit26c._math.roman_ignored':
        'audit10b._math.italic_in_subscripts: the same mutated file',
    'audit26c.device_chains.inverse_cdf_strict':
        'audit4b.device_chains.cdf_strict (and sweep6s3.device_chains.draw_le): the same mutated file',
    'audit26c.device_chains.lazy_inverted':
        'audit4b.device_chains.lazy_flipped (judgement: rand >= lazy there, rand > lazy here: the same law, they differ on a set of probability 0)',
    'audit26c.device_chains.last_site_never':
        'audit9c.device_chains.site_off_by_one: the same mutated file',
    'audit26c.dynamics.distinguishing_event_off_by_one':
        'audit10c.dynamics.distinguish_all_sites_event: the same mutated file',
    'audit26c.dynamics.far_first_on_tie':
        'audit14a.dynamics.far_first_tie: the same mutated file',
    'audit26c.dynamics.extend_strict':
        'dynamics.extend_cap_one_doubling_short: the same mutated file',
    'audit26c.report_phase.right_no_transition':
        'audit4c.report_phase.no_transition_exact (and audit10b.phase.right_exact_match): the same mutated file',
    'audit26c.report_phase.tc_claim_one_error':
        'audit4c.report_phase.tc_one_error (and audit10b.phase.loaded_tc_one_error): the same mutated file',
    'audit26c.report_phase.real_verdict_crossover_unresolved':
        "audit10b.phase.real_crossover_unresolved (judgement: verdict == 'transition' there, in ('transition',) here: the same test)",
    'audit26c.report_phase.num_inf_printed':
        'harden9b.report_phase.num_inf_printed: the same mutated file',
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())
