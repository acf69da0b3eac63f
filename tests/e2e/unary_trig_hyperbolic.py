# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.rand(2, 4) * 1.8 - 0.9
# x = torch.rand(5, 4) * 1.8 - 0.9
# x = torch.tensor([[0.0, -0.5, 0.5, 0.99], [-0.99, 0.25, -0.25, 1e-3]])
# <<<
import math
import torch
from torch import Tensor
from typing import Tuple


# the inverse trigonometric and hyperbolic functions, each one ops.def row with its 1:1 ONNX
# operator (Asin, Acos, ...); x stays inside every domain (|x| < 1 for asin, acos, atanh;
# acosh gets 1 + |x|); every spelling TorchScript has for them
def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (torch.asin(x), x.acos(), torch.atan(x * 10.0), x.sinh(), torch.cosh(x * 3.0),
            torch.asinh(x * 5.0), (1.0 + x.abs()).acosh(), torch.atanh(x), math.asin(x))
