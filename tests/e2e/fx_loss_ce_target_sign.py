# F.cross_entropy (LogSoftmax and NegativeLogLikelihoodLoss) with reduction 'none' and
# ignore_index 0 on 4-d inputs: a negative target raises, as in PyTorch (the operator's
# gather would wrap it), class 0 gives 0
# >>> inputs
# x:float32[n,3,2,2]
# t:int64[n,2,2]
# <<<
# >>> sets
# x = torch.randn(2, 3, 2, 2); t = torch.tensor([[[0, 1], [2, 0]], [[1, 1], [2, 2]]])
# x = torch.randn(1, 3, 2, 2) * 5; t = torch.zeros(1, 2, 2, dtype=torch.long)
# x = torch.randn(3, 3, 2, 2); t = torch.randint(0, 3, (3, 2, 2))
# <<<
# >>> raises
# x = torch.randn(1, 3, 2, 2); t = torch.tensor([[[0, 1], [-1, 0]]])
# x = torch.randn(1, 3, 2, 2); t = torch.tensor([[[0, 1], [-100, 0]]])
# x = torch.randn(1, 3, 2, 2); t = torch.tensor([[[0, 1], [3, 0]]])
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, t: Tensor) -> Tensor:
    return F.cross_entropy(x, t, reduction="none", ignore_index=0)
