// A game's drawn cover: a gradient in the game's two colours with its name and categories, so a
// game looks like itself before its creator uploads a real cover (and the seeded catalogue without binaries).

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Two colours for a game without chosen ones, stable per name. */
export function coloursFor(name: string): [string, string] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return [`hsl(${hash} 55% 42%)`, `hsl(${(hash + 40) % 360} 60% 16%)`];
}

/** A cover drawn from the game's colours and title, so the catalogue looks alive without binary assets. */
export function coverSvg(game: { name: string; colours: readonly [string, string] | [string, string]; categories: readonly string[] }): string {
  const [from, to] = game.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="70" r="120" fill="#ffffff" opacity="0.08"/><circle cx="90" cy="320" r="160" fill="#000000" opacity="0.15"/>
<text x="40" y="210" font-family="Inter, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(game.name)}</text>
<text x="42" y="250" font-family="Inter, Arial, sans-serif" font-size="22" fill="#ffffff" opacity="0.85">${escapeXml(game.categories.join(' · '))}</text>
</svg>`;
}
