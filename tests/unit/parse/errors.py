def f(x):
    y = = 1
    z = (1, 2]
    return x +

  w = 3
x = $
if x y:
    pass
else:
    pass
for i in range(3)
    pass
f() = 1
g(a=1, b)
s = "abc
def h(:
    return 1

# >>> ast
# Def f @1:1+9
#   param x @1:7
#   body:
#     Assign @3:5+10
#       Tuple @3:9+6
#         items:
#           Int 1 @3:10+1
#           Int 2 @3:13+1
#       targets:
#         Name z @3:5+1
# Assign @6:3+5
#   Int 3 @6:7+1
#   targets:
#     Name w @6:3+1
# Pass @13:5+4
# Assign @14:1+7
#   Int 1 @14:7+1
#   targets:
#     Call @14:1+3
#       Name f @14:1+1
# Expr @15:1+9
#   Call @15:1+9
#     Name g @15:1+1
#     args:
#       Keyword a @15:3+3
#         Int 1 @15:5+1
#       Name b @15:8+1
# Assign @16:1+8
#   Str "abc" @16:5+4
#   targets:
#     Name s @16:1+1
# <<<
# >>> stderr
# errors.py:2:9: error: invalid syntax
#     2 |     y = = 1
#       |         ^
# errors.py:3:14: error: closing parenthesis ']' does not match opening parenthesis '('
#     3 |     z = (1, 2]
#       |              ^
# errors.py:4:15: error: invalid syntax
#     4 |     return x +
#       |               ^
# errors.py:6:3: error: unindent does not match any outer indentation level
#     6 |   w = 3
#       |   ^
# errors.py:7:5: error: invalid character '$'
#     7 | x = $
#       |     ^
# errors.py:8:6: error: invalid syntax
#     8 | if x y:
#       |      ^
# errors.py:12:18: error: expected ':'
#    12 | for i in range(3)
#       |                  ^
# errors.py:14:1: error: cannot assign to function call
#    14 | f() = 1
#       | ^~~
# errors.py:15:8: error: positional argument follows keyword argument
#    15 | g(a=1, b)
#       |        ^
# errors.py:16:5: error: unterminated string literal
#    16 | s = "abc
#       |     ^~~~
# errors.py:17:7: error: invalid syntax
#    17 | def h(:
#       |       ^
# errors.py:17:6: error: '(' was never closed
#    17 | def h(:
#       |      ^
# <<<
