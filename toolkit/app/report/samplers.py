"""Section "samplers": which sampler samples what (issue 29), on toys small enough to take seconds.

The exact output laws of masked-diffusion samplers (:mod:`exact.unmasking`: unmasking one site
at a time in random order, left-to-right, by confidence or margin, all sites in one parallel
step; ReMDM-style remasking) beside Glauber's ``pi_T`` and each other, on an incompatible toy.
Theorem checks that FAIL when a sampler's law is wrong, against closed forms computed here
from the joint array alone (never through :mod:`exact.unmasking`): on a compatible joint with
its exact marginal conditionals, one-at-a-time unmasking in every order reproduces the joint,
and one parallel step of all sites gives the product of its marginals; remasking one site is
Glauber's kernel, so its stationary law is ``pi_T``. Then the sampled samplers
(:mod:`toolkit.unmasking`) with the TV interval of :func:`toolkit.unmasking.tv_interval`
beside the exact TV (a comparison: each interval covers with probability >= 95 %).
"""

from __future__ import annotations

import numpy as np

from exact.unmasking import compare_samplers
from toolkit._validation import as_rng
from toolkit.models import make_model
from toolkit.results import format_table, slack_upper
from toolkit.unmasking import sample_unmasking, state_codes, tv_interval

from ._model import ReportClaim, Section, md_table

KEY = "samplers"
TITLE = "Which sampler samples what: masked-diffusion samplers beside Glauber"
#: the seed's stream number of this section (None: draws nothing); fixed, so adding a
#: section leaves the others' random numbers as they were
STREAM = 7
NEEDS_REAL = False

N_SITES = 4
#: the samplers of the section: each one-at-a-time order, one parallel step, remasking 1 and 2
SAMPLERS = ("random:1", "left-to-right:1", "confidence:1", "margin:1", f"random:{N_SITES}", "remask:1", "remask:2")
ONE_AT_A_TIME = SAMPLERS[:4]
#: float64 round-off: each law is a sum over at most n! orders of products of n conditionals
#: (and a sparse power of the step matrix), each ~1e-16 relative; measured 1e-16
TOL_CLOSED_FORM = 1e-12
#: remask:1's stationary law and pi_T come from two stationary solves (GTH or eigen-solver,
#: each accurate to ~1e-14 on 16 states)
TOL_STATIONARY = 1e-10
DRAWS = 2000


def _tv(a, b) -> float:
    return 0.5 * float(np.abs(np.asarray(a) - np.asarray(b)).sum())


def _joint_closed_forms(log_joint: np.ndarray):
    """The joint ``mu = exp(log_joint)/Z`` (state order: site 0 most significant) and the
    product of its site marginals, from the array alone."""
    mu = np.exp(log_joint - log_joint.max())
    mu /= mu.sum()
    n = mu.ndim
    product = np.ones(1)
    for i in range(n):  # the i-th marginal, outer-multiplied in site order (site 0 slowest)
        m_i = mu.sum(axis=tuple(j for j in range(n) if j != i))
        product = np.multiply.outer(product, m_i).reshape(-1)
    return mu.reshape(-1), product


