"""Eighth blind mutation audit, part c (issue 30): mutants in the 12 modules dealt to part c by
``python benchmarks/blind_audit_5_draw.py --audit 8 --seed 2026120308`` (toolkit/app/commands/sweep,
toolkit/app/report/reference, exact/kernel, toolkit/app/sweep/executors, toolkit/_rectangle,
toolkit/finite_size, exact/markov, toolkit/app/report/phase, toolkit/app/study, exact/__init__,
toolkit/models/_params, toolkit/models/adapter), written without reading ``scripts/mutants.py``, the
earlier audits' catalogues or any file under ``tests/`` (protocol:
benchmarks/blind_audit_8_protocol.md; parts a and b audit their modules in their own runner
files). Each mutant is a bug a developer could make in the source, read for this audit: an
off-by-one at a guard, a flipped comparison, a dropped factor, a cache key missing an argument,
an error not raised, a wrong format; several aim at the classes the seventh audit's survivors
fell in (degenerate inputs at a boundary, options combined). Mutants believed equivalent are
marked (``EQUIVALENT``) before anything ran; the ones found after the first run to be the same
bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that import
the mutated module or name its public functions; the faster, targeted ones, so that the 59
mutants run in the time the audit has), before any mutant ran. Each set also takes, when the
runner starts, the files ``tests/**/test_sweep8*<stem>*.py`` (the automatic mutation sweep's
files for that module, named as the earlier sweeps named theirs: they land on main with the
commit the first run rebases onto, and were not there when the sets were chosen), and ends
with the mutated module's own file, so its doctests run last; a mutant first failed by its
module's doctest is a kill, and the record also gives the score with those counted as
survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_8c.py --list
    python benchmarks/blind_audit_8c.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_8c.py --id 'audit8c.kernel.*' --timeout 300
    python benchmarks/blind_audit_8c.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]


def _ts(static, stems, module):
    """A test set: the files chosen by ``grep -l``, then the sweep's files for ``stems`` present
    when the runner starts (``tests/**/test_sweep8*<stem>*.py``), then the module's own file."""
    found = []
    for stem in stems:
        for p in sorted(ROOT.glob(f"tests/**/test_sweep8*{stem}*.py")):
            rel = p.relative_to(ROOT).as_posix()
            if rel not in static and rel not in found:
                found.append(rel)
    return [*static, *found, module]


# ---------------------------------------------------------------- modules
SW, RF, KE, EX, RC = ("toolkit/app/commands/sweep.py", "toolkit/app/report/reference.py", "exact/kernel.py",
                      "toolkit/app/sweep/executors.py", "toolkit/_rectangle.py")
FS, MK, PH, ST, EI = ("toolkit/finite_size.py", "exact/markov.py", "toolkit/app/report/phase.py",
                      "toolkit/app/study.py", "exact/__init__.py")
PA, AD = "toolkit/models/_params.py", "toolkit/models/adapter.py"

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_SWEEP_CMD = _ts(["tests/test_cli_sweep.py", "tests/test_cli_sweep_checks.py", "tests/test_sweep6s5_sweep_cmd.py",
                    "tests/test_cli_audit_phase_sweep.py"], ["sweep_cmd", "commands_sweep"], SW)
TS_REFERENCE = _ts(["tests/test_verify_reference.py", "tests/toolkit/test_sweep6s4_reference.py",
                    "tests/toolkit/test_sweep7a4_soundness.py"], ["reference"], RF)
TS_KERNEL = _ts(["tests/exact/test_kernel.py", "tests/exact/test_cov5h1_kernel.py", "tests/exact/test_sweep6s1_kernel.py",
                 "tests/exact/test_formulas_by_hand.py", "tests/exact/test_residuals_by_hand.py",
                 "tests/exact/test_sweep6s2_reversibility.py", "tests/exact/test_low_temperature.py",
                 "tests/exact/test_numerics.py"], ["kernel"], KE)
