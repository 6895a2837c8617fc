"""The claim table behind ``glauber check`` on compatible, incompatible, contracting and
metastable models."""

from __future__ import annotations

import dataclasses
import json
import math

import numpy as np
import pytest

from exact.markov import check_claims
from toolkit.app.output import dump_json
from toolkit.exceptions import InvalidInputError, NonFiniteLogitsError
from toolkit.models import IndependentSites, planted_margin, potts, random_pairwise

JSON_KEYS = ["rectangle_max_abs", "rectangle_certified_fraction", "reversible", "alpha_col", "alpha_row",
             "contraction_bound", "t_mix", "fixed_points", "escape_bound"]


def test_symmetric_potts_every_claim():
    r = check_claims(potts(3, 4, 1.0, graph="cycle"), temperature=1.5, name="potts")
    d = r.to_dict()
    assert d["rectangle_certified_fraction"] == 0.0 and d["rectangle_max_abs"] == 0.0
    assert d["reversible"] is True and r.all_hold
    # compatible: drift and scan-order claims apply and hold; T > T_0 = 1 here, so contraction applies
    for name in ("rectangle-reversibility", "kolmogorov-ratio", "conditional-drift", "scan-order", "softmax-lemma",
                 "T0-sufficient", "path-coupling", "contraction-tmix", "spectral-upper", "spectral-lower",
                 "escape-bound", "bottleneck"):
        c = r.claim(name)
        assert c.hypothesis_holds and c.holds, (name, c)
    assert r.claim("contraction-tmix").value == d["t_mix"] <= d["contraction_bound"]
    assert [fp["text"] for fp in d["fixed_points"]] == ["0 0 0 0", "1 1 1 1", "2 2 2 2"]
    assert all(fp["gamma"] == 2.0 and fp["exit_time"] >= fp["escape_bound"] for fp in d["fixed_points"])
    assert d["escape_bound"]["holds"] is True and d["escape_bound"]["n_fixed_points"] == 3
    json.loads(dump_json(d))
    text = r.table()
    assert "0 of 486 certified" in text and "kernel reversible" in text and "all claims hold" in text


def test_asymmetric_pairwise_certified_with_witnesses():
    r = check_claims(random_pairwise(2, 5, 1.0, rng=0), temperature=1.0)
    d = r.to_dict()
    for k in JSON_KEYS:
        assert k in d
    assert d["rectangle_certified_fraction"] == 1.0 and d["reversible"] is False
    assert len(d["rectangle_witnesses"]) == 5 and d["rectangle_witnesses"][0]["certified"] is True
    # the shared types: quantile keys of every rectangle summary, witnesses as ids and as text
    assert list(d["rectangle_quantiles"]) == ["q50", "q90", "q99", "max"]
    assert d["rectangle_quantiles"]["max"] == d["rectangle_max_abs"]
    w = d["rectangle_witnesses"][0]
    assert isinstance(w["a"], int) and w["tokens_i"] == [str(w["a"]), str(w["a2"])] and len(w["context"]) == 5
    assert w["context_text"].split().count("_") == 2
    assert {c["section"] for c in d["claims"]} == {"compatibility", "contraction", "spectral", "metastability"}
    assert all(c["kind"] == "theorem" and c["status"] in ("PASS", "n/a") for c in d["claims"])
    assert r.claim("rectangle-reversibility").holds  # certified <=> not reversible
    for name in ("conditional-drift", "scan-order"):  # hypothesis (compatibility) fails: no verdict
        c = r.claim(name)
        assert not c.hypothesis_holds and c.holds is None and c.slack is None and c.value > 1e-3
    assert r.claim("spectral-lower").holds is None and r.claim("spectral-upper").holds
    assert "witnesses:" in r.table() and "NOT reversible" in r.table()
    assert r.all_hold


def test_below_T0_and_metastable():
    r = check_claims(potts(2, 5, 1.0), temperature=0.5)
    assert not r.claim("T0-sufficient").hypothesis_holds and r.claim("contraction-tmix").holds is None
    assert r.to_dict()["contraction_bound"] is None
    bn = r.claim("bottleneck")
    assert bn.hypothesis_holds and bn.holds and bn.bound > 10 and "basin" in bn.note
    esc = r.claim("escape-bound")
    assert esc.holds and esc.value >= esc.bound
    assert r.all_hold


