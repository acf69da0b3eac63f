# >>> stderr
# loop_nested_tuple_holds_list.py:16:5: error: 'st' is a tuple holding lists, dicts or other values; a loop carries tuples of tensors and numbers (nested or not) only
#    16 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
# A loop carries a tuple holding a list nested in a tuple: refused, once (the list's later
# use raises no follow-on error).
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tensor:
    acc: List[Tensor] = []
    st = ((acc, x), 0)
    for i in range(n):
        (l, h), k = st
        l.append(h)
        st = ((l, h * 2.0), k + 1)
    return torch.stack(st[0][0]).sum()
