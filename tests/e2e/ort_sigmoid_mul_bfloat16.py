# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.randn(6) * 4.0
# x = torch.tensor([0.0, -30.0, 30.0, -60.0, 11.0])
# x = torch.zeros(0)
# <<<
# >>> min-opset
# 13
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# issue 18: x * sigmoid(x) in bfloat16, another type ONNX Runtime's QuickGelu fusion matches
# (it computes in float32 here; PyTorch 1.13 has no CPU sigmoid of float16 to compare with)
def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    b = x.to(torch.bfloat16)
    return (b * torch.sigmoid(b)).float(), (b * torch.sigmoid(b * 1.702)).float(), \
        F.silu(b).float()
