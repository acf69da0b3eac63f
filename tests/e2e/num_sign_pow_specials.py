# >>> inputs
# x:float32[n]
# y:float64[n]
# <<<
# >>> sets
# x = torch.tensor([float('nan'), -0.0, 0.0, float('-inf'), float('inf'), -4.0, 4.0]); y = x.double()
# x = torch.tensor([-0.0, 2.25, float('nan')]); y = torch.tensor([float('-inf'), 0.25, float('nan')], dtype=torch.float64)
# x = torch.tensor([1e-40, -1e-40, 9.0, -0.0]); y = torch.tensor([1e-310, -1e-310, 9.0, -0.0], dtype=torch.float64)
# <<<
import torch
from torch import Tensor
from typing import Tuple


# special values (issue 20, numerics): sign(NaN) is 0 in PyTorch ((0 < x) - (x < 0)), ONNX's
# Sign NaN; x ** 0.5 and x ** -0.5 are sqrt and rsqrt in ATen, so (-inf) ** 0.5 is NaN (C's
# pow inf) and (-0) ** -0.5 -inf (pow +inf)
def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.sign(x), x ** 0.5, x ** -0.5, y.sign(), torch.pow(y, 0.5), y ** -0.5
