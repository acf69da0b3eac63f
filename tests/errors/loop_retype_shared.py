# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# loop_retype_shared.py:20:5: error: 'acc' changes from Long(B) to Float(B) inside the loop; ONNX Loop needs one dtype
#    20 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
# acc changes from int64 to float32 in the loop, but keep holds the same tensor: carrying a
# converted copy would be told apart by a write through keep, so it stays refused.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    acc = torch.zeros(x.size(0), dtype=torch.int64)
    keep = acc
    for i in range(n):
        acc = acc + x
    return acc / 2, keep
