# torch.jit.script accepts it: the key is there before the loop on one branch only, and the
# loop sets it; after the loop it is there iff it was before or a run set it (a flag the Loop
# carries, starting from the branch's). Wrong if either source of the key is lost.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 3
# x = torch.randn(3); n = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[int, Tensor]:
    d = {"x": x}
    if n > 2:
        d["extra"] = x * 10.0
    for i in range(n):
        d["extra"] = x + float(i)
    return len(d), d.get("extra", x * 0.0)
