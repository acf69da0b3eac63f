# >>> stderr
# syntax_tabs_spaces.py:8:9: error: inconsistent use of tabs and spaces in indentation
#     8 |         y = 1
#       |         ^
# <<<
def f(x):
	return x
        y = 1
