// A step of the page's build (scripts/page.mjs): draws the app's icons from the project's own static/icon.svg with
// resvg (installed into .tools by scripts/setup.sh) and writes the web app manifest, so that
// a phone can add the game to its home screen and open it full-screen. Nothing is
// downloaded: the drawing is the SVG in this repository.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? 'dist';
const { Resvg } = createRequire(`${ROOT}.tools/`)('@resvg/resvg-js');

const svg = readFileSync(`${ROOT}static/icon.svg`, 'utf8');
// A maskable icon is cut to a circle or a squircle by the phone: the whole square is felt and
// the drawing keeps inside the middle 80 %.
const maskable = svg
  .replace('viewBox="0 0 512 512"', 'viewBox="-64 -64 640 640"')
  .replace(/<rect width="512" height="512" rx="96"/, '<rect x="-64" y="-64" width="640" height="640"');

const draw = (source, size, name) => {
  const png = new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(`${dir}/${name}`, png);
  return { src: `./${name}`, sizes: `${size}x${size}`, type: 'image/png' };
};

const icons = [
  draw(svg, 192, 'icon-192.png'),
  draw(svg, 512, 'icon-512.png'),
  { ...draw(maskable, 512, 'icon-maskable-512.png'), purpose: 'maskable' },
];
draw(maskable, 180, 'apple-touch-icon.png');

// One manifest per language, its name and description from locales/<tag>/page.ftl: the page
// names the one of the language it speaks (src/ui/lang.rs), English's by default.
const words = (tag) => Object.fromEntries(readFileSync(`${ROOT}locales/${tag}/page.ftl`, 'utf8').split('\n')
  .map((line) => /^(page-[a-z-]+) = (.+)$/.exec(line)).filter(Boolean).map((m) => [m[1], m[2]]));
const manifest = (tag) => ({
  lang: tag,
  name: words(tag)['page-title'],
  short_name: 'Kemps',
  description: words(tag)['page-description'],
  start_url: './',
  scope: './',
  display: 'fullscreen',
  orientation: 'any',
  background_color: '#0b110e',
  theme_color: '#0f4d32',
  icons,
});
writeFileSync(`${dir}/manifest.webmanifest`, `${JSON.stringify(manifest('en'))}\n`);
for (const tag of readdirSync(`${ROOT}locales`).filter((t) => t !== 'en')) {
  writeFileSync(`${dir}/manifest-${tag}.webmanifest`, `${JSON.stringify(manifest(tag))}\n`);
}
