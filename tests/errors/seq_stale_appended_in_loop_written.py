# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_appended_in_loop_written.py:27:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    27 |     return torch.stack(xs)
#       |            ^~~~~~~~~~~~~~~
# seq_stale_appended_in_loop_written.py:26:5: note: the tensor is written here
#    26 |     x.mul_(10.0)
#       |     ^~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; the list holds x at position 0 and at every position a loop
# run appended it to, so x's write shows at all of them. Those positions depend on the run
# (the loop's count), so the write cannot be followed into the sequence: reading it is refused.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x)
        xs.append(x * float(i))
    x.mul_(10.0)
    return torch.stack(xs)
