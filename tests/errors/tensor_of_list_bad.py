# torch.tensor of an empty list, of a list mixing ints and floats, and of a ragged list:
# TorchScript refuses all three.
# >>> inputs
# k:int64[]
# <<<
# >>> stderr
# tensor_of_list_bad.py:23:9: error: torch.tensor([]): TorchScript types an empty list as List[Tensor], which torch.tensor does not take
#    23 |     a = torch.tensor([])
#       |         ^~~~~~~~~~~~~~~~
# tensor_of_list_bad.py:24:26: error: a list holds one type (as in TorchScript): its first element is int and this one float
#    24 |     b = torch.tensor([1, 2.5])
#       |                          ^~~
# tensor_of_list_bad.py:25:9: error: torch.tensor of a list whose rows differ in length
#    25 |     c = torch.tensor([[1, 2], [k]])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(k: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = torch.tensor([])
    b = torch.tensor([1, 2.5])
    c = torch.tensor([[1, 2], [k]])
    return a, b, c
