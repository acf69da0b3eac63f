# Wrong if a key added on one path of an if shows after the if on both, or `in` tests the wrong dict.
# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2); flag = True
# x = torch.randn(3); flag = False
# x = torch.randn(5); flag = False
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, int, bool]:
    d = {"x": x}
    if flag:
        d["extra"] = x * 10.0
    if "extra" in d:
        y = d["extra"] + d["x"]
    else:
        y = d["x"] - 1.0
    return y, len(d), "extra" in d
