"""prm25e (issue 30, eighth sweep): glauber sweep's q of a real MLM from its --tokens."""

from toolkit.app.commands.sweep import _vocab_size


def test_real_mlm_q_is_the_number_of_tokens_given():
    # documented: "the number of --tokens of a real MLM (None when its default token set decides)"
    assert _vocab_size("tiny-en", None, {"tokens": ["the", "and", "of"]}) == 3
    assert _vocab_size("tiny-en", None, {"tokens": ["the", "and", "of"], "q": 8}) == 3
    assert _vocab_size("tiny-en", None, {}) is None
