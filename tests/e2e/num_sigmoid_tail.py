# >>> inputs
# x:float32[n]
# y:float64[n]
# <<<
# >>> sets
# x = torch.tensor([-10.0, -20.0, -30.0, -80.0, 0.5, 3.0]); y = x.double()
# x = torch.tensor([-18.5, -40.0, -87.0]); y = torch.tensor([-18.5, -300.0, -700.0], dtype=torch.float64)
# x = torch.tensor([-104.0, -200.0, float('-inf'), float('inf'), 0.0]); y = torch.tensor([-740.0, -800.0, float('-inf'), float('inf'), 0.0], dtype=torch.float64)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# sigmoid far into its tail (issue 20, numerics): ONNX Runtime's float32 Sigmoid is 2e-4
# off relative at x = -10 and 0 from x = -18 on; PyTorch's kernel 1 / (1 + exp(-x)) is
# exp(x) there, so sigmoid(x) / exp(x) is 1 (NaN where both underflow to 0).  glu and
# float64 silu compute through the same sigmoid; float32 silu is x * Sigmoid(x) on purpose
# (under 3e-7 off in magnitude; tests/lib/numerics.py KNOWN "silu.float32")
def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    g = F.glu(torch.stack([torch.ones_like(x), x], 0), 0)
    return (torch.sigmoid(x) / torch.exp(x), g / torch.exp(x),
            torch.sigmoid(y) / torch.exp(y), F.silu(y) / (y * torch.exp(y)), torch.sigmoid(x))
