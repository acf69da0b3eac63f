# x[::2**63 - 1] on 3 rows: PyTorch 1.13 computes the size as (3 + step - 1) // step in
# int64, which overflows, and raises "Storage size calculation overflowed"; scriptc's
# inference overflowed the same way (undefined behaviour).  Refused where the sizes are known.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# slice_step_overflow.py:17:12: error: aten::slice: a slice of 3 elements with step 9223372036854775807: PyTorch's size for it overflows int64
#    17 |     return x[::9223372036854775807]
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x[::9223372036854775807]
