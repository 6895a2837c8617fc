"""prm28d (issue 30, eleventh sweep): :func:`toolkit.app.cli._is_stdout_error` lists several
errnos of a failed write to standard output (ENOSPC, EIO, EDQUOT, EFBIG, EPIPE, EBADF); the
other tests raise ENOSPC (a full disk) only, so a member dropped from the set went unseen.
Each is pinned here: status 2 and the one-line message naming the errno, as for ENOSPC
(module docstring of toolkit.app.cli: every write error of stdout is one line, no traceback)."""

import errno

import pytest

from toolkit.app import cli
from toolkit.app.commands import verify as vcmd


@pytest.mark.parametrize("code", [errno.EIO, errno.EDQUOT, errno.EFBIG])
def test_every_listed_stdout_write_error_is_one_line_status_2(capsys, monkeypatch, tmp_path, code):
    def run(args):
        raise OSError(code, "write failed")

    monkeypatch.setattr(vcmd, "run", run)
    assert cli.main(["verify", "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err == ("glauber verify: error: cannot write the output to standard output: write failed "
                   f"(errno {code}); free space or redirect it elsewhere\n")
