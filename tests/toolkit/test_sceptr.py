"""SCEPTR (a T-cell-receptor BERT from the sceptr==1.2.0 wheel, model code libtcrlm) through
toolkit.models.sceptr: the ConditionalModel protocol on a model that is not a transformers
model. Offline loading, agreement with libtcrlm's own forward pass, masking, batching, the
float32 error bound, masked-residue recovery on real TCRs, and the rectangle test.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.exceptions import InvalidInputError, ModelNotAvailableError  # noqa: E402
from toolkit.incompat import rectangle_test  # noqa: E402
from toolkit.models import sceptr as sc  # noqa: E402
from toolkit.models.base import ConditionalModel, checked_logits, logit_error_bound  # noqa: E402

pytestmark = pytest.mark.mlm

# Real human alpha-beta TCRs: 39 clones with distinct CDR3B, picked to spread over V genes, from
# Dash et al. 2017 (Nature 547:89, epitope-specific TCRs of human donors: EBV BMLF1 GLCTLVAML,
# influenza M1 GILGFVFTL, CMV pp65 NLVPMVATV), as shipped in the tcrdist3 repository
# (github.com/kmayerb/tcrdist3, file dash_human.csv, commit 19611f4b; rows named by its clone_id).
# Columns: clone_id, epitope, TRAV, CDR3A, TRBV, CDR3B (CDR3 = IMGT junction).
DASH_HUMAN = [
    ("clone_0", "BMLF", "TRAV5*01", "CAADSNARFMF", "TRBV20-1*01", "CSARDRVGNTIYF"),
    ("clone_2", "M1", "TRAV13-1*01", "CAAENNNDMRF", "TRBV7-6*01", "CASSLGTSYEQYF"),
    ("clone_3", "M1", "TRAV41*01", "CAAETTSGTYKYIF", "TRBV14*01", "CASSPIAGSSYEQYF"),
    ("clone_4", "M1", "TRAV27*01", "CAAGGSQGNLIF", "TRBV19*02", "CASSIRSSYEQYF"),
    ("clone_7", "BMLF", "TRAV23/DV6*01", "CAAGYSSASKIIF", "TRBV11-2*01", "CASSFSSGTTDTQYF"),
    ("clone_10", "pp65", "TRAV36/DV7*01", "CAAPGAGSYQLTF", "TRBV28*01", "CASTLWSATNEKLFF"),
    ("clone_11", "M1", "TRAV12-2*01", "CAAPYSGGGADGLTF", "TRBV24-1*01", "CATSDYVSGTLQETQYF"),
    ("clone_12", "BMLF", "TRAV29/DV5*01", "CAARFDSGYALNF", "TRBV9*02", "CASSTYSGQSYGYTF"),
    ("clone_14", "BMLF", "TRAV29/DV5*01", "CAARGDTGKLIF", "TRBV7-8*01", "CASSISGDYGYTF"),
    ("clone_15", "M1", "TRAV29/DV5*01", "CAASAFLGGSEKLVF", "TRBV15*01", "CATSERGDLNFGTDTQYF"),
    ("clone_17", "BMLF", "TRAV29/DV5*01", "CAASDGAGGTSYGKLTF", "TRBV5-8*01", "CASSLWTGSHEQYF"),
    ("clone_18", "pp65", "TRAV29/DV5*01", "CAASDSNYQLIW", "TRBV6-1*01", "CASSEESGRAAEQYF"),
    ("clone_20", "pp65", "TRAV29/DV5*01", "CAASESGGSNYKLTF", "TRBV28*01", "CASSGRWTAYNEQFF"),
    ("clone_21", "pp65", "TRAV29/DV5*01", "CAASGGNNNDMRF", "TRBV6-4*02", "CASSVTPSSYNEQFF"),
    ("clone_24", "BMLF", "TRAV13-1*01", "CAASRDYKLSF", "TRBV29-1*01", "CSVGAIMDEQFF"),
    ("clone_26", "pp65", "TRAV13-1*01", "CAATDNARLMF", "TRBV15*01", "CATSRDLAEVNTEAFF"),
    ("clone_28", "BMLF", "TRAV5*01", "CADDNNARLMF", "TRBV20-1*01", "CSARDRTGNGYTF"),
    ("clone_29", "BMLF", "TRAV5*01", "CAEDAGNMLTF", "TRBV4-2*01", "CASSQAGLAAYNEQFF"),
    ("clone_30", "BMLF", "TRAV5*01", "CAEDAGNMLTF", "TRBV29-1*01", "CSVTGDRRSNQPQHF"),
    ("clone_34", "BMLF", "TRAV5*01", "CAEDNNARLMF", "TRBV2*01", "CASSPGSTAPGELFF"),
    ("clone_56", "pp65", "TRAV5*01", "CAEIPNYGGSQGNLIF", "TRBV12-4*01", "CASSFIGGVDGYTF"),
    ("clone_57", "pp65", "TRAV5*01", "CAEIQASGGSYIPTF", "TRBV15*01", "CATGRGGKIGEQYF"),
    ("clone_59", "M1", "TRAV13-2*01", "CAEISSGGSYIPTF", "TRBV9*01", "CASSTIEGQGGRHTQYF"),
    ("clone_62", "M1", "TRAV13-2*01", "CAEIWDYGQNFVF", "TRBV5-6*01", "CASSWEGINYGYTF"),
    ("clone_65", "BMLF", "TRAV5*01", "CAELGNDMRF", "TRBV14*01", "CASSQAPGGEQYF"),
    ("clone_94", "pp65", "TRAV13-2*01", "CAETPGPSYDKVIF", "TRBV30*01", "CAWSISDLAKNIQYF"),
    ("clone_95", "pp65", "TRAV5*01", "CAETRSRDYKLSF", "TRBV4-1*01", "CASSQEEGPGNQPQHF"),
    ("clone_98", "pp65", "TRAV24*01", "CAFELILGAQKLVF", "TRBV6-3*01", "CASSYSWTGSNYGYTF"),
    ("clone_99", "M1", "TRAV24*01", "CAFLNAGKSTF", "TRBV25-1*01", "CASSDAGGGMAEAFF"),
    ("clone_105", "pp65", "TRAV24*01", "CAFPYNNNDMRF", "TRBV27*01", "CASSLEGYTEAFF"),
    ("clone_107", "M1", "TRAV24*01", "CAFSSNYQLIW", "TRBV10-2*01", "CASSLLGGAGTDTQYF"),
    ("clone_189", "M1", "TRAV1-2*01", "CAGIDNYGQNFVF", "TRBV5-4*01", "CASSGGRNQPQHF"),
    ("clone_235", "BMLF", "TRAV19*01", "CALNPTGGGNKLTF", "TRBV3-1*01", "CASSPVSGSSYEQYF"),
    ("clone_243", "pp65", "TRAV19*01", "CALSDAYNFNKFYF", "TRBV13*01", "CASSDDRVRYGYTF"),
    ("clone_253", "M1", "TRAV19*01", "CALSGETSGSRLTF", "TRBV12-5*01", "CASGLVPEGLVYEQYF"),
    ("clone_271", "pp65", "TRAV24*01", "CARNTGNQFYF", "TRBV6-5*01", "CASSAQTGASYGYTF"),
    ("clone_312", "M1", "TRAV22*01", "CAVKPGTASKLTF", "TRBV4-3*01", "CASSQDLTSEAFF"),
    ("clone_321", "M1", "TRAV12-2*01", "CAVNPAEYGNKLVF", "TRBV18*01", "CASSRVGTTYEQYF"),
    ("clone_333", "pp65", "TRAV1-2*01", "CAVRATDSSYKLIF", "TRBV7-9*01", "CASSFPKDGSTYEQYF"),
]


def _tcr(row) -> dict:
    return {"TRAV": row[2], "CDR3A": row[3], "TRBV": row[4], "CDR3B": row[5]}


@pytest.fixture(scope="module")
def model():
    """SCEPTR_MLM_only, 20 residues, 4 free sites of the reference TCR's CDR3B (EFQG)."""
    return sc.load_sceptr()


