# >>> inputs
# p:float32[40,50]
# x:int64[30,40]
# <<<
# >>> sets
# p = torch.rand(40, 50); x = torch.zeros(30, 40, dtype=torch.int64)
# p = torch.full((40, 50), 0.9); x = torch.ones(30, 40, dtype=torch.int64)
# <<<
# torch.bernoulli of a probability tensor (ONNX Bernoulli from opset 15, Less(U, p) before),
# x.bernoulli(p) with a float p on an int64 tensor (0 and 1 in its dtype), x.bernoulli_ with
# a tensor p broadcast over x, and a float64 p.
import torch
from torch import Tensor
from typing import Tuple


def f(p: Tensor, x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = torch.bernoulli(p)
    b = x.bernoulli(0.25)
    y = torch.zeros(30, 40)
    y.bernoulli_(torch.full([40], 0.7))
    c = p.double().bernoulli()
    return a, b, y, c
