"""Output that says good or bad (issue 26, points 4 and 5): every claim of the study and of
the report carries a verdict word with its reason, a bound without information is flagged
vacuous, intervals say what they count, the budget adds up to 100 %, symbols are glossed;
every result type prints as a table (no dataclass repr); tables never break words; code
spans that are file names are not set as math."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from tests.toolkit.test_results import BUILDERS
from toolkit.app import study as study_mod
from toolkit.app.report import _model as report_model
from toolkit.app.report._math import looks_like_code
from toolkit.app.report._write import GLOSSARY, to_markdown
from toolkit.results import COMPARISON_VERDICTS, VERDICTS, Estimate


# ---------------------------------------------------------------------------- verdict words
def _mixing(t_lower, t_upper, ratio, n_censored=0, n_steps=400):
    return {"t_lower": t_lower, "t_upper": t_upper, "ratio": ratio, "n_censored": n_censored, "n_steps": n_steps}


@pytest.mark.parametrize("d, verdict, why", [
    # sceptr's case: a lower bound of 1 (t_lower + 1) at every T, upper not reached
    (_mixing(0, math.inf, math.inf, n_censored=24), "vacuous", "t_mix's floor"),
    (_mixing(0, 8.0, 8.0), "vacuous", "only the upper bound, 8, says anything"),
    (_mixing(23, math.inf, math.inf, n_censored=5), "not resolved", "5 coupled pairs did not meet within 400 steps"),
    (_mixing(23, 120.0, 5.0), "holds", ""),
    (_mixing(9, 2000.0, 200.0), "not resolved", "200x apart"),
])
def test_the_bracket_of_t_mix_says_what_it_is(d, verdict, why):
    got, reason = study_mod._bracket_verdict(d)
    assert got == verdict and why in reason, (got, reason)


@pytest.mark.parametrize("g, bound, mean, ci, censored, verdict", [
    (-0.5, math.nan, 3.0, (2.0, 4.0), 0, "vacuous"),       # no strict argmax: the bound does not apply
    (0.1, 0.55, 3.0, (2.0, 4.0), 0, "vacuous"),            # e^(0.1/1)/(3-1) = 0.55 < 1 step
    (2.0, 3.69, 10.0, (8.0, 12.0), 0, "holds"),
    (2.0, 3.69, 1.5, (1.2, 1.8), 0, "refuted"),            # the whole interval below the bound
    (2.0, 3.69, 3.0, (1.0, 5.0), 0, "not resolved"),
    (2.0, 3.69, 3.0, (1.0, 5.0), 2, "not resolved"),       # censored: a lower estimate
])
def test_the_escape_comparison_says_what_it_is(g, bound, mean, ci, censored, verdict):
    m = Estimate(mean, stderr=0.5, ci=ci, n_samples=8, method="t")
    got, reason = study_mod._escape_verdict(g, bound, m, censored)
    assert got == verdict and (reason or verdict == "holds"), (got, reason)


def test_a_comparison_never_reads_measured():
    for holds in (True, False, None):
        c = report_model.ReportClaim("s", "c", "-", None, 1, 2, holds, kind="comparison")
        assert c.status() in COMPARISON_VERDICTS and c.status() != "measured"
    assert "measured" not in VERDICTS
    with pytest.raises(ValueError, match="`verdict`"):
        report_model.ReportClaim("s", "c", "-", None, 1, 2, None, kind="comparison", verdict="measured")


def test_budget_shares_add_up_to_100_percent():
    # a residue model: the semantic share goes to mixing, and it is not counted twice (was 110 %)
    shares = study_mod.study_shares(False, study_mod.SECTION_KEYS)
    line = study_mod.budget_line(shares, study_mod.SECTION_KEYS)
    assert sum(int(p) for p in re.findall(r"(\d+)%", line)) == 100, line
    assert "semantic" not in line
    line = study_mod.budget_line(dict(study_mod.SHARES), ("mixing", "phase"))
    assert sum(int(p) for p in re.findall(r"(\d+)%", line)) == 100 and "not run" in line, line


def test_the_prevalence_interval_says_what_it_counts():
    prev = Estimate(0.964, stderr=0.05, ci=(0.368, 0.999), n_samples=110,
                    method="fraction of distinct rectangles certified; error clustered by context (2 contexts, "
                           "effective size 7.5 of 110)")
    text = study_mod._prevalence_interval(prev, 110, 2)
    assert text == "95% Wilson over 110 rectangles in 2 contexts (clustered by context, effective size 7.5): 0.368..0.999"


def test_a_quick_study_has_a_verdict_word_and_reason_on_every_claim(tmp_path):
    from toolkit.models import make_model

    model = make_model("random-pairwise", q=2, n=5)
    rep = study_mod.study(model, str(tmp_path), budget=6.0, sections=("influence", "mixing", "metastability"),
                          rng=0)
    claims = rep.claims
    assert claims
    for c in claims:
        assert c.status() in VERDICTS and c.status() != "measured", c
        assert c.status() in ("holds", "PASS") or c.reason, c  # every other verdict says why
    md = (tmp_path / "index.md").read_text()
    assert "measured" not in md.split("## Contents")[1]
    assert GLOSSARY in md  # alpha, gamma, x*, T_0, t_rel glossed before any section uses them
    assert md.index(GLOSSARY) < md.index("## Contents")
    for symbol in ("`alpha`", "`gamma`", "`x*`", "`T_0`", "`t_rel`"):
        assert symbol in GLOSSARY
    assert "Why:" in md or all(c.status() == "holds" for c in claims)


# ---------------------------------------------------------------------------- text and tables
@pytest.mark.parametrize("name", list(BUILDERS))
def test_every_result_type_prints_a_readable_table(name):
    obj = BUILDERS[name]()
    text = str(obj)
    cls = type(obj).__name__
    assert not re.match(rf"{cls}\(\w+=", text), text[:200]  # not the dataclass repr
    lines = text.splitlines()
    assert len(lines) <= 60, len(lines)
    assert max(len(line) for line in lines) <= 400, max(lines, key=len)  # no 500-character repr


def test_spectral_summary_prints_its_fields_one_per_line():
    text = str(BUILDERS["SpectralSummary"]())
    assert text.startswith("SpectralSummary (")
    assert re.search(r"^spectral_gap +\d", text, re.M) and re.search(r"^reversible +(yes|no)$", text, re.M)


def test_tables_never_break_a_word():
    rows = [(1, "phase verdict, antiberty (cpu grid)", "-", "transition", "not resolved", "-")]
    text = report_model.wrapped_table(rows, ("#", "claim", "bound", "value", "verdict", "slack"), (3, 10, 5, 5, 4, 3))
    words = set(re.findall(r"[A-Za-z]+", text))
    for w in ("antiberty", "transition", "resolved", "verdict"):
        assert w in words, text  # whole, not "tran / sitio / n"


def test_the_report_css_does_not_break_words_in_tables():
    from toolkit.app.report._write import STYLE

    cell = re.search(r"td,th\{([^}]*)\}", STYLE).group(1)
    assert "overflow-wrap:normal" in cell and "word-break:normal" in cell


@pytest.mark.parametrize("span", ["benchmarks/gpu_phase.sh", "gpu_study.sh", "scripts/mutation.py",
                                  "tests/test_verify.py", "pytest -m gpu"])
def test_file_names_are_code_not_math(span):
    assert looks_like_code(span)


@pytest.mark.parametrize("span", ["t_mix(1/4)", "x_*", "e^(gamma/T)/(q-1)", "alpha < 1"])
def test_formulas_are_still_math(span):
    assert not looks_like_code(span)


def test_markdown_lists_the_reasons_under_the_table():
    s = report_model.Section("mixing", "Mixing")
    s.claims.append(report_model.ReportClaim("mixing", "t_mix bracketed", "-", None, "ratio <= 10", "1 .. 8", True,
                                             kind="comparison", verdict="vacuous", reason="the lower bound 1 is t_mix's floor"))
    rep = report_model.VerifyReport([s], "out", 1.0)
    md = to_markdown(rep)
    assert "| vacuous |" in md and "- 1 (vacuous): the lower bound 1 is t_mix's floor" in md
    assert "1 (vacuous): the lower bound 1 is t_mix's floor" in rep.claims_table()


def test_result_text_shows_arrays_by_shape():
    from toolkit.results import StationaryLaw, result_text

    law = StationaryLaw(np.full(100, 0.01), None, "gth", 0.0, 0.0, 0.0, 100)
    assert "array (100,), float64" in result_text(law)


# ---------------------------------------------------------------------- blind audit 4c (issue 30)
# formulas as HTML (toolkit/app/report/_math.py)


def test_math_html_equivalence_and_negative_superscript():
    from toolkit.app.report._math import math_html
    assert "⇔" in math_html("a <=> b")
    assert math_html("x^-1") == '<span class="math"><i>x</i><sup>−1</sup></span>'