@pytest.fixture(scope="module")
def whole_cdr3b(model):
    """Every residue of the reference CDR3B (CASSEFQGDNEQFF) free: n = 14."""
    return model.with_template(free_positions="all")


def _random_states(m, B, seed):
    rng = np.random.default_rng(seed)
    return rng.integers(m.vocab_size, size=(B, m.length)), rng.integers(m.length, size=B)


# --------------------------------------------------------------------------- loading


def test_loads_offline_from_the_wheel(model):
    m = model
    assert isinstance(m, ConditionalModel)
    assert (m.vocab_size, m.length, m.tokens) == (20, 4, list("ACDEFGHIKLMNPQRSTVWY"))
    assert m.decode(m.initial_state()) == "EFQG" and m.render(m.initial_state()) == "CASSEFQGDNEQFF"
    assert m.device.type == "cpu" and torch.get_num_threads() == 1 and m.dtype == torch.float32
    assert sum(p.numel() for p in m.bert.parameters()) == 153_108  # 3 layers, d_model 64, head 64 -> 20
    # the loops of the reference TCR: CDR1/2 from TRAV38-1*01 / TRBV2*01 through tidytcells
    assert m.loops == {"CDR1A": "TSENNYY", "CDR2A": "QEAYKQQN", "CDR3A": "CAHRSAGGGTSYGKLTF",
                       "CDR1B": "SNHLY", "CDR2B": "FYNNEI", "CDR3B": "CASSEFQGDNEQFF"}
    out = checked_logits(m, *_random_states(m, 3, 0))
    assert out.shape == (3, 20) and out.dtype == np.float64


