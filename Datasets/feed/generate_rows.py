#!/usr/bin/env python3
"""Write rows for the feed-cell template (``feed-cell.json``) as JSON Lines.

One line per post, in the rows format of docs/layout-document.md (a string value is that label's
text, an object holds overrides with the document's view keys)::

    {"id": 1, "name": "Ada Lovelace", "time": "3h", "handle": "@ada",
     "body": "...", "photo": {"hidden": true}}

Posts are English (~60 %), Simplified Chinese (~25 %) or mixed (~15 %).
Names and handles come from Faker (en_US / zh_CN) through a fixed pool of
authors, as a real feed shows the same people many times; bodies are built
from post-shaped templates filled with Faker's words, sentences, places,
companies and names, from one word to about 280 characters (Chinese posts about
half as many characters, as Twitter counts a Han character twice). About 8 %
of bodies carry an emoji. The photo is shown in 35 % of rows.

The output is a pure function of ``--seed``, ``--rows`` and the pinned Faker
version (``requirements.txt``): one ``random.Random(seed)`` for every choice
the script makes, and Faker instances seeded with ``seed_instance``. No clock
(Faker's date providers, which draw up to "now", are not used), no environment. Rows are prefix-stable: the first N rows of a longer run are
the rows of ``--rows N``.

``--error-sample`` writes ``rows-with-errors.jsonl`` instead: valid rows from
the same generator mixed with malformed ones, for error-handling tests (the
README lists what is wrong on each line).

Usage (from the repository root, Faker installed as the README says):
    python Datasets/feed/generate_rows.py                       # rows.jsonl, 10,000 rows
    python Datasets/feed/generate_rows.py --rows 1000000 --out /tmp/feed-1m.jsonl
    python Datasets/feed/generate_rows.py --error-sample        # rows-with-errors.jsonl
"""

import argparse
import json
import os
import random
import sys

from faker import Faker

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SEED = 20250701
DEFAULT_ROWS = 10000

LANGUAGES = [("en", 60), ("zh", 25), ("mix", 15)]
PHOTO_SHARE = 0.35
EMOJI_SHARE = 0.08
# Authors drawn once, before any row, so the pool never depends on --rows.
EN_AUTHORS = 4000
ZH_AUTHORS = 2000

# Body length targets in characters (English; Chinese uses half): many short
# posts, a long tail up to the 280-character limit.
LENGTH_BANDS = [((3, 40), 35), ((40, 140), 40), ((140, 220), 18), ((220, 280), 7)]
MAX_BODY = 280

EMOJI = ["😂", "❤️", "🎉", "🙏", "👍", "🔥", "😅", "☕", "✨", "🚀", "😭", "👀",
         "🤔", "💯", "🌧️", "👍🏽", "👨‍💻", "🇨🇳", "🇺🇸"]

# Faker's day_of_week() and month_name() draw a date up to "now", so they depend on the clock:
# the script picks these itself.
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

# English post openers; {x} slots are filled below. Short ones stand alone.
EN_SHORT = [
    "lol", "Same.", "This.", "Good morning!", "Finally Friday.", "Ship it!", "Nope.",
    "Thank you all!", "Can't stop laughing.", "Big if true.", "What a game.", "Mood.",
    "Back online.", "Who else is up?", "Coffee first.", "We did it!", "brb", "Happy {day}!",
    "Hello {city}!", "Congrats @{user}!", "Miss you, {first}.", "It's raining again.",
]
EN_OPENERS = [
    "Just landed in {city}.",
    "Big news: {company} is hiring a {job}.",
    "Can't believe it's already {day}.",
    "Coffee with @{user} on {street} this morning.",
    "Our team just shipped {bs}. Huge thanks to @{user} and @{user2}!",
    "Happy birthday, {first}!",
    "New post is up: {url}",
    "Hot take:",
    "Anyone else in {city} hearing that thunder?",
    "{count} days until {month}.",
    "Traffic on {street} is terrible again.",
    "Reminder: the {word} meetup starts at {clock} tomorrow.",
    "Reading a great thread by @{user} about {bs}.",
    "Three things I learned this week as a {job}:",
    "Update from {city}:",
    "If you're near {street}, stop by and say hi.",
    "{catch}? Not sure what that even means.",
    "Day {count} of learning to cook.",
    "Thread:",
    "PSA:",
]
EN_TAGS = ["#SwiftLang", "#iOSDev", "#AutoLayout", "#100DaysOfCode", "#TBT", "#Monday",
           "#travel", "#food", "#design", "#weekend", "#news", "#music"]

# Chinese post openers.
ZH_SHORT = ["哈哈哈", "早安！", "收到，谢谢", "太好了！", "周末愉快", "加油！", "同意。", "在路上了",
            "{city}下雨了", "晚安", "终于下班了", "好久不见，{surname}老师", "恭喜 @{user}！"]
