// Bundles src/ (and the @portfolio/model TypeScript source it imports) into lib/index.js.
// The model is a workspace package that `firebase deploy` cannot install in the cloud, so it is
// inlined; the Firebase SDKs and nodemailer stay external and are installed from package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*', 'nodemailer'],
  logLevel: 'info',
});
