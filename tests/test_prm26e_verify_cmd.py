"""prm26e (issue 30, ninth sweep): ``glauber verify --seed`` reaches the report
(benchmarks/default_only_args.py --sites: no test handed anything but ``verify``'s default
``rng=0`` at the call in ``toolkit.app.commands.verify``).

Contract (``--seed``): the seed of every sampled section; the same seed gives the same report,
another seed another draw. A whole report is minutes of work, so a stub of ``verify``, where
the command looks it up, records what it receives."""

import importlib

from toolkit.cli import main

verify_cmd = importlib.import_module("toolkit.app.commands.verify")


class _Report:
    failures, claims, seconds, ok = (), (), 0.0, True

    def claims_table(self):
        return "claims"


def test_seed_reaches_verify(monkeypatch, tmp_path, capsys):
    seen = []

    def stub(out_dir, **kw):
        seen.append(kw.get("rng", "absent"))
        return _Report()

    monkeypatch.setattr(verify_cmd, "verify", stub)
    assert main(["verify", "--out", str(tmp_path / "r"), "--no-real", "--quick", "--seed", "17"]) == 0
    assert seen == [17]
