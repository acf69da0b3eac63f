# Clip of float64 and float16 before opset 12 (ONNX Runtime's Clip-11 is float32 only) is
# x < lo ? lo : x, then x > hi ? hi : x, which keep a NaN and -0.0 as PyTorch's hardtanh,
# relu6 and clamp do (lower_old.c clip; a Where(x > lo, x, lo) made a NaN the bound).  At
# every opset a float64 hardtanh or clamp after a relu is no Clip: ONNX Runtime's Relu+Clip fusion refuses a
# float64 Clip ("Unexpected data type for Clip 'min' input of 11") and the model did not load.
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
