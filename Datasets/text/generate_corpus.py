#!/usr/bin/env python3
"""Write the text-measurement corpus ``corpus.jsonl`` next to this file.

Each line is one input of ``autolayout measure``::

    {"id": "en-0001", "text": "...", "font": {"family": "system", "size": 15,
     "weight": "regular"}, "width": 300, "lines": 0, "scale": 0}

The texts are built from the word lists and templates below (English
social-feed posts, Simplified Chinese, mixed English + Chinese, numbers and
prices, emoji, very long words, hard line breaks, odd spacing, empty strings,
single characters, short UI labels).  The id prefix names the category.

The output is a pure function of this file: one ``random.Random(SEED)`` whose
only draw is ``random()`` (its stream is stable across Python versions), no
clock, no environment.  Running the script twice gives byte-identical output.

Usage:
    python3 Datasets/text/generate_corpus.py            # writes corpus.jsonl
    python3 Datasets/text/generate_corpus.py --out FILE
"""

import argparse
import json
import os
import random

SEED = 20250612

# How many texts of each category, in output order.
CATEGORY_COUNTS = [
    ("en", 520),      # English social-feed posts
    ("zh", 400),      # Simplified Chinese
    ("mix", 300),     # English and Chinese in one text
    ("num", 150),     # digits, prices, dates, counters
    ("emoji", 120),   # text with emoji (ZWJ sequences, skin tones, flags)
    ("long", 150),    # URLs, German compounds, digit runs: must break inside
    ("break", 220),   # hard line breaks: \n, \r\n, U+2028
    ("space", 120),   # leading / trailing / repeated spaces
    ("label", 100),   # short UI labels: names, buttons, timestamps
    ("single", 60),   # one character
    ("empty", 12),    # empty string
]

# ---------------------------------------------------------------------------
# Random helpers: everything is derived from Random.random() only.
# ---------------------------------------------------------------------------


