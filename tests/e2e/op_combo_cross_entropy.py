# >>> inputs
# logits:float32[batch,4]
# target:int64[batch]
# <<<
# >>> sets
# logits = torch.randn(2, 4); target = torch.tensor([0, 3])
# logits = torch.randn(5, 4); target = torch.randint(0, 4, (5,))
# logits = torch.randn(3, 4) * 3; target = torch.tensor([1, 1, 2])
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(logits: Tensor, target: Tensor) -> Tuple[Tensor, Tensor]:
    lp = F.log_softmax(logits, dim=1)
    nll = -torch.gather(lp, 1, target.unsqueeze(1)).squeeze(1)
    acc = (logits.argmax(1) == target).float().mean()
    return nll.mean(), acc
