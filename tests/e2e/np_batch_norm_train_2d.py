# F.batch_norm with training=True and no running statistics over (N, C): the statistics of
# each column over the batch, biased variance
# >>> inputs
# x:float32[batch,4]
# w:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 4); w = torch.randn(4)
# x = torch.randn(9, 4) * 5 - 2; w = torch.randn(4)
# x = torch.randn(3, 4); w = torch.randn(4)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, w: Tensor) -> Tensor:
    return F.batch_norm(x, None, None, w, None, True, 0.1, 1e-5)
