# >>> inputs
# x:float32[1,2,H,W]
# levels:int64[]
# <<<
# >>> stderr
# dict_key_set_in_seq_loop.py:27:5: error: this loop changes which keys a dict has; its keys must be known at compile time
#    27 |     for i, f_ in enumerate(feats):
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it. The key is set inside a loop over a list of run-time length, so
# which keys the dict has is known only at run time; the error named a hidden tuple before,
# and a follow-on error on outs["first"] came after it (what the loop changes is poison now).
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
