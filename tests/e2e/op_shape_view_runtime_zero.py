# view/reshape to sizes known only at run time, one of them 0: before opset 14 ONNX's
# Reshape reads a 0 as "copy the input's dim" (no allowzero), so x.view(x.size(0), m) of a
# [0, 5] tensor with m = 0 gave [0, 5] (wrong shape, no error) and viewing MultiheadAttention's
# empty scores failed. A -1 beside run-time sizes of an empty tensor still resolves to 0;
# sizes that do not fit the tensor still fail (the raises sets: the padding that makes the
# 0s is added only where a size is 0, and then fails unless the tensor is empty).
# >>> inputs
# x:float32[a,b]
# m:int64[]
# <<<
# >>> sets
# x = torch.randn(0, 5); m = 0
# x = torch.randn(2, 3); m = 3
# x = torch.randn(0, 4); m = 7
# x = torch.randn(3, 0); m = 0
# <<<
# >>> raises
# x = torch.randn(2, 3); m = 4
# x = torch.randn(2, 3); m = 0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.view(x.size(0), m)
    b = x.reshape(x.size(1), x.size(0), 1)
    c = x.reshape(-1, x.size(1) + 1) if x.numel() == 0 else x.reshape(-1, 1)
    return a, b, c
