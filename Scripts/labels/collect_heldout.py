#!/usr/bin/env python3
"""Fresh held-out label census (issue 36): labels from apps the project has not used yet.

Same records and filters as the label census (`collect.py`, whose functions this script calls:
`analyse_document`, `read_mirror`, `pick_commit`), from repositories that appear nowhere in the
project: not in Datasets/labels/repos.tsv (any split), not in any Datasets/xib*/index.jsonl or
../shared/fixtures/xib*/index.jsonl, not among Datasets/xib-frozen's candidates, not reserved.
Every app of this census is held out: no fit may read it.

  # pick a commit per candidate (in the order of the candidates file), record it, collect
  python3 Scripts/labels/collect_heldout.py --discover Scripts/labels/heldout-2-candidates.txt \
      --mirrors /work/.mirror --name heldout-2

  # reproduce the committed files from the recorded commits (byte for byte)
  python3 Scripts/labels/collect_heldout.py --repos Datasets/labels/heldout-2-repos.tsv \
      --mirrors /work/.mirror --name heldout-2

Writes Datasets/labels/<name>.jsonl (census records, `split` = <name>), <name>-repos.tsv (every
candidate: the commit read, licence file, documents / labels / own-width labels, or why it was
skipped) and <name>-stats.json (collect.py's counts).

A candidate is skipped (and the reason recorded) when:
- reserved (../shared/reserved-repos.txt), or its name part is a reserved one's (forks, copies);
- used: listed in the census's repos.tsv, a fixture or xib-frozen index, xib-frozen's candidate
  list (Scripts/ib/frozen-candidates.txt) or collect_frozen.py's SAME_APP renames, or its name
  part is one of those (except generic names such as `ios`);
- same history: the mirror holds a commit recorded for any used repository (a fork or a
  renamed copy under another name);
- copy of a used app: at least 2, and at least half, of its IB documents are byte-identical to
  documents the project used;
- no licence file (LICENSE, LICENCE, COPYING, UNLICENSE...) at the top of the tree at the commit
  read or at HEAD;
- no mirror (no snapshot, or over the snapshot size limit: listed in the candidates file).
Documents whose SHA-1 equals a document of the census (census.jsonl, other-families.jsonl), of
a fixture set or of xib-frozen are skipped; so are byte-identical copies within this set (the
first repository in name order keeps them).

Commit rule: collect.py's `pick_commit` (of up to 32 first-parent commits since 2016, the 10
with the most IB documents are read and the one with the most own-width labels wins). It counts
labels; it reads no model's measurement.

Census parts split by app (issue 35): with `--split-by-hash` a part named `census-N` keeps its
apps' split by collect.py's hash rule (`heldout-N` when sha256(repo) % 4 == 0, else `fit`), needs
no licence file (the census did not), counts the parts made before it (PARTS) as used, names
each repository's split in <name>-repos.tsv and also writes <name>-buttons.jsonl,
<name>-multiline.jsonl and <name>-navigation-titles.jsonl (collect.py's `document_extras`):

  python3 Scripts/labels/collect_heldout.py --discover Scripts/labels/census-3-candidates.txt \
      --mirrors /work/.mirror --name census-3 --split-by-hash

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import re
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import collect  # noqa: E402

LICENCE = re.compile(r"^(licen[cs]e|copying|unlicense)([._-].*)?$", re.I)
GENERIC_NAMES = {"ios", "ios-app", "app", "mobile", "ios-client", "iphone"}
# Renamed or moved copies of repositories already used (from Scripts/ib/collect_frozen.py).
SAME_APP = {"kiwix/kiwix-apple", "haptic-apps/slide-ios", "osmandapp/osmand", "artsy/energy-legacy",
            "oxen-io/session-ios", "catchchat/yep", "youknowsthevies/my-wallet-v3-ios",
            "openedx-unsupported/edx-app-ios", "jakelin/swiftlanguageweather"}
KEYS = ["text", "size", "weight", "textStyle", "width", "height", "deviceId", "scale",
        "toolsVersion", "xcode", "widthIsOwn", "heightIsOwn", "filter", "suspect", "script", "repo", "path",
        "commit", "fileSha1", "labelId", "app", "split"]


def git(gitdir, *args, data=None):
    return subprocess.run(["git", "--git-dir=" + gitdir, *args], input=data, capture_output=True, check=False)


# Census parts in the order they were made: a part counts the parts before it as used.
PARTS = ["heldout-2", "census-3", "heldout-4", "census-5", "census-6"]


def used_sets(shared, name):
    """(used repositories, their commits, their document SHA-1s): the census, the fixture and
    xib-frozen sets, and the census parts made before `name`."""
    repos, commits, sha1s = set(), {}, set()
    census_dir = os.path.join(ROOT, "Datasets", "labels")
    for part in PARTS[:PARTS.index(name)] if name in PARTS else PARTS:
        for line in open(os.path.join(census_dir, part + "-repos.tsv"), encoding="utf-8"):
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "repo" or len(cols) < 2:
                continue
            repos.add(cols[0].lower())
            if cols[1]:
                commits[cols[1]] = cols[0]
        for line in open(os.path.join(census_dir, part + ".jsonl"), encoding="utf-8"):
            sha1s.add(json.loads(line)["fileSha1"])
    for line in open(os.path.join(census_dir, "repos.tsv"), encoding="utf-8"):
        cols = line.rstrip("\n").split("\t")
        if cols[0] == "repo" or len(cols) < 2:
            continue
        repos.add(cols[0].lower())
        commits[cols[1]] = cols[0]
    for name in ("census.jsonl", "other-families.jsonl"):
        for line in open(os.path.join(census_dir, name), encoding="utf-8"):
            sha1s.add(json.loads(line)["fileSha1"])
    indexes = glob.glob(os.path.join(ROOT, "Datasets", "xib*", "index.jsonl"))
    indexes += glob.glob(os.path.join(shared, "fixtures", "*", "index.jsonl"))
    for p in indexes:
        for line in open(p, encoding="utf-8"):
            d = json.loads(line)
            repos.add(d["repo"].lower())
            commits[d["commit"]] = d["repo"]
            sha1s.add(d["sha1"])
    frozen = os.path.join(ROOT, "Datasets", "xib-frozen", "repos.tsv")
    for line in open(frozen, encoding="utf-8"):
        cols = line.rstrip("\n").split("\t")
        if cols[0] != "repo" and len(cols) > 1:
            repos.add(cols[0].lower())
            commits[cols[1]] = cols[0]
    for line in open(os.path.join(ROOT, "Scripts", "ib", "frozen-candidates.txt"), encoding="utf-8"):
        line = line.strip()
        if line and not line.startswith("#"):
            repos.add(line.lower())
    repos |= SAME_APP
    return repos, commits, sha1s


def skip_reason(repo, reserved, used):
    r = repo.lower()
    name = r.split("/", 1)[-1]
    if collect.is_reserved(repo, reserved):
        return "reserved"
    if r in used:
        return "used"
    if name not in GENERIC_NAMES and name in {u.split("/", 1)[-1] for u in used}:
        return "used-name"
    return None


def same_history(gitdir, commits):
    """The used repository one of whose recorded commits this mirror holds, else None."""
    out = git(gitdir, "cat-file", "--batch-check", data="".join(c + "\n" for c in commits).encode())
    for line in out.stdout.decode(errors="replace").splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1] == "commit":
            return commits[parts[0]]
    return None


def copied_documents(gitdir, commit, used_sha1s):
    """(used, all) IB documents at `commit` when at least 2 and at least half of them are
    byte-identical to documents the project used (a copy of a used app under another name,
    without shared history), else None."""
    docs = [hashlib.sha1(data).hexdigest() for _, data in collect.read_mirror(gitdir, commit)]
    same = sum(1 for d in docs if d in used_sha1s)
    return (same, len(docs)) if same >= 2 and 2 * same >= len(docs) else None


def licence_file(gitdir, commit):
    for c in (commit, "HEAD"):
        names = git(gitdir, "ls-tree", "--name-only", "-z", c).stdout.decode(errors="replace").split("\0")
        found = sorted(n for n in names if LICENCE.match(n))
        if found:
            return found[0] + ("" if c == commit else " (HEAD)")
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mirrors", required=True)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--discover", help="candidates file (owner/name per line, in the order tried)")
    mode.add_argument("--repos", help="a <name>-repos.tsv: read the recorded commits")
    ap.add_argument("--name", default="heldout-2")
    ap.add_argument("--split-by-hash", action="store_true",
                    help="split by app with collect.py's hash rule (held out: `heldout-N` for a part "
                         "named `census-N`) instead of holding every app out; no licence needed")
    ap.add_argument("--no-licence-needed", action="store_true",
                    help="read candidates without a licence file (as the census and census-3 did); the "
                         "licence file found is still recorded")
    ap.add_argument("--out", default=os.path.join(ROOT, "Datasets", "labels"))
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    ap.add_argument("--other-families", action="store_true",
                    help="also write <name>-other-families.jsonl (labels in a named font; always with --split-by-hash)")
    args = ap.parse_args()

    reserved_path = os.path.join(args.shared, "reserved-repos.txt")
    if not os.path.exists(reserved_path):
        sys.exit("reserved-repos.txt not found under --shared")
    reserved = collect.load_reserved(reserved_path)
    collect.RESERVED_NAMES.update(reserved[1])
    used, used_commits, used_sha1s = used_sets(args.shared, args.name)
    heldout_name = "heldout-" + args.name.rsplit("-", 1)[-1]

    def split_of(repo):
        if not args.split_by_hash:
            return args.name
        return heldout_name if collect.split_of(repo, set()) == "heldout" else "fit"

    rows = {}  # repo -> [commit, licence, status]
    previous = {}  # a re-run of --discover keeps the commits an earlier run recorded (the rule is deterministic)
    if args.discover:
        earlier = os.path.join(args.out, args.name + "-repos.tsv")
        if os.path.exists(earlier):
            for line in open(earlier, encoding="utf-8"):
                cols = line.rstrip("\n").split("\t")
                if cols[0] != "repo" and len(cols) >= 7 and cols[1] and cols[6] == "read":
                    previous[cols[0]] = cols[1]
        candidates = []
        for line in open(args.discover, encoding="utf-8"):
            line = line.split("#", 1)[0].strip()
            if line and line not in candidates:
                candidates.append(line)
    else:
        candidates = []
        for line in open(args.repos, encoding="utf-8"):
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "repo" or len(cols) < 7:
                continue
            candidates.append(cols[0])
            rows[cols[0]] = [cols[1] or None, None, cols[6]]

    jobs = []
    for repo in candidates:
        why = skip_reason(repo, reserved, used)
        if why == "reserved":
            sys.exit("refused: %s is reserved" % repo)
        recorded = rows.get(repo)
        if args.repos and recorded and not recorded[2].startswith("read"):
            continue  # skipped when the set was made: stays skipped, with its reason
        if why:
            rows[repo] = [None, None, why]
            continue
        gitdir = collect.mirror_dir(args.mirrors, repo)
        if gitdir is None:
            rows[repo] = [None, None, "no-mirror"]
            continue
        other = same_history(gitdir, used_commits)
        if other:
            rows[repo] = [None, None, "same-history:" + other]
            continue
        commit = recorded[0] if recorded else previous.get(repo) or collect.pick_commit(gitdir)
        if commit is None:
            rows[repo] = [None, None, "no-commit"]
            continue
        licence = licence_file(gitdir, commit)
        if licence is None and not (args.split_by_hash or args.no_licence_needed):
            rows[repo] = [commit, None, "no-licence"]
            continue
        copied = copied_documents(gitdir, commit, used_sha1s)
        if copied:
            rows[repo] = [commit, licence, "copy-of-used:%d/%d" % copied]
            continue
        rows[repo] = [commit, licence, "read"]
        jobs.append((repo, commit, "mirror", gitdir, None))

    labels, seen = [], set()
    extra_records = {"button": [], "multiline": [], "navigationTitle": []}
    others = []  # labels in a named font (collect.py's other-families records), for split parts
    extra_filt = Counter()
    counts = {}
    filt, file_counts = Counter(), Counter()
    repo_rows = []
    for job in sorted(jobs, key=lambda j: j[0].lower()):
        repo, commit, _, docs, err = collect.process_repo(job)
        if err is not None:
            sys.exit("error reading %s: %s" % (repo, err))
        n_docs = n_labels = n_w = 0
        for path, sha, why, results, extras in sorted(docs, key=lambda d: d[:2]):
            if why != "ok":
                file_counts[why] += 1
                continue
            if sha in used_sha1s:
                file_counts["document-used-already"] += 1
                continue
            if sha in seen:
                file_counts["duplicate-file"] += 1
                continue
            seen.add(sha)
            file_counts["read"] += 1
            n_docs += 1
            for status, rec in results:
                filt["labels-seen"] += 1
                if status == "other-family":
                    rec.update({"repo": repo, "path": path, "commit": commit, "fileSha1": sha,
                                "app": repo, "split": split_of(repo)})
                    others.append(rec)
                if status != "ok":
                    filt[status] += 1
                    continue
                rec.update({"repo": repo, "path": path, "commit": commit, "fileSha1": sha,
                            "app": repo, "split": split_of(repo)})
                labels.append(rec)
                n_labels += 1
                n_w += rec["widthIsOwn"]
            for status, rec in extras:
                if status != "ok":
                    extra_filt[status] += 1
                    continue
                rec.update({"repo": repo, "path": path, "commit": commit, "fileSha1": sha,
                            "app": repo, "split": split_of(repo)})
                extra_records[rec["kind"]].append(rec)
        counts[repo] = (n_docs, n_labels, n_w)
        repo_rows.append((repo, commit, "mirror", n_docs, n_labels, n_w, split_of(repo)))
        print("%s @ %s: %d documents, %d labels, %d own width" % (repo, commit[:10], n_docs, n_labels, n_w),
              file=sys.stderr)

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, args.name + ".jsonl"), "w", encoding="utf-8") as f:
        for r in labels:
            f.write(json.dumps({k: r[k] for k in KEYS}, ensure_ascii=False) + "\n")
    with open(os.path.join(args.out, args.name + "-repos.tsv"), "w", encoding="utf-8") as f:
        # A part split by hash also names each repository's split (the hash rule's verdict).
        f.write("repo\tcommit\tlicence\tdocuments\tlabels\twidthIsOwn\tstatus"
                + ("\tsplit" if args.split_by_hash else "") + "\n")
        for repo in candidates:
            commit, licence, status = rows[repo]
            d, n, w = counts.get(repo, (0, 0, 0))
            f.write("\t".join([repo, commit or "", licence or "", str(d), str(n), str(w), status]
                               + ([split_of(repo)] if args.split_by_hash else [])) + "\n")
    stats = collect.summarize(labels, filt, file_counts, repo_rows, [], [])
    stats["candidates"] = dict(Counter(rows[r][2].split(":")[0] for r in candidates))
    if args.split_by_hash:
        # Button titles, multi-line labels and navigation titles: made for parts from census-3 on.
        for kind, suffix in (("button", "buttons"), ("multiline", "multiline"),
                             ("navigationTitle", "navigation-titles")):
            with open(os.path.join(args.out, "%s-%s.jsonl" % (args.name, suffix)), "w", encoding="utf-8") as f:
                for r in extra_records[kind]:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
        stats["extras"] = collect.summarize_extras(extra_records, extra_filt)
    if args.split_by_hash or args.other_families:
        # Labels in named fonts (Helvetica Neue, Avenir...), as collect.py writes other-families.jsonl:
        # the evidence for Apple's other families (Scripts/fonts/family_accuracy.py).
        with open(os.path.join(args.out, args.name + "-other-families.jsonl"), "w", encoding="utf-8") as f:
            for r in others:
                f.write(json.dumps({k: r[k] for k in KEYS + ["family"]}, ensure_ascii=False) + "\n")
    with open(os.path.join(args.out, args.name + "-stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, indent=1)
        f.write("\n")
    print(json.dumps(stats["totals"], indent=1))
    print(json.dumps(stats["candidates"], indent=1))


if __name__ == "__main__":
    main()
