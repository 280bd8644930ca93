#!/usr/bin/env python3
"""Throughput of the Spark job against ``autolayout heights`` on the same rows and machine.

Per run, in turn (so a busy machine slows both alike): the CLI on the rows file (all cores,
output to a file), then the job in one Spark session (``local[2]`` by default) from the same
file to Parquet, at each partition count. The job's time is that of its write action, in a
session started (and warmed up by one small job) beforehand: Spark's start-up is a fixed cost
per application, not per row. Prints a Markdown table of medians and one JSON line.

Besides wall time, each run's CPU time: the CLI's (it is a child process), and the job's as the
growth of user + system time, own and of reaped children, over every process under this one
(the JVM, PySpark's daemon and workers, and through them the tools). On a machine others are
using, wall time depends on how the scheduler shares the cores among everyone's processes; CPU
time per row does not, and it is what the job's overhead costs on a quiet machine.

    .venv-spark/bin/python Integrations/spark/benchmarks/throughput.py /tmp/feed-1m.jsonl \\
        --binary Tool/.build/release/autolayout --runs 3 --partitions 1 2 4 8
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


def tree_cpu_seconds(root: int) -> float:
    """User + system seconds, own and of reaped children, of every process below ``root``."""
    parents = {}
    times = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(name)] = int(fields[1])
        times[int(name)] = sum(int(value) for value in fields[11:15])
    below = set()
    changed = True
    while changed:
        changed = False
        for pid, parent in parents.items():
            if pid not in below and (parent == root or parent in below):
                below.add(pid)
                changed = True
    return sum(times[pid] for pid in below) / os.sysconf("SC_CLK_TCK")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rows", help="A rows file (JSON Lines), e.g. made by Datasets/feed/generate_rows.py.")
    parser.add_argument("--template", default=os.path.join(ROOT, "Datasets", "feed", "feed-cell.json"))
    parser.add_argument("--binary", default=os.environ.get("AUTOLAYOUT_BINARY",
                                                           os.path.join(ROOT, ".build", "release", "autolayout")))
    parser.add_argument("--width", dest="widths", type=float, action="append", help="Default: 375.")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--partitions", type=int, nargs="+", default=[2])
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    widths = arguments.widths or [375.0]
    sys.path.insert(0, os.path.join(ROOT, "Integrations", "spark", "src"))
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession

    from autolayout_spark.cli import parse_arguments, run

    spark = (SparkSession.builder.master(arguments.master).appName("autolayout throughput")
             .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    scratch = tempfile.mkdtemp(prefix="autolayout-throughput-")
    rows = sum(1 for line in open(arguments.rows, "rb") if line.strip())
    width_options = [option for width in widths for option in ("--width", repr(width))]

    def spark_job(partitions: int, path: str) -> tuple:
        output = os.path.join(scratch, "out")
        options = parse_arguments(["heights", arguments.template, path, output, *width_options,
                                   "--binary", arguments.binary, "--partitions", str(partitions),
                                   "--overwrite", "--progress", "0"])
        started, cpu = time.monotonic(), tree_cpu_seconds(os.getpid())
        run(options, spark)
        return time.monotonic() - started, tree_cpu_seconds(os.getpid()) - cpu

    def cli() -> tuple:
        command = [arguments.binary, "heights", arguments.template, arguments.rows, *width_options, "--scale", "3",
                   "--out", os.path.join(scratch, "cli.jsonl")]
        started, before = time.monotonic(), resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return time.monotonic() - started, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime

    warm_up = os.path.join(scratch, "warm-up.jsonl")
    with open(arguments.rows, "rb") as source, open(warm_up, "wb") as target:
        target.writelines(line for _, line in zip(range(2000), source))
    spark_job(2, warm_up)
    times = {"cli": []}
    cpu = {"cli": []}
    for partitions in arguments.partitions:
        times[partitions] = []
        cpu[partitions] = []
    for run_index in range(arguments.runs):
        for key in times:
            wall, seconds = cli() if key == "cli" else spark_job(key, arguments.rows)
            times[key].append(wall)
            cpu[key].append(seconds)
        print(f"run {run_index + 1}: " + ", ".join(f"{key}: {times[key][-1]:.2f} s ({cpu[key][-1]:.2f} s CPU)"
                                                   for key in times), file=sys.stderr)
    spark.stop()
    shutil.rmtree(scratch, ignore_errors=True)

    cli_median = statistics.median(times["cli"])
    cli_cpu = statistics.median(cpu["cli"])
    print(f"{rows:,} rows x {len(widths)} width(s), {arguments.master}, medians of {arguments.runs} runs, "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print()
    print("| run | partitions | wall s | rows/s | wall / CLI | CPU s | CPU / CLI |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    print(f"| `autolayout heights` (all cores) | - | {cli_median:.2f} | {rows / cli_median:,.0f} | 1.00 | "
          f"{cli_cpu:.2f} | 1.00 |")
    for partitions in arguments.partitions:
        median = statistics.median(times[partitions])
        seconds = statistics.median(cpu[partitions])
        print(f"| Spark job, {arguments.master} | {partitions} | {median:.2f} | {rows / median:,.0f} | "
              f"{median / cli_median:.2f} | {seconds:.2f} | {seconds / cli_cpu:.2f} |")
    print(json.dumps({"rows": rows, "widths": widths, "master": arguments.master, "runs": arguments.runs,
                      "wall_seconds": {str(key): values for key, values in times.items()},
                      "cpu_seconds": {str(key): values for key, values in cpu.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
