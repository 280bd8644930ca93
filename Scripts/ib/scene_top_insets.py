#!/usr/bin/env python3
"""Storyboard scenes on a phone with a home button, by what Xcode knows of them, against the top
inset Xcode's canvas drew over them (read from stored frames) and ours.

For every scene root of a home-button phone in portrait, the subviews pinned by a required `=`
constraint (multiplier 1) by their top to the root's top safe-area edge or to the bottom of the
top layout guide give the inset Xcode drew (stored top less the constant) and ours (`autolayout
compare --json`).  Each scene is described by the attributes that could decide the inset: its
simulated size (`freeformSimulatedSizeMetrics`, a `simulatedDestinationMetrics` device, none),
stored size against the screen (full, shorter, narrower, larger), simulated status and top bar
metrics, how other scenes reach it (segue kinds, `modalPresentationStyle`, `embed`,
`relationship`), and the Xcode release.  Prints one row per scene (`--scenes`) and a table of
attribute tuples against Xcode's inset, with apps and documents.

    python3 Scripts/ib/scene_top_insets.py [--binary PATH] [--scenes] [--all] [SET_DIR ...]

`--all` keeps full-screen scenes too (by default only scenes whose stored size is not the
screen's).  Sets default to Datasets/xib, Datasets/xib-more and .build-evidence
(Scripts/ib/collect_evidence.py).  It refuses Datasets/xib-frozen: that set is held out.
Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import xml.etree.ElementTree as ET

from root_vertical_margins import DEFAULT_SETS, ROOT, our_frames
from top_insets import HOME_BUTTON_PHONES, SCREENS, pins, xcode_of


def controller_of(view, parents):
    step = parents.get(view)
    while step is not None and not step.tag.endswith("Controller"):
        step = parents.get(step)
    return step


def incoming(doc, parents):
    """controller id -> descriptions of the segues that lead to it."""
    found = collections.defaultdict(list)
    for segue in doc.iter("segue"):
        source = controller_of(segue, parents)
        kind = segue.get("kind", "?")
        if kind == "relationship":
            kind += ":" + segue.get("relationship", "?")
        style = segue.get("modalPresentationStyle")
        if style:
            kind += "/" + style
        found[segue.get("destination")].append(f"{kind}<{source.tag if source is not None else '?'}")
    return found


def simulated(controller):
    parts = []
    size = controller.find("*[@key='simulatedDestinationMetrics']")
    parts.append("size:" + (size.tag.replace("SimulatedSizeMetrics", "") + (":" + size.get("simulatedDevice", "") if size.get("simulatedDevice") else "") if size is not None else "-"))
    status = controller.find("*[@key='simulatedStatusBarMetrics']")
    if status is not None:
        parts.append("status:" + status.tag.replace("simulated", "").replace("Metrics", "") + (":" + status.get("statusBarStyle") if status.get("statusBarStyle") else ""))
    top = controller.find("*[@key='simulatedTopBarMetrics']")
    if top is not None:
        parts.append("top:" + top.tag.replace("simulated", "").replace("Metrics", ""))
    return " ".join(parts)


def screen_of(doc):
    """The screen of a phone the table above lacks: the size most of its scene roots have."""
    sizes = collections.Counter()
    for view in doc.iter("view"):
        rect = view.find("rect[@key='frame']")
        if view.get("key") == "view" and rect is not None:
            sizes[(float(rect.get("width")), float(rect.get("height")))] += 1
    return sizes.most_common(1)[0][0] if sizes else None


def shape(size, screen):
    if size == screen:
        return "full screen"
    w, h = size
    sw, sh = screen
    if w > sw or h > sh:
        return "larger"
    if w == sw and h < sh:
        return "shorter"
    if h == sh:
        return "narrower"
    return "smaller both"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sets", nargs="*", default=DEFAULT_SETS)
    parser.add_argument("--binary", default="Tool/.build/debug/autolayout")
    parser.add_argument("--scenes", action="store_true")
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--every-phone", action="store_true", help="phones with a home indicator too")
    args = parser.parse_args()
    table = collections.defaultdict(lambda: collections.defaultdict(set))
    for set_dir in args.sets:
        if "frozen" in set_dir:
            sys.exit("refusing the held-out frozen set")
        with open(os.path.join(ROOT, set_dir, "index.jsonl")) as handle:
            repos = {row["file"]: row["repo"] for row in map(json.loads, handle)}
        files_dir = os.path.join(ROOT, set_dir, "files")
        for name in sorted(os.listdir(files_dir)):
            if not name.endswith(".storyboard"):
                continue
            path = os.path.join(files_dir, name)
            doc = ET.parse(path).getroot()
            device = doc.find("device")
            if device is None or device.get("orientation") == "landscape":
                continue
            if device.get("id") not in HOME_BUTTON_PHONES and not (args.every_phone and device.get("id", "").startswith("retina")):
                continue
            screen = SCREENS.get(device.get("id")) or screen_of(doc)
            if screen is None:
                continue
            tools = doc.get("toolsVersion", "")
            parents = {child: parent for parent in doc.iter() for child in parent}
            segues = incoming(doc, parents)
            top_guides = {g.get("id") for g in doc.iter("viewControllerLayoutGuide") if g.get("type") == "top"}
            scenes = []
            for view in doc.iter("view"):
                if view.get("key") != "view":
                    continue
                controller = parents.get(view)
                if controller is None or not controller.tag.endswith("Controller"):
                    continue
                rect = view.find("rect[@key='frame']")
                size = (float(rect.get("width")), float(rect.get("height"))) if rect is not None else screen
                y = float(rect.get("y", 0)) if rect is not None else 0.0
                form = shape(size, screen)
                if form == "full screen" and not args.all:
                    continue
                root_pins = list(pins(view, top_guides))
                if root_pins:
                    scenes.append((view, controller, size, y, form, root_pins))
            if not scenes:
                continue
            frames = our_frames(args.binary, path)
            app = repos.get(name, "?")
            for view, controller, size, y, form, root_pins in scenes:
                values = set()
                for item, constant, guide in root_pins:
                    pair = frames.get((view.get("id"), item))
                    if pair is None or pair[2] != "determined":
                        continue
                    values.add((guide, round(pair[0][1] - constant, 1), round(pair[1][1] - constant, 1)))
                if not values:
                    continue
                into = sorted(set(segues.get(controller.get("id"), []))) or ["(no segue)"]
                described = simulated(controller)
                for guide, xcode_value, ours in sorted(values):
                    key = (xcode_of(tools), form, described, " ".join(into), guide, xcode_value, ours)
                    table[key][app].add(name)
                    if args.scenes:
                        print(f"{set_dir}/{name} {app} tools {tools} {device.get('id')} {controller.tag} {view.get('id')} "
                              f"{size[0]:g}x{size[1]:g} y={y:g} {form} [{described}] in: {' '.join(into)} "
                              f"{guide} -> xcode {xcode_value:g} ours {ours:g}")
    print("| Xcode | size | simulated | reached by | pinned to | Xcode's inset | ours | apps | documents |")
    print("|---|---|---|---|---|---|---|---|---|")
    for key, apps in sorted(table.items()):
        listing = ", ".join(f"{a.split('/')[-1]} ({len(v)})" for a, v in sorted(apps.items()))
        print(f"| {key[0]} | {key[1]} | {key[2]} | {key[3]} | {key[4]} | {key[5]:g} | {key[6]:g} | {len(apps)} | {listing} |")


if __name__ == "__main__":
    main()
