# Keys an if sets together are there as a prefix (if "bbb" is there, so is "aa"), so "aa"
# may be set where it may not be while "bbb" follows: it goes to its place (both there) or
# last (neither there). Wrong if items() gives another order than PyTorch's, or a key set
# on the other branch is counted.
# >>> inputs
# x:float32[B]
# flag:bool[]
# g:bool[]
# <<<
# >>> sets
# x = torch.randn(2); flag = True; g = True
# x = torch.randn(3); flag = True; g = False
# x = torch.randn(2); flag = False; g = True
# x = torch.randn(3); flag = False; g = False
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor, flag: bool, g: bool) -> Tuple[Tensor, int]:
    d: Dict[str, Tensor] = {"x": x}
    if flag:
        d["aa"] = x * 2.0
        d["bbb"] = x * 3.0
    if g:
        d["aa"] = x - 1.0
    out = torch.zeros_like(x)
    code = 0
    for k, v in d.items():
        out = out * 3.0 + v
        code = code * 10 + len(k)
    return out, code
