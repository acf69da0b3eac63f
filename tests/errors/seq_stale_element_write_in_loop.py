# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_element_write_in_loop.py:33:21: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    33 |         acc = acc + xs[0]
#       |                     ^~~~~
# seq_stale_element_write_in_loop.py:34:9: note: the tensor is written here
#    34 |         xs[0].add_(1.0)
#       |         ^~~~~~~~~~~~~~~
# seq_stale_element_write_in_loop.py:34:9: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    34 |         xs[0].add_(1.0)
#       |         ^~~~~
# seq_stale_element_write_in_loop.py:34:9: note: the tensor is written here
#    34 |         xs[0].add_(1.0)
#       |         ^~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; each run adds xs[0] and then writes it, so the next run reads
# the written tensor. The write through the element reaches only the element, not the
# sequence, so the next run's read is stale: refused.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x[0] * float(i))
    acc = torch.zeros(3)
    for i in range(n):
        acc = acc + xs[0]
        xs[0].add_(1.0)
    return x, acc
