# A List[int] built at run time (sizes from n and x) fed to torch.zeros/ones/full: the results have a rank known only at run time.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# l_int_factories_rank.py:25:9: error: this result is returned (graph output 'output0') but its rank is known only at run time, and ONNX requires graph outputs to have one
#    25 |     z = torch.zeros(sz)
#       |         ^~~~~~~~~~~~~~~
# l_int_factories_rank.py:26:9: error: this result is returned (graph output 'output1') but its rank is known only at run time, and ONNX requires graph outputs to have one
#    26 |     o = torch.ones(sz[:1] + [n + 1], dtype=torch.int64)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# Refused by design: the result's rank depends on n, and ONNX (IR.md; onnx.checker) requires
# a graph output to have a rank. (Staged in tests/e2e_lists while that was being checked.)
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    sz: List[int] = [x.size(0)]
    for i in range(n):
        sz.append(2)
    z = torch.zeros(sz)
    o = torch.ones(sz[:1] + [n + 1], dtype=torch.int64)
    fl = torch.full([len(sz), x.size(1)], 2.5)
    return z, o, fl
