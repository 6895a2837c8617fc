"""Blind audit 5c (issue 30): the command layer (``_common``, ``glauber exact``, ``glauber
rectangle``, the Ctrl-C guard) against its documented contracts."""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from toolkit.app.cli import main
from toolkit.app.commands._common import (
    _check_magnitudes,
    check_real_options,
    parse_free,
    parse_grid,
    real_sizes,
    resolve_free,
)
from toolkit.app.commands.exact import start_state
from toolkit.app.commands.rectangle import DEFAULT_TEXT
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts

ROOT = Path(__file__).resolve().parents[1]


def test_a_one_value_range_is_that_value():
    # START:STOP includes both ends
    assert parse_grid("5:5", "--n", integer=True) == [5]


def test_free_minus_one_is_the_last_token():
    assert resolve_free(parse_free("-1"), 5) == [4]
    assert resolve_free(parse_free("0,-1"), 3) == [0, 2]


def test_real_sizes_counts_distinct_free_positions():
    ns = argparse.Namespace(model="sapiens-vh", tokens=None, q=None, n=None, text=None, free="1,1,2")
    assert real_sizes(ns) == (20, 2)


def test_a_huge_negative_coupling_is_refused_naming_the_flag():
    with pytest.raises(InvalidInputError, match="--coupling"):
        _check_magnitudes({"coupling": -1e300}, 10)


def test_batch_size_zero_is_refused():
    with pytest.raises(InvalidInputError, match="--batch-size"):
        check_real_options(argparse.Namespace(device=None, batch_size=0))


def test_start_state_guards():
    m = potts(2, 3, 1.0)   # q = 2, n = 3: states 0..7
    with pytest.raises(InvalidInputError, match=r"0\.\.7"):
        start_state(m, "8")
    with pytest.raises(InvalidInputError, match="'2' is not one of the tokens"):
        start_state(m, "0,1,2")


def test_exact_lumps_an_exchangeable_family_beyond_enumeration_by_default(capsys):
    # --method auto: curie-weiss at n = 40 (2^40 states) runs on its chain of token counts
    assert main(["exact", "--model", "curie-weiss", "--n", "40", "--beta", "0.5", "--json", "--quiet"]) == 0
    assert "lumped" in capsys.readouterr().out


def test_rectangle_refuses_top_k_one(capsys):
    assert main(["rectangle", "--top-k", "1", "--quiet"]) == 2
    assert "top-k" in capsys.readouterr().err


def _interrupted(n_signals: int, gap: float):
    code = (
        "import signal, time\n"
        "from toolkit.app._interrupt import guard_interrupts\n"
        "signal.signal(signal.SIGINT, lambda s, f: None)   # the main thread ignores Ctrl-C: stuck\n"
        "with guard_interrupts('blind', grace=60.0):\n"
        "    print('ready', flush=True)\n"
        "    time.sleep(60)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                          text=True, cwd=ROOT) as proc:
        try:
            assert proc.stdout.readline().strip() == "ready"
            for _ in range(n_signals):
                proc.send_signal(signal.SIGINT)
                time.sleep(gap)
            t0 = time.monotonic()
            _, err = proc.communicate(timeout=15)
            return proc.returncode, err, time.monotonic() - t0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()


def test_a_second_ctrl_c_ends_a_stuck_command_at_once():
    # module docstring: a Ctrl-C the main thread does not act on ends the process after the grace
    # period (here 60 s), a second one at once, with status 130 and the command's name
    rc, err, _ = _interrupted(2, 0.3)
    assert rc == 130 and err == "glauber blind: interrupted\n"


def test_rectangle_witnesses_name_the_texts_own_tokens_at_both_sites(capsys):
    assert main(["rectangle", "--json", "--quiet", "--witnesses", "8"]) == 0
    out = json.loads(capsys.readouterr().out)
    words = DEFAULT_TEXT["tiny-en"].split()   # every word of the default text is one token
    assert out["witnesses"]
    for w in out["witnesses"]:
        assert (w["text_i"], w["text_j"]) == (words[w["i"]], words[w["j"]])


def test_rectangle_top_k_may_be_every_token_of_v(capsys):
    # --top-k must be <= the q tokens of V: k = q is allowed (C(3, 2)^2 = 9 rectangles per pair)
    assert main(["rectangle", "--tokens", "it,happened,on", "--text", "it happened on", "--top-k", "3",
                 "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["top_k"] == 3 and out["n_rectangles"] == 9 * out["n_site_pairs"]
