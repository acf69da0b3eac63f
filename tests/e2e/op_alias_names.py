# >>> inputs
# x:float32[batch,3]
# y:float32[batch,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3) + 3.0
# x = torch.randn(4, 3); y = -torch.rand(4, 3) - 0.5
# x = torch.tensor([[1.0, -2.0, 0.0]]); y = torch.tensor([[2.0, 2.0, -1.0]])
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch's other names of the same operators (ALIAS rows of ops.def), each in the spellings
# TorchScript has for it; swapaxes is a row of its own (its keywords are axis0, axis1)
def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (torch.divide(x, y), x.divide(y, rounding_mode="floor"), torch.true_divide(x, 2),
            x.multiply(y), torch.subtract(x, y), torch.absolute(x), x.greater(y),
            torch.less_equal(x, 0.5), x.not_equal(y), torch.negative(x),
            torch.concat([x, y], 1), x.swapaxes(0, 1), torch.swapaxes(x, axis0=1, axis1=0),
            torch.swapdims(x, 0, 1))
