# An Optional[Tensor] parameter defaulting to None, refined by an early return and an assert after it, item() and a 2-d tolist() read by index.
# >>> inputs
# x:float32[N,5]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 5); n = 0
# x = torch.randn(3, 5); n = 1
# x = torch.randn(4, 5); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def g(x: Tensor, bias: Optional[Tensor] = None) -> Tensor:
    if bias is None:
        return x * 2.0
    assert bias.dim() == 1
    return x + bias


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, float]:
    b: Optional[Tensor] = None
    y = g(x)
    z = g(x, x[0])
    item = x[0, 0].item()
    rows: List[List[float]] = x[:2].tolist()
    return y, z, item + rows[1][2]
