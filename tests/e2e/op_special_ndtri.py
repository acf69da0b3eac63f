# >>> inputs
# p:float32[n]
# d:float64[n]
# i:int64[n]
# <<<
# >>> sets
# p = torch.tensor([0.0, 1.0, 0.5, 0.1, 0.9, 0.135, 0.865, 1e-3, 1e-10, 1e-30, 1 - 1e-7, -0.5, 1.5, float('inf'), -float('inf'), float('nan')]); d = torch.tensor([0.0, 1.0, 0.5, 0.2, 0.95, 1e-14, 1e-100, 1e-300, 1 - 1e-12, 0.13533528323661269, 0.8646647167633873, -0.0, 2.0, float('inf'), -float('inf'), float('nan')], dtype=torch.float64); i = torch.tensor([0, 1, 2, -1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1])
# p = torch.rand(9); d = torch.rand(9, dtype=torch.float64); i = torch.randint(0, 2, (9,))
# p = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64)
# <<<
# torch.special.ndtri (calc_ndtri's centre and its two tails, 0 -inf, 1 inf, outside [0, 1]
# NaN; float32 in float32 steps as ATen's, float64, int64 in float32; empty) and
# x.special_ndtri
import torch
from torch import Tensor
from typing import List


def f(p: Tensor, d: Tensor, i: Tensor) -> List[Tensor]:
    return [torch.special.ndtri(p), torch.special.ndtri(d), torch.special.ndtri(i), p.special_ndtri(),
            torch.special.ndtri(torch.special.ndtr(p * 8 - 4))]
