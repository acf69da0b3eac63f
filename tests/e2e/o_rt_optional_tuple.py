# Optional[Tuple[Tensor, Tensor]] None or not at run time: a tuple of optionals that are None
# together; `is None` and refinement give the tuple back. (An LSTM's optional initial state.)
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); flag = True
# x = torch.tensor([1.0, 2.0, 3.0]); flag = False
# x = torch.zeros(3); flag = True
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def use(x: Tensor, s: Optional[Tuple[Tensor, Tensor]]) -> Tensor:
    if s is None:
        return x
    h, c = s
    return x * h + c


def f(x: Tensor, flag: bool) -> Tuple[Tensor, Tensor, bool]:
    st: Optional[Tuple[Tensor, Tensor]] = None
    if flag:
        st = (x + 1.0, x * 0.5)
    y = use(x, st)
    if st is not None:
        h, c = st
        y = y + h.sum() * c
    return y, use(x, None), st is None
