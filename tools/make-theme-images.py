#!/usr/bin/env python3
"""Draws the PNG images the shipped themes use (Assets/themes/images) with the standard library only.

Run from the repository root: python3 tools/make-theme-images.py
Every image is drawn from shapes and gradients here, so the output is the project's own and reproducible.
Each image is written at 1, 2 and 3 pixels per point (x.png, x@2x.png, x@3x.png): the same drawing in
point coordinates, sampled on a finer grid, so a HiDPI display gets real detail instead of an upscale.
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


def render(width, height, scale, inside, colour):
    """Coverage of `inside(x, y)` times `colour(x, y)` (straight alpha), supersampled; `width` x `height`
    points at `scale` pixels per point, both functions taking point coordinates."""
    rows = []
    for py in range(height * scale):
        row = []
        for px in range(width * scale):
            hits = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    if inside((px + (sx + 0.5) / SAMPLES) / scale, (py + (sy + 0.5) / SAMPLES) / scale):
                        hits += 1
            r, g, b, a = colour((px + 0.5) / scale, (py + 0.5) / scale)
            coverage = hits / (SAMPLES * SAMPLES)
            row.append((r, g, b, round(a * coverage)))
        rows.append(row)
    return rows


def lerp(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def glossy_track(w, h, scale, top, bottom, gloss):
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
    return render(w, h, scale, lambda x, y: in_rounded_rect(x, y, w, h, h / 2), colour)


def thumb(d, scale, light, dark, ring):
    """A round knob lit from the top with a thin darker rim."""
    c = d / 2

    def colour(x, y):
        dist = math.hypot(x - c, y - c)
        base = lerp(light, dark, y / d)
        if dist > c - 1.3:
            base = lerp(base, ring, 0.7)
        return base + (255,)
    return render(d, d, scale, lambda x, y: math.hypot(x - c, y - c) <= c, colour)


def kyl_icon(d, scale, mark):
    """A KYL thumb icon: a white mark on a transparent `d` x `d` point square, its edges anti-aliased by
    averaging `mark(u, v)` (unit coordinates, -1..1 across the square) over SAMPLES x SAMPLES points per
    pixel. The thumb's colour is the paint's `color`, drawn under the image, so the icon carries none."""
    c = d / 2
    n = d * scale
    rows = []
    for py in range(n):
        row = []
        for px in range(n):
            hits = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / scale
                    y = (py + (sy + 0.5) / SAMPLES) / scale
                    if mark((x - c) / c, (y - c) / c):
                        hits += 1
            row.append((255, 255, 255, round(255 * hits / (SAMPLES * SAMPLES))))
        rows.append(row)
    return rows


def near_segment(u, v, a, b, half_width):
    """True within `half_width` of the segment a-b: a stroke with round caps."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((u - ax) * dx + (v - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(u - (ax + t * dx), v - (ay + t * dy)) <= half_width


def angle_mark(u, v):
    """An angle: a chevron pointing left, two round-capped strokes meeting at a point (like "<")."""
    tip, top, bottom = (-0.32, 0.0), (0.22, -0.46), (0.22, 0.46)
    return near_segment(u, v, tip, top, 0.1) or near_segment(u, v, tip, bottom, 0.1)


def turn_mark(u, v):
    """A turning arrow: three quarters of a ring, open at the upper right, with an arrow head at its top
    end pointing clockwise."""
    r = math.hypot(u, v)
    a = math.atan2(v, u)
    ring = 0.34 <= r <= 0.52 and not (-math.pi / 2 < a < -0.25)
    # The head: a triangle at the ring's top end (0, -0.43), pointing right along the ring's direction.
    tip, base_top, base_bottom = (0.26, -0.43), (-0.04, -0.68), (-0.04, -0.18)

    def side(p, q):
        return (q[0] - p[0]) * (v - p[1]) - (q[1] - p[1]) * (u - p[0])
    head = side(base_top, tip) >= 0 and side(tip, base_bottom) >= 0 and side(base_bottom, base_top) >= 0
    return ring or head


def striped_track(w, h, scale, base, stripe):
    """A pill with diagonal stripes: the KYL per-state background image."""
    def colour(x, y):
        return (stripe if int((x + y) / 8) % 2 == 0 else base) + (255,)
    return render(w, h, scale, lambda x, y: in_rounded_rect(x, y, w, h, h / 2), colour)


def main():
    os.makedirs(OUT, exist_ok=True)
    images = {  # name: (width, height in points, drawing at a scale)
        "hm-track-on": (95, 27, lambda s: glossy_track(95, 27, s, (60, 140, 240), (10, 80, 200), 0.55)),
        "hm-track-off": (95, 27, lambda s: glossy_track(95, 27, s, (250, 250, 250), (215, 215, 215), 0.2)),
        "hm-thumb": (27, 27, lambda s: thumb(27, s, (255, 255, 255), (205, 205, 210), (150, 150, 155))),
        "kyl-thumb-off": (50, 50, lambda s: kyl_icon(50, s, angle_mark)),
        "kyl-thumb-on": (50, 50, lambda s: kyl_icon(50, s, turn_mark)),
        "kyl-track-off": (200, 60, lambda s: striped_track(200, 60, s, (233, 233, 242), (222, 222, 234))),
        "kyl-track-on": (200, 60, lambda s: striped_track(200, 60, s, (70, 0, 3), (95, 10, 14))),
    }
    for name, (w, h, draw) in images.items():
        for scale in (1, 2, 3):
            file = name + (".png" if scale == 1 else "@%dx.png" % scale)
            write_png(os.path.join(OUT, file), w * scale, h * scale, draw(scale))
            print("wrote", os.path.join("Assets/themes/images", file))


if __name__ == "__main__":
    main()
