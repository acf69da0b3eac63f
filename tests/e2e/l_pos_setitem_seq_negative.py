# xs[i] = t on a list of tensors of run-time length (and of known length at a run-time
# position) with i negative past the start: PyTorch raises, ONNX Runtime must fail (the
# position made non-negative by adding the length was still negative, and SequenceErase
# and SequenceInsert took it as counting from the end).
# >>> inputs
# x:float32[2]
# n:int64[]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = -1; k = 0
# x = torch.randn(2); n = -3; k = 1
# x = torch.randn(2); n = 2; k = 2
# <<<
# >>> raises
# x = torch.randn(2); n = -4; k = 1
# x = torch.randn(2); n = -6; k = 2
# x = torch.randn(2); n = 3; k = 0
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int, k: int) -> Tensor:
    xs = [x, x + 1.0, x + 2.0]
    if k == 1:
        xs[n] = x * 10.0
    else:
        for i in range(k):
            xs.append(x * float(i))
        xs[n] = x * 20.0
    return torch.stack(xs)
