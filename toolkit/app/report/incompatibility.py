"""Section "incompatibility": certified rectangles on toy families (exact) and real MLMs (sampled)."""

from __future__ import annotations

import importlib.util

import numpy as np

from exact import glauber_kernel, spectral_summary, stationary
from exact.compat import kolmogorov_log_ratios
from exact.rectangles import all_rectangles
from toolkit._validation import as_rng
from toolkit.incompat import rectangle_test
from toolkit.models import make_model
from toolkit.plot import SMALL, plot_rectangles, pyplot, save
from toolkit.results import slack_equal

from ._model import ReportClaim, Section, md_table

KEY = "incompatibility"
#: the seed's stream number of this section (None: draws nothing); fixed, so adding a
#: section leaves the others' random numbers as they were
STREAM = 0
NEEDS_REAL = False


TOY_FAMILIES = (
    # (label, model name, params, compatible by construction)
    ("symmetric Potts q=3 n=5 (cycle)", "potts", dict(q=3, n=5, coupling=1.0, graph="cycle"), True),
    ("symmetric random pairwise q=3 n=5", "symmetric-pairwise", dict(q=3, n=5, scale=1.0, seed=0), True),
    ("random joint q=2 n=6", "random-joint", dict(q=2, n=6, scale=1.0, seed=0), True),
    ("asymmetric random pairwise q=3 n=5", "asymmetric-pairwise", dict(q=3, n=5, scale=1.0, seed=0), False),
    ("random logit table q=2 n=6", "random-table", dict(q=2, n=6, scale=1.0, seed=0), False),
)


def section_incompatibility(out_dir: str, *, quick: bool = False, real: bool = True, rng=None,
                            progress=None) -> Section:
    """Certified rectangles on toy families (exact, every rectangle) and on real MLMs (sampled).
    ``progress``: called with one line per model."""
    rng = as_rng(rng)
    s = Section("incompatibility", "Incompatibility: certified rectangles")
    s.text.append(
        "For sites `i != j`, a context on the other sites and tokens `a != a'`, `b != b'`, the rectangle "
        "statistic `log R` vanishes for every rectangle of compatible conditionals; one rectangle whose "
        "`|log R|` exceeds its floating-point error bound certifies incompatibility. It equals the log "
        "Kolmogorov ratio of the Glauber 4-cycle, so the kernel is reversible exactly when all vanish.")
    rows, hist = [], {}
    T = 1.0
    for k, (label, name, params, compatible) in enumerate(TOY_FAMILIES, 1):
        if progress is not None:
            progress(f"[{KEY}] toy family {k}/{len(TOY_FAMILIES)}: {label}")
        model = make_model(name, **params)
        table = all_rectangles(model, temperature=T)
        K = glauber_kernel(model, temperature=T)
        pi = stationary(K)
        spec = spectral_summary(K, pi)
        kol = kolmogorov_log_ratios(K, table)
        kol_err = float(np.nanmax(np.abs(kol - table.log_r))) if len(table) else 0.0
        hist[label] = np.abs(table.log_r)
        summ = table.summary()
        rows.append((label, summ.count, summ.n_certified, summ.prevalence.value, summ.quantiles["q50"],
                     summ.max_abs, spec.reversible, kol_err))
        if compatible:
            s.claims.append(ReportClaim(s.key, f"no certified rectangle: {label}", "compatible by construction", True,
                                        "0 certified", table.n_certified, table.n_certified == 0))
        else:
            s.claims.append(ReportClaim(s.key, f"incompatibility certified: {label}", "generic random conditionals",
                                        None, "> 0 certified", table.n_certified, table.n_certified > 0,
                                        kind="comparison"))
        s.claims.append(ReportClaim(s.key, f"reversible iff all rectangles vanish: {label}",
                                    "positive conditionals", True, f"reversible={table.n_certified == 0}",
                                    f"reversible={spec.reversible}", spec.reversible == (table.n_certified == 0)))
        s.claims.append(ReportClaim(s.key, f"Kolmogorov 4-cycle ratio = log R: {label}", "Glauber kernel", True,
                                    "<= 1e-9", kol_err, kol_err <= 1e-9, slack=slack_equal(kol_err, 1e-9)))
    s.text.append(md_table(rows, ("family", "rectangles", "certified", "fraction", "median `|log R|`",
                                   "max `|log R|`", "reversible", "max `|Kolmogorov - log R|`")))
    s.data["toy"] = [dict(zip(("family", "rectangles", "certified", "fraction", "median_abs_log_r", "max_abs_log_r",
                               "reversible", "kolmogorov_error"), r, strict=True)) for r in rows]
    real_rows = []
    if real:
        for spec_ in _real_rectangle_specs(quick):
            if progress is not None:
                progress(f"[{KEY}] real model: {spec_['label']}")
            try:
                res = _real_rectangles(spec_, rng=rng)
            except Exception as exc:  # a missing optional model must not sink the report
                s.text.append(f"*{spec_['label']}: skipped ({type(exc).__name__}: {exc})*")
                continue
            hist[spec_["label"]] = np.abs(res.table["log_r"])
            summ = res.summary()
            real_rows.append((spec_["label"], summ.count, summ.n_certified, summ.prevalence.value,
                              summ.quantiles["q50"], summ.max_abs))
            s.claims.append(ReportClaim(
                s.key, f"incompatibility certified: {spec_['label']}", "real MLM conditionals", None, "> 0 certified",
                summ.n_certified, summ.incompatible, kind="comparison",
                verdict="holds" if summ.incompatible else "not resolved",
                reason="" if summ.incompatible else "no sampled rectangle is above its bound; sampling cannot "
                                                    "show compatibility"))
            if summ.witnesses:
                w = summ.witnesses[0]
                s.text.append(f"Worst rectangle on {spec_['label']}: {w.text} (log R = {w.log_r:.3g}, "
                              f"bound {w.bound:.2g}).")
        if real_rows:
            s.text.append("Real MLMs (sampled rectangle test on real text or sequences, top-k tokens per site):")
            s.text.append(md_table(real_rows, ("model, input", "rectangles", "certified", "prevalence",
                                                "median `|log R|`", "max `|log R|`")))
            s.data["real"] = [dict(zip(("model", "rectangles", "certified", "prevalence", "median_abs_log_r",
                                        "max_abs_log_r"), r, strict=True)) for r in real_rows]
    fig, ax = pyplot().subplots(figsize=(8.6, 5.2))
    bins = np.logspace(-17, 1.5, 50)
    for k, (label, v) in enumerate(hist.items()):
        plot_rectangles(v, ax=ax, label=label, bins=bins, roundoff=(1e-17, 1e-9) if k == 0 else False)
    ax.set_title("Compatible families sit at round-off; incompatible ones and real MLMs far above")
    ax.set_ylim(0, 1.0)
    # the legend goes above the histograms' empty middle (round-off band left, large |log R| right)
    ax.legend(fontsize=SMALL, loc="upper center", bbox_to_anchor=(0.55, 1.0))
    s.figures.append((save(fig, out_dir, "incompatibility.png"), "Distribution of `|log R|` per family."))
    return s


