# An LSTMCell over a run-time number of steps, 200 in most sets (issue 23): nn.LSTMCell
# called in a for loop over the time dimension, the state carried across steps.
# >>> inputs
# xs:float32[T,B,8]
# <<<
# >>> sets
# xs = torch.randn(200, 4, 8)
# xs = torch.randn(200, 1, 8)
# xs = torch.randn(150, 2, 8)
# <<<
import torch
from torch import nn, Tensor
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.cell = nn.LSTMCell(8, 16)

    def forward(self, xs: Tensor) -> Tuple[Tensor, Tensor]:
        h = torch.zeros(xs.size(1), 16)
        c = torch.zeros(xs.size(1), 16)
        for t in range(xs.size(0)):
            h, c = self.cell(xs[t], (h, c))
        return h, c
