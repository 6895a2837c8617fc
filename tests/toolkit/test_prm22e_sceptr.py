"""prm22e: toolkit.models.sceptr.SceptrMLM.logit_error's rtol by dtype on every branch: float32,
float64, float16 (1e-2) and bfloat16 (5e-2), times max(1, max |logit|) per row."""
from types import SimpleNamespace

import numpy as np

from toolkit.models import sceptr


def test_logit_error_rtol_per_dtype():
    logits = np.array([[4.0, -0.5], [0.1, 0.2]])
    scale = np.array([4.0, 1.0])  # max(1, max |l|) per row
    for dtype, rtol in (("torch.float32", 3e-5), ("torch.float64", 1e-12), ("torch.float16", 1e-2),
                        ("torch.bfloat16", 5e-2)):
        fake = SimpleNamespace(dtype=dtype)
        np.testing.assert_allclose(sceptr.SceptrMLM.logit_error(fake, None, None, logits), rtol * scale, rtol=1e-12)
