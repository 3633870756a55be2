#!/usr/bin/env python3
"""Synthesises the shipped themes' feedback sounds (docs/feedback.md) into Assets/themes/sounds/.

Each seed design gets its own short press, on and off clicks, in the character of its look; the refused,
pending, resolved and cross cues are shared. Every file is 16-bit mono PCM at 48 kHz, a few tens of
milliseconds long, made from decaying sines and a little seeded noise, so the sounds (and their licence)
are this project's. The output is deterministic: running it again gives the same bytes.
Usage: python3 tools/make-theme-sounds.py. Standard library only.
"""

import math
import random
import struct
import wave
from pathlib import Path

RATE = 48000
OUT = Path(__file__).resolve().parent.parent / "Assets" / "themes" / "sounds"


def tone(ms, parts, noise=0.0, attack_ms=1.0, seed=1):
    """Decaying sines: `parts` are (frequency Hz, amplitude, decay per second); plus `noise` in a short burst."""
    rng = random.Random(seed)
    frames = int(RATE * ms / 1000)
    samples = []
    for i in range(frames):
        t = i / RATE
        value = sum(a * math.exp(-d * t) * math.sin(2 * math.pi * f * t) for f, a, d in parts)
        if noise:
            value += noise * math.exp(-t * 900) * (rng.random() * 2 - 1)
        attack = min(1.0, t * 1000 / attack_ms) if attack_ms > 0 else 1.0
        fade = min(1.0, (frames - i) / (RATE * 0.004))
        samples.append(value * attack * fade)
    return samples


def join(*pieces, gap_ms=0):
    out = []
    for index, piece in enumerate(pieces):
        if index:
            out += [0.0] * int(RATE * gap_ms / 1000)
        out += piece
    return out


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.8 / peak)
    frames = b"".join(struct.pack("<h", int(round(s * scale * 32767))) for s in samples)
    path = OUT / name
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)


SEEDS = {
    # HMCustomSwitch: a glossy slider, a soft plastic click.
    "hm": {"press": tone(25, [(1800, 0.5, 220)], noise=0.3), "on": tone(40, [(1400, 0.7, 120), (2800, 0.2, 200)]),
           "off": tone(40, [(1000, 0.7, 120), (2000, 0.2, 200)])},
    # HwcCustomUISwitch: a square wooden tag, a dry tock.
    "hwc": {"press": tone(30, [(700, 0.6, 160)], noise=0.4, seed=2), "on": tone(50, [(900, 0.8, 90), (420, 0.4, 60)]),
            "off": tone(50, [(600, 0.8, 90), (300, 0.4, 60)])},
    # MMMSwitch: UISwitch's look, a small crisp tick.
    "mmm": {"press": tone(15, [(4200, 0.4, 400)], noise=0.2, seed=3), "on": tone(30, [(3200, 0.6, 180)]),
            "off": tone(30, [(2400, 0.6, 180)])},
    # KYLCustomSwitch: a round icon thumb, a bubbly pop that rises or falls.
    "kyl": {"press": tone(30, [(500, 0.6, 120)], attack_ms=3), "on": join(tone(25, [(660, 0.6, 80)]), tone(35, [(990, 0.6, 80)])),
            "off": join(tone(25, [(990, 0.6, 80)]), tone(35, [(660, 0.6, 80)]))},
}

SHARED = {
    "refused": join(tone(45, [(180, 0.8, 40), (360, 0.3, 60)]), tone(45, [(160, 0.8, 40), (320, 0.3, 60)]), gap_ms=25),
    "pending": tone(60, [(880, 0.4, 50)], attack_ms=8),
    "resolved": join(tone(50, [(880, 0.5, 60)]), tone(90, [(1320, 0.5, 45)])),
    "cross": tone(10, [(5200, 0.3, 600)], noise=0.1, seed=4),
}


def main():
    for seed, sounds in SEEDS.items():
        for cue, samples in sounds.items():
            write(f"{seed}-{cue}.wav", samples)
    for cue, samples in SHARED.items():
        write(f"{cue}.wav", samples)
    print(f"wrote {len(SEEDS) * 3 + len(SHARED)} sounds to {OUT}")


if __name__ == "__main__":
    main()
