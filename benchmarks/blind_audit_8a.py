"""Eighth blind mutation audit, part a (issue 30): mutants in the 12 modules dealt to part a by
the draw of ``benchmarks/blind_audit_8_protocol.md`` (seed 2026120308): toolkit/exact_torch,
toolkit/app/mixing_truth, toolkit/app/claims, toolkit/plot, exact/pairwise_logits,
exact/logits, toolkit/app/report/_math, toolkit/exceptions, exact/_lanczos,
toolkit/app/report/incompatibility, toolkit/device_chains, toolkit/bounds. Written without
reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/``
(protocol: benchmarks/blind_audit_8_protocol.md; parts b and c audit other modules in their
own runner files). Each mutant is a bug a developer could make in the source, read for this
audit. Mutants believed equivalent are marked (``EQUIVALENT``) before anything ran; the ones
found after the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record).

One disclosure: while copying the structure of ``benchmarks/blind_audit_4a.py`` (the
protocol allows its format and its ``main``), a ``grep -n`` over it printed the ids (not the
texts) of its mutants, among them ids in three modules of this part (``exact/logits``,
``exact/_lanczos``, ``exact/pairwise_logits``). The mutants here were then written to be other
bugs than those ids name.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only. A fixed rule, written before any mutant ran:
each module has a regular expression of its import path and public names (:data:`PATTERNS`);
its set is every ``tests/**/*.py`` file whose text matches it (``grep -lE``; the structural
``tests/test_layering.py`` and ``tests/test_one_copy.py`` left out), the files whose name holds
the module's name first, then the others, sorted; the set ends with the mutated module's
own file, so its doctests run last. The rule is evaluated when the runner starts, so the sets
include the tests that other sessions add before the first run's commit (the record lists
each mutant's set). A mutant first failed by its module's doctest is a kill, and the record
also gives the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_8a.py --list
    python benchmarks/blind_audit_8a.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_8a.py --id 'audit8a.bounds.*' --timeout 300
    python benchmarks/blind_audit_8a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
ET, MT, CL, PT = "toolkit/exact_torch.py", "toolkit/app/mixing_truth.py", "toolkit/app/claims.py", "toolkit/plot.py"
PL, LG, MA, EX = "exact/pairwise_logits.py", "exact/logits.py", "toolkit/app/report/_math.py", \
    "toolkit/exceptions.py"
LZ, IN, DC, BO = "exact/_lanczos.py", "toolkit/app/report/incompatibility.py", "toolkit/device_chains.py", \
    "toolkit/bounds.py"

#: module -> (regular expression over a test file's text, the name that puts a file first)
PATTERNS = {
    ET: (r"exact_torch", "exact_torch"),
    MT: (r"mixing_truth", "mixing_truth"),
    CL: (r"app\.claims|app import claims|md_escape|md_table|ReportClaim", "claims"),
    PT: (r"toolkit\.plot|toolkit import plot|plot_(tv_curve|spectrum|rectangles|trace|phase|escape|nlogn)"
         r"|fit_to_content", "plot"),
    PL: (r"pairwise_logits|PairwiseLogits", "pairwise_logits"),
    LG: (r"exact\.logits|exact import (.*, )?logits\b|SiteLogits", "logits"),
    MA: (r"report\._math|report import _math|math_html|looks_like_code", "math"),
    EX: (r"_human_bytes|_human_count|_sci\(|StateSpaceTooLargeError|InvalidTypeError|UnknownNameError",
         "exceptions"),
    LZ: (r"_lanczos|lanczos_top|ritz_vector|next_ritz", "lanczos"),
    IN: (r"report\.incompatibility|report import incompatibility|section_incompatibility", "incompatibility"),
    DC: (r"device_chains|run_chains_on_device|inverse_cdf_torch", "device_chains"),
    BO: (r"toolkit\.bounds|toolkit import (.*, )?bounds\b|\bmixing_bounds\b|coupling_pilot|MixingBounds"
         r"|CouplingPilot|wilson_bounds", "bounds"),
}
_SKIP = {"tests/test_layering.py", "tests/test_one_copy.py"}


def _test_set(module: str) -> list[str]:
    """The module's test set by the rule of the module docstring (evaluated now)."""
    pattern, stem = PATTERNS[module]
    rx = re.compile(pattern)
    hits = []
    for p in sorted((ROOT / "tests").rglob("*.py")):
        rel = p.relative_to(ROOT).as_posix()
        if rel in _SKIP or not p.name.startswith("test_"):
            continue
        try:
            text = p.read_text(errors="replace")
        except OSError:
            continue
        if rx.search(text):
            hits.append(rel)
    first = [f for f in hits if stem in Path(f).name]
    return first + [f for f in hits if f not in first] + [module]


