# triu and tril (aten::triu/tril: ONNX Trilu from opset 14, a Where over Range-counted positions below) of
# float, int and bool tensors, 2-d and batched, diagonals negative, 0 and positive and one
# known only at run time, sizes known only at run time (0 rows too), and the in-place forms.
# >>> inputs
# x:float32[n,m]
# b:float32[2,n,m]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); b = torch.randn(2, 3, 4); k = 1
# x = torch.randn(1, 1); b = torch.randn(2, 1, 1); k = -1
# x = torch.randn(0, 5); b = torch.randn(2, 0, 5); k = 0
# x = torch.randn(5, 2); b = torch.randn(2, 5, 2); k = -3
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, b: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    y = x.clone()
    y.tril_(-1)
    z = (x > 0).triu(1)
    w = torch.tril(b, diagonal=k)
    i = (x * 10).long().triu(-1)
    return torch.triu(x), x.tril(), torch.triu(x, k), y, z, w, i, b.triu(2)
