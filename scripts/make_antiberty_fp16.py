"""Write an fp16 safetensors copy of AntiBERTy (and the Sapiens VH checkpoint) for an offline GPU machine.

The GPU machine has no network and no ``antiberty``/``sapiens`` packages, and the device
tool carries at most 64 MiB with the working tree, while AntiBERTy's fp32 weights are 104 MB.
This script writes, under ``--out`` (default ``.models/``, git-ignored)::

    .models/antiberty/__init__.py                                            # marker (see _marker)
    .models/antiberty/trained_models/AntiBERTy_md_smooth/config.json
    .models/antiberty/trained_models/AntiBERTy_md_smooth/model.safetensors   # fp16, ~52 MB
    .models/antiberty/trained_models/vocab.txt
    .models/sapiens/models/v1/checkpoint_vh.pt                               # 4.6 MB (--sapiens)
    .models/sapiens/models/v1/dict.txt

laid out like the installed packages, so with ``.models`` first on ``PYTHONPATH``
``toolkit.models.make_model("antiberty")`` and ``make_model("sapiens-vh")`` load them through
the usual code path (the loaders only locate the packages' folders; neither package is
imported). Only the ``BertForMaskedLM`` part of AntiBERTy is kept (the unused pooler and
species/chain/graft heads are dropped; the decoder stays tied to the word embeddings).
The model runs in the dtype the toolkit asks for (fp32 by default): the fp16 rounding of
the weights moves the conditionals by about 1e-3 (printed below).

    python scripts/make_antiberty_fp16.py [--out .models] [--sapiens vh,vl | --sapiens none]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

LIMIT_MB = 64


def _size_mb(path: str) -> float:
    total = 0
    for root, _, files in os.walk(path):
        total += sum(os.path.getsize(os.path.join(root, f)) for f in files)
    return total / 1e6


def _marker(folder: str, what: str) -> None:
    """An ``__init__.py`` that makes the copy a regular package: found first on ``PYTHONPATH``
    even where the real package is installed (a folder without one is a namespace portion,
    which an installed regular package would override). The toolkit only locates the
    folder (``importlib.util.find_spec``); nothing imports it."""
    with open(os.path.join(folder, "__init__.py"), "w") as fh:
        fh.write(f'"""Data-only copy of {what}\'s weights written by scripts/make_antiberty_fp16.py; not importable code."""\n')


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=".models", help="output folder (default: .models, git-ignored)")
    ap.add_argument("--sapiens", default="vh", help="Sapiens chains to copy: vh (default), vh,vl or none")
    ap.add_argument("--no-check", action="store_true", help="skip reloading the copy and comparing conditionals")
    args = ap.parse_args(argv)

    import numpy as np
    from transformers import BertForMaskedLM, BertTokenizer

    from toolkit.models import _hf_convert

    ckpt, tok_dir = _hf_convert.antiberty_dirs()
    root = os.path.join(args.out, "antiberty", "trained_models")
    dst = os.path.join(root, "AntiBERTy_md_smooth")
    os.makedirs(dst, exist_ok=True)
    _marker(os.path.join(args.out, "antiberty"), "AntiBERTy 0.1.3")
    from toolkit.models.adapter import _quiet_transformers

    with _quiet_transformers():  # AntiBERTy's unused heads are reported otherwise
        model = BertForMaskedLM.from_pretrained(ckpt, local_files_only=True).eval()
        model.half().save_pretrained(dst, safe_serialization=True)
    shutil.copy(os.path.join(tok_dir, "vocab.txt"), os.path.join(root, "vocab.txt"))
    BertTokenizer.from_pretrained(root, local_files_only=True)  # loads from the copy
    size = os.path.getsize(os.path.join(dst, "model.safetensors")) / 1e6
    print(f"AntiBERTy fp16: {dst}/model.safetensors, {size:.1f} MB")

    chains = [] if args.sapiens.strip().lower() == "none" else [c.strip() for c in args.sapiens.split(",") if c.strip()]
    for chain in chains:
        src = _hf_convert.sapiens_checkpoint(chain)
        sdst = os.path.join(args.out, "sapiens", "models", "v1")
        os.makedirs(sdst, exist_ok=True)
        _marker(os.path.join(args.out, "sapiens"), "Sapiens 1.0.5")
        shutil.copy(src, sdst)
        shutil.copy(os.path.join(os.path.dirname(src), "dict.txt"), sdst)
        print(f"Sapiens {chain.upper()}: {os.path.join(sdst, os.path.basename(src))}")

    total = _size_mb(args.out)
    print(f"total under {args.out}: {total:.1f} MB (the device tool carries {LIMIT_MB} MiB with the working tree)")
    if total > LIMIT_MB:
        print(f"warning: above {LIMIT_MB} MB", file=sys.stderr)

    if not args.no_check:
        import subprocess

        # reload through the toolkit with the copy first on the path, in a fresh process
        code = (
            "import numpy as np, sys\n"
            "from toolkit.models import _hf_convert\n"
            "from toolkit.models.mlm import load_model\n"
            "assert _hf_convert.antiberty_dirs()[0].startswith(sys.argv[1]), _hf_convert.antiberty_dirs()\n"
            "m = load_model('antiberty', n=6)\n"
            "x = np.random.default_rng(0).integers(20, size=(8, 6))\n"
            "np.save(sys.argv[2], m.all_conditionals(x))\n"
        )
        out_copy = os.path.join(args.out, "_check_copy.npy")
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.abspath(args.out), os.getcwd()]))
        subprocess.run([sys.executable, "-c", code, os.path.abspath(args.out), out_copy], check=True, env=env)
        from toolkit.models.mlm import load_model

        ref = load_model("antiberty", n=6).all_conditionals(np.random.default_rng(0).integers(20, size=(8, 6)))
        got = np.load(out_copy)
        os.remove(out_copy)

        def logp(a):
            return a - np.logaddexp.reduce(a, axis=-1, keepdims=True)

        diff = float(np.abs(logp(got) - logp(ref)).max())
        print(f"check: the copy loads through toolkit.models (antiberty found in {args.out}); "
              f"max |log p(copy) - log p(fp32 original)| = {diff:.2e} on 48 conditionals")
        if diff > 5e-2:
            print("error: the fp16 copy's conditionals differ too much", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
