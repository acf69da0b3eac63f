# F.linear with and without bias, on 2-d and 3-d inputs (symbolic batch); clone and detach.
# >>> inputs
# x:float32[batch,4]
# y:float32[batch,seq,4]
# w:float32[3,4]
# b:float32[3]
# <<<
# >>> sets
# x = torch.randn(2, 4); y = torch.randn(2, 5, 4); w = torch.randn(3, 4); b = torch.randn(3)
# x = torch.randn(1, 4); y = torch.randn(1, 1, 4); w = torch.randn(3, 4); b = torch.randn(3)
# x = torch.randn(6, 4); y = torch.randn(6, 2, 4); w = torch.randn(3, 4); b = torch.randn(3)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, w: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = F.linear(x, w, b)
    c = F.linear(y, w)
    d = torch.nn.functional.linear(x.clone(), w.detach(), bias=b) * 2
    return a, c, d
