"""prm22e: toolkit.models.zoo's default window on a reference chain: starts at the CDR3 position,
moved back to fit the end, and never before position 0 (a window as long as the whole chain or longer)."""
from toolkit.models import zoo


def test_default_window_clamped_at_both_ends():
    text = zoo.DEFAULTS["sapiens-vh"]["text"]
    L, start = len(text), zoo.DEFAULTS["sapiens-vh"]["start"]
    assert zoo._template_for("sapiens-vh", 4, None, None, None, None)["free_positions"] == list(range(start, start + 4))
    # a window reaching past the end moves back: it ends at the last residue
    n = L - start + 3
    assert zoo._template_for("sapiens-vh", n, None, None, None, None)["free_positions"] == list(range(L - n, L))
    # longer than the chain: from position 0 (the adapter then names the overflow), never negative
    assert zoo._template_for("sapiens-vh", L + 2, None, None, None, None)["free_positions"][0] == 0
