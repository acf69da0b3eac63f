# torch.jit.script: RuntimeError: Unknown type name 'Tensor'
import torch


def f(x: torch.Tensor, y: "Tensor") -> torch.Tensor:
    return x + y
