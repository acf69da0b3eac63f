# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if torch.relu_(x), torch.sigmoid_(v), torch.neg_ ... (function spellings of in-place ops) are treated as out-of-place.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    torch.relu_(x[:, 0])
    torch.sigmoid_(x[:, 1])
    torch.neg_(x[:, 2])
    torch.clamp_(x[:, 3], -0.5, 0.5)
    return x
