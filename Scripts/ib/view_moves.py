#!/usr/bin/env python3
"""Which views a change moves onto or off Xcode's stored frames: two binaries, view by view.

Runs `autolayout compare --json --worst 0 --tolerance T` with a binary from before a change and
one from after it over the same documents, and lists every determined view whose match changed
(on: it misses before and matches after; off: the reverse), with its difference before and after
and whether compare finds it text-dependent.  A rule's measurement says "none moves off" only
when this list has no `off` line at either tolerance.

    python3 Scripts/ib/view_moves.py BEFORE AFTER [--tolerance 0.5] [SET_DIR ...]
        (default sets: Datasets/xib, Datasets/xib-more; Datasets/xib-frozen is refused: its
        views are not looked at one by one)

Standard library only.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import json

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))


def views(binary, files, tolerance):
    out = subprocess.run([binary, "compare", "--json", "--worst", "0", "--tolerance", str(tolerance), *files],
                         capture_output=True, text=True, cwd=ROOT)
    found = {}
    for line in out.stdout.splitlines():
        d = json.loads(line)
        for v in d.get("views", []):
            found[(os.path.basename(d["file"]), v["id"], v.get("root"))] = v
    return found


def matches(view, tolerance):
    return view.get("class") == "determined" and view.get("difference") is not None and view["difference"] <= tolerance


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("sets", nargs="*", default=["Datasets/xib", "Datasets/xib-more"])
    ap.add_argument("--tolerance", type=float, default=0.5)
    args = ap.parse_args()
    files = []
    for s in args.sets:
        if "frozen" in s:
            sys.exit("refused: %s is held out" % s)
        folder = os.path.join(ROOT, s, "files")
        files += sorted(os.path.join(folder, f) for f in os.listdir(folder))
    before, after = views(args.before, files, args.tolerance), views(args.after, files, args.tolerance)
    moves = {"on": [], "off": []}
    for key, old in sorted(before.items()):
        new = after.get(key)
        if new is not None and matches(old, args.tolerance) != matches(new, args.tolerance):
            moves["on" if matches(new, args.tolerance) else "off"].append((key, old, new))
    for kind in ("on", "off"):
        for (name, vid, root), old, new in moves[kind]:
            print("%s\t%s\t%s\troot %s\t%s -> %s\t%s" % (kind, name, vid, root, old.get("difference"), new.get("difference"),
                                                     "text-dependent" if new.get("textDependent") else "text-independent"))
    print("tolerance %g: %d views on, %d off" % (args.tolerance, len(moves["on"]), len(moves["off"])))


if __name__ == "__main__":
    main()
