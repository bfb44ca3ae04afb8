// Prints the server modules by floor: a module stands one floor above the highest module it
// imports at run time (type-only imports do not count; tests do not count). Fails on a circle.
// Usage: node scripts/lint/module-floors.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = 'src/server/modules';
const modules = readdirSync(root).sort();

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const importPattern = /import\s+(type\s+)?[^;]*?from\s+'#server\/modules\/([a-z-]+)'/gs;
const uses = new Map(
  modules.map((name) => {
    const used = new Set();
    for (const file of sourceFiles(path.join(root, name))) {
      for (const [, typeOnly, other] of readFileSync(file, 'utf8').matchAll(importPattern)) {
        if (!typeOnly && other !== name) used.add(other);
      }
    }
    return [name, used];
  }),
);

const floors = new Map();
function floorOf(name, path = []) {
  if (floors.has(name)) return floors.get(name);
  if (path.includes(name)) throw new Error(`A circle: ${[...path, name].join(' → ')}`);
  const floor =
    1 + Math.max(-1, ...[...uses.get(name)].map((other) => floorOf(other, [...path, name])));
  floors.set(name, floor);
  return floor;
}
modules.forEach((name) => floorOf(name));
const top = Math.max(...floors.values());
for (let floor = top; floor >= 0; floor -= 1) {
  const here = modules.filter((name) => floors.get(name) === floor);
  console.log(
    `${String(floor).padStart(2)}  ${here.map((name) => `${name} (${[...uses.get(name)].sort().join(', ') || '—'})`).join('; ')}`,
  );
}
console.log(`${modules.length} modules on ${top + 1} floors`);
