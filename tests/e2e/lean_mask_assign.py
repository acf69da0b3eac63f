# Issue 23's lean forms, as users write them: a mask assignment (x[mask] = value): one Where each
# (backend_onnx/lower_scatter.c, maskput)
# >>> inputs
# x:float32[B,N]
# t:float32[]
# <<<
# >>> sets
# x = torch.randn(4, 10); t = torch.tensor(0.5)
# x = torch.randn(1, 3); t = torch.tensor(-1.0)
# x = torch.randn(0, 7); t = torch.tensor(0.0)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, t: Tensor) -> Tensor:
    y = x.clone()
    y[y > t] = 0.0
    y[y < -t] = t
    return y
