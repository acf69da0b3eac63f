# A tuple whose elements are alike (tensors of one dtype and rank, or numbers), indexed by a
# value known only at run time (int of a tensor, a loop's counter), as TorchScript allows
# (issue 18: refused as "the index of a tuple must be a constant int"); negative indices
# count from the end.
# >>> inputs
# x:float32[B,3]
# i_tensor:int64[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); i_tensor = torch.tensor(0); n = 0
# x = torch.randn(4, 3); i_tensor = torch.tensor(1); n = 1
# x = torch.randn(2, 3); i_tensor = torch.tensor(-1); n = 3
# x = torch.randn(3, 3); i_tensor = torch.tensor(-2); n = 2
# <<<
# >>> raises
# x = torch.randn(2, 3); i_tensor = torch.tensor(3); n = 0
# x = torch.randn(2, 3); i_tensor = torch.tensor(-4); n = 1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i_tensor: Tensor, n: int) -> Tuple[Tensor, int, float]:
    xs = (x, x * 2.0, x - 1.0)
    ks = (3, 5, 7)
    fs = (0.5, 1.5, 2.5)
    s = xs[int(i_tensor)]
    k = 0
    w = 0.0
    for i in range(n):
        s = s + xs[i % 3] * float(ks[i % 3])
        k += ks[-1 - i % 3]
        w += fs[int(i_tensor)]
    return s, k, w
