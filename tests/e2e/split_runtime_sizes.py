# split with sizes known only at run time, their count known (PyTorch's export traces
# them as constants: another length gives wrong pieces): splitting a concatenation back
# by the parts' lengths, sizes from a List[int] input (0 included), and a constant size
# with the rest. PyTorch raises when the sizes do not sum to the dim or one is negative;
# ONNX Runtime must fail on those too (the raises block), never give pieces.
# >>> inputs
# a:float32[A,3]
# b:float32[B,3]
# sizes:int64[3]
# <<<
# >>> sets
# a = torch.randn(2, 3); b = torch.randn(1, 3); sizes = [1, 0, 2]
# a = torch.randn(0, 3); b = torch.randn(4, 3); sizes = [2, 2, 0]
# a = torch.randn(3, 3); b = torch.randn(0, 3); sizes = [0, 3, 0]
# a = torch.randn(1, 3); b = torch.randn(1, 3); sizes = [1, 1, 0]
# <<<
# >>> raises
# a = torch.randn(2, 3); b = torch.randn(1, 3); sizes = [1, 1, 2]
# a = torch.randn(2, 3); b = torch.randn(1, 3); sizes = [4, -1, 0]
# a = torch.randn(2, 3); b = torch.randn(1, 3); sizes = [0, 0, 0]
# <<<
import torch
from torch import Tensor
from typing import List


def f(a: Tensor, b: Tensor, sizes: List[int]):
    x = torch.cat([a, b], 0) * 2.0
    p, q = x.split([a.size(0), b.size(0)], 0)
    u, v, w = torch.split(x, sizes)
    first, rest = x.split([1, x.size(0) - 1])
    return p - a * 2.0, q, u.sum(0), v, w.shape[0], first, rest
