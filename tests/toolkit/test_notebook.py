"""Results in notebooks: ``_repr_html_`` of the result types and of ChainRun, and
``ChainRun.to_arviz()`` with the diagnostics of :mod:`toolkit.diagnostics` held against
ArviZ's on the same draws (skipped where arviz / arviz-stats are not installed: the
``arviz`` extra)."""

from __future__ import annotations

import sys
import warnings
from html.parser import HTMLParser

import numpy as np
import pytest
from scipy.signal import lfilter

from exact import ExactChain, check_claims
from toolkit.diagnostics import effective_sample_size, rhat, summarize_run
from toolkit.exceptions import InvalidInputError, MissingDependencyError
from toolkit.models import potts
from toolkit.results import Claim, Estimate
from toolkit.sampling import run_chains


class _Balance(HTMLParser):
    """Counts open tags: every tag that is opened must be closed, in order."""

    VOID = {"br", "img", "hr", "meta", "input", "col"}

    def __init__(self):
        super().__init__()
        self.stack, self.errors, self.text = [], [], []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def _parse(html: str) -> _Balance:
    p = _Balance()
    p.feed(html)
    p.close()
    assert p.errors == [] and p.stack == [], (p.errors, p.stack)
    return p


def _run(**kw):
    return run_chains(potts(2, 5, 1.0), temperature=2.0, n_chains=4, n_steps=400,
                      observables={"m": lambda x: x.mean(axis=1)}, rng=3, **kw)


# ---------------------------------------------------------------------- _repr_html_
def test_repr_html_of_exact_results_is_a_balanced_table_with_their_values():
    chain = ExactChain(potts(2, 3, 1.0), temperature=1.0)
    mix = chain.mixing()
    page = mix._repr_html_()
    text = " ".join(_parse(page).text)
    assert page.startswith("<div class='glauber-result'><table>") and "MixingResult" in text
    assert f"{mix.t_mix}" in text and "t_mix" in text and "0.25" in text
    # the evaluated points of d(t) are in the to_frame() block, the first one exactly d(0)
    assert "to_frame(): " in text and f"{mix.distances[0]:.6g}" in text
    spec = chain.spectrum._repr_html_()
    assert f"{chain.spectrum.spectral_gap:.6g}" in " ".join(_parse(spec).text)
    law = ExactChain(potts(2, 4, 1.0), temperature=1.0).law._repr_html_()
    assert "array (16,), float64" in " ".join(_parse(law).text)  # long arrays by shape, never dumped


def test_repr_html_of_a_report_lists_claims_and_escapes_text():
    rep = check_claims(potts(2, 3, 1.0), temperature=1.0)
    text = " ".join(_parse(rep._repr_html_()).text)
    assert f"{len(rep.claims)} items (Claim)" in text and "to_frame()" in text
    c = Claim("a <b> & c", "x < y", True, 1.0, 0.5, True, slack=0.5)
    page = c._repr_html_()
    assert "a &lt;b&gt; &amp; c" in page and "<b> &" not in page
    assert "PASS" in " ".join(_parse(page).text)
    e = Estimate(2.5, stderr=0.1, n_samples=10, method="coupling")
    text = " ".join(_parse(e._repr_html_()).text)
    assert "value 2.5 stderr 0.1" in text and "[2.304, 2.696]" in text  # 2.5 -+ 1.96 * 0.1


def test_chain_run_repr_html_shows_settings_and_diagnostics():
    run = _run()
    text = " ".join(_parse(run._repr_html_()).text)
    s = summarize_run(run)["m"]
    assert "4 x 400" in text and f"R-hat {s.rhat:.4g}" in text and f"ESS {s.ess:.4g}" in text


