# >>> inputs
# x:float32[n]
# d:float64[n]
# i:int64[n]
# s:float32[]
# <<<
# >>> sets
# x = torch.tensor([0.0, -0.0, 0.3, -0.7, 1.0, 2.5, 5.0, 10.0, 30.0, -5.0, -30.0, 100.0, 1e10, float('inf'), -float('inf'), float('nan')]); d = torch.tensor([0.0, 0.3, -0.7, 1.0, 2.5, 5.0, 10.0, 26.0, 27.5, -5.0, -26.0, 60.0, 1e9, float('inf'), -float('inf'), float('nan')], dtype=torch.float64); i = torch.tensor([0, 1, -1, 2, -3, 5, 9, -9, 20, -20, 3, 4, 6, 7, 8, -2]); s = torch.tensor(-20.0)
# x = torch.randn(7) * 4; d = torch.randn(7, dtype=torch.float64) * 6; i = torch.randint(-8, 8, (7,)); s = torch.tensor(3.0)
# x = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64); s = torch.tensor(float('nan'))
# <<<
# torch.erfc / x.erfc / erfc_ / torch.special.erfc, torch.special.erfcx, ndtr and log_ndtr
# over the hard ranges: erfc(10) = 2e-45 and erfc(30) = 0 where 1 - erf is 0, erfc of
# negatives near 2, erfcx of large x (1 / (x sqrt(pi))) and of negatives (inf below -26.7),
# log_ndtr(-20) = -203.9 and of large x (-0), ndtr's float32 cancellation as PyTorch's own;
# float32, float64, int64 (float32 results), a 0-d tensor, empty, inf, -inf, NaN
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, d: Tensor, i: Tensor, s: Tensor) -> List[Tensor]:
    out = [torch.erfc(x), x.erfc(), torch.special.erfc(d), torch.erfc(i), torch.erfc(s)]
    e = x.clone()
    e.erfc_()
    out += [e, torch.special.erfcx(x), torch.special.erfcx(d), torch.special.erfcx(i),
            x.special_erfcx(), torch.special.erfcx(s)]
    out += [torch.special.ndtr(x), torch.special.ndtr(d), torch.special.ndtr(i), torch.special.ndtr(s),
            torch.special.log_ndtr(x), torch.special.log_ndtr(d), torch.special.log_ndtr(i),
            torch.special.log_ndtr(s), torch.special.log_ndtr(x * 0.1)]
    return out
