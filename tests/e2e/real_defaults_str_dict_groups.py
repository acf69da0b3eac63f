# Pooling with entry parameters left at their defaults: `extra: Optional[List[Tensor]] =
# None` and `mode: str = "max"` are not graph inputs (the string is the model's constant);
# list(x.unbind(0)), a Dict[str, List[Tensor]] of groups appended to in a loop over
# enumerate, a helper branching on the string, a conditional expression for a group that
# may be empty, keys made with str(i) in a countdown range. 2, 3 and 6 rows.
# >>> inputs
# x:float32[N,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(6, 4)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional


def reduce(xs: List[Tensor], mode: str) -> Tensor:
    if mode == "sum":
        return torch.stack(xs).sum(0)
    elif mode == "max":
        return torch.stack(xs).max(0).values
    return torch.stack(xs).mean(0)


def f(x: Tensor, extra: Optional[List[Tensor]] = None, mode: str = "max") -> Dict[str, Tensor]:
    parts = list(x.unbind(0))
    if extra is not None:
        parts = parts + extra
    groups: Dict[str, List[Tensor]] = {"even": [], "odd": []}
    for i, p in enumerate(parts):
        if i % 2 == 0:
            groups["even"].append(p)
        else:
            groups["odd"].append(p * -1.0)
    out: Dict[str, Tensor] = {}
    for k, v in groups.items():
        out[k] = reduce(v, mode) if len(v) > 0 else torch.zeros(x.size(1))
    for i in range(1, -1, -1):
        out["last" + str(i)] = parts[i]
    return out
