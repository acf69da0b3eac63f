# A list appended in a loop with a run-time trip count: an ONNX sequence.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 1
# x = torch.randn(5); k = 4
# x = torch.randn(2); k = 7
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    xs: List[Tensor] = [x]
    for i in range(k):
        xs.append(xs[-1] * 2 + i)
    return torch.stack(xs, 1) + len(xs)
