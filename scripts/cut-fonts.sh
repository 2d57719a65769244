#!/bin/bash
# Cuts the storefront's Inter faces (ADR 0032) from @fontsource-variable/inter's files with
# fontTools (`pip install fonttools brotli`). Run it again only when the Inter package changes;
# its output is committed under app/fonts/.
#   inter-latin.woff2     the Latin file without the fraction/numerator features the shop never
#                         uses (48 → 39 KB): every page, preloaded
#   inter-az.woff2        Ə ə Ğ ğ İ Ş ş cut from the 85 KB Latin Extended file (3.6 KB): the
#                         letters Azerbaijani adds to Latin; preloaded on /az pages
#   inter-cyrillic.woff2  the Cyrillic file with the same features: preloaded on /ru pages
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files
out=app/fonts
features="ccmp,locl,calt,tnum,pnum,kern,mark,mkmk"
pyftsubset "$src/inter-latin-wght-normal.woff2" --flavor=woff2 --layout-features="$features" \
  --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD" \
  --output-file="$out/inter-latin.woff2"
pyftsubset "$src/inter-latin-ext-wght-normal.woff2" --flavor=woff2 --layout-features="$features" \
  --unicodes="U+011E-011F,U+0130,U+015E-015F,U+018F,U+0259" \
  --output-file="$out/inter-az.woff2"
pyftsubset "$src/inter-cyrillic-wght-normal.woff2" --flavor=woff2 --layout-features="$features" \
  --unicodes="U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116" \
  --output-file="$out/inter-cyrillic.woff2"
ls -l "$out"
