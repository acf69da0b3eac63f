# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# fn_dropout_training.py:18:12: error: F.dropout() with training=True (its default) draws a random mask; pass training=False (or self.training, False in the compiled model)
#    18 |     return F.dropout(x, 0.5) + F.dropout(x, 1.5, False)
#       |            ^~~~~~~~~~~~~~~~~
# fn_dropout_training.py:18:32: error: dropout probability has to be between 0 and 1, but got 1.5 (PyTorch raises ValueError)
#    18 |     return F.dropout(x, 0.5) + F.dropout(x, 1.5, False)
#       |                                ^~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# F.dropout's training defaults to True: a random mask, refused; a p out of [0, 1] raises in
# PyTorch.
import torch.nn.functional as F


def f(x):
    return F.dropout(x, 0.5) + F.dropout(x, 1.5, False)
