# >>> inputs
# x:float32[n]
# y:float64[n]
# <<<
# >>> sets
# x = torch.tensor([1e-10, -3e-9, 1e-7, 2e-6, 0.5, -0.5, 3.0, -1.0, float('inf'), 1e30]); y = x.double()
# x = torch.tensor([1e-20, -1e-12, 5.0, 1e37, 2e37]); y = torch.tensor([1e-300, -1e-17, 5.0, 1e307, 1e306], dtype=torch.float64)
# x = torch.tensor([float('nan'), -2.0, 0.0, -0.0, 1e-38]); y = torch.tensor([float('nan'), -2.0, 0.0, -0.0, 1e-308], dtype=torch.float64)
# <<<
import torch
from torch import Tensor
from typing import Tuple


# log1p(x) to x's precision (issue 20, numerics): Log(1 + x) gave 0 for |x| < 6e-8 in
# float32 and 1e-16 in float64, so log1p(x) / x was 0 where PyTorch's is 1; +inf stays +inf
# (the exact form's inf / inf is NaN), -1 is -inf, below -1 NaN; 1e37 is 85.2 (log(1 + u) * u
# overflowed before the division)
def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.log1p(x), torch.log1p(x) / x, y.log1p(), torch.log1p(y) / y