TS_EXECUTORS = _ts(["tests/toolkit/test_sweep7a1_executors.py", "tests/toolkit/test_sweep.py",
                    "tests/toolkit/test_sweep6s4_executors_interrupt.py", "tests/toolkit/test_infrastructure_by_hand.py"],
                   ["executors"], EX)
TS_RECTANGLE = _ts(["tests/exact/test_rectangle_rule.py", "tests/toolkit/test_incompat.py", "tests/exact/test_compat.py",
                    "tests/exact/test_numerics.py"], ["_rectangle"], RC)
TS_FSS = _ts(["tests/toolkit/test_finite_size.py", "tests/toolkit/test_cov5h2_finite_size.py",
              "tests/toolkit/test_sweep6s3_finite_size.py", "tests/toolkit/test_sweep7a3_finite_size.py",
              "tests/toolkit/test_roundtrip_nonfinite.py"], ["finite_size"], FS)
TS_MARKOV = _ts(["tests/exact/test_markov.py", "tests/exact/test_cov5h1_markov.py", "tests/exact/test_sweep6s2_markov.py",
                 "tests/exact/test_sweep7a1_markov.py", "tests/exact/test_influence.py"], ["markov"], MK)
TS_PHASE = _ts(["tests/test_report_phase.py", "tests/test_cov5h3_report_phase.py",
                "tests/toolkit/test_sweep6s4_report_phase.py"], ["report_phase"], PH)
TS_STUDY = _ts(["tests/test_study_budget.py", "tests/test_verdicts_and_text.py", "tests/toolkit/test_cov5h3_study.py",
                "tests/toolkit/test_sweep6s4_study.py"], ["study"], ST)
TS_INIT = _ts(["tests/exact/test_sweep6s1_init.py", "tests/test_public_api.py", "tests/exact/test_markov.py",
               "tests/exact/test_blind5a.py"], ["_init", "init"], EI)
TS_PARAMS = _ts(["tests/toolkit/test_sweep6s5_params.py", "tests/toolkit/test_registry.py",
                 "tests/toolkit/test_infrastructure_by_hand.py", "tests/toolkit/test_cov5h2_last_checks.py"],
                ["params"], PA)
