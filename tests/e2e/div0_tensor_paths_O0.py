# div0_tensor_paths at -O0 (no folding, no DCE): the same lowering must hold on the unoptimized IR.
# >>> options
# -O0
# <<<
# Integer tensors divided by a constant zero (`%`, `//`, remainder, floor_divide, div
# with rounding_mode) raise ZeroDivisionError in PyTorch; on a path the inputs may not take
# they must not stop ONNX Runtime from loading the model (it refuses an integer Div or Mod by
# a constant 0 at load time), and the model fails at run time on the path that takes them
# (issue 18, item 9). Float tensors give nan and inf.
# >>> inputs
# x:int64[B]
# y:float32[B]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 0
# x = torch.tensor([5, -3]); y = torch.tensor([1.5, -0.5]); k = 9
# x = torch.tensor([5, -3]); y = torch.tensor([1.5, -0.5]); k = 10
# x = torch.tensor([7, -7, 1, 9]); y = torch.tensor([2.5, -2.5, 3.0, 0.0]); k = 11
# <<<
# >>> raises
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 1
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 2
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 3
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 4
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 5
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 6
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 7
# x = torch.tensor([7, -7, 0]); y = torch.tensor([2.5, -2.5, 0.0]); k = 8
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor, k: int) -> Tensor:
    if k == 1:
        return (x % 0).float()
    if k == 2:
        return (x // 0).float()
    if k == 3:
        return torch.remainder(x, 0).float()
    if k == 4:
        return torch.remainder(x, torch.zeros(3, dtype=torch.long)).float()
    if k == 5:
        return torch.floor_divide(x, 0).float()
    if k == 6:
        return torch.div(x, 0, rounding_mode="trunc").float()
    if k == 7:
        return torch.div(x, torch.zeros(1, dtype=torch.long), rounding_mode="floor").float()
    if k == 8:
        return (x % torch.tensor([3, 0, 2])[1:2]).float()
    if k == 9:
        return y % 0 + y // 0 + torch.remainder(y, 0.0)
    if k == 10:
        return x / 0 + (x % 0.0) + torch.div(y, 0, rounding_mode="floor")
    return (x % 3 + x // 2 + x.remainder(-4) + torch.div(x, 3, rounding_mode="trunc")).float() + y
