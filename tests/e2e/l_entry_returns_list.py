# Wrong if a list returned from the entry is not flattened into its elements as outputs, in order.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 3)
# x = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> List[Tensor]:
    xs = [x]
    xs.append(x.sum(1))
    xs.insert(0, x * 2.0)
    return xs
