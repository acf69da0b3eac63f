# >>> inputs
# y:float64[n]
# <<<
# >>> sets
# y = torch.tensor([-1e-30, -3.0, -7.0, 2.0, 5.0], dtype=torch.float64)
# y = torch.tensor([-1e-12, -5.5, 1e-12], dtype=torch.float64)
# y = torch.tensor([-1e300, -2.5, 1e-300, 1.0], dtype=torch.float64)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# float64 constants not held in float attributes (issue 20, numerics): ONNX's LeakyRelu
# alpha is a float, 0.1 rounded to 0.10000000149, 15 parts in 1e9 off; so are Gemm's alpha
# and beta, and ONNX Runtime's default optimizations fold a scale of a MatMul into
# FusedMatMul's float alpha (a Div by 3 multiplying by 0.33333334).  Each factor is
# recovered and magnified so that the check sees it
def f(y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    r = F.leaky_relu(y, 0.1)
    m = y.unsqueeze(1) @ torch.ones(1, 1, dtype=torch.float64)
    s = (m * 0.1).squeeze(1)
    d = (m / 3.0).squeeze(1)
    p = ((y.unsqueeze(1) * 0.3) @ torch.ones(1, 1, dtype=torch.float64)).squeeze(1)
    a = torch.addmm(y.unsqueeze(1), y.unsqueeze(1), torch.ones(1, 1, dtype=torch.float64),
                    beta=0.1, alpha=0.3).squeeze(1)
    return ((r / y - 0.1) * 1e12, F.leaky_relu(y, 0.25), (s / y - 0.1) * 1e12,
            (d * 3.0 / y - 1.0) * 1e12, (p / y - 0.3) * 1e12, (a / y - 0.4) * 1e12)
