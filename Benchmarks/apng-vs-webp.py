#!/usr/bin/env python3
"""Animated PNG against Debian's animated WebP encoder (img2webp, package `webp`).

For each animated PNG written by Mosaic (default: the five of Output/figures/), prints its
size, then the size and encoding time of the same frames and durations as an animated
WebP: lossless, lossy at quality 80, and mixed (libwebp picks per frame). Then, for lossy
WebP, how far one frame (the middle one) is from the exact picture once decoded: the
share of pixels that changed and the largest channel error, out of 255.

    Benchmarks/apng-vs-webp.py [ANIMATION.png ...]

Needs python3 with numpy, and img2webp, cwebp and dwebp (`apt-get install webp`: not a
dependency of Mosaic, which writes APNG only).
"""
import glob, os, shutil, struct, subprocess, sys, tempfile, time, zlib
import numpy as np


def unfilter(raw, w, h, ch):
    stride = w*ch; out = np.zeros((h, stride), np.uint8); prev = np.zeros(stride, np.int32); p = 0
    for y in range(h):
        f = raw[p]; line = np.frombuffer(raw[p+1:p+1+stride], np.uint8).astype(np.int32); p += 1+stride
        if f == 0: cur = line
        elif f == 2: cur = (line + prev) & 255
        elif f == 1:
            cur = line.copy()
            for i in range(ch, stride): cur[i] = (cur[i] + cur[i-ch]) & 255
        else:
            cur = np.zeros(stride, np.int32)
            for i in range(stride):
                a = cur[i-ch] if i >= ch else 0; b = prev[i]; c = prev[i-ch] if i >= ch else 0
                if f == 3: v = (a+b)//2
                else:
                    pa, pb, pc = abs(b-c), abs(a-c), abs(a+b-2*c)
                    v = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                cur[i] = (line[i]+v) & 255
        out[y] = cur; prev = cur
    return out.reshape(h, w, ch)
def write(path, img):
    h, w, _ = img.shape
    raw = b''.join(b'\0' + img[y].tobytes() for y in range(h))
    def chunk(t, b): return struct.pack('>I', len(b)) + t + b + struct.pack('>I', zlib.crc32(t+b) & 0xffffffff)
    open(path,'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 1)) + chunk(b'IEND', b''))


def frames_of(path, folder):
    """Every frame of an APNG as a full PNG in `folder`: [(file, milliseconds)]."""
    data = open(path, 'rb').read()
    pos, frames, current = 8, [], None
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b'IHDR':
            width, height, _, colour = struct.unpack('>IIBB', body[:10])
            channels = {2: 3, 6: 4}[colour]
        elif kind == b'fcTL':
            _, w, h, x, y, num, den, _, _ = struct.unpack('>IIIIIHHBB', body)
            current = dict(w=w, h=h, x=x, y=y, ms=1000 * num / (den or 100), data=b'')
            frames.append(current)
        elif kind == b'IDAT' and current is not None:
            current['data'] += body
        elif kind == b'fdAT':
            current['data'] += body[4:]
    canvas = np.zeros((height, width, 3), np.uint8)
    result = []
    for index, frame in enumerate(frames):
        pixels = unfilter(zlib.decompress(frame['data']), frame['w'], frame['h'], channels)[:, :, :3]
        canvas[frame['y']:frame['y'] + frame['h'], frame['x']:frame['x'] + frame['w']] = pixels
        name = os.path.join(folder, 'frame-%04d.png' % index)
        write(name, canvas)
        result.append((name, int(round(frame['ms']))))
    return result


def ppm(path):
    data = open(path, 'rb').read()
    parts = data.split(maxsplit=4)
    width, height = int(parts[1]), int(parts[2])
    return np.frombuffer(parts[4][-width * height * 3:], np.uint8).reshape(height, width, 3)


def main():
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(os.path.dirname(__file__), '..', 'Output', 'figures',
                                                          '*-animated.png')))
    for tool in ('img2webp', 'cwebp', 'dwebp'):
        if shutil.which(tool) is None:
            sys.exit(f'{tool} is missing: apt-get install webp')
    print('| animation | frames | APNG | WebP lossless | WebP lossy q80 | WebP mixed | lossy frame: pixels changed, max error |')
    print('|---|---|---|---|---|---|---|')
    for path in paths:
        with tempfile.TemporaryDirectory() as folder:
            frames = frames_of(path, folder)
            sizes = []
            for mode in (['-lossless'], ['-lossy', '-q', '80'], ['-mixed']):
                out = os.path.join(folder, 'out.webp')
                arguments = ['img2webp', '-loop', '0'] + (mode if mode == ['-mixed'] else [])
                for name, ms in frames:
                    arguments += ['-d', str(ms)] + ([] if mode == ['-mixed'] else mode) + [name]
                started = time.perf_counter()
                subprocess.run(arguments + ['-o', out], check=True, capture_output=True)
                sizes.append((os.path.getsize(out), time.perf_counter() - started))
            middle = frames[len(frames) // 2][0]
            subprocess.run(['cwebp', '-quiet', '-q', '80', middle, '-o', os.path.join(folder, 'f.webp')], check=True)
            subprocess.run(['dwebp', '-quiet', os.path.join(folder, 'f.webp'), '-ppm', '-o',
                            os.path.join(folder, 'f.ppm')], check=True)
            exact = unfilter_png(middle)
            lossy = ppm(os.path.join(folder, 'f.ppm'))
            difference = np.abs(exact.astype(int) - lossy.astype(int))
            changed = (difference.max(axis=2) > 0).mean() * 100
            cells = ' | '.join(f'{size:,} B ({seconds:.2f} s)' for size, seconds in sizes)
            print(f'| {os.path.basename(path)} | {len(frames)} | {os.path.getsize(path):,} B | {cells} | '
                  f'{changed:.0f} %, {difference.max()} |')


def unfilter_png(path):
    data = open(path, 'rb').read()
    pos, idat = 8, b''
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b'IHDR':
            width, height = struct.unpack('>II', body[:8])
        elif kind == b'IDAT':
            idat += body
    return unfilter(zlib.decompress(idat), width, height, 3)


if __name__ == '__main__':
    main()
