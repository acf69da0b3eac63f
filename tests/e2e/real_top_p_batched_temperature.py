# Nucleus (top-p) filtering as users write it: a parameter rebound (logits / t), sort
# descending, cumsum of softmax, a shifted copy written into the mask through slices of
# `...` (remove[..., 1:] = remove[..., :-1].clone()), scatter back to the original order,
# masked_fill with -inf, softmax. Two batch and vocabulary sizes; top_p small and near 1.
# >>> inputs
# logits:float32[B,V]
# top_p:float32[]
# temperature:float32[]
# <<<
# >>> sets
# logits = torch.randn(1, 5); top_p = 0.9; temperature = 1.0
# logits = torch.randn(3, 8); top_p = 0.3; temperature = 0.7
# logits = torch.randn(2, 6) * 3; top_p = 0.999; temperature = 2.0
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def f(logits: Tensor, top_p: float, temperature: float) -> Tensor:
    logits = logits / max(temperature, 1e-5)
    sorted_logits, sorted_idx = torch.sort(logits, descending=True, dim=-1)
    cum = F.softmax(sorted_logits, dim=-1).cumsum(dim=-1)
    remove = cum > top_p
    remove[..., 1:] = remove[..., :-1].clone()
    remove[..., 0] = False
    mask = remove.scatter(-1, sorted_idx, remove)
    filtered = logits.masked_fill(mask, float("-inf"))
    return F.softmax(filtered, dim=-1)
