# A List[Optional[Tensor]] that starts as [None, None] and that a loop rebinds to
# [x * i, hs[0]]: the literal unifies Tensor with Optional[Tensor] (as TorchScript's does),
# the second element is None until the second run, so whether it is None is known only at
# run time (an ONNX optional, opset 16). Run 0, 1, 2 and 4 times.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(2); k = 1
# x = torch.randn(4); k = 2
# x = torch.randn(2); k = 4
# <<<
import torch
from typing import List, Optional
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    hs: List[Optional[Tensor]] = [None, None]
    for i in range(k):
        hs = [x * i, hs[0]]
    a = hs[1]
    if a is None:
        return x
    return a + 1.0
