// Where a server's CPU time went, from the .cpuprofile Node writes with --cpu-prof: self time
// by package (a node_modules package, the app's own code, Node itself, idle, garbage
// collection) and the functions that took the most.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { printTable } from './harness';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** "pg", "react-dom", "app: dist/server/index.js", "(garbage collector)", "node:zlib" … */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  return `app: ${path.relative(process.cwd(), url.replace(/^file:\/\//, ''))}`;
}

/**
 * Prints where each thread's time went: Node writes one profile per thread (the main thread's
 * file names thread 0; the embedded database's thread has its own).
 */
export function printProfile(dir: string): void {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort();
  if (files.length === 0) {
    console.log(`\nNo CPU profile in ${dir}: the server did not exit cleanly.`);
    return;
  }
  for (const file of files) printOne(dir, file);
}

function printOne(dir: string, file: string): void {
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const pkg = packageOf(url, functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${pkg}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => [name, Math.round(ms), `${((ms / total) * 100).toFixed(1)}%`]);
  console.log(`\nCPU profile ${path.join(dir, file)}: ${Math.round(total)} ms sampled`);
  printTable(['self time by package', 'ms', 'share'], top(packages, 20), [false, true, true]);
  console.log('');
  printTable(['self time by function', 'ms', 'share'], top(functions, 30), [false, true, true]);
}
