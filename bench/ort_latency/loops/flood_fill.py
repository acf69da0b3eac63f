# A while-loop flood fill (issue 23): the mask grows by a 3x3 max_pool into the free cells
# until it stops changing.
# >>> inputs
# seed:float32[B,1,H,W]
# free:float32[B,1,H,W]
# <<<
# >>> sets
# free = (torch.rand(1, 1, 32, 32) > 0.35).float(); seed = torch.zeros(1, 1, 32, 32); seed[0, 0, 0, 0] = 1.0
# free = (torch.rand(2, 1, 24, 40) > 0.3).float(); seed = torch.zeros(2, 1, 24, 40); seed[:, 0, 12, 20] = 1.0
# free = torch.zeros(1, 1, 32, 32); seed = torch.ones(1, 1, 32, 32)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def flood(seed: Tensor, free: Tensor) -> Tensor:
    mask = seed * free
    changed = True
    while changed:
        grown = F.max_pool2d(mask, 3, stride=1, padding=1) * free
        changed = bool((grown != mask).any())
        mask = grown
    return mask
