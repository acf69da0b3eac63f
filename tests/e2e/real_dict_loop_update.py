# User-style: a dict whose tensors a loop rebinds (d["a"] = d["a"] * 0.5) and updates in place (d["b"] += ...).
# >>> inputs
# x:float32[N,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(2, 4); n = 1
# x = torch.randn(5, 4); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    d: Dict[str, Tensor] = {"a": x.clone(), "b": torch.zeros_like(x)}
    for i in range(n):
        d["a"] = d["a"] * 0.5
        d["b"] += x * float(i)
    return d["a"], d["b"]
