# An Optional[int] set inside a loop the first time a row is positive (a "find first" scan):
# None until then, so `k is None` is known only at run time. PyTorch's torch.onnx.export
# (tracing) fixes the trip count and the branch taken; scriptc carries an ONNX optional.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.tensor([-1.0, 2.0, 3.0])
# x = torch.tensor([-1.0, -2.0])
# x = torch.zeros(0)
# x = torch.tensor([5.0])
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor) -> Tuple[int, bool]:
    k: Optional[int] = None
    for i in range(x.size(0)):
        if k is None and bool(x[i] > 0):
            k = i
    if k is None:
        return -1, False
    return k * 10, True
