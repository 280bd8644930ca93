#!/usr/bin/env python3
"""Where Interface Builder stores a hidden arranged view that comes before every visible one.

For each stack view with visible arranged views whose first arranged views are hidden, every such
hidden view's stored frame along the stack's axis is put in one of three readings, relative to the
first visible view's stored start S:
  - "ends at the first visible view": the hidden view ends at S (starts at S - length);
  - "starts with the first visible view": it starts at S;
  - "zero length": its length is 0 (either reading);
  - "elsewhere": none of those (listed with its offset).
Prints the readings with apps (repositories) and documents, and each view with the stack's
spacing and whether a required size constraint of its own fixes its length along the axis.
Misplaced views are left out.

    python3 Scripts/ib/hidden_leading_views.py [SET_DIR ...]   (default: xib, xib-more, xib-evidence)

It refuses Datasets/xib-frozen (held out).  Standard library only.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bottom_insets import DEFAULT_SETS, documents, frame  # noqa: E402

TOLERANCE = 0.5


def own_length_constraint(view, attribute):
    cons = next((e for e in view if e.tag == "constraints"), None)
    for k in cons if cons is not None else []:
        if (k.get("firstAttribute") == attribute and k.get("secondItem") is None and not k.get("relation")
                and k.get("priority") in (None, "1000") and k.get("firstItem") in (None, view.get("id"))):
            return True
    return False


def readings(doc):
    for stack in doc.iter("stackView"):
        subs = next((e for e in stack if e.tag == "subviews"), None)
        if subs is None:
            continue
        arranged = [v for v in subs if frame(v) is not None]
        vertical = stack.get("axis") == "vertical"
        first_visible = next((i for i, v in enumerate(arranged) if v.get("hidden") != "YES"), None)
        if not first_visible:
            continue  # none hidden before it, or no visible view
        fv = frame(arranged[first_visible])
        start = fv[1] if vertical else fv[0]
        for view in arranged[:first_visible]:
            if view.get("misplaced") == "YES" or arranged[first_visible].get("misplaced") == "YES":
                continue
            f = frame(view)
            pos, length = (f[1], f[3]) if vertical else (f[0], f[2])
            if abs(length) <= TOLERANCE:
                reading = "zero length"
            elif abs(pos + length - start) <= TOLERANCE:
                reading = "ends at the first visible view"
            elif abs(pos - start) <= TOLERANCE:
                reading = "starts with the first visible view"
            else:
                reading = "elsewhere"
            yield (reading, view.get("id"), view.tag, float(stack.get("spacing", 0)),
                   own_length_constraint(view, "height" if vertical else "width"), pos - start, length)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="*", default=DEFAULT_SETS)
    args = ap.parse_args()
    groups = collections.defaultdict(list)
    for set_name, name, rec, doc in documents(args.sets):
        for r in readings(doc):
            groups[r[0]].append((rec["repo"], set_name + "/" + name, rec.get("toolsVersion")) + r[1:])
    print("| reading | views | documents | apps |")
    print("|---|---|---|---|")
    for reading, rows in sorted(groups.items()):
        apps = sorted({r[0] for r in rows})
        print("| %s | %d | %d | %d: %s |" % (reading, len(rows), len({r[1] for r in rows}), len(apps), ", ".join(apps)))
    print()
    for reading, rows in sorted(groups.items()):
        for repo, doc, tools, vid, tag, spacing, own, offset, length in rows:
            print("%s\t%s\t%s\ttools %s\t%s <%s>\tspacing %g\town length %s\toffset %g\tlength %g"
                  % (reading, repo, doc, tools, vid, tag, spacing, own, offset, length))


if __name__ == "__main__":
    main()
