"""prm30b (thirteenth sweep, one inner item offending): the Curie-Weiss t_mix/(n ln n) claim has a
case, and the table a row, for EVERY published size n = 10, 50, 100 (CW_T2_RATIO).

Engine stand-in (as prm26e's): a lumped t_mix that, for the Curie-Weiss chain at T = 2, gives
the published ratio times n ln n, rounded to an integer; so every case agrees with its published
value. The claim's cases must be labelled n=10, n=50, n=100 in the table's order, and the rows
of the table list the three sizes (a claim made once, for the last size, leaves two out)."""

import math
from types import SimpleNamespace

from toolkit.app.report import known_results as kr
from toolkit.app.report import reference as ref


class _Record:
    def __init__(self):
        self.cases = {}

    def check(self, name, cases, *, tol, **kw):
        self.cases[name] = cases


def _engine():
    def mixing(model, temperature, eps=0.25, starts=None):
        n = model.length
        if type(model).__name__ == "CurieWeiss":
            return SimpleNamespace(t_mix=round(kr.CW_T2_RATIO[n][0] * n * math.log(n)))
        return SimpleNamespace(t_mix=round(n * math.log(n)))

    def gap(model, temperature=None):
        return SimpleNamespace(spectral_gap=math.exp(-0.01 * model.length))

    return SimpleNamespace(lumped_mixing_time=mixing, lumped_spectral_gap=gap,
                           scans=SimpleNamespace(potts_spinodal=kr._spinodal))


def test_every_published_size_has_its_case_and_row():
    chk = _Record()
    table = kr.known_results(_engine(), chk, cases=ref._Cases, ehrenfest_profile=lambda n, t: n,
                             first_within=lambda n, eps: (7 * n, 0.5), eps_values=(0.25,), tie_atol=1e-6)["table"]
    (name,) = [k for k in chk.cases if k.startswith("Curie-Weiss beta=1, T=2")]
    cases = chk.cases[name]
    assert cases.labels == ["n=10", "n=50", "n=100"]
    assert cases.closed == [1.04, 1.028, 1.023]
    rows = [r for r in table if r[0] == "Curie-Weiss T=2"]
    assert [r[1] for r in rows] == [10, 50, 100]
    for n, row in zip((10, 50, 100), rows, strict=True):
        assert row[4] == round(kr.CW_T2_RATIO[n][0] * n * math.log(n)) and row[5] == kr.CW_T2_RATIO[n][0]