def test_the_template_is_sceptrs_own_tokenisation(model):
    """The model input is libtcrlm's tokenisation of the TCR built by libtcrlm from V genes and
    junctions (as SCEPTR's DataFrame API does), with the free residues where we put them."""
    from libtcrlm import schema

    row = DASH_HUMAN[5]
    m = model.with_template(tcr=_tcr(row), free_positions="all")
    tcr = schema.make_tcr_from_components(row[2], row[3], row[4], row[5])
    ref = model.tokeniser.tokenise(tcr)
    np.testing.assert_array_equal(m.input_ids(m.initial_state())[0].numpy(), ref.numpy())
    assert m.decode(m.initial_state()) == row[5]
    assert ref[m.free_positions, 3].tolist() == [6] * len(row[5])  # loop index of CDR3B


def test_the_masked_site_head_equals_libtcrlms_full_forward_pass(whole_cdr3b):
    """Reference: libtcrlm's ``Bert.get_mlm_token_predictions_for`` (head at every token, with
    its padding mask), and the model loaded by sceptr's own ``sceptr.variant.mlm_only()``."""
    import sceptr
    from sceptr import variant

    m = whole_cdr3b
    x, sites = _random_states(m, 5, 7)
    inp, pos = m._masked_inputs(x, sites)
    cols = [sc.AMINO_ACIDS.index(a) for a in m.tokens]
    sceptr.disable_hardware_acceleration()  # keep sceptr's own copy on the CPU
    theirs = variant.mlm_only()._bert
    with torch.inference_mode(), warnings.catch_warnings():
        # an all-False padding mask sends torch through its prototype nested tensors, which warn
        warnings.filterwarnings("ignore", message=".*nested tensors is in prototype", category=UserWarning)
        full = m.bert.get_mlm_token_predictions_for(inp)[np.arange(5), pos][:, cols].double().numpy()
        own = theirs.get_mlm_token_predictions_for(inp)[np.arange(5), pos][:, cols].double().numpy()
    np.testing.assert_allclose(m.logits(x, sites), full, atol=1e-5, rtol=0)
    np.testing.assert_allclose(own, full, atol=1e-5, rtol=0)


