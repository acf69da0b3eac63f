# >>> inputs
# w:float32[4]
# m:float32[300,5]
# <<<
# >>> sets
# w = torch.tensor([1.0, 2.0, 0.0, 5.0]); m = torch.tensor([0.1, 0.0, 0.2, 0.3, 0.4]).repeat(300, 1)
# w = torch.tensor([3.0, 3.0, 3.0, 1.0]); m = torch.tensor([1.0, 1.0, 1.0, 1.0, 0.0]).repeat(300, 1)
# <<<
# torch.multinomial of a 1-d and a 2-d (rows of the same weights, so that the pooled
# sample has one distribution) weight tensor, with replacement (ONNX Multinomial) and
# without (Gumbel top-k: no repeats within a row; a category of weight 0 never drawn).
# (tests/random/rand_in_loop.py draws in a loop.)
import torch
from torch import Tensor
from typing import Tuple


def f(w: Tensor, m: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = torch.multinomial(w, 2000, replacement=True)
    b = m.multinomial(3)
    c = torch.multinomial(m, 40, True)
    d = torch.multinomial(w.expand(500, 4), 3)
    return a, b, c, d
