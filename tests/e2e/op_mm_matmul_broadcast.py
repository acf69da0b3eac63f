# >>> inputs
# x:float32[batch,seq,4]
# w:float32[4,3]
# y:float32[batch,3,seq]
# v:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); w = torch.randn(4, 3); y = torch.randn(2, 3, 3); v = torch.randn(4)
# x = torch.randn(3, 5, 4); w = torch.randn(4, 3); y = torch.randn(3, 3, 5); v = torch.randn(4)
# x = torch.randn(1, 2, 4); w = torch.randn(4, 3); y = torch.randn(1, 3, 2); v = torch.randn(4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor, y: Tensor, v: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    h = x @ w
    s = torch.matmul(h, y)
    xv = x.matmul(v)
    vw = v @ w
    vv = torch.matmul(v, v)
    return h, s, xv, vw, vv
