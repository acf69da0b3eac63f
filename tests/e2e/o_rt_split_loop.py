# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); n = 0
# x = torch.tensor([1.0, 2.0, 3.0]); n = 1
# x = torch.tensor([1.0, -2.0, 3.0]); n = 4
# <<<
import torch
from torch import Tensor
from typing import Optional


# None before the loop, a tensor after a run of it: the loop carries an ONNX optional
def f(x: Tensor, n: int) -> Tensor:
    y: Optional[Tensor] = None
    for i in range(n):
        y = x * i
    if y is None:
        return x
    return y
