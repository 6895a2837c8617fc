"""Thirteenth blind mutation audit, part c (issue 30): mutants in 12 of the 36 modules drawn by
``python benchmarks/blind_audit_5_draw.py --audit 13 --seed 2026120513`` (toolkit/models/toy,
exact/_rounding, toolkit/unmasking, toolkit/_progress, toolkit/device_chains,
toolkit/app/commands/phase, toolkit/app/records, toolkit/app/report/incompatibility,
toolkit/app/sweep/estimators, exact/compat, toolkit/exceptions, toolkit/_states), written
without reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under
``tests/`` (protocol: benchmarks/blind_audit_13_protocol.md; parts a and b audit the other
modules of the draw in their own runner files). Each mutant is a bug a developer could make in
the source, read for this audit: 3 per module under 150 statements, 5 for 150-400. Mutants
believed equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after the
first run to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF`
(filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``python scripts/automut.py MODULE --list-tests``
(the files naming the module plus the files the project's catalogue runs on it, then the
module itself, so its doctests run last), computed by ``automut.default_tests`` when this file
is loaded, i.e. on the commit it runs on (the GO commit for the first run). A mutant first
failed by its module's doctest is a kill; the record also gives the score with those counted
as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_13c.py --list
    python benchmarks/blind_audit_13c.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_13c.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets: automut.default_tests)

TOY, RND, UNM, PRG = "toolkit/models/toy.py", "exact/_rounding.py", "toolkit/unmasking.py", "toolkit/_progress.py"
DEV, PHC, REC = "toolkit/device_chains.py", "toolkit/app/commands/phase.py", "toolkit/app/records.py"
INC, EST, CMP = "toolkit/app/report/incompatibility.py", "toolkit/app/sweep/estimators.py", "exact/compat.py"
EXC, STA = "toolkit/exceptions.py", "toolkit/_states.py"

#: each module's targeted tests (the test files, then the module for its doctests)
TESTS = {f: list(automut.default_tests(f)) for f in (TOY, RND, UNM, PRG, DEV, PHC, REC, INC, EST, CMP, EXC, STA)}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/models/toy.py (5)
    _m("audit13c.toy.cycle_closed_from_four", TOY,
       'if graph == "cycle" and n > 2:', 'if graph == "cycle" and n > 3:',
       "_adjacency: a cycle of n = 3 sites is left open (a path): the edge (0, 2) is only added from n = 4"),
    _m("audit13c.toy.symmetric_pairwise_no_transpose", TOY,
       "J[i, :i] = np.swapaxes(J[:i, i], -1, -2)", "J[i, :i] = J[:i, i]",
       "random_pairwise(symmetric=True) copies J[j, i] into J[i, j] without transposing the q x q block "
       "(J[i, j] == J[j, i], not J[j, i].T: incompatible for q >= 2 instead of compatible)"),
    _m("audit13c.toy.masked_logits_ignore_mask", TOY,
       "out[s:s + chunk] = self.h[None] + (Jx * ks[:, None, :, None]).sum(axis=2)",
       "out[s:s + chunk] = self.h[None] + Jx.sum(axis=2)",
       "Pairwise.masked_logits sums the couplings of every site, masked ones too (their placeholder token 0), "
       "instead of the unmasked sites only"),
    _m("audit13c.toy.centred_grand_mean_sign", TOY,
       "return M - M.mean(axis=-1, keepdims=True) - M.mean(axis=-2, keepdims=True) + M.mean(",
       "return M - M.mean(axis=-1, keepdims=True) - M.mean(axis=-2, keepdims=True) - M.mean(",
       "Pairwise.is_compatible's double centring subtracts the grand mean instead of adding it back "
       "(J[i, j] = J[j, i].T + c, compatible, is reported incompatible)"),
    _m("audit13c.toy.curie_weiss_no_1_over_n", TOY,
       "J[...] = (beta / n) * np.outer(s, s)", "J[...] = beta * np.outer(s, s)",
       "curie_weiss drops the mean-field 1/n of the coupling (beta * s_i s_j instead of beta/n * s_i s_j)"),
    # ------------------------------------------------------------------ exact/_rounding.py (3)
    _m("audit13c._rounding.scan_factor_swapped", RND,
       "return site * (1 if K.is_random_scan else K.n)", "return site * (K.n if K.is_random_scan else 1)",
       "log_rounding multiplies by n for the random scan and by 1 for a systematic sweep (the two swapped)"),
    _m("audit13c._rounding.max_logit_signed", RND,
       "L = float(np.max(np.abs(values))) if values.size else 0.0", "L = float(np.max(values)) if values.size else 0.0",
       "log_rounding takes L = max l instead of max |l| (large negative logits give no error)"),
    _m("audit13c._rounding.gap_drops_3", RND,
       "return abs(float(gap)) * (d + 3.0 * path_steps(P) * d)", "return abs(float(gap)) * (d + path_steps(P) * d)",
       "gap_rounding drops the factor 3 of rho_pi (gap (delta + n delta) instead of gap (delta + 3 n delta))"),
    # ------------------------------------------------------------------ toolkit/unmasking.py (3)
    _m("audit13c.unmasking.margin_against_smallest", UNM,
       "score = top[:, :, -1] - top[:, :, -2]", "score = top[:, :, -1] - top[:, :, 0]",
       "order='margin' scores a site by its top probability minus its smallest one, not minus the second "
       "(the same for q = 2)"),
    _m("audit13c.unmasking.left_to_right_reversed", UNM,
       "score = np.broadcast_to(-np.arange(n, dtype=float), (B, n))",
       "score = np.broadcast_to(np.arange(n, dtype=float), (B, n))",
       "order='left-to-right' unmasks right to left (the sign of the site score dropped)"),
    _m("audit13c.unmasking.remasking_default_k_1", UNM,
       "k = r if k is None else check_int(k, \"k\", minimum=1)", "k = 1 if k is None else check_int(k, \"k\", minimum=1)",
       "sample_remasking's default k is 1 (one site per step) instead of k = r (one parallel step)"),
    # ------------------------------------------------------------------ toolkit/_progress.py (5)
    _m("audit13c._progress.default_overrides_explicit", PRG,
       "if progress is None and _default:", "if _default:",
       "resolve: the default of defaults(...) (e.g. --quiet) overrides an explicit progress=True/False too"),
    _m("audit13c._progress.last_line_always", PRG,
       'elif self.mode == "lines" and self._printed:', 'elif self.mode == "lines":',
       "Progress.close prints the 'done' line in lines mode even when nothing was printed before "
       "(short work is no longer silent)"),
    _m("audit13c._progress.exponent_clip_swapped", PRG,
       "a = min(max(a, 0.0), 4.0)", "a = max(min(a, 0.0), 4.0)",
       "power_law_rest clips the exponent with min/max swapped (always 4)"),
    _m("audit13c._progress.hours_remainder_in_seconds", PRG,
       "h, r = divmod(int(round(s)) // 60, 60)", "h, r = divmod(int(round(s)), 3600)",
       "format_seconds above an hour prints the remainder in seconds as minutes (3725 s: '1 h 125 min')"),
    _m("audit13c._progress.rest_zero_fraction", PRG,
       "if not fraction > 0:", "if fraction < 0:",
       "estimate_rest divides by a zero fraction (no progress yet) instead of returning inf"),
    # ------------------------------------------------------------------ toolkit/device_chains.py (3)
    _m("audit13c.device_chains.lazy_flipped", DEV,
       "keep = torch.rand(B, generator=gen, device=dev) < lazy", "keep = torch.rand(B, generator=gen, device=dev) > lazy",
       "run_chains_on_device keeps the old token with probability 1 - lazy instead of lazy"),
    _m("audit13c.device_chains.no_temperature", DEV,
       "a = inverse_cdf_torch(torch.softmax(lg / T, dim=-1), u)", "a = inverse_cdf_torch(torch.softmax(lg, dim=-1), u)",
       "run_chains_on_device draws from softmax(logits), the temperature dropped"),
    _m("audit13c.device_chains.position_not_free", DEV,
       "pos = free[sites]", "pos = sites",
       "run_chains_on_device masks and reads input position `site` instead of the site's free position "
       "free[site] (wrong wherever the template has fixed tokens before the free ones)"),
    # ------------------------------------------------------------------ toolkit/app/commands/phase.py (5)
    _m("audit13c.phase.two_temperatures_accepted", PHC,
       "if len(ts) < 3:", "if len(ts) < 2:",
       "_check_temperatures accepts 2 distinct temperatures (the docstring and message say at least three)"),
    _m("audit13c.phase.one_group_accepted", PHC,
       "if args.groups is not None and args.groups < 2:", "if args.groups is not None and args.groups < 1:",
       "_check_sampling accepts --groups 1 (no replicate groups for the error bars) without an error"),
    _m("audit13c.phase.torus_odd_side_accepted", PHC,
       "(lattice and (L < 4 or L % 2))", "(lattice and L < 4)",
       "_check_torus accepts an odd torus side (n = 25) for checkerboard sampling"),
    _m("audit13c.phase.sweeps_warning_max", PHC,
       'sweeps = min(int(r["n_sweeps"]) for r in rows)', 'sweeps = max(int(r["n_sweeps"]) for r in rows)',
       "sampling_warnings compares the largest --sweeps of the points with the minimum, not the smallest"),
    _m("audit13c.phase.tasks_reused_key", PHC,
       '"tasks_reused": summary.n_skipped}', '"tasks_reused": summary.n_new}',
       "the JSON timings' tasks_reused is the number of points computed, not reused"),
    # ------------------------------------------------------------------ toolkit/app/records.py (3)
    _m("audit13c.records.quick_records_read", REC,
       'fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]) and "quick" not in f)',
       "fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]))",
       "calibration_records reads the smoke runs (names with 'quick') too"),
    _m("audit13c.records.no_transition_right_is_truth", REC,
       'else k != "transition"))', "else k == truth))",
       "family_rows: where the truth is 'no transition', right = the verdict equal to the truth string, "
       "not anything but 'transition' (crossover and inconclusive no longer right)"),
    _m("audit13c.records.dynamic_n_without_undetermined", REC,
       'n = f["right"] + f["wrong"] + f["undetermined"]', 'n = f["right"] + f["wrong"]',
       "family_rows (dynamic): n counts right + wrong, the undetermined verdicts left out"),
    # ------------------------------------------------------------------ toolkit/app/report/incompatibility.py (3)
    _m("audit13c.incompatibility.kolmogorov_error_signed", INC,
       "kol_err = float(np.nanmax(np.abs(kol - table.log_r))) if len(table) else 0.0",
       "kol_err = float(np.nanmax(kol - table.log_r)) if len(table) else 0.0",
       "the Kolmogorov - log R error is the largest signed difference, not the largest |difference|"),
    _m("audit13c.incompatibility.data_keys_swapped", INC,
       '("family", "rectangles", "certified", "fraction", "median_abs_log_r"',
       '("family", "rectangles", "fraction", "certified", "median_abs_log_r"',
       "the section's JSON rows swap the keys 'certified' and 'fraction' (their values under each other's names)"),
    _m("audit13c.incompatibility.compatible_branch_flipped", INC,
       "        if compatible:\n", "        if not compatible:\n",
       "the claims of compatible and incompatible toy families are swapped (0 certified asked of the "
       "incompatible ones, > 0 of the compatible ones)"),
    # ------------------------------------------------------------------ toolkit/app/sweep/estimators.py (3)
    _m("audit13c.estimators.hidden_seeded_swapped", EST,
       "ESTIMATORS[name] = Estimator(name, fn, dict(defaults or {}), check, hidden, seeded,",
       "ESTIMATORS[name] = Estimator(name, fn, dict(defaults or {}), check, seeded, hidden,",
       "register_estimator passes seeded and hidden positionally in the wrong order (every seeded estimator hidden, "
       "deterministic ones repeated per seed)"),
    _m("audit13c.estimators.sampled_susceptibility_no_n", EST,
       '"susceptibility": n * var, "susceptibility_stderr": n * var_se,',
       '"susceptibility": var, "susceptibility_stderr": n * var_se,',
       "sampled-order's susceptibility drops the factor n (Var(m) instead of n Var(m))"),
    _m("audit13c.estimators.phase_rho_wrong_axis", EST,
       "rho = np.stack([(X == a).mean(axis=1) for a in range(K.q)], axis=1)",
       "rho = np.stack([(X == a).mean(axis=1) for a in range(K.q)], axis=0)",
       "exact-phase stacks the token fractions on the wrong axis ((q, N) instead of (N, q))"),
    # ------------------------------------------------------------------ exact/compat.py (3)
    _m("audit13c.compat.backward_wrong_site", CMP,
       "+ e(P, x10, x11, j) + e(P, x00, x10, i)", "+ e(P, x10, x11, j) + e(P, x00, x10, j)",
       "kolmogorov_log_ratios: the last backward step x00 -> x10 (a move of site i) is read at site j"),
    _m("audit13c.compat.kl_sign", CMP,
       "terms = np.where(pc > 0, pc * (lpc - lc), 0.0)", "terms = np.where(pc > 0, pc * (lc - lpc), 0.0)",
       "conditional_drift's KL terms have the sign of the log ratio flipped (clipped at 0: no drift seen)"),
    _m("audit13c.compat.drift_mean_unweighted", CMP,
       "means.append(float((kl * np.exp(lw[:, 0])).sum()))", "means.append(float(kl.mean()))",
       "conditional_drift's kl_mean is the plain mean over contexts, not the pi-weighted one"),
    # ------------------------------------------------------------------ toolkit/exceptions.py (3)
    _m("audit13c.exceptions.n_states_swapped", EXC,
       "self.n_states = self.q**self.n if", "self.n_states = self.n**self.q if",
       "StateSpaceTooLargeError.n_states is n**q instead of q**n"),
    _m("audit13c.exceptions.kib_is_1000", EXC,
       "        n /= 1024\n", "        n /= 1000\n",
       "_human_bytes divides by 1000 per unit while naming binary units (KiB, MiB, ...)"),
    _m("audit13c.exceptions.sci_carry_boundary", EXC,
       "if round(m, 1) >= 10:", "if round(m, 1) > 10:",
       "_sci does not carry a mantissa that rounds to 10.0 ('10.0e+05' instead of '1.0e+06')"),
    # ------------------------------------------------------------------ toolkit/_states.py (3)
    _m("audit13c._states.tie_without_decrease", STA,
       "return (excess <= 0) | ((excess <= TIE_ATOL) & (excess <= np.asarray(d_prev, dtype=float) - d))",
       "return (excess <= 0) | (excess <= TIE_ATOL)",
       "tie_or_below counts any d within TIE_ATOL above eps as a tie, without the last step's decrease"),
    _m("audit13c._states.context_keeps_removed_site", STA,
       "idx = np.where(keep, idx * q + x[:, j], idx)", "idx = np.where(keep, idx * q + x[:, j], idx * q)",
       "context_index shifts the index at the removed site instead of skipping it (a context of n sites "
       "with 0 at the removed one)"),
    _m("audit13c._states.encode_without_axis0", STA,
       "return encode(np.delete(np.asarray(x), i, axis=-1), q)", "return encode(np.delete(np.asarray(x), i, axis=0), q)",
       "encode_without deletes row i of a (B, n) batch instead of site i (the same for one state)"),
]

#: Mutants believed equivalent before the run, with why (none).
EQUIVALENT: dict = {}

#: Mutants found after the first run (step 5: scripts/mutants.py opened only then) to be the same
#: bug as an entry of scripts/mutants.py: the same replacement of the same snippet, or one that
#: behaves the same (noted). Near misses kept fresh: _rounding.gap_drops_3 (harden11e drops the 3
#: to 2, not to 1), _progress.rest_zero_fraction (harden9c's ``<= 0`` differs from it only on NaN,
#: this one at 0), phase.tasks_reused_key (audit12b swaps both counts, this one only tasks_reused),
#: incompatibility.data_keys_swapped (audit4e and audit9c swap other keys), compat.kl_sign
#: (audit4a takes the other KL direction), estimators.sampled_susceptibility_no_n (audit4c and
#: audit5c drop the n of the exact estimators, not of sampled-order).
DUPLICATE_OF = {
    "audit13c.toy.cycle_closed_from_four": "sweep6s5.toy.cycle_not_closed_at_three",
    "audit13c.toy.symmetric_pairwise_no_transpose": "audit4b.toy.sym_no_swap",
    "audit13c.toy.masked_logits_ignore_mask": "toy.pairwise_masked_terms_kept",
    "audit13c.toy.centred_grand_mean_sign": "audit4b.toy.centre_sign",
    "audit13c.toy.curie_weiss_no_1_over_n": "audit10c.toy.curie_weiss_no_1_over_n",
    "audit13c._rounding.scan_factor_swapped": "audit5a.rounding.scan_factor_swapped",
    "audit13c._rounding.max_logit_signed": "audit4a._rounding.L_signed_max",
    "audit13c.unmasking.margin_against_smallest": "audit12b.unmasking.margin_top_minus_last",
    "audit13c.unmasking.left_to_right_reversed": "sweep6s3.unmasking.left_to_right_reversed",
    "audit13c.unmasking.remasking_default_k_1": "harden10h.unmasking.remask_default_k_one",
    "audit13c._progress.default_overrides_explicit": "audit4e.progress.default_overrides_explicit",
    # ``>= lazy`` there, ``> lazy`` here: the same on a continuous uniform
    "audit13c.device_chains.lazy_flipped": "audit4b.device_chains.lazy_flipped",
    "audit13c.device_chains.no_temperature": "audit6b.device_chains.no_temperature",
    "audit13c.device_chains.position_not_free": "audit11b.device_chains.mask_site_not_position",
    "audit13c.phase.two_temperatures_accepted": "audit4d.phase.two_temperatures",
    "audit13c.phase.one_group_accepted": "sweep6s5.phase.groups_one",
    "audit13c.phase.torus_odd_side_accepted": "audit4d.phase.torus_odd",
    "audit13c.phase.sweeps_warning_max": "harden11b.phase_cmd.sweeps_warning_max",
    "audit13c.records.quick_records_read": "records.quick_runs_read",
    # ``k == "no transition"`` there, ``k == truth`` here: the same, the branch's truth is always
    # "no transition" (benchmarks/phase_calibration.py's truths: transition, crossover, no transition)
    "audit13c.records.no_transition_right_is_truth": "records.static_right_no_transition",
    "audit13c.records.dynamic_n_without_undetermined": "audit4c.records.dynamic_n_no_undetermined",
    "audit13c.incompatibility.kolmogorov_error_signed": "audit4e.incompat.kolmogorov_err_signed",
    "audit13c.compat.backward_wrong_site": "audit9b.compat.bwd_site",
    "audit13c.compat.drift_mean_unweighted": "audit4a.compat.drift_unweighted_mean",
    # ``m >= 10`` there, ``round(m, 1) > 10`` here: neither is ever true for m < 10, no carry at all
    "audit13c.exceptions.sci_carry_boundary": "audit4e.exceptions.sci_round_carry",
    "audit13c._states.tie_without_decrease": "sweep6s3._states.tie_no_decrease",
    "audit13c._states.context_keeps_removed_site": "blind.states.context_zero_digit",
    "audit13c._states.encode_without_axis0": "audit6b._states.encode_without_axis0",
}

#: Survivors of the first run: what hid them, and the test that kills them now.
SURVIVOR_NOTES = {
    "audit13c._progress.last_line_always": {
        "note": "no test closed a Progress in lines mode after short work without progress=True: the "
                "docstring's 'nothing at all for work that ends within INTERVAL seconds' was not checked",
        "killed_by": "tests/toolkit/test_audit13c_progress.py::test_short_work_in_lines_mode_writes_nothing"},
    "audit13c.phase.tasks_reused_key": {
        "note": "the resume test read timings.tasks_run only (0 on the second run), never tasks_reused",
        "killed_by": "tests/test_audit13c_phase_timings.py::test_phase_timings_count_computed_and_reused_points"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit13c._progress.last_line_always": ["tests/toolkit/test_audit13c_progress.py"],
    "audit13c.phase.tasks_reused_key": ["tests/test_audit13c_phase_timings.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())
