#!/usr/bin/env python3
"""More Interface Builder documents as evidence for the importer's rules (issue 33).

Issue 33 leaves rules unmade because only one or two apps of the fixture sets show a behaviour.
This script gathers qualifying documents of apps the Interface Builder sets have never used, so
that `Scripts/ib/evidence.py` can count, per behaviour, how many independent apps agree and how
many contradict.  Only provenance is committed (`Datasets/xib-evidence/index.jsonl`,
`repos.tsv`); the documents themselves are copied byte for byte into a work folder that git
ignores (`.build-evidence/files/` by default) and can be made again from the recorded commits:

  # choose a commit per candidate repository and record it, then copy the documents
  python3 Scripts/ib/collect_evidence.py --discover Scripts/ib/evidence-candidates.txt
  # make the documents again from Datasets/xib-evidence/repos.tsv
  python3 Scripts/ib/collect_evidence.py --repos Datasets/xib-evidence/repos.tsv
  # keep those (same file names) and add the repositories of a further candidate list after them
  python3 Scripts/ib/collect_evidence.py --repos Datasets/xib-evidence/repos.tsv --add Scripts/ib/evidence-candidates-2.txt

Exclusions, besides those of `collect_frozen.py` (reserved repositories are fatal; fixture
repositories and their name parts; known renamed copies): the frozen set's repositories and
their name parts (it stays a held-out set for the importer), and the label censuses' held-out
repositories (`Datasets/labels/heldout-*-repos.tsv` and the `heldout*` splits), which stay
held out for the text model.  Repositories of the census's fit split are allowed: the text
model was fitted on their labels, never on their other views' frames.  No licence file is
needed, since no document is committed.

A document qualifies as for the frozen set (`collect_frozen.analyse`).  All qualifying
documents of a repository are taken (at most PER_REPO, ordered by SHA-1, without copies),
because the question is which apps show a behaviour, not a balanced mix.

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import csv
import glob
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import collect_frozen as frozen  # noqa: E402  (the shared reading and qualifying rules)

ROOT = frozen.ROOT
PER_REPO = 400
# Other names of apps the Interface Builder sets already hold.
SAME_APP = dict(frozen.SAME_APP, **{"savoirfairelinux/ring-client-ios": "savoirfairelinux/jami-client-ios (fixture)"})


def used_repositories():
    """Repositories of every Interface Builder set (fixtures and frozen) and the label censuses'
    held-out repositories: (full names, name parts of the Interface Builder sets)."""
    full, names = set(), set()
    for path in glob.glob(os.path.join(ROOT, "Datasets", "xib*", "index.jsonl")):
        if os.path.basename(os.path.dirname(path)) == "xib-evidence":
            continue
        for line in open(path, encoding="utf-8"):
            repo = json.loads(line)["repo"].lower()
            full.add(repo)
            names.add(repo.split("/", 1)[1])
    labels = os.path.join(ROOT, "Datasets", "labels")
    for path in glob.glob(os.path.join(labels, "*repos.tsv")):
        for row in csv.DictReader(open(path, encoding="utf-8"), delimiter="\t"):
            if "heldout" in os.path.basename(path) or row.get("split", "").startswith("heldout"):
                full.add(row["repo"].lower())
    return full, names - frozen.GENERIC_FIXTURE_NAMES


def exclusion(repo, reserved, used):
    full, names = used
    r = repo.lower()
    if frozen.is_reserved(repo, reserved):
        return "reserved"
    if r in full:
        return "used by an Interface Builder set or a held-out label census"
    if r.split("/", 1)[1] in names:
        return "same name as an Interface Builder set's repository"
    if r in SAME_APP:
        return "same app as " + SAME_APP[r]
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--repos", help="repos.tsv with the commit to read per repository")
    mode.add_argument("--discover", help="candidate repositories, one owner/name a line")
    ap.add_argument("--add", help="with --repos: further candidates, discovered and appended after its rows")
    ap.add_argument("--mirrors", default="/work/.mirror")
    ap.add_argument("--index", default=os.path.join(ROOT, "Datasets", "xib-evidence"))
    ap.add_argument("--files", default=os.path.join(ROOT, ".build-evidence", "files"))
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    args = ap.parse_args()

    reserved = frozen.load_reserved(os.path.join(args.shared, "reserved-repos.txt"))
    used = used_repositories()
    _, taken = frozen.load_fixtures(args.shared, args.index)
    for line in open(os.path.join(ROOT, "Datasets", "xib-frozen", "index.jsonl"), encoding="utf-8"):
        taken.add(json.loads(line)["sha1"])

    def candidates(path):
        names = [l.split("#")[0].strip() for l in open(path, encoding="utf-8")]
        return sorted(((n, None) for n in names if n), key=lambda rc: rc[0].lower())

    if args.repos:
        rows = list(csv.DictReader(open(args.repos, encoding="utf-8"), delimiter="\t"))
        plan = sorted(((r["repo"], r["commit"]) for r in rows), key=lambda rc: rc[0].lower())
        if args.add:
            known = {r.lower() for r, _ in plan}
            # Appended, so that the documents already recorded keep their file names.
            plan += [rc for rc in candidates(args.add) if rc[0].lower() not in known]
    else:
        plan = candidates(args.discover)
    bad = [r for r, _ in plan if frozen.is_reserved(r, reserved)]
    if bad:
        sys.exit("refused: reserved repositories in the list: " + ", ".join(bad))

    selected, repo_rows = [], []
    for repo, commit in plan:
        why = exclusion(repo, reserved, used)
        if why:
            print("skipped %s: %s" % (repo, why), file=sys.stderr)
            continue
        gitdir = frozen.mirror_dir(args.mirrors, repo)
        if gitdir is None:
            if commit:
                sys.exit("no mirror for %s (fetch it): commit %s" % (repo, commit))
            print("skipped %s: no mirror" % repo, file=sys.stderr)
            continue
        if commit is None:
            commit, n = frozen.pick_commit(gitdir, reserved[1])
            if commit is None or n < 1:
                print("skipped %s: no qualifying document" % repo, file=sys.stderr)
                continue
        docs = frozen.qualifying(gitdir, commit, reserved[1])
        chosen = sorted({hashlib.sha1(d).hexdigest(): (p, b, d, rec) for p, b, d, rec in docs
                         if hashlib.sha1(d).hexdigest() not in taken}.items())[:PER_REPO]
        if not chosen:
            print("skipped %s: nothing new at %s" % (repo, commit[:10]), file=sys.stderr)
            continue
        for sha1, (path, blob, data, rec) in chosen:
            taken.add(sha1)
            selected.append((repo, commit, sha1, path, blob, data, rec))
        repo_rows.append((repo, commit, len(docs), len(chosen)))
        print("%s @ %s: %d qualifying, %d taken" % (repo, commit[:10], len(docs), len(chosen)), file=sys.stderr)

    os.makedirs(args.files, exist_ok=True)
    for old in os.listdir(args.files):
        os.remove(os.path.join(args.files, old))
    os.makedirs(args.index, exist_ok=True)
    lines = []
    for i, (repo, commit, sha1, path, blob, data, rec) in enumerate(selected):
        ext = "storyboard" if path.lower().endswith(".storyboard") else "xib"
        name = "e%04d.%s" % (i + 1, ext)
        with open(os.path.join(args.files, name), "wb") as f:
            f.write(data)
        entry = {"file": name, "repo": repo, "path": path, "commit": commit, "blob": blob,
                 "sha1": sha1, "bytes": len(data)}
        entry.update(rec)
        lines.append(json.dumps(entry, ensure_ascii=False) + "\n")
    # The index beside the documents too, so that `evaluate.py .build-evidence` reads the set.
    for folder in (args.index, os.path.dirname(args.files)):
        with open(os.path.join(folder, "index.jsonl"), "w", encoding="utf-8") as index:
            index.writelines(lines)
    with open(os.path.join(args.index, "repos.tsv"), "w", encoding="utf-8") as f:
        f.write("repo\tcommit\tqualifying\ttaken\n")
        for row in repo_rows:
            f.write("%s\t%s\t%d\t%d\n" % row)
    print("%d files from %d repositories" % (len(selected), len(repo_rows)), file=sys.stderr)


if __name__ == "__main__":
    main()
