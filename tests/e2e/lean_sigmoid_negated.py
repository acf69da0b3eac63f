# sigmoid(x) is ATen's 1 / (1 + exp(-x)); the negation goes into what computes x where that
# is exact (onnxarith.c negin): a Linear's weight and bias (2-d Gemm, 3-d MatMul and bias, no
# bias), a - b (its operands swapped: only the sign of a zero differs, which exp does not
# see), x * k, x / k; silu and a gate too.  A weight read twice, a negation read by more
# than exp, and zeros, NaN and infinities.
# >>> inputs
# x:float32[batch,4]
# s:float32[batch,t,4]
# a:float32[batch,4]
# b:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(3, 4); s = torch.randn(3, 2, 4); a = torch.randn(3, 4); b = torch.randn(3, 4)
# x = torch.tensor([[0.0, -0.0, float('nan'), float('inf')]]); s = torch.tensor([[[0.0, -0.0, float('-inf'), 30.0]]]); a = torch.tensor([[1.0, -0.0, float('inf'), 2.0]]); b = torch.tensor([[1.0, 0.0, float('inf'), -100.0]])
# x = torch.randn(2, 4) * 40; s = torch.randn(2, 3, 4) * 40; a = torch.randn(2, 4) * 40; b = torch.randn(2, 4)
# <<<
import torch
from torch import nn, Tensor
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.g = nn.Linear(4, 4)
        self.h = nn.Linear(4, 4, bias=False)
        self.shared = nn.Linear(4, 4)
        self.k = nn.Linear(4, 4)

    def forward(self, x: Tensor, s: Tensor, a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
        y = self.shared(x)
        e = b - x
        return (torch.sigmoid(self.g(x)), torch.sigmoid(self.h(x)), torch.sigmoid(self.k(s)),
                torch.sigmoid(a - b) + torch.sigmoid(e), torch.sigmoid(x * 3.0) + torch.sigmoid(x / -2.0),
                torch.sigmoid(y) * y, torch.nn.functional.silu(self.g(x)), -e)
