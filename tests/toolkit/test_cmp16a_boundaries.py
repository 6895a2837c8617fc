"""Boundary pins of the cmp16a sweep (issue 30) in :mod:`toolkit`: each test sits at the equality
case of a comparison and states, from the docstring, which side the equality belongs to."""

import math

import numpy as np
import pytest

from toolkit import finite_size as fs


# ---- toolkit/finite_size.py: _log_law_fit fits 1/T* = (ln n + d)/c on its usable points; T* = 0 is not usable
# (1/T* infinite: "T* would be ... infinite there"), so a fourth size with T* = 0 is dropped and the three
# exact points are fitted exactly.
def test_log_law_fit_drops_a_zero_peak_location():
    n = np.array([2.0, 3.0, 4.0, 5.0])
    # c = 2, d = 1: T*(n) = c / (ln n + d) = 2 / (ln n + 1) (by construction)
    Ts = np.array([0.0] + [2.0 / (math.log(v) + 1.0) for v in n[1:]])
    c, d, chi2, k = fs._log_law_fit(n, Ts, np.full(4, 0.01))
    assert (c, d) == pytest.approx((2.0, 1.0), rel=1e-9)
    assert chi2 == pytest.approx(0.0, abs=1e-12) and k == 2
    # a zero error is not usable either (the weight T*^2 / sigma would be infinite): a fourth size with sigma = 0,
    # off the law, is dropped and the three exact points are fitted exactly
    Ts0 = np.array([0.3] + list(Ts[1:]))
    c0, d0, chi20, k0 = fs._log_law_fit(n, Ts0, np.array([0.0, 0.01, 0.01, 0.01]))
    assert (c0, d0) == pytest.approx((2.0, 1.0), rel=1e-9) and chi20 == pytest.approx(0.0, abs=1e-12) and k0 == 2
    # two usable points only ("below 3 usable points"): no law
    c2, d2, chi22, _ = fs._log_law_fit(n[:3], Ts[:3], np.full(3, 0.01))
    assert math.isnan(c2) and math.isnan(d2) and chi22 == math.inf


# ---- toolkit/finite_size.py: _windowed measures a finite-size drift only when the window drops a size; with
# exactly MIN_FIT_SIZES usable sizes the window is all of them ("all usable ones when there are no more than
# that: then no drift is measured").
def test_windowed_with_exactly_min_fit_sizes_measures_no_drift():
    m = fs.MIN_FIT_SIZES
    n = np.arange(2.0, 2.0 + m)
    calls = []

    def fit(mask):
        calls.append(int(mask.sum()))
        return 0.5, 0.01

    est = fs._windowed(fit, n, np.ones(m, dtype=bool), "gamma/nu", "stat")
    assert est.value == 0.5 and est.stderr == pytest.approx(0.01)
    assert "no finite-size drift measured" in est.method and "finite-size drift 0" not in est.method
    assert calls == [m]  # one fit, on all sizes: the window is not fitted again
    # one size more: the window drops the smallest, and the drift is measured
    est5 = fs._windowed(fit, np.arange(2.0, 3.0 + m), np.ones(m + 1, dtype=bool), "gamma/nu", "stat")
    assert "finite-size drift 0" in est5.method


# ---- toolkit/app/commands/study.py: the study command states its own default for --text (run(): the model's
# reference sequence, DEFAULT_TEXT or the zoo's text) and leaves every other option's help alone.
def test_study_help_names_its_text_default_only_on_text():
    import argparse

    from toolkit.app.commands import study

    p = study.add_parser(argparse.ArgumentParser().add_subparsers())
    h = {a.dest: a.help for a in p._actions}
    assert h["text"] == "the text or sequence (default: the model's reference sequence, e.g. trastuzumab's VH)"
    assert h["temperature"].startswith("temperatures: ") and h["out"] == "output directory (default: %(default)s)"
    assert sum("reference sequence" in str(v) for v in h.values()) == 1


# ---- toolkit/app/phase.py: _assemble reports "which sampled points converged" (its docstring) whenever the
# grid holds a sampled point, also when method="auto" computed the small sizes exactly (exact points: always
# converged, point_convergence). A sampled point whose R-hat is not estimated has not converged.
def test_assemble_mixed_exact_and_sampled_grid_reports_convergence(monkeypatch):
    from types import SimpleNamespace

    import pandas as pd

    from toolkit.app import phase as ph

    base = {"binder": 0.5, "susceptibility": 1.0, "relaxation": 2.0}
    ts = [0.5, 1.0, 2.0]
    rows, tasks = [], []
    for n, how in ((4, "exact (lumped)"), (64, "sampled (glauber)")):
        for t in ts:
            key = f"{n}-{t}"
            rows.append(dict(base, key=key, computed_by=how, rhat=float("nan"), n_groups=2, chains_per_group=2,
                             n_sweeps=100))
            tasks.append(SimpleNamespace(key=key, n=n, temperature=t))
    monkeypatch.setattr(ph, "load_results", lambda store: pd.DataFrame(rows))
    data = ph._assemble("unused", tasks, [4, 64], ts, label="mixed")
    assert data.converged is not None
    assert np.asarray(data.converged).tolist() == [[True] * 3, [False] * 3]
    assert data.method == "exact (lumped) + sampled (glauber)"


