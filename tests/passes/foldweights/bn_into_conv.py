# >>> inputs
# x:float32[batch,3,4,4]
# y:float32[batch,3]
# <<<
# >>> after foldweights
# graph(%x : Float(batch, 3, 4, 4), %y : Float(batch, 3)):
#   %2 : Float(2, 3, 1, 1) = prim::Constant[value={0.5, 0.5, 0.5, 0.5, 0.5, 0.5}]()   # bn_into_conv.py:52:25
#   %3 : int = prim::Constant[value=1]()   # bn_into_conv.py:52:13
#   %4 : int = prim::Constant[value=0]()   # bn_into_conv.py:52:13
#   %5 : Float(2) = prim::Constant[value={0., 0.25}]()   # bn_into_conv.py:53:29
#   %6 : Float(2) = prim::Constant[value={3., 3.}]()   # bn_into_conv.py:53:40
#   %7 : Float(2) = prim::Constant[value={0.5, 0.5}]()   # bn_into_conv.py:53:62
#   %8 : bool = prim::Constant[value=0]()   # bn_into_conv.py:53:73
#   %9 : float = prim::Constant[value=0.1]()   # bn_into_conv.py:53:80
#   %10 : float = prim::Constant[value=1e-05]()   # bn_into_conv.py:53:85
#   %11 : NoneType = prim::Constant()   # bn_into_conv.py:54:13
#   %12 : float = prim::Constant[value=0.001]()   # bn_into_conv.py:55:80
#   %13 : List[int] = prim::ListConstruct(%3, %3)   # bn_into_conv.py:52:13
#   %14 : List[int] = prim::ListConstruct(%4, %4)   # bn_into_conv.py:52:13
#   %15 : Float(2, 3, 1, 1) = prim::Constant[value={0.5773493051528931, 0.5773493051528931, 0.5773493051528931, 0.5773493051528931, 0.5773493051528931, 0.5773493051528931}, weight="onnx::Conv_30"]()   # bn_into_conv.py:52:13
#   %16 : Float(2) = prim::Constant[value={0.5, 1.3660240173339844}, weight="onnx::Conv_31"]()   # bn_into_conv.py:52:13
#   %17 : Float(batch, 2, 4, 4) = aten::conv2d(%x, %15, %16, %13, %14, %13, %3)   # bn_into_conv.py:52:13
#   %18 : Float(2, 3) = prim::Constant[value={0., 2.309016466140747, 4.618032932281494, 1.1545082330703735, 3.46352481842041, 5.772541046142578}, weight="onnx::Gemm_33"]()   # bn_into_conv.py:54:13
#   %19 : Float(2) = prim::Constant[value={0., -0.2886270582675934}, weight="onnx::Gemm_34"]()   # bn_into_conv.py:54:13
#   %20 : Float(batch, 2) = aten::linear(%y, %18, %19)   # bn_into_conv.py:54:13
#   %21 : Float(batch, 2, 4, 4) = aten::conv2d(%x, %2, %11, %13, %14, %13, %3)   # bn_into_conv.py:56:37
#   %22 : Float(batch, 2, 4, 4) = aten::relu(%21)   # bn_into_conv.py:56:26
#   %23 : Float(batch, 2, 4, 4) = aten::batch_norm(%22, %5, %6, %11, %7, %8, %9, %10)   # bn_into_conv.py:56:13
#   return (%17, %20, %23)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import Tuple


# The batch_norm after conv2d and after linear is gone (folded into their weight and bias,
# new constants named onnx::Conv_N and onnx::Gemm_N, the linear's bias made from none);
# the one after relu stays; the transpose of a constant is a constant.
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("w", torch.ones(2, 3, 1, 1) * 0.5, persistent=False)
        self.register_buffer("b", torch.arange(2.0), persistent=False)
        self.register_buffer("mean", torch.arange(2.0) * 0.25, persistent=False)
        self.register_buffer("var", torch.ones(2) * 3.0, persistent=False)
        self.register_buffer("gamma", torch.ones(2) * 2.0, persistent=False)
        self.register_buffer("beta", torch.ones(2) * 0.5, persistent=False)
        self.register_buffer("lw", torch.arange(6.0).reshape(3, 2), persistent=False)

    def forward(self, x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        c = F.conv2d(x, self.w, self.b)
        a = F.batch_norm(c, self.mean, self.var, self.gamma, self.beta, False, 0.1, 1e-5)
        l = F.linear(y, self.lw.t())
        b = F.batch_norm(l, self.mean, self.var, self.gamma, None, False, 0.1, 1e-3)
        r = F.batch_norm(torch.relu(F.conv2d(x, self.w)), self.mean, self.var, None, self.beta)
        return a, b, r
