# cr_arange_raises at -O0 (no folding, no DCE): the same lowering must hold on the unoptimized IR.
# >>> options
# -O0
# <<<
# arange raises in PyTorch when the step is 0 (after truncation into an integer dtype) or the
# bounds are inconsistent with its sign; the model fails at run time then (ONNX Range refuses
# a zero delta) rather than returning an empty tensor, and only then (issue 18, item 6).
# >>> inputs
# n:int64[]
# e:float32[]
# st:float32[]
# <<<
# >>> sets
# n = 3; e = 4.5; st = 1.5
# n = 0; e = 0.5; st = 1.0
# n = 1; e = -3.5; st = -1.25
# n = 5; e = 2.0; st = 1.0
# <<<
# >>> raises
# n = -1; e = 4.5; st = 1.5
# n = 3; e = 4.5; st = 0.5
# n = 3; e = -2.5; st = 1.5
# n = 3; e = 4.5; st = -1.5
# n = 3; e = 4.5; st = 0.0
# <<<
import torch
from torch import Tensor
from typing import List


def f(n: int, e: float, st: float) -> List[Tensor]:
    return [
        torch.arange(n),
        torch.arange(0.5, e, st, dtype=torch.int64),
        torch.arange(0.5, e, st, dtype=torch.int32),
        torch.arange(0.5, e, st),
    ]
