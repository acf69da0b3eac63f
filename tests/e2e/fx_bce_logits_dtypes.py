# F.binary_cross_entropy_with_logits on mixed float dtypes: ATen computes it in place on
# (1 - target), so the result has the target's dtype, not the promoted one (a float64 input
# and a float32 target give float32; found by the generator's operator-table feature);
# weight and pos_weight of another dtype too, every reduction
# >>> inputs
# x:float64[n,3]
# y:float32[n,3]
# w:float64[3]
# <<<
# >>> sets
# x = torch.randn(4, 3, dtype=torch.float64) * 3; y = torch.rand(4, 3); w = torch.rand(3, dtype=torch.float64)
# x = torch.randn(1, 3, dtype=torch.float64); y = torch.rand(1, 3); w = torch.rand(3, dtype=torch.float64) * 2
# x = torch.randn(6, 3, dtype=torch.float64) * 10; y = torch.rand(6, 3); w = torch.rand(3, dtype=torch.float64) + 1
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, w: Tensor) -> List[Tensor]:
    return [
        F.binary_cross_entropy_with_logits(x, y),
        F.binary_cross_entropy_with_logits(x, y, reduction="none"),
        F.binary_cross_entropy_with_logits(x, y, reduction="sum", weight=w),
        F.binary_cross_entropy_with_logits(x, y, pos_weight=w),
        F.binary_cross_entropy_with_logits(y, x),
        torch.binary_cross_entropy_with_logits(x, y),
    ]
