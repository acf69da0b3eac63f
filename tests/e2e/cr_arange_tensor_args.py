# A 0-d tensor where arange (or full) takes a number is its number, as TorchScript's second
# round of overload matching converts it (aten::ScalarImplicit): an integer tensor gives an
# int, a float one (of any float dtype) a float, so the dtype rules of numbers follow
# (issue 18, item 6).
# >>> inputs
# t:int64[]
# u:float32[]
# w:float64[]
# i:int32[]
# <<<
# >>> sets
# t = torch.tensor(5); u = torch.tensor(1.5); w = torch.tensor(8.5, dtype=torch.float64); i = torch.tensor(2, dtype=torch.int32)
# t = torch.tensor(0); u = torch.tensor(2.25); w = torch.tensor(3.0, dtype=torch.float64); i = torch.tensor(-3, dtype=torch.int32)
# t = torch.tensor(9); u = torch.tensor(1.0); w = torch.tensor(0.5, dtype=torch.float64); i = torch.tensor(0, dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import List


def f(t: Tensor, u: Tensor, w: Tensor, i: Tensor) -> List[Tensor]:
    return [
        torch.arange(t),
        torch.arange(w),
        torch.arange(i, w, u),
        torch.arange(i, w, u, dtype=torch.int64),
        torch.arange(i, w, u, dtype=torch.int32),
        torch.arange(i, t),
        torch.arange(w, dtype=torch.int64),
        torch.full([2], u),
        torch.full([2], t),
        torch.full([2], i),
    ]
