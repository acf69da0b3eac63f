# torch.lstm_cell's hx is [h, c] (PyTorch: "lstm_cell expects two hidden states").
# >>> inputs
# x:float32[2,5]
# h:float32[2,3]
# w:float32[12,5]
# r:float32[12,3]
# <<<
# >>> stderr
# rnn_lstm_cell_one_state.py:19:12: error: aten::lstm_cell: lstm_cell expects two hidden states, got 1
#    19 |     return torch.lstm_cell(x, [h], w, r)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, h: Tensor, w: Tensor, r: Tensor) -> Tuple[Tensor, Tensor]:
    return torch.lstm_cell(x, [h], w, r)
