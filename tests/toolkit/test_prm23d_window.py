"""prm23d (issue 30): :func:`toolkit.app.window.real_window` hands ``logit_rtol`` on to the exact
rectangle summary (documented: "override the model's declared logit errors"), not only to the
sampled rectangle test."""
from exact import site_logits
from exact.rectangles import rectangle_summary
from toolkit.app.window import real_window
from toolkit.models import make_model


def test_logit_rtol_reaches_the_exact_rectangles():
    m = make_model("asymmetric-pairwise", q=2, n=3, scale=1.0, seed=0)
    L = site_logits(m)
    # a relative logit error of 1/2 makes every rectangle's bound exceed its |log R|: nothing is
    # certified; at the model's own (exact) logits the incompatible model has certified rectangles
    assert rectangle_summary(L, temperature=1.0).n_certified > 0
    assert rectangle_summary(L, temperature=1.0, logit_rtol=0.5).n_certified == 0
    r = real_window(m, n_chains=4, n_steps=16, n_pairs=2, n_replicates=4, n_contexts=2, exit_time=False,
                    logit_rtol=0.5, rng=0)
    assert r.rectangles.n_certified == 0
