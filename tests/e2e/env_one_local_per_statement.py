# The shape of FX-generated code (bench/gen_script.py --mode locals): a new local per statement, with ifs and loops that rebind older ones.
# >>> inputs
# x:float32[b,4]
# y:float32[b,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); y = torch.randn(2, 4); n = 0
# x = torch.randn(3, 4); y = torch.randn(3, 4); n = 1
# x = -torch.rand(2, 4); y = -torch.rand(2, 4); n = 3
# x = torch.rand(3, 4); y = torch.rand(3, 4); n = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    t0 = x + y
    t1 = x * y
    t2 = torch.tanh(x)
    t3 = torch.sigmoid(t2 + t0)
    t4 = torch.relu(t3) + t0 * 0.5
    t5 = torch.tanh(t4 * t3)
    if t4.sum() > 0:
        t2 = t2 * 0.5 + t4
        t0 = torch.tanh(t0)
    else:
        t2 = torch.sigmoid(t2)
    t6 = t5 - t1 * 0.25
    t7 = torch.sigmoid(t6 + t3)
    t8 = torch.relu(t7) + t1 * 0.5
    t9 = torch.tanh(t8 * t7)
    t10 = t9 - t1 * 0.25
    for i in range(n):
        t3 = torch.tanh(t3 + t9 * 0.25)
        t0 = t0 * 0.9 + t3 * 0.1
    t11 = torch.sigmoid(t10 + t6)
    t12 = torch.relu(t11) + t0 * 0.5
    t13 = torch.tanh(t12 * t11)
    t14 = t13 - t8 * 0.25
    t15 = torch.sigmoid(t14 + t4)
    if t14.sum() > 0:
        t8 = t8 * 0.5 + t14
        t10 = torch.tanh(t10)
    else:
        t8 = torch.sigmoid(t8)
    t16 = torch.relu(t15) + t2 * 0.5
    t17 = torch.tanh(t16 * t15)
    t18 = t17 - t11 * 0.25
    t19 = torch.sigmoid(t18 + t1)
    t20 = torch.relu(t19) + t17 * 0.5
    for i in range(n):
        t13 = torch.tanh(t13 + t19 * 0.25)
        t10 = t10 * 0.9 + t13 * 0.1
    t21 = torch.tanh(t20 * t19)
    t22 = t21 - t11 * 0.25
    t23 = torch.sigmoid(t22 + t5)
    t24 = torch.relu(t23) + t18 * 0.5
    t25 = torch.tanh(t24 * t23)
    if t24.sum() > 0:
        t10 = t10 * 0.5 + t24
        t14 = torch.tanh(t14)
    else:
        t10 = torch.sigmoid(t10)
    t26 = t25 - t9 * 0.25
    t27 = torch.sigmoid(t26 + t3)
    t28 = torch.relu(t27) + t5 * 0.5
    t29 = torch.tanh(t28 * t27)
    t30 = t29 - t1 * 0.25
    for i in range(n):
        t21 = torch.tanh(t21 + t29 * 0.25)
        t2 = t2 * 0.9 + t21 * 0.1
    t31 = torch.sigmoid(t30 + t24)
    t32 = torch.relu(t31) + t25 * 0.5
    t33 = torch.tanh(t32 * t31)
    t34 = t33 - t22 * 0.25
    t35 = torch.sigmoid(t34 + t4)
    if t34.sum() > 0:
        t5 = t5 * 0.5 + t34
        t17 = torch.tanh(t17)
    else:
        t5 = torch.sigmoid(t5)
    t36 = torch.relu(t35) + t30 * 0.5
    t37 = torch.tanh(t36 * t35)
    t38 = t37 - t24 * 0.25
    t39 = torch.sigmoid(t38 + t29)
    t40 = torch.relu(t39) + t7 * 0.5
    for i in range(n):
        t31 = torch.tanh(t31 + t39 * 0.25)
        t3 = t3 * 0.9 + t31 * 0.1
    t41 = torch.tanh(t40 * t39)
    t42 = t41 - t15 * 0.25
    t43 = torch.sigmoid(t42 + t31)
    t44 = torch.relu(t43) + t28 * 0.5
    t45 = torch.tanh(t44 * t43)
    if t44.sum() > 0:
        t8 = t8 * 0.5 + t44
        t27 = torch.tanh(t27)
    else:
        t8 = torch.sigmoid(t8)
    t46 = t45 - t35 * 0.25
    t47 = torch.sigmoid(t46 + t22)
    t48 = torch.relu(t47) + t14 * 0.5
    t49 = torch.tanh(t48 * t47)
    t50 = t49 - t42 * 0.25
    for i in range(n):
        t14 = torch.tanh(t14 + t49 * 0.25)
        t0 = t0 * 0.9 + t14 * 0.1
    t51 = torch.sigmoid(t50 + t31)
    t52 = torch.relu(t51) + t16 * 0.5
    t53 = torch.tanh(t52 * t51)
    t54 = t53 - t23 * 0.25
    t55 = torch.sigmoid(t54 + t20)
    if t54.sum() > 0:
        t8 = t8 * 0.5 + t54
        t44 = torch.tanh(t44)
    else:
        t8 = torch.sigmoid(t8)
    t56 = torch.relu(t55) + t32 * 0.5
    t57 = torch.tanh(t56 * t55)
    t58 = t57 - t29 * 0.25
    t59 = torch.sigmoid(t58 + t55)
    t60 = torch.relu(t59) + t35 * 0.5
    for i in range(n):
        t25 = torch.tanh(t25 + t59 * 0.25)
        t58 = t58 * 0.9 + t25 * 0.1
    t61 = torch.tanh(t60 * t59)
    t62 = t61 - t30 * 0.25
    t63 = torch.sigmoid(t62 + t3)
    t64 = torch.relu(t63) + t13 * 0.5
    t65 = torch.tanh(t64 * t63)
    if t64.sum() > 0:
        t21 = t21 * 0.5 + t64
        t38 = torch.tanh(t38)
    else:
        t21 = torch.sigmoid(t21)
    t66 = t65 - t6 * 0.25
    t67 = torch.sigmoid(t66 + t19)
    t68 = torch.relu(t67) + t3 * 0.5
    t69 = torch.tanh(t68 * t67)
    t70 = t69 - t44 * 0.25
    for i in range(n):
        t46 = torch.tanh(t46 + t69 * 0.25)
        t60 = t60 * 0.9 + t46 * 0.1
    t71 = torch.sigmoid(t70 + t15)
    t72 = torch.relu(t71) + t59 * 0.5
    t73 = torch.tanh(t72 * t71)
    t74 = t73 - t13 * 0.25
    t75 = torch.sigmoid(t74 + t61)
    if t74.sum() > 0:
        t20 = t20 * 0.5 + t74
        t66 = torch.tanh(t66)
    else:
        t20 = torch.sigmoid(t20)
    t76 = torch.relu(t75) + t2 * 0.5
    t77 = torch.tanh(t76 * t75)
    t78 = t77 - t3 * 0.25
    t79 = torch.sigmoid(t78 + t11)
    t80 = torch.relu(t79) + t46 * 0.5
    for i in range(n):
        t21 = torch.tanh(t21 + t79 * 0.25)
        t45 = t45 * 0.9 + t21 * 0.1
    t81 = torch.tanh(t80 * t79)
    t82 = t81 - t64 * 0.25
    t83 = torch.sigmoid(t82 + t78)
    t84 = torch.relu(t83) + t51 * 0.5
    t85 = torch.tanh(t84 * t83)
    if t84.sum() > 0:
        t63 = t63 * 0.5 + t84
        t45 = torch.tanh(t45)
    else:
        t63 = torch.sigmoid(t63)
    t86 = t85 - t3 * 0.25
    t87 = torch.sigmoid(t86 + t60)
    t88 = torch.relu(t87) + t77 * 0.5
    t89 = torch.tanh(t88 * t87)
    t90 = t89 - t28 * 0.25
    for i in range(n):
        t13 = torch.tanh(t13 + t89 * 0.25)
        t29 = t29 * 0.9 + t13 * 0.1
    t91 = torch.sigmoid(t90 + t60)
    t92 = torch.relu(t91) + t26 * 0.5
    t93 = torch.tanh(t92 * t91)
    t94 = t93 - t83 * 0.25
    t95 = torch.sigmoid(t94 + t10)
    if t94.sum() > 0:
        t84 = t84 * 0.5 + t94
        t15 = torch.tanh(t15)
    else:
        t84 = torch.sigmoid(t84)
    t96 = torch.relu(t95) + t49 * 0.5
    t97 = torch.tanh(t96 * t95)
    t98 = t97 - t81 * 0.25
    t99 = torch.sigmoid(t98 + t92)
    t100 = torch.relu(t99) + t51 * 0.5
    for i in range(n):
        t95 = torch.tanh(t95 + t99 * 0.25)
        t10 = t10 * 0.9 + t95 * 0.1
    t101 = torch.tanh(t100 * t99)
    t102 = t101 - t16 * 0.25
    t103 = torch.sigmoid(t102 + t75)
    t104 = torch.relu(t103) + t18 * 0.5
    t105 = torch.tanh(t104 * t103)
    if t104.sum() > 0:
        t84 = t84 * 0.5 + t104
        t44 = torch.tanh(t44)
    else:
        t84 = torch.sigmoid(t84)
    t106 = t105 - t19 * 0.25
    t107 = torch.sigmoid(t106 + t16)
    t108 = torch.relu(t107) + t102 * 0.5
    t109 = torch.tanh(t108 * t107)
    t110 = t109 - t17 * 0.25
    for i in range(n):
        t55 = torch.tanh(t55 + t109 * 0.25)
        t24 = t24 * 0.9 + t55 * 0.1
    t111 = torch.sigmoid(t110 + t105)
    t112 = torch.relu(t111) + t32 * 0.5
    t113 = torch.tanh(t112 * t111)
    t114 = t113 - t75 * 0.25
    t115 = torch.sigmoid(t114 + t69)
    if t114.sum() > 0:
        t53 = t53 * 0.5 + t114
        t106 = torch.tanh(t106)
    else:
        t53 = torch.sigmoid(t53)
    t116 = torch.relu(t115) + t16 * 0.5
    t117 = torch.tanh(t116 * t115)
    t118 = t117 - t84 * 0.25
    t119 = torch.sigmoid(t118 + t115)
    return t119, t118 + t60
