# Two names for one dict, its tensor written in place through one name in a loop and through a third name after it.
# >>> inputs
# x:float32[N,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    d: Dict[str, Tensor] = {"a": x.clone(), "b": x * 2.0}
    e = d
    a = d["a"]
    for i in range(n):
        e["a"].add_(1.0)
    a.mul_(2.0)
    vals = list(d.values())
    return torch.stack(vals).sum(0), a
