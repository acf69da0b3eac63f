# index_put's update shape, the index's dims and the rest of self's, is gathered into the
# order the write puts them; where that order is the one they have, the Gather is its input
# (onnxpeep).  Writes along dim 0 (in order) and along dim 1 (the index's dims first:
# reordered), values that broadcast, negative indices, an empty index.
# >>> inputs
# x:float32[n,4,5]
# i:int64[k]
# v:float32[5]
# w:float32[k,1]
# <<<
# >>> sets
# x = torch.randn(3, 4, 5); i = torch.tensor([2, -1]); v = torch.randn(5); w = torch.randn(2, 1)
# x = torch.randn(4, 4, 5); i = torch.tensor([0]); v = torch.randn(5); w = torch.randn(1, 1)
# x = torch.randn(2, 4, 5); i = torch.zeros(0, dtype=torch.long); v = torch.randn(5); w = torch.randn(0, 1)
# <<<
# >>> raises
# x = torch.randn(3, 4, 5); i = torch.tensor([3]); v = torch.randn(5); w = torch.randn(1, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, v: Tensor, w: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.clone()
    a[i] = v
    b = x.clone()
    b[:, i] = 1.0
    c = x.clone()
    c[:, i] = w
    return a, b, c
