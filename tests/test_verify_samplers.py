"""The "samplers" section of `glauber verify` (issue 29): it passes on the real engine in a
few seconds, writes its claims and TV table to results.json and index.md, and FAILS (so that
`glauber verify` exits 1) when a sampler's law is wrong: a compatible joint's masked
conditionals marginalised by max instead of log-sum-exp, or the samplers' conditionals at the
wrong temperature."""

import json

import numpy as np

import exact.unmasking as eu
from toolkit.app.report import samplers as sec
from toolkit.cli import main
from toolkit.models import toy

THEOREMS = ("remask:1 is Glauber's kernel: its stationary law is pi_T",
            "one-at-a-time unmasking in every order reproduces a compatible joint",
            "one parallel step of all n sites gives the product of the marginals")


def _run(tmp_path):
    code = main(["verify", "--out", str(tmp_path), "--no-real", "--sections", "samplers"])
    res = json.loads((tmp_path / "results.json").read_text())
    return code, {c["name"]: c for c in res["claims"] if c["section"] == "samplers"}, res


def test_samplers_section_passes_and_writes_results(tmp_path, capsys):
    code, claims, res = _run(tmp_path)
    assert code == 0 and res["ok"] is True
    assert all(claims[name]["status"] == "PASS" and claims[name]["kind"] == "theorem" for name in THEOREMS)
    assert claims["sampled TV intervals cover the exact TVs"]["kind"] == "comparison"
    data = res["sections"]["samplers"]["data"]
    tv = dict(zip(data["incompatible"]["samplers"], data["incompatible"]["tv_pi"], strict=True))
    # the incompatible toy: no unmasking sampler samples pi_T, remasking one site does
    assert tv["remask:1:random:1"] < 1e-10 and min(tv["random:1"], tv["random:4"]) > 0.1
    assert data["compatible"]["tv_product_joint"] > 0.05  # the product law is not the joint here
    md = (tmp_path / "index.md").read_text()
    assert "## Which sampler samples what" in md and "TV(law, pi_T)" in md and "95% interval" in md
    assert "0 theorem check(s) failed" in capsys.readouterr().out


def test_joint_closed_forms_on_a_two_site_joint():
    # mu = [[0.4, 0.1], [0.2, 0.3]]: marginals (0.5, 0.5) and (0.6, 0.4), product in state order
    mu, product = sec._joint_closed_forms(np.log(np.array([[0.4, 0.1], [0.2, 0.3]])))
    np.testing.assert_allclose(mu, [0.4, 0.1, 0.2, 0.3], atol=1e-15)
    np.testing.assert_allclose(product, [0.3, 0.2, 0.3, 0.2], atol=1e-15)


def test_max_marginalised_joint_fails_the_section(tmp_path, monkeypatch):
    def viterbi(self, x, mask):  # the planted mistake: max over the masked sites, not log-sum-exp
        return toy._reduced_context_logits(lambda i: self.log_joint, x, mask, np.max)

    monkeypatch.setattr(toy.JointModel, "masked_logits", viterbi)
    code, claims, res = _run(tmp_path)
    assert code == 1 and res["ok"] is False
    assert claims[THEOREMS[1]]["status"] == "FAIL" and claims[THEOREMS[2]]["status"] == "FAIL"


def test_samplers_at_the_wrong_temperature_fail_the_section(tmp_path, monkeypatch):
    real, factor = eu.partial_conditionals, 1.3
    monkeypatch.setattr(eu, "partial_conditionals",
                        lambda model, *, temperature=1.0, **kw: real(model, temperature=factor * temperature, **kw))
    code, claims, _ = _run(tmp_path)
    assert code == 1
    assert all(claims[name]["status"] == "FAIL" for name in THEOREMS)
