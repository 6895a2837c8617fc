"""harden11a (issue 30): documented contracts of the toolkit that no test stated: the rows of
a sampler report's table, the count a memory refusal quotes, an unreached mixing bound in the
summary, and the first rows of ``to_frame()`` in a result's HTML. Expected
values are hand values (comments say how)."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from toolkit.app.testing import SamplerReport
from toolkit.bounds import MixingBounds
from toolkit.exceptions import MemoryLimitError
from toolkit.incompat import check_rectangle_memory
from toolkit.models import IndependentSites
from toolkit.results import StationaryLaw, result_html


# ---------------------------------------------------------------------- toolkit.app.testing
def _report(kind, n_samples, steps):
    one = np.array([1])
    return SamplerReport(kind=kind, passed=True, alpha=1e-3, temperature=1.0, scan="random", lazy=0.0,
                         steps=steps, n_samples=n_samples, starts=np.array([-1 if kind == "stationary" else 0]),
                         statistics=np.array([1.0]), dof=one, p_values=np.array([0.5]),
                         p_adjusted=np.array([0.5]), tv_observed=np.array([0.01]), impossible=np.array([0]),
                         detectable_w=0.2, detectable_tv=0.1)


def _cell(table, label):
    return [line[len(label):].split()[0] for line in table.splitlines() if line.startswith(label)]


def test_stationary_table_counts_independent_chains_and_its_steps():
    # check_stationary: n_chains independent chains, each run `steps` steps (the exact t_mix)
    t = _report("stationary", 400, 7).table()
    assert _cell(t, "independent chains") == ["400"] and "draws per start" not in t
    assert _cell(t, "steps run per chain (exact t_mix)") == ["7"]


def test_one_step_table_counts_draws_per_start_and_no_chain_steps():
    # check_sampler: n_samples draws per start; no long-run steps to report
    t = _report("one-step", 300, 1).table()
    assert _cell(t, "draws per start") == ["300"] and "independent chains" not in t
    assert "steps run per chain" not in t


# ---------------------------------------------------------------------- toolkit.incompat
def test_rectangle_memory_refusal_counts_every_rectangle():
    # 3 contexts x 5 site pairs x C(4, 2)^2 = 3 * 5 * 36 = 540 rectangles (by hand)
    with pytest.raises(MemoryLimitError) as exc:
        check_rectangle_memory(IndependentSites(np.zeros((6, 4))), n_contexts=3, n_pairs=5, k=4, max_memory=1)
    msg = str(exc.value)
    assert "3 context(s) x 5 site pair(s) x C(4, 2)**2 = 36 rectangles per pair (540 in all)" in msg


# ---------------------------------------------------------------------- toolkit.bounds
def test_summary_says_an_unreached_upper_bound_is_not_reached():
    # d_upper never falls to eps (0.25) nor to sqrt(eps) (0.5) within the 8 steps run: t_upper
    # is inf (MixingBounds docstring) and the summary must not print t_mix <= 8
    m = MixingBounds(np.array([1, 2, 4, 8]), np.full(4, 0.9), np.full(4, 0.9), np.zeros(4),
                     np.full((2, 1), np.inf), eps=0.25, n_steps=8)
    assert math.isinf(m.t_upper)
    s = m.summary()
    assert "<= t_mix <= > 8 (not reached)" in s and "t_mix <= 8 " not in s


# ---------------------------------------------------------------------- toolkit.results
def _law(N):
    pi = np.full(N, 1.0 / N)
    return StationaryLaw(pi, None, "gth", 0.0, 0.0, 0.0, N)


def test_result_html_shows_the_first_ten_rows_of_to_frame():
    # result_html: "the first rows of to_frame()": 10 of 12 shown, and the summary says so
    page = result_html(_law(12))
    block = page[page.index("<details>"):]
    assert "to_frame(): 12 rows x 3 columns (first 10)" in block
    body = block[block.index("<tbody>"):block.index("</tbody>")]
    assert len(re.findall(r"<tr", body)) == 10


def test_result_html_short_frame_is_shown_whole():
    page = result_html(_law(10))
    assert "to_frame(): 10 rows x 3 columns</summary>" in page
