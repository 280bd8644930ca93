#!/usr/bin/env python3
"""Candidate repositories for `Datasets/xib-evidence` whose storyboards show how Xcode draws
presented and embedded scenes (issue 33, branch `ib-rules-15`).

Reads every repository mirror on this machine (`--mirrors`, the search tool's `fetch` folder) that no Interface Builder set,
no held-out label census and no earlier evidence candidate list uses (the exclusions of
`collect_evidence.py`; reserved repositories are never read), and prints those whose qualifying
documents at HEAD hold at least one `presentation`, `modal` or `embed` segue, with the counts
by kind, `modalPresentationStyle`, Xcode 11 or later and home-button phone.  They are chosen by
what the documents contain, never by how the importer does on them.

    python3 Scripts/ib/segue_candidates.py > Scripts/ib/evidence-candidates-2.txt

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import collect_evidence as evidence  # noqa: E402
import collect_frozen as frozen  # noqa: E402

HOME_BUTTON_PHONES = ("retina3_5", "retina4_0", "retina4_7", "retina5_5")
EARLIER_LISTS = ("evidence-candidates.txt",)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mirrors", default="/work/.mirror")
    ap.add_argument("--shared", default=os.path.join(evidence.ROOT, "..", "shared"), help="where reserved-repos.txt is")
    args = ap.parse_args()
    mirrors = args.mirrors
    reserved = frozen.load_reserved(os.path.join(args.shared, "reserved-repos.txt"))
    used = evidence.used_repositories()
    tried = set()
    for name in EARLIER_LISTS:
        for line in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), name), encoding="utf-8"):
            if line.split("#")[0].strip():
                tried.add(line.split("#")[0].strip().lower())
    print("# Candidate repositories for Datasets/xib-evidence, second list (issue 33, branch ib-rules-15):")
    print("# mirrors no set, held-out census or earlier list uses, whose qualifying storyboards at HEAD")
    print("# hold presentation, modal or embed segues (Scripts/ib/segue_candidates.py).")
    for entry in sorted(os.listdir(mirrors)):
        if "+" not in entry:
            continue
        repo = entry.replace("+", "/", 1)
        if evidence.exclusion(repo, reserved, used) or repo.lower() in tried:
            continue
        gitdir = frozen.mirror_dir(mirrors, repo)
        if gitdir is None:
            continue
        try:
            head = frozen.git(gitdir, "rev-parse", "HEAD").decode().strip()
            docs = frozen.qualifying(gitdir, head, reserved[1])
        except RuntimeError:
            continue
        kinds = collections.Counter()
        for path, _, data, _ in docs:
            if not path.endswith(".storyboard"):
                continue
            text = data.decode("utf-8", "replace")
            tools = re.search(r'toolsVersion="(\d+)', text)
            xcode11 = tools is not None and int(tools.group(1)) >= 14800
            device = re.search(r'<device id="([^"]+)"', text)
            home = device is not None and device.group(1) in HOME_BUTTON_PHONES
            for segue in re.finditer(r'<segue [^>]*kind="(presentation|modal|embed)"[^>]*>', text):
                style = re.search(r'modalPresentationStyle="(\w+)"', segue.group(0))
                kinds["%s/%s%s%s" % (segue.group(1), style.group(1) if style else "-",
                                     " xcode11+" if xcode11 else "", " home-button" if home else "")] += 1
        if kinds:
            print("%s  # %s" % (repo, ", ".join("%s %d" % kv for kv in sorted(kinds.items()))))


if __name__ == "__main__":
    main()
