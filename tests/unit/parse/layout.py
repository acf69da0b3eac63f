# Parser golden test: line structure (blank lines, comments, joining, tabs, one-liners).
def g(x):

    # a comment at the block's indent
  # and one at another
    y = (x +
         1)  # implicit joining
    z = x \
        + 2
    if y: return y
    while z: z -= 1; break
	
    return [1,
2,
    ]
class C:
	def h(self):
		return 's' "t" '''u
v'''
	x = 1

# >>> ast
# Def g @2:1+9
#   param x @2:7
#   body:
#     Assign @6:5+8
#       BinOp + @6:10+3
#         Name x @6:10+1
#         Int 1 @7:10+1
#       targets:
#         Name y @6:5+1
#     Assign @8:5+5
#       BinOp + @8:9+1
#         Name x @8:9+1
#         Int 2 @9:11+1
#       targets:
#         Name z @8:5+1
#     If @10:5+14
#       Name y @10:8+1
#       body:
#         Return @10:11+8
#           Name y @10:18+1
#     While @11:5+22
#       Name z @11:11+1
#       body:
#         AugAssign - @11:14+6
#           Name z @11:14+1
#           Int 1 @11:19+1
#         Break @11:22+5
#     Return @13:5+10
#       List @13:12+3
#         items:
#           Int 1 @13:13+1
#           Int 2 @14:1+1
# Class C @16:1+8
#   body:
#     Def h @17:2+12
#       param self @17:8
#       body:
#         Return @18:3+19
#           Str "stu\nv" @18:10+12
#     Assign @20:2+5
#       Int 1 @20:6+1
#       targets:
#         Name x @20:2+1
# <<<
