// How the sample's photographs are drawn (scripts/sample-photos.mjs runs them through the upload
// pipeline): calm landscapes for the covers and a backlit portrait for home, smooth, under a fine
// monochrome grain only, so that they read as pictures a designer chose, in both themes.
import sharp from 'sharp';

/** A repeatable sequence of numbers in [0, 1) for a seed: each cover keeps its ridges from run to run. */
function randomFrom(seed) {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** `a` moved toward `b` by `t` (0..1), as a CSS colour. */
const mix = (a, b, t) =>
  `rgb(${rgb(a)
    .map((v, i) => Math.round(v + (rgb(b)[i] - v) * t))
    .join(' ')})`;

/**
 * Each cover's light (`name` says when, for its alt text): sky from top to horizon, the sun, the haze the far ridges fade into and the
 * nearest ridge. Muted on purpose: a card shows its title beside it, in either theme.
 */
export const PALETTES = [
  { name: 'at a rose dawn', top: '#5b6b88', horizon: '#e8c9b8', sun: '#fbe6cf', haze: '#c9b3b4', near: '#2a2f45' },
  { name: 'on a misty teal morning', top: '#56808a', horizon: '#d5e2dc', sun: '#f4f1e4', haze: '#a9c2c1', near: '#1f3a40' },
  { name: 'at a violet dusk', top: '#3e3b5e', horizon: '#dcbfa6', sun: '#f6dcc0', haze: '#9d8fa6', near: '#221f33' },
  { name: 'on a pale green morning', top: '#7e9688', horizon: '#e9e6cf', sun: '#fbf6e0', haze: '#b9c3ae', near: '#2b3b33' },
  { name: 'in the blue hour', top: '#2c3d59', horizon: '#a9bdd3', sun: '#e3ebf3', haze: '#7f93ab', near: '#151d2b' },
  { name: 'on an amber evening', top: '#6e5b52', horizon: '#e8cfa4', sun: '#fbe8c4', haze: '#bfa58e', near: '#2e2320' },
  { name: 'on a grey, still day', top: '#66737d', horizon: '#d8dcdc', sun: '#f2f2ee', haze: '#a7afb3', near: '#262d33' },
  { name: 'on a lavender evening', top: '#6f6a8a', horizon: '#ecd3dc', sun: '#fbeef0', haze: '#b9aec2', near: '#2a2838' },
];

/** One ridge line across the picture: gentle long waves with smaller ones on them, closed below. */
function ridgePath(random, width, height, baseline, amplitude) {
  const waves = [0.7, 1.6, 3.7, 8.3].map((cycles, i) => ({
    cycles: cycles * (0.8 + random() * 0.4),
    phase: random() * Math.PI * 2,
    size: amplitude / (1 + i * 1.6),
  }));
  const steps = 160;
  const points = [];
  for (let s = 0; s <= steps; s++) {
    const x = (s / steps) * width;
    const y = waves.reduce((sum, w) => sum + w.size * Math.sin((x / width) * w.cycles * Math.PI * 2 + w.phase), baseline * height);
    points.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return `M0 ${height} L${points.join(' L')} L${width} ${height} Z`;
}

/** A cover's scene as SVG: sky, sun glow and five ridges fading into haze toward the horizon. */
export function landscapeSvg(index, width, height) {
  const p = PALETTES[index % PALETTES.length];
  const random = randomFrom(index + 1);
  const sunX = width * (0.25 + random() * 0.5);
  const sunY = height * (0.38 + random() * 0.08);
  const ridges = [0, 1, 2, 3, 4].map((k) => {
    const t = k / 4;
    return `<path d="${ridgePath(random, width, height, 0.5 + t * 0.32, height * (0.025 + t * 0.045))}"
      fill="${mix(p.haze, p.near, t ** 1.4)}" ${k < 2 ? 'filter="url(#haze)"' : ''}/>
      <rect y="${height * (0.48 + t * 0.32)}" width="${width}" height="${height * 0.2}" fill="url(#mist)" opacity="${0.5 - t * 0.4}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${p.top}"/><stop offset="0.62" stop-color="${p.horizon}"/>
      </linearGradient>
      <radialGradient id="glow" cx="${sunX / width}" cy="${sunY / height}" r="0.55" gradientTransform="translate(${sunX / width} ${sunY / height}) scale(1 ${width / height}) translate(${-sunX / width} ${-sunY / height})">
        <stop offset="0" stop-color="${p.sun}" stop-opacity="0.85"/><stop offset="0.25" stop-color="${p.sun}" stop-opacity="0.3"/>
        <stop offset="1" stop-color="${p.sun}" stop-opacity="0"/>
      </radialGradient>
      <linearGradient id="mist" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${p.haze}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.haze}" stop-opacity="0.6"/>
        <stop offset="1" stop-color="${p.haze}" stop-opacity="0"/>
      </linearGradient>
      <filter id="haze"><feGaussianBlur stdDeviation="${width * 0.0015}"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect width="100%" height="100%" fill="url(#glow)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${height * 0.045}" fill="${p.sun}"/>
    ${ridges.join('\n')}
  </svg>`;
}

/**
 * Home's portrait as SVG: a person seen against a bright window, in silhouette with light around the
 * edge, soft out-of-focus lights behind (a lens's bokeh). No face is drawn: a drawn face is either
 * crude or uncanny, a silhouette is a photograph's own choice and stands for any owner.
 */
export function portraitSvg(w, h) {
  const random = randomFrom(99);
  const bokeh = Array.from({ length: 26 }, () => {
    const warm = random() < 0.7;
    const r = w * (0.025 + random() * 0.06);
    return `<circle cx="${(random() * w).toFixed(0)}" cy="${(random() * h * 0.7).toFixed(0)}" r="${r.toFixed(0)}"
      fill="${warm ? '#ffe2b8' : '#cfe0ee'}" opacity="${(0.18 + random() * 0.3).toFixed(2)}"/>`;
  });
  const X = (f) => (f * w).toFixed(1);
  const Y = (f) => (f * h).toFixed(1);
  // Head turned a little and set off the centre, as a photographer frames it; hair swept to one side.
  const head = `
    <ellipse cx="${X(0.5)}" cy="${Y(0.365)}" rx="${X(0.135)}" ry="${Y(0.13)}"/>
    <path d="M${X(0.362)} ${Y(0.36)} C${X(0.35)} ${Y(0.25)} ${X(0.43)} ${Y(0.2)} ${X(0.52)} ${Y(0.205)}
      C${X(0.62)} ${Y(0.21)} ${X(0.655)} ${Y(0.27)} ${X(0.634)} ${Y(0.36)} C${X(0.6)} ${Y(0.29)} ${X(0.5)} ${Y(0.3)} ${X(0.362)} ${Y(0.36)} Z"/>
    <path d="M${X(0.368)} ${Y(0.39)} C${X(0.375)} ${Y(0.47)} ${X(0.44)} ${Y(0.53)} ${X(0.5)} ${Y(0.53)}
      C${X(0.56)} ${Y(0.53)} ${X(0.625)} ${Y(0.47)} ${X(0.632)} ${Y(0.39)} Z"/>
    <ellipse cx="${X(0.365)}" cy="${Y(0.415)}" rx="${X(0.014)}" ry="${Y(0.026)}"/>
    <ellipse cx="${X(0.635)}" cy="${Y(0.415)}" rx="${X(0.014)}" ry="${Y(0.026)}"/>`;
  const figure = `<g transform="translate(${X(-0.07)} ${Y(0.02)})">
    <g transform="rotate(-5 ${X(0.5)} ${Y(0.55)})">${head}</g>
    <path d="M${X(0.435)} ${Y(0.47)} C${X(0.44)} ${Y(0.54)} ${X(0.435)} ${Y(0.575)} ${X(0.42)} ${Y(0.6)} C${X(0.35)} ${Y(0.64)} ${X(0.22)} ${Y(0.68)} ${X(0.16)} ${Y(0.76)}
      C${X(0.12)} ${Y(0.82)} ${X(0.1)} ${Y(0.9)} ${X(0.09)} ${Y(1.01)} L${X(0.93)} ${Y(1.01)}
      C${X(0.92)} ${Y(0.9)} ${X(0.9)} ${Y(0.82)} ${X(0.86)} ${Y(0.76)} C${X(0.8)} ${Y(0.68)} ${X(0.65)} ${Y(0.64)} ${X(0.58)} ${Y(0.6)}
      C${X(0.565)} ${Y(0.575)} ${X(0.56)} ${Y(0.54)} ${X(0.565)} ${Y(0.47)} Z"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <radialGradient id="window" cx="0.62" cy="0.3" r="0.85">
        <stop offset="0" stop-color="#f7ecdc"/><stop offset="0.45" stop-color="#c9b8a6"/><stop offset="1" stop-color="#4e5563"/>
      </radialGradient>
      <filter id="lens"><feGaussianBlur stdDeviation="${w * 0.006}"/></filter>
      <filter id="rim"><feGaussianBlur stdDeviation="${w * 0.007}"/></filter>
      <filter id="edge"><feGaussianBlur stdDeviation="${w * 0.0012}"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#window)"/>
    <g filter="url(#lens)">${bokeh.join('')}</g>
    <g filter="url(#rim)" fill="#fff4e2" opacity="0.75" transform="translate(${w * 0.005} ${-h * 0.005})">${figure}</g>
    <g filter="url(#edge)" fill="#2a2a33">${figure}</g>
  </svg>`;
}

/** Fine monochrome grain at low amplitude, as a sensor's: lightness only, never coloured specks. */
async function grain(width, height, sigma) {
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } })
    .greyscale()
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .png()
    .toBuffer();
}

/** Detail at three scales, as the bench's photo site asks for: a camera's texture, for realistic sizes. */
async function cameraDetail(width, height) {
  const layers = [];
  for (const [w, h, sigma] of [
    [width, height, 24],
    [Math.round(width / 5), Math.round(height / 5), 12],
    [Math.round(width / 25), Math.round(height / 25), 24],
  ]) {
    const noise = await sharp({ create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } })
      .png()
      .toBuffer();
    layers.push({ input: await sharp(noise).resize(width, height, { kernel: 'cubic' }).png().toBuffer(), blend: 'overlay' });
  }
  return layers;
}

/** The scene as a phone saves it: a JPEG at quality 88, under its grain (or the camera's detail). */
async function asPhoto(svg, width, height, detail) {
  const layers = detail === 'camera' ? await cameraDetail(width, height) : [{ input: await grain(width, height, 7), blend: 'soft-light' }];
  return sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 88 }).toBuffer();
}

/**
 * A cover: a calm landscape, 16:9 as the cards frame it. `detail: 'camera'` puts a camera's texture at
 * three scales over it, so that its sizes compress as a real photo's do (the bench's photo site).
 */
export const scenePhoto = (index, { width = 2400, height = 1350, detail = 'grain' } = {}) =>
  asPhoto(landscapeSvg(index, width, height), width, height, detail);

/** Home's portrait, 4:5 as a camera held upright takes it. */
export const portraitPhoto = ({ width = 1200, height = 1500 } = {}) => asPhoto(portraitSvg(width, height), width, height);
