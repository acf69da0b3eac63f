# User-style: a Dict[str, Tensor] built with constant keys, iterated with items() and keys(), len().
# >>> inputs
# x:float32[N]
# <<<
# >>> sets
# x = torch.randn(5)
# x = torch.randn(1)
# x = torch.randn(2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tensor:
    stats: Dict[str, Tensor] = {"sum": x.sum(), "max": x.max(), "min": x.min()}
    acc = torch.zeros(())
    for k, v in stats.items():
        if k != "min":
            acc = acc + v
    for k in stats.keys():
        acc = acc + stats[k] * 0.5
    return acc + float(len(stats))
