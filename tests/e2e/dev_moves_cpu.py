# The CPU twin of cli/cuda_ignored's script: x.cpu(), x.to(d), x.to("cpu:0", dtype),
# x.to(device="cpu"), factories with device="cpu" (that case checks the script with "cuda"
# in their place compiles to this model byte for byte: the CUDA moves are ignored).
# >>> inputs
# x:float32[2]
# <<<
# >>> sets
# x = torch.tensor([1.5, -2.0])
# x = torch.randn(2)
# x = torch.tensor([0.0, 1e30])
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> List[Tensor]:
    d = torch.device("cpu")
    return [
        x.cpu() * 2,
        x.to(d),
        x.to("cpu:0", torch.float64),
        x.to(device="cpu") + 1,
        torch.zeros(2, device="cpu"),
        torch.ones_like(x, device=torch.device("cpu:1")),
    ]
