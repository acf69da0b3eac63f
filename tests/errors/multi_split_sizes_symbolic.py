# >>> stderr
# multi_split_sizes_symbolic.py:16:12: error: aten::split: PyTorch checks at run time that the sizes sum to the size of dim 0, which is known only at run time: not supported yet
#    16 |     a, b = x.split([1, 2])
#       |            ^~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[B,3]
# <<<
# refused (for now): PyTorch checks at run time that the sizes sum to B, which ONNX cannot
import torch
from torch import Tensor
from typing import List


def f(x: Tensor):
    a, b = x.split([1, 2])
    return a
