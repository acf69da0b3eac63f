# >>> inputs
# x:float64[n]
# <<<
# >>> sets
# x = torch.randn(5, dtype=torch.float64)
# x = torch.randn(8, dtype=torch.float64)
# x = torch.randn(3, dtype=torch.float64)
# <<<
import torch
from torch import Tensor
from typing import Tuple

# torch.erf of float64: e2e/f64_erf_gelu (fdlibm's formula, as ONNX Runtime has no float64 Erf)


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    p = x.abs() + 0.1
    return p.log() + p.sqrt(), torch.tanh(x), torch.sigmoid(x).rsqrt(), x.floor() + x.ceil()