# --------------------------------------------------------------------------- protocol


def test_batched_equals_unbatched(whole_cdr3b):
    m = whole_cdr3b
    x, sites = _random_states(m, 6, 1)
    batched = m.logits(x, sites)
    single = np.concatenate([m.logits(x[b:b + 1], sites[b:b + 1]) for b in range(6)])
    np.testing.assert_allclose(batched, single, atol=1e-5, rtol=0)
    chunked = m.with_template(batch_size=4).logits(x, sites)  # 2 chunks: 4 + 2
    np.testing.assert_allclose(batched, chunked, atol=1e-5, rtol=0)
    A = m.all_conditionals(x[:2])
    assert A.shape == (2, m.length, 20)
    for b in range(2):
        np.testing.assert_allclose(A[b], m.logits(np.repeat(x[b:b + 1], m.length, 0), np.arange(m.length)),
                                   atol=1e-5, rtol=0)
    assert m.logits(x[:0], sites[:0]).shape == (0, 20)


def test_logits_do_not_depend_on_the_masked_residue(whole_cdr3b):
    m = whole_cdr3b
    x, _ = _random_states(m, 1, 2)
    i, j = 6, 7
    xs = np.repeat(x, 20, axis=0)
    xs[:, i] = np.arange(20)  # every residue at site i, the rest fixed
    at_i = m.logits(xs, np.full(20, i))
    np.testing.assert_array_equal(at_i, np.broadcast_to(at_i[0], at_i.shape))
    at_j = m.logits(xs, np.full(20, j))  # ... while the neighbouring site's conditional sees site i
    assert np.ptp(at_j, axis=0).max() > 0.1


def test_token_subset_is_a_slice_of_the_full_logits(whole_cdr3b):
    m = whole_cdr3b
    sub = m.with_template(tokens="GSTAE")
    assert sub.tokens == list("GSTAE") and sub.vocab_size == 5
    xs = sub.encode(["GSTAEGSTAEGSTA", "AAAAAGGGGGSSSS"])
    full = m.logits(m.encode(sub.decode(xs)), [3, 9])
    np.testing.assert_allclose(sub.logits(xs, [3, 9]), full[:, [m.tokens.index(a) for a in "GSTAE"]],
                               atol=1e-6, rtol=0)
    assert sc.load_sceptr(q=3).tokens == ["A", "C", "D"]
    assert sc.load_sceptr(tokens="all").vocab_size == 20


def test_pooled_hidden_states(model):
    x, sites = _random_states(model, 3, 4)
    lg, h = model.logits_and_hidden(x, sites)
    np.testing.assert_allclose(lg, model.logits(x, sites), atol=1e-6, rtol=0)
    assert h.shape == (3, 64) and np.isfinite(h).all()
    assert model.hidden_states(x).shape == (3, 64)


def test_float32_logits_are_within_the_declared_error(whole_cdr3b):
    """The measurement behind FLOAT32_RTOL, repeated: 256 random masked rows, float32 vs
    float64 forward pass; every error must sit below the bound the model declares (measured
    at up to 4.1e-6 of the row scale against the declared 3e-5)."""
    m32 = whole_cdr3b
    m64 = sc.load_sceptr(free_positions="all", dtype="float64")
    x, sites = _random_states(m32, 256, 11)
    l32, l64 = m32.logits(x, sites), m64.logits(x, sites)
    err = np.abs(l32 - l64).max(axis=1)
    bound = logit_error_bound(m32, x, sites, l32)
    assert (err <= bound).all(), float((err / bound).max())
    assert (err / bound).max() < 0.5  # the margin measured: about 1/7
    assert err.max() > 0  # the two passes differ: the comparison is not vacuous
    assert (logit_error_bound(m64, x, sites, l64) < 1e-10).all()


# --------------------------------------------------------------------------- real TCRs


