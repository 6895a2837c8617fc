"""Toy models dressed as masked LMs (toolkit/models/masked_toy.py): the conditionals are the
base toy's at the embedded state (checked against dense numpy written here), the template
interface is the one the real-MLM path reads, and the phase pipeline sends them to ``mlm``."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model, potts
from toolkit.models.masked_toy import nn_chain


def _full(m, x):
    full = np.tile(m._text, (x.shape[0], 1))
    full[:, m.free_positions] = x
    return full


def test_window_logits_are_the_base_conditionals_at_the_embedded_state():
    # reference: l_i(a) = h[i, a] + sum_{j != i} J[i, j, a, x_j] on the full template, dense numpy
    m = make_model("masked-chain", q=4, n=5, length=11, coupling=0.7, disorder=0.4, symmetric=False, scale=1.0,
                   seed=3)
    b = m.base
    rng = np.random.default_rng(0)
    x = rng.integers(0, 4, size=(7, 5))
    sites = rng.integers(0, 5, size=7)
    full = _full(m, x)
    ref = np.empty((7, 4))
    for r in range(7):
        i = int(m.free_positions[sites[r]])
        ref[r] = b.h[i] + sum(b.J[i, j, :, full[r, j]] for j in range(11) if j != i)
    np.testing.assert_allclose(m.logits(x, sites), ref, rtol=0, atol=1e-12)
    np.testing.assert_allclose(m.reduced().logits(x, sites), ref, rtol=0, atol=1e-12)
    A = m.all_conditionals(x)
    np.testing.assert_allclose(A[np.arange(7), sites], ref, rtol=0, atol=1e-12)


def test_mean_field_window_counts_the_fixed_sites():
    # l_i(a) = beta/L #{j != i : x_j = a} over all L template sites (MeanFieldPotts' convention)
    m = make_model("masked-mean-field-potts", q=5, n=4, length=9, beta=2.0, seed=1)
    x = np.random.default_rng(2).integers(0, 5, size=(6, 4))
    sites = np.arange(6) % 4
    full = _full(m, x)
    ref = np.empty((6, 5))
    for r in range(6):
        i = int(m.free_positions[sites[r]])
        others = np.delete(full[r], i)
        ref[r] = 2.0 / 9 * np.bincount(others, minlength=5)
    np.testing.assert_allclose(m.logits(x, sites), ref, rtol=0, atol=1e-13)
    np.testing.assert_allclose(m.reduced().logits(x, sites), ref, rtol=0, atol=1e-13)
    cw = make_model("masked-curie-weiss", n=3, length=7, beta=1.5, field=0.3, seed=4)
    y = np.random.default_rng(3).integers(0, 2, size=(4, 3))
    fy, s = _full(cw, y), np.array([-1.0, 1.0])
    ref = np.array([s * (1.5 / 7 * (s[np.delete(fy[r], cw.free_positions[r % 3])].sum()) + 0.3) for r in range(4)])
    np.testing.assert_allclose(cw.logits(y, np.arange(4) % 3), ref, rtol=0, atol=1e-13)
    np.testing.assert_allclose(cw.reduced().logits(y, np.arange(4) % 3), ref, rtol=0, atol=1e-13)


def test_every_site_free_is_the_base_model():
    m = make_model("masked-independent", q=20, n=6, seed=5)
    assert m.template_length == 6 and m.free_positions.tolist() == list(range(6))
    x = np.random.default_rng(0).integers(0, 20, size=(3, 6))
    np.testing.assert_array_equal(m.logits(x, [0, 3, 5]), m.base.h[[0, 3, 5]])
    # nn_chain without disorder or fields is the Potts chain
    a, b = nn_chain(3, 6, coupling=0.8, graph="cycle"), potts(3, 6, 0.8, graph="cycle")
    np.testing.assert_array_equal(a.J, b.J)
    assert a.graph == "cycle" and a.is_compatible()
    assert not nn_chain(3, 6, disorder=0.3, symmetric=False, rng=1).is_compatible()
    assert nn_chain(3, 6, disorder=0.3, symmetric=True, scale=1.0, rng=1).is_compatible()


def test_template_interface_as_the_real_mlm_path_reads_it():
    from toolkit.app.phase import point_method, real_phase_params

    m = make_model("masked-chain", q=20, n=4, length=12, seed=0)
    assert m.forward_pass_per_site is True and len(m.tokens) == 20
    text = m._template_args["text"]
    assert len(text) == 12 and m.decode(m.initial_state()) == text[4:8]
    w = m.with_template(text=text, free_positions=[0, 1])
    assert w.length == 2 and w.decode(w.initial_state()) == text[:2] and w.render(w.initial_state()) == text
    assert point_method(m) == "mlm"
    # nested windows of a fixed template, as for the real models
    a, b = (set(real_phase_params("masked-chain", n, {"length": 12})["free_positions"]) for n in (4, 8))
    assert a < b
    assert real_phase_params("masked-chain", 5, {})["free_positions"] == "all"


def test_bad_templates_name_the_argument():
    m = make_model("masked-independent", q=3, n=2, length=4)
    with pytest.raises(InvalidInputError, match="`text` must have 4 tokens"):
        m.with_template(text="AC")
    with pytest.raises(InvalidInputError, match="`free_positions` must be in 0..3"):
        m.with_template(free_positions=[0, 7])
    with pytest.raises(InvalidInputError, match="outside V"):
        m.with_template(text="ACDW")
    with pytest.raises(InvalidInputError, match="`n`=5 exceeds"):
        make_model("masked-independent", q=3, n=5, length=4)
    with pytest.raises(InvalidInputError, match="does not match"):
        make_model("masked-independent", q=3, n=3, length=4, free_positions=[0, 1])
    with pytest.raises(InvalidInputError, match="keeps its token set"):
        m.with_template(tokens=["A", "C"])
    with pytest.raises(InvalidInputError, match="path' or 'cycle"):
        nn_chain(3, 4, graph="torus")


def test_mlm_path_runs_a_masked_toy_through_the_sweep_store(tmp_path):
    from toolkit.app.phase import real_phase_data

    data, summary, spec = real_phase_data(tmp_path / "s.sqlite", "masked-independent", grid="smoke",
                                          params={"q": 5, "length": 6})
    assert spec["q"] == 5 and data.binder.shape == (4, 3) and "from x*" in data.method


def test_masked_toy_exact_chain_matches_its_reduced_model():
    # the enumerated chain of the wrapper (its logits over all states) and of the reduced toy agree
    from exact.markov import ExactChain

    m = make_model("masked-chain", q=3, n=4, length=7, coupling=0.5, disorder=0.5, symmetric=False, scale=1.0,
                   seed=2)
    a, b = ExactChain(m, temperature=0.7), ExactChain(m.reduced(), temperature=0.7)
    np.testing.assert_allclose(a.pi, b.pi, rtol=1e-12, atol=0)
