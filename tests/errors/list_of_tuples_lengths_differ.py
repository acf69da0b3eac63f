# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> stderr
# list_of_tuples_lengths_differ.py:22:36: error: a list holds one type (as in TorchScript): its first element is a tuple (Tensor, int) and this one a tuple (Tensor,)
#    22 |     fixed = [(x, 1), (x * 2.0, 2), (x * 3.0, )]
#       |                                    ^~~~~~~~~~~
# list_of_tuples_lengths_differ.py:23:22: error: a list holds one type (as in TorchScript): its first element is a tuple (Tensor, int) and this one a tuple (Tensor, float)
#    23 |     other = [(x, 1), (x, 2.5)]
#       |                      ^~~~~~~~
# <<<
# torch.jit.script: a list's tuples must unify (Tuple[Tensor, int] and Tuple[Tensor] do not).
# scriptc took the list and crashed making its rows (found by the token fuzzer; the crash
# input is in tests/fuzz/crashes/compile/). Tuples whose elements differ in kind are refused
# the same way.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    fixed = [(x, 1), (x * 2.0, 2), (x * 3.0, )]
    other = [(x, 1), (x, 2.5)]
    acc = torch.zeros_like(x)
    for t, k in fixed:
        if k > n:
            break
        acc = acc + t
    return acc