def test_masked_residue_recovery_on_real_tcrs(model):
    """Every CDR3B residue of 39 real TCRs masked in turn (whole TCR as context): argmax
    recovery 74.1 % (424/572), 45.4 % away from the germline ends (positions 4..len-5),
    mean log p(true) -0.98; chance is 1/20. Without CDR1/2 (CDR3s alone) it collapses."""
    hit = mid_hit = mid_tot = 0
    logp = []
    for row in DASH_HUMAN:
        m = model.with_template(tcr=_tcr(row), free_positions="all")
        x = m.initial_state()
        L = m.all_conditionals(x[None])[0]
        top = L.argmax(axis=1)
        hit += int((top == x).sum())
        logp.extend((L - np.logaddexp.reduce(L, axis=1, keepdims=True))[np.arange(len(x)), x])
        mid_hit += int((top[4:-4] == x[4:-4]).sum())
        mid_tot += len(x) - 8
    total = sum(len(r[5]) for r in DASH_HUMAN)
    assert total == 572
    assert hit / total > 0.65, hit / total
    assert mid_hit / mid_tot > 0.35, mid_hit / mid_tot
    assert np.mean(logp) > -1.3  # chance: log(1/20) = -3.0
    # control: the same residues with the other loops removed are barely above chance
    bare = sum(int((model.with_template(tcr={"CDR3B": r[5]}, free_positions="all").all_conditionals(
        model.encode(r[5])[None])[0].argmax(1) == model.encode(r[5])).sum()) for r in DASH_HUMAN[:10])
    assert bare / sum(len(r[5]) for r in DASH_HUMAN[:10]) < 0.3


def test_rectangle_test_certifies_incompatibility(whole_cdr3b):
    """All 91 site pairs of the reference CDR3B, top-3 residues per site in context: 819
    rectangles, of which 800 are certified (|log R| above its float32 bound, at most 1.3e-3)."""
    m = whole_cdr3b
    res = rectangle_test(m, m.initial_state(), pairs="all", k=3, rng=0)
    assert res.n_rectangles == 91 * 9 and res.incompatible
    assert res.prevalence.value > 0.9
    assert res.quantiles["q50"] > 10 * res.table["bound"].max()
    assert res.logit_error_source.startswith("declared by SceptrMLM")
    # the alpha chain's CDR3 too, on a real TCR
    a = m.with_template(tcr=_tcr(DASH_HUMAN[0]), loop="CDR3A", free_positions="all")
    assert rectangle_test(a, a.initial_state(), pairs="adjacent", k=2, rng=0).incompatible


def test_samplers_and_exact_truth_run_on_sceptr(model):
    """The rest of the toolkit takes SCEPTR through the protocol alone: seeded batched Glauber
    chains, and on a window small enough to enumerate (q=5 residues on 3 CDR3B sites: 125
    states) the exact kernel, its stationary law and every rectangle, which agree with the
    sampled test: incompatible, hence not reversible."""
    from exact.markov import compatibility_report
    from toolkit.sampling import run_chains

    a = run_chains(model, n_chains=16, n_steps=20, start=model.initial_state(), rng=3)
    b = run_chains(model, n_chains=16, n_steps=20, start=model.initial_state(), rng=3)
    np.testing.assert_array_equal(a.final, b.final)
    assert (a.final != model.initial_state()).any()
    w = model.with_template(tokens="GSTAE", n=3)
    rep = compatibility_report(w)
    assert not rep.reversible and rep.rectangles.incompatible
    assert rectangle_test(w, np.array([[0, 1, 2], [4, 4, 0]]), pairs="all", tokens=range(5), rng=0).incompatible


# --------------------------------------------------------------------------- errors


