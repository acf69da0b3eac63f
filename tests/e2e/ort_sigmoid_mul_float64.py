# >>> inputs
# x:float64[n]
# <<<
# >>> sets
# x = torch.randn(6, dtype=torch.float64) * 4.0
# x = torch.tensor([0.0, -30.0, 30.0, -800.0, 800.0], dtype=torch.float64)
# x = torch.zeros(0, dtype=torch.float64)
# x = torch.randn(1, dtype=torch.float64)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# issue 18: a float64 x * sigmoid(x) or x * sigmoid(a * x) is what ONNX Runtime's default
# optimizations fuse into com.microsoft.QuickGelu, which has no float64 kernel: the model did
# not load.  float64 sigmoid is now 1 / (1 + exp(-x)) (PyTorch's CPU formula), in every
# spelling: method, function, silu, in a loop body, and a 0-d one
def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    y = x * 1.0
    a = y.sigmoid() * y
    b = y * torch.sigmoid(y * 1.702)
    c = F.silu(y)
    d = y.sigmoid() * y + 1.0
    e = torch.zeros_like(y)
    for i in range(2):
        e = e + y * torch.sigmoid(y)
    s = y.sum()
    return a, b, c, d, e, s * s.sigmoid()
