# Wrong if list.reverse() is dropped (issue 7: PyTorch's exporter silently drops it). torch.onnx.export (1.13,
# scripted) folds this static list into one Concat.
# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(1, 2)
# x = torch.randn(3, 2)
# x = torch.randn(2, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    xs = [x, x * 2.0, x * 3.0]
    xs.reverse()
    return torch.cat(xs, 1)
