# Wrong if .tolist() gives the elements in another order, or .item() the wrong element type.
# >>> inputs
# x:float32[B,2]
# i:int64[B]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0], [3.0, 4.5]]); i = torch.tensor([3, -1])
# x = torch.tensor([[1.0, -2.0], [0.5, 4.0], [7.0, 8.0]]); i = torch.tensor([0, 5, 2])
# x = torch.tensor([[-1.0, 2.5], [3.0, 4.0]]); i = torch.tensor([9, 1])
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, i: Tensor) -> Tuple[float, int, float, int]:
    rows: List[List[float]] = x.tolist()
    ks: List[int] = i.tolist()
    acc = 0.0
    for r in rows:
        acc = acc * 2.0 + r[1]
    m = 0
    for k in ks:
        m = max(m, k)
    return acc, m, float(x.sum().item()), int(i[0].item())
