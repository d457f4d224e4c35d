/** The sample's photographs for the demo's twin, made at build time (web/scripts/sample-photos-plugin.ts); none elsewhere. */
declare module 'virtual:sample-photos' {
  import type { SamplePhoto } from '@/data/memory/sample-photos';
  export const SAMPLE_PHOTOS: SamplePhoto[];
}
