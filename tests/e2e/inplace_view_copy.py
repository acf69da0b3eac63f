# x += ... is allowed when what was taken from x is a copy, not a view: clone of a detach or of an element, advanced indexing (near errors/inplace_alias_detach, errors/inplace_alias_view_base).
# >>> inputs
# x:float32[3,2]
# <<<
# >>> sets
# x = torch.randn(3, 2)
# x = torch.zeros(3, 2)
# x = torch.arange(6.0).reshape(3, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    x = x * 1.0
    d = x.detach().clone()
    d += 1.0
    y = x[0].clone()
    i = x[torch.arange(2)]
    x += 1.0
    i += 2.0
    return x, d, y, i
