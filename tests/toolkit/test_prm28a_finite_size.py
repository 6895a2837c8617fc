"""prm28a: toolkit.finite_size.fss_verdict without a Binder crossing judges "the absence of a
crossing is resolved" by the fraction of temperatures where U falls significantly with n for
the LARGEST pair of sizes (its reason: "... of the unsaturated temperatures of the largest
pair"). Tested data had that fraction equal for every pair; here (exact curves, hand values)
U falls from each size to the next at every temperature but from the third to the largest at
6 of the 20 only (30 %, below FALLS_MIN = 50 %), and no pair crosses."""
import numpy as np

from toolkit.finite_size import FALLS_MIN, ScalingData, fss_verdict


def test_falls_fraction_is_the_largest_pairs():
    T = np.linspace(0.5, 2.0, 20)
    n = np.array([4.0, 8.0, 16.0, 32.0])
    U = np.empty((4, T.size))
    U[0] = 0.5
    U[1] = 0.4                      # below U[0] everywhere: falls at 100 %
    U[2] = 0.3                      # below U[1] everywhere: falls at 100 %
    U[3] = 0.3
    U[3, :6] = 0.2                  # below U[2] at 6 of 20 temperatures, equal elsewhere: 30 %
    chi = np.array([ni / (1.0 + T) for ni in n])
    v = fss_verdict(ScalingData(T, n, binder=U, susceptibility=chi), n_boot=0)
    assert all(c["T_x"] is None for c in v.crossings)
    assert [round(c["falls"], 12) for c in v.crossings] == [1.0, 1.0, 0.3]
    assert FALLS_MIN > 0.3
    assert any("falls significantly with n at only 30%" in r for r in v.reasons), v.reasons
    assert v.verdict != "crossover"


def test_a_crossing_of_the_largest_pair_alone_is_not_a_resolved_crossing():
    """The Binder crossing is read from the two largest pairs together (T_c from the last, the
    drift between both): with the largest pair crossing at T = 1 and the pair below it not
    crossing at all (U falls with n everywhere there), there is no resolved crossing; the
    test needs BOTH crossings known. Tested data had both or neither."""
    T = np.linspace(0.5, 2.0, 31)
    n = np.array([4.0, 8.0, 16.0, 32.0])
    U = np.empty((4, T.size))
    U[2] = 0.35 - 0.2 * (T - 1.0)
    U[3] = 0.35 - 0.3 * (T - 1.0)   # U[3] - U[2] = -0.1 (T - 1): crosses at T = 1
    U[1] = U[2] + 0.1               # never crosses U[2]
    U[0] = U[2] + 0.2
    chi = np.array([ni / (1.0 + ni * (T - 1.0) ** 2) for ni in n])
    v = fss_verdict(ScalingData(T, n, binder=U, susceptibility=chi), n_boot=0)
    xs = [c["T_x"] for c in v.crossings]
    assert xs[-2] is None and abs(xs[-1] - 1.0) < 1e-9
    assert any(r.startswith("no resolved Binder crossing between the largest sizes") for r in v.reasons)
    assert v.verdict != "transition"
