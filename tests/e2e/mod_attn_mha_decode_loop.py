# A decoding loop growing its input: each step attends from the last position to all the
# positions so far and appends the result, n times (0, 1 and several), so the key length
# changes on every trip of the ONNX Loop.
# >>> inputs
# x:float32[L,batch,8]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3, 8); n = 0
# x = torch.randn(1, 1, 8); n = 1
# x = torch.randn(3, 3, 8); n = 4
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)
        self.proj = nn.Linear(8, 8)

    def forward(self, x: Tensor, n: int) -> Tensor:
        for i in range(n):
            last = x[-1:]
            out, w = self.attn(last, x, x)
            x = torch.cat([x, torch.tanh(self.proj(out))], 0)
        return x
