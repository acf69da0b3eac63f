# A loop that pops the key it added on the run before, and adds it again on the next (the
# flag the Loop carries toggles), beside a dict whose new keys are updated in place, set by
# update() and counted by a for loop over the dict in the body. Wrong if a pop or a set is
# lost between runs, or the in-place `+=` reaches the stand-in.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 5
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor, n: int) -> Tuple[int, Tensor, Tensor, int, Tensor]:
    d: Dict[str, Tensor] = {}
    e: Dict[str, Tensor] = {"x": x}
    for i in range(n):
        if "t" in d:
            d.pop("t")
        else:
            d["t"] = x * float(i)
        if "acc" in e:
            e["acc"] += x
        else:
            e["acc"] = x * 1.0
        e.update({"u": x - float(i)})
        s = 0
        for k in e:
            s = s + len(k)
        e["s"] = torch.full((), float(s))
    tot = torch.zeros(())
    for k, v in e.items():
        tot = tot * 2.0 + v.sum()
    return len(d), d.get("t", x * 0.0 - 9.0), e.get("acc", x * 0.0), len(e), tot
