// Bundles src/ (and the @portfolio/model TypeScript source it imports) into lib/index.js.
// The model is a workspace package that `firebase deploy` cannot install in the cloud, so it is
// inlined; the Firebase SDKs and nodemailer stay external and are installed from package.json.
// `node build.mjs <file>` writes the bundle elsewhere (the deploy check loads one of its own).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: process.argv[2] ?? 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  // Installed from package.json in the cloud: the SDKs, nodemailer, and the image tools (sharp and
  // resvg carry native binaries; satori loads its layout engine's WebAssembly beside it).
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'nodemailer',
    'sharp',
    '@resvg/resvg-js',
    'satori',
  ],
  logLevel: 'info',
});
