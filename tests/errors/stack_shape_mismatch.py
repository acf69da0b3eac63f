# >>> inputs
# x:float32[2,3]
# y:float32[3,3]
# <<<
# >>> stderr
# stack_shape_mismatch.py:15:12: error: aten::stack: stacked tensors must have equal shapes (Float(2, 3) vs Float(3, 3))
#    15 |     return torch.stack([x, y])
#       |            ^~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    return torch.stack([x, y])
