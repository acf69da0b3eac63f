# Incremental decoding with a key/value cache in lists of run-time length, an optional
# attention mask parameter left to its default, and a while loop that stops on a threshold.
# >>> inputs
# q0:float32[4]
# wk:float32[4,4]
# wv:float32[4,4]
# steps:int64[]
# <<<
# >>> sets
# q0 = torch.randn(4); wk = torch.randn(4, 4) * 0.5; wv = torch.randn(4, 4) * 0.5; steps = 0
# q0 = torch.randn(4); wk = torch.randn(4, 4) * 0.5; wv = torch.randn(4, 4) * 0.5; steps = 1
# q0 = torch.randn(4); wk = torch.randn(4, 4) * 0.5; wv = torch.randn(4, 4) * 0.5; steps = 6
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def attend(q: Tensor, keys: List[Tensor], values: List[Tensor],
           mask: Optional[Tensor] = None) -> Tensor:
    k = torch.stack(keys)
    v = torch.stack(values)
    s = k @ q / 2.0
    if mask is not None:
        s = s.masked_fill(mask, -1.0e9)
    return torch.softmax(s, 0) @ v


def f(q0: Tensor, wk: Tensor, wv: Tensor, steps: int) -> Tuple[Tensor, int]:
    keys: List[Tensor] = [wk @ q0]
    values: List[Tensor] = [wv @ q0]
    q = q0
    i = 0
    while i < steps:
        out = attend(q, keys, values)
        keys.append(wk @ out)
        values.append(wv @ out)
        q = torch.tanh(out + q)
        i += 1
        if bool(q.abs().max() < 1.0e-3):
            break
    return attend(q, keys, values), len(keys)
