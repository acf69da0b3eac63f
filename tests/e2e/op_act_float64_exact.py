# float64 activations whose ONNX operator ONNX Runtime has no float64 kernel for (Softplus,
# Elu): decomposed in float64, never computed in float32.  Softplus takes log1p (1.13's
# kernel): 4.25e-18 at -40, where log(1 + exp(x)) is 0; elu takes exp(x) - 1 as 1.13 does.
# >>> inputs
# x:float64[n]
# <<<
# >>> sets
# x = torch.tensor([-40.0, -1e-10, 0.0, 1e-10, 3.0, 19.9, 25.0, -800.0, 800.0], dtype=torch.float64)
# x = torch.randn(7, dtype=torch.float64) * 10
# x = torch.tensor([], dtype=torch.float64)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor):
    return (F.softplus(x), F.softplus(x, 2.0, 5.0), F.softplus(x, -0.5), F.elu(x),
            F.elu(x, 0.3), F.celu(x, 2.0), F.selu(x),
            # where float32 (or log(1 + exp)) would be far off: scaled to show
            F.softplus(x - 40.0) * 1e18, F.elu(x * 1e-12) * 1e12)
