"""Fourth blind mutation audit, part b (issue 30): mutants in 17 modules of ``toolkit/``
never audited before (samplers, semantic trajectories, the MLM adapter, the torch backend,
the toy and exchangeable families, masked toys, the lattice sampler, sampled influence,
the hypothesis strategies, device chains and the small shared helpers), written without
reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/``.
Each mutant is a bug a developer could make in the source, read for this audit. The
mutants believed equivalent were marked (``EQUIVALENT``) before anything ran; the ones found
after the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record; the record gives the score over all and
over the fresh ones). Parts a and c (``blind_audit_4a.py``, ``blind_audit_4c.py``) audit
``exact/`` and ``toolkit/app/``.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran. Each set
ends with the mutated module's own file, so its doctests (part of the suite:
``--doctest-modules`` in setup.cfg) run last; a mutant first failed by its module's doctest
is a kill, and the record also gives the score with those counted as survivors
(``tests/`` only).

Usage::

    python benchmarks/blind_audit_4b.py --baseline --jobs 1 --json before.json
    python benchmarks/blind_audit_4b.py --id 'audit4b.sampling.*' --timeout 300
    python benchmarks/blind_audit_4b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import, names only)
TS_SAMPLING = ["tests/toolkit/test_sampling.py", "tests/toolkit/test_pinned_sampling.py", "tests/test_exact_vs_sampled.py",
               "tests/toolkit/test_memory_guards.py", "tests/toolkit/test_results.py", "toolkit/sampling.py"]
TS_SEMANTIC = ["tests/toolkit/test_semantic.py", "toolkit/semantic.py"]
TS_ADAPTER = ["tests/toolkit/test_mlm.py", "tests/toolkit/test_device_chains.py", "toolkit/models/adapter.py"]
TS_TORCH = ["tests/exact/test_torch_backend.py", "tests/test_one_copy.py", "toolkit/exact_torch.py"]
TS_EXCH = ["tests/toolkit/test_exchangeable_models.py", "tests/toolkit/test_masked_toy.py", "tests/exact/test_lumped.py",
           "tests/toolkit/test_registry.py", "toolkit/models/exchangeable.py"]
TS_MTOY = ["tests/toolkit/test_masked_toy.py", "tests/toolkit/test_mixing_diagram.py", "tests/exact/test_unmasking.py",
           "toolkit/models/masked_toy.py"]
TS_LATTICE = ["tests/test_phase_pipeline.py", "tests/test_cli_phase_checks.py", "tests/toolkit/test_mixing_diagram.py",
              "toolkit/lattice.py"]
TS_INFL = ["tests/toolkit/test_influence.py", "tests/toolkit/test_pinned_incompat.py", "tests/test_exact_vs_sampled.py",
           "tests/toolkit/test_results.py", "toolkit/influence.py"]
TS_STRAT = ["tests/toolkit/test_strategies.py", "tests/toolkit/test_testing_strategies.py", "tests/exact/test_compat.py",
            "toolkit/strategies.py"]
TS_DEVICE = ["tests/toolkit/test_device_chains.py", "toolkit/device_chains.py"]
TS_CHAIN = ["tests/toolkit/test_pinned_sampling.py", "tests/toolkit/test_influence.py", "tests/exact/test_kernel.py",
            "tests/exact/test_influence.py", "toolkit/chain.py"]
TS_ACTIVE = ["tests/toolkit/test_active.py", "toolkit/_active.py"]
TS_BASE = ["tests/toolkit/test_incompat.py", "tests/toolkit/test_strategies.py", "tests/exact/test_unmasking.py",
           "tests/test_exact_vs_sampled.py", "toolkit/models/base.py"]
TS_PARAMS = ["tests/toolkit/test_registry.py", "tests/toolkit/test_masked_toy.py", "tests/test_cli_free.py",
             "toolkit/models/_params.py"]
TS_FAMILIES = ["tests/toolkit/test_exchangeable_models.py", "tests/toolkit/test_registry.py", "toolkit/models/families.py"]
TS_BASINS = ["tests/toolkit/test_margins.py", "tests/toolkit/test_metastable.py", "tests/test_bad_inputs.py",
             "toolkit/models/basins.py"]
TS_TOY = ["tests/toolkit/test_sampling.py", "tests/exact/test_compat.py", "tests/exact/test_unmasking.py",
          "tests/toolkit/test_exchangeable_models.py", "tests/toolkit/test_registry.py", "toolkit/models/toy.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


SA, SE, AD, ET, EX, MT = "toolkit/sampling.py", "toolkit/semantic.py", "toolkit/models/adapter.py", \
    "toolkit/exact_torch.py", "toolkit/models/exchangeable.py", "toolkit/models/masked_toy.py"
LA, IN, ST, DC, CH, AC = "toolkit/lattice.py", "toolkit/influence.py", "toolkit/strategies.py", \
    "toolkit/device_chains.py", "toolkit/chain.py", "toolkit/_active.py"
BA, PR, FA, BS, TO = "toolkit/models/base.py", "toolkit/models/_params.py", "toolkit/models/families.py", \
    "toolkit/models/basins.py", "toolkit/models/toy.py"

MUTANTS = [
    # ---------------------------------------------------------------- toolkit/sampling.py
    _m("audit4b.sampling.inverse_cdf_strict", SA, "a = (c <= target).sum(axis=-1)", "a = (c < target).sum(axis=-1)",
       "inverse_cdf counts the categories with cumsum < u sum instead of <=: a leading zero-weight category is "
       "drawn at u = 0", TS_SAMPLING),
    _m("audit4b.sampling.geometric_floor0", SA, "return np.where(r > 0, np.maximum(g, 1.0), np.inf)",
       "return np.where(r > 0, np.maximum(g, 0.0), np.inf)",
       "geometric_times floors at 0 instead of 1: a certain exit (r = 1) takes 0 steps", TS_SAMPLING),
    _m("audit4b.sampling.rf_rate_no_lazy", SA, "rate = (1.0 - lazy) * total / n", "rate = total / n",
       "rejection-free exit rate drops the (1 - lazy) factor: lazy chains leave too early", TS_SAMPLING),
    _m("audit4b.sampling.rf_records_right", SA, 'r_hi = np.searchsorted(times, end, side="left")',
       'r_hi = np.searchsorted(times, end, side="right")',
       "rejection-free records a record time equal to the change step with the old state", TS_SAMPLING),
    _m("audit4b.sampling.lazy_flipped", SA, "move = rng.random(B) >= lazy if lazy else None",
       "move = rng.random(B) < lazy if lazy else None",
       "glauber_step moves with probability lazy instead of 1 - lazy", TS_SAMPLING),
    _m("audit4b.sampling.systematic_reversed", SA, "    for i in range(n):\n        u = rng.random(B)",
       "    for i in reversed(range(n)):\n        u = rng.random(B)",
       "a systematic sweep updates the sites n-1, ..., 0 instead of 0, ..., n-1", TS_SAMPLING),
    _m("audit4b.sampling.burn_in_eq_refused", SA, "if burn_in > n_steps:", "if burn_in >= n_steps:",
       "n_record_times refuses burn_in == n_steps (one record, allowed)", TS_SAMPLING),
    _m("audit4b.sampling.arviz_burn_in_strict", SA, "keep = np.asarray(self.times) >= check_int",
       "keep = np.asarray(self.times) > check_int",
       "to_arviz leaves out the record at step burn_in itself", TS_SAMPLING + ["tests/toolkit/test_notebook.py"]),
    # ---------------------------------------------------------------- toolkit/semantic.py
    _m("audit4b.semantic.silhouette_a_self", SE, "sums[rows, own] / np.maximum(own_size - 1, 1)",
       "sums[rows, own] / np.maximum(own_size, 1)",
       "silhouette a(i) divides by the cluster size instead of size - 1 (counts the point itself)", TS_SEMANTIC),
    _m("audit4b.semantic.k_tie_larger", SE, "key=lambda kk: (silhouettes[kk], -kk))",
       "key=lambda kk: (silhouettes[kk], kk))",
       "equal silhouettes choose the larger k instead of the smaller", TS_SEMANTIC),
    _m("audit4b.semantic.traps_all", SE, "order[:min(n_traps, k - 1)]", "order[:min(n_traps, k)]",
       "every basin may be a trap (the rule keeps at least one basin out)", TS_SEMANTIC),
    _m("audit4b.semantic.jump_prob_self", SE, "exits = int(self.counts[b].sum() - self.counts[b, b])",
       "exits = int(self.counts[b].sum())",
       "jump_probability divides by all records leaving b, self transitions included", TS_SEMANTIC),
    _m("audit4b.semantic.lexicon_count", SE, "return member[x].mean(axis=-1)", "return member[x].sum(axis=-1)",
       "lexicon_fraction returns the count of lexicon words, not the fraction", TS_SEMANTIC),
    _m("audit4b.semantic.rep_tie_farthest", SE, "best = best[np.argsort(d, kind=\"stable\")]",
       "best = best[np.argsort(-d, kind=\"stable\")]",
       "a representative tie goes to the state farthest from the centroid", TS_SEMANTIC),
    # ---------------------------------------------------------------- toolkit/models/adapter.py
    _m("audit4b.adapter.free_pos_upper", AD, "bad = [p for p in free_positions if not 0 <= p < len(body)]",
       "bad = [p for p in free_positions if not 0 <= p <= len(body)]",
       "a free position equal to the text length is accepted (off by one)", TS_ADAPTER),
    _m("audit4b.adapter.no_lead_offset", AD, "self.free_positions = np.asarray(positions, dtype=np.int64) + len(lead)",
       "self.free_positions = np.asarray(positions, dtype=np.int64)",
       "free positions not shifted past the leading special tokens ([CLS])", TS_ADAPTER),
    _m("audit4b.adapter.all_cond_order", AD, "pos = self._free.repeat(B)", "pos = self._free.repeat_interleave(B)",
       "all_conditionals masks positions in the wrong order (state-major vs site-major)", TS_ADAPTER),
    _m("audit4b.adapter.one_token_ok", AD, "if not tokens or len(tokens) < 2:", "if not tokens or len(tokens) < 1:",
       "a token set of one token (q = 1) is accepted", TS_ADAPTER),
    _m("audit4b.adapter.err_no_floor", AD, "return rtol * np.maximum(np.abs(logits).max(axis=1), 1.0)",
       "return rtol * np.abs(logits).max(axis=1)",
       "the logit error bound drops its floor of 1 on the row scale", TS_ADAPTER),
    # ---------------------------------------------------------------- toolkit/exact_torch.py
    _m("audit4b.exact_torch.lazy_no_mul", ET, "out.mul_(1 - self.lazy).add_(f, alpha=self.lazy)",
       "out.add_(f, alpha=self.lazy)",
       "the lazy mix forgets the (1 - lazy) factor on P f", TS_TORCH),
    _m("audit4b.exact_torch.sym_no_lazy", ET, "out.mul_((1 - self.lazy) / self.n)", "out.mul_(1 / self.n)",
       "the symmetrized product drops (1 - lazy)", TS_TORCH),
    _m("audit4b.exact_torch.pairwise_no_T", ET, "            acc.div_(T)\n", "",
       "from_pairwise forgets to divide the logits by the temperature", TS_TORCH),
    _m("audit4b.exact_torch.gap_signed_min", ET, "if abs(lam_min) > lam:", "if lam_min > lam:",
       "the gap of a matrix compares the signed lambda_min, not its modulus", TS_TORCH),
    _m("audit4b.exact_torch.systematic_order", ET, "            for i in reversed(range(n)):\n                C = self.site(i, f.dtype)",
       "            for i in range(n):\n                C = self.site(i, f.dtype)",
       "the systematic-scan P f applies the site factors in the wrong order", TS_TORCH),
    # ---------------------------------------------------------------- toolkit/models/exchangeable.py
    _m("audit4b.exchangeable.cw_n_minus_1", EX, "u = (self.beta / self.length) * S + self.field",
       "u = (self.beta / (self.length - 1)) * S + self.field",
       "CurieWeiss normalizes the coupling by n - 1 instead of n", TS_EXCH),
    _m("audit4b.exchangeable.own_not_removed", EX, "    c[np.arange(B), own] -= 1\n", "",
       "other_counts counts the redrawn site itself", TS_EXCH),
    _m("audit4b.exchangeable.table_compat_q3", EX, "self.compatible = True if q == 2 else None",
       "self.compatible = True if q <= 3 else None",
       "an exchangeable table with q = 3 is declared compatible", TS_EXCH),
    _m("audit4b.exchangeable.mfp_err_signed", EX, "c.astype(float) + np.abs(self.field)[None, :])",
       "c.astype(float) + self.field[None, :])",
       "mean-field Potts logit error uses the signed field (negative bound for a negative field)", TS_EXCH),
    # ---------------------------------------------------------------- toolkit/models/masked_toy.py
    _m("audit4b.masked_toy.mfp_field_n", MT, "field=b.field + b.beta / L * c)", "field=b.field + b.beta / self.length * c)",
       "reduced() mean-field Potts: the fixed sites' field uses beta/n instead of beta/L", TS_MTOY),
    _m("audit4b.masked_toy.cw_J_n", MT, "J = (b.beta / L) * (1.0 - np.eye(n))", "J = (b.beta / n) * (1.0 - np.eye(n))",
       "reduced() Curie-Weiss couples the free sites by beta/n instead of beta/L", TS_MTOY),
    # re-pinned after the first run: the default window is now round((L - n) / 2) (the audit's fix;
    # first run on the snippet "free_positions = list(range((L - n) // 2, (L - n) // 2 + n))" with
    # "(L - n + 1) // 2" in both places)
    _m("audit4b.masked_toy.centre_off", MT, "start = round((L - n) / 2)", "start = (L - n + 1) // 2",
       "the default window is centred rounding up (windows of growing n no longer nested)", TS_MTOY),
    _m("audit4b.masked_toy.nn_symmetric_no_T", MT, "H = G.T if symmetric else H2", "H = G if symmetric else H2",
       "nn_chain symmetric uses G, not G^T, for the right neighbour's pull", TS_MTOY),
    _m("audit4b.masked_toy.graph_with_fields", MT, "if disorder == 0 and scale == 0:", "if disorder == 0:",
       "nn_chain with random fields is labelled a plain Potts graph (lattice samplers would ignore the fields)",
       TS_MTOY),
    # ---------------------------------------------------------------- toolkit/lattice.py
    _m("audit4b.lattice.onsager_ising", LA, "return float(coupling) / math.log(1.0 + math.sqrt(2.0))",
       "return 2.0 * float(coupling) / math.log(1.0 + math.sqrt(2.0))",
       "onsager_temperature takes the Potts coupling for the Ising J (factor 2)", TS_LATTICE),
    _m("audit4b.lattice.binder_m2", LA, "reps[i, j, :, 0] = 1.0 - m4 / (3.0 * m2**2)",
       "reps[i, j, :, 0] = 1.0 - m4 / (3.0 * m2)",
       "Binder cumulant divides by <m^2> instead of <m^2>^2", TS_LATTICE),
    _m("audit4b.lattice.chi_no_T", LA, "reps[i, j, :, 1] = n * (m2 - am**2) / t", "reps[i, j, :, 1] = n * (m2 - am**2)",
       "the susceptibility drops its 1/T", TS_LATTICE),
    _m("audit4b.lattice.one_neighbour", LA, "for shift in (1, -1):", "for shift in (1,):",
       "neighbour counts see only one neighbour per axis", TS_LATTICE),
    # ---------------------------------------------------------------- toolkit/influence.py
    _m("audit4b.influence.R_transposed", IN, "tv_ij = np.moveaxis(tv, 3, 1).reshape(mb, n, n, r)",
       "tv_ij = np.moveaxis(tv, 2, 3).reshape(mb, n, n, r)",
       "R[i, j] read with i and j swapped (influence of i on j)", TS_INFL),
    _m("audit4b.influence.queries_no_x", IN, "queries += mb * n + mb * n * r * n", "queries += mb * n * r * n",
       "n_queries forgets the n conditionals at each context itself", TS_INFL),
    _m("audit4b.influence.n1_accepted", IN, "if n < 2:", "if n < 1:",
       "influence of a one-site model is not refused", TS_INFL + ["tests/test_bad_inputs.py"]),
    _m("audit4b.influence.witness_no_offset", IN, "wit[better] = np.stack([c_best + lo, tok]",
       "wit[better] = np.stack([c_best, tok]",
       "a witness context found in a later batch is indexed within its batch", TS_INFL),
    # ---------------------------------------------------------------- toolkit/strategies.py
    _m("audit4b.strategies.contract_2c", ST, "c = 0.999 * math.atanh(per_site)", "c = 0.999 * 2 * math.atanh(per_site)",
       "contracting_models bounds |J| by 2 artanh(alpha/(n-1)) (R can exceed the per-site share)", TS_STRAT),
    _m("audit4b.strategies.no_repair", ST,
       "    r = _corner_log_r(m, i, j, x, a, a2, b, b2)\n    if abs(r) < min_asymmetry:\n        J = m.J.copy()",
       "    r = _corner_log_r(m, i, j, x, a, a2, b, b2)\n    if abs(r) < 0:\n        J = m.J.copy()",
       "asymmetric_pairwise never repairs a nearly compatible rectangle", TS_STRAT),
    _m("audit4b.strategies.table_ctx_x", ST, "t[i, _table_context(y, i, qq), a]", "t[i, _table_context(x, i, qq), a]",
       "random_tables repairs the cell of the unmodified context x instead of the rectangle's corner", TS_STRAT),
    _m("audit4b.strategies.sym_no_transpose", ST, "J[ju, iu] = np.swapaxes(J[iu, ju], -1, -2)", "J[ju, iu] = J[iu, ju]",
       "symmetric_pairwise copies J[i, j] to J[j, i] without the transpose", TS_STRAT),
    # ---------------------------------------------------------------- toolkit/device_chains.py
    _m("audit4b.device_chains.cdf_strict", DC, "return (c <= (u * c[..., -1])[..., None]).sum(dim=-1)",
       "return (c < (u * c[..., -1])[..., None]).sum(dim=-1)",
       "inverse_cdf_torch counts cumsum < u sum (zero-weight category drawn at u = 0)", TS_DEVICE),
    _m("audit4b.device_chains.lazy_flipped", DC, "keep = torch.rand(B, generator=gen, device=dev) < lazy",
       "keep = torch.rand(B, generator=gen, device=dev) >= lazy",
       "device chains keep the state with probability 1 - lazy", TS_DEVICE),
    _m("audit4b.device_chains.temp_inverted", DC, "torch.softmax(lg / T, dim=-1)", "torch.softmax(lg * T, dim=-1)",
       "device chains multiply the logits by T", TS_DEVICE),
    _m("audit4b.device_chains.no_mask", DC, "            inp[rows, pos] = mask_id\n", "",
       "device chains do not mask the updated site (its logits see its own token)", TS_DEVICE),
    # ---------------------------------------------------------------- toolkit/chain.py
    _m("audit4b.chain.inf_unnormalized", CH, "return np.full_like(z, -np.log(z.shape[-1]))", "return np.zeros_like(z)",
       "T = inf log-conditionals are 0, not -log q", TS_CHAIN),
    _m("audit4b.chain.global_max", CH, "z = z - z.max(axis=-1, keepdims=True)", "z = z - z.max()",
       "the stabilizing shift uses the global max (rows far below it underflow)", TS_CHAIN),
    _m("audit4b.chain.wrong_axis", CH, "np.exp(z).sum(axis=-1, keepdims=True)", "np.exp(z).sum(axis=0, keepdims=True)",
       "log-softmax normalizes along the first axis", TS_CHAIN),
    # ---------------------------------------------------------------- toolkit/_active.py
    _m("audit4b.active.rounds_le", AC, "rounds < max_rounds)", "rounds <= max_rounds)",
       "advance_active makes max_rounds + 1 rounds", TS_ACTIVE),
    _m("audit4b.active.bar_max_clock", AC, "now = int(clock[active].min())", "now = int(clock[active].max())",
       "the progress bar moves to the largest clock of the running chains", TS_ACTIVE),
    _m("audit4b.active.clock_when_empty", AC, "            elif active.size:\n", "            else:\n",
       "the bar reads the clock of an empty set of chains after the last one finished", TS_ACTIVE),
    # ---------------------------------------------------------------- toolkit/models/base.py
    _m("audit4b.base.default_rtol_no2", BA, "2.0 * int(model.length) * EPS64)", "int(model.length) * EPS64)",
       "the assumed logit error is n eps instead of 2 n eps", TS_BASE),
    _m("audit4b.base.row_scale_no_floor", BA,
       "return np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size",
       "return np.abs(logits).max(axis=1) if logits.size",
       "the row scale of the error bound drops its floor of 1", TS_BASE),
    _m("audit4b.base.site_n_accepted", BA, "sites.max() >= n):", "sites.max() > n):",
       "checked_logits accepts site n", TS_BASE + ["tests/test_bad_inputs.py"]),
    _m("audit4b.base.masked_unmasked_rows", BA, "bad = mask & ~np.isfinite(out).all(axis=2)",
       "bad = ~np.isfinite(out).all(axis=2)",
       "checked_masked_logits refuses non-finite rows at unmasked sites (unspecified by contract)", TS_BASE),
    # ---------------------------------------------------------------- toolkit/models/_params.py
    _m("audit4b.params.no_itemsize", PR, "total = math.log10(itemsize)", "total = 0.0",
       "log10_bytes forgets the item size", TS_PARAMS),
    _m("audit4b.params.scale_zero_refused", PR, "math.isfinite(value) and value >= 0", "math.isfinite(value) and value > 0",
       "check_scale refuses scale = 0", TS_PARAMS),
    _m("audit4b.params.short_list_eq", PR, "return shown if len(values) <= head else", "return shown if len(values) < head else",
       "short_list abbreviates a list of exactly head values", TS_PARAMS),
    # ---------------------------------------------------------------- toolkit/models/families.py
    _m("audit4b.families.gamma_default", FA, "gamma = gamma if gamma is not None else 2.0",
       "gamma = gamma if gamma is not None else 1.0",
       "planted-margin's default margin changed from 2 to 1", TS_FAMILIES),
    _m("audit4b.families.asym_symmetric", FA,
       "return toy.random_pairwise(q, n, scale, symmetric=False, max_memory=None, rng=seed)\n\n\ndef _symmetric",
       "return toy.random_pairwise(q, n, scale, symmetric=True, max_memory=None, rng=seed)\n\n\ndef _symmetric",
       "asymmetric-pairwise builds a symmetric (compatible) model", TS_FAMILIES),
    _m("audit4b.families.potts_graph_default", FA, 'def _potts(q=3, n=6, coupling=1.0, graph="complete"):',
       'def _potts(q=3, n=6, coupling=1.0, graph="cycle"):',
       "the potts family's default graph changed to the cycle", TS_FAMILIES),
    # ---------------------------------------------------------------- toolkit/models/basins.py
    _m("audit4b.basins.hamming1_ok", BS, "if d.min() < 2:", "if d.min() < 1:",
       "planted states at Hamming distance 1 are accepted", TS_BASINS),
    _m("audit4b.basins.margin_over_max", BS, "row[x[k, i]] = max_others(row)[x[k, i]] + g[k]",
       "row[x[k, i]] = row.max() + g[k]",
       "the planted logit is the row max + gamma (margin above gamma when the token already led)", TS_BASINS),
    _m("audit4b.basins.gamma_zero_ok", BS, "if not np.isfinite(g) or g <= 0:", "if not np.isfinite(g) or g < 0:",
       "gamma = 0 accepted", TS_BASINS),
    # ---------------------------------------------------------------- toolkit/models/toy.py
    _m("audit4b.toy.diag_kept", TO, "        J[np.arange(n), np.arange(n)] = 0.0\n        self.h, self.J = h, J",
       "        self.h, self.J = h, J",
       "Pairwise keeps J[i, i] (logits of site i then depend on x_i)", TS_TOY),
    _m("audit4b.toy.centre_sign", TO, "M.mean(axis=-2, keepdims=True) + M.mean(", "M.mean(axis=-2, keepdims=True) - M.mean(",
       "is_compatible double-centres with the wrong sign of the grand mean", TS_TOY),
    _m("audit4b.toy.cw_n_minus_1", TO, "J[...] = (beta / n) * np.outer(s, s)", "J[...] = (beta / (n - 1)) * np.outer(s, s)",
       "curie_weiss couples by beta/(n-1) instead of beta/n", TS_TOY),
    _m("audit4b.toy.sym_no_swap", TO, "J[i, :i] = np.swapaxes(J[:i, i], -1, -2)", "J[i, :i] = J[:i, i]",
       "random_pairwise symmetric copies without the transpose", TS_TOY),
    _m("audit4b.toy.masked_ignored", TO, "out[s:s + chunk] = self.h[None] + (Jx * ks[:, None, :, None]).sum(axis=2)",
       "out[s:s + chunk] = self.h[None] + Jx.sum(axis=2)",
       "Pairwise.masked_logits sums the terms of masked sites too", TS_TOY),
]

#: Marked before the first run, with the reason.
EQUIVALENT: dict = {}

#: Filled in after the first run: same bug as an entry of scripts/mutants.py (read only then).
DUPLICATE_OF: dict = {
    "audit4b.sampling.inverse_cdf_strict": "sampling.inverse_cdf_strict",
    "audit4b.sampling.rf_rate_no_lazy": "sampling.nfold_ignores_lazy",
    "audit4b.sampling.rf_records_right": "sampling.nfold_record_side",
    "audit4b.sampling.lazy_flipped": "sampling.lazy_inverted",
    "audit4b.sampling.systematic_reversed": "sampling.systematic_reversed",
    "audit4b.chain.inf_unnormalized": "chain.infinite_T",
    "audit4b.basins.margin_over_max": "once.plant_over_row_max",
    "audit4b.toy.masked_ignored": "toy.pairwise_masked_terms_kept",
}

#: Survivors of the first run: why, and the test that kills each now.
SURVIVOR_NOTES: dict = {
    "audit4b.sampling.burn_in_eq_refused": {"note": 'no test ran burn_in = n_steps (one record, allowed by the documented count)',
        "killed_by": "tests/toolkit/test_blind4b.py::test_burn_in_equal_to_n_steps_gives_the_last_step_only"},
    "audit4b.semantic.silhouette_a_self": {"note": 'the silhouettes were only compared between k, never against a hand value',
        "killed_by": "tests/toolkit/test_blind4b.py::test_silhouette_by_hand_on_three_points"},
    "audit4b.semantic.k_tie_larger": {"note": 'the tie rule was neither documented nor tested (now documented: the smaller k)',
        "killed_by": "tests/toolkit/test_blind4b.py::test_equal_silhouettes_choose_the_smaller_k"},
    "audit4b.semantic.rep_tie_farthest": {"note": 'no test had two equally visited states in a basin',
        "killed_by": "tests/toolkit/test_blind4b.py::test_representative_tie_goes_to_the_state_nearest_the_centroid"},
    "audit4b.adapter.one_token_ok": {"note": 'the error for a one-token V was never asked for',
        "killed_by": "tests/toolkit/test_blind4b_mlm.py::test_a_token_set_needs_two_tokens"},
    "audit4b.adapter.err_no_floor": {"note": "the MLM's declared logit error was never read with rows below 1",
        "killed_by": "tests/toolkit/test_blind4b_mlm.py::test_adapter_logit_error_row_scale_is_at_least_one"},
    "audit4b.exchangeable.mfp_err_signed": {"note": 'the declared error was only exercised with zero or positive fields',
        "killed_by": "tests/toolkit/test_blind4b.py::test_mean_field_potts_error_bound_holds_with_negative_fields"},
    "audit4b.masked_toy.centre_off": {"note": "no test pinned the default window for odd L - n; the new test found the default (floor) and the phase study's window_positions (round half to even) disagree, e.g. L = 10, n = 3: sites 3..5 vs 4..6 (fixed in _build)",
        "killed_by": "tests/toolkit/test_blind4b.py::test_masked_toy_default_window_is_the_phase_study_window"},
    "audit4b.masked_toy.graph_with_fields": {"note": 'no consumer distinguishes it today (the nearest-neighbour compatibility shortcut is right for disorder 0 with fields), but the attributes claim a plain potts model; tested as that contract',
        "killed_by": "tests/toolkit/test_blind4b.py::test_nn_chain_is_labelled_potts_only_when_it_is_potts"},
    "audit4b.lattice.onsager_ising": {"note": 'onsager_temperature was used but never compared with its closed form',
        "killed_by": "tests/toolkit/test_blind4b.py::test_onsager_temperature_in_potts_units"},
    "audit4b.lattice.binder_m2": {"note": 'lattice_scaling_data had no test',
        "killed_by": "tests/toolkit/test_blind4b.py::test_lattice_scaling_data_statistics_follow_their_formulas"},
    "audit4b.lattice.chi_no_T": {"note": 'lattice_scaling_data had no test',
        "killed_by": "tests/toolkit/test_blind4b.py::test_lattice_scaling_data_statistics_follow_their_formulas"},
    "audit4b.influence.queries_no_x": {"note": 'n_queries was never checked against the documented count',
        "killed_by": "tests/toolkit/test_blind4b.py::test_influence_counts_its_queries"},
    "audit4b.influence.n1_accepted": {"note": 'the n >= 2 error was never asked for',
        "killed_by": "tests/toolkit/test_blind4b.py::test_influence_refuses_one_site"},
    "audit4b.influence.witness_no_offset": {"note": 'witnesses were never checked with more than one batch of contexts',
        "killed_by": "tests/toolkit/test_blind4b.py::test_influence_witnesses_attain_R_across_batches"},
    "audit4b.strategies.contract_2c": {"note": "the alpha <= alpha_max check rarely meets the extreme draws that break it; the construction's bound on |J| is checked instead",
        "killed_by": "tests/toolkit/test_blind4b.py::test_contracting_models_respect_their_coupling_bound"},
    "audit4b.strategies.table_ctx_x": {"note": 'the guarantee tested (some rectangle |log R| >= min_asymmetry) survives a repair of the wrong cell; the drawn rectangle is now fixed and checked',
        "killed_by": "tests/toolkit/test_blind4b.py::test_random_tables_repair_the_drawn_rectangle"},
    "audit4b.device_chains.lazy_flipped": {"note": 'laziness does not change the stationary law, the only law tested',
        "killed_by": "tests/toolkit/test_blind4b_mlm.py::test_device_chains_one_step_has_the_exact_holding_probability"},
    "audit4b.device_chains.no_mask": {"note": 'the stationary-law test covered the truth within its interval even unmasked; one step from a fixed state is now compared with the exact holding probability',
        "killed_by": "tests/toolkit/test_blind4b_mlm.py::test_device_chains_one_step_has_the_exact_holding_probability"},
    "audit4b.chain.global_max": {"note": 'no test had rows of very different scales in one call',
        "killed_by": "tests/toolkit/test_blind4b.py::test_tempered_conditionals_rows_of_very_different_scales"},
    "audit4b.base.default_rtol_no2": {"note": 'the default rule (a model declaring nothing) was never read',
        "killed_by": "tests/toolkit/test_blind4b.py::test_default_logit_error_is_two_n_eps_of_the_row_scale"},
    "audit4b.base.row_scale_no_floor": {"note": 'the floor of 1 was never exercised',
        "killed_by": "tests/toolkit/test_blind4b.py::test_default_logit_error_is_two_n_eps_of_the_row_scale (and test_logit_rtol_scale_has_a_floor_of_one)"},
    "audit4b.base.site_n_accepted": {"note": 'the sites range error was never asked for at the boundary',
        "killed_by": "tests/toolkit/test_blind4b.py::test_checked_logits_refuses_site_n"},
    "audit4b.base.masked_unmasked_rows": {"note": 'every tested model gives finite rows at unmasked sites',
        "killed_by": "tests/toolkit/test_blind4b.py::test_checked_masked_logits_ignores_rows_at_unmasked_sites"},
    "audit4b.params.short_list_eq": {"note": 'the doctest has 2 and 93 values, not exactly head',
        "killed_by": "tests/toolkit/test_blind4b.py::test_short_list_shows_exactly_head_values_whole"},
    "audit4b.families.gamma_default": {"note": "the families' defaults were not tested (the default margin is now documented)",
        "killed_by": "tests/toolkit/test_blind4b.py::test_family_defaults_are_the_documented_ones"},
    "audit4b.families.asym_symmetric": {"note": "the families' defaults were not tested",
        "killed_by": "tests/toolkit/test_blind4b.py::test_family_defaults_are_the_documented_ones"},
    "audit4b.families.potts_graph_default": {"note": "the families' defaults were not tested",
        "killed_by": "tests/toolkit/test_blind4b.py::test_family_defaults_are_the_documented_ones"},
    "audit4b.basins.hamming1_ok": {"note": 'the Hamming-distance error was never asked for',
        "killed_by": "tests/toolkit/test_blind4b.py::test_plant_margin_refuses_states_one_site_apart"},
    "audit4b.basins.gamma_zero_ok": {"note": 'gamma = 0 was never tried',
        "killed_by": "tests/toolkit/test_blind4b.py::test_planted_margin_refuses_gamma_zero"},
    "audit4b.toy.centre_sign": {"note": 'compatibility was tested on exactly symmetric J only, where the grand mean cancels',
        "killed_by": "tests/toolkit/test_blind4b.py::test_constant_offsets_of_couplings_keep_a_pairwise_model_compatible"},
}

#: Test files this audit added or extended, per mutant (run with --after).
AFTER_TESTS: dict = {
    "audit4b.sampling.burn_in_eq_refused": ["tests/toolkit/test_blind4b.py"],
    "audit4b.semantic.silhouette_a_self": ["tests/toolkit/test_blind4b.py"],
    "audit4b.semantic.k_tie_larger": ["tests/toolkit/test_blind4b.py"],
    "audit4b.semantic.rep_tie_farthest": ["tests/toolkit/test_blind4b.py"],
    "audit4b.adapter.one_token_ok": ["tests/toolkit/test_blind4b_mlm.py"],
    "audit4b.adapter.err_no_floor": ["tests/toolkit/test_blind4b_mlm.py"],
    "audit4b.exchangeable.mfp_err_signed": ["tests/toolkit/test_blind4b.py"],
    "audit4b.masked_toy.centre_off": ["tests/toolkit/test_blind4b.py"],
    "audit4b.masked_toy.graph_with_fields": ["tests/toolkit/test_blind4b.py"],
    "audit4b.lattice.onsager_ising": ["tests/toolkit/test_blind4b.py"],
    "audit4b.lattice.binder_m2": ["tests/toolkit/test_blind4b.py"],
    "audit4b.lattice.chi_no_T": ["tests/toolkit/test_blind4b.py"],
    "audit4b.influence.queries_no_x": ["tests/toolkit/test_blind4b.py"],
    "audit4b.influence.n1_accepted": ["tests/toolkit/test_blind4b.py"],
    "audit4b.influence.witness_no_offset": ["tests/toolkit/test_blind4b.py"],
    "audit4b.strategies.contract_2c": ["tests/toolkit/test_blind4b.py"],
    "audit4b.strategies.table_ctx_x": ["tests/toolkit/test_blind4b.py"],
    "audit4b.device_chains.lazy_flipped": ["tests/toolkit/test_blind4b_mlm.py"],
    "audit4b.device_chains.no_mask": ["tests/toolkit/test_blind4b_mlm.py"],
    "audit4b.chain.global_max": ["tests/toolkit/test_blind4b.py"],
    "audit4b.base.default_rtol_no2": ["tests/toolkit/test_blind4b.py"],
    "audit4b.base.row_scale_no_floor": ["tests/toolkit/test_blind4b.py"],
    "audit4b.base.site_n_accepted": ["tests/toolkit/test_blind4b.py"],
    "audit4b.base.masked_unmasked_rows": ["tests/toolkit/test_blind4b.py"],
    "audit4b.params.short_list_eq": ["tests/toolkit/test_blind4b.py"],
    "audit4b.families.gamma_default": ["tests/toolkit/test_blind4b.py"],
    "audit4b.families.asym_symmetric": ["tests/toolkit/test_blind4b.py"],
    "audit4b.families.potts_graph_default": ["tests/toolkit/test_blind4b.py"],
    "audit4b.basins.hamming1_ok": ["tests/toolkit/test_blind4b.py"],
    "audit4b.basins.gamma_zero_ok": ["tests/toolkit/test_blind4b.py"],
    "audit4b.toy.centre_sign": ["tests/toolkit/test_blind4b.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())