# ---------------------------------------------------------------------- ArviZ
def _import(name: str):
    """Import an optional ArviZ package or skip (arviz 0.2x warns about its 1.0 refactor on import)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=r"\s*ArviZ is undergoing", category=FutureWarning)
        return pytest.importorskip(name)


def test_to_arviz_layout_and_rhat_equal_to_arviz():
    az = _import("arviz")
    run = _run()
    data = run.to_arviz(states=True, burn_in=100)
    post = data["posterior"]
    keep = run.times >= 100
    assert dict(post["m"].sizes) == {"chain": 4, "draw": int(keep.sum())}
    assert dict(post["state"].sizes) == {"chain": 4, "draw": int(keep.sum()), "site": 5}
    np.testing.assert_array_equal(post["draw"].values, run.times[keep])
    np.testing.assert_array_equal(post["m"].values, run.observable("m")[:, keep])
    np.testing.assert_array_equal(post["state"].values, run.states[:, keep])
    assert post.attrs["temperature"] == 2.0 and post.attrs["scan"] == "random" and post.attrs["burn_in"] == 100
    # the same rank-normalized split R-hat (Vehtari et al. 2021) on the same draws: equal up to
    # round-off (measured: 2e-16 on 120 AR(1) draw sets)
    ours = rhat(run.observable("m")[:, keep])
    assert float(az.rhat(data, var_names=["m"])["m"]) == pytest.approx(ours, rel=1e-12)


def test_to_arviz_errors(monkeypatch):
    run = _run(record_states=False)
    monkeypatch.setitem(sys.modules, "arviz", None)  # as if the extra were not installed
    with pytest.raises(MissingDependencyError, match=r"glauber-mlm\[arviz\]"):
        run.to_arviz()
    monkeypatch.undo()
    _import("arviz")
    with pytest.raises(InvalidInputError, match="record_states=True"):
        run.to_arviz(states=True)
    with pytest.raises(InvalidInputError, match="`burn_in`=401 leaves no record"):
        run.to_arviz(burn_in=401)


def test_to_arviz_of_a_default_run_exports_the_hamming_distance_to_the_start():
    """``run_chains(m).to_arviz()`` with default arguments: the run records its states and no
    observable, so the export is ``hamming_to_start`` (what ``observables=["hamming_to_start"]``
    records); a run with neither names the argument to pass."""
    _import("arviz")
    run = run_chains(potts(2, 5, 1.0), n_chains=3, n_steps=50, rng=4)
    post = run.to_arviz()["posterior"]
    assert list(post.data_vars) == ["hamming_to_start"]
    twin = run_chains(potts(2, 5, 1.0), n_chains=3, n_steps=50, rng=4, observables=["hamming_to_start"])
    np.testing.assert_array_equal(post["hamming_to_start"].values, twin.observable("hamming_to_start"))
    bare = run_chains(potts(2, 5, 1.0), n_chains=3, n_steps=50, record_states=False, rng=4)
    with pytest.raises(InvalidInputError, match=r"observables=\['hamming_to_start'\].*record_states=True"):
        bare.to_arviz()


def _ar1(a: float, seed: int, m: int = 4, n: int = 4000) -> np.ndarray:
    """``m`` stationary-in-law AR(1) chains ``x_t = a x_{t-1} + noise`` (tau = (1 + a)/(1 - a))."""
    return lfilter([1.0], [1.0, -a], np.random.default_rng(seed).normal(size=(m, n)), axis=1)


@pytest.mark.parametrize("a", [0.0, 0.5])
def test_rhat_and_ess_against_arviz_stats(a):
    """Same draws, two implementations. R-hat: the same algorithm, equal up to round-off.
    ESS: two estimators of the same quantity (ours: Sokal's window c = 5 on unsplit chains;
    arviz-stats: Geyer's initial monotone sequence on split chains), so they agree
    statistically: measured over seeds 0..19 at a in {0, 0.5}, every ratio in [0.90, 1.08]
    and their mean within 1% of 1; asserted: every ratio within 15% and the mean within 3%.
    Both also land near the closed form m N (1 - a)/(1 + a)."""
    stats = _import("arviz_stats.base").array_stats
    ratios = []
    for seed in range(20):
        x = _ar1(a, seed)
        assert rhat(x) == pytest.approx(float(stats.rhat(x, chain_axis=0, draw_axis=1)), rel=1e-12, abs=0)
        ours = effective_sample_size(x)
        theirs = float(stats.ess(x, chain_axis=0, draw_axis=1, method="mean"))
        ratios.append(ours / theirs)
    ratios = np.array(ratios)
    assert np.all(np.abs(ratios - 1) <= 0.15), ratios
    assert abs(ratios.mean() - 1) <= 0.03, ratios.mean()
    truth = 4 * 4000 * (1 - a) / (1 + a)
    assert effective_sample_size(_ar1(a, 0)) == pytest.approx(truth, rel=0.15)
