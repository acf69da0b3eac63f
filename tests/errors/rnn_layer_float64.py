# torch.gru called directly on float64: ONNX Runtime's LSTM, GRU and RNN take float32 only
# (nn.GRU computes float64 by its own loop; the op itself is refused with a located error
# rather than written as a model ONNX Runtime cannot run).
# >>> inputs
# x:float64[4,2,3]
# h:float64[1,2,2]
# w:float64[6,3]
# r:float64[6,2]
# <<<
# >>> stderr
# rnn_layer_float64.py:21:12: error: aten::gru: a float64 input: only float32 recurrent layers are supported (ONNX Runtime's LSTM, GRU and RNN take float32 only)
#    21 |     return torch.gru(x, h, [w, r], False, 1, 0.0, False, False, False)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, h: Tensor, w: Tensor, r: Tensor) -> Tuple[Tensor, Tensor]:
    return torch.gru(x, h, [w, r], False, 1, 0.0, False, False, False)
