# >>> inputs
# x:float32[n]
# y:float64[n]
# <<<
# >>> sets
# x = torch.tensor([10.0, 20.0, 30.0, 50.0, 0.5, -3.0]); y = torch.tensor([10.0, 20.0, 40.0, 200.0, 0.5, -3.0], dtype=torch.float64)
# x = torch.tensor([16.0, -0.25, 0.0]); y = torch.tensor([36.0, -0.25, 0.0], dtype=torch.float64)
# x = torch.tensor([25.0, 85.0, float('inf'), float('-inf')]); y = torch.tensor([25.0, 700.0, float('inf'), float('-inf')], dtype=torch.float64)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# the activations built on log1p (issue 20, numerics): logsigmoid(x) = min(x, 0) -
# log1p(exp(-|x|)) and mish(x) = x * tanh(log1p(exp(x))) as PyTorch's kernels, not through
# log(1 + u), which is 0 where u = exp(-20): logsigmoid(x) / exp(-x) is -1 for large x,
# mish(-x) / (-x * exp(-x)) 1
def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (F.logsigmoid(x) / torch.exp(-x), F.mish(-x) / (-x * torch.exp(-x)), F.mish(x),
            F.logsigmoid(y) / torch.exp(-y), F.mish(-y) / (-y * torch.exp(-y)), F.logsigmoid(y))
