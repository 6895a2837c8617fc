"""cmp16d (issue 30): exact.analysis.exact_method's reach boundary and exact.markov.analyze's
``mixing_method`` on the lumped path, from their docstrings."""

from exact.analysis import exact_method
from exact.markov import analyze
from toolkit.models.exchangeable import CurieWeiss


def test_enumeration_is_in_reach_at_exactly_max_states():
    # module docstring of exact.analysis: "auto" lumps when enumeration is out of reach,
    # q**n > max_states. CurieWeiss(8): 2**8 = 256 states (n = 8 <= LUMP_Q2_ABOVE_N = 12, so
    # reach alone decides): 256 states are within max_states = 256 (enumerate), not within 255.
    m = CurieWeiss(8, 1.0)
    assert exact_method(m, max_states=256) == "enumerate"
    assert exact_method(m, max_states=255) == "lumped"
    assert exact_method(m, max_states=257) == "enumerate"


def test_lumped_analyze_passes_mixing_method_as_starts():
    # analyze's docstring: on the lumped path ``mixing_method`` is the ``starts`` option of
    # exact.lumped.lumped_mixing_time; lumped_exact_report: t_mix is None where only the
    # monochromatic starts were evaluated, their t_mix being t_mix_monochromatic.
    # CurieWeiss(20) lumps (n = 20 > 12): 21 count classes, q = 2 monochromatic starts.
    r = analyze(CurieWeiss(20, 1.0), mixing_method="monochromatic")
    assert r.method == "lumped"
    assert r.t_mix is None and r.t_mix_monochromatic is not None
    assert "starts=monochromatic" in r.t_mix_method
    r = analyze(CurieWeiss(20, 1.0), mixing_method="all")
    assert r.t_mix is not None and "starts=all" in r.t_mix_method