ZH_OPENERS = [
    "今天在{city}，", "刚刚看完《{w1}{w2}》，", "@{user} 生日快乐！", "{company}发布了新产品，",
    "周末去{city}玩，", "分享一下：", "最近在学习{w1}，", "早上好，", "转发：", "{surname}老师说，",
    "第一次来{province}，", "今天的会议开到{clock}，", "推荐一家{city}的小店，",
]
ZH_END = ["。", "。", "。", "！", "？", "……"]

# Terms that mixed posts put into the other language's sentence.
MIX_TERMS = ["iPhone", "Swift", "Auto Layout", "PR", "deadline", "meeting", "WWDC", "App Store",
             "bug", "demo", "OK", "Wi-Fi", "Keynote", "Xcode", "code review", "UI", "API", "KPI",
             "brunch", "Zoom", "Slack", "GitHub", "Linux", "release"]
MIX_EN_TEMPLATES = [
    "{zh_clause}，{term}{zh_clause2}。",
    "{zh_clause}，明天的{term}别忘了！",
    "{en_sentence} {zh_sentence}",
    "{zh_sentence} {en_sentence}",
    "Meeting with {zh_name} at {clock}，记得带电脑。",
    "{term} 终于上线了，{zh_clause}。",
    "今天的 {term} 改了三次，{zh_clause}。",
    "Just tried {zh_food} in {city} — {en_sentence}",
]
ZH_FOODS = ["小笼包", "煎饼果子", "麻辣烫", "肠粉", "火锅", "豆浆油条", "炸酱面", "烤鸭"]


def write_jsonl(path, lines):
    """UTF-8, one line each, U+2028/U+2029 escaped so no line reader splits on them."""
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        for line in lines:
            out.write(line.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))
            out.write("\n")


def to_line(row):
    return json.dumps(row, ensure_ascii=False, allow_nan=False)


