"""prm30a: ``starts='certified'`` (q = 2) sorts the n + 1 start classes of counts into the two
extremes (evolved), the interior classes the sector bound certifies, and the rest (evolved
too): with an exact answer every class is in exactly one of "evolved" and "certified"
(toolkit.results.MixingResult: ``classes_evaluated`` evolved exactly, ``classes_certified``
shown by the sector bound to mix no later), so the two add up to ``classes_total``. Here some
interior classes are certified and some are not (Curie-Weiss n = 8 at T = 2), the case where
counting every interior class as certified shows."""

from exact.lumped import lumped_mixing_time
from toolkit.models.exchangeable import CurieWeiss


def test_certified_plus_evaluated_is_every_class():
    m = lumped_mixing_time(CurieWeiss(8, 1.0), temperature=2.0, starts="certified")
    assert m.exact and m.classes_total == 9
    assert 2 < m.classes_evaluated < 9          # some interior class was not certified: evolved
    assert m.classes_evaluated + m.classes_certified == m.classes_total
    # and the answer is the worst start's (every class evolved)
    assert m.t_mix == lumped_mixing_time(CurieWeiss(8, 1.0), temperature=2.0, starts="all").t_mix
