#!/usr/bin/env python3
"""Writes Datasets/fonts/reference.jsonl: the stand-in model's answers (standin.py
with the fitted correction table of system-font.json) for a fixed, seeded set of
single-line texts, for the Swift tests to compare against.

Each record: {"id", "text", "size", "weight", "units", "width", "height@scale2", "height@scale3", "charUnits"}
  units    = line width in layout units (1/1024 pt), trailing white space excluded
  width    = units / 1024 (points, unrounded)
  height@scaleN = single-line height ceiled to the pixel grid of scale N
  charUnits = units owned by each character (hb advance of the clusters it starts + extraUnits),
              for diagnosing a mismatch; trailing white space is in charUnits but not in units

It also writes Datasets/fonts/reference-terms.json: the model's terms one by one, as standin.py
computes them, for the Swift tests to check SystemFontModel's functions against:
  sizes:       per size, tracking(s), sizeBand(s) (the shipped size-band tracking), both of the
               system font of iOS 9-13 (trackingIOS9to13, sizeBandIOS9to13), blend t(s),
               the single-line height unrounded and ceiled at scales 2 and 3, the baseline
  weights:     per UIKit weight, its number, weight class, weightTerm(w) in each design and the Inter files
  corrections (Text design), displayCorrections: per weight, correction(c, w) (1/1000 em) of every character the fitted table
               names plus the characters the Swift differential test draws and a few unlisted ones

Re-run after every refit:  .venv-fonts/bin/python Datasets/fonts/generate_reference.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import standin  # noqa: E402

SEED = 20261126
COUNT = 600
SIZES = [9, 11, 12, 13, 15, 16, 17, 19.5, 20, 22, 24, 28, 34, 40]
WEIGHTS = standin.WEIGHT_NAMES

WORDS = """settings profile account cancel done save edit delete share search name email
password login sign up forgot continue next back close open message messages photo photos
camera library album music video play pause stop record title subtitle description details
notifications privacy help about version update download upload loading error retry welcome
home today yesterday tomorrow week month year hour minute second total price amount balance
quantity address phone city country state zip code map location distance speed time date
start end from to by and or the of in on with your my new all none more less add remove
favorite favorites follow following followers likes comment comments reply send receive
transfer payment card bank wallet order orders cart checkout shipping delivery status
complete pending failed success warning info label button value score level player team
game match win lose draw round weather temperature humidity wind rain snow sunny cloudy""".split()

NAMES = ["Apple", "iPhone", "iPad", "Xcode", "Swift", "London", "Paris", "Tokyo", "Berlin",
         "Zürich", "München", "São Paulo", "Kraków", "Montréal", "Málaga", "Ålesund", "Øvre",
         "Straße", "Curaçao", "Señor", "Björk", "Crème brûlée", "Café", "Naïve", "Façade"]

PUNCT = ["...", "…", "—", "–", "-", "!", "?", ":", ";", ",", ".", "'", "\"", "“", "”", "‘", "’",
         "(", ")", "[", "]", "/", "&", "@", "#", "%", "+", "=", "*", "$", "€", "£", "¥", "°", "•", "·"]

FIXED = ["Label", "Title", "Hello, World!", "AV", "To", "Ty", "LT", "WAVE", "Yo-yo", "T.V.",
         "1234567890", "0", "11", "00:00", "12:45 PM", "$9.99", "100%", "+1 (555) 010-2030",
         "1x2", "A->B", "a b", "a  b", " leading", "trailing   ", "   ", "", "fi fl ffi",
         "iiiiiiii", "WWWWWWWW", "mmmm", "Ünïcödé", "ÀÉÎÕÜ àéîõü", "ß", "œuvre", "Æther",
         "Don't", "“Quoted”", "e.g.", "Sign In", "Sign in with Apple", "Terms & Conditions",
         "v1.2.3", "#hashtag", "@username", "user@example.com", "https://example.com/path",
         "Version 2.0 (Build 345)", "© 2026", "★★★★☆", "→", "Temperature: 21°C"]


def random_text(rng):
    kind = rng.choice(["word", "Word", "WORD", "sentence", "title", "digits", "number",
                       "punct", "mixed", "accent", "time", "money"])
    if kind == "word":
        return rng.choice(WORDS)
    if kind == "Word":
        return rng.choice(WORDS).capitalize()
    if kind == "WORD":
        return rng.choice(WORDS).upper()
    if kind == "sentence":
        n = rng.randint(3, 9)
        s = " ".join(rng.choice(WORDS) for _ in range(n))
        return s[0].upper() + s[1:] + rng.choice([".", "", "!", "?", "…", ":"])
    if kind == "title":
        return " ".join(rng.choice(WORDS).capitalize() for _ in range(rng.randint(1, 4)))
    if kind == "digits":
        return "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 12)))
    if kind == "number":
        return f"{rng.randint(0, 99999):,}.{rng.randint(0, 99):02d}"
    if kind == "punct":
        w = rng.choice(WORDS)
        return rng.choice(PUNCT) + w + rng.choice(PUNCT) + " " + rng.choice(WORDS).capitalize() + rng.choice(PUNCT)
    if kind == "mixed":
        return "".join(rng.choice([c.upper(), c]) for c in " ".join(rng.sample(WORDS, 2)))
    if kind == "accent":
        return rng.choice(NAMES) + rng.choice(["", ", " + rng.choice(NAMES), " " + rng.choice(WORDS)])
    if kind == "time":
        return f"{rng.randint(1, 12)}:{rng.randint(0, 59):02d} {rng.choice(['AM', 'PM'])}"
    return rng.choice(["$", "€", "£"]) + f"{rng.randint(0, 9999)}.{rng.randint(0, 99):02d}"


def cases():
    rng = random.Random(SEED)
    texts = list(FIXED)
    while len(texts) < COUNT:
        texts.append(random_text(rng))
    out = []
    for i, text in enumerate(texts):
        # every text at a seeded size/weight; the first rows walk every size x weight
        if i < len(SIZES) * len(WEIGHTS) and i < len(FIXED) * 3:
            size = SIZES[i % len(SIZES)]
            weight = WEIGHTS[i % len(WEIGHTS)]
        else:
            size = rng.choice(SIZES)
            weight = rng.choice(WEIGHTS)
        out.append((f"ref-{i + 1:04d}", text, size, weight))
    # plus every size x weight once on one pangram
    for size in SIZES:
        for weight in WEIGHTS:
            out.append((f"grid-{size}-{weight}", "The quick brown fox jumps over the lazy dog 0123456789", size, weight))
    return out


TERM_SIZES = [2, 6, 6.5, 9, 11, 12, 12.5, 13, 15, 16, 17, 17.5, 18, 19.5, 19.99, 20, 21, 22, 23.5, 24, 26,
              28, 31, 34, 37, 40, 50, 55, 60, 74, 96, 200]
# The characters SystemFontTests' differential test draws, and some the fitted table does not name.
TERM_CHARACTERS = "abcdefghijklmnopqrstuvwyzABCDEFGHIJKLMNOPQRSTUVWYZ0123456789 ,.'!xXQqé€中"


def terms():
    table = standin.FITTED
    characters = set(TERM_CHARACTERS) | set(table["base"]) | set(table["displayBase"])
    for deviations in table["classDeviation"].values():
        characters |= set(deviations)
    characters = sorted(characters)
    return {
        "generator": "Datasets/fonts/generate_reference.py (standin.py, system-font.json)",
        "units": "tracking, sizeBand, weightTerm, corrections: 1/1000 em; blend: 0 (Text design) or 1 "
                 "(Display); heights and baseline: points; weightTerm and corrections per design (text: a size "
                 "below opticalSize.displayFrom, display: from it)",
        "sizes": [{
            "size": size,
            "tracking": standin.tracking(size),
            "sizeBand": standin.size_band_tracking(size),
            "trackingIOS9to13": standin.tracking(size, "iOS9to13"),
            "sizeBandIOS9to13": standin.release_size_band_tracking(size, "iOS9to13"),
            "blend": standin.blend(size),
            "height": standin.height(size),
            "height@scale2": standin.height(size, 2),
            "height@scale3": standin.height(size, 3),
            "baseline": standin.baseline(size),
        } for size in TERM_SIZES],
        "weights": [{
            "weight": name,
            "number": standin.WEIGHTS[name]["number"],
            "class": standin.WEIGHT_CLASS[name],
            "weightTerm": {"text": standin.weight_term(name, standin.DISPLAY_FROM - 1),
                           "display": standin.weight_term(name, standin.DISPLAY_FROM)},
            "text": standin.WEIGHTS[name]["text"],
            "display": standin.WEIGHTS[name]["display"],
        } for name in WEIGHTS],
        "corrections": {name: {c: standin.correction(c, name, table, standin.DISPLAY_FROM - 1) for c in characters}
                        for name in WEIGHTS},
        "displayCorrections": {name: {c: standin.correction(c, name, table, standin.DISPLAY_FROM) for c in characters}
                               for name in WEIGHTS},
    }


def main():
    terms_path = os.path.join(HERE, "reference-terms.json")
    with open(terms_path, "w") as f:
        json.dump(terms(), f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {terms_path}")
    path = os.path.join(HERE, "reference.jsonl")
    with open(path, "w") as f:
        for rid, text, size, weight in cases():
            units = standin.width_units(text, size, weight)
            rec = {
                "id": rid,
                "text": text,
                "size": size,
                "weight": weight,
                "units": units,
                "width": units / 1024,
                "height@scale2": standin.height(size, 2),
                "height@scale3": standin.height(size, 3),
                "charUnits": standin.char_units(text, size, weight),
            }
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
