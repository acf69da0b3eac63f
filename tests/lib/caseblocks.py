"""Expectation blocks in test case files, and --input specs.

A case file carries its expectations in comment blocks (QBE's `# >>>` style):

    # >>> NAME
    # line one
    #
    # line three
    # <<<

Every line inside a block starts with "# " (or is exactly "#", an empty line);
the prefix is stripped. Blocks are found anywhere in the file at column 0, but
by convention they sit at the top. This module parses blocks, rewrites one
block (for --update) and parses `NAME:DTYPE[DIMS]` input specs.
"""

import re

OPEN = re.compile(r"^# >>> (\S.*?)\s*$")
CLOSE = "# <<<"

DTYPES = ("float32", "float64", "float16", "bfloat16", "int64", "int32",
          "int16", "int8", "uint8", "bool")


class CaseError(Exception):
    """The case file itself is malformed (not a failure of scriptc)."""


def _spans(lines):
    """Yield (name, open_index, close_index) for each block in lines."""
    i = 0
    while i < len(lines):
        m = OPEN.match(lines[i])
        if not m:
            i += 1
            continue
        j = i + 1
        while j < len(lines) and lines[j].rstrip("\n") != CLOSE:
            if OPEN.match(lines[j]):
                raise CaseError("line %d: block '%s' opened inside block '%s'"
                                % (j + 1, OPEN.match(lines[j]).group(1), m.group(1)))
            j += 1
        if j == len(lines):
            raise CaseError("line %d: block '%s' has no closing '# <<<'"
                            % (i + 1, m.group(1)))
        yield m.group(1), i, j
        i = j + 1


def _strip(line, lineno):
    line = line.rstrip("\n")
    if line == "#":
        return ""
    if line.startswith("# "):
        return line[2:]
    raise CaseError("line %d: a line inside a block must start with '# '" % lineno)


def parse(text):
    """Return {name: [lines]} for every block of a case file's text."""
    lines = text.splitlines()
    blocks = {}
    for name, i, j in _spans(lines):
        if name in blocks:
            raise CaseError("line %d: block '%s' appears twice" % (i + 1, name))
        blocks[name] = [_strip(lines[k], k + 1) for k in range(i + 1, j)]
    return blocks


def as_text(lines):
    """The exact output a block stands for: its lines, each ended by a newline."""
    return "".join(line + "\n" for line in lines)


def _quote(output):
    out = []
    for line in output.split("\n"):
        out.append("# " + line if line else "#")
    return out


def replace(text, name, output):
    """Return text with block NAME holding output (added after the last block,
    or at the top of the file, if it is missing). output must end in a newline
    unless empty."""
    body = _quote(output[:-1]) if output else []
    lines = text.splitlines()
    spans = list(_spans(lines))
    for bname, i, j in spans:
        if bname == name:
            lines[i + 1:j] = body
            break
    else:
        at = spans[-1][2] + 1 if spans else 0
        lines[at:at] = ["# >>> " + name] + body + [CLOSE]
    return "\n".join(lines) + "\n"


SPEC = re.compile(r"^([A-Za-z_]\w*):(\w+)\[([^\]]*)\]$")


def parse_spec(spec):
    """`x:float32[batch,3]` -> ("x", "float32", ["batch", 3])."""
    m = SPEC.match(spec.strip())
    if not m:
        raise CaseError("bad input spec '%s' (expected NAME:DTYPE[DIMS])" % spec)
    name, dtype, dims = m.groups()
    if dtype not in DTYPES:
        raise CaseError("input spec '%s': unknown dtype '%s'" % (spec, dtype))
    out = []
    for d in dims.split(",") if dims.strip() else []:
        d = d.strip()
        if re.fullmatch(r"\d+", d):
            out.append(int(d))
        elif re.fullmatch(r"[A-Za-z_]\w*", d):
            out.append(d)
        else:
            raise CaseError("input spec '%s': bad dim '%s'" % (spec, d))
    return name, dtype, out


def options(blocks):
    """The extra scriptc flags of an optional `options` block, split into words."""
    import shlex
    words = []
    for line in blocks.get("options", []):
        words += shlex.split(line)
    return words


def input_args(blocks):
    """`--input SPEC` arguments from an optional `inputs` block."""
    args = []
    for line in blocks.get("inputs", []):
        if line.strip():
            parse_spec(line)
            args += ["--input", line.strip()]
    return args


_MODULE_BASES = ("Module", "Sequential", "ModuleList", "ModuleDict")


def module_entry(text, opts):
    """Is the case's entry an nn.Module class (as scriptc picks it: --entry's name, else the
    last nn.Module subclass, else a function)? Read from the source alone (no torch): a class
    is a module if a base is nn.Module, nn.Sequential, nn.ModuleList, nn.ModuleDict (by any
    dotted path) or a module class of the file. False where the source does not parse (the
    truth then says what is wrong)."""
    import ast
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return False
    modules = set()
    for n in tree.body:
        if isinstance(n, ast.ClassDef):
            for b in n.bases:
                last = b.attr if isinstance(b, ast.Attribute) else getattr(b, "id", None)
                if last in _MODULE_BASES or last in modules:
                    modules.add(n.name)
    if "--entry" in opts:
        return opts[opts.index("--entry") + 1].split("(")[0].strip() in modules
    return any(isinstance(n, ast.ClassDef) and n.name in modules for n in tree.body)
