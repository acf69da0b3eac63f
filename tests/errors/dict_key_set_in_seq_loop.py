# >>> inputs
# x:float32[1,2,H,W]
# levels:int64[]
# <<<
# >>> stderr
# dict_key_set_in_seq_loop.py:34:12: error: the dict may not have key 'first' here: it is set on some paths only, and PyTorch raises KeyError where it is missing (read it inside `if "first" in ...:`, or with .get)
#    34 |     return outs["first"], total + top.sum(), len(feats)
#       |            ^~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it. The key is set inside a loop over a list of run-time length, so
# the dict has it after the loop only if a run set it (here always, but that is not known at
# compile time): outs["first"] unguarded is refused, as PyTorch would raise KeyError where the
# key is missing. (The error named a hidden tuple once; then the loop itself was refused.)
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, levels: int) -> Tuple[Tensor, Tensor, int]:
    feats: List[Tensor] = [x]
    cur = x
    for i in range(levels):
        cur = cur[:, :, ::2, ::2] * 0.5
        feats.append(cur)
    outs: Dict[str, Tensor] = {}
    total = torch.zeros(1)
    for i, f_ in enumerate(feats):
        s = f_.mean(dim=(2, 3))
        total = total + s.sum()
        if i == 0:
            outs["first"] = s
    top = feats[-1]
    return outs["first"], total + top.sum(), len(feats)