def test_bad_input_is_refused_with_clear_messages(model):
    with pytest.raises(InvalidInputError, match=r"amino acids.*not: \['X', 'B'\]"):
        model.with_template(tokens="ACXB")
    with pytest.raises(InvalidInputError, match="at least 2 residues"):
        model.with_template(tokens="A")
    with pytest.raises(InvalidInputError, match="`loop` must be one of"):
        model.with_template(loop="CDR4B")
    with pytest.raises(InvalidInputError, match="TRBV='TRBV99'.*functional human TRBV gene"):
        model.with_template(tcr={"TRBV": "TRBV99", "CDR3B": "CASSLGQAYEQYF"})
    with pytest.raises(InvalidInputError, match="gives both TRBV"):
        model.with_template(tcr={"TRBV": "TRBV19*01", "CDR1B": "MNHEY", "CDR3B": "CASSIRSSYEQYF"})
    with pytest.raises(InvalidInputError, match="unknown keys"):
        model.with_template(tcr={"CDR3": "CASSIRSSYEQYF"})
    with pytest.raises(InvalidInputError, match="`text` must be a string of the 20 amino acids"):
        model.with_template(text="CASS1RSSYEQYF")
    with pytest.raises(InvalidInputError, match=r"`free_positions` must be in 0\.\.13"):
        model.with_template(free_positions=[2, 14])
    with pytest.raises(InvalidInputError, match="`n`=20 exceeds the 14 residues"):
        model.with_template(n=20)
    with pytest.raises(InvalidInputError, match="no CDR3A sequence"):
        model.with_template(tcr={"CDR3B": "CASSIRSSYEQYF"}, loop="CDR3A")
    with pytest.raises(InvalidInputError, match="not `prefix`/`suffix`"):
        sc.load_sceptr(prefix="CASS")
    with pytest.raises(InvalidInputError, match=r"`sites` must be integers in 0\.\.3"):
        model.logits(np.zeros((1, 4), dtype=int), [4])
    gst = model.with_template(tokens="GST")
    with pytest.raises(InvalidInputError, match=r"free positions \['E', 'F', 'Q'\] are not in V"):
        gst.initial_state()  # the template's EFQG: only G is in V
    with pytest.raises(InvalidInputError, match=r"residues \['A'\] are not in the model's token set"):
        gst.encode("GSTA")


def test_missing_wheel_says_how_to_install(monkeypatch):
    monkeypatch.setattr(sc, "_package_dir", lambda name: None)
    with pytest.raises(ModelNotAvailableError, match=r"pip install --no-deps sceptr==1\.2\.0 libtcrlm"):
        sc.load_sceptr()
    monkeypatch.undo()
    with pytest.raises(ModelNotAvailableError, match="variant 'SCEPTR_XL' is not in the installed"):
        sc.load_sceptr(variant="SCEPTR_XL")


# --------------------------------------------------------------------------- registry and CLI


def _registered() -> bool:
    from toolkit.models import registry

    return "sceptr" in registry.REAL_MODELS


@pytest.mark.skipif(not _registered(), reason="enable once 'sceptr' is in toolkit.models.registry.REAL_MODELS")
def test_registry_and_cli_route(model, capsys):
    import json

    from toolkit.cli import main
    from toolkit.models import make_model

    m = make_model("sceptr", n=4)
    with pytest.raises(InvalidInputError, match="`coupling`"):  # strict: a toy keyword is refused
        make_model("sceptr", n=4, coupling=1.0)
    x, sites = _random_states(m, 4, 5)
    np.testing.assert_allclose(m.logits(x, sites), model.logits(x, sites), atol=1e-6, rtol=0)
    assert main(["rectangle", "--model", "sceptr", "--text", "CASSEFQGDNEQFF", "--pairs", "all",
                 "--top-k", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n_sites"] == 14 and out["q"] == 20 and out["n_rectangles"] == 819
    assert out["incompatible"] and out["prevalence"]["value"] > 0.9


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_cuda_gives_the_cpu_conditionals(whole_cdr3b):
    gpu = sc.load_sceptr(free_positions="all", device="cuda")
    x, sites = _random_states(whole_cdr3b, 256, 13)
    cpu_l, gpu_l = whole_cdr3b.logits(x, sites), gpu.logits(x, sites)
    bound = logit_error_bound(whole_cdr3b, x, sites, cpu_l)
    assert (np.abs(cpu_l - gpu_l).max(axis=1) <= 2 * bound).all()  # both passes err by at most the bound
