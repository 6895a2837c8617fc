"""harden10c (issue 30): `glauber rectangle` works on a real MLM's text: its sites are the
text's tokens (--free) and q the number of --tokens (its description), so it has no --q/--n
options (nor the toy families' --beta): its parser lists none of them."""

import re

from toolkit.app import cli


def test_rectangle_has_no_size_or_toy_options(capsys):
    assert cli.main(["rectangle", "--help"]) == 0
    out = capsys.readouterr().out
    options = set(re.findall(r"(?<![\w-])--[\w-]+", out))
    assert {"--model", "--tokens", "--text", "--free", "--n-pairs", "--top-k"} <= options
    assert not options & {"--q", "--n", "--beta", "--coupling"}, options
