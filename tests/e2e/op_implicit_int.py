# >>> inputs
# x:float32[n,5]
# i:int64[n,5]
# <<<
# >>> sets
# x = torch.randn(3, 5); i = torch.randint(1, 4, (3, 5))
# x = torch.randn(4, 5); i = torch.randint(1, 3, (4, 5))
# x = torch.randn(2, 5); i = torch.ones(2, 5, dtype=torch.int64)
# <<<
# TorchScript's implicit conversions of a 0-d tensor where a number is expected: an integer
# tensor for an int (aten::IntImplicit: eye, linspace's steps, topk's k, narrow, select,
# rot90 is not one: its k must be a constant), a float or integer one for a Scalar
# (aten::ScalarImplicit: linspace's and logspace's bounds, full, scalar_tensor, new_full),
# a float or integer one for a float (aten::FloatImplicit: logspace's base)
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, i: Tensor) -> List[Tensor]:
    k = i[0, 0]
    return [torch.eye(k), torch.eye(k, i[0, 1], dtype=torch.int64), torch.linspace(x[0, 0], x[0, 1], k),
            torch.logspace(0, x[0, 0], 3, base=2.0), torch.scalar_tensor(x[0, 0]), x.new_full([2], x[0, 0]),
            torch.full([2], i[0, 0]), torch.topk(x, k, 1)[0], x.narrow(1, 0, k), x.select(1, k), torch.arange(k),
            torch.logspace(0, 1, 3, base=x[0, 0].abs() + 1)]
