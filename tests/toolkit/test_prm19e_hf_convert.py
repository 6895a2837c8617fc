"""prm19e (issue 30): ``_package_dir(name)`` is the directory of an installed *package*, None
when absent; a plain module (one file, no ``submodule_search_locations``) is no package: None."""

from __future__ import annotations

import json
import os

from toolkit.models._hf_convert import _package_dir


def test_package_module_and_absent():
    assert _package_dir("json") == os.path.dirname(json.__file__)   # a package: its directory
    assert _package_dir("glob") is None                             # a one-file module
    assert _package_dir("no_such_package_prm19e") is None