def section_samplers(out_dir: str, *, quick: bool = False, rng=None, progress=None) -> Section:
    """The TV table on an incompatible toy, the closed-form checks on a compatible joint, and
    sampled TV intervals beside the exact TVs."""
    rng = as_rng(rng)
    s = Section(KEY, TITLE)
    s.text.append(
        "A masked-diffusion sampler uses the conditionals differently from Glauber dynamics: it starts "
        "all-masked and unmasks sites (one at a time in some order, or several per step with factorised "
        "draws) from the model's conditionals given the unmasked sites only (`masked_logits`); remasking "
        "(ReMDM-style) then remasks r sites and re-predicts them. Each law below is exact (all (q+1)^n "
        "partial states, `exact.unmasking`); `glauber samplers` computes it for any small model, and "
        "benchmarks/results/samplers-2026-12-02.md has the table for more models and a tiny-en window.")
    if progress is not None:
        progress(f"[{KEY}] exact laws: asymmetric pairwise and random joint, q = 2, n = {N_SITES}")
    toy = make_model("asymmetric-pairwise", q=2, n=N_SITES, scale=1.0, seed=0)
    cmp = compare_samplers(toy, temperature=1.0, samplers=SAMPLERS, t=(1, 4), name="asymmetric pairwise")
    s.text.append(f"**Incompatible toy** (asymmetric pairwise, q = 2, n = {N_SITES}, T = 1; masked conditionals: "
                  f"{cmp.rule}): TV of each sampler's law to Glauber's `pi_T`, mean number of steps, and TV "
                  "after t Glauber steps from the sampler's output (q = 2: confidence and margin order the sites alike).")
    s.text.append("```\n" + format_table(
        [[name, f"{cmp.tv_pi[a]:.4g}", "-" if np.isnan(cmp.mean_steps()[a]) else f"{cmp.mean_steps()[a]:.3g}"]
         + [f"{v:.3g}" for v in cmp.tv_after[a]] for a, name in enumerate(cmp.samplers)],
        ["sampler", "TV(law, pi_T)", "steps"] + [f"TV after t={t}" for t in cmp.t]) + "\n```")
    s.text.append("TV between the samplers' laws:")
    s.text.append(md_table([(name, *(f"{v:.3g}" for v in row)) for name, row in zip(cmp.samplers, cmp.tv_between,
                                                                                      strict=True)],
                           ("", *cmp.samplers)))
    # remask:1 re-predicts one site from the full context: Glauber's random-scan kernel
    r1 = float(cmp.tv_pi[SAMPLERS.index("remask:1")])
    s.claims.append(ReportClaim(s.key, "remask:1 is Glauber's kernel: its stationary law is pi_T",
                                f"tol {TOL_STATIONARY:g}: two stationary solves on 16 states", True,
                                TOL_STATIONARY, r1, r1 <= TOL_STATIONARY, slack=slack_upper(r1, TOL_STATIONARY)))

    joint = make_model("random-joint", q=2, n=N_SITES, scale=1.0, seed=0)
    jc = compare_samplers(joint, temperature=1.0, samplers=SAMPLERS, t=(1,), name="random joint")
    mu, product = _joint_closed_forms(np.asarray(joint.log_joint, dtype=float))
    worst = max(ONE_AT_A_TIME, key=lambda name: _tv(jc.laws[SAMPLERS.index(name)], mu))
    tv_joint = _tv(jc.laws[SAMPLERS.index(worst)], mu)
    tv_product = _tv(jc.laws[SAMPLERS.index(f"random:{N_SITES}")], product)
    hyp = f"tol {TOL_CLOSED_FORM:g}: float64 products of n conditionals; exact marginal conditionals"
    s.claims.append(ReportClaim(s.key, "one-at-a-time unmasking in every order reproduces a compatible joint",
                                hyp, True, TOL_CLOSED_FORM, tv_joint, tv_joint <= TOL_CLOSED_FORM,
                                slack=slack_upper(tv_joint, TOL_CLOSED_FORM)))
    s.claims.append(ReportClaim(s.key, "one parallel step of all n sites gives the product of the marginals",
                                hyp, True, TOL_CLOSED_FORM, tv_product, tv_product <= TOL_CLOSED_FORM,
                                slack=slack_upper(tv_product, TOL_CLOSED_FORM)))
    s.text.append(
        f"**Compatible joint** (random joint, q = 2, n = {N_SITES}, masked conditionals: {jc.rule}): closed forms "
        "from the joint array alone. Any-order unmasking with exact marginal conditionals samples the joint "
        f"(worst of {', '.join(ONE_AT_A_TIME)}: {worst}, TV {tv_joint:.2g}); one parallel step samples the product "
        f"of the marginals (TV {tv_product:.2g} to it, {_tv(product, mu):.3g} to the joint).")

    # sampled samplers: the TV interval beside the exact TV
    if progress is not None:
        progress(f"[{KEY}] sampled: {DRAWS} draws per sampler, TV intervals")
    rows, covered = [], 0
    sampled = [("random", 1), ("left-to-right", 1), ("confidence", 1), ("random", N_SITES)]
    for order, k in sampled:
        name = f"{order}:{k}"
        exact_tv = float(cmp.tv_pi[SAMPLERS.index(name)])
        est = tv_interval(state_codes(sample_unmasking(toy, DRAWS, order=order, k=k, rng=rng), 2), cmp.pi)
        ok = est.covers(exact_tv)
        covered += ok
        rows.append((name, f"{exact_tv:.4f}", f"{est.value:.4f}", f"[{est.ci[0]:.4f}, {est.ci[1]:.4f}]",
                     "yes" if ok else "no"))
    s.text.append(f"**Sampled** (toolkit.unmasking, {DRAWS} draws each, incompatible toy): the 95 % interval of "
                  "`tv_interval` for TV(law, pi_T) (lower end from an event chosen on half the draws and a "
                  "Clopper-Pearson bound on the other half; both ends TV(P_hat, pi_T) +- a concentration bound; "
                  "coverage over 200 seeded runs in benchmarks/results/tv-interval-2026-12-02.md).")
    s.text.append(md_table(rows, ("sampler", "exact TV", "plug-in TV", "95% interval", "covers")))
    s.claims.append(ReportClaim(s.key, "sampled TV intervals cover the exact TVs", "each covers w.p. >= 95 %",
                                True, f">= {len(sampled) - 1} of {len(sampled)}", f"{covered}/{len(sampled)}",
                                covered >= len(sampled) - 1, kind="comparison"))
    s.data = {"incompatible": {k: v for k, v in cmp.to_dict().items() if k != "laws"},
              "compatible": {"tv_joint_worst": tv_joint, "worst_order": worst, "tv_product": tv_product,
                             "tv_product_joint": _tv(product, mu)},
              "sampled": [dict(zip(("sampler", "exact_tv", "plug_in", "interval", "covers"), r, strict=True))
                          for r in rows]}
    return s


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None, progress=None) -> Section:
    """The registry's entry point (uniform signature)."""
    return section_samplers(out_dir, quick=quick, rng=rng, progress=progress)
