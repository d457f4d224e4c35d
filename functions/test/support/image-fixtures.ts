import sharp from 'sharp';

/**
 * The pictures an owner really uploads, made here (so no binary sits in the repository): a phone photo
 * with its GPS position in the EXIF data, a retina screenshot, and a portrait photo stored sideways
 * with an orientation tag, as phones store them.
 */
/** A smooth scene (a sky's gradient, a sun, hills), as a photo mostly is: drawn from SVG at its size. */
const scene = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#sky)"/>
        <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.12}" fill="#fde68a"/>
        <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.65} V ${height} H 0 Z" fill="#14532d"/>
      </svg>`,
    ),
  );

/** A 3000 × 2000 JPEG with a GPS position (51.5° N, 0.12° W) in its EXIF data. */
export function phonePhotoWithGps(): Promise<Buffer> {
  return scene(3000, 2000)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Pixel', Model: 'Pixel 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

/** A 2880 × 1800 PNG, as a retina laptop's screenshot is. */
export function retinaScreenshot(): Promise<Buffer> {
  return sharp({ create: { width: 2880, height: 1800, channels: 4, background: { r: 15, g: 23, b: 42, alpha: 1 } } })
    .composite([{ input: { create: { width: 1200, height: 600, channels: 3, background: '#0891b2' } }, top: 200, left: 300 }])
    .png()
    .toBuffer();
}

/** A portrait stored as 1200 × 900 with EXIF orientation 6 ("turn a quarter clockwise"): upright it is 900 × 1200. */
export function sidewaysPortrait(): Promise<Buffer> {
  return scene(1200, 900).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

/** The GPS IFD pointer (EXIF tag 0x8825) in either byte order: where the position is stored. */
export function holdsGpsPosition(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}
