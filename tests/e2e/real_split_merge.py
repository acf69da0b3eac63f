# User-style: split into a run-time-free count of parts, a comprehension over enumerate, cat of the reversed list.
# >>> inputs
# x:float32[B,5]
# <<<
# >>> sets
# x = torch.randn(1, 5)
# x = torch.randn(4, 5)
# x = torch.randn(0, 5)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tensor:
    parts = x.split(2, dim=1)
    outs = [p.relu() * float(i + 1) for i, p in enumerate(parts)]
    return torch.cat(outs[::-1], dim=1)
