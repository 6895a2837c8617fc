"""Models of masked-token conditionals.

Interface
    ConditionalModel, checked_logits, model_tokens, format_state
Conditionals given a partial context (optional method ``masked_logits(x, mask)``)
    checked_masked_logits, masked_rule, MASKED_RULES (the rule of each family)
Toy families (numpy only)
    IndependentSites, Pairwise, JointModel, LogitTable,
    potts, curie_weiss, random_pairwise, random_table, random_joint
Exchangeable families (logits of the other sites' token counts; reduced exactly by exact.lumped)
    CurieWeiss, MeanFieldPotts, IdenticalSites, ExchangeableTable, random_exchangeable
Planted fixed points (known margin)
    plant_margin, planted_margin
Toy models dressed as masked LMs (a template text with free positions; the real-MLM path runs them)
    toolkit.models.masked_toy (MaskedToy, nn_chain: nearest-neighbour chains, symmetric or not)
Names usable on the command line
    make_model, model_family, MODEL_NAMES
Real MLMs (torch/transformers, imported lazily)
    toolkit.models.adapter (MaskedLM: any transformers masked LM), toolkit.models.zoo
    (load_model: tiny-en, antiberty, sapiens-vh/-vl, hf:PATH), toolkit.models.sceptr
    (SCEPTR, not a transformers model); toolkit.models.mlm re-exports the first two
"""

from .base import (
    MASKED_RULES,
    ConditionalModel,
    checked_logits,
    checked_masked_logits,
    format_state,
    masked_rule,
    model_tokens,
)
from .basins import plant_margin, planted_margin
from .exchangeable import (
    CurieWeiss,
    ExchangeableTable,
    IdenticalSites,
    MeanFieldPotts,
    random_exchangeable,
)
from .registry import MODEL_NAMES, make_model, model_family
from .toy import (
    IndependentSites,
    JointModel,
    LogitTable,
    Pairwise,
    curie_weiss,
    potts,
    random_joint,
    random_pairwise,
    random_table,
)

__all__ = [
    "ConditionalModel",
    "checked_logits",
    "checked_masked_logits",
    "masked_rule",
    "MASKED_RULES",
    "format_state",
    "model_tokens",
    "IndependentSites",
    "JointModel",
    "LogitTable",
    "Pairwise",
    "curie_weiss",
    "potts",
    "random_joint",
    "random_pairwise",
    "random_table",
    "plant_margin",
    "planted_margin",
    "make_model",
    "model_family",
    "MODEL_NAMES",
    "CurieWeiss",
    "ExchangeableTable",
    "IdenticalSites",
    "MeanFieldPotts",
    "random_exchangeable",
]
