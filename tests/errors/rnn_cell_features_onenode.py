# nn.LSTMCell of a known batch (the cell's one-node form, issue 23) on an input of other
# features than its weight's: PyTorch refuses it ("input has inconsistent input_size"), and
# so does scriptc, at compile time, not ONNX Runtime at run time.
# >>> inputs
# x:float32[2,5]
# <<<
# >>> stderr
# <scriptc>/nn.py:2513:15: error: aten::linear: input has 5 features, weight expects 4
#  2513 |         ret = torch.lstm_cell(input, [h0, c0], self.weight_ih, self.weight_hh,
#       |               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import nn, Tensor
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.LSTMCell(4, 3)

    def forward(self, x: Tensor) -> Tuple[Tensor, Tensor]:
        return self.l(x)
