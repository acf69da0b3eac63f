# Wrong if broadcast_tensors gives its operands other shapes, or in another order.
# >>> inputs
# x:float32[B,1]
# y:float32[3]
# z:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 1); y = torch.randn(3); z = torch.randn(())
# x = torch.randn(4, 1); y = torch.randn(3); z = torch.randn(())
# x = torch.randn(1, 1); y = torch.randn(3); z = torch.randn(())
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor, z: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a, b, c = torch.broadcast_tensors(x, y, z)
    return a, b, c
