# red_max_empty_fixed_raises at -O0 (no folding, no DCE): the same lowering must hold on the unoptimized IR.
# >>> options
# -O0
# <<<
# amax and max over a dim known at compile time to be 0 raise in PyTorch; the model fails
# only on the path that takes them, and loads (ONNX Runtime would fold a Reshape to -2s made
# of static sizes and refuse the model for every input) (issue 18, item 4).
# >>> inputs
# x:float32[0,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(0, 3); n = 0
# x = torch.randn(0, 3); n = -1
# x = torch.randn(0, 3); n = -5
# <<<
# >>> raises
# x = torch.randn(0, 3); n = 1
# x = torch.randn(0, 3); n = 2
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 1:
        return torch.zeros(0, 3).max(0)[0]
    if n > 0:
        return x.amax(0) + x.min()
    return x.sum(0) + x.amax(1).sum()
