"""Bad input gets a clear error naming the argument and value."""

import math

import numpy as np
import pytest

from exact import StateSpace, glauber_kernel, mixing_time, site_logits
from toolkit.exceptions import InvalidInputError, NonFiniteLogitsError, StateSpaceTooLargeError
from toolkit.models import Pairwise, make_model, potts


@pytest.mark.parametrize("T", [0, -1.0, math.nan, "hot"])
def test_bad_temperature(T):
    with pytest.raises(InvalidInputError, match="temperature"):
        glauber_kernel(potts(2, 2, 1.0), temperature=T)


@pytest.mark.parametrize("eps", [0, 1, -0.1, 1.5, math.nan])
def test_bad_eps(eps):
    K = glauber_kernel(potts(2, 2, 1.0))
    with pytest.raises(InvalidInputError, match="eps"):
        mixing_time(K, eps=eps)


def test_bad_q_and_n():
    with pytest.raises(InvalidInputError, match="`q` must be >= 2; got 1"):
        potts(1, 3, 1.0)
    with pytest.raises(InvalidInputError, match="`n` must be >= 1; got 0"):
        potts(2, 0, 1.0)
    with pytest.raises(InvalidInputError, match="`q` must be >= 2"):
        StateSpace(1, 4)


def test_state_space_guard_names_count_and_memory():
    with pytest.raises(StateSpaceTooLargeError) as info:
        glauber_kernel(potts(3, 20, 1.0))
    msg = str(info.value)
    assert "3**20 = 3486784401 states" in msg
    assert "max_states=2e+07" in msg
    assert "GiB" in msg and "sampled estimators" in msg
    # the guard is a parameter
    with pytest.raises(StateSpaceTooLargeError, match="2\\*\\*5 = 32 states"):
        glauber_kernel(potts(2, 5, 1.0), max_states=10)


def test_npz_with_wrong_shapes_or_non_finite(tmp_path):
    bad_shape = tmp_path / "shape.npz"
    np.savez(bad_shape, h=np.zeros((3, 2)), J=np.zeros((3, 3, 2, 3)))
    with pytest.raises(InvalidInputError, match="`J` must have shape"):
        Pairwise.load(bad_shape)
    nonfinite = tmp_path / "nan.npz"
    J = np.zeros((2, 2, 2, 2))
    J[0, 1, 1, 0] = np.nan
    np.savez(nonfinite, h=np.zeros((2, 2)), J=J)
    with pytest.raises(InvalidInputError, match="`J` must have finite entries"):
        Pairwise.load(nonfinite)
    missing = tmp_path / "missing.npz"
    np.savez(missing, h=np.zeros((2, 2)))
    with pytest.raises(InvalidInputError, match="lacks array"):
        Pairwise.load(missing)
    with pytest.raises(InvalidInputError, match="does not exist"):
        Pairwise.load(tmp_path / "nope.npz")


def test_npz_roundtrip(tmp_path):
    m = make_model("random-pairwise", q=3, n=4, seed=1)
    m.save(tmp_path / "m.npz")
    m2 = make_model(f"pairwise:{tmp_path / 'm.npz'}")
    x = np.random.default_rng(0).integers(0, 3, size=(10, 4))
    s = np.arange(10) % 4
    np.testing.assert_array_equal(m.logits(x, s), m2.logits(x, s))


class NaNModel:
    vocab_size, length, tokens = 2, 3, None

    def logits(self, x, sites):
        out = np.zeros((len(sites), 2))
        bad = (x[:, 0] == 1) & (x[:, 2] == 1) & (sites == 1)
        out[bad, 0] = np.nan
        return out


def test_nan_logits_name_site_and_state():
    with pytest.raises(NonFiniteLogitsError, match=r"site 1 for state \(1, 0, 1\)"):
        site_logits(NaNModel())


def test_unknown_model_name():
    with pytest.raises(InvalidInputError, match="unknown model name 'pots'.*Did you mean 'potts'"):
        make_model("pots")


@pytest.mark.parametrize("kwargs,match", [
    (dict(method="bisect"), "`method` must be 'auto', 'doubling', 'stepping' or 'lowrank'; got 'bisect'"),
    (dict(method="stepping", block=0), "`block` must be >= 1; got 0"),
    (dict(method="stepping", workers=0), "`workers` must be >= 1; got 0"),
    (dict(t_max=-1), "`t_max` must be >= 0; got -1"),
    (dict(t_max=2.5), "`t_max` must be an integer; got 2.5"),
])
def test_bad_mixing_options(kwargs, match):
    # pi is not passed: a bad option is reported before the stationary law is computed
    with pytest.raises(InvalidInputError, match=match.replace("(", r"\(").replace(")", r"\)")) as info:
        mixing_time(np.array([[0.5, 0.5], [0.5, 0.5]]), **kwargs)
    assert isinstance(info.value, ValueError)


def test_kernel_of_the_wrong_type():
    with pytest.raises(TypeError, match="`P` must be a GlauberKernel, array, sparse matrix or LinearOperator; "
                                        "got list") as info:
        mixing_time([[0.5, 0.5], [0.5, 0.5]])
    assert isinstance(info.value, InvalidInputError)


@pytest.mark.parametrize("max_states", ["many", math.nan, 0, -5])
def test_bad_max_states(max_states):
    with pytest.raises(InvalidInputError, match="`max_states` must be"):
        StateSpace(2, 3, max_states=max_states)


def test_observable_of_the_wrong_length():
    from exact.observables import exact_iat

    with pytest.raises(InvalidInputError, match=r"`f` must hold one value per state, shape \(2,\) like `pi`; got \(3,\)"):
        exact_iat(np.eye(2), np.array([0.5, 0.5]), [0.0, 1.0, 2.0])
