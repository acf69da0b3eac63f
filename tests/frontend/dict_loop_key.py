# A key the loop adds: the Loop carries its value (from a stand-in, prim::Uninitialized) and
# its flag (from false); after the loop, get() picks by the flag.
# >>> inputs
# x:float32[N,3]
# n:int64[]
# <<<
# >>> ir
# graph(%x : Float(N, 3), %n : int):
#   %2 : int = prim::Constant[value=0]()   # dict_loop_key.py:52:5
#   %3 : bool = prim::Constant[value=1]()   # dict_loop_key.py:52:5
#   %4 : bool = prim::Constant[value=0]()   # dict_loop_key.py:53:12
#   %5 : NoneType = prim::Constant()   # dict_loop_key.py:53:40
#   %6 : int = prim::Constant[value=3]()   # dict_loop_key.py:55:42
#   %7 : int = aten::max(%n, %2)   # dict_loop_key.py:52:14
#   %8 : Float(*) = prim::Uninitialized()   # dict_loop_key.py:54:13
#   %9 : Float(*), %10 : bool = prim::Loop(%7, %3, %8, %4)   # dict_loop_key.py:52:5
#     block0(%11 : int, %12 : Float(*), %13 : bool):
#       %14 : bool = aten::__not__(%13)   # dict_loop_key.py:53:12
#       %15 : bool = prim::If(%14)   # dict_loop_key.py:53:12
#         block0():
#           -> (%14)
#         block1():
#           %16 : Float(3) = aten::select(%x, %2, %11)   # dict_loop_key.py:53:40
#           %17 : Float() = aten::sum(%16, %5)   # dict_loop_key.py:53:40
#           %18 : Float() = aten::sum(%12, %5)   # dict_loop_key.py:53:53
#           %19 : Bool() = aten::gt(%17, %18)   # dict_loop_key.py:53:40
#           %20 : bool = aten::Bool(%19)   # dict_loop_key.py:53:35
#           -> (%20)
#       %21 : bool, %$list1 : Float(*) = prim::If(%15)   # dict_loop_key.py:53:9
#         block0():
#           %23 : Float(3) = aten::select(%x, %2, %11)   # dict_loop_key.py:54:29
#           -> (%3, %23)
#         block1():
#           -> (%13, %12)
#       -> (%3, %$list1, %21)
#   %24 : List[int] = prim::ListConstruct(%6)   # dict_loop_key.py:55:30
#   %25 : Float(3) = aten::zeros(%24, %5, %5, %5, %5)   # dict_loop_key.py:55:30
#   %26 : Float(*) = prim::If(%10)   # dict_loop_key.py:55:12
#     block0():
#       -> (%9)
#     block1():
#       -> (%25)
#   return (%26)
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> Tensor:
    stats: Dict[str, Tensor] = {}
    for i in range(n):
        if "best" not in stats or bool(x[i].sum() > stats["best"].sum()):
            stats["best"] = x[i]
    return stats.get("best", torch.zeros(3))
