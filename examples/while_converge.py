# A data-dependent `while` loop: halve x until its largest absolute value drops to the
# threshold or below, with an iteration cap. How many times the loop runs depends on the
# values in x, so scriptc emits an ONNX Loop whose condition is recomputed each iteration.
# Returns the scaled tensor and the number of halvings (a 0-d int64 output).
#
#   scriptc examples/while_converge.py --input 'x:float32[n,d]' --input 'threshold:float32[]' \
#           --input 'max_iters:int64[]'
#
# >>> inputs
# x:float32[n,d]
# threshold:float32[]
# max_iters:int64[]
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, threshold: float, max_iters: int) -> Tuple[Tensor, int]:
    """Halve x until max |x| <= threshold (at most max_iters times)."""
    steps = 0
    while x.abs().max() > threshold and steps < max_iters:
        x = x * 0.5
        steps += 1
    return x, steps
