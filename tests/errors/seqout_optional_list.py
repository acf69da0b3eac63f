# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> stderr
# seqout_optional_list.py:17:1: error: 'f' returns Optional[List[Float(b, 3)]]; a model's outputs are tensors, numbers, lists of them and Optionals of tensors and numbers
#    17 | def f(x: Tensor, n: int) -> Optional[List[Tensor]]:
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it, and returns None or a list of n tensors. An optional of a
# sequence as a graph output is not supported (Optional[Tensor] and Optional[int] are).
import torch
from torch import Tensor
from typing import List, Optional


def f(x: Tensor, n: int) -> Optional[List[Tensor]]:
    y: Optional[List[Tensor]] = None
    if n > 0:
        y = [x * float(i) for i in range(n)]
    return y
