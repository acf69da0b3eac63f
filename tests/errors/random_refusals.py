# >>> inputs
# x:float32[4]
# k:int64[3]
# <<<
# >>> stderr
# random_refusals.py:51:9: error: aten::rand: a random uniform in dtype int64: PyTorch draws these in floating dtypes only (it raises: not implemented for 'int64')
#    51 |     a = torch.rand(3, dtype=torch.int64)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# random_refusals.py:52:9: error: aten::randn: a random normal in dtype int32: PyTorch draws these in floating dtypes only (it raises: not implemented for 'int32')
#    52 |     b = torch.randn(3, dtype=torch.int32)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# random_refusals.py:53:9: error: aten::randint: random_ expects 'from' to be less than 'to', but got from=5 >= to=5 (PyTorch raises)
#    53 |     c = torch.randint(5, 5, (2,))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# random_refusals.py:54:9: error: aten::multinomial: cannot sample n_sample > prob_dist.size(-1) samples without replacement (PyTorch raises)
#    54 |     d = torch.multinomial(x, 5)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# random_refusals.py:55:9: error: aten::normal: normal expects std >= 0.0, but found std -1 (PyTorch raises)
#    55 |     e = torch.normal(x, -1.0)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# random_refusals.py:56:9: error: aten::uniform: uniform_ expects to return a [from, to) range, but found from=2 > to=1 (PyTorch raises)
#    56 |     g = x.uniform(2.0, 1.0)
#       |         ^~~~~~~~~~~~~~~~~~~
# random_refusals.py:57:9: error: aten::exponential: exponential_ expects lambda >= 0.0, but found lambda=-1 (PyTorch raises)
#    57 |     h = x.exponential(-1.0)
#       |         ^~~~~~~~~~~~~~~~~~~
# random_refusals.py:58:9: error: aten::bernoulli: bernoulli_ expects p to be in [0, 1], but got p=1.5 (PyTorch raises)
#    58 |     i = x.bernoulli(1.5)
#       |         ^~~~~~~~~~~~~~~~
# random_refusals.py:59:9: error: aten::randperm: randperm in dtype bool (PyTorch raises: not implemented for 'Bool')
#    59 |     j = torch.randperm(3, dtype=torch.bool)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# random_refusals.py:60:9: error: aten::multinomial: prob_dist must be 1 or 2 dim (PyTorch raises)
#    60 |     m = torch.multinomial(k.float().unsqueeze(0).unsqueeze(0), 1)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# random_refusals.py:61:9: error: aten::bernoulli: bernoulli of a tensor of dtype int64: its values are the probabilities, which PyTorch takes as float32 or float64 only (it raises)
#    61 |     n = torch.bernoulli(k)
#       |         ^~~~~~~~~~~~~~~~~~
# random_refusals.py:62:9: error: aten::rand_like: a random uniform in dtype int64: PyTorch draws these in floating dtypes only (it raises: not implemented for 'int64')
#    62 |     o = torch.rand_like(k)
#       |         ^~~~~~~~~~~~~~~~~~
# <<<
# Random draws PyTorch refuses, refused at compile time with its reasons (each checked
# against PyTorch 1.13); generator=None is accepted.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, k: Tensor) -> List[Tensor]:
    a = torch.rand(3, dtype=torch.int64)
    b = torch.randn(3, dtype=torch.int32)
    c = torch.randint(5, 5, (2,))
    d = torch.multinomial(x, 5)
    e = torch.normal(x, -1.0)
    g = x.uniform(2.0, 1.0)
    h = x.exponential(-1.0)
    i = x.bernoulli(1.5)
    j = torch.randperm(3, dtype=torch.bool)
    m = torch.multinomial(k.float().unsqueeze(0).unsqueeze(0), 1)
    n = torch.bernoulli(k)
    o = torch.rand_like(k)
    p = torch.rand([2], generator=None)
    return [a, b, c, d, e, g, h, i, j, m, n, o, p]
