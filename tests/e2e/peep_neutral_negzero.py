# x + (-0.0) is x for every x (-0.0 + -0.0 is -0.0, +0.0 + -0.0 is +0.0), so it goes; x -
# (-0.0) is x + 0.0, which makes -0.0 +0.0, so it stays.  No 0.0 constant beside them:
# TorchScript pools -0.0 with an equal 0.0 of the same graph.  1 / r shows a zero's sign.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([-0.0, 0.0, float('nan'), float('inf'), float('-inf'), 1e-40, -2.5])
# x = torch.tensor([-0.0])
# x = torch.zeros(0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    return 1.0 / (x + (-0.0)), 1.0 / (x - (-0.0))
