#!/usr/bin/env python3
"""Mixed load against `autolayout serve` for MINUTES minutes (issue 26's soak):

    python3 Scripts/serve-soak.py [--minutes 10] [--clients 4] [--binary Tool/.build/release/autolayout]

Starts the service with two bundled templates and small limits, then CLIENTS threads send, for
the whole time, good heights requests (1 to 100 random rows of the bundled rows files, as JSON
Lines or as a JSON array, at one or two widths) mixed with bad ones: garbage bodies, broken
arrays, unknown templates and parameters, bodies and row counts over the limits, bytes that are
not HTTP, connections cut in the middle of a body. Every good answer must equal, byte for byte,
the lines `autolayout heights` wrote for the same rows (computed once at the start); every bad
one must get its 4xx, never a 5xx or a dropped connection. The server's resident memory is read
every 5 s from /proc; "memory flat" means the last minute's peak is within 10 % (and 32 MiB)
of the second minute's. Exit status 0 when all of that held and the server exited 0 on SIGTERM.
Python standard library only.
"""
import argparse
import http.client
import json
import os
import random
import socket
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEMPLATES = {
    "chat": ("Datasets/templates/chat-bubble.json", "Datasets/templates/chat-bubble-rows.jsonl"),
    "feed": ("Datasets/feed/feed-cell.json", "Datasets/feed/rows.jsonl"),
}
WIDTH_SETS = [[375], [320, 414]]
MAX_BODY = 1 << 20
MAX_ROWS = 500


def expected_lines(binary, template, rows_file, widths):
    """The CLI's result lines for every row of the file, grouped per row."""
    args = [binary, "heights", template, rows_file, "--scale", "3", "--allow-row-errors", "--allow-empty"]
    for width in widths:
        args += ["--width", str(width)]
    out = subprocess.run(args, cwd=ROOT, check=True, capture_output=True).stdout.decode()
    lines = out.splitlines()
    per_row = len(widths)
    return [lines[i:i + per_row] for i in range(0, len(lines), per_row)]


class Tally:
    def __init__(self):
        self.lock = threading.Lock()
        self.counts = {}
        self.failures = []

    def add(self, key, failure=None):
        with self.lock:
            self.counts[key] = self.counts.get(key, 0) + 1
            if failure and len(self.failures) < 20:
                self.failures.append(failure)


def request(port, method, path, body=None, content_type="application/x-ndjson"):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        headers = {"Content-Type": content_type} if body is not None else {}
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def raw(port, data, read=True):
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(data)
        if read:
            sock.shutdown(socket.SHUT_WR)
            while sock.recv(65536):
                pass


def good_request(port, rng, rows, expected, tally):
    name = rng.choice(list(TEMPLATES))
    widths_index = rng.randrange(len(WIDTH_SETS))
    widths = WIDTH_SETS[widths_index]
    lines = rows[name]
    count = rng.randint(1, 100)
    picks = [rng.randrange(len(lines)) for _ in range(count)]
    as_array = rng.random() < 0.3
    if as_array:
        body = ("[" + ",\n".join(lines[i] for i in picks) + "]").encode()
        content_type = "application/json"
    else:
        body = ("\n".join(lines[i] for i in picks) + "\n").encode()
        content_type = "application/x-ndjson"
    query = "&".join(f"width={w}" for w in widths) + "&scale=3"
    status, answer = request(port, "POST", f"/v1/templates/{name}/heights?{query}", body, content_type)
    want = "".join(line + "\n" for i in picks for line in expected[(name, widths_index)][i]).encode()
    if status != 200 or answer != want:
        tally.add("good-wrong", f"{name} {widths} rows {picks[:5]}... array={as_array}: {status} {answer[:200]!r}")
    else:
        tally.add("good-ok")
        with tally.lock:
            tally.counts["good-rows"] = tally.counts.get("good-rows", 0) + count


BAD_KINDS = ["garbage", "broken-array", "unknown-template", "unknown-parameter", "bad-width",
             "body-too-large", "too-many-rows", "not-http", "cut-body", "bad-template"]


