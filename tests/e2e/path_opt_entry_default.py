# >>> inputs
# x:float32[batch]
# <<<
# >>> sets
# x = torch.randn(2)
# x = torch.randn(5)
# x = torch.zeros(3)
# <<<
import torch
from torch import Tensor
from typing import Optional


# without --input, an Optional parameter with a None default is None: not a model input
def f(x: Tensor, bias: Optional[Tensor] = None, k: Optional[int] = None) -> Tensor:
    if bias is not None:
        x = x + bias
    if k is None:
        k = 3
    return x * k
