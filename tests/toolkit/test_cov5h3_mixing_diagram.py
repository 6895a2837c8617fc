"""Coverage-driven pins of :mod:`toolkit.app.mixing_diagram` (issue 30, branch cov5h3): the
uniform zero-field q = 2 cycle takes Glauber's closed-form gap (checked against the
enumerated chain's relaxation time, an independent computation), a failing enumeration is a
note, the input checks of ``window_family`` and ``mixing_diagram``, the device of a real
window, the progress line per size, and the cell counts by kind."""

import math
import re

import pytest

from exact import ExactChain
from toolkit.app import mixing_diagram as md
from toolkit.exceptions import InvalidInputError
from toolkit.growth import Timescale
from toolkit.models import make_model, potts


@pytest.mark.parametrize("n,T", [(3, 1.0), (5, 0.7), (6, 2.0)])
def test_uniform_zero_field_cycle_takes_glaubers_gap(n, T):
    ts, method, notes = md.exact_timescales(potts(2, n, 1.0, graph="cycle"), T)
    assert method == "exact (transfer)" and notes == ()
    (rel,) = ts
    assert rel.quantity == "t_rel" and rel.kind == "exact"
    # the same chain enumerated: its relaxation time 1 / (1 - lambda_2) in steps
    assert rel.value == pytest.approx(ExactChain(potts(2, n, 1.0, graph="cycle"), temperature=T).spectrum.relaxation_time, rel=1e-8)
    assert rel.low <= rel.value <= rel.high


def test_a_path_or_a_field_is_enumerated_instead():
    _, method, _ = md.exact_timescales(potts(2, 5, 1.0, graph="path"), 1.0)
    assert method == "exact (enumeration)"
    _, method, _ = md.exact_timescales(make_model("nn-chain", q=2, n=5, scale=0.5, seed=1), 1.0)  # fields
    assert method == "exact (enumeration)"


def test_a_failing_enumeration_is_a_note(monkeypatch):
    def boom(*a, **k):
        raise RuntimeError("no memory")

    monkeypatch.setattr(md, "ExactChain", boom)
    ts, method, notes = md.exact_timescales(make_model("random-table", q=2, n=3, seed=0), 1.0)
    assert (ts, method) == ((), "exact (enumeration)")
    assert notes == ("enumeration failed: RuntimeError: no memory",)


def test_window_family_checks_the_name_and_passes_the_device(monkeypatch):
    with pytest.raises(InvalidInputError, match=r"`name` must be a real MLM .* or a masked toy .*; got 'potts'"):
        md.window_family("potts")
    seen = []
    monkeypatch.setattr(md, "make_model", lambda name, **kw: seen.append((name, kw)) or object())
    f = md.window_family("tiny-en", device="cuda")
    assert f(3) is f(3) and len(seen) == 1  # built once per size
    assert seen[0][0] == "tiny-en" and seen[0][1]["device"] == "cuda" and seen[0][1]["n"] == 3
    md.window_family("tiny-en")(3)
    assert "device" not in seen[-1][1]  # the CPU default is not passed
    md.window_family("masked-independent", device="cuda")(3)
    assert "device" not in seen[-1][1]  # a masked toy has no device


def test_mixing_diagram_checks_method_and_grid():
    fam = lambda n: make_model("independent", q=2, n=n, seed=0)  # noqa: E731
    with pytest.raises(InvalidInputError, match=r"`method` must be 'auto', 'exact' or 'sampled'; got 'exakt'"):
        md.mixing_diagram(fam, [2], [1.0], method="exakt")
    with pytest.raises(InvalidInputError, match="`n_values` and `temperatures` need at least one value each"):
        md.mixing_diagram(fam, [], [1.0])
    with pytest.raises(InvalidInputError, match="`n_values` and `temperatures` need at least one value each"):
        md.mixing_diagram(fam, [2], [])


def test_progress_says_each_size_once():
    lines = []
    d = md.mixing_diagram(lambda n: make_model("independent", q=2, n=n, seed=0), [4, 2, 4], [1.0, 2.0],
                          label="indep", progress=lines.append)
    assert d.n_values == (2, 4)  # sorted, duplicates dropped
    assert len(lines) == 2
    assert all(re.fullmatch(rf"\[mixing\] indep: n = {n} done \(\d+ s\)", ln) for ln, n in zip(lines, (2, 4),
                                                                                                strict=True))
    # independent sites: t_rel = n steps in closed form (gap 1/n)
    assert d.cell(4, 2.0).timescales[0].value == 4.0


def test_counts_by_kind():
    def cell(*kinds, disagree=False, vacuous=False):
        ts = tuple(Timescale("t_rel", k, 5.0, 1.0, 9.0, "m", 4, 1.0, vacuous=vacuous) for k in kinds)
        return md.Cell(4, 1.0, ts, "x", starts_disagree=disagree)

    d = md.MixingDiagram("l", (4,), (1.0, 2.0, 3.0, 4.0, 5.0),
                         ((cell("exact", "upper"), cell("estimate", "lower"), cell("upper", vacuous=True),
                           cell("lower", "upper", disagree=True), cell("lower")),), (), ())
    assert d.counts() == {"exact": 1, "estimate": 1, "bounds only": 3, "vacuous bounds": 1, "starts disagree": 1}


@pytest.mark.parametrize("name,kw", [("curie-weiss", dict(n=6, beta=1.0)), ("identical-sites", dict(q=2, n=5))])
def test_exchangeable_compatible_models_get_a_reversible_t_rel_bound(name, kw):
    # the contraction bound b on t_mix, and for a reversible chain t_rel <= 1 + b / ln 2
    # ((t_rel - 1) ln 2 <= t_mix <= b); held against the enumerated chain's exact t_rel and t_mix
    m = make_model(name, **kw)
    T = 3.0
    ts, method, _ = md.exact_timescales(m, T)
    assert method == "exact (lumped)"
    (mix_up,) = [t for t in ts if t.quantity == "t_mix" and t.kind == "upper"]
    (rel_up,) = [t for t in ts if t.quantity == "t_rel" and t.kind == "upper"]
    assert rel_up.value == pytest.approx(1 + mix_up.value / math.log(2), rel=1e-12)
    chain = ExactChain(m, temperature=T)
    assert chain.mixing(0.25).t_mix <= mix_up.value
    assert chain.spectrum.relaxation_time <= rel_up.value
    (rel,) = [t for t in ts if t.quantity == "t_rel" and t.kind == "exact"]
    assert rel.value == pytest.approx(chain.spectrum.relaxation_time, rel=1e-8)


def test_a_failing_transfer_chain_falls_back_to_enumeration(monkeypatch):
    def boom(model):
        raise RuntimeError("singular")

    monkeypatch.setattr(md, "nearest_neighbour_chain", boom)
    m = potts(2, 5, 1.0, graph="cycle")
    ts, method, notes = md.exact_timescales(m, 1.0)
    assert method == "exact (enumeration)"
    assert notes == ("Glauber's gap not used: RuntimeError: singular",)
    (rel,) = [t for t in ts if t.quantity == "t_rel"]
    assert rel.value == pytest.approx(ExactChain(m, temperature=1.0).spectrum.relaxation_time, rel=1e-8)
