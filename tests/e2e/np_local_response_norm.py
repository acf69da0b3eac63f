# F.local_response_norm: odd and even sizes (PyTorch's even window has one more channel
# before c than after, unlike ONNX's LRN), a size past the channels, alpha/beta/k, 3-d to
# 5-d inputs, float64, symbolic batch and channels
# >>> inputs
# x:float32[batch,5,4]
# y:float64[batch,c,3,2]
# z:float32[2,3,2,2,3]
# <<<
# >>> sets
# x = torch.randn(2, 5, 4); y = torch.randn(2, 4, 3, 2, dtype=torch.float64); z = torch.randn(2, 3, 2, 2, 3)
# x = torch.randn(3, 5, 4) * 4; y = torch.randn(3, 7, 3, 2, dtype=torch.float64) * 3; z = torch.randn(2, 3, 2, 2, 3)
# x = torch.randn(1, 5, 4); y = torch.randn(1, 1, 3, 2, dtype=torch.float64); z = torch.randn(2, 3, 2, 2, 3)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor) -> List[Tensor]:
    a = F.local_response_norm(x, 3)
    b = F.local_response_norm(x, 2, 0.1, 0.5, 2.0)
    c = F.local_response_norm(x, 8, alpha=0.5)
    d = F.local_response_norm(y, 4, k=0.5, beta=1.5)
    e = F.local_response_norm(y, 1)
    g = F.local_response_norm(z, 5, 0.2)
    return [a, b, c, d, e, g]
