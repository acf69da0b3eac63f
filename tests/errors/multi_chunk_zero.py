# >>> stderr
# multi_chunk_zero.py:16:12: error: aten::chunk: 0 chunks; there must be at least one
#    16 |     return x.chunk(0)[0]
#       |            ^~~~~~~~~~
# <<<
# >>> inputs
# x:float32[4,3]
# <<<
# PyTorch: chunk expects `chunks` to be greater than 0, got: 0
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    return x.chunk(0)[0]
