#!/usr/bin/env python3
"""Frozen held-out set of Interface Builder documents (Datasets/xib-frozen).

Issue 23, step 1: a test set of documents from apps the project has not used, collected before
any rule of the importer is changed and never used to tune one.  This script reads bare git
mirrors (as the search tool's `fetch` lays them out: `<mirrors>/<owner>+<name>/repo`) and copies
qualifying `.xib` / `.storyboard` blobs byte for byte into `<out>/files/`, with `index.jsonl`
(provenance and counts) and `repos.tsv` (the commit read per repository).

Two modes:

  # choose a commit per candidate repository and record it (repos.tsv), then collect
  python3 Scripts/ib/collect_frozen.py --discover Scripts/ib/frozen-candidates.txt \
      --mirrors /work/.mirror --out Datasets/xib-frozen

  # reproduce the committed set from the recorded commits (byte for byte)
  python3 Scripts/ib/collect_frozen.py --repos Datasets/xib-frozen/repos.tsv \
      --mirrors /work/.mirror --out Datasets/xib-frozen

Exclusions (each one skipped is named on stderr; a reserved one stops the script):
- every repository in ../shared/reserved-repos.txt, and any repository with a reserved one's
  name part (forks and copies keep the name): the script exits with an error;
- every repository of the fixture sets (../shared/fixtures/xib*/index.jsonl and
  Datasets/xib*/index.jsonl except the output itself), and any with a fixture repository's name
  part unless that name is generic (`ios`, `ios-app`, ...);
- every repository of the label census (Datasets/labels/repos.tsv) whose split is `fit` (the
  font model was fitted on them), or with such a repository's name part; `heldout` census
  repositories are allowed and marked;
- known renamed copies of used repositories (SAME_APP);
- repositories without a licence file (LICENSE, LICENCE, COPYING...) at the top of the tree, at
  the commit read or at the mirror's HEAD: their files cannot be redistributed.
Documents: byte-identical copies (SHA-1) of a fixture file, of a document of the census's fit
split (census.jsonl) or of a document already taken are skipped; dependency and vendored
folders (Pods/, Carthage/, ...) and folders named like a reserved repository are not read.

A document qualifies when: `<document>` format, `targetRuntime` iOS.CocoaTouch (phone or iPad),
`useAutolayout="YES"`, not a launch screen (`launchScreen="YES"` or a name containing
"launch"), 2 KB to 400,000 bytes, no DOCTYPE, parseable, at least 3 `<constraint>` elements and
3 views with a stored `<rect key="frame">`, at most a third of the views flagged `misplaced` or
`ambiguous`.  At most 6 documents per repository (PER_REPO), taken round-robin over kinds
(table cell, collection cell, plain view, storyboard scene, reusable view), each kind's
documents ordered by SHA-1.

The commit of a repository (discovery): of up to 24 first-parent commits evenly spaced from the
newest back to the first, the one with the most qualifying documents (then the newer).  Apps
move screens from Interface Builder to code over the years; the newest tree is often empty.

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
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))

SKIP_DIRS = re.compile(r"(^|/)(Pods|Carthage|Checkouts|SourcePackages|node_modules|DerivedData|\.build|build|"
                       r"[Vv]endors?|[Tt]hird[ _-]?[Pp]arty|3rd[ _-]?[Pp]arty|External|Frameworks)/")
# Reserved names too generic to mean a vendored copy when they name a folder.
GENERIC_FOLDERS = {"examples", "loop", "ish", "beam", "owl", "hackers", "instructions", "mobile-ios"}
# Fixture repository names too generic to mean a fork (many unrelated apps are called so).
GENERIC_FIXTURE_NAMES = {"ios", "ios-app", "app", "mobile", "ios-client", "iphone"}
# Renamed or moved copies of repositories already used (fixtures, census), whose name differs.
SAME_APP = {"kiwix/kiwix-apple": "kiwix/apple (census)", "haptic-apps/slide-ios": "ccrama/Slide-iOS (census)",
            "osmandapp/osmand": "osmandapp/OsmAnd-iOS (fixture)", "artsy/energy-legacy": "artsy/energy (fixture)",
            "oxen-io/session-ios": "session-foundation/session-ios (census)",
            "catchchat/yep": "CatchChatGroup/Yep", "youknowsthevies/my-wallet-v3-ios": "blockchain/My-Wallet-V3-iOS (fixture)",
            "openedx-unsupported/edx-app-ios": "edx/edx-app-ios (fixture)"}
KIND_ORDER = ["tableViewCell", "collectionViewCell", "view", "scene", "collectionReusableView"]
CONTROLS = {"textField", "switch", "activityIndicatorView", "segmentedControl", "slider",
            "progressView", "searchBar", "pickerView", "pageControl", "stepper", "datePicker"}
VIEW_ELEMENTS = {"view", "label", "button", "imageView", "stackView", "scrollView", "tableView",
                 "collectionView", "textView", "tableViewCell", "collectionViewCell",
                 "collectionReusableView", "tableViewCellContentView", "collectionViewCellContentView",
                 "visualEffectView", "mapView", "webView", "wkWebView", "navigationBar", "toolbar",
                 "tabBar", "containerView", "mtkView", "arscnView", "sceneKitView", "glkView",
                 "skView", "searchBar"} | CONTROLS
FIRST_NUMBER = 501
PER_REPO = 6
SAMPLES = 24


# ----------------------------------------------------------------------------------------------
# Exclusion lists

def load_reserved(path):
    full, names = set(), set()
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#") or "/" not in line:
            continue
        full.add(line.lower())
        names.add(line.split("/", 1)[1].lower())
    if not full:
        sys.exit("no repository read from " + path)
    return full, names


def is_reserved(repo, reserved):
    full, names = reserved
    r = repo.lower()
    return r in full or r.split("/", 1)[-1] in names


def load_fixtures(shared, out):
    repos, sha1s = set(), set()
    paths = glob.glob(os.path.join(shared, "fixtures", "*", "index.jsonl"))
    paths += glob.glob(os.path.join(ROOT, "Datasets", "xib*", "index.jsonl"))
    for p in paths:
        folder = os.path.abspath(os.path.dirname(p))
        if folder == os.path.abspath(out) or os.path.basename(folder) == "xib-frozen":
            continue  # this set itself (its committed copy, when writing elsewhere)
        for line in open(p, encoding="utf-8"):
            d = json.loads(line)
            repos.add(d["repo"].lower())
            sha1s.add(d["sha1"])
    if not repos:
        sys.exit("no fixture index found under " + shared)
    return repos, sha1s


def load_census_sha1s(path):
    """SHA-1s of documents the label census read in its fit split (census.jsonl beside repos.tsv)."""
    sha1s = set()
    path = os.path.join(os.path.dirname(path), "census.jsonl")
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            d = json.loads(line)
            if d.get("split") == "fit":
                sha1s.add(d["fileSha1"])
    return sha1s


def load_census(path):
    split = {}
    if os.path.exists(path):
        lines = open(path, encoding="utf-8").read().splitlines()
        head = lines[0].split("\t")
        for line in lines[1:]:
            row = dict(zip(head, line.split("\t")))
            split[row["repo"].lower()] = row.get("split", "")
    return split


def exclusion(repo, reserved, fixture_repos, census):
    """None when the repository may be used, else why not ('reserved' is fatal)."""
    r = repo.lower()
    name = r.split("/", 1)[-1]
    if is_reserved(repo, reserved):
        return "reserved"
    if r in fixture_repos:
        return "fixture repository"
    if name not in GENERIC_FIXTURE_NAMES and name in {f.split("/", 1)[1] for f in fixture_repos}:
        return "same name as a fixture repository"
    if census.get(r) == "fit":
        return "label census (fit split)"
    if name not in GENERIC_FIXTURE_NAMES and any(
            c.split("/", 1)[1] == name and s == "fit" for c, s in census.items()):
        return "same name as a label-census (fit) repository"
    if r in SAME_APP:
        return "same app as " + SAME_APP[r]
    return None


# ----------------------------------------------------------------------------------------------
# Git

def mirror_dir(mirrors, repo):
    d = os.path.join(mirrors, repo.replace("/", "+"))
    for cand in (os.path.join(d, "repo", ".git"), os.path.join(d, "repo"), d):
        if os.path.isdir(os.path.join(cand, "objects")) and os.path.exists(os.path.join(cand, "HEAD")):
            return cand
    return None


def git(gitdir, *args):
    out = subprocess.run(["git", "--git-dir=" + gitdir, *args], capture_output=True, check=False)
    if out.returncode != 0:
        raise RuntimeError("git %s: %s" % (" ".join(args), out.stderr.decode(errors="replace")[:200]))
    return out.stdout


LICENCE = re.compile(r"^(licen[cs]e|copying|unlicense)([._-].*)?$", re.I)


def licence_file(gitdir, commit):
    """A licence file at the top of the tree at `commit`, else at the mirror's HEAD, else None."""
    for c in (commit, "HEAD"):
        names = git(gitdir, "ls-tree", "--name-only", "-z", c).decode(errors="replace").split("\0")
        found = sorted(n for n in names if LICENCE.match(n))
        if found:
            return found[0] + ("" if c == commit else " (HEAD)")
    return None


