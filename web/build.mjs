// Builds the map page: bundles src/ into dist/ (app.js, app.css, images/,
// index.html) and copies the Natural Earth countries TopoJSON beside them.
// Run with `npm run build` from web/.
import * as esbuild from 'esbuild';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const require = createRequire(join(root, 'package.json'));

// Empty dist/, keeping the .gitkeep that lets `go build` embed it unbuilt.
await mkdir(dist, { recursive: true });
for (const name of await readdir(dist)) {
  if (name !== '.gitkeep') await rm(join(dist, name), { recursive: true, force: true });
}

await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['src/app.js'],
  outfile: 'dist/app.js', // the CSS it imports goes to dist/app.css
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome109', 'firefox115', 'safari15'],
  minify: true,
  loader: { '.png': 'file', '.svg': 'file' },
  assetNames: 'images/[name]', // Leaflet finds its icons by these names
  legalComments: 'eof',
  logLevel: 'info',
});

// The early requests: a small script index.html runs before app.js.
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['src/early.js'],
  outfile: 'dist/early.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome109', 'firefox115', 'safari15'],
  minify: true,
  logLevel: 'info',
});

const leafletImages = join(dirname(require.resolve('leaflet/package.json')), 'dist', 'images');
await mkdir(join(dist, 'images'), { recursive: true });
for (const name of await readdir(leafletImages)) {
  await copyFile(join(leafletImages, name), join(dist, 'images', name));
}
await copyFile(join(root, 'src', 'index.html'), join(dist, 'index.html'));
await copyFile(
  join(dirname(require.resolve('world-atlas/package.json')), 'countries-50m.json'),
  join(dist, 'countries-50m.json'),
);
console.log('built', dist);
