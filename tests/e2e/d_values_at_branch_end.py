# Wrong if a dict's value or a list another name holds is merged after an if as it was when
# it was put there rather than as the branch left it (written in place, appended to).
# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(3); flag = True
# x = torch.randn(3); flag = False
# x = torch.randn(3); flag = True
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, Tensor, int]:
    xs = [x]
    ys = xs
    d = {"a": x * 1.0}
    if flag:
        ys = [x * 2.0]
    else:
        xs.append(x * 3.0)
    if flag:
        t = x * 5.0
        d["a"] = t
        t.add_(1.0)
    return torch.stack(ys).sum(0), d["a"], len(ys)
