# >>> inputs
# a:bool[B,3]
# b:bool[B,3]
# <<<
# >>> sets
# a = torch.rand(2, 3) > 0.5; b = torch.rand(2, 3) > 0.5
# a = torch.rand(5, 3) > 0.5; b = torch.rand(5, 3) > 0.5
# a = torch.rand(4, 3) > 0.3; b = torch.rand(4, 3) > 0.7
# <<<
# Wrong if bool + bool and bool * bool lower to ONNX Add/Mul on bool (invalid model; PyTorch: or, and).
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor]:
    return a + b, a * b
