"""Random nn.Module programs for the generator's feature `modules` (tests/gen/README.md).

    chosen(seed) -> does this seed give a module program (one in MODULE_SHARE)
    program(seed, size) -> the text of one e2e case file: a module entry `Net`

Kept apart from gen.py's Gen, with a random stream of its own, so that the seeds that do not
give a module program give the same function programs as without the feature.

A program is a stack over one input x (float32, first dim the symbolic B at 5, 6, 7; the
others fixed) in one of three layouts: features [B, C] (Linear), sequences [B, C, L]
(Conv1d, BatchNorm1d, LayerNorm over L) and images [B, C, H, W] (Conv2d, BatchNorm2d,
LayerNorm over [H, W]). Its module `Net` builds, in __init__:
  - a stem layer from the input's channels, then D blocks (1 to 3) appended to an
    nn.ModuleList by a loop, a list comprehension or nn.Sequential, each an instance of a
    class `Block` of its own: a layer keeping the size, a normalization or not, an
    activation, Dropout, and a residual sum or not (an attribute set from a constructor
    argument);
  - a head: flatten and Linear to K outputs.
Its forward iterates the ModuleList (plain `for`, or `enumerate` with an `if` on the index),
calls a helper method with control flow of its own (a loop over the int input n, an if on an
attribute), and returns the head's output, and sometimes a second output.
The weights are the harness's (realistic.randomize), fed as inputs (the block `weights:
none`), so scriptc runs beside PyTorch as for every program.
"""

import random

MODULE_SHARE = 4          # one seed in four
B_SIZES = (5, 6, 7)
ACTS = ["nn.ReLU()", "nn.GELU()", "nn.Tanh()", "nn.Sigmoid()", "nn.SiLU()",
        "nn.LeakyReLU(0.1)", "nn.Hardswish()", "nn.ELU(0.5)", "nn.ReLU6()", "nn.Softplus()",
        "nn.GELU(approximate='tanh')", "nn.Hardtanh(-2.0, 2.0)", "nn.Mish()", "nn.Identity()"]


def _rng(seed):
    return random.Random(seed * 1000003 + 977)


def chosen(seed):
    return _rng(seed).randrange(MODULE_SHARE) == 0


