# torch.rnn_tanh_cell with a float64 state and float32 input: PyTorch refuses the mix
# (it does not promote), so scriptc does not compute it in float64.
# >>> inputs
# x:float32[2,5]
# h:float64[2,3]
# w:float32[3,5]
# r:float32[3,3]
# <<<
# >>> stderr
# rnn_cell_dtypes.py:19:12: error: aten::rnn_tanh_cell: tensors of float32 and float64: the input, states and weights must have one dtype (PyTorch does not promote them)
#    19 |     return torch.rnn_tanh_cell(x, h, w, r)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, h: Tensor, w: Tensor, r: Tensor) -> Tensor:
    return torch.rnn_tanh_cell(x, h, w, r)
