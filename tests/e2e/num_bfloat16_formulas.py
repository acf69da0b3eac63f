# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([1e-10, -3e-3, 1e-2, 0.5, -0.5, 3.0, 20.0, -20.0, 7.3, 1e-5])
# x = torch.randn(50) * 3
# x = torch.randn(40) * 0.01
# <<<
# >>> min-opset
# 13
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# bfloat16 through the lowered formulas (issue 20, numerics): PyTorch's kernels compute
# log1p, sigmoid, logsigmoid, softplus in float32 and round once (each step rounded to
# bfloat16 was 1.0547 for 1.0625), silu's x / (1 + exp(-x)) rounds at every step
def f(x: Tensor) -> List[Tensor]:
    b = x.to(torch.bfloat16)
    return [torch.log1p(b).float(), torch.sigmoid(b).float(), F.silu(b).float(),
            F.logsigmoid(b).float(), F.softplus(b).float(), torch.sign(b).float(),
            (b % 1.5).float(), (b.abs() ** 0.5).float()]
