# >>> inputs
# x:float32[batch]
# bias:float32[batch]
# <<<
# >>> sets
# x = torch.randn(2); bias = torch.randn(2)
# x = torch.randn(5); bias = torch.randn(5)
# x = torch.zeros(3); bias = torch.ones(3)
# <<<
import torch
from torch import Tensor
from typing import Optional


# with --input, an Optional[Tensor] parameter is a tensor input
def f(x: Tensor, bias: Optional[Tensor] = None) -> Tensor:
    if bias is not None:
        x = x + bias
    return x * 2
