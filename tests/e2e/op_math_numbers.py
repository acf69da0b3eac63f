# >>> inputs
# x:float32[n]
# i:int64[n]
# a:float32[]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 10.0, 1000.0, 0.001, 0.0, -1.0, math.inf, math.nan]); i = torch.arange(8); a = torch.tensor(1000.0); k = torch.tensor(8)
# x = torch.rand(3) * 100; i = torch.randint(0, 50, (3,)); a = torch.tensor(0.5); k = torch.tensor(1)
# x = torch.zeros(0); i = torch.zeros(0, dtype=torch.int64); a = torch.tensor(1e-9); k = torch.tensor(1000000)
# <<<
# math's functions of Python numbers at run time (log with a base, log10 exact at powers of
# ten so floor(log10(n)) counts digits, log1p, expm1, isnan, isinf, isfinite of a float the
# model takes) and the tensor functions torch.log10 and torch.isnan (int64 inputs: float32
# and all false)
import math
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, i: Tensor, a: Tensor, k: Tensor) -> List[Tensor]:
    v = float(a)
    n = int(k)
    nums = [math.log(v, 2.0), math.log(v, 10.0), math.log(n, 2), math.log10(v), math.log10(n),
            float(math.floor(math.log10(n))), math.log1p(v), math.expm1(v), math.log(8.0, 2.0), math.log10(100.0)]
    flags = [math.isnan(v), math.isinf(v), math.isfinite(v), math.isnan(v * 0.0), math.isinf(v * 1e308 * 10.0)]
    out = [torch.tensor(nums, dtype=torch.float64), torch.tensor(flags)]
    out += [torch.log10(x), x.log10(), torch.log10(i), torch.isnan(x), x.isnan(), torch.isnan(i)]
    return out
