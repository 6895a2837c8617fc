"""prm20a third promise sweep (issue 30): ``glauber check`` and ``glauber exact --start``
take ``--eps`` and ``--temperature`` (every test of them so far ran at eps = 1/4 or T = 1,
where an option that is validated and then dropped gives the same numbers).

Expected values: the worst-start mixing time ``t_mix(eps) = min{t : max_x TV(P^t(x, .), pi)
<= eps}`` and the from-start one computed here by matrix powers of the random-scan kernel
(exact.kernel.glauber_kernel, dense) with ``pi`` its left Perron vector.
"""

import json

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from toolkit.app.cli import main
from toolkit.app.commands import check as check_cmd  # noqa: F401  (modules under test, for automut)
from toolkit.app.commands import exact as exact_cmd  # noqa: F401
from toolkit.models import potts

Q, N, C = 2, 3, 1.0


def _tmix(T, eps, start=None):
    P = np.asarray(glauber_kernel(potts(Q, N, C), temperature=T).dense())
    w, v = np.linalg.eig(P.T)
    pi = np.real(v[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    Pt, t = np.eye(P.shape[0]), 0
    while True:
        d = 0.5 * np.abs(Pt - pi).sum(axis=1)
        if (d[start] if start is not None else d.max()) <= eps:
            return t
        Pt, t = Pt @ P, t + 1


def test_hand_mixing_times_differ_between_the_options():
    # the options below change the answer, so a dropped option is seen
    assert _tmix(1.0, 0.1) != _tmix(1.0, 0.25) and _tmix(0.5, 0.25) != _tmix(1.0, 0.25)


@pytest.mark.parametrize("T, eps", [(1.0, 0.1), (0.5, 0.25)])
def test_check_holds_the_claims_at_the_given_eps_and_temperature(capsys, T, eps):
    assert main(["check", "--model", "potts", "--q", str(Q), "--n", str(N), "--coupling", str(C),
                 "-T", str(T), "--eps", str(eps), "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["temperature"], out["eps"]) == (T, eps)
    assert out["t_mix"] == _tmix(T, eps)


def test_exact_start_reports_both_mixing_times_at_the_given_eps_and_temperature(capsys):
    T, eps = 0.5, 0.1
    assert main(["exact", "--model", "potts", "--q", str(Q), "--n", str(N), "--coupling", str(C),
                 "-T", str(T), "--eps", str(eps), "--start", "0", "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["t_mix"] == _tmix(T, eps)
    assert out["from_start"]["t_mix"] == _tmix(T, eps, start=0)