def ib_entries(gitdir, commit, reserved_names):
    entries = []
    for item in git(gitdir, "ls-tree", "-r", "-z", "--full-tree", commit).split(b"\0"):
        if not item:
            continue
        meta, path = item.split(b"\t", 1)
        mode, typ, sha = meta.split()
        path = path.decode("utf-8", errors="surrogateescape")
        low = path.lower()
        if typ != b"blob" or not (low.endswith(".xib") or low.endswith(".storyboard")):
            continue
        if SKIP_DIRS.search(path):
            continue
        folders = [p.lower() for p in path.split("/")[:-1]]
        if any(p in reserved_names and p not in GENERIC_FOLDERS for p in folders):
            continue
        entries.append((path, sha.decode()))
    return entries


def read_blobs(gitdir, entries):
    if not entries:
        return []
    proc = subprocess.run(["git", "--git-dir=" + gitdir, "cat-file", "--batch"],
                          input="".join(s + "\n" for _, s in entries).encode(), capture_output=True)
    buf, pos, files = proc.stdout, 0, []
    for path, sha in entries:
        nl = buf.index(b"\n", pos)
        header = buf[pos:nl].split()
        pos = nl + 1
        if len(header) < 3 or header[1] != b"blob":
            continue  # missing (large files are left out of snapshots)
        n = int(header[2])
        files.append((path, sha, buf[pos:pos + n]))
        pos += n + 1
    return files


