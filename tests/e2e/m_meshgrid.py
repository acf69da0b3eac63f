# Wrong if meshgrid's ij and xy indexings are swapped.
# >>> inputs
# a:float32[N]
# b:float32[M]
# <<<
# >>> sets
# a = torch.randn(2); b = torch.randn(3)
# a = torch.randn(4); b = torch.randn(1)
# a = torch.randn(2); b = torch.randn(1)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    gi = torch.meshgrid([a, b], indexing="ij")
    gx, gy = torch.meshgrid([a, b], indexing="xy")
    return gi[0], gi[1], gx, gy
