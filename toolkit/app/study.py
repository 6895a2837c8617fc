"""``glauber study``: one model and one sequence, every estimator, within a time budget.

A report in the style of ``glauber verify`` (``index.md``, ``index.html``, ``results.json``
and PNG figures, written by :mod:`toolkit.app.report._write`) on one model (a real masked LM
with its text and free sites, or any model of the registry) with sections:

- **budget**: a pilot measures forward rows per second on this device; every section gets
  a share of ``budget`` seconds turned into model rows, and sizes its grid to fit
  (:class:`Budget`).
- **incompatibility**: the sampled rectangle test (:func:`toolkit.incompat.rectangle_test`)
  at the sequence and its zero-temperature fixed point; prevalence and witnesses as tokens.
- **influence**: sampled lower bounds on ``R_ij`` and ``T_0`` (:mod:`toolkit.influence`) on a
  window of sites (a lower bound on the full model's column sums as well), and at each ``T``
  whether the contraction hypothesis ``alpha < 1`` is refuted (a lower bound above 1) or
  left undecided (a lower bound cannot certify it).
- **mixing**: two-sided bounds on ``t_mix`` at each ``T`` (:func:`toolkit.bounds.mixing_bounds`)
  with the coupling that coalesced fastest in a pilot (:func:`toolkit.bounds.coupling_pilot`).
- **metastability**: the zero-temperature fixed points reached from the sequence and from
  random starts, their margins, and escape times from the sequence's fixed point against
  the margin bound ``e^{gamma/T}/(q-1)``.
- **phase**: the finite-size verdict (:func:`toolkit.finite_size.fss_verdict`) on windows of
  the sequence (:func:`toolkit.app.phase.mlm_phase_point`), planned on a third of the share,
  and the dynamic diagram (:func:`toolkit.app.mixing_diagram.mixing_diagram`) on what is left
  of it (:func:`plan_dynamic`: fewer sweeps, sizes and temperatures where it must, each cut
  stated as not resolved within the budget).
- **semantic** (text models): basins of the sampled texts (:mod:`toolkit.semantic`).

Each section states its budget, what it could not resolve and how to resolve it.

>>> b = Budget(60.0, per_call=0.01, per_row=0.001)
>>> b.rows(0.5), b.calls(0.5, 20)
(30000, 1000)

Length: one engine of seven sections sharing the budget, the model's positions and the
report's writing; split, each section would re-derive them.
"""

from __future__ import annotations

import json
import math
import os
import re
import time
from dataclasses import dataclass, field

import numpy as np

from toolkit._progress import Progress, format_seconds
from toolkit._validation import as_rng, check_temperature
from toolkit.app.mixing_diagram import (
    MAX_ENUMERATE,
    MAX_KERNEL_ENTRIES,
    REAL_OPTIONS,
    MixingDiagram,
    diagram_verdicts,
    mixing_diagram,
)
from toolkit.app.mixing_summary import growth_claim, plain_words
from toolkit.app.output import describe_real
from toolkit.app.phase import mlm_phase_point
from toolkit.app.phase_point import _states_at_most
from toolkit.bounds import coupling_pilot, mixing_bounds
from toolkit.coupling import COUPLINGS, embedding_order, start_pairs
from toolkit.exceptions import InvalidInputError
from toolkit.finite_size import ScalingData, fss_verdict
from toolkit.growth import WINDOW, Z_FAST, Z_POLY
from toolkit.incompat import rectangle_test
from toolkit.influence import influence_estimates
from toolkit.metastable import escape_time_lower_bound, exit_times, local_margin, quench
from toolkit.plot import pyplot, save
from toolkit.results import to_jsonable
from toolkit.sampling import all_site_logits, logits_cost
from toolkit.semantic import plot_basin_graph, semantic_trajectories

from .records import calibration_lines
from .report._model import ReportClaim, Section, VerifyReport, md_table
from .report._write import markdown_to_html, to_markdown

__all__ = [
    "Budget",
    "study",
    "pilot_cost",
    "SHARES",
    "QUICK_BUDGET",
    "static_point_cost",
    "dynamic_cell_cost",
    "dynamic_options",
    "DynamicPlan",
    "plan_dynamic",
    "study_shares",
    "budget_line",
    "write_study",
]

#: ``--quick``: the whole study in this many seconds (10 minutes less a margin for loading
#: the model and writing the report).
QUICK_BUDGET = 420.0
#: The sections of a study, in order (``sections=`` picks a subset).
SECTION_KEYS = ("incompatibility", "influence", "mixing", "metastability", "phase", "semantic")
#: Default budget without ``--quick``.
FULL_BUDGET = 1800.0
#: Each section's share of the budget (semantic: text models only; its share goes to mixing
#: otherwise; mixing's share is half at T = 1, half over the other temperatures).
SHARES = {"incompatibility": 0.06, "influence": 0.08, "mixing": 0.52, "metastability": 0.1, "phase": 0.14,
          "semantic": 0.1}


@dataclass
class Budget:
    """Seconds turned into model work with the pilot's cost model: one call of ``B`` rows
    takes ``per_call + per_row * B`` seconds; ``shares``: each section's fraction of them."""

    seconds: float
    per_call: float
    per_row: float
    shares: dict = field(default_factory=lambda: dict(SHARES))

    @property
    def rows_per_second(self) -> float:
        return 1.0 / self.per_row

    def rows(self, share: float) -> int:
        """Rows that fit in ``share`` of the budget in large batches."""
        return int(self.seconds * share / self.per_row)

    def calls(self, share: float, batch: int) -> int:
        """Calls of ``batch`` rows that fit in ``share`` of the budget."""
        return int(self.seconds * share / (self.per_call + self.per_row * batch))


def pilot_cost(model, *, batch: int = 16, rng=None) -> tuple[float, float]:
    """``(per_call, per_row)`` seconds of ``model.logits``: the best of two timed calls of 1 and
    of ``batch`` random rows after a warm-up, fitted as ``per_call + per_row * B``
    (:func:`toolkit.sampling.logits_cost`, which ``glauber sample``'s estimate uses too)."""
    return logits_cost(model, batch=batch, rng=as_rng(rng))


# ---------------------------------------------------------------------- the model's positions
def _is_mlm(model) -> bool:
    return all(hasattr(model, a) for a in ("with_template", "initial_state", "decode", "_template_args"))


def _start(model) -> np.ndarray:
    """The sequence's own state (real MLMs) or the all-0 state."""
    if hasattr(model, "initial_state"):
        return np.asarray(model.initial_state(), dtype=np.int64)
    return np.zeros(int(model.length), dtype=np.int64)


def _render(model, x) -> str:
    dec = getattr(model, "decode", None)
    if dec is None:
        return " ".join(map(str, np.asarray(x).tolist()))
    s = dec(np.asarray(x))
    return s if isinstance(s, str) else " ".join(s)


