# torch.gru's params hold w_ih, w_hh (and b_ih, b_hh with has_biases) per layer and
# direction: three weights for one layer without biases is wrong (PyTorch refuses it too).
# >>> inputs
# x:float32[4,2,3]
# h:float32[1,2,2]
# w:float32[6,3]
# r:float32[6,2]
# <<<
# >>> stderr
# rnn_layer_weight_count.py:20:12: error: aten::gru: 3 weights given where 1 layer needs 2 (PyTorch: got an incorrect number of RNN parameters)
#    20 |     return torch.gru(x, h, [w, r, r], False, 1, 0.0, False, False, False)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, h: Tensor, w: Tensor, r: Tensor) -> Tuple[Tensor, Tensor]:
    return torch.gru(x, h, [w, r, r], False, 1, 0.0, False, False, False)
