"""Contract sweep (issue 30, branch sweep6s5): ``glauber sample``'s thresholds at their
boundary (R-hat 1.01 and ESS 400, strict), its documented defaults (64 chains, 2000 steps,
maximal coupling, 8 x 64 toy / 2 x 8 real pairs x replicates, the coupled steps cap), the
cost formula by hand, the token-set source and the text-outside-V warning's wording
(sampled_summary and the pilot stubbed)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import toolkit.app.commands.sample as sample
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


def _summary(rhat, n_samples, iat):
    est = lambda v, n=0: SimpleNamespace(value=v, n_samples=n, method="")  # noqa: E731
    qs = [SimpleNamespace(name="R-hat energy", spec={"quantity": "rhat"}, estimate=est(rhat))]
    items = {"mean energy": SimpleNamespace(estimate=est(1.0, n_samples)),
             "iat energy": SimpleNamespace(estimate=est(iat))}
    return SimpleNamespace(quantities=qs, __getitem__=None, _items=items)


class _S:
    def __init__(self, rhat, n_samples, iat):
        s = _summary(rhat, n_samples, iat)
        self.quantities, self._items = s.quantities, s._items

    def __getitem__(self, key):
        return self._items[key]


@pytest.mark.parametrize("rhat, n, iat, kinds", [
    (1.01, 800, 2.0, []),            # R-hat exactly 1.01 and ESS exactly 400: no warning
    (1.0101, 800, 2.0, ["rhat"]),
    (1.0, 799, 2.0, ["ess"]),        # ESS = N / tau = 399.5
    (1.0, 400, 1.0, []),
])
def test_thresholds_are_strict(rhat, n, iat, kinds):
    assert (sample.RHAT_MAX, sample.ESS_MIN) == (1.01, 400)
    assert [w["kind"] for w in sample.sampling_warnings(_S(rhat, n, iat))] == kinds


@pytest.fixture
def spy(monkeypatch):
    seen = {}

    def stop(model, **kw):
        seen["model"], seen["kw"] = model, kw
        raise InvalidInputError("stop here")

    monkeypatch.setattr(sample, "sampled_summary", stop)
    return seen


def test_toy_defaults(spy):
    assert main(["sample", "--quiet"]) == 2
    kw = spy["kw"]
    assert (spy["model"].vocab_size, spy["model"].length) == (3, 6)
    assert (kw["n_chains"], kw["n_steps"], kw["burn_in"], kw["scan"], kw["coupling"]) == (64, 2000, None, "random",
                                                                                          "maximal")
    assert (kw["n_pairs"], kw["n_replicates"], kw["max_steps"], kw["rng"], kw["temperature"]) == (8, 64, None, 0, 1.0)


def test_boundaries_accepted(spy):
    assert main(["sample", "--quiet", "--chains", "2", "--steps", "8", "--burn-in", "0", "--pairs", "1",
                 "--replicates", "1", "--coupling-steps", "1"]) == 2
    kw = spy["kw"]
    assert (kw["n_chains"], kw["n_steps"], kw["burn_in"], kw["n_pairs"], kw["n_replicates"], kw["max_steps"]) == \
        (2, 8, 0, 1, 1, 1)


@pytest.mark.parametrize("argv, needle", [(["--chains", "1"], "`chains` must be >= 2"),
                                          (["--steps", "7"], "`steps` must be >= 8"),
                                          (["--burn-in", "-1"], "`burn_in` must be >= 0"),
                                          (["--pairs", "0"], "`pairs` must be >= 1"),
                                          (["--coupling-steps", "0"], "`coupling-steps` must be >= 1")])
def test_refusals(spy, capsys, argv, needle):
    assert main(["sample", *argv]) == 2
    assert needle in capsys.readouterr().err and "kw" not in spy


def test_cost_formula_by_hand(monkeypatch):
    model = SimpleNamespace(length=5)
    args = SimpleNamespace(steps=100, burn_in=None, chains=4, seed=0, rejection_free=False, coupling_steps=None,
                           pairs=2, replicates=3)
    # one second per call, nothing per row: calls = steps + records (lpl) + coupled steps
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (1.0, 0.0))
    chains_s, coupled_s, _ = sample.sampling_cost(model, args, lpl=True)
    assert chains_s == 100 + (100 - 50 + 1)            # burn-in: half; records: steps - burn_in + 1
    assert coupled_s == 1000                            # max(4 steps, 1000) coupled steps
    # nothing per call, one second per row: rows = steps x chains + records x chains x n; coupled: 2 x 2 x pairs x reps
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (0.0, 1.0))
    args.rejection_free, args.coupling_steps, args.burn_in = True, 7, 10
    chains_s, coupled_s, _ = sample.sampling_cost(model, args, lpl=True)
    assert chains_s == 100 * 5 * 4 + (100 - 10 + 1) * 4 * 5
    assert coupled_s == 7 * (2 * 2 * 2 * 3)
    args.steps = 300
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (1.0, 0.0))
    args.coupling_steps = None
    assert sample.sampling_cost(model, args, lpl=False)[1] == 1200   # 4 x 300 > 1000


def test_token_set_source_and_couplings():
    assert (sample.TOY_COUPLING, sample.REAL_COUPLING) == ((8, 64), (2, 8))
    a = SimpleNamespace(model="tiny-en", tokens=None, q=None, text=None)
    assert sample.token_set_source(a) == "the model's default set"
    a.text = "the lord"
    assert sample.token_set_source(a) == sample.TOKENS_ALL_WITH_TEXT
    a.q = 3
    assert sample.token_set_source(a) == "the first 3 of the model's default set, from --q"
    a.tokens = " all "
    assert sample.token_set_source(a) == "every non-special token, from --tokens all"
    assert sample.token_set_source(SimpleNamespace(model="potts")) is None


def test_text_outside_v_wording():
    one = SimpleNamespace(text_outside_v=lambda: [(2, "to")], vocab_size=8)
    w = sample.text_outside_v_warnings(one, "from --tokens")
    assert "the text's token 'to' at free site 2 is not in V (8 tokens, from --tokens)" in w[0]["message"]
    many = SimpleNamespace(text_outside_v=lambda: [(k, f"w{k}") for k in range(7)], vocab_size=8)
    w = sample.text_outside_v_warnings(many, "s")
    assert "'w5' at free site 5, ... (7 in all) are not in V" in w[0]["message"] and "w6" not in w[0]["message"]
    assert w[0]["value"] == [f"w{k}" for k in range(7)]
    assert sample.text_outside_v_warnings(SimpleNamespace(), "s") == []
