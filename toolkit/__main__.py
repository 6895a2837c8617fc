import sys

from .cli import main

if __name__ == "__main__":  # `python -m toolkit`; importing the module (pytest's doctest collection) runs nothing
    sys.exit(main())
