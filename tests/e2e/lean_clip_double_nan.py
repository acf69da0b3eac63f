# float64 hardtanh, relu6 and clamp keep a NaN and -0.0 as PyTorch's do, at every opset
# (ONNX Runtime's Clip-11 is float32 only): Max and Min against a non-zero bound, and
# x < 0 ? 0 : x (x > 0 ? 0 : x) against a zero one, where ONNX Runtime's Max(-0.0, 0.0)
# is +0.0 (lower_act.c lw_clamp; a Where(x > lo, x, lo) made a NaN the bound).  No float64
# Clip: after a relu ONNX Runtime's Relu+Clip fusion refuses one ("Unexpected data type for
# Clip 'min' input of 11") and the model did not load.
# >>> inputs
# d:float64[n]
# <<<
# >>> sets
# d = torch.tensor([float('nan'), float('inf'), float('-inf'), -0.0, 0.5, -3.0, 9.0], dtype=torch.float64)
# d = torch.zeros(0, dtype=torch.float64)
# d = torch.randn(6, dtype=torch.float64) * 4
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(d: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return F.hardtanh(d), F.relu6(d), d.clamp(-2.0, 2.0), F.hardtanh(d.relu()), d.relu().clamp(max=3.0)