def _window(model, w: int):
    """A model on ``w`` consecutive free sites in the middle of ``model``'s (a MaskedLM with the
    same text), and the indices of those sites among ``model``'s; ``model`` itself when
    ``w >= n`` or it has no template."""
    n = int(model.length)
    if w >= n or not _is_mlm(model):
        return model, np.arange(n)

    pos = describe_real(model).get("free_positions")
    if pos is None:  # a masked toy (toolkit.models.masked_toy): its template's own positions
        pos = dict(model._template_args).get("free_positions")
    text = dict(model._template_args).get("text")
    if pos is None or isinstance(pos, str) or text is None:
        return model, np.arange(n)
    lo = max(0, (n - w) // 2)
    idx = np.arange(lo, lo + w)
    return model.with_template(text=text, free_positions=[pos[k] for k in idx]), idx


def _embedding_order(model):
    """The ``"ot"`` coupling's token order from a MaskedLM's input embeddings of ``V``."""
    try:
        W = model.model.get_input_embeddings().weight.detach().cpu().float().numpy()
        return embedding_order(W[np.asarray(model.token_ids)])
    except AttributeError:
        return None


class _Memo:
    """``model`` with its all-site logits remembered per state (influence at several ``T``
    queries the same states)."""

    def __init__(self, model):
        self.model, self.vocab_size, self.length = model, model.vocab_size, model.length
        self.cache: dict = {}

    def logits(self, x, sites):
        return self.model.logits(x, sites)

    def all_conditionals(self, x):
        x = np.asarray(x, dtype=np.int64)
        keys = [r.tobytes() for r in x]
        todo = [k for k, key in enumerate(keys) if key not in self.cache]
        if todo:
            for k, v in zip(todo, all_site_logits(self.model, x[todo]), strict=True):
                self.cache[keys[k]] = v
        return np.stack([self.cache[key] for key in keys])


def _resolve(s: Section, budget_s: float, lines: list, *, more: str) -> None:
    s.text.append(f"Budget: {budget_s:.0f} s. " + " ".join(lines) + f" To resolve more: {more}")


# ---------------------------------------------------------------------- sections
def _incompatibility(model, budget: Budget, rng) -> Section:
    s = Section("incompatibility", "Incompatibility: rectangles")
    n = int(model.length)
    if n < 2:
        s.skipped = "one free site: no rectangles"
        return s
    x0 = _start(model)
    t0 = time.perf_counter()
    xq = quench(model, x0[None, :], max_sweeps=5)[0][0]
    X = np.unique(np.stack([x0, xq]), axis=0)
    # the quench's time comes out of this section's share
    rows = budget.rows(budget.shares["incompatibility"]) - (time.perf_counter() - t0) / budget.per_row
    k = 2
    n_all = n * (n - 1) // 2
    n_pairs = int(max(1, min(n_all, (rows / len(X) - n) / (2 * k))))
    pairs = "all" if n_pairs >= n_all else "random"
    res = rectangle_test(model, X, pairs=pairs, n_pairs=None if pairs == "all" else n_pairs, k=k, rng=rng)
    prev = res.prevalence
    s.text.append(
        f"Rectangles of the top-{k} tokens at {len(X)} context(s) (the sequence and its zero-temperature fixed "
        f"point), {'every site pair' if pairs == 'all' else f'{n_pairs} random site pairs of {n_all}'}: "
        f"{res.n_rectangles} distinct rectangles, {res.n_certified} certified incompatible (`|log R|` above its "
        f"floating-point bound), prevalence {prev.value:.3g} ({_prevalence_interval(prev, res.n_rectangles, len(X))}); "
        f"median `|log R|` {res.quantiles['q50']:.3g}, max {res.quantiles['max']:.3g}.")
    if res.witnesses:
        rows_w = [(w.i, w.j, f"{w.tokens_i[0]}/{w.tokens_i[1]}" if w.tokens_i else f"{w.a}/{w.a2}",
                   f"{w.tokens_j[0]}/{w.tokens_j[1]}" if w.tokens_j else f"{w.b}/{w.b2}",
                   f"{w.log_r:.3g}", f"{w.bound:.2g}") for w in res.witnesses[:6]]
        s.text.append(md_table(rows_w, ("site i", "site j", "tokens at i", "tokens at j", "log R", "bound")))
    s.claims.append(ReportClaim(
        s.key, "conditionals certified incompatible", "a rectangle above its error bound", None, "> 0 certified",
        f"{res.n_certified} of {res.n_rectangles}", res.incompatible, kind="comparison",
        verdict="holds" if res.incompatible else "not resolved",
        reason="" if res.incompatible else (f"none of the {res.n_rectangles} rectangles tested is above its "
                                            "floating-point bound; sampling cannot show compatibility")))
    _resolve(s, budget.seconds * budget.shares["incompatibility"],
             [f"{res.n_queries} conditionals queried."] + ([] if pairs == "all" else
                                                           ["Site pairs not drawn are untested."]),
             more="more contexts and pairs (a larger --budget), or a GPU (--device cuda).")
    s.data = {"n_rectangles": res.n_rectangles, "n_certified": res.n_certified, "prevalence": prev.value,
              "prevalence_ci": list(prev.ci), "quantiles": res.quantiles, "pairs": pairs, "n_pairs": n_pairs,
              "witnesses": [w.text for w in res.witnesses[:6]]}
    return s


def _influence(model, temps, budget: Budget, rng) -> Section:
    s = Section("influence", "Influence and contraction")
    q, n = int(model.vocab_size), int(model.length)
    rows = budget.rows(budget.shares["influence"]) / max(1, len(temps)) * 1.5  # other T re-use the states
    r = min(q - 1, 3)
    w = n
    while w > 2 and (w + r * w * w) * 2 > rows:
        w -= 1
    if w < 2:
        s.skipped = "fewer than 2 sites"
        return s
    sub, idx = _window(model, w)
    memo = _Memo(sub)
    gen = as_rng(rng)
    ctx = np.unique(np.stack([_start(sub), gen.integers(0, q, size=int(sub.length))]), axis=0)
    same = int(gen.integers(2**63))  # the same replacement tokens at every T: the memo answers them
    rows_t = []
    data = {}
    for T in temps:
        res = influence_estimates(memo, ctx, temperature=T, replacements="all" if r == q - 1 else r,
                                  rng=np.random.default_rng(same))
        a, t0 = res.alpha.value, res.T0.value
        verdict = ("refuted: alpha >= 1 (a lower bound), no contraction certificate" if a >= 1 else
                   "undecided: the sampled alpha is a lower bound")
        rows_t.append((f"{T:g}", f"{a:.3g}", f"{res.alpha_row.value:.3g}", f"{t0:.3g}", verdict))
        data[f"{T:g}"] = {"alpha_lower": a, "alpha_row_lower": res.alpha_row.value, "T0_lower": t0,
                          "R_max": float(res.R.max()), "L_max": float(res.L.max())}
        s.claims.append(ReportClaim(
            s.key, f"contraction hypothesis alpha < 1 at T = {T:g}", "sampled alpha is a lower bound", None,
            "alpha < 1", f"alpha >= {a:.3g}", False if a >= 1 else None, kind="comparison",
            verdict="refuted" if a >= 1 else "not resolved",
            reason=(f"a lower bound on alpha, {a:.3g}, is already >= 1: no contraction certificate at this T"
                    if a >= 1 else f"the sampled alpha, {a:.3g}, is a lower bound: it cannot certify alpha < 1")))
    where = ("every free site" if w == n else f"a window of {w} of the {n} free sites (their column sums are "
             "lower bounds on the full model's too)")
    s.text.append(f"Sampled influence on {where}, {len(ctx)} context(s) (the sequence and a uniform random "
                  f"state), {'every other token' if r == q - 1 else f'{r} random other tokens'} at each site. "
                  "Each number is a lower bound on the exact constant; `T_0 = max_j sum_i L_ij / 4` does "
                  "not depend on T (T > T_0 suffices for contraction).")
    s.text.append(md_table(rows_t, ("T", "alpha >=", "row-sum alpha >=", "T_0 >=", "contraction hypothesis")))
    _resolve(s, budget.seconds * budget.shares["influence"],
             [f"{w} sites, {len(ctx)} contexts: the maxima run over few states, so the bounds are loose "
              "and `alpha < 1` can never be certified by sampling."],
             more="more contexts and all replacement tokens on the full length (a larger --budget or a GPU); "
                  "a certificate of contraction needs the exact constants (glauber exact, small windows).")
    s.data = {"window": int(w), "sites": idx.tolist(), "replacements": r, "per_temperature": data}
    return s


def _mixing(model, temps, budget: Budget, coupling: str, out_dir, rng, progress) -> Section:
    s = Section("mixing", "Mixing: two-sided bounds on t_mix")
    q, n = int(model.vocab_size), int(model.length)
    total_s = budget.seconds * budget.shares["mixing"]
    order = _embedding_order(model)
    gen = as_rng(rng)
    x0 = _start(model)
    R = 12 if _is_mlm(model) else 64  # toy families are cheap: more replicates, tighter bounds
    if _is_mlm(model):  # the sequence against random states, and random against random
        xs = np.stack([x0, x0] + [gen.integers(0, q, size=n) for _ in range(2)])
        ys = np.stack([gen.integers(0, q, size=n) for _ in range(4)])
    else:  # constant sequences a^n vs b^n (the extremes of ferromagnetic families) and random pairs
        xs, ys = start_pairs(model, "extremes+random", n_pairs=2, rng=gen)
    P = len(xs)
    pilot = None
    if coupling == "auto":
        steps = int(max(10, min(400, budget.calls(budget.shares["mixing"] * 0.12 / 3, 2 * 4))))
        pilot = coupling_pilot(model, temperature=1.0, starts=(xs[:2], ys[:2]), n_replicates=2, n_steps=steps,
                               order=order, rng=gen)
        coupling = pilot.chosen
        total_s -= sum(pilot.seconds.values())
        s.text.append(f"Coupling pilot at T = 1 ({steps} steps from the same 2 start pairs x 2): "
                      + "; ".join(f"{c}: {pilot.met[c]:.0%} met, mean Hamming left {pilot.distance[c]:.3g}"
                                  for c in pilot.met) + f". Chosen: **{coupling}**.")
    shares = {T: (0.5 if T == 1.0 else 0.5 / max(1, len(temps) - 1)) for T in temps}
    if 1.0 not in shares:
        shares = {T: 1.0 / len(temps) for T in temps}
    shares = {T: v / sum(shares.values()) for T, v in shares.items()}
    rows, data = [], {}

    fig, ax = pyplot().subplots(figsize=(6.4, 4.2))
    left_s, left_share = total_s, 1.0
    for T in temps:  # time a temperature leaves unused (its pairs all met) goes to the next ones
        sec = max(1.0, left_s * shares[T] / left_share)
        left_share -= shares[T]
        steps = int(max(20, 4 * sec / (budget.per_call + budget.per_row * 2 * P * R)))  # pairs drop out
        b = mixing_bounds(model, temperature=T, coupling=coupling, starts=(xs, ys), n_replicates=R,
                          max_steps=steps, n_times=24, order=order, budget_s=sec, rng=gen)
        left_s -= b.seconds
        if progress:
            progress(f"[mixing] T={T:g}: {b.summary()}")
        up = f"{b.t_upper:.0f}" if math.isfinite(b.t_upper) else f"> {b.n_steps} (not reached)"
        low = f"{b.t_lower + 1} (vacuous)" if b.t_lower + 1 <= 1 else b.t_lower + 1
        rows.append((f"{T:g}", low, up, f"{b.ratio:.3g}" if math.isfinite(b.ratio) else "-",
                     f"{b.n_censored}/{b.n_pairs * b.n_replicates}", b.n_steps, f"{b.seconds:.0f}"))
        data[f"{T:g}"] = b.to_dict()
        line = ax.step(b.times, b.d_upper, where="post", label=f"upper, T={T:g}")[0]
        ax.step(b.times, b.d_lower, where="post", ls="--", color=line.get_color(), label=f"lower, T={T:g}")
    ax.axhline(0.25, color="k", lw=0.8, ls=":")
    ax.set_xscale("log")
    ax.set_ylim(0.0, 1.05)
    ax.set_xlabel("steps t")
    ax.set_ylabel("bounds on d(t)")
    ax.legend(fontsize=9)
    s.figures.append((save(fig, out_dir, "study_mixing.png"),
                      "Upper (solid: coupling, 95% Wilson ends) and lower (dashed: distinguishing event, "
                      "simultaneous 95%) bounds on d(t); dotted: eps = 1/4."))
    s.text.append(f"Coupled pairs ({coupling} coupling) from {P} start pairs x {R} replicates: "
                  + ("the sequence against uniform random states and random against random. " if _is_mlm(model)
                     else "constant sequences against each other and random pairs. ")
                  + "Upper side: the coupling "
                  "inequality over the pairs tried (with sub-multiplicativity); lower side: the event "
                  "'closer to the first start than to the second' pooled over pairs, and the same score above "
                  "a threshold chosen on half of the replicates and tested on the other half (module "
                  "toolkit.bounds). "
                  "The upper bound is over the start pairs tried: a worst pair not among them could mix "
                  "later.")
    s.text.append(md_table(rows, ("T", "t_mix >=", "t_mix <=", "ratio", "pairs not met", "steps", "seconds")))
    for T in temps:
        d = data[f"{T:g}"]
        verdict, reason = _bracket_verdict(d)
        s.claims.append(ReportClaim(s.key, f"t_mix(1/4) bracketed within 10x at T = {T:g}",
                                    "coupled pairs met within the budget", d["n_censored"] == 0, "ratio <= 10",
                                    f"{d['t_lower'] + 1} .. {d['t_upper']:.0f}" if math.isfinite(d["t_upper"])
                                    else f"{d['t_lower'] + 1} .. not reached",
                                    bool(d["ratio"] <= 10) if math.isfinite(d["ratio"]) else None,
                                    kind="comparison", verdict=verdict, reason=reason))
    vacuous = [f"{T:g}" for T in temps if data[f"{T:g}"]["t_lower"] + 1 <= 1]
    if vacuous:
        s.text.append(f"At T = {', '.join(vacuous)} the lower bound is 1, t_mix's floor: the distinguishing "
                      "statistics found no signal there, so that lower bound carries no information (vacuous).")
    unresolved = [f"T = {T} ({data[T]['n_censored']} pairs not met)" for T in data if data[T]["n_censored"]]
    _resolve(s, budget.seconds * budget.shares["mixing"],
             ["Unresolved upper bounds: " + ", ".join(unresolved) + "." if unresolved else
              "Every coupled pair met."],
             more="more steps (a larger --budget) or a GPU: benchmarks/gpu_study.sh runs the same bounds "
                  "with 256 coupled pairs for 400 s.")
    s.data = {"coupling": coupling, "pilot": None if pilot is None else pilot.to_dict(), "per_temperature": data}
    return s


def _metastability(model, temps, budget: Budget, rng) -> Section:
    s = Section("metastability", "Metastability: fixed points, margins, escapes")
    q, n = int(model.vocab_size), int(model.length)
    gen = as_rng(rng)
    rows_total = budget.rows(budget.shares["metastability"])
    x0 = _start(model)
    n_rand = int(max(1, min(4, rows_total * 0.3 / (6 * n * n) if n > 1 else 4)))
    starts = np.concatenate([x0[None, :], gen.integers(0, q, size=(n_rand, n))])
    t0 = time.perf_counter()
    fixed, conv = quench(model, starts, max_sweeps=8)
    uniq, first = np.unique(fixed, axis=0, return_index=True)
    uniq = uniq[np.argsort(first)]
    margins = local_margin(model, uniq)
    spent = (time.perf_counter() - t0) / (budget.seconds * budget.shares["metastability"])
    xstar = fixed[0]
    s.text.append(f"Zero-temperature sweeps (argmax at each site) from the sequence and {n_rand} uniform random "
                  f"state(s) reached {len(uniq)} distinct state(s) ({int(conv.sum())} of {len(conv)} converged "
                  "to a fixed point within 8 sweeps).")
    frows = [(k, "sequence" if k == 0 else "random", f"{margins[k]:.3g}", int((uniq[k] != x0).sum()),
              _render(model, uniq[k])[:80]) for k in range(len(uniq))]
    s.text.append(md_table(frows, ("#", "reached from", "margin gamma", "sites changed vs sequence", "state")))
    g = float(margins[0])
    chains = 8
    share_T = budget.shares["metastability"] * max(0.1, 0.9 - spent) / max(1, len(temps))
    erows, data = [], {"margins": margins.tolist(), "fixed_points": [_render(model, u) for u in uniq]}

    def in_set(x, xs=xstar):
        return (np.asarray(x) == xs).all(axis=1)

    for T in temps:
        bound = float(escape_time_lower_bound(g, q, T)) if g > 0 else float("nan")
        # exit_times' "auto" probes with an all-site pass of every chain (n rows each), and the
        # rejection-free run it may choose makes one more (its first event leaves x*): both fit
        # the share, or the chains take plain steps without the probe (Sapiens VH: 960 rows a pass)
        all_site = budget.per_call + budget.per_row * chains * n
        method = "auto" if 2 * all_site <= budget.seconds * share_T else "glauber"
        left = budget.seconds * share_T - (all_site if method == "auto" else 0.0)
        max_steps = int(max(10, left / (budget.per_call + budget.per_row * chains)))
        res = exit_times(model, in_set, start=xstar, temperature=T, n_chains=chains, max_steps=max_steps,
                         method=method, progress=False, rng=gen)
        m = res.mean
        erows.append((f"{T:g}", f"{bound:.3g}" if g > 0 else "n/a (gamma <= 0)", f"{m.value:.3g}",
                      f"{res.n_censored}/{chains}", res.method))
        data[f"{T:g}"] = {"bound": bound, "mean_exit": m.value, "censored": res.n_censored, "max_steps": max_steps}
        verdict, reason = _escape_verdict(g, bound, m, res.n_censored)
        s.claims.append(ReportClaim(s.key, f"escape from x* at T = {T:g} >= e^(gamma/T)/(q-1)",
                                    "x* is a strict argmax (gamma > 0)", g > 0, f"{bound:.3g}" if g > 0 else None,
                                    f"{m.value:.3g}" + (" (censored: lower estimate)" if res.n_censored else ""),
                                    bool(m.value >= bound) if g > 0 else None,
                                    kind="comparison", verdict=verdict, reason=reason))
    s.text.append(f"Escape times from x* (the fixed point reached from the sequence; margin gamma = {g:.3g}) "
                  f"with {chains} chains per T, against the margin bound `E[tau] >= e^(gamma/T)/(q-1)`. A "
                  "sampled mean is an estimate, so the comparison is reported, not asserted.")
    s.text.append(md_table(erows, ("T", "margin bound", "mean escape (steps)", "censored", "sampler")))
    _resolve(s, budget.seconds * budget.shares["metastability"],
             [f"{n_rand} random start(s) only: other fixed points may exist."],
             more="more random starts and longer escapes at low T (a larger --budget or a GPU).")
    s.data = data
    return s


def _phase(model, budget: Budget, rng, progress) -> Section:
    s = Section("phase", "Phase verdict on windows of the sequence")
    n = int(model.length)
    if not _is_mlm(model):
        s.skipped = "not a masked LM with a template: use glauber phase for toy families"
        return s
    avail = budget.seconds * budget.shares["phase"]
    temps = (0.3, 0.6, 1.0, 2.0)
    ns = [v for v in (2, 4, 8, 16, 32) if v <= n]
    G, C, sweeps, burn = 2, 2, 6, 2

    def cost(ns_, sw):
        return sum(static_point_cost(v, G * C, sw, burn, budget.per_call, budget.per_row) for v in ns_) * len(temps)

    static_avail = avail * PHASE_STATIC_FRACTION  # the rest: the dynamic diagram
    all_ns = list(ns)
    while len(ns) > 2 and cost(ns, sweeps) > static_avail:
        ns = ns[:-1]
    while sweeps > 3 and cost(ns, sweeps) > static_avail:
        sweeps -= 1
    if len(ns) < 2:
        s.skipped = "fewer than 2 window sizes fit the template"
        return s
    N, K = len(ns), len(temps)
    U, chi, reps = np.full((N, K), np.nan), np.full((N, K), np.nan), np.full((N, K, G, 2), np.nan)
    gen = as_rng(rng)
    t0 = time.perf_counter()
    for i, v in enumerate(ns):
        sub, _ = _window(model, v)
        for j, T in enumerate(temps):
            p = mlm_phase_point(sub, T, n_groups=G, chains_per_group=C, n_sweeps=sweeps, burn_in=burn, rng=gen)
            U[i, j], chi[i, j] = p["binder"], p["susceptibility"]
            reps[i, j] = np.asarray(p["replicates"], dtype=float)[:G]
        if progress:
            progress(f"[phase] window n={v} done")
    # the static grid's time (the planned one when it ran faster: the plan does not depend on
    # a fast moment) comes out of the share; the dynamic diagram gets the rest
    spent = max(time.perf_counter() - t0, cost(ns, sweeps))
    data = ScalingData(np.asarray(temps), np.asarray(ns, dtype=float), binder=U, susceptibility=chi,
                       replicates=reps, method="sampled (mlm)", label=str(getattr(model, "name", "model")))
    v = fss_verdict(data, n_boot=100, rng=gen)
    s.text.append(f"Windows of n = {', '.join(map(str, ns))} free sites in the middle of the free positions "
                  f"(the rest of the sequence fixed), T = {', '.join(f'{t:g}' for t in temps)}; {G} groups x {C} "
                  f"chains from several starts (the zero-temperature fixed point, random states, quenches), {sweeps} "
                  f"recorded sweeps after {burn}. Order parameter: the connected two-replica overlap.")
    s.text.append(f"Verdict: **{v.verdict}**: " + "; ".join(r.rstrip(".") for r in v.reasons) + ".")
    s.text.append(md_table([(int(a), f"{h:.3g}", f"{t:g}", "yes" if e else "no") for a, h, t, e in
                            zip(v.n_values, v.peak_heights, v.peak_temperatures, v.peak_at_edge, strict=True)],
                           ("n", "peak chi", "T at peak", "at grid edge")))
    decided = v.verdict in ("transition", "crossover")
    s.claims.append(ReportClaim(
        s.key, "finite-size verdict decided", "calibrated on toy families (glauber phase)", None,
        "transition or crossover", v.verdict, decided or None, kind="comparison",
        verdict="holds" if decided else "not resolved",
        reason=f"{v.verdict} on n = {ns[0]}..{ns[-1]}" if decided else
        f"inconclusive on n = {ns[0]}..{ns[-1]}: " + (v.reasons[0].rstrip(".") if v.reasons else "no reason given")))
    dyn = _phase_dynamic(s, model, ns, temps, budget, avail - spent, gen, progress)
    _resolve(s, avail,
             [f"{N} sizes up to n = {ns[-1]} with {G * C} chains: short runs, so the verdict is usually "
              f"inconclusive (grid planned on {PHASE_STATIC_FRACTION:.0%} of the share, {spent:.0f} s"
              + (f"; not resolved within the budget: n = {', '.join(str(v) for v in all_ns if v not in ns)}"
                 if len(ns) < len(all_ns) else "") + ")."] + dyn,
             more="the full-length grid of glauber phase --model NAME (benchmarks/gpu_phase.sh on a GPU).")
    s.data = v.to_dict()
    return s


#: The phase section's share is split: the finite-size grid is planned on this fraction of
#: it, and the dynamic diagram gets what is left of the share once the grid has run.
PHASE_STATIC_FRACTION = 1 / 3
#: The dynamic diagram's sampling, longest first: ``(n_sweeps, coupling_sweeps, n_random)`` of
#: :func:`toolkit.dynamics.dynamic_point` (the other options: :data:`~toolkit.app.mixing_diagram.REAL_OPTIONS`).
#: :func:`plan_dynamic` takes the first that fits, then fewer sizes and temperatures, then the
#: shortest runs.
DYNAMIC_SWEEPS = ((30, 100, 6), (20, 60, 6), (10, 30, 3), (6, 20, 3), (4, 10, 2))
#: Zero-temperature sweeps counted for a quench (it stops once no site changes: a few sweeps).
QUENCH_SWEEPS = 5


def static_point_cost(n: int, chains: int, sweeps: int, burn: int, per_call: float, per_row: float) -> float:
    """Seconds of one :func:`toolkit.app.phase.mlm_phase_point` on ``n`` sites with ``chains``
    chains by the pilot's cost model: the quenched starts, an all-site pass at the starts,
    ``(burn + sweeps) n`` steps of ``chains`` rows, the energy's all-site passes (every 4th
    record).

    Quench 5 x 4 x 0.011, passes 0.02 + 16 x 3 x 0.001, steps 8 x 4 x 0.014:

    >>> round(static_point_cost(4, 4, 6, 2, 0.01, 0.001), 4)
    0.736
    """
    quench = QUENCH_SWEEPS * n * (per_call + per_row * max(1, chains // 3))
    passes = 2 * per_call + per_row * chains * n * (1 + math.ceil(sweeps / 4))
    return quench + passes + (sweeps + burn) * n * (per_call + per_row * chains)


def dynamic_cell_cost(q: int, n: int, options: dict, per_call: float, per_row: float) -> float:
    """Seconds of one cell of the dynamic diagram (:func:`toolkit.app.mixing_diagram.mixing_diagram`
    on a window of ``n`` sites of ``q`` tokens) by the pilot's cost model, at most: by
    enumeration where the diagram enumerates (``n q^(n-1)`` rows in calls of 64), else
    :func:`toolkit.dynamics.dynamic_point` with ``options``: the quenches of the basin search,
    ``n_sweeps n`` steps of every chain (``low_chains`` from each of the ``max_basins`` fixed
    points and the farthest start, ``chains_per_start`` from the input) and ``coupling_sweeps n``
    coupled steps of every pair's replicates.

    Sapiens-like windows (q = 20): n = 2 enumerated (40 rows, one call); n = 4 sampled, basins
    5 x 4 x 0.014, records 10 x 4 x 0.112 (102 chains), coupling 30 x 4 x 0.058 (48 rows):

    >>> o = {"n_random": 3, "max_basins": 3, "low_chains": 24, "chains_per_start": 6, "n_sweeps": 10,
    ...      "coupling_sweeps": 30, "max_pairs": 2, "n_replicates": 12}
    >>> round(dynamic_cell_cost(20, 2, o, 0.01, 0.001), 4), round(dynamic_cell_cost(20, 4, o, 0.01, 0.001), 2)
    (0.05, 11.72)
    """

    if _states_at_most(q, n, MAX_ENUMERATE) and q**n * (n * (q - 1) + 1) <= MAX_KERNEL_ENTRIES:
        rows = n * q ** (n - 1)
        return rows * per_row + math.ceil(rows / 64) * per_call
    o = options
    basins = QUENCH_SWEEPS * n * (per_call + per_row * (1 + o["n_random"]))
    chains = (o["max_basins"] + 1) * o["low_chains"] + o["chains_per_start"]  # the fixed points, the farthest, the input
    records = o["n_sweeps"] * n * (per_call + per_row * chains)
    coupling = o["coupling_sweeps"] * n * (per_call + per_row * 2 * o["max_pairs"] * o["n_replicates"])
    return basins + records + coupling


def dynamic_options(level: int) -> dict:
    """The options of :func:`toolkit.dynamics.dynamic_point` at ``level`` of :data:`DYNAMIC_SWEEPS`
    (0: the longest runs), the others those of the real-MLM path
    (:data:`toolkit.app.mixing_diagram.REAL_OPTIONS`) except its adaptive extension: the study
    plans fixed runs on its share (``extend = 1``), so an unconverged cell stays undetermined
    and says so rather than run past the budget; and two coupled pairs (``REAL_OPTIONS`` has 6
    since 2026-12-03: :func:`dynamic_cell_cost` charges ``2 max_pairs n_replicates`` rows per
    coupled step, so 6 would triple the coupling's share and drop temperatures from short
    studies; the bound says which pairs it was tried on); and 24 chains from each start of a
    distinguishing pair (``REAL_OPTIONS`` has 48 since 2026-12-03, for the pairs of basins of
    :func:`toolkit.dynamics.distinguishing_pairs`: twice the records' rows). With 24 a side and 4
    record times the distinguishing bound can pass 1/4 with one pair only (more pairs raise the
    Bonferroni count), so the study tests that one pair (``max_tests`` 1: ``x*`` against the
    start farthest from it), as :data:`~toolkit.app.mixing_diagram.REAL_OPTIONS_LIGHT` does;
    :func:`dynamic_cell_cost` still charges ``low_chains`` on every fixed point (an upper
    estimate of the cost)."""

    a, b, r = DYNAMIC_SWEEPS[level]
    return {**REAL_OPTIONS, "n_sweeps": a, "coupling_sweeps": b, "n_random": r, "extend": 1,
            "coupling_extend": 1, "max_pairs": 2, "low_chains": 24, "max_tests": 1}


@dataclass
class DynamicPlan:
    """The dynamic diagram that fits ``seconds`` (:func:`plan_dynamic`): its sizes,
    temperatures and options, its planned seconds, and what was cut (in words)."""

    n_values: tuple
    temperatures: tuple
    options: dict
    seconds: float
    cut: tuple = ()

    @property
    def fits(self) -> bool:
        return len(self.n_values) > 0


def plan_dynamic(q: int, n_values, temperatures, seconds: float, per_call: float, per_row: float) -> DynamicPlan:
    """The largest dynamic diagram on ``n_values x temperatures`` whose cells
    (:func:`dynamic_cell_cost`) fit ``seconds``: the longest runs of :data:`DYNAMIC_SWEEPS`
    down to ``(10, 30)``, then the largest sizes dropped down to
    :data:`toolkit.growth.WINDOW` (a growth verdict needs that many), the middle temperatures
    down to the two ends, shorter runs down to the shortest, one temperature, and only then
    two sizes; what that leaves unused goes back (the next sizes, the temperatures, longer
    runs). A plan with no sizes when even the smallest does not fit.

    With the cell costs of :func:`dynamic_cell_cost`'s example (n = 2: 0.05 s, n = 4: 11.72 s,
    n = 8: 23.44 s at runs of 10 sweeps; 7.608 and 15.216 s at 6 sweeps), 50 s take n = 2, 4, 8
    at the two end temperatures with runs of 6 sweeps (45.7 s; at 10 sweeps 70.4 s):

    >>> p = plan_dynamic(20, [2, 4, 8, 16, 32], [0.3, 0.6, 1.0, 2.0], 50.0, 0.01, 0.001)
    >>> p.n_values, p.temperatures, p.options["n_sweeps"], round(p.seconds, 3)
    ((2, 4, 8), (0.3, 2.0), 6, 45.748)
    >>> p.cut
    ('n = 16, 32', 'T = 0.6, 1', 'runs of 6 sweeps and 20 coupled sweeps (30 and 100 with more time)')
    """

    ns, ts = sorted(int(v) for v in n_values), sorted(float(t) for t in temperatures)
    k = 0
    opts = dynamic_options

    def cost():
        return sum(dynamic_cell_cost(q, v, opts(k), per_call, per_row) for v in ns) * len(ts)

    while cost() > seconds:
        if k < 2:
            k += 1
        elif len(ns) > WINDOW:
            ns.pop()
        elif len(ts) > 2:
            ts.pop(len(ts) // 2)
        elif k < len(DYNAMIC_SWEEPS) - 1:
            k += 1
        elif len(ts) > 1:
            ts.pop()
        elif len(ns) > 2:
            ns.pop()
        else:
            ns = []
            break
    all_n, all_t = sorted(int(v) for v in n_values), sorted(float(t) for t in temperatures)
    if ns:  # what the cuts left unused goes back: the next sizes, the temperatures, then longer runs
        for v in [v for v in all_n if v > ns[-1]]:
            ns.append(v)
            if cost() > seconds:
                ns.pop()
                break
        for t in [t for t in all_t if t not in ts]:
            ts = sorted([*ts, t])
            if cost() > seconds:
                ts.remove(t)
                break
        while k > 0:
            k -= 1
            if cost() > seconds:
                k += 1
                break
    cut = []
    if ns and len(ns) < len(all_n):
        cut.append("n = " + ", ".join(str(v) for v in all_n if v not in ns))
    if ns and len(ts) < len(all_t):
        cut.append("T = " + ", ".join(f"{t:g}" for t in all_t if t not in ts))
    if k:
        a, b, _ = DYNAMIC_SWEEPS[k]
        cut.append(f"runs of {a} sweeps and {b} coupled sweeps ({DYNAMIC_SWEEPS[0][0]} and {DYNAMIC_SWEEPS[0][1]} "
                   "with more time)")
    return DynamicPlan(tuple(ns), tuple(ts), opts(k), cost() if ns else 0.0, tuple(cut))


def _phase_dynamic(s: Section, model, ns, temps, budget: Budget, seconds: float, gen, progress) -> list:
    """The dynamic verdict on the same windows (toolkit.app.mixing_diagram), planned to fit
    ``seconds`` (what is left of the phase share, :func:`plan_dynamic`) and stopped between
    sizes once they are spent; what it establishes in plain words. Returns the budget's
    lines for the section's summary."""

    q = int(model.vocab_size)
    plan = plan_dynamic(q, ns, temps, seconds, budget.per_call, budget.per_row)

    def lost(ts, why):
        return [ReportClaim(s.key, f"dynamic verdict at T = {t:g}", "", None, "-", "not resolved within the budget",
                            None, kind="comparison", verdict="not resolved", reason=why) for t in ts]

    if not plan.fits:
        need = sum(dynamic_cell_cost(q, v, dynamic_options(len(DYNAMIC_SWEEPS) - 1), budget.per_call,
                                     budget.per_row) for v in ns[:2])
        why = (f"not resolved within the budget: the smallest dynamic diagram (n = {ns[0]}, {ns[1]} at one T, "
               f"runs of {DYNAMIC_SWEEPS[-1][0]} sweeps) needs about {need:.3g} s, and {max(seconds, 0):.3g} s of the "
               "share are left")
        s.text.append(f"Dynamic verdict: {why}.")
        s.text.extend(calibration_lines("static") + calibration_lines("dynamic"))  # the static verdict ran
        s.claims.extend(lost(temps, why))
        return [f"Dynamic diagram {why}."]
    opts = dict(plan.options)
    say = (lambda line: progress(f"[phase] {line}")) if progress else None
    cells, done, t0, planned = [], [], time.perf_counter(), 0.0
    for v in plan.n_values:
        est = sum(dynamic_cell_cost(q, v, opts, budget.per_call, budget.per_row) for _ in plan.temperatures)
        spent = time.perf_counter() - t0
        slow = max(1.0, spent / planned) if planned > 0 else 1.0  # measured against the pilot's rate
        if len(done) >= 2 and est * slow > seconds - spent:  # the pilot was optimistic: the share is spent
            break
        planned += est
        cp = opts["coupling_sweeps"] * v * (budget.per_call + budget.per_row * 2 * opts["max_pairs"]
                                            * opts["n_replicates"])
        d1 = mixing_diagram(lambda m: _window(model, m)[0], [v], plan.temperatures, label="the windows",
                            sampled={**opts, "budget_s": 1.5 * cp}, progress=say, rng=gen)
        cells.append(d1.cells[0])
        done.append(v)
    verdicts, changes = diagram_verdicts(done, plan.temperatures, cells)
    d = MixingDiagram("the windows", tuple(done), plan.temperatures, tuple(cells), verdicts, changes,
                      time.perf_counter() - t0, (), {"z_poly": Z_POLY, "z_fast": Z_FAST, "window": WINDOW})
    cut = list(plan.cut)
    if len(done) < len(plan.n_values):
        cut.insert(0, "n = " + ", ".join(map(str, plan.n_values[len(done):])) + " (the share was spent: the pilot's "
                   "rate was not reached)")
    cnt = d.counts()
    s.text.append(f"Dynamic verdict on the same windows (one centred window of each size, within the budget; "
                  f"`glauber phase --model NAME --dynamic` runs the calibrated real-MLM path, the slowest window of "
                  f"each size; does t_rel / t_mix grow polynomially or faster with n; "
                  f"{cnt['exact']} cell(s) exact, {cnt['estimate']} with an estimate, {cnt['bounds only']} with "
                  f"bounds only; runs of {opts['n_sweeps']} sweeps, coupling up to {opts['coupling_sweeps']} "
                  f"sweeps; planned {plan.seconds:.0f} s of the {max(seconds, 0):.0f} s left of the share, took "
                  f"{d.seconds:.0f} s):")
    if cut:
        s.text.append("Not resolved within the budget: " + "; ".join(cut) + ".")
    s.text.append(md_table([(f"{v.temperature:g}", v.verdict, f"{v.n_range[0]}..{v.n_range[1]}",
                             "; ".join(c.short() for c in (row[j] for row in d.cells)))
                            for j, v in enumerate(d.verdicts)], ("T", "dynamic verdict", "n", "cells (n ascending)")))
    s.text.extend(plain_words(d))
    s.text.extend(calibration_lines("static") + calibration_lines("dynamic"))  # what the verdicts' calibration found
    for v in d.verdicts:
        s.claims.append(growth_claim(s.key, f"dynamic verdict at T = {v.temperature:g}", v.n_range, v.verdict,
                                     v.reasons))
    s.claims.extend(lost([t for t in temps if t not in plan.temperatures],
                         "not resolved within the budget: this T was left out of the dynamic diagram"))
    return [f"Dynamic diagram: {d.seconds:.0f} s on n = {', '.join(map(str, done))}, T = "
            f"{', '.join(f'{t:g}' for t in plan.temperatures)}" + (f"; not resolved within the budget: "
                                                                  f"{'; '.join(cut)}." if cut else ".")]


def _semantic(model, temps, budget: Budget, out_dir, rng) -> Section:
    s = Section("semantic", "Semantic trajectories")
    if not _is_mlm(model) or getattr(model, "split_chars", True) or not hasattr(model, "logits_and_hidden"):
        s.skipped = "not a text model (residue models have no words to read)"
        return s
    chains = 6
    ts = sorted({min(temps), max(temps)})
    steps = int(max(20, budget.calls(budget.shares["semantic"] / len(ts), chains) / 2))  # hidden states: ~2x a call
    out, gen, used = [], as_rng(rng), []
    left = budget.seconds * budget.shares["semantic"]
    for k, T in enumerate(ts):
        if used:  # fewer steps when the last T ran slower than planned (its clustering and figure included)
            rate = used[-1][1] / used[-1][0]
            steps = int(max(20, min(steps, left / (len(ts) - k) / rate)))  # never above the plan
        t1 = time.perf_counter()
        res = semantic_trajectories(model, temperature=T, n_chains=chains, n_steps=steps, start=_start(model),
                                    record_every=max(1, steps // 200), rng=gen)
        b = res.basins
        out.append({"T": T, "k": res.k, "texts": list(res.texts), "n_steps": steps})
        s.text.append(f"T = {T:g}: {res.k} basins ({res.clustering.rule}).")
        s.text.append(md_table([(i, f"{100 * b.occupancy[i]:.1f}%", f"{b.mean_dwell(i):.3g}",
                                 "yes" if i in b.traps else "no", res.texts[i][:90]) for i in range(res.k)],
                               ("basin", "time", "mean dwell", "trap", "representative text")))
        s.figures.append((save(plot_basin_graph(res), out_dir, f"study_basins_T{T:g}.png"),
                          f"Basin transition graph at T = {T:g}."))
        used.append((steps, time.perf_counter() - t1))
        left -= used[-1][1]
    per_t = ", ".join(f"{n}{' steps' if k == 0 else ''} at T = {T:g}" for k, ((n, _), T) in
                      enumerate(zip(used, ts, strict=True)))
    s.text.insert(0, f"{chains} chains from the sequence, {per_t}; embeddings: the model's pooled "
                     "hidden states; basins: k-means clusters (k by silhouette). Dwell times are lower estimates "
                     "(first and last sojourns censored).")
    _resolve(s, budget.seconds * budget.shares["semantic"], [f"Steps per chain: {per_t} (the second T cut when the "
                                                             "first ran slower than planned)."],
             more="longer chains (a larger --budget) for dwell times of the long-lived basins.")
    s.data = {"per_temperature": out, "n_steps": used[0][0], "n_chains": chains}
    return s


def _prevalence_interval(prev, n_rectangles: int, n_contexts: int) -> str:
    """What the prevalence interval counts: ``95% Wilson over 110 rectangles in 2 contexts
    (clustered by context): 0.368..0.999``."""
    how = "clustered by context, " if n_contexts >= 2 else ""
    return (f"95% Wilson over {n_rectangles} rectangles in {n_contexts} context{'s' if n_contexts != 1 else ''} "
            f"({how}effective size {_effective_size(prev, n_rectangles)}): {prev.ci[0]:.3g}..{prev.ci[1]:.3g}")


def _effective_size(prev, n_rectangles: int) -> str:
    m = re.search(r"effective size ([0-9.e+]+)", prev.method or "")
    return m.group(1) if m else str(n_rectangles)


def _bracket_verdict(d: dict) -> tuple[str, str]:
    """The verdict word of ``t_mix(1/4) bracketed within 10x`` and why: ``vacuous`` when the
    lower bound is 1 (t_mix's floor: the distinguishing statistics found no signal),
    ``not resolved`` when the coupled pairs did not all meet or the bounds are more than 10x
    apart, ``holds`` otherwise."""
    low = d["t_lower"] + 1
    up_known = math.isfinite(d["t_upper"])
    if low <= 1:
        upper = (f": only the upper bound, {d['t_upper']:.0f}, says anything" if up_known else
                 f", and {d['n_censored']} coupled pairs did not meet (no upper bound): nothing is known")
        return "vacuous", f"the lower bound 1 is t_mix's floor (the distinguishing statistics found no signal){upper}"
    if not up_known:
        return "not resolved", (f"{d['n_censored']} coupled pairs did not meet within {d['n_steps']} steps: no "
                                "upper bound")
    if d["ratio"] <= 10:
        return "holds", ""
    return "not resolved", f"the bounds are {d['ratio']:.3g}x apart, more than 10x"


def _escape_verdict(g: float, bound: float, m, n_censored: int) -> tuple[str, str]:
    """The verdict word of ``escape from x* >= e^(gamma/T)/(q-1)`` and why: ``vacuous``
    when the bound says nothing (gamma <= 0, or a bound below one step), ``holds`` when the
    mean escape time is above it, ``refuted`` when its whole interval is below (uncensored),
    ``not resolved`` otherwise."""
    if not g > 0:
        return "vacuous", "x* is not a strict argmax (gamma <= 0): the margin bound does not apply"
    if bound <= 1:
        return "vacuous", f"the margin bound {bound:.3g} is at most one step, and every escape takes one: it says nothing"
    if m.value >= bound:
        return "holds", ""
    if n_censored:
        return "not resolved", "some chains did not escape: the mean is a lower estimate, the truth is larger"
    if m.ci[1] < bound:
        return "refuted", f"the whole 95% interval of the mean, up to {m.ci[1]:.3g}, is below the bound"
    return "not resolved", f"the mean is below the bound but its 95% interval reaches {m.ci[1]:.3g}"


# ---------------------------------------------------------------------- the study
def study(model, out_dir: str, *, name: str | None = None, temperatures=None, budget: float | None = None,
          quick: bool = False, coupling: str = "auto", sections=None, progress=None, rng=0) -> VerifyReport:
    """Run every section on ``model`` within ``budget`` seconds (default: ``QUICK_BUDGET`` with
    ``quick``, else ``FULL_BUDGET``) and write ``OUT/index.md``, ``index.html``,
    ``results.json`` and figures. ``temperatures``: the grid (default ``0.5, 1, 2``; mixing
    gives half its share to ``T = 1``). ``coupling``: ``auto`` (a pilot picks) or a name.
    ``sections``: a subset of the section keys (the others are skipped).
    """
    t_start = time.perf_counter()
    os.makedirs(out_dir, exist_ok=True)
    temps = sorted(check_temperature(t) for t in (temperatures if temperatures is not None else (0.5, 1.0, 2.0)))
    if not temps:
        raise InvalidInputError("`temperatures` is empty")
    if coupling != "auto" and coupling not in COUPLINGS:
        raise InvalidInputError(f"`coupling` must be 'auto' or one of {COUPLINGS}; got {coupling!r}")
    seconds = float(budget) if budget is not None else (QUICK_BUDGET if quick else FULL_BUDGET)
    if not (math.isfinite(seconds) and seconds > 0):
        raise InvalidInputError(f"`budget` must be > 0 and finite (seconds); got {budget!r}")
    keys = SECTION_KEYS
    chosen = keys if sections is None else tuple(sections)
    bad = [k for k in chosen if k not in keys]
    if bad:
        raise InvalidInputError(f"`sections` must be among {keys}; got {bad}")
    seed = int(rng) if isinstance(rng, (int, np.integer)) else int(as_rng(rng).integers(2**63))
    # rows of 64: near the batches the sections use (a 16-row fit misjudged 66-row calls of tiny-en 1.5x)
    per_call, per_row = pilot_cost(model, batch=64, rng=np.random.default_rng([seed, 0]))
    text_model = _is_mlm(model) and not getattr(model, "split_chars", True)
    shares = study_shares(text_model, chosen)
    B = Budget(seconds, per_call, per_row, shares)
    if progress:  # the cost up front: the pilot has measured the rate, the budget sizes the grids
        progress(f"[budget] pilot: {B.rows_per_second:.0f} rows/s on this device; the study will take about "
                 f"{format_seconds(seconds)} (its budget; --budget SECONDS to change it)")
    out = []
    label = name or getattr(model, "name", None) or type(model).__name__
    head = Section("budget", "Model, sequence and budget")
    head.text.append(f"Model **{label}**: q = {model.vocab_size} tokens, n = {model.length} free sites. "
                     f"Sequence: `{_render(model, _start(model))[:200]}`.")
    head.text.append(f"Pilot on this device: a call of B rows takes {1e3 * per_call:.2f} ms + B x "
                     f"{1e3 * per_row:.3f} ms ({B.rows_per_second:.0f} rows/s in large batches). Budget "
                     f"{seconds:.0f} s, shared as {budget_line(shares, chosen)}.")
    head.data = {"per_call_s": per_call, "per_row_s": per_row, "rows_per_second": B.rows_per_second, "budget_s": seconds, "shares": shares, "temperatures": temps,
                 "load_average": list(os.getloadavg()) if hasattr(os, "getloadavg") else None}
    out.append(head)
    runners = {
        "incompatibility": lambda r: _incompatibility(model, B, r),
        "influence": lambda r: _influence(model, temps, B, r),
        "mixing": lambda r: _mixing(model, temps, B, coupling, out_dir, r, progress),
        "metastability": lambda r: _metastability(model, temps, B, r),
        "phase": lambda r: _phase(model, B, r, progress),
        "semantic": lambda r: _semantic(model, temps, B, out_dir, r),
    }
    order = [key for key in keys if key in chosen]
    for k, key in enumerate(keys, 1):
        if key not in chosen:
            continue
        beat = None
        if progress:
            progress(_stage_line(key, order, shares, seconds, time.perf_counter() - t_start))
            beat = Progress(0, f"[{key}]", unit="", mode="lines", sink=progress)  # a line every 10 s
        t0 = time.perf_counter()
        try:
            sec = runners[key](np.random.default_rng([seed, k]))
        finally:
            if beat is not None:
                beat.close()
        sec.seconds = time.perf_counter() - t0
        out.append(sec)
        if progress:
            progress(f"[{key}] {sec.seconds:.1f} s" + (f" (skipped: {sec.skipped})" if sec.skipped else ""))
    report = VerifyReport(out, out_dir, time.perf_counter() - t_start)
    write_study(report, label)
    return report


def study_shares(text_model: bool, chosen) -> dict:
    """Each section's share of the budget (:data:`SHARES`); a model without words has no
    semantic section, whose share goes to mixing (once: it is then 0)."""
    shares = dict(SHARES)
    if not text_model and "mixing" in chosen:
        shares["mixing"] += shares["semantic"]
        shares["semantic"] = 0.0
    return shares


def budget_line(shares: dict, chosen) -> str:
    """The budget's shares in percent, adding up to 100 (largest remainders): the chosen
    sections', then those not run.

    >>> budget_line({"a": 0.5, "b": 0.25, "c": 0.25, "d": 0.0}, ("a", "b"))
    'a 50%, b 25%, not run 25% (c)'
    """
    keys = [k for k, v in shares.items() if v > 0]
    total = sum(shares[k] for k in keys) or 1.0
    exact = {k: 100 * shares[k] / total for k in keys}
    pct = {k: math.floor(v) for k, v in exact.items()}
    for k in sorted(keys, key=lambda k: exact[k] - pct[k], reverse=True)[:100 - sum(pct.values())]:
        pct[k] += 1
    run = [f"{k} {pct[k]}%" for k in keys if k in chosen]
    idle = [k for k in keys if k not in chosen]
    if idle:
        run.append(f"not run {sum(pct[k] for k in idle)}% ({', '.join(idle)})")
    return ", ".join(run)


def _stage_line(key: str, order, shares: dict, budget: float, elapsed: float) -> str:
    """``[mixing] section 3/6 started, 1 min 2 s so far, ~4 min left by the budget``: the
    rest is the remaining sections' shares of the budget (what the grid sizes were made for)."""
    k = order.index(key)
    rest = budget * sum(shares.get(c, 0.0) for c in order[k:]) / (sum(shares.get(c, 0.0) for c in order) or 1.0)
    return (f"[{key}] section {k + 1}/{len(order)} started, {format_seconds(elapsed)} so far, "
            f"~{format_seconds(rest)} left by the budget")


def write_study(report: VerifyReport, label: str) -> None:
    """``index.md``, ``index.html`` and ``results.json`` of a study (the verify report's writer,
    with the study's title)."""
    md = to_markdown(report).split("\n")
    md[0] = f"# glauber study: {label}"
    md[2] = (f"{len(report.sections) - 1} sections in {report.seconds:.0f} s; every claim is reported, not "
             "asserted, with what the numbers say (holds, refuted, not resolved or vacuous, and why; sampled "
             "bounds carry their confidence level).")
    text = "\n".join(md)
    with open(os.path.join(report.out_dir, "index.md"), "w") as fh:
        fh.write(text)
    with open(os.path.join(report.out_dir, "index.html"), "w") as fh:
        fh.write(markdown_to_html(text, title=f"glauber study: {label}"))
    results = {"model": label, "seconds": report.seconds,
               "claims": [c.to_dict() for c in report.claims],
               "sections": {s.key: {"title": s.title, "seconds": s.seconds, "skipped": s.skipped,
                                    "figures": [f for f, _ in s.figures], "data": s.data} for s in report.sections}}
    with open(os.path.join(report.out_dir, "results.json"), "w") as fh:
        json.dump(to_jsonable(results), fh, indent=1)
