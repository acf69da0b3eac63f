# Wrong if unbind along dims 0 and 1 gives a fixed count or copies (a write through an element reaches x).
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(2, 3)
# x = torch.randn(4, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, int, Tensor]:
    cols = x.unbind(1)
    rows = torch.unbind(x)
    acc = torch.zeros(3)
    for r in rows:
        acc = acc * 0.5 + r
    cols[2].zero_()
    return cols[0] + cols[1], acc, len(rows), x
