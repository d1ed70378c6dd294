// Loaded into the e2e servers with `node --import` (e2e/support/global-setup.ts): the journeys that
// span days move the server's clock forward by writing a number of milliseconds into the file named
// by E2E_CLOCK_FILE (e2e/support/server-clock.ts). Every `new Date()` and `Date.now()` of the
// process, the embedded database's now() included, is then that much later. Without the file the
// clock is the real one.
import fs from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = globalThis.Date;
  let offset = 0;
  const readOffset = () => {
    try {
      offset = Number(fs.readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0; // no file: the real clock
    }
  };
  readOffset();
  fs.watchFile(file, { interval: 50, persistent: false }, readOffset);
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}
