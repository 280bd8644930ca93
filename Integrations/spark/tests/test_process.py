"""The pipe protocol alone, with a stand-in for the tool (no Spark): large partitions stream
without deadlock, and every way a process can break it fails loudly."""

import io
import json
import sys

import pytest

from autolayout_spark.process import Chunk, HeightsCommand, ToolFailure, _LineReader, stream_results

# Answers one line per row and width after reading everything (as the tool does for a chunk),
# then misbehaves as argv[1] says.
FAKE_TOOL = r'''
import json, sys
mode, widths = sys.argv[1], [float(w) for w in sys.argv[2].split(",")]
rows = [line for line in sys.stdin.buffer.read().split(b"\n") if line.strip()]
if mode == "short":
    rows = rows[:-1]
out = sys.stdout
for row in rows:
    for width in widths:
        out.write(json.dumps({"id": json.loads(row)["id"], "width": width, "height": 10.0}) + "\n")
if mode == "extra":
    out.write("{}\n")
if mode == "fail":
    sys.stderr.write("autolayout heights: the template is broken\n")
    sys.exit(3)
'''


def fake_command(tmp_path, mode: str, widths=(375.0, 414.0)):
    script = tmp_path / "fake_tool.py"
    script.write_text(FAKE_TOOL)

    class Command(HeightsCommand):
        def argv(self):
            return [sys.executable, str(script), mode, ",".join(str(w) for w in widths)]

    return lambda: Command(binary="", template="", widths=tuple(widths), scale=3.0)


def chunks(count: int, per_chunk: int):
    for start in range(0, count, per_chunk):
        rows = range(start, min(count, start + per_chunk))
        payload = "".join(json.dumps({"id": row, "body": "x" * (row % 97)}) + "\n" for row in rows).encode()
        yield Chunk(payload, len(rows), start)


def test_a_large_partition_streams_in_order_without_deadlock(tmp_path):
    # 200,000 rows (~6 MB in, ~12 MB out): far more than any pipe holds.
    seen = 0
    for start, lines in stream_results(fake_command(tmp_path, "ok"), chunks(200_000, 5_000)):
        results = [json.loads(line) for line in lines.splitlines()]
        assert [result["id"] for result in results[::2]] == list(range(start, start + len(results) // 2))
        seen += len(results)
    assert seen == 400_000


@pytest.mark.parametrize("mode, message", [
    ("short", "ended after"), ("extra", "wrote more than"), ("fail", "exit code 3"),
])
def test_a_broken_protocol_fails_with_the_tools_message(tmp_path, mode, message):
    with pytest.raises(ToolFailure, match=message) as failure:
        for _ in stream_results(fake_command(tmp_path, mode), chunks(1_000, 300)):
            pass
    if mode == "fail":
        assert "the template is broken" in str(failure.value)


def test_no_chunk_no_process():
    def never():
        raise AssertionError("a command was made for an empty partition")

    assert list(stream_results(never, iter([]))) == []


def test_an_upstream_failure_is_the_tasks_failure(tmp_path):
    def failing():
        yield from chunks(10, 5)
        raise OSError("the input split is unreadable")

    with pytest.raises(OSError, match="unreadable"):
        for _ in stream_results(fake_command(tmp_path, "ok"), failing()):
            pass


class Trickle(io.RawIOBase):
    """A pipe that hands out a few bytes per read."""

    def __init__(self, data: bytes, step: int):
        self.data, self.step = data, step

    def read1(self, size: int) -> bytes:
        piece, self.data = self.data[:self.step], self.data[self.step:]
        return piece

    def read(self, size: int = -1) -> bytes:
        return self.read1(size)


@pytest.mark.parametrize("step", [1, 3, 7, 64, 1 << 20])
def test_line_reader_takes_whole_lines_across_reads(step):
    data = b"".join(b'{"id": %d}\n' % n for n in range(100)) + b'{"unfinished"'
    reader = _LineReader(Trickle(data, step))
    first, count = reader.take(30)
    assert count == 30 and first == b"".join(b'{"id": %d}\n' % n for n in range(30))
    rest, count = reader.take(100)
    assert count == 70 and rest.endswith(b'{"id": 99}\n')
    assert reader.rest() == b'{"unfinished"'
