import { MPU_REASONS } from '@common/domain';

/** mulberry32: a small seeded generator, so a failing generated case can be rebuilt from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    int,
    bool: (chance = 0.5) => next() < chance,
    /** Each MPU reason with a chance of 35 %. */
    types: () => MPU_REASONS.filter(() => next() < 0.35),
  };
}
