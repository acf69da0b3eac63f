# The entry returns an Optional[List[Tensor]] that is None or a list of n tensors depending on
# n (0: an empty list, not None): one graph output of ONNX type optional(sequence(tensor)),
# opset 16 and later. (It was refused as an output type.)
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = -1
# x = torch.randn(4, 3); n = 0
# x = torch.randn(2, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Optional


def f(x: Tensor, n: int) -> Optional[List[Tensor]]:
    y: Optional[List[Tensor]] = None
    if n >= 0:
        y = [x * float(i) for i in range(n)]
    return y