def test_no_fixed_point_and_failure_flag():
    r = check_claims(planted_margin(2, 3, 1.0, rng=0), temperature=2.0)
    assert r.n_fixed_points >= 2
    r = check_claims(IndependentSites(np.zeros((3, 2))), temperature=1.0)
    assert r.to_dict()["escape_bound"]["holds"] is None and r.claim("escape-bound").holds is None
    assert "strict argmax fixed points: none" in r.table()
    bad = dataclasses.replace(r.claims[0], holds=False)
    broken = dataclasses.replace(r, claims=(bad,) + r.claims[1:])
    assert not broken.all_hold and "SOME CLAIM FAILS" in broken.table()


class InfiniteLogits:
    vocab_size, length, tokens = 2, 2, None

    def logits(self, x, sites):
        out = np.zeros((len(sites), 2))
        out[:, 0] = np.inf
        return out


def test_bad_inputs():
    with pytest.raises(InvalidInputError, match="`eps` must be in"):
        check_claims(potts(2, 3, 1.0), eps=1.0)
    with pytest.raises(InvalidInputError, match="`temperature`"):
        check_claims(potts(2, 3, 1.0), temperature="hot")
    with pytest.raises(NonFiniteLogitsError):
        check_claims(InfiniteLogits())


# ------------------------------------------------------------ third blind audit (issue 30)
def test_bottleneck_claim_takes_the_largest_basin_bound():
    """The bottleneck claim's bound is the largest (1 - pi(S) - eps) / Phi(S) over the zero-T
    basins S with pi(S) < 1 - eps. Curie-Weiss n = 5 with a small field (0.02) at T = 0.4 has
    two such basins with different bounds; each is recomputed here from the dense kernel and
    pi from numpy's eigenvector (Phi(S) = sum_{x in S, y notin S} pi(x) P(x, y) / pi(S))."""
    from exact import ExactChain, glauber_kernel
    from toolkit.models.exchangeable import CurieWeiss

    model, T, eps = CurieWeiss(5, 1.0, field=0.02), 0.4, 0.25
    P = glauber_kernel(model, temperature=T).dense()
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    b = ExactChain(model, temperature=T).basins()
    bounds = []
    for k in range(b.n_attractors):
        S = b.basin(k)
        pS = pi[S].sum()
        if not S.any() or S.all() or pS >= 1 - eps:
            continue
        phi = (pi[S][:, None] * P[np.ix_(S, ~S)]).sum() / pS
        bounds.append((1 - pS - eps) / phi)
    assert len(bounds) == 2 and abs(bounds[0] - bounds[1]) > 1.0   # two basins, different bounds
    r = check_claims(model, temperature=T, eps=eps)
    assert r.bottleneck["bound"] == pytest.approx(max(bounds), rel=1e-9)
    assert r.claim("bottleneck").bound == pytest.approx(max(bounds), rel=1e-9)


def test_conditional_drift_allowance_covers_the_log_entry_round_off():
    """The drift claim's allowance must cover the round-off of the log transition probabilities:
    each ``l/T - logsumexp(l/T) - ln n`` is three roundings on numbers of size at most
    S = 2 max|l| / T + ln q + ln n, so gamma_3 S (Higham, Accuracy and Stability, Lemma 3.1,
    gamma_k = k u / (1 - k u)) per entry, two entries per KL term; the allowance is at least
    DRIFT_ATOL + 2 rho (pi's error) + 2 gamma_3 S. At T = 1e-10 that term is a quarter of it."""
    from exact import site_logits
    from exact.checks import DRIFT_ATOL

    model, T = potts(2, 3, 1.0), 1e-10
    r = check_claims(model, temperature=T)
    u = 2.0**-53
    g3 = 3 * u / (1 - 3 * u)
    M = float(np.abs(site_logits(model).values).max())
    S = 2 * M / T + math.log(2) + math.log(3)
    rho = r.exact.pi_relative_error
    need = DRIFT_ATOL + 2 * rho + 2 * g3 * S
    assert 2 * g3 * S > 0.1 * need   # the round-off term matters at this temperature
    assert r.tolerances["drift"] >= need * (1 - 1e-12)
    assert r.claim("conditional-drift").holds
