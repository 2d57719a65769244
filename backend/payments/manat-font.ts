/**
 * The manat sign (U+20BC) alone, cut from the Inter variable font the storefront ships
 * (@fontsource-variable/inter, latin-ext subset; SIL Open Font License 1.1), as a 1.3 KB
 * WOFF2 in base64. The test gateway page embeds it so the sign never depends on the fonts
 * of the machine that shows the page. The same bytes are app/fonts/inter-manat.woff2
 * (manat-font.test.ts keeps the two equal). Made with fontTools:
 *   pyftsubset inter-latin-ext-wght-normal.woff2 --unicodes=U+20BC --flavor=woff2 \
 *     --layout-features='' --no-hinting --desubroutinize --name-IDs='*' --notdef-outline
 */
export const MANAT_FONT_WOFF2_BASE64 =
  "d09GMgABAAAAAAUMABMAAAAACegAAASjAAQAQgAAAAAAAAAAAAAAAAAAAAAAAAAAGyAcKj9IVkFSTT9NVkFSXgZgP1NUQVSBTicmADQvbBEICoIsghowgSYBNgIkAwgLBgAEIAWGLgcgG4AIUVRwPiP4mZANGd4aTlKvk8Yw5SwaGxbnV/VdBFHNtHq0Ost7Mp+BFUIjrYF+IYSTiaIQsV4h4hfqai43T2hfnn0CRVREHdgAbeZuUxpfq6tdeZ52vl8BWOAVJbmmOttuSVmI69OPzQqRrNfhYVIqMcFHVKJoUy+NUGmEBhOPYsns+m5tt9IWWsG8WHs+RKxfa3+y5mU+urBAbohhYs68mxcoyaDVAjDOxjaVlmscsS/H0IJ/CwE6MN96Hz0l1LCxkJqaoLAFAUJIAkuuQZIEqCgbe06Q9M80UlkBcOK2iBpEzzplOYz9uEBVYMiD501IiOv2eH1rWXZ9NJQpj2kv4zIplF62Jl29rZRLSDJAAtiu3z7DX+3WnujS/L83lY8TBGR7ld9ATVUIFSV0aMeW0tHHqB9tIidPl7UQh56gh1oho5/1bW2yed4YYj9+nSeQYpLuCEGMcIDGHuk54VHZEqXOJEWD9ASSHJO/iD227DI9DmWPr7XohLrEk6xfcyZAIEDo0tQE1ZfbG3hZ/3zjsf45Y8aMvKGwBSSU0KEk0CFTQyYT1G6rJRY/nUv7JtWhQ1eVjE4FFogGpSUQESOwnm8kniNGEVsSo4kGMYb4ixhL2gXEONITxHhKNWKC59VDtFp6gAQyVLEf0AndEbmU5VlWbcuztmq/dmr3ytN7nKJb5DtHVftuqVtphzxkKNdeM/LYCfLYSSW9biWMWHpAv6dOz3d6h5Xlq956i3IP9Q+/bF/9+ftOq+RdZ9SvuUfls3uGr1AUxbvvnDWzKN5792yFGU83O5utpxWanVWthZozzm5TnxXXtFpv85qrmn1qxT7F2TM+O3Nf83RXumjs0xD/2jH72L7Tox5y9yHfP3jCycc/fNJh39/18KMPf3TxlPzWO+7veuv5Uz4a3ufmvZ7ey8zjgyS5A8zrTHoa16mprVMweEWfjr7x2auPXb6SmTo2ivUPX7JixfLl/fq5pl6v9Bi/3wmkeMDEHvVKr15+NWmPurxwT9v3P/yYNp+782x117jWtW0fUe3fW8zdaY6V7qmUm9ekb75RWFKvV75/qtFJiuc1v69Xvvzqh18v/MNXXy6XQiAz61fedu/m1KdSqoAvTlrekGe9sjXi+yS/8jFKEgh+rqu9BtHe3eZhz5nKRSwov+YSgeRAFbvJCwCQCfRLdyWRdUUDDSHXQNLdZSgZ6RZkBnkPZeP9gTaDsim3u/GZJRWhGqdghEoswUgdWYNR8rgGo3V3Gcaoxm0Yq2cewjiVeAbj9c4rmCCPzzDRgPyASSopoVBL+TaZqZL6mY0kvkkeh4sJo400yng1O3AhYaEYQ5KwDYn4kIkJM6WYi0iKsKlDMJZQ5kYY4WAe5koZBvZHIkPHUSLK0KEh0+3A1BPkoJwK6aSZdeR4351iO89uPVss8/r3jIAqwvpGqxQPiYkA/cDRvvEHxbEm2N/IfkMG9n81yVUZxWwkzoU8ppFT0CCvkuMdJk/SFvbETr5Kku4GMSpXcgtZPKnIMxTx7JGQJY1OUwAybKMpcC/BI+2uCwnb8/xAY2ML/RIT0Po0qz/TxbLA/zdYgwE=";

/** An @font-face rule that draws only the manat sign, in the given family. */
export function manatFontFace(family: string): string {
  return `@font-face{font-family:"${family}";font-weight:100 900;font-display:block;unicode-range:U+20BC;src:url(data:font/woff2;base64,${MANAT_FONT_WOFF2_BASE64}) format("woff2")}`;
}
