# Parser golden test: the AST of common TorchScript syntax (tests/unit/parse_test.c).
import torch.nn.functional as F
from typing import List, Optional


@torch.jit.script
def f(x: Tensor, n: int = 2, *, k: float = 1e-3) -> List[Tensor]:
    """doc"""
    y = -x ** 2 + x @ w // 3
    a, b = b, a
    for i, t in enumerate(ts):
        if 0 <= i < n and t is not None:
            y += t[:, 1:n, ::2]
        elif i not in [1, 2]:
            continue
    return [y if k > 0.5 else x[..., -1], F.relu(y, inplace=True)]


class M(nn.Module):
    def forward(self, x):
        z: Optional[int] = None
        return self.l(x), {'a': (1,), "b": ()}

# >>> ast
# Import torch.nn.functional as F @2:8+24
# FromImport typing @3:1+33
#   names:
#     Name List @3:20+4
#     Name Optional @3:26+8
# Def f @7:1+65
#   Subscript @7:53+12
#     Name List @7:53+4
#     Name Tensor @7:58+6
#   param x @7:7
#     Name Tensor @7:10+6
#   param n @7:18
#     Name int @7:21+3
#     =
#       Int 2 @7:27+1
#   param (kw) k @7:33
#     Name float @7:36+5
#     =
#       Float 0.001 @7:44+4
#   body:
#     Expr @8:5+9
#       Str "doc" @8:5+9
#     Assign @9:5+24
#       BinOp + @9:9+20
#         UnOp - @9:9+7
#           BinOp ** @9:10+6
#             Name x @9:10+1
#             Int 2 @9:15+1
#         BinOp // @9:19+10
#           BinOp @ @9:19+5
#             Name x @9:19+1
#             Name w @9:23+1
#           Int 3 @9:28+1
#       targets:
#         Name y @9:5+1
#     Assign @10:5+11
#       Tuple @10:12+4
#         items:
#           Name b @10:12+1
#           Name a @10:15+1
#       targets:
#         Tuple @10:5+4
#           items:
#             Name a @10:5+1
#             Name b @10:8+1
#     For @11:5+26
#       Tuple @11:9+4
#         items:
#           Name i @11:9+1
#           Name t @11:12+1
#       Call @11:17+13
#         Name enumerate @11:17+9
#         args:
#           Name ts @11:27+2
#       body:
#         If @12:9+32
#           BoolOp and @12:12+28
#             Compare <= < @12:12+10
#               operands:
#                 Int 0 @12:12+1
#                 Name i @12:17+1
#                 Name n @12:21+1
#             Compare is not @12:27+13
#               operands:
#                 Name t @12:27+1
#                 None @12:36+4
#           body:
#             AugAssign + @13:13+19
#               Name y @13:13+1
#               Subscript @13:18+14
#                 Name t @13:18+1
#                 Tuple @13:20+11
#                   items:
#                     Slice @13:20+1
#                       -
#                       -
#                       -
#                     Slice @13:23+3
#                       Int 1 @13:23+1
#                       Name n @13:25+1
#                       -
#                     Slice @13:28+3
#                       -
#                       -
#                       Int 2 @13:30+1
#           else:
#             If @14:9+21
#               Compare not in @14:14+15
#                 operands:
#                   Name i @14:14+1
#                   List @14:23+6
#                     items:
#                       Int 1 @14:24+1
#                       Int 2 @14:27+1
#               body:
#                 Continue @15:13+8
#     Return @16:5+62
#       List @16:12+55
#         items:
#           IfExp @16:13+28
#             Compare > @16:18+7
#               operands:
#                 Name k @16:18+1
#                 Float 0.5 @16:22+3
#             Name y @16:13+1
#             Subscript @16:31+10
#               Name x @16:31+1
#               Tuple @16:33+7
#                 items:
#                   Ellipsis @16:33+3
#                   UnOp - @16:38+2
#                     Int 1 @16:39+1
#           Call @16:43+23
#             Attr relu @16:43+6
#               Name F @16:43+1
#             args:
#               Name y @16:50+1
#               Keyword inplace @16:53+12
#                 True @16:61+4
#   decorators:
#     Attr script @6:2+16
#       Attr jit @6:2+9
#         Name torch @6:2+5
# Class M @19:1+19
#   body:
#     Def forward @20:5+21
#       param self @20:17
#       param x @20:23
#       body:
#         AnnAssign @21:9+23
#           Name z @21:9+1
#           Subscript @21:12+13
#             Name Optional @21:12+8
#             Name int @21:21+3
#           None @21:28+4
#         Return @22:9+38
#           Tuple @22:16+31
#             items:
#               Call @22:16+9
#                 Attr l @22:16+6
#                   Name self @22:16+4
#                 args:
#                   Name x @22:23+1
#               Dict @22:27+20
#                 keys:
#                   Str "a" @22:28+3
#                   Str "b" @22:39+3
#                 values:
#                   Tuple @22:33+4
#                     items:
#                       Int 1 @22:34+1
#                   Tuple @22:44+2
#   bases:
#     Attr Module @19:9+9
#       Name nn @19:9+2
# <<<
