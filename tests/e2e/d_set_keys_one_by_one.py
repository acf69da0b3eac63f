# Keys set one by one share the dict's arrays while each new key extends the latest
# contents (dict.c, grown), and a store reads the dict's values unresolved (build_index.c):
# a tensor written in place after it went in is seen by later reads, a copy of the dict
# given a new key of its own does not share the original's, a key set again keeps its
# place, and a list element stored beside a written tensor keeps the write.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4); k = 1
# x = torch.randn(2); k = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, k: int) -> Tuple[Dict[str, Tensor], Dict[str, Tensor], List[Tensor]]:
    d: Dict[str, Tensor] = {}
    y = x * 1.0
    d["a"] = y
    y.add_(1.0)
    d["b"] = x * 2.0
    e = d.copy()
    e["only_e"] = x - 3.0
    d["c"] = y * 10.0
    d["a"] = d["a"] + 0.5
    for i in range(k):
        y.mul_(2.0)
    d["d"] = y + 0.0
    xs = [y, x]
    y.sub_(1.0)
    xs[1] = x + 1.0
    return d, e, xs
