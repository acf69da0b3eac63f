# Constant-count loops that carry an ONNX sequence, written out (passes/unroll.c), and the
# Ifs of their copies whose condition is then a constant (`if i == 1`) are the branch
# they take (onnxfold.c): a list of symbolic length grows and is read from its end inside
# the loop and popped in one iteration; a list of ints read and written in each
# iteration; a loop run 0 times that would append.
# >>> min-opset
# 13
# <<<
# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.randn(4, 3)
# x = torch.randn(1, 3)
# x = torch.tensor([[float('nan'), -0.0, 1.0], [float('inf'), 2.0, -1.0]])
# <<<
# >>> raises
# x = torch.zeros(0, 3)
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, int, List[int], int]:
    out = x.unbind(0)
    for i in range(3):
        out.append(out[-1] * 2.0 + float(i))
        if i == 1:
            out.pop(0)
    sizes: List[int] = [len(out)]
    for i in range(4):
        sizes.append(sizes[-1] * 2 - i)
        if i % 2 == 0:
            sizes[0] = sizes[0] + 1
    none_yet: List[Tensor] = []
    for _ in range(0):
        none_yet.append(x)
    return torch.stack(out, 0), out[-2], len(out), sizes, len(none_yet)
