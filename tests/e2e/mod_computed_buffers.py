# Buffers __init__ computes, outside the state_dict: the positional table of PyTorch's
# Transformer tutorial (arange, exp, sin and cos on known values, strided slice writes with
# broadcasting) and a causal mask (triu of a comparison, transpose, masked_fill with -inf),
# computed at compile time by the runtime's kernels and written as constants.
# >>> inputs
# x:float32[seq,2,8]
# <<<
# >>> sets
# x = torch.randn(7, 2, 8)
# x = torch.randn(1, 2, 8)
# x = torch.randn(50, 2, 8)
# <<<
import math
import torch
from torch import nn, Tensor


class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int = 8, max_len: int = 50):
        super().__init__()
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe, persistent=False)
        mask = torch.triu(torch.ones(5, 5) == 1).transpose(0, 1)
        mask = mask.float().masked_fill(mask == 0, float("-inf")).masked_fill(mask == 1, 0.0)
        self.register_buffer("mask", mask, persistent=False)

    def forward(self, x: Tensor):
        x = x + self.pe[:x.size(0)]
        return x, self.mask
