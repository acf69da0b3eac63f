# Wrong if a List[int] used as a stack (pop in a while loop, push inside it) runs the wrong number of times.
# torch.onnx.export (1.13, scripted) fails: RuntimeError INTERNAL ASSERT FAILED at jit_type_base.h:547.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 5
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    stack = [n]
    total = 0
    visits = 0
    while len(stack) > 0:
        v = stack.pop()
        total += v
        visits += 1
        if v > 1:
            stack.append(v - 1)
            stack.append(v - 2)
    return x * float(total), total, visits
