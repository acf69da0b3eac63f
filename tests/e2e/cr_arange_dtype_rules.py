# arange's dtype rules are PyTorch 1.13's (issue 18, item 6): into an integer dtype start, end
# and step are truncated to int64 first; the length is ceil((end' - start') / step') for int64
# but ceil((end - start) / step) of the numbers as given for int32 and narrower; a float dtype
# (given, or float32 when a number is a float) counts and computes in double. Numbers known at
# compile time and at run time, negative steps, steps that do not divide, empty results.
# >>> inputs
# s:int64[]
# e:float32[]
# st:float32[]
# <<<
# >>> sets
# s = 2; e = 8.5; st = 1.5
# s = -3; e = 4.75; st = 2.25
# s = 5; e = -2.5; st = -1.5
# s = 0; e = 0.0; st = 1.0
# s = 1; e = 1.75; st = 1.0
# s = -4; e = -1.0; st = 1.25
# <<<
import torch
from torch import Tensor
from typing import List


def f(s: int, e: float, st: float) -> List[Tensor]:
    m = e * e
    return [
        torch.arange(s, 8.5, 1.5, dtype=torch.int64),
        torch.arange(s, 8.5, 1.5, dtype=torch.int32),
        torch.arange(s, 8.5, 1.5),
        torch.arange(s, e, st, dtype=torch.int64),
        torch.arange(s, e, st, dtype=torch.int32),
        torch.arange(s, e, st, dtype=torch.int16),
        torch.arange(s, e, st),
        torch.arange(s, e, st, dtype=torch.float64),
        torch.arange(m, dtype=torch.int64),
        torch.arange(m, dtype=torch.int32),
        torch.arange(m),
        torch.arange(s, m + 10.0, dtype=torch.int64),
        torch.arange(s, m + 10.0, dtype=torch.int8),
        torch.arange(s + 20, dtype=torch.uint8),
        torch.arange(s + 20, dtype=torch.float32),
        torch.arange(s + 20, 0, -3),
        torch.arange(2, 8.5, 1.5, dtype=torch.int64),
        torch.arange(2, 8.5, 1.5, dtype=torch.int32),
        torch.arange(2.5, -3, -1.5, dtype=torch.int32),
        torch.arange(2.5, -3, -1.5, dtype=torch.int64),
        torch.arange(-2.75, 3.25, 1.25, dtype=torch.int64),
        torch.arange(-2.75, 3.25, 1.25, dtype=torch.int16),
        torch.arange(0.5, 4, dtype=torch.uint8),
        torch.arange(8.5, dtype=torch.int64),
        torch.arange(8.5, dtype=torch.int32),
        torch.arange(1, 1.75, dtype=torch.int64),
        torch.arange(1, 1.75, dtype=torch.int32),
    ]