# ----------------------------------------------------------------------------------------------
# Documents

def analyse(path, data):
    """(record, None) for a qualifying document, else (None, reason)."""
    if len(data) < 2048 or len(data) > 400_000:
        return None, "size"
    if b"<!DOCTYPE" in data[:4096] or b"<!ENTITY" in data:
        return None, "doctype"
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        return None, "unparseable"
    if root.tag != "document":
        return None, "not <document>"
    if not root.get("targetRuntime", "").startswith("iOS.CocoaTouch"):
        return None, "runtime"
    if root.get("useAutolayout") != "YES":
        return None, "no autolayout"
    if root.get("launchScreen") == "YES" or "launch" in os.path.basename(path).lower():
        return None, "launch screen"
    framed = [e for e in root.iter() if any(c.tag == "rect" and c.get("key") == "frame" for c in e)]
    constraints = list(root.iter("constraint"))
    if len(constraints) < 3:
        return None, "few constraints"
    if len(framed) < 3:
        return None, "few stored frames"
    misplaced = sum(1 for e in framed if e.get("misplaced") == "YES")
    ambiguous = sum(1 for e in framed if e.get("ambiguous") == "YES")
    if 3 * (misplaced + ambiguous) > len(framed):
        return None, "misplaced/ambiguous"
    storyboard = root.get("type", "").endswith("Storyboard.XIB")
    kind = "scene"
    if not storyboard:
        objects = root.find("objects")
        tops = [c.tag for c in objects] if objects is not None else []
        for k in ("tableViewCell", "collectionViewCell", "collectionReusableView"):
            if k in tops:
                kind = k
                break
        else:
            kind = "view"
    device = root.find("device")
    labels = list(root.iter("label"))
    controls = sorted({e.tag for e in root.iter() if e.tag in CONTROLS})
    deps = root.find("dependencies")
    plugin = None
    if deps is not None:
        for p in deps.iter("plugIn"):
            plugin = p.get("version")
    rec = {
        "kind": kind,
        "toolsVersion": root.get("toolsVersion"),
        "pluginVersion": plugin,
        "device": device.get("id") if device is not None else None,
        "orientation": device.get("orientation") if device is not None else None,
        "views": sum(1 for e in framed if e.tag in VIEW_ELEMENTS),
        "constraints": len(constraints),
        "labels": len(labels),
        "multilineLabels": sum(1 for e in labels if e.get("numberOfLines") not in (None, "1")),
        "customClassLabels": sum(1 for e in labels if e.get("customClass")),
        "stackViews": sum(1 for _ in root.iter("stackView")),
        "scrollViews": sum(1 for _ in root.iter("scrollView")),
        "controls": sum(1 for e in root.iter() if e.tag in CONTROLS),
        "controlTypes": controls,
        "misplaced": misplaced,
        "ambiguous": ambiguous,
        "safeAreaGuides": sum(1 for e in root.iter("viewLayoutGuide") if e.get("key") == "safeArea"),
        "multiplierConstraints": sum(1 for c in constraints if c.get("multiplier")),
        "inequalityConstraints": sum(1 for c in constraints if c.get("relation")),
        "priorityConstraints": sum(1 for c in constraints if c.get("priority")),
        "imageResources": sum(1 for r in root.iter("image") if r.get("name") and r.get("width")),
    }
    return rec, None


