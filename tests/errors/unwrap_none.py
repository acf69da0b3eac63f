# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# unwrap_none.py:16:16: error: torch.jit._unwrap_optional() of None: PyTorch raises here whenever this runs
#    16 |     return x + torch.jit._unwrap_optional(w)
#       |                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# PyTorch raises "Unwrapping null optional" whenever this runs
def g(x: Tensor, w: Optional[Tensor]) -> Tensor:
    return x + torch.jit._unwrap_optional(w)


def f(x: Tensor) -> Tensor:
    return g(x, None)
