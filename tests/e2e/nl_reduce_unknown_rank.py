# Reductions of a tensor whose rank is known only at run time (reshaped to a List[int] grown
# in a loop): ONNX's reductions take a negative dim (and a non-negative one) as it is, so
# none needs the rank; flatten() of any rank is 1-d, which gives the outputs their rank.
# >>> inputs
# x:float32[B,8]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 8); n = 0
# x = torch.randn(3, 8); n = 1
# x = torch.randn(2, 8); n = 2
# x = torch.randn(3, 8); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    shape = [x.size(0)]
    rest = 8
    for i in range(n):
        shape.append(2)
        rest = rest // 2
    shape.append(rest)
    y = x.reshape(shape)
    a = y.sum(-1).reshape(-1)
    b = y.amax([-1, -2]).flatten()
    m = y.max(-1)
    c = m.values.reshape(-1) + m.indices.reshape(-1)
    d = y.mean(-1, keepdim=True).reshape(x.size(0), -1)
    e = y.sum(0).reshape(-1)
    g = y.argmax(-1).flatten()
    h = (y > 0).any(-1).flatten()
    k = (torch.softmax(y, -1) + torch.cumsum(y, -1) + y.sort(-1).values).flatten()
    return a, b, c, d, e, g, h, k + y.topk(1, -1).values.flatten().sum()
