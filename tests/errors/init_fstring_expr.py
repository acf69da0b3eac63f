# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# init_fstring_expr.py:18:25: error: f-string field '{n * 2}' in __init__: only a literal, or a name with attributes and constant int subscripts, is supported
#    18 |         self.add_module(f"layer{n * 2}", nn.Identity())
#       |                         ^~~~~~~~~~~~~~~
# <<<
import torch
from torch import nn, Tensor


# an f-string field the evaluator of __init__ does not compute (an operator: names,
# attributes, constant subscripts and literals only) is a located error, never a wrong name
class M(nn.Module):
    def __init__(self, n: int = 2):
        super().__init__()
        self.add_module(f"layer{n * 2}", nn.Identity())

    def forward(self, x: Tensor) -> Tensor:
        return x
