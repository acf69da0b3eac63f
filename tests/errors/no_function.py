# >>> stderr
# no_function.py: error: no function to compile
# <<<
import torch