TS_ADAPTER = _ts(["tests/toolkit/test_mlm.py", "tests/toolkit/test_cov5h2_adapter.py", "tests/toolkit/test_sweep6s5_adapter.py",
                  "tests/toolkit/test_sweep6s5_adapter_template.py", "tests/toolkit/test_blind4b_mlm.py"],
                 ["adapter"], AD)


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/commands/sweep.py (147: 3)
    _m("audit8c.sweep_cmd.exact_phase_unguarded", SW,
       'exact = [e for e in estimators if e in ("exact", "exact-phase")]',
       'exact = [e for e in estimators if e in ("exact",)]',
       "`glauber sweep --estimator exact-phase` at an n past the enumeration guard is not refused before the "
       "store exists (only `exact` is guarded; options combined)", TS_SWEEP_CMD),
    _m("audit8c.sweep_cmd.show_fixed_decimals", SW, 'return f"{v:.6g}"', 'return f"{v:.6f}"',
       "the --show table prints floats with 6 fixed decimals (T = 1e-300 shows as 0.000000)", TS_SWEEP_CMD),
    _m("audit8c.sweep_cmd.smaller_n_than_free", SW, "bad = [n for n in ns if n != len(free)]",
       "bad = [n for n in ns if n > len(free)]",
       "--n smaller than the number of --free positions is accepted (every task then fails)", TS_SWEEP_CMD),

    # ------------------------------------------------------------------ toolkit/app/report/reference.py (303: 5)
    _m("audit8c.reference.two_state_min", RF, "return max(p, r) / (p + r) * np.abs(1.0 - p - r)",
       "return min(p, r) / (p + r) * np.abs(1.0 - p - r)",
       "the two-state closed form d(t) uses min(p, r) instead of max(p, r)", TS_REFERENCE),
    _m("audit8c.reference.claim_strict_tol", RF, "num(ref[k]), num(comp[k]), bool(diff[k] <= tol),",
       "num(ref[k]), num(comp[k]), bool(diff[k] < tol),",
       "an equality claim holds only when the difference is strictly below tol: every tol-0 integer "
       "claim (t_mix, the contraction bound) fails", TS_REFERENCE),
    _m("audit8c.reference.escape_bound_sign", RF, "log_bound = gamma / T - math.log(q - 1)",
       "log_bound = gamma / T + math.log(q - 1)",
       "the closed-form escape bound multiplies by (q - 1) instead of dividing", TS_REFERENCE),
    _m("audit8c.reference.engine_error_swallowed", RF, "            chk.error(label, exc)",
       "            data[label] = {}",
       "an engine that raises on a closed-form group is skipped silently instead of failing the section",
       TS_REFERENCE),
    _m("audit8c.reference.missing_value_zero", RF,
       "self.computed.append(math.nan if computed is None else float(computed))",
       "self.computed.append(0.0 if computed is None else float(computed))",
       "a missing engine value (None: t_mix not reached, no escape check) counts as 0, which passes "
       "wherever the closed form is 0 (degenerate case)", TS_REFERENCE),

    # ------------------------------------------------------------------ exact/kernel.py (283: 5)
    _m("audit8c.kernel.systematic_order", KE, "for i in reversed(range(self.n)):\n                out = self._site_apply(out, i)",
       "for i in range(self.n):\n                out = self._site_apply(out, i)",
       "systematic-scan matvec applies P_0 first (computes P_{n-1}...P_0 f, not P_0 P_1 ... P_{n-1} f)", TS_KERNEL),
    _m("audit8c.kernel.underflows_scan_swapped", KE, "(1 if self.is_random_scan else self.n) < floor",
       "(self.n if self.is_random_scan else 1) < floor",
       "underflows multiplies the smallest log conditional by n for the random scan and by 1 for the "
       "systematic one (swapped)", TS_KERNEL),
    _m("audit8c.kernel.log_diagonal_lazy_factor", KE,
       "out = logsumexp(terms, axis=0) + np.log1p(-self.lazy) - np.log(self.n)",
       "out = logsumexp(terms, axis=0) - np.log(self.n)",
       "log_diagonal drops the factor (1 - lazy) of the moves before adding the lazy mass", TS_KERNEL),
    _m("audit8c.kernel.sym_matvec_lazy_factor", KE, "out *= (1 - self.lazy) / self.n", "out /= self.n",
       "sym_matvec drops the factor (1 - lazy): a lazy kernel's S is not lazy I + (1 - lazy) ...", TS_KERNEL),
    _m("audit8c.kernel.offdiag_reverse_forward", KE,
       "rv = np.broadcast_to(C[lo:hi, :, None, :], (hi - lo, q, q, right))[m]",
       "rv = np.broadcast_to(C[lo:hi, None, :, :], (hi - lo, q, q, right))[m]",
       "offdiag_chunks(reverse=True) gives P(x, y) again as the reverse entry instead of P(y, x)", TS_KERNEL),

    # ------------------------------------------------------------------ toolkit/app/sweep/executors.py (79: 3)
    _m("audit8c.executors.local_zero_accepted", EX, "            if n < 1:\n", "            if n < 0:\n",
       "parse_executor accepts local:0 (returns ('local', 0))", TS_EXECUTORS),
    _m("audit8c.executors.serial_failure_raises", EX,
       "        except Exception as exc:\n            yield t, exc",
       "        except KeyboardInterrupt as exc:\n            yield t, exc",
       "a failing task in the serial executor propagates and stops the sweep instead of being recorded",
       TS_EXECUTORS),
    _m("audit8c.executors.local_alone_one", EX, "n = os.cpu_count() or 1", "n = 1",
       "'local' without N runs serially instead of on every CPU", TS_EXECUTORS),

    # ------------------------------------------------------------------ toolkit/_rectangle.py (21: 3)
    _m("audit8c.rectangle.certified_ge", RC, "return np.abs(log_r_value) > bound_value",
       "return np.abs(log_r_value) >= bound_value",
       "a rectangle with |log R| equal to its bound certifies (log R = 0 with a bound 0: a compatible "
       "rectangle of exact logits is called incompatible)", TS_RECTANGLE),
    _m("audit8c.rectangle.bound_drops_u", RC, "return ARITH * (t + u) + 4.0", "return ARITH * t + 4.0",
       "the arithmetic bound counts the magnitudes of the t terms only, not the u terms", TS_RECTANGLE),
    _m("audit8c.rectangle.log_r_u_sign", RC, "(t[..., 0] - t[..., 1] - t[..., 2] + t[..., 3]) - (u[..., 0]",
       "(t[..., 0] - t[..., 1] - t[..., 2] + t[..., 3]) + (u[..., 0]",
       "log R adds the u cycle instead of subtracting it", TS_RECTANGLE),

    # ------------------------------------------------------------------ toolkit/finite_size.py (555: 8)
    _m("audit8c.finite_size.nonpositive_temperature", FS,
       "if T.size < 3 or not (np.diff(T) > 0).all() or not (T > 0).all():",
       "if T.size < 3 or not (np.diff(T) > 0).all():",
       "ScalingData accepts temperatures <= 0 (an error not raised)", TS_FSS),
    _m("audit8c.finite_size.peak_edge_off_by_one", FS, "if j == 0 or j == T.size - 1 or",
       "if j == 0 or j == T.size or",
       "a susceptibility maximum at the last grid temperature is refined as interior (reads past the grid)",
       TS_FSS),
    _m("audit8c.finite_size.jackknife_guard", FS, "if m >= MIN_JACKKNIFE else math.nan",
       "if m > MIN_JACKKNIFE else math.nan",
       "the jackknife error needs 5 leave-one-out values, not 4 (exactly MIN_JACKKNIFE gives NaN)", TS_FSS),
    _m("audit8c.finite_size.aic_margin_side", FS, "aic0 + LOG_AIC_MARGIN <= aic1", "aic0 <= aic1 + LOG_AIC_MARGIN",
       "the log law wins when it is within the margin of the power law (a tie wins) instead of beating it "
       "by the margin", TS_FSS),
    _m("audit8c.finite_size.range_boundary", FS, "n[-1] / n[0] < MIN_RANGE", "n[-1] / n[0] <= MIN_RANGE",
       "a size range n_max/n_min of exactly 4 is called too narrow", TS_FSS),
    _m("audit8c.finite_size.per_L_stderr_unscaled", FS, "Estimate(e.value * d, stderr=e.stderr * d,",
       "Estimate(e.value * d, stderr=e.stderr,",
       "the per-L exponents (dimension d) scale the value by d but not its error", TS_FSS),
    _m("audit8c.finite_size.to_dict_peak_err", FS, '"peak_tc_stderr": self.peak_tc_stderr',
       '"peak_tc_stderr": self.peak_tc', "FSSVerdict.to_dict writes peak_tc under peak_tc_stderr", TS_FSS),
    _m("audit8c.finite_size.mixing_change_min", FS, "max(abs(last[-1] - last[-2]), grid_err)",
       "min(abs(last[-1] - last[-2]), grid_err)",
       "mixing_change's error is the smaller of the drift and the grid error, not the larger", TS_FSS),

    # ------------------------------------------------------------------ exact/markov.py (207: 5)
    _m("audit8c.markov.with_scan_key_no_lazy", MK, 'key = ("scan", scan, lazy)', 'key = ("scan", scan)',
       "with_scan caches by scan only: a second laziness on the same scan returns the first one's chain", TS_MARKOV),
    _m("audit8c.markov.with_temperature_drops_lazy", MK,
       "return ExactChain(self.logits, temperature=temperature, scan=self.scan, lazy=self.lazy,",
       "return ExactChain(self.logits, temperature=temperature, scan=self.scan,",
       "with_temperature loses the chain's laziness", TS_MARKOV),
    _m("audit8c.markov.mixing_key_no_t_max", MK, 'key = ("mixing", eps, method, t_max)', 'key = ("mixing", eps, method)',
       "mixing() caches without t_max: a call with another t_max returns the first call's result", TS_MARKOV),
    _m("audit8c.markov.contraction_own_scan", MK, "c = self._random_scan()\n        return ContractionCheck",
       "c = self\n        return ContractionCheck",
       "contraction compares the bound with the t_mix of the chain's own scan/laziness, not the plain random "
       "scan's (options combined)", TS_MARKOV),
    _m("audit8c.markov.scan_order_tv_default_T", MK,
       'GlauberKernel(c.logits, temperature=c.temperature, scan="systematic")',
       'GlauberKernel(c.logits, scan="systematic")',
       "scan_order_tv builds the systematic kernel at T = 1 whatever the chain's temperature", TS_MARKOV),

    # ------------------------------------------------------------------ toolkit/app/report/phase.py (157: 5)
    _m("audit8c.report_phase.right_no_transition", PH,
       'return verdict == truth if truth != "no transition" else verdict != "transition"',
       "return verdict == truth",
       "a 'no transition' truth is never matched (crossover or inconclusive count as wrong)", TS_PHASE),
    _m("audit8c.report_phase.real_crossover_unresolved", PH, 'if verdict in ("transition", "crossover"):',
       'if verdict == "transition":', "a real model's crossover verdict is reported as not resolved", TS_PHASE),
    _m("audit8c.report_phase.real_reason_last", PH, "first = str(reasons[0]).rstrip(\".\")",
       "first = str(reasons[-1]).rstrip(\".\")",
       "a real model's unresolved verdict quotes the last reason instead of the first (the decisive one)", TS_PHASE),
    _m("audit8c.report_phase.tc_nan_shown", PH, "if tc is not None and math.isfinite(tc) else \"none\"",
       "if tc is not None else \"none\"",
       "a NaN critical temperature prints as 'nan ± ...' instead of 'none' (degenerate value)", TS_PHASE),
    _m("audit8c.report_phase.mixing_change_tol", PH, "dev <= max(tol, 0.02 * c[\"T_s\"])", "dev <= tol",
       "the loaded mixing-change claim drops its 2 % floor (a zero or missing T_change_stderr makes it "
       "exact equality)", TS_PHASE),

    # ------------------------------------------------------------------ toolkit/app/study.py (579: 8)
    _m("audit8c.study.escape_bound_one", ST, "    if bound <= 1:\n", "    if bound < 1:\n",
       "an escape bound of exactly one step is not called vacuous", TS_STUDY),
    _m("audit8c.study.escape_ci_low", ST, "    if m.ci[1] < bound:\n", "    if m.ci[0] < bound:\n",
       "the escape claim is refuted when the lower end of the mean's interval is below the bound, not the "
       "whole interval", TS_STUDY),
    _m("audit8c.study.bracket_ratio_strict", ST, '    if d["ratio"] <= 10:\n', '    if d["ratio"] < 10:\n',
       "bounds exactly 10x apart are not called bracketed", TS_STUDY),
    _m("audit8c.study.budget_line_remainders", ST, "key=lambda k: exact[k] - pct[k], reverse=True)",
       "key=lambda k: exact[k] - pct[k])",
       "budget_line's largest-remainder rounding gives the extra percents to the smallest remainders", TS_STUDY),
    _m("audit8c.study.shares_without_mixing", ST, 'if not text_model and "mixing" in chosen:', "if not text_model:",
       "a model without words moves the semantic share to mixing even when mixing is not among the chosen "
       "sections (options combined)", TS_STUDY),
    _m("audit8c.study.zero_budget", ST, "if not (math.isfinite(seconds) and seconds > 0):",
       "if not (math.isfinite(seconds) and seconds >= 0):", "study(budget=0) is accepted (an error not raised)",
       TS_STUDY),
    _m("audit8c.study.stage_rest_off_by_one", ST, "for c in order[k:]) / (", "for c in order[k + 1:]) / (",
       "the stage line's time left by the budget leaves out the section now starting", TS_STUDY),
    _m("audit8c.study.prevalence_one_context_clustered", ST, 'how = "clustered by context, " if n_contexts >= 2 else ""',
       'how = "clustered by context, " if n_contexts > 2 else ""',
       "the prevalence interval over exactly 2 contexts is not said to be clustered by context", TS_STUDY),

    # ------------------------------------------------------------------ exact/__init__.py (23: 3)
    _m("audit8c.init.tv_rows_not_exported", EI, '    "tv_rows",\n', "",
       "tv_rows is imported but left out of exact.__all__", TS_INIT),
    _m("audit8c.init.mixing_time_is_from", EI, "from .mixing import distance_profile, mixing_time, tv_rows",
       "from .mixing import distance_profile, tv_rows\nfrom .distance import mixing_time_from as mixing_time",
       "exact.mixing_time is the from-a-start function (mixing_time_from) instead of the worst-start one",
       TS_INIT),
    _m("audit8c.init.edge_residual_wrong_function", EI, "from .reversibility import edge_relative_residual, reversibility",
       "from .reversibility import reversibility\nfrom .spectral import detailed_balance_residual as edge_relative_residual",
       "exact.edge_relative_residual re-exports detailed_balance_residual (two residual functions confused)",
       TS_INIT),

    # ------------------------------------------------------------------ toolkit/models/_params.py (56: 3)
    _m("audit8c.params.log10_bytes_pow", PA, "total += k * math.log10(q)", "total += q * math.log10(k)",
       "log10_bytes reads a ('pow', q, k) dimension as k**q", TS_PARAMS),
    _m("audit8c.params.scale_nan_accepted", PA, "if not (math.isfinite(value) and value >= 0):",
       "if not (value >= 0):", "check_scale accepts scale=inf (an error not raised)", TS_PARAMS),
    _m("audit8c.params.short_list_head_off_by_one", PA, "return shown if len(values) <= head else",
       "return shown if len(values) < head else",
       "short_list of exactly `head` values appends '... (6 in all)'", TS_PARAMS),

    # ------------------------------------------------------------------ toolkit/models/adapter.py (442: 8)
    _m("audit8c.adapter.free_position_end", AD, "bad = [p for p in free_positions if not 0 <= p < len(body)]",
       "bad = [p for p in free_positions if not 0 <= p <= len(body)]",
       "a free position equal to the text's length is accepted (one past the last token)", TS_ADAPTER),
    _m("audit8c.adapter.free_positions_repeat", AD, "if len(set(free_positions)) != len(free_positions):",
       "if len(set(free_positions)) > len(free_positions):",
       "repeated free positions are accepted (an error not raised)", TS_ADAPTER),
    _m("audit8c.adapter.all_conditionals_site_order", AD, "pos = self._free.repeat(B)",
       "pos = self._free.repeat_interleave(B)",
       "all_conditionals masks sites in the wrong order when B > 1 (row b*n + i gets site (b*n + i) // B)",
       TS_ADAPTER),
    _m("audit8c.adapter.pooled_over_all", AD, "out_h.append(((h * m[None, :, None]).sum(1) / m.sum()).cpu())",
       "out_h.append(((h * m[None, :, None]).sum(1) / m.numel()).cpu())",
       "the pooled hidden state divides by all positions, special tokens included, not the content ones",
       TS_ADAPTER),
    _m("audit8c.adapter.duplicate_by_string", AD, "            if i in seen:\n", "            if s in seen.values():\n",
       "two token strings with the same id (e.g. cased and uncased) are accepted as distinct tokens", TS_ADAPTER),
    _m("audit8c.adapter.one_token_set", AD, "if not tokens or len(tokens) < 2:", "if not tokens or len(tokens) < 1:",
       "a token set of one token is accepted (q = 1: no chain)", TS_ADAPTER),
    _m("audit8c.adapter.with_template_batch", AD, 'kw = {"tokens": self.tokens, "batch_size": self.batch_size}',
       'kw = {"tokens": self.tokens}', "with_template resets batch_size to the default 128", TS_ADAPTER),
    _m("audit8c.adapter.logit_error_floor", AD, "return rtol * np.maximum(np.abs(logits).max(axis=1), 1.0)",
       "return rtol * np.abs(logits).max(axis=1)",
       "logit_error drops its floor of 1: a row of zero logits gets an error bound of 0 (degenerate input)",
       TS_ADAPTER),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; the ones that only matter at a boundary, at a
