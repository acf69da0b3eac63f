# A Dict[str, Tensor] filled from enumerate over a list of names, summed over .items() but
# one key, and returned (its values as outputs, named by the keys), with the first and last
# of chunk(2) of x (two pieces, or one when x has one element).
# >>> inputs
# x:float32[N]
# <<<
# >>> sets
# x = torch.randn(1)
# x = torch.randn(4)
# x = torch.randn(5)
# <<<
from typing import Dict, List, Optional, Tuple
import torch
from torch import Tensor

def f(x: Tensor):
    feats: Dict[str, Tensor] = {}
    names = ["a", "b", "c"]
    for i, name in enumerate(names):
        feats[name] = x * (i + 1)
    total = torch.zeros_like(x)
    for k, v in feats.items():
        if k != "b":
            total = total + v
    parts = x.chunk(2, dim=0)
    return total, parts[0], parts[-1], feats
