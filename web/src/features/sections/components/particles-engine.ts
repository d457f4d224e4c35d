/**
 * The hero's particle background, in its own chunk: the hero imports it on the visitor's
 * first movement, never with reduced motion. A small canvas engine of our own: tsParticles drew the
 * same in ~46 KB gzip, more than the budget for the scripts after the first interaction allows.
 *
 * The simulation (create, step with bounce, pairs within a distance, push) is plain functions on plain
 * objects, tested on their own (__tests__/particles-engine.test.ts); `startParticles` draws it on a
 * canvas and wires it to the page.
 */

export const PARTICLES = {
  count: 100,
  /** Clicks push more particles; past this many, the oldest go, so clicking never grows it without end. */
  max: 200,
  /** Pixels per frame at 60 frames a second. */
  speed: 1,
  minRadius: 1,
  maxRadius: 3,
  opacity: 0.6,
  linkDistance: 150,
  linkOpacity: 0.4,
  grabDistance: 140,
  grabOpacity: 0.7,
  pushQuantity: 4,
} as const;

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

type Random = () => number;

/** A particle at (x, y) with a radius of 1–3 px, moving at the set speed in a random direction. */
export function createParticle(x: number, y: number, random: Random = Math.random): Particle {
  const angle = random() * 2 * Math.PI;
  const r = PARTICLES.minRadius + random() * (PARTICLES.maxRadius - PARTICLES.minRadius);
  return { x, y, vx: Math.cos(angle) * PARTICLES.speed, vy: Math.sin(angle) * PARTICLES.speed, r };
}

/** `count` particles spread at random over a width × height box. */
export function createParticles(count: number, width: number, height: number, random: Random = Math.random): Particle[] {
  return Array.from({ length: count }, () => createParticle(random() * width, random() * height, random));
}

/**
 * The particles for a box resized from `from` to `to` (its size in CSS pixels, 0 × 0 before it had
 * one): made when it first has a size, stretched with it after, so they never pile up at an edge.
 * A box narrower or lower than the largest particle cannot hold them (hidden, or squeezed to one
 * pixel for a moment, as a full-page screenshot does): `null` says to keep them in the last size
 * that did until it is back. Stepped in such a box, every particle would be put on its edges, and
 * stretched back, the picture would be two lines down the sides.
 */
export function fitToBox(
  particles: Particle[],
  from: { width: number; height: number },
  to: { width: number; height: number },
): Particle[] | null {
  const holds = (box: { width: number; height: number }) => Math.min(box.width, box.height) > 2 * PARTICLES.maxRadius;
  if (!holds(to)) return null;
  if (!holds(from)) return createParticles(PARTICLES.count, to.width, to.height);
  for (const p of particles) {
    p.x *= to.width / from.width;
    p.y *= to.height / from.height;
  }
  return particles;
}

/** One axis of a bounce: a position past either edge is put back inside, its velocity turned away from that edge. */
function bounce(position: number, velocity: number, radius: number, size: number): [number, number] {
  if (position < radius) return [radius, Math.abs(velocity)];
  if (position > size - radius) return [size - radius, -Math.abs(velocity)];
  return [position, velocity];
}

/**
 * Moves every particle by its velocity (times `frames`, the frames of 1/60 s that have passed) and
 * bounces it off the edges of the box.
 */
export function step(particles: Particle[], width: number, height: number, frames = 1): void {
  for (const p of particles) {
    [p.x, p.vx] = bounce(p.x + p.vx * frames, p.vx, p.r, width);
    [p.y, p.vy] = bounce(p.y + p.vy * frames, p.vy, p.r, height);
  }
}

/** Calls `visit` for every pair of particles closer than `distance`, with the distance between them. */
export function forEachPairWithin(particles: Particle[], distance: number, visit: (a: Particle, b: Particle, d: number) => void): void {
  const limit = distance * distance;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const squared = (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
      if (squared < limit) visit(a, b, Math.sqrt(squared));
    }
  }
}

/** Calls `visit` for every particle closer than `distance` to the point (x, y), with its distance. */
export function forEachNear(particles: Particle[], x: number, y: number, distance: number, visit: (p: Particle, d: number) => void): void {
  for (const p of particles) {
    const d = Math.hypot(p.x - x, p.y - y);
    if (d < distance) visit(p, d);
  }
}

/** A line's opacity: `max` where its ends meet, fading to 0 at `distance`. */
export const fade = (d: number, distance: number, max: number): number => max * (1 - d / distance);

/** Adds `quantity` particles at (x, y); past `max` particles, the oldest go. */
export function push(particles: Particle[], x: number, y: number, quantity: number, max: number, random: Random = Math.random): void {
  for (let i = 0; i < quantity; i++) particles.push(createParticle(x, y, random));
  if (particles.length > max) particles.splice(0, particles.length - max);
}

