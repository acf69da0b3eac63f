# Wrong if the ways users update a dict's values in a loop (`d[k] += t`, `d[k] = d[k] + t`,
# `d[k].add_(t)`, `d["a"] = d["a"] * 0.9 + x`, over `d.keys()`) lose an update.
# >>> inputs
# x:float32[N,B]
# <<<
# >>> sets
# x = torch.randn(0, 2)
# x = torch.randn(1, 2)
# x = torch.randn(5, 2)
# x = torch.randn(5, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor) -> Dict[str, Tensor]:
    z = torch.zeros_like(x[0]) if x.size(0) > 0 else torch.zeros(x.size(1))
    d: Dict[str, Tensor] = {"ema": z.clone(), "sum": z.clone(), "sq": z.clone(), "mx": z - 1e9}
    for t in x:
        d["ema"] = d["ema"] * 0.9 + t
        d["sum"] += t
        d["sq"].add_(t * t)
        d["mx"] = torch.maximum(d["mx"], t)
        for k in d.keys():
            if k != "mx":
                d[k] += 0.5
    return d
