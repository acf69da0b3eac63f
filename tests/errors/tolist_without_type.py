# >>> stderr
# tolist_without_type.py:15:12: error: tolist() needs the type of its result, as in TorchScript: assign it with one (xs: List[float] = x.tolist()) or return it from a function whose return type says it
#    15 |     best = x.argmax(-1).tolist()
#       |            ^~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: "Expected type hint for result of tolist()": the list's type comes from
# an annotated assignment or a typed return, and scriptc asks for it too (the annotated
# forms are e2e/l_tolist_item and e2e/real_ctc_greedy).
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> Tensor:
    best = x.argmax(-1).tolist()
    n = 0
    for t in best:
        n += t
    return x + n
