# >>> stderr
# entry_param_list_of_tensors.py:14:7: error: parameter 'xs' of the entry function has type List[Tensor]; graph inputs must be Tensor, int, float, bool or a List of int, float or bool
#    14 | def f(xs: List[Tensor], k: int) -> Tensor:
#       |       ^~~~~~~~~~~~~~~~
# <<<
# An entry parameter of type List[Tensor]: no graph input form yet (a list of numbers is a
# 1-d tensor input; a list of tensors would be an ONNX sequence input): refused at the
# parameter.
import torch
from torch import Tensor
from typing import List


def f(xs: List[Tensor], k: int) -> Tensor:
    return torch.stack(xs).sum(0) * k
