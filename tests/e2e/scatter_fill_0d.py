# >>> inputs
# x:float32[]
# y:int64[]
# <<<
# >>> sets
# x = torch.tensor(1.5); y = torch.tensor(3)
# x = torch.tensor(-2.0); y = torch.tensor(0)
# x = torch.tensor(0.0); y = torch.tensor(-7)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return x.fill(y), y.zero(), y.copy(x), torch.fill(y, 2.9)
