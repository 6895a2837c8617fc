"""prm28b: model_logits names the FIRST bad row; check_run_memory names the LARGEST part."""
import numpy as np
import pytest

from toolkit.exceptions import MemoryLimitError, NonFiniteLogitsError
from toolkit.sampling import check_run_memory, model_logits


class _TwoBadRows:
    vocab_size, length = 2, 3

    def logits(self, x, sites):
        out = np.zeros((x.shape[0], 2))
        out[1, 0] = np.nan      # rows 1 and 2 are bad: the error names row 1 (the first)
        out[2, 1] = np.inf
        return out


def test_non_finite_logits_error_names_the_first_bad_row():
    x = np.array([[0, 0, 0], [1, 0, 1], [1, 1, 0]])
    sites = np.array([0, 2, 1])
    with pytest.raises(NonFiniteLogitsError) as e:
        model_logits(_TwoBadRows(), x, sites, 2)
    assert e.value.site == 2 and e.value.state == (1, 0, 1)


def test_memory_error_names_the_largest_part_not_the_first():
    # records (10**13 bytes) dominate; states (80 bytes) is listed first: the hint is the records'
    with pytest.raises(MemoryLimitError) as e:
        check_run_memory({"states": 80, "records": 10**13}, "2 chains", max_memory="8GiB")
    msg = str(e.value)
    # _RUN_MEMORY_HINTS["records"] is the hint of the records part (documented in its table)
    assert "the largest part is the recorded values" in msg
    assert "raise burn_in or record_every" in msg
