# `in` on tuples and lists of strings (issue 22): strings are compile-time constants, so is
# their membership; a str parameter with a default, a string made by `+`, not in
# >>> inputs
# x:float32[3]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.tensor([1.0, -2.0, 0.5])
# x = torch.zeros(3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, mode: str = "gelu", norm: str = "layer") -> Tensor:
    y = x
    if mode in ("relu", "gelu"):
        y = y * 2
    if mode in ["tanh", "sigmoid"]:
        y = y - 100
    if norm + "_norm" not in ("batch_norm", "group_norm"):
        y = y + 1
    if "b" in ["a", "b", "c"] and "z" not in ("a",):
        y = y * 3
    return y
