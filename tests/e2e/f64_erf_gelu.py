# float64 erf and GELU (approximate 'none'; 'tanh' as well), which ONNX Runtime's Erf
# lacks: fdlibm's formula (backend_onnx/lower_erf.c) against PyTorch's (glibc's erf), over
# [-30, 30] on a fine grid (each of fdlibm's ranges and their borders 0.84375, 1.25,
# 1/0.35, 6), tiny and subnormal inputs, +-inf and NaN; x.erf(), torch.erf, F.gelu,
# torch.special.erf spellings where TorchScript has them. Compared to 1e-4 relative by the
# runner; lower_erf.c's comment gives the measured error (tools: see the case's g())
# >>> inputs
# x:float64[n]
# <<<
# >>> sets
# x = torch.linspace(-30, 30, 60001, dtype=torch.float64)
# x = torch.tensor([0., -0., 1e-300, -5e-324, 2**-28, 0.84375, 0.84374999, 1.25, 1.2499999, 1 / 0.35, 2.857142, 6., 5.9999999, 27.9, 28., float('inf'), -float('inf'), float('nan'), -1e-10], dtype=torch.float64)
# x = torch.randn(1000, dtype=torch.float64) * 3
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor) -> List[Tensor]:
    return [torch.erf(x), x.erf(), F.gelu(x), F.gelu(x, approximate="tanh"), 1 - torch.erf(x)]
