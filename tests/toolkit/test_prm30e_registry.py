"""prm30e: make_model applies every soft default the family takes, not only the first
(issue 30, thirteenth sweep: a loop that stops after the first item)."""

from toolkit.models import make_model


def test_every_default_applied():
    # potts' own defaults are q=3, n=6 (toolkit.models.families); both soft defaults apply
    m = make_model("potts", defaults={"q": 2, "n": 4, "coupling": 0.5})
    assert (m.vocab_size, m.length) == (2, 4)
    # a default the family does not take is skipped, and the ones after it still apply
    m = make_model("potts", defaults={"q": 2, "beta": 1.0, "n": 5})
    assert (m.vocab_size, m.length) == (2, 5)
    # an explicit keyword wins over the default
    m = make_model("potts", n=3, defaults={"q": 2, "n": 4})
    assert (m.vocab_size, m.length) == (2, 3)
