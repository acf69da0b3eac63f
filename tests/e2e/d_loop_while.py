# A while loop that adds keys: "half" on every run, "big" on the first run whose sum is
# large (a test of `"big" not in d` in the body). Whether each is there after the loop
# depends on the runs (0, 1 or many). Wrong if a flag is lost or the two keys share one.
# >>> inputs
# x:float32[K]
# lim:float32[]
# <<<
# >>> sets
# x = torch.ones(3) + 0.01 * torch.rand(3); lim = 10.0
# x = torch.ones(4) + 0.01 * torch.rand(4); lim = 1.5
# x = torch.ones(16) + 0.01 * torch.rand(16); lim = 0.5
# x = torch.ones(4) + 0.01 * torch.rand(4); lim = 0.9
# x = torch.ones(4) + 0.01 * torch.rand(4); lim = 2.5
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor, lim: float) -> Tuple[int, Tensor, Tensor, bool]:
    d: Dict[str, Tensor] = {}
    y = x
    while float(y.sum()) > lim:
        y = y * 0.5
        d["half"] = y
        if "big" not in d and float(y.sum()) > 4.0 * lim:
            d["big"] = y + 100.0
    return len(d), d.get("half", -x), d.get("big", x * 0.0), "big" in d
