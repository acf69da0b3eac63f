# Conditions on shapes: x.size(0), x.shape[1], x.dim() and len(x), which scriptc may fold or
# keep as run-time conditions on symbolic dims.
# >>> inputs
# x:float32[n,m]
# <<<
# >>> sets
# x = torch.randn(2, 2)
# x = torch.randn(5, 2)
# x = torch.randn(3, 4)
# x = torch.randn(6, 6)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.size(0) > 4:
        x = x[:4]
    if x.shape[1] == x.shape[0]:
        x = x @ x
    elif x.dim() == 2 and len(x) < x.shape[1]:
        x = x.transpose(0, 1)
    return x
