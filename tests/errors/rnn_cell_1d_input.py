# torch.gru_cell takes a 2-d input (PyTorch: "Dimension out of range"); nn.GRUCell is the one
# that takes 1-d input.
# >>> inputs
# x:float32[5]
# h:float32[3]
# w:float32[9,5]
# r:float32[9,3]
# <<<
# >>> stderr
# rnn_cell_1d_input.py:19:12: error: aten::gru_cell: the input must be 2-d (batch, features), not 1-d (PyTorch: Dimension out of range); nn.GRUCell takes 1-d input
#    19 |     return torch.gru_cell(x, h, w, r)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, h: Tensor, w: Tensor, r: Tensor) -> Tensor:
    return torch.gru_cell(x, h, w, r)