# ---- toolkit/app/phase.py: exact_phase_grid's default parameters are "Curie-Weiss with beta = 1" (its
# docstring): the Curie-Weiss grid is labelled with beta=1.0 and another family gets no beta.
def test_exact_phase_grid_default_params(tmp_path):
    from exact import ExactChain
    from toolkit.app import phase as ph
    from toolkit.models import make_model

    g = ph.exact_phase_grid(str(tmp_path / "cw.sqlite"), n_values=[2, 3], temperatures=[3.0, 1.5])
    assert g.label == "curie-weiss beta=1.0"
    assert g.mixing[0, 0] == ExactChain(make_model("curie-weiss", n=2, beta=1.0), temperature=1.5).mixing(0.25).t_mix
    p = ph.exact_phase_grid(str(tmp_path / "potts.sqlite"), model="potts", n_values=[2, 3], temperatures=[3.0, 1.5])
    assert p.label == "potts"


# ---- toolkit/bounds.py: coupling_pilot's "fraction met" is the fraction of start pairs met after n_steps
# (its table's column; "most pairs met"), not a median. Independent sites, q = 2, n = 2, one random-scan step:
# a pair of equal states stays met, a pair differing at both sites still differs at one (one site updated,
# and the updated site agrees: its conditional does not depend on the other site). Three pairs, one equal:
# met = 1/3, mean Hamming left = (0 + 1 + 1)/3 = 2/3 for every coupling (by hand).
def test_coupling_pilot_fraction_met_is_a_mean():
    from toolkit.bounds import coupling_pilot
    from toolkit.models import IndependentSites

    xs = np.array([[0, 0], [0, 0], [0, 0]])
    ys = np.array([[0, 0], [1, 1], [1, 1]])
    r = coupling_pilot(IndependentSites(np.zeros((2, 2))), starts=(xs, ys), n_replicates=1, n_steps=1, rng=0)
    for c in ("maximal", "crn", "ot"):
        assert r.met[c] == pytest.approx(1 / 3) and r.distance[c] == pytest.approx(2 / 3)


# ---- toolkit/models/adapter.py: _token_id gives an id "when s is a single known token" (its docstring): a
# string outside the vocabulary that the tokenizer turns into exactly one known piece is that piece's token;
# one that becomes two pieces is no single token (None), whatever its first piece is.
def test_token_id_takes_exactly_one_piece():
    from types import SimpleNamespace

    from toolkit.models.adapter import MaskedLM

    class Tok:
        ids = {"lord": 7, "##s": 9}

        def tokenize(self, text):
            return {"Lord": ["lord"], "lords": ["lord", "##s"]}[text]

        def convert_tokens_to_ids(self, piece):
            return self.ids.get(piece, 0)

    stub = SimpleNamespace(_vocab={"lord": 7, "##s": 9}, split_chars=False, tokenizer=Tok(), unk_id=0)
    stub._pieces = lambda text: MaskedLM._pieces(stub, text)
    assert MaskedLM._token_id(stub, "lord") == (7, ["lord"])
    assert MaskedLM._token_id(stub, "Lord") == (7, ["lord"])
    assert MaskedLM._token_id(stub, "lords") == (None, ["lord", "##s"])


# ---- toolkit/app/records.py: family_rows counts one verdict for an exact case (its ``verdict``) and the
# ``verdict_counts`` of a sampled one; scored as benchmarks/phase_calibration.py does (right = the truth,
# wrong = crossover where there is a transition). By hand: exact 1 right; sampled 2 right, 1 wrong, 1 neither.
def test_family_rows_exact_case_is_one_verdict():
    from toolkit.app.records import family_rows

    rec = {"cases": [{"case": "cw", "kind": "exact", "verdict": "transition", "truth": "transition"},
                     {"case": "potts", "kind": "sampled", "truth": "transition",
                      "verdict_counts": {"transition": 2, "crossover": 1, "inconclusive": 1}}]}
    rows = family_rows("static", records=[("r.json", rec)])
    got = [(r["family"], r["n"], r["right"], r["wrong"], r["undetermined"], r["counts"]) for r in rows]
    assert got == [("cw", 1, 1, 0, 0, {"transition": 1}),
                   ("potts", 4, 2, 1, 1, {"transition": 2, "crossover": 1, "inconclusive": 1})]