def _real_rectangle_specs(quick: bool) -> list:
    specs = [dict(label="tiny-en, a WEB Bible sentence", model="tiny-en",
                  text="and the king said to the people of israel that the lord is god")]
    if not quick:
        if importlib.util.find_spec("sapiens") is not None:
            specs.append(dict(label="sapiens-vh, a human VH (first 40 residues)", model="sapiens-vh",
                              text=HUMAN_VH[:40]))
        if importlib.util.find_spec("antiberty") is not None:
            specs.append(dict(label="antiberty, a human VH (first 24 residues)", model="antiberty",
                              text=HUMAN_VH[:24]))
    return specs


# A human VH chain: the usage example in the antiberty 0.1.3 wheel's METADATA (also used in
# tests/toolkit/test_mlm.py); AntiBERTy and Sapiens recover 92.6% of its residues.
HUMAN_VH = ("EVQLVQSGPEVKKPGTSVKVSCKASGFTFMSSAVQWVRQARGQRLEWIGWIVIGSGNTNYAQKFQERVTITRDMSTSTAYMELSSL"
            "RSEDTAVYYCAAPYCSSISCNDGFDIWGQGTMVTVS")


def _real_rectangles(spec: dict, *, rng):
    """The sampled rectangle test on a real text: every position free, V = the whole
    vocabulary, the top-3 tokens at each site, adjacent site pairs, context = the text."""
    from toolkit.models.mlm import load_model

    residues = spec["model"] in ("antiberty", "sapiens-vh", "sapiens-vl")
    n_tok = len(spec["text"]) if residues else len(spec["text"].split())
    model = load_model(spec["model"], tokens="all", text=spec["text"], free_positions=list(range(n_tok)))
    return rectangle_test(model, model.initial_state()[None, :], pairs="adjacent", tokens="top-k", k=3, rng=rng)


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None, progress=None) -> Section:
    """The registry's entry point (uniform signature)."""
    return section_incompatibility(out_dir, quick=quick, real=real, rng=rng, progress=progress)