class Draw:
    """Small wrapper over random.Random that only ever calls random()."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def unit(self):
        return self.rng.random()

    def below(self, n):
        """Integer in [0, n)."""
        return min(int(self.unit() * n), n - 1)

    def between(self, lo, hi):
        """Integer in [lo, hi], both included."""
        return lo + self.below(hi - lo + 1)

    def pick(self, seq):
        return seq[self.below(len(seq))]

    def chance(self, p):
        return self.unit() < p

    def weighted(self, pairs):
        """pairs: [(value, weight), ...]."""
        total = sum(w for _, w in pairs)
        x = self.unit() * total
        for value, weight in pairs:
            x -= weight
            if x < 0:
                return value
        return pairs[-1][0]

    def shuffled(self, seq):
        items = list(seq)
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items


# ---------------------------------------------------------------------------
# Word lists.
# ---------------------------------------------------------------------------

FIRST_NAMES = [
    "Ada", "Grace", "Linus", "Margaret", "Alan", "Katherine", "Dennis", "Barbara",
    "Ken", "Frances", "Tim", "Radia", "Guido", "Sophie", "Yukihiro", "Hedy",
    "Olivia", "Liam", "Emma", "Noah", "Amelia", "Oliver", "Isla", "Elijah",
    "Mia", "Lucas", "Chloe", "Mateo", "Zoe", "Arjun", "Priya", "Wei", "Mei",
    "Jun", "Hiro", "Aiko", "Fatima", "Omar", "Lars", "Ingrid", "Pierre",
    "Camille", "Diego", "Lucia", "Kwame", "Amara", "Sven", "Anya", "Tomasz",
]

LAST_NAMES = [
    "Lovelace", "Hopper", "Torvalds", "Hamilton", "Turing", "Johnson", "Ritchie",
    "Liskov", "Thompson", "Allen", "Berners-Lee", "Perlman", "van Rossum",
    "Wilson", "Matsumoto", "Lamarr", "Smith", "Garcia", "Nguyen", "Okafor",
    "Müller", "Schmidt", "Dubois", "Rossi", "Kowalski", "Andersson", "Zhang",
    "Wang", "Li", "Chen", "Tanaka", "Kim", "Patel", "O'Brien", "MacLeod",
]

HANDLE_WORDS = [
    "swift", "dev", "design", "coffee", "pixel", "layout", "cat", "runner",
    "maker", "travel", "daily", "ios", "code", "night", "owl", "studio",
    "photo", "green", "tea", "river", "north", "bytes", "type", "ui",
]

DOMAINS = [
    "example.com", "news.example.org", "blog.example.net", "shop.example.io",
    "docs.example.dev", "www.example.co.uk", "video.example.tv",
]

URL_WORDS = [
    "articles", "2024", "05", "how-to-build-a-layout-engine", "posts",
    "self-sizing-cells", "auto-layout-explained", "release-notes", "v2",
    "products", "summer-sale", "watch", "index.html", "guide", "en-us",
    "recipes", "the-best-dumplings-in-town", "issues", "pull", "1234",
]

TOPICS = [
    "the new release", "my morning run", "this coffee shop", "the conference",
    "the weekend hike", "our launch", "the bug fix", "the keynote",
    "this recipe", "the playoffs", "the concert last night", "my new desk setup",
    "the book club", "the city marathon", "the farmers market", "the road trip",
]

ADJECTIVES = [
    "amazing", "surprisingly good", "a bit slow", "absolutely wild", "so cozy",
    "way better than expected", "honestly underrated", "pretty chaotic",
    "beautiful", "exhausting but worth it", "hilarious", "very well organised",
]

EN_SENTENCES = [
    "Just finished {topic} and it was {adj}.",
    "Can't believe {topic} was {adj}!",
    "Huge thanks to {handle} for the help with {topic}.",
    "Anyone else think {topic} is {adj}?",
    "Read the full story here: {url}",
    "{name} and I spent the whole afternoon on {topic}.",
    "Hot take: {topic} is {adj}, and I will not be taking questions.",
    "Posting this before I forget: {topic} starts at {time}.",
    "Day {num} of learning Swift. Today: Auto Layout, stack views and {topic}.",
    "We shipped it! {topic} is live for everyone.",
    "If you missed {topic}, the recording is up at {url}",
    "Who's coming to {topic} on {day}? Doors open at {time}.",
    "Reminder that {topic} is free for students.",
    "The line for {topic} went around the block twice.",
    "Okay, {topic} was {adj}. Ten out of ten, would do it again.",
    "Update: {topic} has been moved to {day} because of the weather.",
    "Fun fact: the first version of {topic} was written in a weekend.",
    "Big shout-out to {name} {last} for organising {topic}.",
    "Three things I learned from {topic}: plan early, sleep more, and bring snacks.",
    "Not sure how I feel about {topic} yet. Give me a day.",
    "Thread about {topic}, because people keep asking.",
    "New post on the blog about {topic} {url}",
    "Ratio of coffee to code today: about 3 to 1.",
    "Why does {topic} always happen on a Monday?",
    "{handle} thanks for sharing, this is exactly what I needed!",
    "Tried {topic} for the first time and honestly it was {adj}.",
]

HASHTAGS = [
    "#swift", "#iOSDev", "#100DaysOfCode", "#design", "#coffee", "#weekend",
    "#travel", "#AutoLayout", "#buildinpublic", "#photography", "#running",
]

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

ZH_SUBJECTS = [
    "我们", "今天", "这家店", "新版本", "这本书", "周末的活动", "我的朋友", "公司",
    "这部电影", "北京的天气", "上海的地铁", "这道菜", "老师", "孩子们", "大家",
    "这款手机", "这次更新", "我家的猫", "图书馆", "早上的会议",
]

ZH_PREDICATES = [
    "真的很不错", "比想象中好多了", "有点让人失望", "值得一试", "终于上线了",
    "需要再等一段时间", "让我印象深刻", "已经排了很长的队", "非常受欢迎",
    "还在测试中", "改进了很多细节", "价格也很合理", "下午三点开始", "效果非常明显",
    "又一次推迟了", "解决了之前的问题", "让人感到很温暖", "适合全家一起参加",
]

ZH_CLAUSES = [
    "欢迎大家转发", "有兴趣的朋友可以看看", "详情请见官方网站", "记得提前预约",
    "下次还会再来", "推荐给身边的朋友", "希望越来越好", "请大家多多支持",
    "具体时间另行通知", "现场气氛非常热烈", "排队的人特别多", "我已经迫不及待了",
    "感谢所有参与的人", "不知道大家怎么看", "这一点很重要", "以后再慢慢说",
]

ZH_QUOTES = [
    "「慢慢来，比较快」", "「自动布局」", "“学而时习之”", "《三体》", "《红楼梦》",
    "「新功能」", "“好好学习，天天向上”", "「今日推荐」", "《人民日报》",
]

ZH_PARENS = [
    "（含税）", "（限时优惠）", "（第二版）", "（周一至周五）", "（详见附件）",
    "（仅限会员）", "（下午两点）", "（北京时间）",
]

ZH_LIST_ITEMS = ["苹果", "香蕉", "橙子", "葡萄", "西瓜", "草莓", "牛奶", "面包", "鸡蛋", "咖啡"]

ZH_ENDINGS = ["。", "！", "？", "……", "。", "。", "！？"]

MIX_TERMS = [
    "Swift", "iPhone", "Auto Layout", "UIKit", "App Store", "Xcode", "GitHub",
    "Wi-Fi", "Bluetooth", "WWDC", "macOS", "Linux", "API", "JSON", "CPU",
    "iOS 18", "Apple Watch", "SwiftUI", "Pango", "HarfBuzz", "OpenAI", "Google",
]

MIX_TEMPLATES = [
    "今天在{term}上学到了很多，{pred}。",
    "刚刚升级到{term}，{pred}！",
    "{term}的新功能{pred}，{clause}。",
    "有人用过{term}吗？听说{pred}。",
    "{name}说{term}{pred}。",
    "用{term}写了一个小工具，{clause}：{url}",
    "{term} vs {term2}：到底哪个更好？",
    "我们团队正在用{term}重写{term2}，{clause}。",
    "Meeting with {name} about {term} 明天上午十点，{clause}。",
    "Just tried {term} 的中文输入，{pred}。",
    "下载地址：{url}（{term} 版本）",
]

PRICE_TEMPLATES = [
    "${int}.{cents}",
    "$ {int},{thou}.{cents}",
    "€{int},{cents}",
    "£{int}.{cents} per month",
    "¥{int}",
    "￥{int}.{cents}",
    "Total: ${int}.{cents} (incl. tax)",
    "Was ${int}.99, now ${int2}.49 — save {pct}%!",
    "原价 ¥{int}，现价 ¥{int2}，立省 {pct}%",
    "Order #{digits} shipped on {date}",
    "{int} likes · {int2} comments · {int3} shares",
    "{int}.{one}K followers",
    "{int}.{one}M views",
    "Call us at +1 ({area}) {ex}-{line}",
    "Tel: +86 {mob}",
    "Version {one}.{int}.{one2} build {digits}",
    "{date} {time}",
    "Score: {int} – {int2}",
    "{pct}% complete · {int} of {int3} files",
    "ISBN 978-{one}-{area}-{ex}-{one2}",
    "共 {int} 条评论，{int2} 人点赞",
    "第 {int} 名，得分 {int2}.{one} 分",
    "温度 {one2}{one}°C，湿度 {pct}%",
    "1,234,567.89",
    "0.{digits}",
    "-{int}.{cents}",
]

EMOJI = [
    "😀", "😂", "🎉", "👍", "🔥", "🙏", "❤️", "✨", "☕", "🚀", "🌧️", "🍜", "🐱",
    "👍🏽", "🙏🏻", "👋🏿", "💪🏼", "👩‍💻", "👨‍👩‍👧", "🏳️‍🌈", "🧑🏾‍🚀", "🇨🇳", "🇺🇸",
    "😅", "🤔", "🥳", "🎂", "📱", "✅", "⭐",
]

GERMAN_COMPOUNDS = [
    "Donaudampfschifffahrtsgesellschaftskapitän",
    "Rechtsschutzversicherungsgesellschaften",
    "Kraftfahrzeughaftpflichtversicherung",
    "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
    "Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung",
    "Nahrungsmittelunverträglichkeitsuntersuchung",
    "Bundesausbildungsförderungsgesetz",
    "Arbeiterunfallversicherungsgesetz",
    "Siebentausendzweihundertvierundfünfzig",
    "Eisenbahnknotenpunktsverwaltungsgebäude",
]

LONG_TOKENS_EN = [
    "supercalifragilisticexpialidocious",
    "pneumonoultramicroscopicsilicovolcanoconiosis",
    "antidisestablishmentarianism",
    "SelfSizingCollectionViewCellWithDynamicTypeSupport",
    "NSLayoutConstraintUnsatisfiableConstraintsException",
    "translatesAutoresizingMaskIntoConstraints",
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    "iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii",
]

LABELS = [
    "Follow", "Following", "Message", "Share", "Reply", "Retweet", "Like",
    "Settings", "Sign in", "Sign out", "Create account", "Forgot password?",
    "Cancel", "Done", "Save changes", "Delete", "Edit profile", "See all",
    "Show more", "Load more comments", "Today", "Yesterday", "2h", "15m", "now",
    "· 3 min read", "Sponsored", "Verified", "Notifications", "Privacy Policy",
    "关注", "已关注", "私信", "分享", "回复", "设置", "登录", "退出登录", "取消",
    "完成", "保存", "删除", "查看全部", "展开", "收起", "刚刚", "3分钟前", "昨天",
]

SINGLE_CHARS = [
    "a", "W", "i", "M", "0", "7", "?", "@", "#", "&", ".", ",", "-", "—", "…",
    "é", "ß", "Ω", " ", "\n", "中", "国", "。", "，", "「", "」", "（", "！",
    "、", "“", "😀", "👍🏽", "👨‍👩‍👧", "€", "¥", "%",
]

# ---------------------------------------------------------------------------
# Text builders, one per category.
# ---------------------------------------------------------------------------


def make_name(d):
    return d.pick(FIRST_NAMES) + " " + d.pick(LAST_NAMES)


def make_handle(d):
    handle = "@" + d.pick(HANDLE_WORDS)
    if d.chance(0.5):
        handle += ("_" if d.chance(0.4) else "") + d.pick(HANDLE_WORDS)
    if d.chance(0.35):
        handle += str(d.between(1, 2024))
    return handle


def make_url(d, slug_words=0):
    scheme = "https://" if d.chance(0.85) else "http://"
    parts = [d.pick(URL_WORDS) for _ in range(d.between(0, 4))]
    if slug_words:
        parts.append("-".join(d.pick(URL_WORDS) for _ in range(slug_words)))
    url = scheme + d.pick(DOMAINS) + ("/" + "/".join(parts) if parts else "")
    if d.chance(0.3):
        url += "?utm_source=feed&utm_medium=social&id=" + str(d.between(1000, 999999))
    return url


def make_time(d):
    return "%d:%02d %s" % (d.between(1, 12), d.pick([0, 15, 30, 45]), d.pick(["AM", "PM"]))


def make_date(d):
    return "%04d-%02d-%02d" % (d.between(2019, 2025), d.between(1, 12), d.between(1, 28))


def fill_en_sentence(d):
    template = d.pick(EN_SENTENCES)
    first = d.pick(FIRST_NAMES)
    return template.format(
        topic=d.pick(TOPICS), adj=d.pick(ADJECTIVES), handle=make_handle(d),
        url=make_url(d), name=first, last=d.pick(LAST_NAMES), time=make_time(d),
        num=d.between(1, 100), day=d.pick(DAYS),
    )


def text_en(d):
    sentences = [fill_en_sentence(d) for _ in range(d.weighted([(1, 4), (2, 4), (3, 3), (4, 1)]))]
    text = " ".join(sentences)
    if d.chance(0.3):
        text += " " + " ".join(d.pick(HASHTAGS) for _ in range(d.between(1, 3)))
    if d.chance(0.15):
        text = make_handle(d) + " " + text
    return text


def zh_sentence(d):
    kind = d.below(7)
    subject, pred, clause = d.pick(ZH_SUBJECTS), d.pick(ZH_PREDICATES), d.pick(ZH_CLAUSES)
    if kind == 0:
        return subject + pred + "，" + clause + d.pick(ZH_ENDINGS)
    if kind == 1:
        return "关于" + d.pick(ZH_QUOTES) + "，" + subject + pred + d.pick(ZH_ENDINGS)
    if kind == 2:
        items = [d.pick(ZH_LIST_ITEMS) for _ in range(d.between(2, 5))]
        return "今天买了" + "、".join(items) + d.pick(ZH_PARENS) + "。"
    if kind == 3:
        return subject + d.pick(ZH_PARENS) + pred + "！" + clause + "？"
    if kind == 4:
        return "通知：" + subject + pred + "；" + clause + "。"
    if kind == 5:
        return d.pick(ZH_QUOTES) + pred + "，" + clause + "……"
    return subject + pred + "。"


def text_zh(d):
    count = d.weighted([(1, 3), (2, 4), (3, 3), (5, 1)])
    text = "".join(zh_sentence(d) for _ in range(count))
    if d.chance(0.04):
        text = "\u3000\u3000" + text  # paragraph indent with ideographic spaces
    return text


def text_mix(d):
    template = d.pick(MIX_TEMPLATES)
    term = d.pick(MIX_TERMS)
    text = template.format(
        term=term, term2=d.pick([t for t in MIX_TERMS if t != term]),
        pred=d.pick(ZH_PREDICATES), clause=d.pick(ZH_CLAUSES),
        name=d.pick(FIRST_NAMES), url=make_url(d),
    )
    if d.chance(0.4):
        text += " " + (fill_en_sentence(d) if d.chance(0.5) else zh_sentence(d))
    if d.chance(0.2):
        text += " " + d.pick(HASHTAGS)
    return text


def text_num(d):
    template = d.pick(PRICE_TEMPLATES)
    int1 = d.weighted([(d.between(0, 9), 1), (d.between(10, 999), 3), (d.between(1000, 99999), 1)])
    text = template.format(
        int=int1, int2=d.between(1, 9999), int3=d.between(10, 99999),
        cents="%02d" % d.below(100), thou="%03d" % d.below(1000),
        pct=d.between(1, 99), one=d.below(10), one2=d.below(10),
        digits="".join(str(d.below(10)) for _ in range(d.between(6, 14))),
        date=make_date(d), time=make_time(d), area=d.between(200, 989),
        ex=d.between(200, 999), line="%04d" % d.below(10000),
        mob="1%d%d %04d %04d" % (d.between(3, 9), d.below(10), d.below(10000), d.below(10000)),
    )
    if d.chance(0.25):
        text = d.pick(["Price: ", "价格：", "Now only ", "合计 "]) + text
    return text


def text_emoji(d):
    base = d.pick([text_en, text_zh, text_mix, lambda dd: d.pick(LABELS)])(d)
    words = base.split(" ")
    for _ in range(d.between(1, 3)):
        emoji = d.pick(EMOJI)
        if d.chance(0.3):
            emoji = emoji * d.between(2, 3)
        where = d.below(len(words) + 1)
        words.insert(where, emoji)
    text = " ".join(words)
    if d.chance(0.2):
        text = text.replace(" " + emoji, emoji, 1)  # glued to the word before
    return text


def long_token(d):
    kind = d.below(5)
    if kind == 0:
        return make_url(d, slug_words=d.between(3, 8))
    if kind == 1:
        return d.pick(GERMAN_COMPOUNDS)
    if kind == 2:
        return "".join(str(d.below(10)) for _ in range(d.between(30, 90)))
    if kind == 3:
        return d.pick(LONG_TOKENS_EN)
    return "".join(d.pick(HANDLE_WORDS).capitalize() for _ in range(d.between(5, 10)))


def text_long(d):
    token = long_token(d)
    form = d.below(4)
    if form == 0:
        return token
    if form == 1:
        return d.pick(["Link: ", "See ", "Das Wort ist ", "Reference number ", "链接："]) + token
    if form == 2:
        return token + " " + fill_en_sentence(d)
    return fill_en_sentence(d) + " " + token + " " + d.pick(["(sorry)", "is the answer.", "这个词太长了。", "ok"])


def text_break(d):
    separator = d.weighted([("\n", 7), ("\r\n", 2), ("\u2028", 2)])
    parts = []
    for _ in range(d.between(2, 5)):
        roll = d.below(10)
        if roll < 3:
            parts.append(fill_en_sentence(d))
        elif roll < 5:
            parts.append(zh_sentence(d))
        elif roll < 7:
            parts.append(d.pick(LABELS))
        elif roll < 8:
            parts.append("")  # empty paragraph: two breaks in a row
        elif roll < 9:
            parts.append(text_num(d))
        else:
            parts.append(text_mix(d))
    text = separator.join(parts)
    if d.chance(0.15):
        text += separator  # trailing hard break
    if d.chance(0.1):
        text = separator + text  # leading hard break
    if d.chance(0.15):
        # A second kind of break somewhere inside.
        other = d.pick(["\n", "\r\n", "\u2028"])
        cut = d.below(len(text) + 1)
        while 0 < cut < len(text) and text[cut - 1] == "\r" and text[cut] == "\n":
            cut += 1
        text = text[:cut] + other + text[cut:]
    return text


def text_space(d):
    base = d.pick([fill_en_sentence, zh_sentence, lambda dd: d.pick(LABELS), text_mix])(d)
    kind = d.below(6)
    if kind == 0:
        return " " * d.between(1, 6) + base
    if kind == 1:
        return base + " " * d.between(1, 8)
    if kind == 2:
        return " " * d.between(1, 4) + base + " " * d.between(1, 4)
    if kind == 3:
        return (" " * d.between(2, 6)).join(base.split(" "))
    if kind == 4:
        return " " * d.between(1, 12)  # only spaces
    words = base.split(" ")
    return "".join(w + " " * d.between(1, 5) for w in words)


def text_label(d):
    roll = d.below(4)
    if roll == 0:
        return make_name(d)
    if roll == 1:
        return make_handle(d)
    if roll == 2:
        return make_name(d) + " " + make_handle(d) + " · " + d.pick(["2h", "5m", "1d", "Mar 3", "刚刚"])
    return d.pick(LABELS)


def text_single(d, index):
    return SINGLE_CHARS[index % len(SINGLE_CHARS)]


BUILDERS = {
    "en": text_en, "zh": text_zh, "mix": text_mix, "num": text_num,
    "emoji": text_emoji, "long": text_long, "break": text_break,
    "space": text_space, "label": text_label,
}

# ---------------------------------------------------------------------------
# Layout parameters.
# ---------------------------------------------------------------------------


def draw_width(d, category):
    if d.chance(0.08 if category not in ("label", "single") else 0.3):
        return None
    width = d.between(100, 430)
    if d.chance(0.1):
        return width + 0.5
    return width


def draw_size(d):
    return d.weighted([
        (d.between(12, 20), 85), (11, 3), (d.between(21, 28), 8), (d.between(29, 34), 4),
    ])


def draw_lines(d, category):
    weights = [(0, 78), (1, 10), (2, 7), (3, 5)]
    if category in ("label", "num"):
        weights = [(0, 50), (1, 40), (2, 10)]
    return d.weighted(weights)


def make_entry(d, category, index):
    if category == "empty":
        text = ""
    elif category == "single":
        text = text_single(d, index)
    else:
        text = BUILDERS[category](d)
    width = draw_width(d, category)
    size = draw_size(d)
    weight = "bold" if d.chance(0.25) else "regular"
    lines = draw_lines(d, category)
    return {
        "id": "%s-%04d" % (category, index + 1),
        "text": text,
        "font": {"family": "system", "size": size, "weight": weight},
        "width": width,
        "lines": lines,
        "scale": 0,
    }


def to_json_line(entry):
    """One JSON line; raw UTF-8 except the characters some line readers split on."""
    line = json.dumps(entry, ensure_ascii=False)
    for ch in ("\u2028", "\u2029", "\u0085"):
        line = line.replace(ch, "\\u%04x" % ord(ch))
    return line


def build_corpus():
    d = Draw(SEED)
    entries = []
    for category, count in CATEGORY_COUNTS:
        for index in range(count):
            entries.append(make_entry(d, category, index))
    ids = [e["id"] for e in entries]
    assert len(ids) == len(set(ids)), "duplicate ids"
    return entries


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(here, "corpus.jsonl"))
    args = parser.parse_args()
    entries = build_corpus()
    with open(args.out, "w", encoding="utf-8", newline="\n") as out:
        for entry in entries:
            out.write(to_json_line(entry) + "\n")
    print("wrote %d texts to %s" % (len(entries), args.out))


if __name__ == "__main__":
    main()