TS = {m: _test_set(m) for m in PATTERNS}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/exact_torch.py (326 statements: 6)
    _m("audit8a.exact_torch.sym_matvec_no_lazy_factor", ET, "out.mul_((1 - self.lazy) / self.n)",
       "out.mul_(1.0 / self.n)",
       "sym_matvec of a lazy kernel drops the (1 - lazy) factor of the non-lazy part"),
    _m("audit8a.exact_torch.infinite_T_unnormalized", ET, "return acc.fill_(-math.log(q))",
       "return acc.fill_(0.0)",
       "from_pairwise at T = inf fills the log-conditionals with 0 instead of -log q (rows sum to q)"),
    _m("audit8a.exact_torch.log_pi_symmetry_no_token_transpose", ET,
       "np.allclose(J, np.swapaxes(np.swapaxes(J, 0, 1), 2, 3), rtol=0, atol=0)",
       "np.allclose(J, np.swapaxes(J, 0, 1), rtol=0, atol=0)",
       "pairwise_log_pi checks J[j, i] = J[i, j] instead of J[i, j].T: refuses valid symmetric models "
       "with non-symmetric blocks and accepts invalid ones"),
    _m("audit8a.exact_torch.mixing_t_max_off_by_one", ET, "if t >= t_max:", "if t > t_max:",
       "mixing_time steps once past t_max before giving up"),
    _m("audit8a.exact_torch.systematic_matvec_order", ET, "for i in reversed(range(n)):", "for i in range(n):",
       "systematic-scan P f applies the site updates in the wrong order (P_{n-1} ... P_0)"),
    _m("audit8a.exact_torch.lambda_min_sign", ET, "if abs(lam_min) > lam:", "if lam_min > lam:",
       "spectral_gap of a matrix ignores a negative eigenvalue of larger modulus than lambda_2"),
    # ------------------------------------------------------------------ toolkit/app/mixing_truth.py (92: 3)
    _m("audit8a.mixing_truth.barrier_deeper_well", MT,
       "return max(0.0, saddle - max(float(phi[a]), float(phi[b])))",
       "return max(0.0, saddle - min(float(phi[a]), float(phi[b])))",
       "Curie-Weiss barrier measured above the deeper well instead of the shallower one"),
    _m("audit8a.mixing_truth.spinodal_field_sign", MT, "beta, h = float(beta), abs(float(field))",
       "beta, h = float(beta), float(field)",
       "curie_weiss_spinodal drops |field|: a negative field gives T_s = beta instead of the symmetric value"),
    _m("audit8a.mixing_truth.n_max_zero_accepted", MT, "if n_max < 1:", "if n_max < 0:",
       "visible_temperature accepts n_max = 0 instead of raising"),
    # ------------------------------------------------------------------ toolkit/app/claims.py (39: 3)
    _m("audit8a.claims.reason_dropped", CL, "verdict=verdict, reason=reason)", "verdict=verdict)",
       "ReportClaim drops the comparison's reason"),
    _m("audit8a.claims.kind_ignored", CL, "slack, kind=kind, section=section", "slack, kind=\"theorem\", section=section",
       "ReportClaim ignores kind: every claim becomes a theorem"),
    _m("audit8a.claims.headers_not_escaped", CL, "\" | \".join(cell(h) for h in headers)",
       "\" | \".join(str(h) for h in headers)",
       "md_table leaves the header cells unescaped (a | or * in a header breaks the table)"),
    # ------------------------------------------------------------------ toolkit/plot.py (347: 5)
    _m("audit8a.plot.tv_curve_tie_strict", PT, "below = np.flatnonzero(d <= eps)", "below = np.flatnonzero(d < eps)",
       "plot_tv_curve of an array marks t_mix at the first d(t) < eps instead of <= eps"),
    _m("audit8a.plot.lambda_star_drops_first", PT, "rest = np.delete(vals, int(np.argmin(np.abs(vals - 1.0))))",
       "rest = vals[1:]",
       "_lambda_star drops the first eigenvalue instead of the one closest to 1 (eigvals are unordered)"),
    _m("audit8a.plot.trace_chains_guard", PT, "idx.max() >= v.shape[0]", "idx.max() > v.shape[0]",
       "plot_trace accepts chain index n_chains (one past the last) instead of raising InvalidInputError"),
    _m("audit8a.plot.nlogn_fit_all_n", PT, "ok = (n >= 3) & np.isfinite(t)", "ok = np.isfinite(t)",
       "plot_nlogn fits c n ln n over every n instead of n >= 3"),
    _m("audit8a.plot.sampled_log_r_no_abs", PT,
       "return np.abs(np.asarray(table[\"log_r\"], dtype=float)), np.asarray(table.get(\"bound\", []), dtype=float)",
       "return np.asarray(table[\"log_r\"], dtype=float), np.asarray(table.get(\"bound\", []), dtype=float)",
       "plot_rectangles of a sampled RectangleResult uses log R, not |log R| (negative ones drawn at the floor)"),
    # ------------------------------------------------------------------ exact/pairwise_logits.py (177: 5)
    _m("audit8a.pairwise_logits.subclass_logits_accepted", PL,
       "return isinstance(model, Pairwise) and type(model).logits is Pairwise.logits",
       "return isinstance(model, Pairwise)",
       "is_pairwise accepts a Pairwise subclass that overrides logits (its logits are then not J and h)"),
    _m("audit8a.pairwise_logits.values_guard_no_n", PL, "need = 8.0 * self.n * self.space.size",
       "need = 8.0 * self.space.size",
       "the values memory guard forgets the factor n (n * q**n float64)"),
    _m("audit8a.pairwise_logits.last_witness", PL, "if cert.any() and witness is None:", "if cert.any():",
       "the rectangle rule reports the last certified pair as witness instead of the first"),
    _m("audit8a.pairwise_logits.min_log_conditional_axis", PL,
       "                ax = self._token_axis(i)\n                best = min(",
       "                ax = i\n                best = min(",
       "min_log_conditional normalizes along axis i of a block that has the block axis removed (wrong axis)"),
    _m("audit8a.pairwise_logits.neighbours_positive_only", PL, "np.any(self.J[i, j] != 0)", "np.any(self.J[i, j] > 0)",
       "coupling blocks with only negative entries are dropped from the neighbours"),
    # ------------------------------------------------------------------ exact/logits.py (82: 3)
    _m("audit8a.logits.site_error_no_floor", LG, "max(float(np.abs(self.values[i]).max()), 1.0)",
       "float(np.abs(self.values[i]).max())",
       "the assumed logit error of a hand-built table loses its floor 1 (an all-zero row gets error 0)"),
    _m("audit8a.logits.tempered_dtype_ignored", LG, "out = np.empty(self.values.shape, dtype=dtype)",
       "out = np.empty(self.values.shape)",
       "SiteLogits.tempered ignores dtype (always float64)"),
    _m("audit8a.logits.min_log_conditional_unchecked_T", LG,
       "        T = check_temperature(temperature)\n        return min(",
       "        T = float(temperature)\n        return min(",
       "SiteLogits.min_log_conditional does not validate the temperature"),
    # ------------------------------------------------------------------ toolkit/app/report/_math.py (83: 3)
    _m("audit8a._math.operator_order", MA, "((\"<=>\", \"⇔\"), (\"<=\", \"≤\"),", "((\"<=\", \"≤\"), (\"<=>\", \"⇔\"),",
       "'<=' is matched before '<=>': an equivalence renders as '≤>'"),
    _m("audit8a._math.star_before_paren", MA, "if prev.isspace() or nxt.isalnum() or nxt == \"(\":",
       "if prev.isspace() or nxt.isalnum():",
       "'2*(x)' renders the star as a superscript instead of a multiplication dot"),
    _m("audit8a._math.brace_subscript", MA, "if i < len(s) and s[i] in \"({\":", "if i < len(s) and s[i] in \"(\":",
       "x_{...} / x^{...} groups are not recognized (braces printed, only the brace scripted)"),
    # ------------------------------------------------------------------ toolkit/exceptions.py (79: 3)
    _m("audit8a.exceptions.sci_no_round_carry", EX, "if round(m, 1) >= 10:", "if m >= 10:",
       "_sci prints a mantissa that rounds to 10 as '10.0e+..' instead of '1.0e+..' one power up"),
    _m("audit8a.exceptions.invalid_type_not_typeerror", EX, "class InvalidTypeError(InvalidInputError, TypeError):",
       "class InvalidTypeError(InvalidInputError):",
       "InvalidTypeError is no longer a TypeError (except TypeError misses it)"),
    _m("audit8a.exceptions.human_bytes_no_tib", EX, "for unit in (\"KiB\", \"MiB\", \"GiB\", \"TiB\"):",
       "for unit in (\"KiB\", \"MiB\", \"GiB\"):",
       "_human_bytes has no TiB: a few TiB are printed as a fraction of a PiB"),
    # ------------------------------------------------------------------ exact/_lanczos.py (82: 3)
    _m("audit8a._lanczos.ritz_vector_beta_index", LZ, "axpy(w, -run.beta[j - 1], v_prev)",
       "axpy(w, -run.beta[j], v_prev)",
       "ritz_vector subtracts beta_j instead of beta_{j-1} times v_{j-1} when rebuilding the basis"),
    _m("audit8a._lanczos.tridiagonal_offdiag_shift", LZ, "np.asarray(beta[: m - 1]))", "np.asarray(beta[1:m]))",
       "_top builds T_m with the off-diagonal shifted by one (beta_2..beta_m instead of beta_1..beta_{m-1})"),
    _m("audit8a._lanczos.ritz_vector_no_y0", LZ, "x = y[0] * run.v0.astype(np.float64)",
       "x = run.v0.astype(np.float64)",
       "ritz_vector drops the factor y_0 of the start vector's component"),
    # ------------------------------------------------------------------ toolkit/app/report/incompatibility.py (92: 3)
    _m("audit8a.incompatibility.median_is_q90", IN, "summ.quantiles[\"q50\"],\n                     summ.max_abs, spec.reversible",
       "summ.quantiles[\"q90\"],\n                     summ.max_abs, spec.reversible",
       "the toy table's median |log R| column holds the 90% quantile (wrong key)"),
    _m("audit8a.incompatibility.json_key_kolmogorov", IN, "\"reversible\", \"kolmogorov_error\"), r, strict=True)",
       "\"reversible\", \"kolmogorov_err\"), r, strict=True)",
       "the section's JSON data names the Kolmogorov error 'kolmogorov_err' (wrong key)"),
    _m("audit8a.incompatibility.reversible_claim_flipped", IN, "spec.reversible == (table.n_certified == 0)",
       "spec.reversible == (table.n_certified > 0)",
       "the 'reversible iff all rectangles vanish' claim compares with the negation"),
    # ------------------------------------------------------------------ toolkit/device_chains.py (68: 3)
    _m("audit8a.device_chains.inverse_cdf_strict", DC, "return (c <= (u * c[..., -1])[..., None])",
       "return (c < (u * c[..., -1])[..., None])",
       "inverse_cdf_torch with u = 0 (or a tie) draws a leading zero-weight category"),
    _m("audit8a.device_chains.lazy_flipped", DC, "keep = torch.rand(B, generator=gen, device=dev) < lazy",
       "keep = torch.rand(B, generator=gen, device=dev) > lazy",
       "the lazy step keeps the state with probability 1 - lazy instead of lazy"),
    _m("audit8a.device_chains.no_temperature", DC, "torch.softmax(lg / T, dim=-1)", "torch.softmax(lg, dim=-1)",
       "the device chain draws from softmax(logits), ignoring the temperature"),
    # ------------------------------------------------------------------ toolkit/bounds.py (198: 5)
    _m("audit8a.bounds.t_upper_no_doubling", BO, "cands += [2.0 * float(self.times[ok2[0]])]",
       "cands += [float(self.times[ok2[0]])]",
       "t_upper from sub-multiplicativity uses t_2 instead of 2 t_2 (an invalid, too small upper bound)"),
    _m("audit8a.bounds.t_lower_first", BO, "return int(self.times[ok[-1]]) if ok.size else 0",
       "return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower is the first grid time whose lower bound exceeds eps instead of the last"),
    _m("audit8a.bounds.no_bonferroni_over_grid", BO, "z_lo = _z(1.0 - alpha / (2 * G))", "z_lo = _z(1.0 - alpha / 2)",
       "the lower curve's Wilson ends drop the Bonferroni factor over the G grid times"),
    _m("audit8a.bounds.pilot_chooses_least_met", BO, "chosen = min(met, key=lambda c: (-met[c], dist[c]))",
       "chosen = min(met, key=lambda c: (met[c], dist[c]))",
       "coupling_pilot picks the coupling that met least"),
    _m("audit8a.bounds.one_replicate_accepted", BO, "R = check_int(n_replicates, \"n_replicates\", minimum=2)",
       "R = check_int(n_replicates, \"n_replicates\", minimum=1)",
       "mixing_bounds accepts n_replicates = 1 instead of raising"),
]

