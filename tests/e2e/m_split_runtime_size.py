# split and chunk by a size or count known only at run time: lists of run-time length (ONNX
# sequences), an empty dim included (one empty piece for split, `chunks` for chunk).
# torch.onnx.export (tracing) fixes the number of pieces to the example's.
# >>> inputs
# x:float32[B,4]
# k:int64[]
# <<<
# >>> sets
# x = torch.arange(20.0).reshape(5, 4); k = 2
# x = torch.arange(12.0).reshape(3, 4); k = 5
# x = torch.zeros(0, 4); k = 3
# x = torch.arange(4.0).reshape(1, 4); k = 1
# <<<
# >>> raises
# x = torch.arange(8.0).reshape(2, 4); k = 0
# x = torch.arange(8.0).reshape(2, 4); k = -1
# x = torch.zeros(0, 4); k = 0
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, k: int) -> Tuple[int, int, Tensor, Tensor, int]:
    parts = x.split(k)
    cs = torch.chunk(x, k, 0)
    cols = x.split(k, dim=1)
    acc = torch.zeros(4)
    for p in parts:
        acc = acc + p.sum(0)
    return len(parts), len(cs), acc, torch.cat(cs, 0) * 2.0, len(cols)
