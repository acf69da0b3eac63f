# >>> options
# --entry f
# <<<
# torch.jit.script: RuntimeError: Expected a single top-level function (no async def)
import torch
from torch import Tensor


async def f(x: Tensor) -> Tensor:
    return x