class FeedGenerator:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        # Weighted Faker (realistic name frequencies) for the author pool only: it is slow.
        people_en = Faker("en_US")
        people_en.seed_instance(seed + 1)
        people_zh = Faker("zh_CN")
        people_zh.seed_instance(seed + 2)
        # Unweighted Faker (fast, uniform over its lists) for the texts.
        self.en = Faker("en_US", use_weighting=False)
        self.en.seed_instance(seed + 3)
        self.zh = Faker("zh_CN", use_weighting=False)
        self.zh.seed_instance(seed + 4)
        self.en_authors = [(people_en.name(), "@" + people_en.user_name()) for _ in range(EN_AUTHORS)]
        self.zh_authors = [(people_zh.name(), "@" + people_zh.user_name()) for _ in range(ZH_AUTHORS)]

    # -- small draws -----------------------------------------------------

    def weighted(self, pairs):
        total = sum(weight for _, weight in pairs)
        x = self.rng.random() * total
        for value, weight in pairs:
            x -= weight
            if x < 0:
                return value
        return pairs[-1][0]

    def target_length(self):
        low, high = self.weighted(LENGTH_BANDS)
        return self.rng.randint(low, high)

    def time_string(self):
        kind = self.weighted([("now", 3), ("m", 25), ("h", 35), ("d", 20), ("date", 17)])
        if kind == "now":
            return "now"
        if kind == "m":
            return "%dm" % self.rng.randint(1, 59)
        if kind == "h":
            return "%dh" % self.rng.randint(1, 23)
        if kind == "d":
            return "%dd" % self.rng.randint(1, 6)
        month = self.rng.randrange(12)
        return "%s %d" % (MONTHS[month], self.rng.randint(1, MONTH_DAYS[month]))

    def clock(self):
        hour = self.rng.randint(7, 21)
        return "%d:%02d" % (hour, self.rng.choice([0, 15, 30, 45]))

    # -- English ---------------------------------------------------------

    def en_fill(self, template):
        en = self.en
        slots = {
            "city": en.city, "company": en.company, "job": en.job, "day": lambda: self.rng.choice(DAYS),
            "user": en.user_name, "user2": en.user_name, "street": en.street_name, "bs": en.bs,
            "first": en.first_name, "url": lambda: en.url() + en.slug(), "month": lambda: self.rng.choice(MONTH_NAMES),
            "word": en.word, "catch": en.catch_phrase, "clock": self.clock,
            "count": lambda: str(self.rng.randint(2, 99)),
        }
        values = {}
        for name, make in slots.items():
            if "{" + name + "}" in template:
                values[name] = make()
        return template.format(**values)

    def en_sentence(self):
        return self.en.sentence(nb_words=self.rng.randint(4, 14))

    def en_body(self, target):
        if target < 18:
            return self.en_fill(self.rng.choice(EN_SHORT))
        text = self.en_fill(self.rng.choice(EN_OPENERS)) if self.rng.random() < 0.7 else self.en_sentence()
        if text.endswith(":"):
            text += " " + self.en_sentence()
        while True:
            piece = self.en_sentence()
            if len(text) + 1 + len(piece) > target:
                break
            text += " " + piece
        if self.rng.random() < 0.15:
            tag = self.rng.choice(EN_TAGS)
            if len(text) + 1 + len(tag) <= MAX_BODY:
                text += " " + tag
        return text

    # -- Chinese ---------------------------------------------------------

    def zh_clause(self):
        return "".join(self.zh.words(nb=self.rng.randint(2, 5)))

    def zh_sentence(self):
        clauses = [self.zh_clause() for _ in range(self.rng.randint(1, 3))]
        return "，".join(clauses) + self.rng.choice(ZH_END)

    def zh_fill(self, template):
        zh = self.zh
        slots = {
            "city": lambda: zh.city_name() + "市", "company": zh.company, "province": zh.province,
            "user": zh.user_name, "surname": zh.last_name, "w1": zh.word, "w2": zh.word,
            "clock": self.clock,
        }
        values = {}
        for name, make in slots.items():
            if "{" + name + "}" in template:
                values[name] = make()
        return template.format(**values)

    def zh_body(self, target):
        target = max(2, target // 2)
        if target < 9:
            return self.zh_fill(self.rng.choice(ZH_SHORT))
        text = self.zh_fill(self.rng.choice(ZH_OPENERS)) if self.rng.random() < 0.6 else ""
        text += self.zh_sentence()
        while True:
            piece = self.zh_sentence()
            if len(text) + len(piece) > target:
                break
            text += piece
        return text

    # -- mixed -----------------------------------------------------------

    def mix_body(self, target):
        template = self.rng.choice(MIX_EN_TEMPLATES)
        values = {
            "zh_clause": self.zh_clause(), "zh_clause2": self.zh_clause(), "term": self.rng.choice(MIX_TERMS),
            "en_sentence": self.en_sentence(), "zh_sentence": self.zh_sentence(),
            "zh_name": self.zh.name(), "clock": self.clock(), "city": self.en.city(),
            "zh_food": self.rng.choice(ZH_FOODS),
        }
        text = template.format(**values)
        while len(text) < target * 3 // 4:
            piece = self.rng.choice([self.zh_sentence, self.en_sentence])()
            if len(text) + 1 + len(piece) > MAX_BODY:
                break
            text += (" " if piece[0].isascii() or text[-1].isascii() else "") + piece
        return text

    # -- rows ------------------------------------------------------------

    def add_emoji(self, text):
        emoji = self.rng.choice(EMOJI)
        if self.rng.random() < 0.5 or " " not in text:
            return text + " " + emoji
        words = text.split(" ")
        at = self.rng.randint(1, len(words) - 1)
        return " ".join(words[:at] + [emoji] + words[at:])

    def row(self, index):
        language = self.weighted(LANGUAGES)
        if language == "en" or (language == "mix" and self.rng.random() < 0.5):
            name, handle = self.rng.choice(self.en_authors)
        else:
            name, handle = self.rng.choice(self.zh_authors)
        time = self.time_string()
        target = self.target_length()
        body = {"en": self.en_body, "zh": self.zh_body, "mix": self.mix_body}[language](target)
        if self.rng.random() < EMOJI_SHARE:
            body = self.add_emoji(body)
        if len(body) > MAX_BODY:
            body = body[:MAX_BODY].rstrip()
        shown = self.rng.random() < PHOTO_SHARE
        return {"id": index, "name": name, "time": time, "handle": handle, "body": body,
                "photo": {"hidden": not shown}}


def error_sample(generator):
    """Valid rows mixed with malformed lines; the README's table says what is wrong where."""
    valid = [to_line(generator.row(index)) for index in range(1, 12)]
    bad = [
        'this is not JSON',
        '{"id": 102, "name": "Broken", "body": "no closing brace"',
        '[103, "Ada", "3h"]',
        '{"id": 104, "avatr": "typo of a view id", "body": "Unknown view id."}',
        '{"id": 105, "name": "Ada", "body": 5}',
        '{"id": 106, "name": "Ada", "body": NaN}',
        '{"id": 107, "name": "Ada", "photo": {"hidden": "yes"}}',
        '{"id": 108, "name": "Ada", "photo": [-1200, 675]}',
        '"just a string"',
        '{"id": 110, "name": "Ada", "photo": {"hidden": false, "image": [1200, -675]}}',
        '{"id": 111, "name": "Ada", "photo": {"hiden": true}}',
    ]
    lines = []
    for good, wrong in zip(valid, bad):
        lines.append(good)
        lines.append(wrong)
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=DEFAULT_ROWS, help="number of rows (default %(default)s)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="seed (default %(default)s)")
    parser.add_argument("--out", help="output file (default rows.jsonl, or rows-with-errors.jsonl "
                                      "with --error-sample, next to this script)")
    parser.add_argument("--error-sample", action="store_true",
                        help="write the small sample of valid and malformed rows instead")
    args = parser.parse_args(argv)
    if args.rows < 0:
        parser.error("--rows must be >= 0")
    generator = FeedGenerator(args.seed)
    if args.error_sample:
        out = args.out or os.path.join(HERE, "rows-with-errors.jsonl")
        write_jsonl(out, error_sample(generator))
    else:
        out = args.out or os.path.join(HERE, "rows.jsonl")
        write_jsonl(out, (to_line(generator.row(index)) for index in range(1, args.rows + 1)))
    print("wrote %s" % out, file=sys.stderr)


if __name__ == "__main__":
    main()
