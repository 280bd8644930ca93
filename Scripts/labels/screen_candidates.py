#!/usr/bin/env python3
"""Screens candidate repositories for a census part by how many Display-size labels they would
give, before anything is collected or measured: for each mirror, at the commit `collect.py`'s
`pick_commit` would read, the system-font labels that pass the census filters with their own
width, usable for widths (Latin or Greek/Cyrillic, Xcode >= 7, not suspect), counted by size
(<= 17 pt, > 17 pt) and, above 17 pt, those holding a character without a Display term of its own
in `Datasets/fonts/system-font.json` (`correction.displayBase`: a key of the table, not a
measurement). Reads structure and texts only; no width of any model.

    python3 Scripts/labels/screen_candidates.py --mirrors /work/.mirror owner/name ... > screen.tsv

Prints one tab-separated row per repository: repo, commit, documents, own-width usable labels
<= 17 pt, > 17 pt, > 17 pt with a character lacking a Display term. Standard library only.
"""
import argparse
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import collect  # noqa: E402


def display_characters():
    """The characters with a Display term of their own (the table's keys)."""
    with open(os.path.join(ROOT, "Datasets", "fonts", "system-font.json"), encoding="utf-8") as f:
        table = json.load(f)["correction"]["displayBase"]
    keys = table.keys() if isinstance(table, dict) else [entry[0] for entry in table]
    return {chr(int(k, 16)) if isinstance(k, str) and k.startswith("0x") else k for k in keys}


def screen(gitdir, display):
    commit = collect.pick_commit(gitdir)
    if commit is None:
        return None, 0, 0, 0, 0
    seen, documents, small, large, lacking = set(), 0, 0, 0, 0
    for _, data in collect.read_mirror(gitdir, commit):
        sha = hashlib.sha1(data).hexdigest()
        if sha in seen:
            continue
        seen.add(sha)
        documents += 1
        _, _, results = collect.analyse_document(data)
        for status, rec in results:
            if (status != "ok" or not rec["widthIsOwn"] or rec.get("suspect")
                    or rec.get("script") not in ("latin", "greek-cyrillic") or (rec.get("xcode") or 0) < 7):
                continue
            if rec["size"] <= 17:
                small += 1
                continue
            large += 1
            lacking += any(c not in display and not c.isspace() for c in rec["text"].rstrip())
    return commit, documents, small, large, lacking


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mirrors", required=True)
    ap.add_argument("repos", nargs="+")
    args = ap.parse_args()
    display = display_characters()
    for repo in args.repos:
        gitdir = collect.mirror_dir(args.mirrors, repo)
        if gitdir is None:
            print("\t".join([repo, "no-mirror", "", "", "", ""]))
            continue
        commit, documents, small, large, lacking = screen(gitdir, display)
        print("\t".join([repo, commit or "", str(documents), str(small), str(large), str(lacking)]), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
