# >>> inputs
# x:float32[batch,2,h]
# w:float32[3,2,3]
# <<<
# >>> sets
# x = torch.randn(2, 2, 5); w = torch.randn(3, 2, 3)
# x = torch.randn(1, 2, 3); w = torch.randn(3, 2, 3)
# x = torch.randn(3, 2, 4); w = torch.randn(3, 2, 3)
# <<<
# >>> raises
# x = torch.randn(2, 2, 2); w = torch.randn(3, 2, 3)
# x = torch.randn(2, 2, 0); w = torch.randn(3, 2, 3)
# <<<
# An input whose size, known only at run time, is below the dilated kernel's: PyTorch raises
# ("Kernel size can't be greater than actual input size"), and so must the model, for
# float32 (ONNX Conv) and float64 (products: slices would give an empty result).
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor) -> Tuple[Tensor, Tensor]:
    return F.conv1d(x, w), F.conv1d(x.double(), w.double())
