#!/usr/bin/env python3
"""Draws the PNG images the shipped themes use (Assets/themes/images) with the standard library only.

Run from the repository root: python3 tools/make-theme-images.py
Every image is drawn from shapes and gradients here, so the output is the project's own and reproducible.
"""
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets", "themes", "images")
SAMPLES = 4  # supersampling per axis for anti-aliased edges


def write_png(path, width, height, pixels):
    """pixels: list of rows, each a list of (r, g, b, a) tuples with 0..255 ints."""
    raw = bytearray()
    for row in pixels:
        raw.append(0)  # filter type None
        for r, g, b, a in row:
            raw += bytes((r, g, b, a))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def in_rounded_rect(x, y, w, h, r):
    """True when (x, y) lies inside the rounded rectangle (0, 0, w, h) with corner radius r."""
    cx = min(max(x, r), w - r)
    cy = min(max(y, r), h - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def render(width, height, inside, colour):
    """Coverage of `inside(x, y)` times `colour(x, y)` (straight alpha), supersampled."""
    rows = []
    for py in range(height):
        row = []
        for px in range(width):
            hits = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    if inside(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES):
                        hits += 1
            r, g, b, a = colour(px + 0.5, py + 0.5)
            coverage = hits / (SAMPLES * SAMPLES)
            row.append((r, g, b, round(a * coverage)))
        rows.append(row)
    return rows


def lerp(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def glossy_track(w, h, top, bottom, gloss):
    """A pill with a vertical gradient and a lighter band over its upper half, like a 2009 iOS slider."""
    def colour(x, y):
        t = y / h
        base = lerp(top, bottom, t)
        if t < 0.45:
            base = lerp(base, (255, 255, 255), gloss * (1 - t / 0.45))
        r = h / 2
        cx = min(max(x, r), w - r)
        edge = r - math.hypot(x - cx, y - r)  # distance inside the pill's outline, round ends included
        if edge < 1.2:
            base = lerp(base, (0, 0, 0), 0.25)
        return base + (255,)
    return render(w, h, lambda x, y: in_rounded_rect(x, y, w, h, h / 2), colour)


def thumb(d, light, dark, ring):
    """A round knob lit from the top with a thin darker rim."""
    c = d / 2

    def colour(x, y):
        dist = math.hypot(x - c, y - c)
        base = lerp(light, dark, y / d)
        if dist > c - 1.3:
            base = lerp(base, ring, 0.7)
        return base + (255,)
    return render(d, d, lambda x, y: math.hypot(x - c, y - c) <= c, colour)


def kyl_icon(d, fill, mark):
    """KYL-style icon thumb: a filled disc with a white mark drawn by `mark(u, v)` in unit coordinates."""
    c = d / 2

    def colour(x, y):
        u, v = (x - c) / c, (y - c) / c
        if mark(u, v):
            return (255, 255, 255, 255)
        return fill + (255,)
    return render(d, d, lambda x, y: math.hypot(x - c, y - c) <= c, colour)


def angle_mark(u, v):
    """An angle: two strokes meeting at the lower left, the icon for a bend."""
    horizontal = -0.45 <= u <= 0.45 and 0.25 <= v <= 0.4
    vertical = -0.45 <= u <= -0.3 and -0.45 <= v <= 0.4
    return horizontal or vertical


def turn_mark(u, v):
    """A turning arrow: three quarters of a ring with an arrow head."""
    r = math.hypot(u, v)
    a = math.atan2(v, u)
    ring = 0.3 <= r <= 0.45 and not (-math.pi / 2 < a < 0)
    head = 0.0 <= u <= 0.35 and -0.6 <= v <= -0.15 and (v + 0.375) ** 2 * 4 <= (0.35 - u) ** 2 + 0.001
    return ring or head


def striped_track(w, h, base, stripe):
    """A pill with diagonal stripes: the KYL per-state background image."""
    def colour(x, y):
        return (stripe if int((x + y) / 8) % 2 == 0 else base) + (255,)
    return render(w, h, lambda x, y: in_rounded_rect(x, y, w, h, h / 2), colour)


def main():
    os.makedirs(OUT, exist_ok=True)
    images = {
        "hm-track-on.png": (95, 27, glossy_track(95, 27, (60, 140, 240), (10, 80, 200), 0.55)),
        "hm-track-off.png": (95, 27, glossy_track(95, 27, (250, 250, 250), (215, 215, 215), 0.2)),
        "hm-thumb.png": (27, 27, thumb(27, (255, 255, 255), (205, 205, 210), (150, 150, 155))),
        "kyl-thumb-off.png": (50, 50, kyl_icon(50, (153, 153, 153), angle_mark)),
        "kyl-thumb-on.png": (50, 50, kyl_icon(50, (158, 0, 6), turn_mark)),
        "kyl-track-off.png": (200, 60, striped_track(200, 60, (233, 233, 242), (222, 222, 234))),
        "kyl-track-on.png": (200, 60, striped_track(200, 60, (70, 0, 3), (95, 10, 14))),
    }
    for name, (w, h, pixels) in images.items():
        write_png(os.path.join(OUT, name), w, h, pixels)
        print("wrote", os.path.join("Assets/themes/images", name))


if __name__ == "__main__":
    main()
