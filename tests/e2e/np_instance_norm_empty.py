# F.instance_norm of an empty batch: without weight and bias an empty result; with either,
# PyTorch raises (it repeats them once per instance and reads the first), and so must the
# model where the batch is symbolic
# >>> inputs
# x:float32[batch,3,5]
# w:float32[3]
# <<<
# >>> sets
# x = torch.randn(2, 3, 5); w = torch.randn(3)
# x = torch.randn(5, 3, 5); w = torch.randn(3)
# x = torch.randn(1, 3, 5); w = torch.randn(3)
# <<<
# >>> raises
# x = torch.randn(0, 3, 5); w = torch.randn(3)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, w: Tensor) -> List[Tensor]:
    return [F.instance_norm(x), F.instance_norm(x, None, None, w)]
