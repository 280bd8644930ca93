#!/usr/bin/env python3
"""Which mis-sized view makes a stack view or container miss, on the fixture sets.

`text_misses.py` puts a text-dependent stack view or container whose own size is off in the
classes "stack view, own size (follows its arranged views)" and "container, own size"; this
script walks each of them down its view tree to the views that are mis-sized themselves: from a
view, every child (subview or arranged view) that is mis-sized too is followed while it is a
stack view or a container (a plain view, a cell's content view, a scroll view...); the walk stops
at a mis-sized child of any other kind (a label, button, control, image view, text field or text
view), the **root cause**, which is classified by its kind and cause (a text-dependent miss by
`text_misses.classify`, a text-independent one as "<element>, own size (text-independent)").  A
stack or container none of whose children is mis-sized is its own root cause ("no child
mis-sized": its constraints, distribution or spacing).

Mis-sized: width or height off by more than 1 pt, the view not stale.  A stack or container with
several root causes counts under each; the table says also how many have that class as their only
root cause, and how many distinct root-cause views there are (fixing one moves every stack and
container above it).

It refuses Datasets/xib-frozen: that set is held out, and which of its views miss is not looked at.

    python3 Scripts/ib/stack_root_causes.py [--binary PATH] [--dump FILE.jsonl] [SET_DIR ...]

Python 3 standard library only.
"""
from __future__ import annotations

import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_misses import Doc  # noqa: E402
from text_misses import classify, compare, mis_sized, run, set_documents, ROOT  # noqa: E402

# Views that lay out children rather than content of their own: the walk goes through them.
CONTAINERS = {"view", "stackView", "scrollView", "tableViewCellContentView", "collectionViewCellContentView",
              "visualEffectView", "tableViewCell", "collectionViewCell", "collectionReusableView"}
FOLLOWED = ("stack view, own size", "container, own size")


def view_children(doc, e):
    """Direct child views of an element (through `<subviews>`; arranged views are subviews too)."""
    for group in e:
        if group.tag in ("subviews", "arrangedSubviews"):
            for c in group:
                if c.get("id"):
                    yield c
        elif group.tag == "view" and e.tag in ("tableViewCell", "collectionViewCell", "collectionReusableView"):
            yield group  # a cell's content view


def root_causes(doc, e, views, sized_misses, seen=None):
    """(class, view id) of every root cause below `e` (see the module's doc)."""
    seen = seen if seen is not None else set()
    out = []
    children = [c for c in view_children(doc, e) if c.get("id") in views and is_mis_sized(views[c.get("id")])]
    if not children:
        return [(("stack view" if e.tag == "stackView" else "container") + ": no child mis-sized (its own constraints, distribution or spacing)",
                 e.get("id"))]
    for c in children:
        if c in seen:
            continue
        seen.add(c)
        v = views[c.get("id")]
        if c.tag in CONTAINERS:
            out.extend(root_causes(doc, c, views, sized_misses, seen))
        elif v["textDependent"] and v["class"] == "determined":
            out.append((classify(v, doc, sized_misses), c.get("id")))
        else:
            out.append(("%s, own size (%s)" % (c.tag, "text-dependent, free" if v["textDependent"] else "text-independent"),
                        c.get("id")))
    return out


def is_mis_sized(v):
    return v["class"] != "stale" and not v["matches"] and mis_sized(v)


def collect(binary, set_dir):
    index, files = set_documents(set_dir)
    rows = []
    for obj in compare(binary, files):
        doc = Doc(os.path.join(set_dir, "files", obj["file"]))
        views = {v["id"]: v for v in obj["views"]}
        sized_by_root = collections.defaultdict(list)
        for v in obj["views"]:
            if is_mis_sized(v) and v["id"] in doc.by_id:
                sized_by_root[v["root"]].append(doc.by_id[v["id"]])
        for v in obj["views"]:
            if v["class"] != "determined" or not v["textDependent"] or v["matches"]:
                continue
            cause = classify(v, doc, sized_by_root[v["root"]])
            if not cause.startswith(FOLLOWED):
                continue
            causes = root_causes(doc, doc.by_id[v["id"]], views, sized_by_root[v["root"]])
            rows.append({"file": obj["file"], "repo": index.get(obj["file"], {}).get("repo", obj["file"]),
                         "id": v["id"], "element": v["element"], "cause": cause,
                         "roots": sorted(set(causes))})
    return rows


def report(name, rows):
    print("`%s`: %d stack views and containers miss at 1 pt for their own size (%d apps)" % (
        name, len(rows), len({r["repo"] for r in rows})))
    print()
    print("| root cause (first mis-sized view below) | stacks / containers | only cause | root-cause views | documents | apps |")
    print("|---|---|---|---|---|---|")
    groups = collections.defaultdict(list)
    for r in rows:
        for cls in {c for c, _ in r["roots"]}:
            groups[cls].append(r)
    for cls in sorted(groups, key=lambda c: (-len(groups[c]), c)):
        g = groups[cls]
        only = sum(1 for r in g if {c for c, _ in r["roots"]} == {cls})
        leaves = {(r["file"], i) for r in g for c, i in r["roots"] if c == cls}
        print("| %s | %d | %d | %d | %d | %d |" % (cls, len(g), only, len(leaves), len({r["file"] for r in g}),
                                                   len({r["repo"] for r in g})))
    print()


def analyse(binary, set_dir):
    rows = collect(binary, set_dir)
    report(os.path.relpath(set_dir, ROOT), rows)
    return rows


def main():
    run(__doc__, "also write every stack or container with its root causes as JSON lines here", analyse)


if __name__ == "__main__":
    main()
