import { describe, expect, it } from 'vitest';
import {
  createParticle,
  createParticles,
  fade,
  fitToBox,
  forEachNear,
  forEachPairWithin,
  PARTICLES,
  push,
  step,
  type Particle,
} from '../particles-engine';

const particle = (x: number, y: number, vx = 0, vy = 0, r = 2): Particle => ({ x, y, vx, vy, r });

/** A predictable stand-in for Math.random: the given values in turn, over and over. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('particle simulation', () => {
  it('creates the hero’s particles: 1–3 px, at speed 1 in a random direction, spread over the box', () => {
    const particles = createParticles(PARTICLES.count, 800, 600);
    expect(particles).toHaveLength(100);
    for (const p of particles) {
      expect(p.r).toBeGreaterThanOrEqual(1);
      expect(p.r).toBeLessThanOrEqual(3);
      expect(Math.hypot(p.vx, p.vy)).toBeCloseTo(1, 10);
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(600);
    }
    // Random directions: not all alike.
    expect(new Set(particles.map((p) => Math.sign(p.vx))).size).toBeGreaterThan(1);
  });

  it('takes its direction and size from the random source', () => {
    // A quarter turn: straight down; half way between 1 and 3 px.
    const p = createParticle(10, 20, sequence(0.25, 0.5));
    expect(p).toMatchObject({ x: 10, y: 20, r: 2 });
    expect(p.vx).toBeCloseTo(0, 10);
    expect(p.vy).toBeCloseTo(1, 10);
  });

  it('moves each particle by its velocity, scaled by the frames that passed', () => {
    const p = particle(100, 100, 1, -0.5);
    step([p], 800, 600);
    expect(p).toMatchObject({ x: 101, y: 99.5 });
    step([p], 800, 600, 2);
    expect(p).toMatchObject({ x: 103, y: 98.5 });
  });

  it('bounces a particle off the right edge: back inside, moving left', () => {
    const p = particle(799, 300, 1, 0.2, 2);
    step([p], 800, 600);
    expect(p.x).toBeLessThanOrEqual(800 - p.r);
    expect(p.vx).toBe(-1);
    expect(p.vy).toBe(0.2);
    step([p], 800, 600);
    expect(p.x).toBeLessThan(798);
  });

  it('bounces off the left, top and bottom edges too', () => {
    const left = particle(1, 300, -1, 0);
    const top = particle(400, 0.5, 0, -1);
    const bottom = particle(400, 599.5, 0, 1);
    step([left, top, bottom], 800, 600);
    expect(left).toMatchObject({ x: 2, vx: 1 });
    expect(top).toMatchObject({ y: 2, vy: 1 });
    expect(bottom).toMatchObject({ y: 598, vy: -1 });
  });

  it('never lets particles out, however long they run', () => {
    const particles = createParticles(50, 300, 200);
    for (let i = 0; i < 2000; i++) step(particles, 300, 200, 1.5);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(p.r);
      expect(p.x).toBeLessThanOrEqual(300 - p.r);
      expect(p.y).toBeGreaterThanOrEqual(p.r);
      expect(p.y).toBeLessThanOrEqual(200 - p.r);
    }
  });

  it('links the pairs closer than 150 px, and no others', () => {
    const a = particle(0, 0);
    const b = particle(90, 120); // 150 from a: not linked
    const c = particle(100, 0); // 100 from a, ~120.4 from b
    const d = particle(500, 500); // far from all
    const pairs: [Particle, Particle, number][] = [];
    forEachPairWithin([a, b, c, d], PARTICLES.linkDistance, (p, q, distance) => pairs.push([p, q, distance]));
    expect(pairs).toHaveLength(2);
    expect(pairs[0]).toEqual([a, c, 100]);
    expect(pairs[1]![0]).toBe(b);
    expect(pairs[1]![1]).toBe(c);
    expect(pairs[1]![2]).toBeCloseTo(Math.hypot(10, 120), 10);
  });

  it('finds the particles within 140 px of the pointer for the grab lines', () => {
    const near = particle(200, 200);
    const edge = particle(350, 200); // exactly 140 from the pointer: not grabbed
    const far = particle(600, 200);
    const found: [Particle, number][] = [];
    forEachNear([near, edge, far], 210, 200, PARTICLES.grabDistance, (p, distance) => found.push([p, distance]));
    expect(found).toEqual([[near, 10]]);
  });

  it('fades a line from its full opacity to nothing at the distance', () => {
    expect(fade(0, 150, 0.4)).toBe(0.4);
    expect(fade(75, 150, 0.4)).toBeCloseTo(0.2, 10);
    expect(fade(150, 150, 0.4)).toBe(0);
    expect(fade(35, 140, 0.7)).toBeCloseTo(0.525, 10);
  });

  it('pushes 4 particles at the click point', () => {
    const particles = createParticles(100, 800, 600);
    push(particles, 123, 45, PARTICLES.pushQuantity, PARTICLES.max);
    expect(particles).toHaveLength(104);
    for (const p of particles.slice(100)) expect(p).toMatchObject({ x: 123, y: 45 });
  });

  it('caps the total: past 200 the oldest particles go, the new ones stay', () => {
    const particles = createParticles(100, 800, 600);
    const first = particles[0];
    for (let i = 0; i < 30; i++) push(particles, i, i, PARTICLES.pushQuantity, PARTICLES.max);
    expect(particles).toHaveLength(200);
    expect(particles).not.toContain(first);
    expect(particles.at(-1)).toMatchObject({ x: 29, y: 29 });
  });

  it('makes the particles when the box first has a size, and stretches them with it after', () => {
    const made = fitToBox([], { width: 0, height: 0 }, { width: 1440, height: 400 })!;
    expect(made).toHaveLength(PARTICLES.count);
    const kept = fitToBox([particle(720, 100)], { width: 1440, height: 400 }, { width: 720, height: 800 })!;
    expect(kept).toEqual([particle(360, 200)]);
  });

  it('keeps the picture while the box is squeezed to a pixel, instead of piling the particles on its edges', () => {
    const particles = [particle(100, 50), particle(1300, 300)];
    expect(fitToBox(particles, { width: 1440, height: 400 }, { width: 1, height: 1168 })).toBeNull();
    expect(particles).toEqual([particle(100, 50), particle(1300, 300)]);
  });
});
