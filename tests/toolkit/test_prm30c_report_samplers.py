"""prm30c: each sampled row of the samplers section stands beside the exact TV of its OWN
sampler (order and k), the parallel step random:n included (issue 30, thirteenth sweep: a row
read off another item)."""

from exact.unmasking import compare_samplers
from toolkit.app.report import samplers as sec
from toolkit.models import make_model


def test_sampled_rows_exact_tv_of_their_own_sampler(tmp_path):
    s = sec.section_samplers(str(tmp_path), rng=0)
    toy = make_model("asymmetric-pairwise", q=2, n=sec.N_SITES, scale=1.0, seed=0)
    names = ("random:1", "left-to-right:1", "confidence:1", f"random:{sec.N_SITES}")
    cmp = compare_samplers(toy, temperature=1.0, samplers=names, t=(1,), name="toy")
    rows = {r["sampler"]: r for r in s.data["sampled"]}
    assert set(rows) == set(names)
    for k, name in enumerate(names):
        assert rows[name]["exact_tv"] == f"{float(cmp.tv_pi[k]):.4f}"
    # the parallel step's law is not one-at-a-time unmasking's: the two exact TVs differ
    assert rows[f"random:{sec.N_SITES}"]["exact_tv"] != rows["random:1"]["exact_tv"]
