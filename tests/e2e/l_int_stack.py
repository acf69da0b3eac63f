# A List[int] used as a stack in a while loop: its length is known only at run time (a 1-d
# int64 tensor in ONNX); pop, append, insert and len on it.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4); k = 1
# x = torch.randn(2); k = 6
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    stack: List[int] = [1, 2]
    for i in range(k):
        stack.append(i * 3)
    stack.insert(1, 7)
    stack[0] = stack[0] + 10
    acc = 0
    while len(stack) > 0:
        v = stack.pop()
        acc = acc * 2 + v
    return x + acc
