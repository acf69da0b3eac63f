# A Dict[str, int] of counters updated with += and rebinding in a loop of 0, 1, many runs on both branches of an if, then items() in a loop.
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

def f(x: Tensor, n: int) -> Tuple[int, int, Tensor]:
    counts: Dict[str, int] = {"pos": 0, "neg": 0}
    for i in range(n):
        if bool(x[i % x.size(0)].sum() > 0):
            counts["pos"] += 1
        else:
            counts["neg"] = counts["neg"] + 1
    total = torch.zeros(())
    for k, v in counts.items():
        total = total + float(v) * (2.0 if k == "pos" else -1.0)
    return counts["pos"], counts["neg"], total
