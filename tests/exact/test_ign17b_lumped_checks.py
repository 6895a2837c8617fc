"""ign17b: ``exact.lumped_checks.lumped_exact_report(name=...)`` names the report's model (issue 30,
ignored-keyword sweep).

``ExactReport.model`` is the model's name: the ``name`` given, else the model's repr (the same
rule as :class:`exact.markov.ExactChain`'s ``name``, which ``analyze`` passes on)."""

from exact.lumped_checks import lumped_exact_report
from toolkit.models.exchangeable import random_exchangeable


def test_name_is_the_reports_model():
    m = random_exchangeable(3, 3, rng=0)
    assert lumped_exact_report(m, name="my three-site table").model == "my three-site table"
    assert lumped_exact_report(m).model == repr(m)
