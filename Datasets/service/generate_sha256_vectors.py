#!/usr/bin/env python3
"""SHA-256 reference digests for the height service's template ids (Tool/Tests/HeightServiceTests).

Inputs are seeded random byte strings of every length from 0 to 300 (all padding cases: a
message whose length leaves 55, 56 and 64 bytes in its last block among them) plus a few long
ones; digests come from Python's hashlib (standard library; Python 3.11.7 made the committed
file). Run: python3 Datasets/service/generate_sha256_vectors.py > Datasets/service/sha256-vectors.jsonl
"""
import hashlib
import json
import random

def main():
    rng = random.Random(26)
    lengths = list(range(0, 301)) + [1000, 4095, 4096, 65537]
    for length in lengths:
        data = bytes(rng.getrandbits(8) for _ in range(length))
        print(json.dumps({"hex": data.hex(), "sha256": hashlib.sha256(data).hexdigest()}))

if __name__ == "__main__":
    main()
