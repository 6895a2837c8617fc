"""Sweep 7, group a4 (issue 30): toolkit.app.cli run as a module (``python -m toolkit.app.cli``,
its ``if __name__ == "__main__"`` block) is the same CLI as ``glauber``: the version line and
status 0, the overview for no command, status 2 with the command's --help pointer for an
unknown option."""

import subprocess
import sys

import toolkit


def _run(*argv):
    return subprocess.run([sys.executable, "-m", "toolkit.app.cli", *argv], capture_output=True, text=True,
                          timeout=120)


def test_module_run_is_the_cli():
    r = _run("--version")
    assert r.returncode == 0 and r.stdout.strip() == f"glauber {toolkit.__version__}"
    r = _run()
    assert r.returncode == 0 and r.stdout.startswith("usage: glauber")
    r = _run("exact", "--jsn")
    assert r.returncode == 2 and "unrecognized arguments: --jsn" in r.stderr and "glauber exact --help" in r.stderr
