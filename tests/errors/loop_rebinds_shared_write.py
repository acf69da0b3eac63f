# >>> stderr
# loop_rebinds_shared_write.py:19:9: error: cannot write to this tensor in place: it may share its memory with another tensor (a run of the loop may leave it sharing memory with a tensor in 'hs', which the loop carries too, as a value of its own); use .clone() where it is made, or write to the tensor it comes from
#    19 |         hs[0].add_(1.0)
#       |         ^~~~~~~~~~~~~~~
# <<<
# A list a loop rebinds to hold one tensor twice, then a write in place through one
# position: which tensors share memory depends on the runs, so the write is refused where
# it is (not computed on a copy).
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int):
    a = x.clone()
    hs = [a, a * 2.0]
    for i in range(k):
        hs = [hs[1], hs[1]]
        hs[0].add_(1.0)
    return hs[0], hs[1], a
