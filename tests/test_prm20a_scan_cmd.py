"""prm20a third promise sweep (issue 30): ``glauber scan nlogn`` hands ``--eps`` and
``--method`` to :func:`exact.scans.nlogn_scan` (toolkit.app.commands.scan).

Contract (``--help``): ``--eps`` is the mixing threshold of the exact t_mix and the
contraction bound; ``--method`` picks enumeration or the lumped chain of token counts
(earlier tests ran the defaults eps = 1/4 and auto only, where a dropped option is not seen).
"""

import pytest

import toolkit.app.commands.scan as scan_cmd
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.fixture
def seen(monkeypatch):
    got = {}

    def stop(build, sizes, **kw):
        got.update(kw, sizes=list(sizes))
        raise InvalidInputError("stop here")

    monkeypatch.setattr(scan_cmd, "nlogn_scan", stop)
    return got


@pytest.mark.parametrize("eps, method", [(0.1, "enumerate"), (0.4, "lumped")])
def test_eps_and_method_reach_the_scan(seen, eps, method):
    assert main(["scan", "nlogn", "--model", "curie-weiss", "--n-min", "2", "--n-max", "3", "--eps", str(eps),
                 "--method", method, "--quiet"]) == 2
    assert (seen["eps"], seen["method"], seen["sizes"]) == (eps, method, [2, 3])
