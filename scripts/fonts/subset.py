#!/usr/bin/python3
"""
The web fonts' first-load files: the Latin text the pages are written in, cut from the
self-hosted variable fonts (@fontsource-variable, SIL Open Font License), with the whole weight
axis, kerning and the layout features the pages use. Writes apps/web/src/app/fonts/*.woff2 and
fonts.css, whose faces cover exactly what each file holds; any other character is drawn from the
package's full files, which a page downloads only when its text has one (decision record 043).

It also writes font-fallbacks.css, a fallback face for each family: a common local font (Arial,
Times New Roman, or their metric twins Liberation Sans and Serif) scaled to the web font's
average letter width, ascent and descent, so the text drawn before the web font arrives takes
the same room and nothing moves when it swaps in. The page's first paint uses these; the web
fonts are fetched once the page has loaded (apps/web/src/app/web-fonts.ts).

Run again after upgrading either font package (the outputs are committed; the build does not
run this). Needs Debian's python3-fonttools, python3-brotli and fonts-liberation:

    apt-get install -y python3-fonttools python3-brotli fonts-liberation
    /usr/bin/python3 scripts/fonts/subset.py
"""
import os
from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
PACKAGES = os.path.join(ROOT, 'node_modules', '@fontsource-variable')
OUT = os.path.join(ROOT, 'apps', 'web', 'src', 'app', 'fonts')

# Printable ASCII and the punctuation the product's text uses (quotes, dashes, ellipsis, middle
# dot, multiplication and minus signs, currency and legal marks).
TEXT = [range(0x20, 0x7F), [0xA0, 0xA3, 0xA9, 0xAE, 0xB0, 0xB1, 0xB7, 0xBD, 0xD7],
        range(0x2013, 0x2015), range(0x2018, 0x201B), range(0x201C, 0x201F),
        [0x2022, 0x2026, 0x2039, 0x203A, 0x20AC, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2194, 0x2212]]
# The rest of Latin-1 (accented letters of names: José, Müller, Zoë): a second, smaller file that
# a page downloads only when its text has one.
ACCENTS = [range(0xA1, 0x100)]
SETS = [('text', TEXT), ('accents', ACCENTS)]
FEATURES = ['kern', 'calt', 'ccmp', 'locl', 'liga', 'lnum', 'tnum', 'pnum']

FACES = [
    # (package, file, family, style, weights, output)
    ('inter', 'inter-latin-wght-normal', 'Inter Variable', 'normal', '100 900', 'inter'),
    ('playfair-display', 'playfair-display-latin-wght-normal', 'Playfair Display Variable', 'normal', '400 900', 'playfair-display'),
    ('playfair-display', 'playfair-display-latin-wght-italic', 'Playfair Display Variable', 'italic', '400 900', 'playfair-display-italic'),
]


# (family of the fallback face, the web font it stands in for, the local fonts it uses, the metric
# twin measured for them)
LIBERATION = '/usr/share/fonts/truetype/liberation'
FALLBACKS = [
    ('Inter Fallback', ('inter', 'inter-latin-wght-normal'), ['Arial', 'Liberation Sans', 'Helvetica'], 'LiberationSans-Regular.ttf'),
    ('Playfair Display Fallback', ('playfair-display', 'playfair-display-latin-wght-normal'), ['Times New Roman', 'Liberation Serif', 'Times'], 'LiberationSerif-Regular.ttf'),
]
# How often each letter (and the space) comes in English text: the average width of a line.
LETTERS = {' ': 18.74, 'e': 9.36, 't': 6.67, 'a': 6.03, 'o': 5.75, 'i': 5.24, 'n': 5.17, 's': 4.91, 'r': 4.51,
           'h': 4.36, 'l': 3.04, 'd': 2.84, 'u': 2.12, 'c': 2.07, 'm': 1.75, 'f': 1.55, 'w': 1.49, 'g': 1.44,
           'y': 1.32, 'p': 1.26, 'b': 1.07, 'v': 0.75, 'k': 0.51, 'x': 0.14, 'q': 0.08, 'j': 0.08, 'z': 0.07}


def average_width(font):
    """The font's average advance per character of English text, in em."""
    cmap, advances = font.getBestCmap(), font['hmtx']
    total = sum(LETTERS.values())
    return sum(advances[cmap[ord(c)]][0] * share for c, share in LETTERS.items()) / total / font['head'].unitsPerEm


def fallback(family, web, local, twin):
    """An @font-face drawing `local` at the web font's width, ascent and descent."""
    font = TTFont(os.path.join(PACKAGES, web[0], 'files', web[1] + '.woff2'))
    scale = average_width(font) / average_width(TTFont(os.path.join(LIBERATION, twin)))
    em = font['head'].unitsPerEm
    hhea = font['hhea']
    sources = ', '.join(f"local('{name}')" for name in local)
    return f"""
@font-face {{
  font-family: '{family}';
  src: {sources};
  size-adjust: {scale * 100:.2f}%;
  ascent-override: {hhea.ascent / em / scale * 100:.2f}%;
  descent-override: {-hhea.descent / em / scale * 100:.2f}%;
  line-gap-override: {hhea.lineGap / em / scale * 100:.2f}%;
}}"""


def ranges(codepoints):
    """U+ ranges of a sorted list of code points, for unicode-range."""
    out, start, prev = [], None, None
    for cp in codepoints:
        if start is None:
            start = prev = cp
        elif cp == prev + 1:
            prev = cp
        else:
            out.append((start, prev))
            start = prev = cp
    if start is not None:
        out.append((start, prev))
    return ','.join(f'U+{a:04X}' if a == b else f'U+{a:04X}-{b:04X}' for a, b in out)


def main():
    os.makedirs(OUT, exist_ok=True)
    css = ['/* Generated by scripts/fonts/subset.py: do not edit. */']
    taken = set()
    for set_name, parts in SETS:
        wanted = sorted({cp for part in parts for cp in part} - taken)
        taken.update(wanted)
        for package, name, family, style, weights, prefix in FACES:
            css.append(cut(package, name, family, style, weights, f'{prefix}-{set_name}', wanted))
    with open(os.path.join(OUT, '..', 'fonts.css'), 'w') as handle:
        handle.write('\n'.join(css) + '\n')
    fallbacks = ['/* Generated by scripts/fonts/subset.py: do not edit. */']
    for family, web, local, twin in FALLBACKS:
        fallbacks.append(fallback(family, web, local, twin))
    with open(os.path.join(OUT, '..', 'font-fallbacks.css'), 'w') as handle:
        handle.write('\n'.join(fallbacks) + '\n')


def cut(package, name, family, style, weights, output, wanted):
    """Writes one file and returns its @font-face."""
    source = os.path.join(PACKAGES, package, 'files', name + '.woff2')
    font = TTFont(source)
    options = subset.Options()
    options.layout_features = FEATURES
    options.flavor = 'woff2'
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=wanted)
    subsetter.subset(font)
    held = sorted(font.getBestCmap().keys())
    target = os.path.join(OUT, output + '.woff2')
    font.flavor = 'woff2'
    font.recalcTimestamp = False  # the same files on every run
    font.save(target)
    print(f'{output}.woff2: {os.path.getsize(target):,} bytes (from {os.path.getsize(source):,}), {len(held)} characters')
    return f"""
@font-face {{
  font-family: '{family}';
  font-style: {style};
  font-display: swap;
  font-weight: {weights};
  src: url(./fonts/{output}.woff2) format('woff2-variations');
  unicode-range: {ranges(held)};
}}"""


if __name__ == '__main__':
    main()
