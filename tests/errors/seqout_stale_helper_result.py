# A helper's list of run-time length (here: lists of other lengths on its two paths) holds
# the caller's tensor; the caller writes that tensor in place and then reads the list. The
# call's result holds what the helper's list held. (A loop-grown list returned by a helper
# compiled, and the model returned the old value.)
# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> stderr
# seqout_stale_helper_result.py:45:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    45 |     return ys[0] + zs[0]
#       |            ^~~~~
# seqout_stale_helper_result.py:44:5: note: the tensor is written here
#    44 |     x.add_(1)
#       |     ^~~~~~~~~
# seqout_stale_helper_result.py:45:20: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    45 |     return ys[0] + zs[0]
#       |                    ^~~~~
# seqout_stale_helper_result.py:44:5: note: the tensor is written here
#    44 |     x.add_(1)
#       |     ^~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def g(x: Tensor, n: int) -> List[Tensor]:
    if n > 0:
        return [x, x + 1]
    return [x]


def h(x: Tensor, n: int) -> List[Tensor]:
    xs = [x]
    for i in range(n):
        xs.append(x + i)
    return xs


def f(x: Tensor, n: int) -> Tensor:
    ys = g(x, n)
    zs = h(x, n)
    x.add_(1)
    return ys[0] + zs[0]
