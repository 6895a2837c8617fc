"""Section "semantic": semantic trajectories of tiny-en (needs the real model)."""

from __future__ import annotations

import numpy as np

from toolkit._validation import as_rng
from toolkit.plot import save
from toolkit.semantic import (
    DEFAULT_N,
    plot_basin_graph,
    plot_dwell_times,
    plot_observable,
    political_lexicon,
    semantic_study,
)

from ._model import ReportClaim, Section, md_table

KEY = "semantic"
STREAM = 5
NEEDS_REAL = True
TITLE = "Semantic trajectories on tiny-en"


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None) -> Section:
    """The semantic-trajectories section of ``glauber verify`` (tiny-en, 200 words, 10
    slots, two temperatures): observable means, basins with their dwell times, traps and
    recurrent basins, and figures. The low-vs-high dwell comparison is reported, not
    asserted."""
    rng = as_rng(rng)
    s = Section("semantic", "Semantic trajectories on tiny-en")
    study = semantic_study(n_chains=8 if quick else 12, n_steps=600 if quick else 1500, rng=rng)
    words = political_lexicon()
    s.text.append(
        f"Chains over {DEFAULT_N} free word slots of tiny-en with its whole vocabulary, at T = "
        f"{' and '.join(f'{t:g}' for t in study.temperatures)} (same seed). Observable: the political "
        f"fraction, the share of slots holding one of {len(words)} lexicon words ({', '.join(words)}; "
        "rationale in `toolkit/data/political_lexicon.txt`). Embeddings: the model's pooled last hidden "
        "state from the sampler's own forward passes. Basins: k-means clusters of the embeddings, k by the "
        "largest silhouette. Dwell times in steps; a chain's first and last sojourn are censored, so means "
        "are lower estimates.")
    rows = []
    for res in study.results:
        b = res.basins
        rows.append((f"{res.temperature:g}", f"{res.observable_means['political']:.4f}", res.k,
                     f"{float(np.concatenate(b.sojourns).mean()):.3g}", f"{np.nanmax(b.mean_dwells):.3g}",
                     ", ".join(map(str, b.traps)) or "-", ", ".join(map(str, b.recurrent)) or "-"))
    s.text.append(md_table(rows, ("T", "political fraction (mean)", "basins", "mean sojourn", "longest mean dwell",
                                  "traps", "recurrent")))
    for res in study.results:
        b = res.basins
        s.text.append(f"T = {res.temperature:g}: {res.k} basins ({res.clustering.rule}).")
        s.text.append(md_table([(i, f"{100 * b.occupancy[i]:.1f}%", int(b.visits[i].sum()), f"{b.mean_dwell(i):.3g}",
                                 int(b.sojourns[i].max()), "yes" if i in b.recurrent else "no",
                                 "yes" if i in b.traps else "no", res.texts[i]) for i in range(res.k)],
                               ("basin", "time", "visits", "mean dwell", "max dwell", "recurrent", "trap",
                                "representative text")))
    low, high = study.results[0], study.results[-1]
    d_low = float(np.concatenate(low.basins.sojourns).mean())
    d_high = float(np.concatenate(high.basins.sojourns).mean())
    s.claims.append(ReportClaim(s.key, "basin sojourns are longer at low T (tiny-en)",
                                f"T = {low.temperature:g} vs {high.temperature:g}", None, "ratio > 1",
                                f"{d_low:.3g} / {d_high:.3g} steps = {d_low / d_high:.3g}", d_low > d_high,
                                kind="comparison"))
    s.figures.append((save(plot_observable(study), out_dir, "semantic_political.png"),
                      "Political fraction over time at both temperatures (thin: chains; thick: mean)."))
    for res in study.results:
        name = f"semantic_basins_T{res.temperature:g}.png"
        s.figures.append((save(plot_basin_graph(res), out_dir, name),
                          f"Basin transition graph at T = {res.temperature:g}."))
    s.figures.append((save(plot_dwell_times(study), out_dir, "semantic_dwell.png"),
                      "Dwell-time distributions in basins, both temperatures."))
    s.data = study.to_dict()
    return s