class ModGen:
    def __init__(self, seed, size):
        self.r = _rng(seed)
        self.r.randrange(MODULE_SHARE)   # chosen()'s draw
        self.size = size

    def layer(self, layout, cin, cout, even):
        """a layer from cin to cout channels (names or numbers) keeping the spatial size;
        even: both are even (groups=2 allowed)"""
        r = self.r
        if layout == "feat":
            return "nn.Linear(%s, %s%s)" % (cin, cout, r.choice(["", ", bias=False"]))
        conv = "nn.Conv1d" if layout == "seq" else "nn.Conv2d"
        k = r.choice([1, 3])
        opts = []
        if even and r.random() < 0.3:
            opts.append("groups=2")
        if k == 3 and r.random() < 0.3:
            opts.append("padding_mode='%s'" % r.choice(["reflect", "replicate", "circular"]))
        if r.random() < 0.2:
            opts.append("bias=False")
        return "%s(%s, %s, %d, padding=%d%s)" % (conv, cin, cout, k, k // 2,
                                                 "".join(", " + o for o in opts))

    def norm(self, layout, c, spatial):
        r = self.r
        if layout == "feat":
            return r.choice(["nn.BatchNorm1d(%s)" % c, "nn.LayerNorm(%s)" % c,
                             "nn.LayerNorm(%s, elementwise_affine=False)" % c])
        if layout == "seq":
            return r.choice(["nn.BatchNorm1d(%s)" % c, "nn.LayerNorm(%d)" % spatial[0]])
        return r.choice(["nn.BatchNorm2d(%s)" % c, "nn.LayerNorm([%d, %d])" % tuple(spatial),
                         "nn.GroupNorm(2, %s)" % c])

    def program(self):
        r = self.r
        layout = r.choice(["feat", "seq", "img"])
        cin = r.choice([2, 3, 4])
        c = r.choice([4, 6, 8])
        k = r.choice([2, 3, 5])
        depth = r.randint(1, 3) * self.size
        spatial = {"feat": [], "seq": [r.choice([5, 8])], "img": [r.choice([4, 5]),
                                                                  r.choice([3, 6])]}[layout]
        flat = 1
        for s in spatial:
            flat *= s
        has_norm = r.random() < 0.7
        act = r.choice(ACTS)
        drop = r.choice([0.0, 0.1, 0.5])
        lines = ["class Block(nn.Module):",
                 "    def __init__(self, c: int, residual: bool):",
                 "        super().__init__()",
                 "        self.layer = %s" % self.layer(layout, "c", "c", True)]
        if has_norm:
            lines.append("        self.norm = %s" % self.norm(layout, "c", spatial))
        lines += ["        self.act = %s" % act,
                  "        self.drop = nn.Dropout(%r)" % drop,
                  "        self.residual = residual", "",
                  "    def forward(self, x: Tensor) -> Tensor:",
                  "        y = self.layer(x)"]
        if has_norm:
            lines.append("        y = self.norm(y)")
        lines += ["        y = self.drop(self.act(y))",
                  "        if self.residual:",
                  "            return x + y",
                  "        return y", "", ""]
        # the entry
        res = r.choice(["True", "False", "i % 2 == 0"])
        build = r.choice(["loop", "comp", "seq"])
        lines += ["class Net(nn.Module):",
                  "    def __init__(self, depth: int = %d, width: int = %d):" % (depth, c),
                  "        super().__init__()",
                  "        self.stem = %s" % self.layer(layout, cin, "width", cin % 2 == 0),
                  "        self.stem_act = %s" % r.choice(ACTS)]
        if build == "loop":
            lines += ["        self.blocks = nn.ModuleList()",
                      "        for i in range(depth):",
                      "            self.blocks.append(Block(width, %s))" % res]
        elif build == "comp":
            lines += ["        self.blocks = nn.ModuleList([Block(width, %s) for i in "
                      "range(depth)])" % res]
        else:
            lines += ["        layers = []",
                      "        for i in range(depth):",
                      "            layers.append(Block(width, %s))" % res,
                      "        self.blocks = nn.ModuleList(layers)"]
        scale = r.choice([0.5, 0.75, 0.9])
        lines += ["        self.scale = %r" % scale,
                  "        self.use_tanh = %s" % r.choice(["True", "False"]),
                  "        self.head = nn.Linear(width * %d, %d)" % (flat, k), "",
                  "    def mix(self, h: Tensor, n: int) -> Tensor:"]
        kind = r.choice(["loop", "while", "if"])
        if kind == "loop":
            lines += ["        for i in range(n):",
                      "            h = h * self.scale + 0.1 * float(i)"]
        elif kind == "while":
            lines += ["        i = 0",
                      "        while i < n:",
                      "            h = h - h.mean() * self.scale",
                      "            i += 1"]
        else:
            lines += ["        if n > 1:",
                      "            h = h * self.scale",
                      "        else:",
                      "            h = h + 1.0"]
        lines += ["        if self.use_tanh:",
                  "            h = torch.tanh(h)",
                  "        return h", "",
                  "    def forward(self, x: Tensor, n: int):",
                  "        h = self.stem_act(self.stem(x))"]
        it = r.choice(["for", "enumerate"])
        if it == "for":
            lines += ["        for blk in self.blocks:",
                      "            h = blk(h)"]
        else:
            lines += ["        for j, blk in enumerate(self.blocks):",
                      "            if j %% 2 == %d:" % r.randint(0, 1),
                      "                h = blk(h)",
                      "            else:",
                      "                h = blk(h) * 0.5"]
        lines += ["        h = self.mix(h, n)",
                  "        out = self.head(torch.flatten(h, 1))"]
        two = r.random() < 0.4
        if two:
            lines += ["        return out, h.sum(dim=1)"]
        else:
            lines += ["        return out"]
        shape = ["B", str(cin)] + [str(s) for s in spatial]
        sets = []
        bs = list(B_SIZES)
        ns = [0, 1, 3]
        r.shuffle(bs)
        r.shuffle(ns)
        for b, n in zip(bs, ns):
            dims = ", ".join([str(b), str(cin)] + [str(s) for s in spatial])
            sets.append("# x = torch.randn((%s)) * 1.5; n = %d" % (dims, n))
        head = ["# >>> inputs", "# x:float32[%s]" % ",".join(shape), "# n:int64[]", "# <<<",
                "# >>> sets"] + sets + ["# <<<", "# >>> weights", "# none", "# <<<",
                                       "import torch", "from torch import nn, Tensor", "", ""]
        return "\n".join(head + lines) + "\n"


def program(seed, size=1):
    return ModGen(seed, size).program()
