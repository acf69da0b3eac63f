# An Optional holds a tensor no other name sees (x * 2.0, made in the branch); the tensor
# unwrapped from it is written in place and read again: that is the tensor itself, so the
# write shows (it was refused before Optionals went stale like sequences).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# flag:bool[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 3.0]); flag = True
# x = torch.tensor([1.0, -2.0, 3.0]); flag = False
# x = torch.tensor([-1.0, 0.5]); flag = True
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, Tensor]:
    o: Optional[Tensor] = None
    if flag:
        o = x * 2.0
    if o is not None:
        o.mul_(3.0)
        return o, o + 1.0
    return x, x + 1.0
