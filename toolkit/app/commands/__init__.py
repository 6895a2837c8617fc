"""Subcommands of ``glauber``; shared argument helpers live in :mod:`._common`."""
