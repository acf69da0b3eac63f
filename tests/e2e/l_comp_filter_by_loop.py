# Wrong if a filter written as a loop with an if (TorchScript 1.13 refuses comprehension ifs) keeps the wrong elements.
# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0], [-3.0, 1.0], [0.5, 0.5]])
# x = torch.tensor([[-1.0, -2.0], [-3.0, 1.0]])
# x = torch.tensor([[4.0, 2.0], [3.0, 1.0], [0.5, 0.5]])
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    keep: List[Tensor] = []
    for row in x.unbind(0):
        if bool(row.sum() > 0):
            keep.append(row)
    acc = torch.zeros(x.size(1))
    for t in keep:
        acc = acc + t
    return acc, len(keep)
