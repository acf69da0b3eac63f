# max(x) < c of an x with no element raises in PyTorch ("max(): Expected reduction dim to be
# specified for input.numel() == 0"): the model fails in the ArgMin that onnxnanmax.c's form
# finds the first failing element with (issue 23).
# >>> inputs
# x:float32[N,K]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.full((1, 4), float('nan'))
# x = torch.randn(3, 1) * 0.1
# <<<
# >>> raises
# x = torch.randn(0, 3)
# x = torch.randn(2, 0)
# <<<
import torch
from torch import Tensor


def g(x: Tensor) -> bool:
    return bool(x.max() < 1.0)
