# >>> inputs
# x:float32[4,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.arange(12.0).reshape(4, 3); n = 1
# x = torch.arange(12.0).reshape(4, 3); n = 3
# x = torch.arange(12.0).reshape(4, 3); n = 10
# <<<
# >>> raises
# x = torch.arange(12.0).reshape(4, 3); n = 0
# <<<
# Was refused while split sizes had to be known at compile time; the number of pieces
# depends on n, so they are a sequence; at -O1 and above the read of piece 0 is that
# piece's Slice (passes/listread.c), no sequence: it compiles at opset 11 too (at -O0
# opset 11 refuses the sequence's pieces of unknown rank).
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int):
    return x.split(n)[0]
