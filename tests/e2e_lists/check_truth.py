#!/usr/bin/python3
"""Check the staged list cases (issue 7) against PyTorch (and, optionally, against scriptc).

    /usr/bin/python3 tests/e2e_lists/check_truth.py [-k PATTERN] [--scriptc BUILD/scriptc]
                                                    [--out DIR]

tests/e2e_writes/check_truth.py (which see) run on the cases of issue 7 that scriptc does not
compile yet (lists, tuples, dicts, Optional, dtypes that differ between branches,
multi-result operators): tests/e2e_lists/*.py are e2e cases (docs/testing.md) that the test
runner does not run; the integrator moves each one into tests/e2e/ once scriptc compiles it
and matches PyTorch. Bad inputs of issue 7 are in tests/errors already.
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "check_writes", os.path.join(os.path.dirname(HERE), "e2e_writes", "check_truth.py"))
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)

if __name__ == "__main__":
    sys.exit(check.main(HERE, os.path.join(HERE, "errors"), __doc__))
