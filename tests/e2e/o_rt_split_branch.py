# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[3]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, -0.5])
# x = torch.tensor([-1.0, -2.0, 0.5])
# x = torch.zeros(3)
# <<<
import torch
from torch import Tensor
from typing import Optional


# None on one branch, a tensor on the other, chosen at run time: an ONNX optional
# (was refused before scriptc built ONNX optionals)
def f(x: Tensor) -> Tensor:
    y: Optional[Tensor] = None
    if x.sum() > 0:
        y = x * 2
    if y is not None:
        return y
    return x
