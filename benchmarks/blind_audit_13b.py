"""Thirteenth blind mutation audit, part b (issue 30): 56 mutants in the 12 modules dealt to
13b by the draw (``python benchmarks/blind_audit_5_draw.py --audit 13 --seed 2026120513``):
toolkit/models/registry.py, toolkit/models/_hf_convert.py, toolkit/models/adapter.py,
exact/passage.py, exact/unmasking.py, toolkit/app/phase.py, exact/_lanczos.py,
toolkit/chain.py, toolkit/app/commands/sample.py, toolkit/models/masked_toy.py,
exact/spectral.py, toolkit/app/mixing_truth.py. Written without reading
``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/``
(protocol: benchmarks/blind_audit_13_protocol.md; parts a and c audit their own modules in
their own runner files). Each mutant is a bug a developer could make in the source, read for
this audit: 3 per module under 150 statements, 5 for 150-400, 8 above 400. Mutants believed
equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after the first
run to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF`
(filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``scripts/automut.py``'s ``default_tests(module)``
(the test files naming the module, plus the files the project's catalogue runs on it, then
the module itself, so its doctests run last), computed when this file is loaded, i.e. on the
commit the run is made on (the GO commit of the protocol). A mutant first failed by its
module's doctest is a kill; the record also gives the score with those counted as survivors
(``tests/`` only).

Usage::

    python benchmarks/blind_audit_13b.py --list
    python benchmarks/blind_audit_13b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_13b.py --id 'audit13b.passage.*' --timeout 300
    python benchmarks/blind_audit_13b.py --summarize first-run.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets: automut.default_tests)

RG, HF, AD = "toolkit/models/registry.py", "toolkit/models/_hf_convert.py", "toolkit/models/adapter.py"
PA, UM, PH = "exact/passage.py", "exact/unmasking.py", "toolkit/app/phase.py"
LZ, CH, SA = "exact/_lanczos.py", "toolkit/chain.py", "toolkit/app/commands/sample.py"
MT, SP, MX = "toolkit/models/masked_toy.py", "exact/spectral.py", "toolkit/app/mixing_truth.py"

# ---------------------------------------------------------------- test sets (automut.default_tests, at load)
TESTS = {module: automut.default_tests(module) for module in (RG, HF, AD, PA, UM, PH, LZ, CH, SA, MT, SP, MX)}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/models/registry.py (3)
    _m("audit13b.registry.exchangeable_rows_off_by_one", RG,
       "rows = (math.lgamma(n + q - 1) - math.lgamma(q) - math.lgamma(n)) / math.log(10)",
       "rows = (math.lgamma(n + q) - math.lgamma(q) - math.lgamma(n)) / math.log(10)",
       "dense_array_bytes' count of exchangeable-table rows has its lgamma(n + q - 1) term off by one "
       "(lgamma(n + q)): the memory guard over-estimates the table by the factor n + q - 1 (description "
       "corrected after the run; the mutant itself is unchanged)"),
    _m("audit13b.registry.default_overrides_given", RG,
       "if value is not None and key in taken and key not in params and not (real and key == \"q\"):",
       "if value is not None and key in taken and not (real and key == \"q\"):",
       "make_model's soft `defaults` (a command's default q/n) overwrite the keywords the caller gave"),
    _m("audit13b.registry.guard_family_defaults_win", RG,
       "eff.update(params)",
       "eff = {**params, **eff}",
       "the memory guard merges the family's signature defaults over the given parameters (q=50 is "
       "guarded as the default q=2), so a too-large model is built instead of refused"),
    # ------------------------------------------------------------------ toolkit/models/_hf_convert.py (3)
    _m("audit13b._hf_convert.n_layers_off_by_one", HF,
       "return 1 + max(int(k[len(p):].split(\".\")[0]) for k in fairseq_sd if k.startswith(p))",
       "return max(int(k[len(p):].split(\".\")[0]) for k in fairseq_sd if k.startswith(p))",
       "_n_layers returns the largest layer index, not the count: the converted Sapiens model loses its "
       "last encoder layer"),
    _m("audit13b._hf_convert.key_value_swapped", HF,
       "\"self_attn.k_proj\": \"attention.self.key\",\n        \"self_attn.v_proj\": \"attention.self.value\",",
       "\"self_attn.k_proj\": \"attention.self.value\",\n        \"self_attn.v_proj\": \"attention.self.key\",",
       "the fairseq key and value projections are mapped onto each other's RoBERTa weights (same shapes: "
       "loads without error, wrong attention)"),
    _m("audit13b._hf_convert.layer_norm_eps_bert_default", HF,
       "layer_norm_eps=1e-5,",
       "layer_norm_eps=1e-12,",
       "the converted Sapiens config takes BERT's LayerNorm epsilon 1e-12 instead of fairseq's 1e-5"),
    # ------------------------------------------------------------------ toolkit/models/adapter.py (8)
    _m("audit13b.adapter.roberta_offset_off_by_one", AD,
       "offset = int(getattr(embeddings, \"padding_idx\", 0) or 0) + 1  # RoBERTa family",
       "offset = int(getattr(embeddings, \"padding_idx\", 0) or 0)  # RoBERTa family",
       "RoBERTa-family maximum length drops only padding_idx, not padding_idx + 1, of the position table: "
       "a template one token too long is accepted"),
    _m("audit13b.adapter.template_length_boundary", AD,
       "if self.max_length is not None and len(full) > self.max_length:",
       "if self.max_length is not None and len(full) >= self.max_length:",
       "a template of exactly max_length tokens is refused"),
    _m("audit13b.adapter.free_position_end_accepted", AD,
       "bad = [p for p in free_positions if not 0 <= p < len(body)]",
       "bad = [p for p in free_positions if not 0 <= p <= len(body)]",
       "free position len(text) (one past the last token) passes the range check"),
    _m("audit13b.adapter.content_mask_drops_free_sites", AD,
       "special[self.free_positions] = False\n        self._content_mask",
       "self._content_mask",
       "the pooled hidden state's content mask leaves out a free site holding a special token (the masked "
       "site, [MASK]): logits_and_hidden pools over the template without it"),
    _m("audit13b.adapter.pool_over_all_positions", AD,
       ".sum(1) / m.sum()).cpu())",
       ".sum(1) / m.numel()).cpu())",
       "the mean-pooled hidden state divides the content positions' sum by every position (specials "
       "included), not by the number of content positions"),
    _m("audit13b.adapter.duplicate_tokens_not_caught", AD,
       "seen[i] = s",
       "seen[s] = i",
       "the duplicate-token check keys its dict by string, so two strings of the same token id "
       "(e.g. 'the' and 'The' on an uncased tokenizer) are both accepted"),
    _m("audit13b.adapter.decode_always_spaces", AD,
       "sep = \"\" if self.split_chars else \" \"",
       "sep = \" \"",
       "decode joins residues of a split_chars (protein) model with spaces"),
    _m("audit13b.adapter.all_conditionals_repeat_interleave", AD,
       "pos = self._free.repeat(B)",
       "pos = self._free.repeat_interleave(B)",
       "all_conditionals masks position free[b] in every copy of state b instead of free[i] in its i-th "
       "copy (repeat vs repeat_interleave): wrong for B > 1"),
    # ------------------------------------------------------------------ exact/passage.py (5)
    _m("audit13b.passage.reversal_wrong_ratio", PA,
       "vals.append(np.exp(lp[r] + lv - lp[c]))",
       "vals.append(np.exp(lp[c] + lv - lp[r]))",
       "the time reversal P*(y, x) = pi(x) P(x, y) / pi(y) is built with the ratio inverted, pi(y) P(x, y) / "
       "pi(x): the backward committor is wrong wherever pi is not uniform"),
    _m("audit13b.passage.first_passage_not_killed", PA,
       "g = f[t] * outside",
       "g = f[t]",
       "first_passage_probabilities from every state keeps the mass already in B: f_t counts returns, not "
       "first passages, for t >= 2"),
    _m("audit13b.passage.between_weights_unnormalised", PA,
       "w = np.exp(lp[Amask] - logsumexp(lp[Amask]))",
       "w = np.exp(lp[Amask])",
       "the mean passage time between sets weights the origin by pi, not pi(. | A): scaled by pi(A)"),
    _m("audit13b.passage.closed_classes_by_target", PA,
       "open_[labels[Gc.row[leaks]]] = True",
       "open_[labels[Gc.col[leaks]]] = True",
       "closed_classes marks the class an edge enters as open, not the one it leaves: absorbing states "
       "come out open and transient ones closed"),
    _m("audit13b.passage.risky_paths_through_target", PA,
       "risky = can_reach(sp.csr_matrix(G.multiply((~B)[:, None])), never) & ~B",
       "risky = can_reach(G, never) & ~B",
       "mean_first_passage_times lets paths continue through B when deciding which states may never reach "
       "B: a state that must pass B before falling into a trap gets an infinite mean time"),
    # ------------------------------------------------------------------ exact/unmasking.py (5)
    _m("audit13b.unmasking.margin_against_lowest", UM,
       "score = top[:, :, -1] - top[:, :, -2]",
       "score = top[:, :, -1] - top[:, :, 0]",
       "the margin order scores the top probability minus the lowest, not minus the second (same for q = 2)"),
    _m("audit13b.unmasking.least_confident_first", UM,
       "ranked = np.argsort(np.where(mask, -score, np.inf), axis=1, kind=\"stable\")",
       "ranked = np.argsort(np.where(mask, score, np.inf), axis=1, kind=\"stable\")",
       "the ranked orders unmask the lowest-scoring masked site first (least confident; right-to-left)"),
    _m("audit13b.unmasking.default_remask_floor", UM,
       "for r in sorted({min(2, n), (n + 1) // 2}) if r >= 1]",
       "for r in sorted({min(2, n), n // 2}) if r >= 1]",
       "default_samplers remasks floor(n/2) sites instead of ceil(n/2) (documented), e.g. n = 3: remask:1"),
    _m("audit13b.unmasking.remask_rounds_floor", UM,
       "for _ in range(-(-r // min(k, r))):",
       "for _ in range(r // min(k, r)):",
       "remasking_kernel runs floor(r/k) unmasking steps instead of ceil(r/k): with k not dividing r some "
       "sites stay masked and their mass is dropped (rows sum below 1)"),
    _m("audit13b.unmasking.tv_after_restarts_count", UM,
       "for _ in range(tt - done):",
       "for _ in range(tt):",
       "compare_samplers steps on tt more Glauber steps at each t instead of tt - done: TV after t is "
       "measured after 1 + 2 + ... + t steps"),
    # ------------------------------------------------------------------ toolkit/app/phase.py (5)
    _m("audit13b.phase.binder_no_square", PH,
       "binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2) ** 2)",
       "binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2))",
       "exact_phase_grid's Binder cumulant divides m4 by 3 m2 instead of 3 m2^2"),
    _m("audit13b.phase.ess_drops_groups", PH,
       "draws = _num(row.get(\"n_groups\")) * _num(row.get(\"chains_per_group\")) * _num(row.get(\"n_sweeps\"))",
       "draws = _num(row.get(\"chains_per_group\")) * _num(row.get(\"n_sweeps\"))",
       "point_convergence counts the draws of one replicate group only (the n_groups factor dropped): "
       "converged points are called unconverged"),
    _m("audit13b.phase.stderr_no_sqrt_r", PH,
       "err_U = replicates[..., 0].std(axis=2, ddof=1) / np.sqrt(R)",
       "err_U = replicates[..., 0].std(axis=2, ddof=1)",
       "the Binder cumulant's error over replicate groups is their standard deviation, not the standard "
       "error of the mean (1/sqrt(R) dropped)"),
    _m("audit13b.phase.toy_gets_device", PH,
       "if device != \"cpu\" and not toy:",
       "if device != \"cpu\":",
       "real_phase_data passes `device` to a masked toy's family too, which takes no such parameter"),
    _m("audit13b.phase.preset_coupling_forced", PH,
       "params = {\"coupling\": 1.0, **params}",
       "params = {**params, \"coupling\": 1.0}",
       "preset_for's default coupling 1.0 overrides the coupling the user gave for potts on a path or torus"),
    # ------------------------------------------------------------------ exact/_lanczos.py (3)
    _m("audit13b._lanczos.ritz_vector_beta_index", LZ,
       "axpy(w, -run.beta[j - 1], v_prev)",
       "axpy(w, -run.beta[j], v_prev)",
       "ritz_vector's second pass subtracts beta_j v_{j-1} instead of beta_{j-1} v_{j-1}: the rebuilt "
       "Lanczos vectors drift from the first run's"),
    _m("audit13b._lanczos.estimate_without_beta", LZ,
       "est = b * abs(float(y[-1]))",
       "est = abs(float(y[-1]))",
       "the Ritz residual estimate drops beta_m (|y_m| alone): convergence is judged on the wrong quantity"),
    _m("audit13b._lanczos.next_ritz_smallest", LZ,
       "return float(below.max()) if below.size else None",
       "return float(below.min()) if below.size else None",
       "next_ritz returns the smallest Ritz value below theta - sep, not the largest (the next eigenvalue)"),
    # ------------------------------------------------------------------ toolkit/chain.py (3)
    _m("audit13b.chain.shift_by_min", CH,
       "z = z - z.max(axis=-1, keepdims=True)",
       "z = z - z.min(axis=-1, keepdims=True)",
       "the stable softmax subtracts the row minimum instead of the maximum: exp overflows for a large "
       "logit range (low temperature)"),
    _m("audit13b.chain.uniform_wrong_axis", CH,
       "return np.full_like(z, -np.log(z.shape[-1]))",
       "return np.full_like(z, -np.log(z.shape[0]))",
       "the T = inf uniform law is 1/B (the batch size) instead of 1/q"),
    _m("audit13b.chain.normaliser_wrong_axis", CH,
       "return z - np.log(np.exp(z).sum(axis=-1, keepdims=True))",
       "return z - np.log(np.exp(z).sum(axis=0, keepdims=True))",
       "the log-softmax normalises over the first axis (the batch) instead of the tokens"),
    # ------------------------------------------------------------------ toolkit/app/commands/sample.py (5)
    _m("audit13b.sample.coupled_memory_half", SA,
       "coupled = run_memory(model, n_chains=2 * 2 * args.pairs * args.replicates, n_records=0, scan=args.scan)",
       "coupled = run_memory(model, n_chains=2 * args.pairs * args.replicates, n_records=0, scan=args.scan)",
       "the memory check counts one chain per coupled replicate, not two (the coupled chains' memory halved)"),
    _m("audit13b.sample.coupling_steps_default_for_toys", SA,
       "if args.coupling_steps is None and real:",
       "if args.coupling_steps is None:",
       "a toy model's coupled pairs get --steps as their cap instead of the documented max(4 steps, 1000)"),
    _m("audit13b.sample.ellipsis_when_all_shown", SA,
       "more = \", ...\" if token_set[\"q\"] > len(token_set[\"first\"]) else \"\"",
       "more = \", ...\" if token_set[\"q\"] >= len(token_set[\"first\"]) else \"\"",
       "the printed token set V ends with ', ...' even when every token is shown (q <= 8)"),
    _m("audit13b.sample.outside_v_value_sites", SA,
       "\"value\": [tok for _, tok in outside]",
       "\"value\": [k for k, _ in outside]",
       "the JSON text-outside-v warning's value lists the free sites instead of the tokens"),
    _m("audit13b.sample.lpl_rows_without_n", SA,
       "lpl_rows = records * args.chains * n",
       "lpl_rows = records * args.chains",
       "the announced cost counts one forward row per chain per recorded step for the log "
       "pseudo-likelihood, not n (one per site)"),
    # ------------------------------------------------------------------ toolkit/models/masked_toy.py (5)
    _m("audit13b.masked_toy.mfp_reduced_coupling", MT,
       "return MeanFieldPotts(q, self.length, b.beta * self.length / L, field=b.field + b.beta / L * c)",
       "return MeanFieldPotts(q, self.length, b.beta, field=b.field + b.beta / L * c)",
       "reduced() of a mean-field Potts window keeps beta (pairs at beta/n) instead of beta n/L (pairs at "
       "beta/L, the template's coupling)"),
    _m("audit13b.masked_toy.cw_fixed_tokens_not_spins", MT,
       "S = float(s[self._text[fixed]].sum())",
       "S = float(self._text[fixed].sum())",
       "reduced() of a Curie-Weiss window sums the fixed sites' token indices (0/1) instead of their spins "
       "(-1/+1) into the field"),
    _m("audit13b.masked_toy.pairwise_field_transposed", MT,
       "b.J[free[:, None], fixed[None, :], :, self._text[fixed][None, :]].sum(axis=1)",
       "b.J[fixed[None, :], free[:, None], self._text[fixed][None, :], :].sum(axis=1)",
       "reduced() of a pairwise window folds the fixed sites in through J[j, i] (their pull on others) "
       "instead of J[i, j]: wrong for incompatible (one-way) couplings"),
    _m("audit13b.masked_toy.window_floor", MT,
       "start = round((L - n) / 2)",
       "start = (L - n) // 2",
       "the default window starts at floor((L - n)/2), not round((L - n)/2) as the phase study's "
       "window_positions does (half to even): L - n = 3 gives start 1, not 2"),
    _m("audit13b.masked_toy.length_q20_boundary", MT,
       "return len(\"\".join(text.split())) if q <= len(AMINO) else len(text.split())",
       "return len(\"\".join(text.split())) if q < len(AMINO) else len(text.split())",
       "at q = 20 (the default, amino-acid letters) a given text's length is counted in whitespace words "
       "instead of letters"),
    # ------------------------------------------------------------------ exact/spectral.py (8)
    _m("audit13b.spectral.dense_lambda_min_assumed_zero", SP,
       "lam2, lam_min = float(w.max()), float(w.min())",
       "lam2, lam_min = float(w.max()), 0.0",
       "the reversible dense path takes lambda_min = 0 (as for a random-scan kernel): a negative eigenvalue "
       "of largest modulus is ignored in lambda_star"),
    _m("audit13b.spectral.pseudo_gap_not_divided_by_k", SP,
       "ratios = [g / (k + 1) for k, g in enumerate(gammas)]",
       "ratios = [g for k, g in enumerate(gammas)]",
       "the pseudo-spectral gap is max_k gamma_k instead of max_k gamma_k / k"),
    _m("audit13b.spectral.intersect_keeps_lower_lower_end", SP,
       "lo = self if self.log_lower >= other.log_lower else other",
       "lo = self if self.log_lower <= other.log_lower else other",
       "_Interval.intersect takes the smaller of the two lower ends (a union on that side), so a refined "
       "certified interval is as wide as the coarser one"),
    _m("audit13b.spectral.period_level_off_by_one", SP,
       "return int(np.gcd.reduce(np.abs(level[r] + 1 - level[c]))) or 1",
       "return int(np.gcd.reduce(np.abs(level[r] - level[c]))) or 1",
       "_period takes the gcd of level(x) - level(y) over the moves, not level(x) + 1 - level(y): a "
       "periodic chain comes out aperiodic"),
    _m("audit13b.spectral.lower_bound_from_lower_end", SP,
       "log_lo = log_reversible_lower_bound(log_gap_upper, eps)",
       "log_lo = log_reversible_lower_bound(log_gap_lower, eps)",
       "spectral_mixing_bounds builds the t_mix lower bound at the gap interval's lower end (largest t_rel) "
       "instead of its upper end: not a bound"),
    _m("audit13b.spectral.eigenvalues_ascending", SP,
       "return vals[np.argsort(-np.abs(vals), kind=\"stable\")]",
       "return vals[np.argsort(np.abs(vals), kind=\"stable\")]",
       "eigenvalues() sorts by increasing modulus, not decreasing (documented)"),
    _m("audit13b.spectral.multiplicative_gap_no_square", SP,
       "gammas.append(_unit(1.0 - (sv.max() ** 2 if N > 1 else 0.0)))",
       "gammas.append(_unit(1.0 - (sv.max() if N > 1 else 0.0)))",
       "the dense multiplicative gap is 1 - sigma_2(A^k), not 1 - sigma_2(A^k)^2 (the eigenvalue of "
       "(P*)^k P^k)"),
    _m("audit13b.spectral.unit_sqrt_pi_no_half", SP,
       "s *= 0.5\n",
       "\n",
       "_unit_sqrt_pi normalises pi instead of sqrt(pi): the Lanczos path deflates the wrong vector"),
    # ------------------------------------------------------------------ toolkit/app/mixing_truth.py (3)
    _m("audit13b.mixing_truth.barrier_above_deeper_well", MX,
       "return max(0.0, saddle - max(float(phi[a]), float(phi[b])))",
       "return max(0.0, saddle - min(float(phi[a]), float(phi[b])))",
       "the Curie-Weiss barrier is measured from the deeper well, not the shallower one the slow mode leaves"),
    _m("audit13b.mixing_truth.spinodal_negative_field", MX,
       "beta, h = float(beta), abs(float(field))",
       "beta, h = float(beta), float(field)",
       "curie_weiss_spinodal uses the signed field: a negative field (same physics, mirrored) gives T_s = "
       "beta instead of the spinodal of |field|"),
    _m("audit13b.mixing_truth.potts_first_well", MX,
       "o = mins[-1]",
       "o = mins[0]",
       "the mean-field Potts barrier is taken at the first local minimum along the line (the disordered one "
       "where it exists), not the ordered well"),
]

#: Mutants believed before the run to change no behaviour (none).
EQUIVALENT: dict = {}

#: Filled in after the first run was recorded and committed (protocol step 5): mutant id -> the
#: entry of scripts/mutants.py that is the same bug (the same line changed to the same effect).
#: Not marked, as a different bug on a line an entry also changes: registry.exchangeable_rows_off_by_one
#: (sweep6s5.registry.exchangeable_rows counts over n sites: both terms shifted), _hf_convert.key_value_swapped
#: (audit5a swaps query and key), unmasking.least_confident_first (cov5h1.unmasking.tie_rule breaks ties),
#: phase.toy_gets_device (cov5h3.app_phase.device_dropped inverts the condition: real windows lose the
#: device), _lanczos.estimate_without_beta (audit4a uses y_1 for y_m), chain.shift_by_min (chain.no_max_shift
#: drops the shift; the row minimum is a different wrong shift), masked_toy.pairwise_field_transposed
#: (audit6b swaps only the site indices, J[j, i, :, x_j]; this one the whole pair, J[j, i, x_j, :], right
#: for symmetric couplings).
DUPLICATE_OF = {
    "audit13b.registry.default_overrides_given": "harden8h2.registry.defaults_override_params",
    "audit13b.registry.guard_family_defaults_win": "harden8h2.registry.guard_ignores_params",
    "audit13b._hf_convert.n_layers_off_by_one": "audit5a.hf_convert.n_layers_off_by_one",
    "audit13b._hf_convert.layer_norm_eps_bert_default": "audit5a.hf_convert.layer_norm_eps",
    "audit13b.adapter.roberta_offset_off_by_one": "sweep6s5.adapter.roberta_offset_no_plus_one",
    "audit13b.adapter.template_length_boundary": "sweep6s5.adapter.max_length_ge",
    "audit13b.adapter.free_position_end_accepted": "audit4b.adapter.free_pos_upper",
    "audit13b.adapter.content_mask_drops_free_sites": "audit6c.adapter.free_sites_not_content",
    "audit13b.adapter.pool_over_all_positions": "audit6c.adapter.pool_over_all_positions",
    "audit13b.adapter.all_conditionals_repeat_interleave": "audit4b.adapter.all_cond_order",
    "audit13b.passage.reversal_wrong_ratio": "blind3.passage.reversal_swap",
    "audit13b.passage.first_passage_not_killed": "passage.first_passage_no_taboo",
    "audit13b.passage.between_weights_unnormalised": "blind3.passage.between_unnormalized",
    "audit13b.passage.risky_paths_through_target": "passage.mfpt_paths_through_target",
    "audit13b.unmasking.margin_against_lowest": "unmasking.margin_top_minus_bottom",
    "audit13b.unmasking.default_remask_floor": "sweep6s2.unmasking.default_remask_half_floor",
    "audit13b.unmasking.remask_rounds_floor": "blind2.unmasking.remask_rounds_floor",
    "audit13b.unmasking.tv_after_restarts_count": "unmasking.glauber_repair_restarts",
    "audit13b.phase.binder_no_square": "audit4c.phase.exact_binder_m2",
    "audit13b.phase.ess_drops_groups": "audit11a.phase.ess_without_groups",
    "audit13b.phase.stderr_no_sqrt_r": "audit4c.phase.replicate_error_no_sqrt_r",
    "audit13b.phase.preset_coupling_forced": "audit7b.phase.preset_coupling_overridden",
    "audit13b._lanczos.ritz_vector_beta_index": "audit4a._lanczos.ritz_beta_index",
    "audit13b._lanczos.next_ritz_smallest": "audit4a._lanczos.next_ritz_min",
    "audit13b.chain.uniform_wrong_axis": "audit5a.chain.uniform_wrong_axis",
    "audit13b.chain.normaliser_wrong_axis": "audit4b.chain.wrong_axis",
    "audit13b.sample.coupled_memory_half": "audit9b.sample.coupled_memory_factor",
    "audit13b.sample.coupling_steps_default_for_toys": "audit10a.sample_cmd.toy_coupling_steps",
    "audit13b.sample.ellipsis_when_all_shown": "harden9b.sample_cmd.eight_tokens_ellipsis",
    "audit13b.sample.lpl_rows_without_n": "i26.sample_cost_without_lpl",
    "audit13b.masked_toy.mfp_reduced_coupling": "audit6b.masked_toy.mfp_coupling_no_fraction",
    "audit13b.masked_toy.cw_fixed_tokens_not_spins": "sweep6s5.masked_toy.cw_fixed_sum_sign",
    "audit13b.masked_toy.window_floor": "sweep6s5.masked_toy.window_floor",
    "audit13b.masked_toy.length_q20_boundary": "harden9b.masked_toy.length_q20_words",
    "audit13b.spectral.dense_lambda_min_assumed_zero": "spectral.lambda_star_is_lambda2",
    "audit13b.spectral.pseudo_gap_not_divided_by_k": "spectral.ps_gap_not_divided_by_k",
    "audit13b.spectral.intersect_keeps_lower_lower_end": "audit6c.spectral.intersect_wider_lower",
    "audit13b.spectral.period_level_off_by_one": "cert.period_level_difference",
    "audit13b.spectral.lower_bound_from_lower_end": "sweep6s2.spectral.lower_bound_at_lower_end",
    "audit13b.spectral.eigenvalues_ascending": "audit6c.spectral.eigenvalues_ascending",
    "audit13b.spectral.multiplicative_gap_no_square": "spectral.mult_gap_not_squared",
    "audit13b.mixing_truth.barrier_above_deeper_well": "blind2.mixing_truth.deeper_well",
    "audit13b.mixing_truth.spinodal_negative_field": "audit5a.mixing_truth.field_sign",
}

#: Filled in after the first run (protocol step 6).
SURVIVOR_NOTES = {
    "audit13b.mixing_truth.potts_first_well": {
        "note": "equivalent, found after the run (it stays a survivor of the first run): along the line "
                "rho = (x, (1 - x)/(q - 1), ...) of _profile, phi'(x) = (x - y) (g(t) - K) with y = (1 - x)/(q - 1), "
                "t = x / y and g(t) = (t + q - 1) ln t / (t - 1), so phi's interior local minima are the upward "
                "crossings of K by g on t > 1; g falls from g(1+) = q to its minimum beta_s(q) and then rises "
                "to infinity (checked numerically for q = 3..200 on t - 1 in [1e-6, 1e8]; the disordered point "
                "x = 1/q is the grid's first point, never interior), so `mins` holds at most one index and "
                "mins[0] is mins[-1]; a scan of mean_field_barrier's `mins` over q in 3..50 and K in "
                "[q/2, 4q], and at K within 1e-11 of q and of beta_s(q), found none with two",
        "killed_by": ""},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())
