"""How the label scripts call the tool's text measurer: one place, with no dependency beyond the
standard library (`evaluate.py` also needs the fit's Python model; scripts that only measure
import this instead)."""
import json
import subprocess


def run_measure(binary, requests, arguments=()):
    """`autolayout measure -` on JSON Lines `requests`: the answers without an error, by id."""
    done = subprocess.run([binary, "measure", "-", *arguments], input=requests,
                          capture_output=True, text=True, check=True)
    results = {}
    for line in done.stdout.splitlines():
        record = json.loads(line)
        if "error" not in record:
            results[record["id"]] = record
    return results