export interface ParticlesHandle {
  /** Stops the animation, removes the listeners and observers, and the canvas. */
  destroy(): void;
}

/**
 * Draws the particles on a canvas filling `element` (which must be positioned), in `color`. The pointer
 * is followed on the whole window (so the hero's text and buttons above the canvas never hide it):
 * hovering the element draws lines from the pointer to the particles near it ("grab"), a click in it
 * adds particles there ("push"). The loop pauses while the element is off screen or the tab is hidden.
 */
export function startParticles(element: HTMLElement, id: string, color: string): ParticlesHandle {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return { destroy() {} };
  canvas.id = `${id}-canvas`;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;display:block;pointer-events:none';
  element.append(canvas);

  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  /** The pointer in the window's coordinates, while it is on the page. */
  let pointer: { x: number; y: number } | null = null;
  let onScreen = true;
  let frame = 0;
  let last = 0;

  /** A point of the window in the canvas's coordinates, or null when it is outside the canvas. */
  const inCanvas = (clientX: number, clientY: number) => {
    const rect = element.getBoundingClientRect();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    return x >= 0 && y >= 0 && x <= width && y <= height ? { x, y } : null;
  };

  const line = (x1: number, y1: number, x2: number, y2: number, opacity: number) => {
    context.globalAlpha = opacity;
    context.beginPath();
    context.moveTo(x1, y1);
    context.lineTo(x2, y2);
    context.stroke();
  };

  const draw = () => {
    context.clearRect(0, 0, width, height);
    context.strokeStyle = context.fillStyle = color;
    context.lineWidth = 1;
    forEachPairWithin(particles, PARTICLES.linkDistance, (a, b, d) =>
      line(a.x, a.y, b.x, b.y, fade(d, PARTICLES.linkDistance, PARTICLES.linkOpacity)),
    );
    const at = pointer && inCanvas(pointer.x, pointer.y);
    if (at) {
      forEachNear(particles, at.x, at.y, PARTICLES.grabDistance, (p, d) =>
        line(at.x, at.y, p.x, p.y, fade(d, PARTICLES.grabDistance, PARTICLES.grabOpacity)),
      );
    }
    context.globalAlpha = PARTICLES.opacity;
    context.beginPath();
    for (const p of particles) {
      context.moveTo(p.x + p.r, p.y);
      context.arc(p.x, p.y, p.r, 0, 2 * Math.PI);
    }
    context.fill();
  };

  const resize = () => {
    const w = element.clientWidth;
    const h = element.clientHeight;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(w * ratio);
    canvas.height = Math.round(h * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const fitted = fitToBox(particles, { width, height }, { width: w, height: h });
    // Too small to hold them: the last usable size and the particles in it wait for the box to be back.
    if (!fitted) return;
    particles = fitted;
    width = w;
    height = h;
    draw();
  };

  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    const elapsed = now - last;
    // At most about 60 frames a second (as tsParticles' fpsLimit did): a 120 Hz phone draws every other one.
    if (elapsed < 12) return;
    // Movement follows time, not frames; after a long stall it resumes at one frame's step.
    step(particles, width, height, last && elapsed < 100 ? elapsed / (1000 / 60) : 1);
    last = now;
    draw();
  };

  /** Runs the loop only while the element is on screen and the tab visible, to spare batteries. */
  const update = () => {
    const run = onScreen && !document.hidden;
    if (run && !frame) {
      last = 0;
      frame = requestAnimationFrame(tick);
    } else if (!run && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };

  const track = (event: PointerEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
  };
  // The pointer left the window, or a finger was lifted (touch pointers leave with no related target).
  const forget = (event: PointerEvent) => {
    if (!event.relatedTarget) pointer = null;
  };
  const click = (event: MouseEvent) => {
    const at = inCanvas(event.clientX, event.clientY);
    if (at) push(particles, at.x, at.y, PARTICLES.pushQuantity, PARTICLES.max);
  };

  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(element);
  const intersectionObserver = new IntersectionObserver((entries) => {
    onScreen = entries.at(-1)?.isIntersecting ?? onScreen;
    update();
  });
  intersectionObserver.observe(element);
  window.addEventListener('pointermove', track, { passive: true });
  window.addEventListener('pointerout', forget, { passive: true });
  window.addEventListener('click', click, { passive: true });
  document.addEventListener('visibilitychange', update);

  resize();
  update();

  return {
    destroy() {
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      window.removeEventListener('pointermove', track);
      window.removeEventListener('pointerout', forget);
      window.removeEventListener('click', click);
      document.removeEventListener('visibilitychange', update);
      canvas.remove();
    },
  };
}
