"""prm28a: toolkit._validation.as_rng turns an int seed, None or a numpy SeedSequence into a
Generator (numpy's own default_rng accepts all three); a SeedSequence must give numpy's stream."""
import numpy as np

from toolkit._validation import as_rng


def test_seed_sequence_gives_numpys_generator_stream():
    ss = np.random.SeedSequence(12345)
    g = as_rng(ss)
    assert isinstance(g, np.random.Generator)
    ref = np.random.default_rng(np.random.SeedSequence(12345))
    assert np.array_equal(g.integers(0, 10**9, 8), ref.integers(0, 10**9, 8))
