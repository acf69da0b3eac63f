# >>> inputs
# y:float64[n]
# <<<
# >>> sets
# y = torch.tensor([-1e-30, -3.0, -7.0, 2.0, -0.0], dtype=torch.float64)
# y = torch.tensor([-1e-12, -5.5, 0.0], dtype=torch.float64)
# y = torch.tensor([-1e300, -2.5, float("-inf"), 1.0], dtype=torch.float64)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# float64 constants not held in float attributes (issue 20, numerics): ONNX's LeakyRelu
# alpha is a float, 0.1 rounded to 0.10000000149, 15 parts in 1e9 off; the slope is
# recovered and magnified so that the check sees it
def f(y: Tensor) -> Tuple[Tensor, Tensor]:
    r = F.leaky_relu(y, 0.1)
    return (r / y - 0.1) * 1e12, F.leaky_relu(y, 0.25)
