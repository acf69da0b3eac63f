# An entry returning a List[Tensor] that is always empty: one output, an empty sequence
# (of the dtype its tensors had; float32, PyTorch's default dtype, as its exporter gives,
# when it never held one); the model had no outputs and ONNX Runtime refused to load it.
# >>> inputs
# x:int64[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1, 2]); n = 0
# x = torch.tensor([3]); n = 1
# x = torch.tensor([4, 5, 6]); n = -2
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[Tensor]:
    if n > 0:
        xs = [x, x * 2]
        del xs[0]
        xs.pop()
        return xs
    ys: List[Tensor] = []
    return ys