def bad_request(port, rng, rows, tally):
    kind = rng.choice(BAD_KINDS)
    expect = {"garbage": 200, "broken-array": 400, "unknown-template": 404, "unknown-parameter": 400,
              "bad-width": 400, "body-too-large": 413, "too-many-rows": 413, "bad-template": 400}
    try:
        if kind == "garbage":
            # Garbage lines are rows' errors, in place: the answer is 200 with an error per line.
            body = bytes(rng.randrange(256) for _ in range(rng.randint(1, 2000)))
            status, _ = request(port, "POST", "/v1/templates/chat/heights?width=375", body, "application/x-ndjson")
        elif kind == "broken-array":
            status, _ = request(port, "POST", "/v1/templates/chat/heights?width=375", b'[{"id": 1}, {"id": "2}]', "application/json")
        elif kind == "unknown-template":
            status, _ = request(port, "POST", "/v1/templates/nope/heights?width=375", b'{"id": 1}\n')
        elif kind == "unknown-parameter":
            status, _ = request(port, "POST", "/v1/templates/chat/heights?widht=375", b'{"id": 1}\n')
        elif kind == "bad-width":
            status, _ = request(port, "POST", "/v1/templates/chat/heights?width=nan", b'{"id": 1}\n')
        elif kind == "body-too-large":
            try:
                status, _ = request(port, "POST", "/v1/templates/chat/heights?width=375", b" " * (MAX_BODY + 1000))
            except (ConnectionError, http.client.HTTPException, OSError):
                # The server may answer 413 and close before the client has sent the whole body.
                status = 413
        elif kind == "too-many-rows":
            body = ("\n".join(rows["chat"][i % len(rows["chat"])] for i in range(MAX_ROWS + 1)) + "\n").encode()
            status, _ = request(port, "POST", "/v1/templates/chat/heights?width=375", body)
        elif kind == "bad-template":
            status, _ = request(port, "POST", "/v1/templates", b'{"views": [{"id": "a", "kind": "lable"}]}', "application/json")
        elif kind == "not-http":
            raw(port, bytes(rng.randrange(256) for _ in range(rng.randint(1, 500))))
            status = None
        else:  # cut-body: a head that promises more body than is ever sent
            raw(port, b"POST /v1/templates/chat/heights?width=375 HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n{\"id\": 1", read=False)
            status = None
    except (ConnectionError, http.client.HTTPException, OSError) as error:
        if kind in ("not-http", "cut-body"):
            status = None
        else:
            tally.add("bad-wrong", f"{kind}: {error!r}")
            return
    if status is not None and status != expect[kind]:
        tally.add("bad-wrong", f"{kind}: status {status}, expected {expect[kind]}")
    else:
        tally.add("bad-ok")


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--binary", default=os.path.join(ROOT, "Tool/.build/release/autolayout"))
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    print(f"serve-soak: seed {seed}, {args.minutes} min, {args.clients} clients", flush=True)

    rows = {}
    expected = {}
    for name, (template, rows_file) in TEMPLATES.items():
        with open(os.path.join(ROOT, rows_file)) as handle:
            rows[name] = [line.rstrip("\n") for line in handle if line.strip()][:2000]
        subset = f"/tmp/serve-soak-{name}-rows.jsonl"
        with open(subset, "w") as handle:
            handle.write("\n".join(rows[name]) + "\n")
        for index, widths in enumerate(WIDTH_SETS):
            expected[(name, index)] = expected_lines(args.binary, template, subset, widths)

    command = [args.binary, "serve", "--port", "0", "--log-level", "warning", "--max-body-bytes", str(MAX_BODY),
               "--max-rows", str(MAX_ROWS)] + [f"--template={n}={t}" for n, (t, _) in TEMPLATES.items()]
    server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    port = int(line.rsplit(":", 1)[1])
    print(f"serve-soak: server pid {server.pid} on port {port}", flush=True)

    tally = Tally()
    stop = time.monotonic() + args.minutes * 60
    memory = []

    def client(index):
        rng = random.Random(seed * 1000 + index)
        while time.monotonic() < stop:
            try:
                if rng.random() < 0.8:
                    good_request(port, rng, rows, expected, tally)
                else:
                    bad_request(port, rng, rows, tally)
            except Exception as error:  # a good request that failed to connect or read
                tally.add("good-wrong", f"exception {error!r}")

    threads = [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
    for thread in threads:
        thread.start()
    start = time.monotonic()
    while any(thread.is_alive() for thread in threads):
        if server.poll() is not None:
            tally.add("crash", f"the server exited with {server.returncode}")
            break
        memory.append((time.monotonic() - start, resident_kib(server.pid)))
        time.sleep(5)
    for thread in threads:
        thread.join()

    server.terminate()
    status = server.wait(timeout=60)
    minute = [kib for t, kib in memory if 60 <= t < 120] or [kib for _, kib in memory[:12]]
    last = [kib for t, kib in memory if t >= max(0, memory[-1][0] - 60)] if memory else [0]
    early, late = max(minute or [0]), max(last or [0])
    flat = late <= early * 1.10 or late - early <= 32 * 1024
    print(f"serve-soak: {json.dumps(tally.counts, sort_keys=True)}")
    print(f"serve-soak: resident memory {early / 1024:.0f} MiB in minute 2, {late / 1024:.0f} MiB in the last minute "
          f"({'flat' if flat else 'GROWING'}); peak {max(k for _, k in memory) / 1024:.0f} MiB")
    print(f"serve-soak: server exit status {status} after SIGTERM")
    for failure in tally.failures:
        print(f"  failure: {failure}")
    ok = not tally.counts.get("good-wrong") and not tally.counts.get("bad-wrong") and not tally.counts.get("crash") \
        and flat and status == 0 and tally.counts.get("good-ok", 0) > 0
    print("serve-soak: " + ("passed" if ok else f"FAILED (seed {seed})"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
