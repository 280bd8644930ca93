#!/usr/bin/env python3
"""Write rows for the chat-bubble and settings-row templates as JSON Lines.

Two files next to this script (or in ``--outdir``), the rows format of docs/layout-document.md:

``chat-bubble-rows.jsonl`` (template ``chat-bubble.json``)::

    {"id": 1, "message": "On my way!", "timestamp": "9:41 AM",
     "attachment": {"hidden": true}}
    {"id": 2, "message": "...", "timestamp": "21:07",
     "attachment": {"hidden": false, "image": [200, 150]}}

Messages are English (~60 %), Simplified Chinese (~25 %) or mixed (~15 %),
from one word to about 300 characters, some with an emoji; an image is
attached in 20 % of rows, with one of a few thumbnail sizes.

``settings-row-rows.jsonl`` (template ``settings-row.json``)::

    {"id": 1, "title": "Wi-Fi", "detail": "Home-5G",
     "subtitle": "Automatically join known networks."}
    {"id": 2, "title": "...", "detail": "...", "subtitle": {"hidden": true}}

Titles and details range from one word to lengths that cannot both fit on the
line (the detail gives way first, then the title), in English and Chinese;
the subtitle is hidden in 40 % of rows.

Text comes from the word lists below and from Faker (en_US, zh_CN; version
pinned in ``requirements.txt``). The output is a pure function of ``--seed``,
``--rows`` and that Faker version: one ``random.Random`` per file for every
choice this script makes and Faker instances seeded with ``seed_instance``;
no clock, no environment. Rows are prefix-stable.

Usage (from the repository root, Faker installed as the README says):
    python Datasets/templates/generate_rows.py           # both files, 300 rows each
    python Datasets/templates/generate_rows.py --rows 5000 --outdir /tmp/templates
"""

import argparse
import json
import os
import random
import sys

from faker import Faker

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SEED = 20250702
DEFAULT_ROWS = 300

LANGUAGES = [("en", 60), ("zh", 25), ("mix", 15)]


def write_jsonl(path, rows):
    """UTF-8, one row a line, U+2028/U+2029 escaped so no line reader splits on them."""
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        for row in rows:
            line = json.dumps(row, ensure_ascii=False, allow_nan=False)
            out.write(line.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))
            out.write("\n")


