# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> options
# -O1
# <<<
# >>> after dce
# graph(%x : Float(B, 4), %n : int):
#   %2 : int = prim::Constant[value=0]()   # if_break_same_paths.py:42:5
#   %3 : int = prim::Constant[value=1]()   # if_break_same_paths.py:42:5
#   %4 : bool = prim::Constant[value=1]()   # if_break_same_paths.py:42:5
#   %5 : float = prim::Constant[value=2.]()   # if_break_same_paths.py:43:28
#   %6 : bool = prim::Constant[value=0]()   # if_break_same_paths.py:44:21
#   %7 : float = prim::Constant[value=0.9]()   # if_break_same_paths.py:45:22
#   %8 : int = aten::max(%n, %2)   # if_break_same_paths.py:42:14
#   %9 : List[Tensor] = prim::ListConstruct()   # if_break_same_paths.py:44:9
#   %h : Float(B, 4), %11 : List[Long(B)] = prim::Loop(%8, %4, %x, %9)   # if_break_same_paths.py:42:5
#     block0(%12 : int, %h.1 : Float(B, 4), %14 : List[Long(B)]):
#       %15 : Float(B, 4) = aten::mul(%h.1, %5)   # if_break_same_paths.py:43:26
#       %16 : Float(B, 4) = aten::tanh(%15)   # if_break_same_paths.py:43:13
#       %17 : Long(B) = aten::argmax(%16, %3, %6)   # if_break_same_paths.py:44:21
#       %18 : List[Long(B)] = aten::append(%14, %17)   # if_break_same_paths.py:44:9
#       %19 : Bool(B, 4) = aten::gt(%16, %7)   # if_break_same_paths.py:45:18
#       %20 : Bool() = aten::all(%19)   # if_break_same_paths.py:45:17
#       %21 : bool = aten::Bool(%20)   # if_break_same_paths.py:45:12
#       %22 : bool = aten::__not__(%21)   # if_break_same_paths.py:45:9
#       -> (%22, %16, %18)
#   return (%11)
# <<<
import torch
from torch import Tensor
from typing import List


# The If a `break` leaves gives the loop's condition (False where it breaks, True else) and
# the carried h and toks as they are on both paths: fold makes the condition not %stop and
# reads h and toks from before the If, and dce drops the If.
def f(x: Tensor, n: int) -> List[Tensor]:
    toks: List[Tensor] = []
    h = x
    for i in range(n):
        h = torch.tanh(h * 2.0)
        toks.append(h.argmax(1))
        if bool((h > 0.9).all()):
            break
    return toks
