"""The ``glauber`` entry point (``console_scripts``): the CLI lives in :mod:`toolkit.app.cli`."""
from toolkit.app.cli import main  # noqa: F401
