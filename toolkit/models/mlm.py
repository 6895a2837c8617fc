"""Real masked LMs: the adapter (:mod:`toolkit.models.adapter`) and the named models
(:mod:`toolkit.models.zoo`), re-exported under one name.

>>> from toolkit.models.mlm import MaskedLM, load_model   # doctest: +SKIP

This module imports torch and transformers; only the model registry imports it, lazily.
"""

from .adapter import MaskedLM
from .zoo import DEFAULTS, REAL_MODEL_NAMES, REFERENCE_VH, REFERENCE_VL, load_model, tiny_en_dir

__all__ = ["MaskedLM", "load_model", "tiny_en_dir", "DEFAULTS", "REFERENCE_VH", "REFERENCE_VL",
           "REAL_MODEL_NAMES"]
