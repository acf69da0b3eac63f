# x[i, j] and x[:, i, j] with index tensors holding negative values: GatherND takes them from
# the end, once, as PyTorch does, with no wrapping written by hand; below -size or at size
# and above, PyTorch raises and so does the model. The write x[i, j] = v with the same
# indices (ScatterND, whose spec does not promise negatives: wrapped by hand).
# >>> inputs
# x:float32[n,m,3]
# i:int64[k]
# j:int64[k]
# <<<
# >>> sets
# x = torch.randn(4, 5, 3); i = torch.tensor([-1, 0, -4, 3]); j = torch.tensor([-5, 4, -1, 0])
# x = torch.randn(2, 3, 3); i = torch.tensor([1, -2]); j = torch.tensor([-3, 2])
# x = torch.randn(3, 3, 3); i = torch.tensor([], dtype=torch.long); j = torch.tensor([], dtype=torch.long)
# <<<
# >>> raises
# x = torch.randn(4, 5, 3); i = torch.tensor([-5, 0]); j = torch.tensor([0, 0])
# x = torch.randn(4, 5, 3); i = torch.tensor([0, 0]); j = torch.tensor([0, 5])
# x = torch.randn(4, 5, 3); i = torch.tensor([0, 0]); j = torch.tensor([-6, 0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, j: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = x[i, j]
    b = x[:, i.clamp(-3, 2), j.clamp(-3, 2)]
    y = x.clone()
    y[i, j] = a * 2.0
    return a, b, y