class Draws:
    """The script's own choices (one random.Random) plus seeded Faker instances."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.en = Faker("en_US", use_weighting=False)
        self.en.seed_instance(seed + 1)
        self.zh = Faker("zh_CN", use_weighting=False)
        self.zh.seed_instance(seed + 2)

    def weighted(self, pairs):
        total = sum(weight for _, weight in pairs)
        x = self.rng.random() * total
        for value, weight in pairs:
            x -= weight
            if x < 0:
                return value
        return pairs[-1][0]

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)

    def en_sentence(self, low=3, high=12):
        return self.en.sentence(nb_words=self.rng.randint(low, high))

    def zh_sentence(self):
        clauses = ["".join(self.zh.words(nb=self.rng.randint(2, 4))) for _ in range(self.rng.randint(1, 3))]
        return "，".join(clauses) + self.pick(["。", "。", "！", "？", "……"])


# ---------------------------------------------------------------------------
# Chat bubbles
# ---------------------------------------------------------------------------

CHAT_EN_SHORT = ["ok", "OK!", "lol", "Sure", "Thanks!", "On my way!", "See you soon", "haha", "Yes",
                 "No way", "Good night", "Call me?", "Sounds good 👍", "Love it", "brb", "k",
                 "Running 5 min late, sorry!", "Where are you?", "Happy birthday, {first}!",
                 "Did you see {first}'s message?", "Meet at {street}?"]
CHAT_ZH_SHORT = ["好的", "收到", "哈哈哈", "谢谢！", "在吗？", "马上到", "晚安", "没问题", "好呀",
                 "明天见", "我到{city}了", "等我一下", "你吃饭了吗？", "辛苦了"]
CHAT_MIX = ["{zh}，明天的 meeting 改到 {clock} 了。", "OK，我 {clock} 到。", "刚发了 PR，帮我 review 一下？",
            "Deadline 是周五，{zh}", "{en} 你觉得呢？", "我在 {place}，{zh}", "Thanks！{zh}"]
CHAT_EMOJI = ["😂", "❤️", "🎉", "🙏", "👍", "😅", "😭", "👀", "🤔", "✨", "👍🏽"]
ATTACHMENT_SIZES = [[200, 150], [150, 200], [180, 180], [200, 112.5], [120, 160]]


def chat_time(draws, language):
    hour, minute = draws.rng.randint(0, 23), draws.rng.randint(0, 59)
    if language == "en":
        return "%d:%02d %s" % ((hour + 11) % 12 + 1, minute, "AM" if hour < 12 else "PM")
    return "%02d:%02d" % (hour, minute)


def chat_message(draws, language):
    size = draws.weighted([("short", 45), ("medium", 35), ("long", 20)])
    en, zh = draws.en, draws.zh
    if language == "en":
        if size == "short":
            return draws.pick(CHAT_EN_SHORT).format(first=en.first_name(), street=en.street_name())
        count = draws.rng.randint(1, 2) if size == "medium" else draws.rng.randint(3, 6)
        return " ".join(draws.en_sentence() for _ in range(count))
    if language == "zh":
        if size == "short":
            return draws.pick(CHAT_ZH_SHORT).format(city=zh.city_name())
        count = 1 if size == "medium" else draws.rng.randint(2, 5)
        return "".join(draws.zh_sentence() for _ in range(count))
    text = draws.pick(CHAT_MIX).format(zh=draws.zh_sentence(), en=draws.en_sentence(), place=en.street_name(),
                                       clock="%d:%02d" % (draws.rng.randint(8, 20), draws.pick([0, 15, 30, 45])))
    if size == "long":
        text += " " + draws.en_sentence() + " " + draws.zh_sentence()
    return text


def chat_rows(seed, count):
    draws = Draws(seed)
    for index in range(1, count + 1):
        language = draws.weighted(LANGUAGES)
        message = chat_message(draws, language)
        if draws.chance(0.08):
            message += " " + draws.pick(CHAT_EMOJI)
        time = chat_time(draws, language)
        if draws.chance(0.2):
            attachment = {"hidden": False, "image": draws.pick(ATTACHMENT_SIZES)}
        else:
            attachment = {"hidden": True}
        yield {"id": index, "message": message, "timestamp": time, "attachment": attachment}


# ---------------------------------------------------------------------------
# Settings rows
# ---------------------------------------------------------------------------

EN_TITLES = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds", "Focus",
             "Screen Time", "General", "Display & Brightness", "Wallpaper", "Battery", "Privacy",
             "Face ID & Passcode", "Emergency SOS", "Airplane Mode", "VPN", "Mail", "Contacts",
             "Calendar", "Language", "Region", "Storage", "Software Update", "Dark Mode", "Auto-Lock",
             "Keyboard", "Account", "Sign-In Email", "Backup"]
EN_LONG_TITLES = ["Automatically Download App Updates Over Cellular Data",
                  "Show Notification Previews on the Lock Screen",
                  "Allow Apps to Request to Track Across Other Companies' Websites",
                  "Reduce Motion When Switching Between Apps",
                  "Use Low Data Mode on Roaming Networks"]
ZH_TITLES = ["无线局域网", "蓝牙", "蜂窝网络", "个人热点", "通知", "声音与触感", "专注模式", "屏幕使用时间",
             "通用", "显示与亮度", "墙纸", "电池", "隐私与安全性", "面容ID与密码", "飞行模式", "语言与地区",
             "储存空间", "软件更新", "深色模式", "自动锁定", "键盘", "账户", "备份"]
ZH_LONG_TITLES = ["使用蜂窝移动数据自动下载应用更新", "在锁定屏幕上显示通知预览内容",
                  "允许应用请求跟踪您在其他公司的网站上的活动", "切换应用时减弱动态效果"]
EN_DETAILS = ["On", "Off", "Never", "30 seconds", "1 minute", "Automatic", "English", "United States",
              "Default", "Not Connected", "None", "Always", "Ask", "Wi-Fi Only", "Up to date"]
ZH_DETAILS = ["打开", "关闭", "永不", "30秒", "自动", "简体中文", "中国大陆", "默认", "未连接", "无", "始终", "询问"]
EN_SUBTITLES = ["Automatically join known networks.",
                "Apps can use this to find and connect to nearby devices.",
                "When this is on, your device saves power by limiting background activity until you charge it.",
                "Updates are downloaded automatically when the device is connected to Wi-Fi and power.",
                "Share your connection with {first} and other people in your family."]
ZH_SUBTITLES = ["自动加入已知网络。", "应用可以使用此功能查找并连接附近的设备。",
                "打开后，设备将限制后台活动以节省电量，直到充电。", "连接无线局域网并充电时自动下载更新。"]


def settings_detail(draws, language):
    en, zh = draws.en, draws.zh
    kind = draws.weighted([("word", 40), ("network", 12), ("device", 10), ("email", 10), ("phone", 6),
                           ("storage", 8), ("version", 6), ("empty", 8)])
    if kind == "word":
        return draws.pick(EN_DETAILS if language == "en" else ZH_DETAILS)
    if kind == "network":
        return draws.pick(["%s Guest" % en.company(), "Home-5G", "%s-%d" % (en.last_name(), draws.rng.randint(1, 99)),
                           "%s的WiFi" % zh.name(), "CMCC-%04d" % draws.rng.randint(0, 9999)])
    if kind == "device":
        owner = en.first_name() if language == "en" else zh.name()
        model = draws.pick(["iPhone", "iPad", "MacBook Pro (16-inch, 2023)", "Apple Watch", "AirPods Pro"])
        return "%s's %s" % (owner, model) if language == "en" else "%s的%s" % (owner, model)
    if kind == "email":
        return (en if language == "en" else zh).email()
    if kind == "phone":
        return (en if language == "en" else zh).phone_number()
    if kind == "storage":
        used = draws.rng.randint(1, 255) + draws.rng.randint(0, 9) / 10
        return ("%.1f GB of 256 GB used" % used) if language == "en" else ("已使用 %.1f GB / 256 GB" % used)
    if kind == "version":
        return "%d.%d.%d" % (draws.rng.randint(15, 18), draws.rng.randint(0, 6), draws.rng.randint(0, 3))
    return ""


def settings_subtitle(draws, language):
    if language == "zh":
        text = draws.pick(ZH_SUBTITLES)
        if draws.chance(0.4):
            text += draws.zh_sentence()
        return text
    text = draws.pick(EN_SUBTITLES).format(first=draws.en.first_name())
    if draws.chance(0.4):
        text += " " + draws.en_sentence(6, 16)
    if language == "mix":
        text += " " + draws.pick(ZH_SUBTITLES)
    return text


def settings_rows(seed, count):
    draws = Draws(seed)
    for index in range(1, count + 1):
        language = draws.weighted(LANGUAGES)
        title_lang = "zh" if language == "zh" or (language == "mix" and draws.chance(0.5)) else "en"
        long_title = draws.chance(0.15)
        if title_lang == "en":
            title = draws.pick(EN_LONG_TITLES if long_title else EN_TITLES)
        else:
            title = draws.pick(ZH_LONG_TITLES if long_title else ZH_TITLES)
        detail_lang = ("en" if title_lang == "zh" else "zh") if language == "mix" else title_lang
        detail = settings_detail(draws, detail_lang)
        if draws.chance(0.6):
            subtitle = settings_subtitle(draws, language)
        else:
            subtitle = {"hidden": True}
        yield {"id": index, "title": title, "detail": detail, "subtitle": subtitle}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=DEFAULT_ROWS, help="rows per file (default %(default)s)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="seed (default %(default)s)")
    parser.add_argument("--outdir", default=HERE, help="where to write (default: next to this script)")
    args = parser.parse_args(argv)
    if args.rows < 0:
        parser.error("--rows must be >= 0")
    outputs = [("chat-bubble-rows.jsonl", chat_rows(args.seed, args.rows)),
               ("settings-row-rows.jsonl", settings_rows(args.seed + 100, args.rows))]
    for name, rows in outputs:
        path = os.path.join(args.outdir, name)
        write_jsonl(path, rows)
        print("wrote %s" % path, file=sys.stderr)


if __name__ == "__main__":
    main()