#: degenerate input or with options combined say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. 37 of the 59; 4 of them survived the first run, each killed
#: by an existing test file the grep-chosen sets had left out (SURVIVOR_NOTES).
DUPLICATE_OF = {
    "audit8c.sweep_cmd.exact_phase_unguarded": "audit4d.sweep.exact_phase_unguarded",
    "audit8c.sweep_cmd.smaller_n_than_free": "audit4d.sweep.free_mismatch",
    "audit8c.reference.two_state_min": "audit4c.reference.two_state_min",
    "audit8c.kernel.systematic_order": "kernel.systematic_order",
    "audit8c.kernel.log_diagonal_lazy_factor": "blind3.kernel.logdiag_lazy",
    "audit8c.kernel.sym_matvec_lazy_factor": "blind3.kernel.sym_lazy",
    "audit8c.kernel.offdiag_reverse_forward": "blind3.kernel.reverse_copy",
    "audit8c.executors.local_zero_accepted": "audit4e.executors.local_zero_accepted",
    "audit8c.executors.serial_failure_raises": "audit5b.executors.serial_narrow_except",
    "audit8c.executors.local_alone_one": "cov5h3.executors.local_all_cpus",
    "audit8c.rectangle.certified_ge": "sweep6s3._rectangle.certified_ge",
    "audit8c.rectangle.bound_drops_u": "blind2.rectangle.bound_drops_u",
    "audit8c.finite_size.aic_margin_side": "finite_size.log_law_tie_wins",
    "audit8c.finite_size.per_L_stderr_unscaled": "cov5h2.finite_size.per_l_stderr",
    "audit8c.finite_size.mixing_change_min": "audit5a.finite_size.change_err_min",
    "audit8c.markov.with_temperature_drops_lazy": "sweep6s2.markov.with_temperature_drops_lazy",
    "audit8c.markov.scan_order_tv_default_T": "blind.markov.scan_order_tv_T1",
    "audit8c.report_phase.right_no_transition": "audit4c.report_phase.no_transition_exact",
    "audit8c.report_phase.real_crossover_unresolved": "audit4c.report_phase.crossover_not_decided",
    "audit8c.report_phase.mixing_change_tol": "sweep6s4.report_phase.spinodal_tol_errors_only",
    "audit8c.study.escape_bound_one": "audit4c.study.escape_vacuous_one_step",
    "audit8c.study.escape_ci_low": "audit4c.study.escape_refuted_low_end",
    "audit8c.study.bracket_ratio_strict": "audit4c.study.bracket_ratio_strict",
    "audit8c.study.budget_line_remainders": "cov5h3.study.remainder_smallest",
    "audit8c.study.shares_without_mixing": "sweep6s4.study.shares_without_mixing",
    "audit8c.study.zero_budget": "audit4c.study.budget_zero_accepted",
    "audit8c.study.stage_rest_off_by_one": "sweep6s4.study.stage_rest_from_next",
    "audit8c.init.tv_rows_not_exported": "audit7b.init.tv_rows_not_exported",
    "audit8c.init.edge_residual_wrong_function": "audit7b.init.edge_residual_wrong_function",
    "audit8c.params.short_list_head_off_by_one": "audit4b.params.short_list_eq",
    "audit8c.adapter.free_position_end": "audit4b.adapter.free_pos_upper",
    "audit8c.adapter.free_positions_repeat": "cov5h2.adapter.distinct",
    "audit8c.adapter.all_conditionals_site_order": "audit4b.adapter.all_cond_order",
    "audit8c.adapter.pooled_over_all": "audit6c.adapter.pool_over_all_positions",
    "audit8c.adapter.duplicate_by_string": "audit6c.adapter.duplicate_by_string",
    "audit8c.adapter.one_token_set": "audit4b.adapter.one_token_ok",
    "audit8c.adapter.logit_error_floor": "audit4b.adapter.err_no_floor",
}

