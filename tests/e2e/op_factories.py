# >>> inputs
# x:float32[n,5]
# i:int64[n,5]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 5); i = torch.randint(-9, 9, (3, 5)); k = 5
# x = torch.randn(1, 5); i = torch.randint(-9, 9, (1, 5)); k = 1
# x = torch.zeros(0, 5); i = torch.zeros(0, 5, dtype=torch.int64); k = 0
# x = torch.randn(17, 5); i = torch.randint(-9, 9, (17, 5)); k = 33
# <<<
# torch.eye (n, and n, m; dtype=; run-time and empty sizes), torch.linspace and
# torch.logspace (ATen's CPU kernel: bounds converted to the dtype first, an integer dtype's
# points in double truncated, the second half counted back from end; one step and none;
# base=; run-time steps and a 0-d tensor bound), torch.empty/empty_like/x.new_empty (values
# unspecified: shape and dtype checked through zero_()), x.new_zeros/new_ones/new_full (self's
# dtype unless dtype=), torch.scalar_tensor (float32 whatever the number), torch._dim_arange
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, i: Tensor, k: int) -> List[Tensor]:
    n = x.size(0)
    out = [torch.eye(3), torch.eye(2, 4, dtype=torch.int64), torch.eye(n), torch.eye(0), torch.eye(n, 0, dtype=torch.bool),
           torch.eye(k, n, dtype=torch.float64), torch.eye(n, k).to(torch.int32)]
    out += [torch.linspace(0, 1, 5), torch.linspace(0, 10, 5, dtype=torch.int64), torch.linspace(10, 0, 4, dtype=torch.int64),
            torch.linspace(-3, 2, 1), torch.linspace(0, 1, 0), torch.linspace(0., 1., 7, dtype=torch.float64),
            torch.linspace(-2.5, 7.25, k), torch.linspace(-7, 8, k, dtype=torch.int32), torch.linspace(-7.9, 8.9, 9, dtype=torch.int64),
            torch.linspace(3, -2, 33, dtype=torch.uint8), torch.linspace(1e3, -1e3, 17, dtype=torch.float64),
            torch.linspace(0, k, k, dtype=torch.int16),
            torch.linspace(-7, 8, 9, dtype=torch.int64), torch.linspace(-100, 77, k * 7, dtype=torch.int32), torch.linspace(5, -300, 70, dtype=torch.int16)]
    out += [torch.logspace(0, 2, 3), torch.logspace(0, 2, 3, base=2.0), torch.logspace(0, 3, 4, dtype=torch.int64),
            torch.logspace(0, 2, 3, base=2.5, dtype=torch.int32), torch.logspace(2.7, 3, 1, dtype=torch.int64),
            torch.logspace(-2, 2, k, base=0.3), torch.logspace(-1, 1, 5, dtype=torch.float64), torch.logspace(0, 1, 0),
            torch.logspace(1, 6, 11, base=3.0, dtype=torch.int64),
            torch.logspace(-7, 8, 9, base=2.0, dtype=torch.int64), torch.logspace(-7.5, 8, 33, base=1.5, dtype=torch.int32)]
    out += [torch.empty(2, 3).zero_(), torch.empty([n, 2], dtype=torch.int64).zero_(), torch.empty_like(i).zero_(),
            torch.empty_like(x, dtype=torch.float64).zero_(), x.new_empty([1, n]).zero_(), i.new_empty(2, dtype=torch.bool).zero_()]
    out += [x.new_zeros(3), i.new_ones([2, 3]), i.new_full([2], 4.5), x.new_full([2], 4), x.new_zeros([n, 2], dtype=torch.int32),
            (x > 0).new_ones(n), x.new_full((2, n), k)]
    out += [torch.scalar_tensor(3), torch.scalar_tensor(2.5, dtype=torch.float64), torch.scalar_tensor(2, dtype=torch.int32),
            torch._dim_arange(x, 1), torch._dim_arange(i, 0)]
    out += [torch.scalar_tensor(x.sum()), torch.linspace(x.sum(), 5, n), torch.logspace(x.sum(), i.sum() % 3, 3)]
    return out
