"""prm21b (fourth sweep, loose assertions): the time-left estimate of ``glauber verify``'s
stage lines (:mod:`toolkit.app.report`), as a hand value rather than a format: the fraction
done is the finished sections' share of ALL chosen sections' typical seconds, and a real-model
section left out (``real=False``) weighs nothing."""

from toolkit.app import report


def test_stage_line_time_left_by_hand():
    # weights (TYPICAL_SECONDS) 5.3, 2.1, 2.7: at the 2nd section, done = 5.3/10.1, so at 53 s
    # elapsed the rest is 53 (1 - done)/done = 53 * 4.8/5.3 = 48 s
    line = report._stage_line("soundness", 2, ("reference", "soundness", "contraction"), 53.0, real=True)
    assert line == "[soundness] section 2/3 started, 53 s so far, ~48 s left"


def test_left_out_real_section_weighs_nothing(tmp_path):
    # semantic needs the real models: with real=False it is skipped and its weight is 0, so at
    # the next section nothing is done yet by weight and no time left is estimated
    assert report.SECTIONS["semantic"].NEEDS_REAL and not report.SECTIONS["metastability"].NEEDS_REAL
    lines = []
    report.verify(str(tmp_path), quick=True, real=False, sections=("semantic", "metastability"),
                  progress=lines.append)
    stage = [line for line in lines if line.startswith("[metastability] section 2/2 started")]
    assert len(stage) == 1 and "left" not in stage[0], stage
