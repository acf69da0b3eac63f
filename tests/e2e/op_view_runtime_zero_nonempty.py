# A view to a shape holding a 0 known only at run time (k = 0) needs an empty input: one
# of exactly as many elements as the shape with its 0s read as 1s, [1, 3] viewed as
# [1, 0, 3], raises as PyTorch's view does; before opset 14 (no allowzero) the lowering
# pads and slices (lower_shape.c reshape13), which let that input through.
# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 2
# x = torch.zeros(0, 3); k = 0
# x = torch.randn(4, 3); k = 4
# <<<
# >>> raises
# x = torch.randn(1, 3); k = 0
# x = torch.randn(2, 3); k = 0
# x = torch.randn(2, 3); k = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor]:
    return x.view(1, k, 3), x.reshape(k, 1, 3) * 2.0
