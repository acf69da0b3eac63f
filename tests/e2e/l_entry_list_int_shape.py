# An entry parameter `shape: List[int]` of known length (--input 'shape:int64[2]'): a 1-d
# int64 input of the model, read as two ints: edited (shape[1] = -1 when it is 0) and given
# to reshape, to zeros and to sum over a dim. A -1 in the list and a 0 that is replaced.
# >>> inputs
# x:float32[N]
# shape:int64[2]
# <<<
# >>> sets
# x = torch.randn(6); shape = [2, 3]
# x = torch.randn(12); shape = [-1, 4]
# x = torch.randn(8); shape = [4, 0]
# x = torch.randn(0); shape = [0, 5]
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, shape: List[int]):
    if shape[1] == 0:
        shape[1] = -1
    y = x.reshape(shape)
    z = torch.zeros(y.size(1), y.size(0))
    return y.sum(1), z.t() + y, shape
