# dtype use: x.dtype comparisons, .to(dtype), .long(), .float(), dtype keyword of zeros/arange;
# loop-carried int64 and float64 tensors keep their dtypes.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3) * 4; k = 0
# x = torch.randn(5) * 4; k = 1
# x = torch.randn(2) * 4; k = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, bool]:
    cnt = torch.zeros(x.size(0), dtype=torch.long)
    acc = x.to(torch.float64)
    for i in range(k):
        cnt = cnt + (x > float(i) - 2.5).long()
        acc = acc * 0.5 + torch.arange(x.size(0), dtype=torch.float64)
    is_f32 = x.dtype == torch.float32
    return cnt, acc, cnt.float() + x.floor(), is_f32
