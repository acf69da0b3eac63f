# F.cosine_embedding_loss and F.triplet_margin_loss on 1-d inputs (a 0-d target: 'none'
# is 0-d), targets 1, -1 and 0, a zero vector
# >>> inputs
# a:float32[k]
# b:float32[k]
# c:float32[k]
# y:float32[]
# <<<
# >>> sets
# a = torch.randn(5); b = torch.randn(5); c = torch.randn(5); y = torch.tensor(1.)
# a = torch.randn(3); b = torch.zeros(3); c = torch.randn(3); y = torch.tensor(-1.)
# a = torch.randn(3); b = torch.randn(3); c = torch.randn(3); y = torch.tensor(0.)
# a = torch.randn(4); b = a * 2; c = torch.randn(4); y = torch.tensor(-1.)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def g(a: Tensor, b: Tensor, c: Tensor, y: Tensor) -> List[Tensor]:
    return [F.cosine_embedding_loss(a, b, y, reduction="none"), F.cosine_embedding_loss(a, b, y, 0.3),
            F.cosine_embedding_loss(a, b, y, -0.5, reduction="sum"),
            F.triplet_margin_loss(a, b, c, reduction="none"), F.triplet_margin_loss(a, b, c, p=1.0, swap=True)]
