# nn.LSTMCell stepped over the time dim of a run-time length (an ONNX Loop carrying h and c),
# the state defaulting to zeros on the first step (hx omitted), outputs stacked. Wrong if the
# gate order (i, f, g, o) or the cell update is not PyTorch's, or the state is not carried.
# >>> inputs
# x:float32[seq,batch,5]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5)
# x = torch.randn(4, 3, 5)
# x = torch.randn(7, 3, 5) * 2
# x = torch.randn(3, 1, 5)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor
from typing import List


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.LSTMCell(5, 4)

    def forward(self, x: Tensor):
        h, c = self.cell(x[0])
        outs: List[Tensor] = [h]
        for t in range(1, x.size(0)):
            h, c = self.cell(x[t], (h, c))
            outs.append(h)
        return torch.stack(outs), h, c
