# A view to a shape with a 0 written in the script needs an empty input: a non-empty one
# raises as PyTorch's view does (before opset 14, where Reshape reads a 0 as "copy", the
# result was the empty tensor itself, whatever the input held).
# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 3); k = 0
# x = torch.randn(1, 3); k = 0
# x = torch.zeros(0, 3); k = 2
# <<<
# >>> raises
# x = torch.randn(1, 3); k = 1
# x = torch.randn(4, 3); k = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor]:
    z = x[:k]
    return z.view(2, 0, 3), z.reshape(0, 5) + 1.0, x.view(1, -1) * 2.0
