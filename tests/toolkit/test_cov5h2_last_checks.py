"""Coverage-driven tests (issue 30, branch cov5h2) of the last small gaps: the registry's
'mlm extra missing' message and model_family's name check, check_scale on an object whose
float() fails, event_probability's shape check, ObservableSummary.to_dict, and the message
of NonFiniteLogitsError without a detail; each against the documented contract."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError, NonFiniteLogitsError


def test_registry_without_the_mlm_extra(monkeypatch):
    from toolkit.models import registry

    def missing(name):
        raise ImportError("No module named 'transformers'")

    monkeypatch.setattr(registry, "_real_builder", missing)
    for call in (registry.model_parameters, registry.make_model):
        with pytest.raises(InvalidInputError, match=r"model 'tiny-en' needs the 'mlm' extra \(torch, transformers\): "
                                                    "No module named 'transformers'"):
            call("tiny-en")
    for bad in ("", 3):
        with pytest.raises(InvalidInputError, match="`name` must be a model name; got"):
            registry.model_family(bad)


def test_check_scale_of_a_non_number():
    from toolkit.models._params import check_scale

    class NoFloat:
        def __float__(self):
            raise TypeError("no")

    with pytest.raises(InvalidInputError, match=r"`scale` must be a number >= 0 \(the standard deviation"):
        check_scale(NoFloat())
    assert check_scale(np.float32(0.5)) == 0.5


def test_event_probability_shape_and_value():
    from toolkit.unmasking import event_probability

    x = np.array([[0, 1], [1, 1], [0, 0], [1, 0]])
    with pytest.raises(InvalidInputError, match=r"`event` must return one boolean per state; got shape \(4, 2\)"):
        event_probability(x, lambda s: s == 1)
    est = event_probability(x, lambda s: s[:, 0] == 1)
    assert est.value == 0.5 and est.n_samples == 4  # 2 of 4 states start with token 1


def test_observable_summary_to_dict_and_error_message():
    from toolkit.diagnostics import summarize

    x = np.random.default_rng(1).normal(size=(2, 40))
    s = summarize(x, "m")
    d = s.to_dict()
    assert d["name"] == "m" and d["n_chains"] == 2 and d["n_draws"] == 40 and d["record_every"] == 1
    assert d["mean"]["value"] == pytest.approx(float(x.mean()))  # the estimate as a plain dict
    err = NonFiniteLogitsError(1, [0, 2])
    assert str(err) == "model returned non-finite logits at site 1 for state (0, 2)"  # no ': detail' suffix
    assert str(NonFiniteLogitsError(1, [0, 2], "nan")).endswith("(0, 2): nan")
