# The dtype rules of the factories other than arange, as PyTorch 1.13 has them (issue 18, item
# 6): full's dtype is its fill's kind (int64, float32) unless dtype= is given, and a
# float fill into an integer dtype truncates toward zero; zeros/ones are float32; the _like
# forms take the input's dtype, or dtype=; torch.tensor of a number is int64, float32 or
# bool, truncating into an integer dtype=. Fills known at compile time and at run time.
# >>> inputs
# x:int32[B]
# y:float64[2]
# v:float32[]
# k:int64[]
# b:bool[]
# <<<
# >>> sets
# x = torch.tensor([1, 2], dtype=torch.int32); y = torch.randn(2, dtype=torch.float64); v = -2.75; k = 3; b = True
# x = torch.tensor([5], dtype=torch.int32); y = torch.randn(2, dtype=torch.float64); v = 2.5; k = -4; b = False
# x = torch.tensor([7, 8, 9], dtype=torch.int32); y = torch.randn(2, dtype=torch.float64); v = 0.5; k = 0; b = True
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, v: float, k: int, b: bool) -> List[Tensor]:
    return [
        torch.full([2], 1.5),
        torch.full([2], 3),
        torch.full([2], -1.5, dtype=torch.int64),
        torch.full([2], 2.75, dtype=torch.int32),
        torch.full([2], 7, dtype=torch.float64),
        torch.full([2], v),
        torch.full([2], k),
        torch.full([2], v, dtype=torch.int64),
        torch.full([2], v, dtype=torch.int16),
        torch.full([2], k, dtype=torch.float16),
        torch.full([2], v, dtype=torch.bool),
        torch.zeros([2]),
        torch.ones([2], dtype=torch.int8),
        torch.zeros_like(x),
        torch.ones_like(y),
        torch.ones_like(x, dtype=torch.float64),
        torch.full_like(x, 2.75),
        torch.full_like(x, -2.75),
        torch.full_like(x, v),
        torch.full_like(y, k),
        torch.full_like(y, 3, dtype=torch.int64),
        torch.full_like(x, v, dtype=torch.float32),
        torch.tensor(3),
        torch.tensor(3.5),
        torch.tensor(True),
        torch.tensor(-2.5, dtype=torch.int64),
        torch.tensor(2.75, dtype=torch.int32),
        torch.tensor(v, dtype=torch.int64),
        torch.tensor(k, dtype=torch.float64),
        torch.tensor(v),
        torch.tensor(k),
        torch.tensor(b),
        torch.tensor([1.5, -2.5], dtype=torch.int64),
        torch.tensor([v, 1.25], dtype=torch.int32),
        torch.tensor([k, 2]),
        torch.tensor([v, 2.0]),
        torch.tensor([b, False]),
        torch.tensor([k, 2], dtype=torch.float32),
    ]
