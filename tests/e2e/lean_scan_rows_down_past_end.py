# A row written downward past the end in a loop onnxscan makes scan outputs (issue 23):
# out[n - t] into n rows writes row n first, where PyTorch raises; the model fails in the
# ScatterND after the Loop. An empty x, or a loop that stops before its first write (k = 0),
# writes nothing. (Rows of no elements, x of [3, 0], are left out: PyTorch raises at the
# select, and neither this ScatterND nor the ScatterElements each iteration wrote before
# reads an index for no elements, so the model returns the empty result: a known gap.)
# >>> inputs
# x:float32[N,S]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(0, 3); k = 5
# x = torch.randn(4, 3); k = 0
# x = torch.randn(2, 0); k = 0
# <<<
# >>> raises
# x = torch.randn(4, 3); k = 5
# x = torch.randn(1, 2); k = 1
# x = torch.randn(2, 3); k = 1
# <<<
import torch
from torch import Tensor


def g(x: Tensor, k: int) -> Tensor:
    n = x.size(0)
    out = torch.zeros(n, x.size(1))
    for t in range(n):
        if t >= k:
            break
        out[n - t] = x[t] * 2.0
    return out