#: After the first run: why each survivor survived, and the test that kills it now.
SURVIVOR_NOTES = {
    "audit8c.sweep_cmd.exact_phase_unguarded": {
        "note": "same bug as audit4d.sweep.exact_phase_unguarded; its killing test is in "
                "tests/test_cli_audit_commands.py, which the grep-chosen set left out (test-set choice, not a gap)",
        "killed_by": "tests/test_cli_audit_commands.py (existing)"},
    "audit8c.sweep_cmd.smaller_n_than_free": {
        "note": "same bug as audit4d.sweep.free_mismatch; killed by tests/test_cli_audit_commands.py, left out of "
                "the set", "killed_by": "tests/test_cli_audit_commands.py (existing)"},
    "audit8c.executors.local_alone_one": {
        "note": "same bug as cov5h3.executors.local_all_cpus; killed by tests/test_cov5h3_sweep_verify_commands.py, "
                "left out of the set", "killed_by": "tests/test_cov5h3_sweep_verify_commands.py (existing)"},
    "audit8c.finite_size.mixing_change_min": {
        "note": "same bug as audit5a.finite_size.change_err_min; killed by tests/toolkit/test_blind5a.py, left out "
                "of the set", "killed_by": "tests/toolkit/test_blind5a.py (existing)"},
    "audit8c.finite_size.range_boundary": {
        "note": "no test used a size range of exactly n_max/n_min = 4 (the boundary the docstring states)",
        "killed_by": "tests/toolkit/test_blind8c.py::test_a_size_range_of_exactly_four_is_not_too_narrow"},
    "audit8c.markov.with_scan_key_no_lazy": {
        "note": "no test asked with_scan for two lazinesses of one scan on the same chain (options combined)",
        "killed_by": "tests/exact/test_blind8c_markov.py::test_with_scan_keeps_each_laziness_apart"},
    "audit8c.markov.mixing_key_no_t_max": {
        "note": "no test called mixing() twice on one chain with different t_max",
        "killed_by": "tests/exact/test_blind8c_markov.py::test_mixing_cache_tells_t_max_apart"},
    "audit8c.report_phase.tc_nan_shown": {
        "note": "the T_c cell of a verdict without T_c (NaN, a degenerate value) was not pinned",
        "killed_by": "tests/toolkit/test_blind8c.py::test_phase_report_shows_none_for_a_nan_critical_temperature"},
    "audit8c.adapter.with_template_batch": {
        "note": "no test read batch_size after a with_template that did not change it",
        "killed_by": "tests/toolkit/test_blind8c.py::test_with_template_keeps_the_batch_size"},
}

#: Test files run after a mutant's own set in ``--after`` runs: this audit's new files, and for the
#: four duplicates the existing files that kill them (left out of the grep-chosen sets).
AFTER_TESTS = {
    "audit8c.sweep_cmd.exact_phase_unguarded": ["tests/test_cli_audit_commands.py"],
    "audit8c.sweep_cmd.smaller_n_than_free": ["tests/test_cli_audit_commands.py"],
    "audit8c.executors.local_alone_one": ["tests/test_cov5h3_sweep_verify_commands.py"],
    "audit8c.finite_size.mixing_change_min": ["tests/toolkit/test_blind5a.py"],
    "audit8c.finite_size.range_boundary": ["tests/toolkit/test_blind8c.py"],
    "audit8c.markov.with_scan_key_no_lazy": ["tests/exact/test_blind8c_markov.py"],
    "audit8c.markov.mixing_key_no_t_max": ["tests/exact/test_blind8c_markov.py"],
    "audit8c.report_phase.tc_nan_shown": ["tests/toolkit/test_blind8c.py"],
    "audit8c.adapter.with_template_batch": ["tests/toolkit/test_blind8c.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())
