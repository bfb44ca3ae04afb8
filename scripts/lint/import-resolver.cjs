// Resolves the package.json "imports" aliases (#shared/*, #client/*, #server/*) and extensionless
// TypeScript paths for eslint-plugin-import, so its cycle and boundary rules see through them.
// Bare package names go to the plugin's own Node resolver.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '../..');
const aliases = require(path.join(root, 'package.json')).imports ?? {};
const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function fromAlias(source) {
  for (const [pattern, target] of Object.entries(aliases)) {
    const prefix = pattern.replace(/\*$/, '');
    if (pattern.endsWith('*') && source.startsWith(prefix)) {
      return path.join(root, target.replace(/\*$/, ''), source.slice(prefix.length));
    }
  }
  return null;
}

function existingFile(base) {
  for (const suffix of candidates) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  if (source.startsWith('#')) {
    const base = fromAlias(source);
    const found = base && existingFile(base);
    return found ? { found: true, path: found } : { found: false };
  }
  if (source.startsWith('.')) {
    const found = existingFile(path.resolve(path.dirname(file), source));
    if (found) return { found: true, path: found };
  }
  return nodeResolver.resolve(source, file, config ?? {});
};
