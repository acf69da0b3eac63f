# torch.lstm with train=True and dropout between its two layers (random, training mode): a
# model is compiled in eval mode.
# >>> inputs
# x:float32[4,2,3]
# h:float32[2,2,2]
# c:float32[2,2,2]
# w:float32[8,3]
# r:float32[8,2]
# w1:float32[8,2]
# <<<
# >>> stderr
# rnn_layer_train.py:22:12: error: aten::lstm: train=True with dropout between layers is not supported: a model is compiled in eval mode
#    22 |     return torch.lstm(x, [h, c], [w, r, w1, r], False, 2, 0.5, True, False, False)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, h: Tensor, c: Tensor, w: Tensor, r: Tensor, w1: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.lstm(x, [h, c], [w, r, w1, r], False, 2, 0.5, True, False, False)
