# Wrong if torch.where(cond) (one argument: nonzero as a tuple of index tensors) has the wrong count or order; no True at all gives empty indices.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.tensor([[1.0, -1.0, 2.0], [-3.0, 0.5, -0.5]])
# x = torch.tensor([[-1.0, -1.0, -2.0], [-3.0, -0.5, -0.5], [-1.0, -2.0, -3.0]])
# x = torch.tensor([[1.0, -1.0, 2.0], [-3.0, 0.5, -0.5], [4.0, 5.0, 6.0]])
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, int]:
    idx = torch.where(x > 0)
    rows, cols = idx[0], idx[1]
    return rows, x[rows, cols], len(idx)