#: Believed before the first run to change no behaviour (reason given); not counted.
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. All 29 were killed in the first run.
DUPLICATE_OF = {
    "audit8a.exact_torch.sym_matvec_no_lazy_factor": "audit4b.exact_torch.sym_no_lazy",
    "audit8a.exact_torch.infinite_T_unnormalized": "sweep6s3.exact_torch.inf_fill_zero",
    "audit8a.exact_torch.mixing_t_max_off_by_one": "cov5h2.exact_torch.t_max_cap",
    "audit8a.exact_torch.systematic_matvec_order": "audit4b.exact_torch.systematic_order",
    "audit8a.exact_torch.lambda_min_sign": "audit4b.exact_torch.gap_signed_min",
    "audit8a.mixing_truth.barrier_deeper_well": "blind2.mixing_truth.deeper_well",
    "audit8a.mixing_truth.spinodal_field_sign": "audit5a.mixing_truth.field_sign",
    "audit8a.mixing_truth.n_max_zero_accepted": "cov5h3.mixing_truth.n_max_zero",
    "audit8a.plot.tv_curve_tie_strict": "audit4e.plot.tmix_strict",
    "audit8a.plot.trace_chains_guard": "audit4e.plot.chains_index_equal_n",
    "audit8a.plot.nlogn_fit_all_n": "audit4e.plot.nlogn_fit_from_2",
    "audit8a.plot.sampled_log_r_no_abs": "cov5h2.plot.sampled_bound",
    "audit8a.pairwise_logits.subclass_logits_accepted": "sweep6s2.pairwise_logits.subclass_accepted",
    "audit8a.pairwise_logits.last_witness": "sweep6s2.pairwise_logits.rule_last_witness",
    "audit8a.logits.tempered_dtype_ignored": "audit7b.logits.tempered_dtype_ignored",
    "audit8a._math.operator_order": "audit4c.math.operator_order",
    "audit8a._math.star_before_paren": "sweep6s4.math.star_before_paren",
    "audit8a.exceptions.sci_no_round_carry": "audit4e.exceptions.sci_round_carry",
    "audit8a._lanczos.ritz_vector_beta_index": "audit4a._lanczos.ritz_beta_index",
    "audit8a.incompatibility.median_is_q90": "audit6a.incompatibility.median_is_q90",
    "audit8a.incompatibility.json_key_kolmogorov": "jsonref2.incompatibility.kolmogorov_key",
    "audit8a.incompatibility.reversible_claim_flipped": "audit6a.incompatibility.reversible_claim_flipped",
    "audit8a.device_chains.inverse_cdf_strict": "audit4b.device_chains.cdf_strict",
    "audit8a.device_chains.lazy_flipped": "audit4b.device_chains.lazy_flipped",
    "audit8a.device_chains.no_temperature": "audit6b.device_chains.no_temperature",
    "audit8a.bounds.t_upper_no_doubling": "i30c.no_doubling",
    "audit8a.bounds.t_lower_first": "i30c.t_lower_first",
    "audit8a.bounds.no_bonferroni_over_grid": "i30f.bounds.no_bonferroni",
    "audit8a.bounds.pilot_chooses_least_met": "audit7b.bounds.pilot_least_met",
}

#: Survivors of the first run: why, and the test that kills it now.
SURVIVOR_NOTES = {
    "audit8a.exact_torch.log_pi_symmetry_no_token_transpose": {
        "note": "every model the tests gave pairwise_log_pi had symmetric blocks J[i, j] = J[i, j].T (Potts), "
                "where J[j, i] = J[i, j] and J[j, i] = J[i, j].T are the same check; a compatible model with "
                "asymmetric blocks (J[j, i] = J[i, j].T, J[i, j] != J[i, j].T) was never passed",
        "killed_by": "tests/toolkit/test_blind8a.py::test_log_pi_of_a_symmetric_model_with_asymmetric_blocks"},
    "audit8a.logits.min_log_conditional_unchecked_T": {
        "note": "a degenerate input: tempered_log_conditionals checks the temperature again, so 0, negative and "
                "NaN still raise; only a string ('1', which float() accepts) got through unchecked",
        "killed_by": "tests/exact/test_blind8a.py::test_min_log_conditional_refuses_a_string_temperature"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit8a.exact_torch.log_pi_symmetry_no_token_transpose": ["tests/toolkit/test_blind8a.py"],
    "audit8a.logits.min_log_conditional_unchecked_T": ["tests/exact/test_blind8a.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())
