# >>> inputs
# x:float32[n]
# y:float64[n]
# d:float32[n]
# <<<
# >>> sets
# x = torch.tensor([1e-8, -1e-8, 3e-5, 1e-3, 0.1, 5.0]); y = x.double(); d = torch.tensor([2.0, 2.0, -2.5, 0.1, -0.5, 3.0])
# x = torch.tensor([1e-30, -1e-30, 7.25]); y = torch.tensor([1e-200, -1e-200, 7.25], dtype=torch.float64); d = torch.tensor([-1.0, 1.5, 2.0])
# x = torch.tensor([2e-7, -4e-7, 1.0, -0.0]); y = torch.tensor([1e-16, -1e-16, 1.0, -0.0], dtype=torch.float64); d = torch.tensor([1.0, 1.0, 0.1, 2.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


# a tensor's float remainder is ATen's, fmod plus the divisor where the signs differ
# (issue 20, numerics): it took TorchScript's formula for two Python floats, fmod(fmod(a, b)
# + b, b), which is 0 for 1e-8 % 2.0 in float32 (PyTorch 1e-8) and -0 for 1e-8 % -2.5
# (PyTorch -2.5)
def f(x: Tensor, y: Tensor, d: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (x % 2.0 / x, x % -2.5, torch.remainder(x, d), torch.remainder(x, d) / x,
            y % 2.0 / y, y.remainder(-2.5))