def qualifying(gitdir, commit, reserved_names):
    docs = []
    for path, blob, data in read_blobs(gitdir, ib_entries(gitdir, commit, reserved_names)):
        rec, _ = analyse(path, data)
        if rec is not None:
            docs.append((path, blob, data, rec))
    return docs


def pick_commit(gitdir, reserved_names):
    """Of up to SAMPLES first-parent commits evenly spaced from HEAD back to the first, the one
    with the most qualifying documents (then the newer)."""
    commits = git(gitdir, "rev-list", "--first-parent", "HEAD").decode().split()
    if not commits:
        return None, 0
    step = max(1, len(commits) / SAMPLES)
    sampled = sorted({commits[min(len(commits) - 1, int(i * step))] for i in range(SAMPLES)},
                     key=commits.index)
    best, best_n = None, -1
    for c in sampled:  # newest first: a later commit wins only with more documents
        n = len({hashlib.sha1(d).hexdigest() for _, _, d, _ in qualifying(gitdir, c, reserved_names)})
        if n > best_n:
            best, best_n = c, n
    return best, best_n


def choose(docs, taken):
    """At most PER_REPO documents: round-robin over kinds, each kind ordered by SHA-1."""
    by_kind = {}
    seen = set()
    for path, blob, data, rec in docs:
        sha1 = hashlib.sha1(data).hexdigest()
        if sha1 in taken or sha1 in seen:
            continue
        seen.add(sha1)
        by_kind.setdefault(rec["kind"], []).append((sha1, path, blob, data, rec))
    for k in by_kind:
        by_kind[k].sort()
    chosen = []
    while len(chosen) < PER_REPO and any(by_kind.values()):
        for k in KIND_ORDER:
            if by_kind.get(k) and len(chosen) < PER_REPO:
                chosen.append(by_kind[k].pop(0))
    return chosen


