"""harden9e: MaskedLM.with_template replaces a template given whole and carries the batch size
(issue 30, the model layer's audit), on the shipped tiny-en model."""

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models.zoo import load_model  # noqa: E402


@pytest.fixture(scope="module")
def model():
    return load_model("tiny-en", n=2, prefix="the lord", suffix="said", batch_size=7)


def test_a_template_given_replaces_the_old_one(model):
    assert model.render([0, 1]) == "the lord the and said"  # tokens[0, 1] = the, and
    # docstring: "a template given replaces the old one": a new prefix alone drops the old suffix
    w = model.with_template(prefix="god")
    assert w.render([0, 1]) == "god the and"
    # no template given: the old one is kept, with n changed
    assert model.with_template(n=3).render([0, 1, 2]) == "the lord the and of said"


def test_batch_size_is_carried(model):
    # batch_size is among what with_template may change, so unchanged it is kept
    assert model.with_template(prefix="god").batch_size == 7
    assert model.with_template(n=3).batch_size == 7
