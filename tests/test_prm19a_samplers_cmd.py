"""prm19a second promise sweep (issue 30): ``glauber samplers --sampled``
(:mod:`toolkit.app.commands.samplers`).

Contracts: ``covers`` says whether the 95 % interval for TV(law, pi_T) covers the EXACT TV
(the table's "covers" column beside "exact TV"); ``--rounds`` R (an integer >= 0) runs R
remasking rounds: ``--rounds 0`` is the unmasking start itself ("R = rounds when given",
:func:`_rounds`), not the tolerance default.
"""

import contextlib
import io
import json
from types import SimpleNamespace

import numpy as np

from exact.unmasking import parse_sampler
from toolkit.app.cli import main
from toolkit.app.commands import samplers  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands.samplers import _sampled
from toolkit.models import potts


def test_covers_compares_the_interval_with_the_exact_tv():
    model = potts(2, 3, 1.0)
    exact = 0.95  # far above any TV of 40 draws' plug-in interval here: not covered
    result = SimpleNamespace(pi=np.full(8, 1 / 8), tv_pi=[exact], laws=None)
    (row,) = _sampled(model, result, [parse_sampler("random:1", 3)], 40, 1.0, 0, None, 1e6)
    lo, hi = row["ci"]
    assert hi < exact and row["covers"] is False and row["exact_tv"] == exact


def test_zero_rounds_are_zero_rounds():
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        rc = main(["samplers", "--model", "potts", "--q", "2", "--n", "3", "--samplers", "remask:2",
                   "--sampled", "20", "--rounds", "0", "--json", "--quiet"])
    assert rc == 0
    (row,) = json.loads(buf.getvalue())["sampled"]
    assert row["rounds"] == 0