# ----------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--repos", help="repos.tsv with the commit to read per repository")
    mode.add_argument("--discover", help="candidate repositories, one owner/name a line")
    ap.add_argument("--mirrors", default="/work/.mirror")
    ap.add_argument("--out", default=os.path.join(ROOT, "Datasets", "xib-frozen"))
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    ap.add_argument("--census", default=os.path.join(ROOT, "Datasets", "labels", "repos.tsv"))
    ap.add_argument("--min-docs", type=int, default=2,
                    help="discovery: leave out repositories with fewer qualifying documents")
    args = ap.parse_args()

    reserved = load_reserved(os.path.join(args.shared, "reserved-repos.txt"))
    fixture_repos, fixture_sha1s = load_fixtures(args.shared, args.out)
    census = load_census(args.census)

    if args.repos:
        lines = open(args.repos, encoding="utf-8").read().splitlines()
        rows = [dict(zip(lines[0].split("\t"), l.split("\t"))) for l in lines[1:] if l.strip()]
        plan = [(r["repo"], r["commit"]) for r in rows]
    else:
        names = [l.split("#")[0].strip() for l in open(args.discover, encoding="utf-8")]
        plan = [(n, None) for n in names if n]
    # Reserved repositories are refused before anything is read.
    bad = [r for r, _ in plan if is_reserved(r, reserved)]
    if bad:
        sys.exit("refused: reserved repositories in the list: " + ", ".join(bad))
    plan.sort(key=lambda rc: rc[0].lower())

    taken = set(fixture_sha1s) | load_census_sha1s(args.census)
    selected, repo_rows = [], []
    for repo, commit in plan:
        why = exclusion(repo, reserved, fixture_repos, census)
        if why:
            print("skipped %s: %s" % (repo, why), file=sys.stderr)
            continue
        gitdir = mirror_dir(args.mirrors, repo)
        if gitdir is None:
            msg = "no mirror for %s (fetch it%s)" % (repo, ": commit " + commit if commit else "")
            if commit:
                sys.exit(msg)
            print("skipped " + msg, file=sys.stderr)
            continue
        licence = licence_file(gitdir, commit or "HEAD")
        if licence is None:
            print("skipped %s: no licence file" % repo, file=sys.stderr)
            continue
        if commit is None:
            commit, n = pick_commit(gitdir, reserved[1])
            if commit is None or n < args.min_docs:
                print("skipped %s: %d qualifying documents" % (repo, max(n, 0)), file=sys.stderr)
                continue
        docs = qualifying(gitdir, commit, reserved[1])
        chosen = choose(docs, taken)
        if not chosen:
            print("skipped %s: nothing new at %s" % (repo, commit[:10]), file=sys.stderr)
            continue
        for sha1, path, blob, data, rec in chosen:
            taken.add(sha1)
            selected.append((repo, commit, sha1, path, blob, data, rec))
        licence = licence_file(gitdir, commit)
        repo_rows.append((repo, commit, len(docs), len(chosen), licence, "heldout" if census.get(repo.lower()) else ""))
        print("%s @ %s: %d qualifying, %d taken" % (repo, commit[:10], len(docs), len(chosen)), file=sys.stderr)

    files_dir = os.path.join(args.out, "files")
    os.makedirs(files_dir, exist_ok=True)
    for old in os.listdir(files_dir):
        os.remove(os.path.join(files_dir, old))
    index = []
    for i, (repo, commit, sha1, path, blob, data, rec) in enumerate(selected):
        ext = "storyboard" if path.lower().endswith(".storyboard") else "xib"
        name = "%03d.%s" % (FIRST_NUMBER + i, ext)
        with open(os.path.join(files_dir, name), "wb") as f:
            f.write(data)
        entry = {"file": name, "repo": repo, "path": path, "commit": commit, "blob": blob,
                 "sha1": sha1, "bytes": len(data)}
        entry.update(rec)
        entry["census"] = "heldout" if census.get(repo.lower()) else None
        index.append(entry)
    with open(os.path.join(args.out, "index.jsonl"), "w", encoding="utf-8") as f:
        for e in index:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(os.path.join(args.out, "repos.tsv"), "w", encoding="utf-8") as f:
        f.write("repo\tcommit\tqualifying\ttaken\tlicence\tcensus\n")
        for row in repo_rows:
            f.write("%s\t%s\t%d\t%d\t%s\t%s\n" % row)
    print("%d files from %d repositories" % (len(index), len(repo_rows)), file=sys.stderr)


if __name__ == "__main__":
    main()
