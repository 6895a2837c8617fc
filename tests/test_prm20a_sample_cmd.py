"""prm20a third promise sweep (issue 30): ``glauber sample`` hands its options to the sampler
(toolkit.app.commands.sample).

Contracts (``--help``): ``--chain-coupling`` is the coupling of two chains for the bound on
d(t) (maximal, the default, or crn) and ``--temperature`` the chains' T; both must reach
:func:`toolkit.calibration.sampled_summary` (earlier tests ran crn without looking at what
ran, and only at T = 1 with the sampler's values checked).
"""

import pytest

import toolkit.app.commands.sample as sample_cmd
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.fixture
def seen(monkeypatch):
    got = {}

    def stop(model, **kw):
        got.update(kw)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(sample_cmd, "sampled_summary", stop)
    return got


@pytest.mark.parametrize("coupling", ["crn", "maximal"])
def test_chain_coupling_reaches_the_sampler(seen, coupling):
    assert main(["sample", "--q", "2", "--n", "3", "--quiet", "--chain-coupling", coupling]) == 2
    assert seen["coupling"] == coupling


@pytest.mark.parametrize("T", [0.5, 2.0])
def test_temperature_reaches_the_sampler(seen, T):
    assert main(["sample", "--q", "2", "--n", "3", "--quiet", "-T", str(T)]) == 2
    assert seen["temperature"] == T
