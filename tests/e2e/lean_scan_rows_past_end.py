# A row written past the end in a loop onnxscan makes scan outputs (issue 23): PyTorch
# raises at the iteration that writes it; the model fails in the ScatterND after the Loop.
# Loops that stay within the rows (an empty x, or a lim that stops them early) run.
# >>> inputs
# x:float32[N,S]
# lim:float32[]
# <<<
# >>> sets
# x = torch.randn(0, 3); lim = 1.0
# x = torch.randn(4, 3); lim = -1e30
# x = torch.randn(2, 0); lim = -1.0
# <<<
# >>> raises
# x = torch.randn(4, 3); lim = 1e30
# x = torch.randn(1, 2); lim = 1e30
# x = torch.randn(3, 0); lim = 1e30
# <<<
import torch
from torch import Tensor


def g(x: Tensor, lim: float) -> Tensor:
    out = torch.zeros(max(x.size(0) - 1, 0), x.size(1))
    for t in range(x.size(0)):
        out[t] = x[t] * 2.0
        if lim < 0.0:
            break
    return out
