# An Optional[List[Tensor]] carried by a loop: None until the first iteration makes a list,
# then rebuilt with `+` (a new list each time). ONNX: an optional of a sequence.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); n = 0
# x = torch.tensor([1.0, 2.0]); n = 1
# x = torch.tensor([-1.0, 3.0]); n = 4
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[int, Tensor]:
    xs: Optional[List[Tensor]] = None
    for i in range(n):
        if xs is None:
            xs = [x]
        else:
            xs = xs + [x * float(i)]
    if xs is None:
        return -1, x
    return len(xs), torch.stack(xs, 0).sum(0)
