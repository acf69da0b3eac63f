# torch.jit.script accepts it: the key is in the dict after the loop iff a run set it (a flag
# the Loop carries, false when it never runs or never takes the branch). Wrong if len(d) or
# the value read under `if "pos" in d:` ignores that flag, or keeps the first value set.
# >>> inputs
# x:float32[N]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.randn(5)
# x = torch.zeros(2)
# x = torch.zeros(0)
# x = torch.tensor([-1.0, 2.0, -3.0, 4.0])
# x = torch.tensor([0.5])
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor) -> Tuple[int, Tensor]:
    d: Dict[str, Tensor] = {"a": x}
    for t in x:
        if bool(t > 0):
            d["pos"] = t
    last = torch.zeros(())
    if "pos" in d:
        last = d["pos"] * 2.0
    return len(d), last
